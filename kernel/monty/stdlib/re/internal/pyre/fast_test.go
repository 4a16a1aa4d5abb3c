package pyre

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
)

// fastCases are patterns fast.go matches, on subjects that test its
// edges: repeats at their bounds, case folding, non-ASCII, pos and
// endpos, ^ after pos 0, and the scans of findall, sub and split.
var fastCases = func() []reCase {
	subjects := []string{
		"2024-03-01 12:05:07 INFO user=bob ip=10.0.1.2 took=15ms",
		"ip=1.2.3 ip=1.2.3.4.5 took=ms took=7msx TOOK=8MS",
		"", "a", "aaa", "12345678901", "x٣٤y ١٢ 12", "ÉéSSß ſ K k",
		"line\nline2\n", "12:34:56", "é ip=1.2.3.4 took=5ms ip=9.9.9.9", "ŀ took=12ms ip=3.3.3.3",
		"12\n", "a \n", "x = 1, a=b c  =  d", "-12 -x 5ms 6 ms 7s 8  ms", " 42 \n", "Abc9", "ab\n\n", " \n", "x12",
	}
	patterns := []struct {
		p string
		f int
	}{
		{`\d+`, 0}, {`\d{2,3}`, 0}, {`\d{2}`, 0}, {`ip=(\d+\.\d+\.\d+\.\d+)`, 0},
		{`took=(?P<ms>\d+)ms`, 0}, {`took=(?P<ms>\d+)ms`, 2}, {`^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) (\w+) user=(?P<user>\w+)`, 0},
		{`^\w+`, 0}, {`\A\d`, 0}, {`\w+`, 256}, {`[^ ]+`, 0}, {`.+`, 0}, {`.+`, 16}, {`(a)(a)?`, 0},
		{`a++a`, 0}, {`\d*+x`, 0}, {`(?i:s)+`, 0}, {`k`, 2}, {`[a-z]+\d`, 2}, {`(?:(\d)-)`, 0},
		{`^\d+$`, 0}, {`\w+$`, 0}, {`\s+$`, 0}, {`(\d+)\Z`, 0}, {`(\w+)$`, 2}, {`[^x]+$`, 0},
		{`(\w+)\s*=\s*(\w+)`, 0}, {`-?\d+`, 0}, {`\d+ ?ms`, 0}, {`a*b`, 0}, {`[a-z]*\d`, 2},
		{`\s*\d+\s*$`, 0}, {`\d+x?`, 0}, {`(\d+) *(m?s)`, 0}, {`[a-z]+ *\d*`, 0},
		{`\d:\d+`, 0}, {`e\w*`, 2}, {`a{0}b`, 0}, {`(?a)\d+`, 0}, {`\s+\S`, 0},
		// shapes that backtrack: alternations, repeats that give back
		{`(ip|took)=(\S+)`, 0}, {`(\w+)(\d)`, 0}, {`(\d*?)(\d+)(ms)?`, 0}, {`(?:(a)|(s)|(k))+?`, 2},
		{`(\d+)\s*$\n?`, 0}, {`(é|e|\w)(\w*)`, 2}, {`(i|ip|)=(\d+\.)+?`, 0}, {`(?P<a>\w)|(?P<b>\d)(x)?`, 0},
	}
	var cases []reCase
	for _, p := range patterns {
		for _, s := range subjects {
			for _, op := range []string{"search", "match", "findall", "finditer"} {
				cases = append(cases, reCase{P: p.p, F: p.f, Op: op, S: s})
			}
			cases = append(cases, reCase{P: p.p, F: p.f, Op: "split", S: s, A: []any{0}},
				reCase{P: p.p, F: p.f, Op: "split", S: s, A: []any{1}})
			cases = append(cases,
				reCase{P: p.p, F: p.f, Op: "sub", S: s, A: []any{`<\g<0>>`, 0}},
				reCase{P: p.p, F: p.f, Op: "sub", S: s, A: []any{`-`, 2}},
				reCase{P: p.p, F: p.f, Op: "search", S: s, A: []any{1, 9}},
				reCase{P: p.p, F: p.f, Op: "match", S: s, A: []any{3, 40}},
				reCase{P: p.p, F: p.f, Op: "fullmatch", S: s})
			if isLatin1(s) {
				cases = append(cases, reCase{P: p.p, F: p.f &^ 256, B: true, Op: "findall", S: s},
					reCase{P: p.p, F: p.f &^ 256, B: true, Op: "search", S: s, A: []any{2}})
			}
		}
	}
	return cases
}()

// TestFastPathMatchesCPython compares fastCases with python3.
func TestFastPathMatchesCPython(t *testing.T) {
	n := compareWithPython(t, fastCases)
	t.Logf("%d fast-path cases compared with CPython", n)
}

// TestFastPathTakesSimplePatterns checks which patterns fast.go takes,
// and which of their repeats must be able to give characters back.
func TestFastPathTakesSimplePatterns(t *testing.T) {
	const no, exact, backtracks = 0, 1, 2
	for _, c := range []struct {
		p    string
		want int
	}{
		{`\d+`, exact}, {`took=(?P<ms>\d+)ms`, exact}, {`^(\d{4})-(\w+) user=(\w+)`, exact},
		{`a++a`, exact}, {`\d{2}\d`, exact}, {`\w+=`, exact}, {`a*b?c`, exact}, {`(\w+)\s*=\s*(\w+)`, exact},
		{`a$`, exact}, {`(a$)`, exact}, {`a\Z`, exact}, {`x\s*$`, exact},
		{`\d+\d`, backtracks}, {`\w+\d`, backtracks}, {`a*a?b`, backtracks}, {`\d+\s*\d`, backtracks}, {`\d+ *[\d ]`, backtracks},
		{`a|b`, exact}, {`(GET|POST) (\S+)"`, backtracks}, {`a+?b`, backtracks}, {`a*(b|c)`, backtracks}, {`x\s*$\n`, backtracks},
		{`a$b`, exact}, {`x^`, exact},
		{`(a)+`, no}, {`(?m)^a`, no}, {`(?m)a$`, no}, {`(?=a)a`, no}, {`(?>a)`, no},
		{`(a)\1`, no}, {`(?:)`, no}, {`a*`, no}, {`(?L)a`, no}, {`a|`, no},
	} {
		flags := Flags(0)
		if c.p == `(?L)a` {
			c.p = `a`
			flags = Locale
		}
		var re *Regexp
		var err error
		if flags == Locale {
			re, err = CompileBytes([]byte(c.p), flags)
		} else {
			re, err = Compile(c.p, flags)
		}
		if err != nil {
			t.Fatalf("%s: %v", c.p, err)
		}
		got := no
		if re.fast != nil {
			got = exact
			for _, it := range re.fast.items {
				if it.kind == fastSet && it.min != it.max && !it.exact {
					got = backtracks
				}
			}
		}
		if got != c.want {
			t.Errorf("%s: fast path %d, want %d (0 none, 1 exact, 2 backtracks)", c.p, got, c.want)
		}
	}
}

// TestFastPathStopsAtDeadline runs fast-path searches under a 300 ms
// deadline: a quadratic one (every start position scans the digits to
// the end) and one whose repeats backtrack into each other, which would
// take years.
func TestFastPathStopsAtDeadline(t *testing.T) {
	for _, c := range []struct{ p, s string }{
		{`\d+x`, strings.Repeat("1", 1<<20)},
		{`(\d*)\d*\d*?\d*\d*\d*\d*(x|y)`, strings.Repeat("1", 1<<12)},
	} {
		re, err := Compile(c.p, 0)
		if err != nil {
			t.Fatal(err)
		}
		if re.fast == nil {
			t.Fatalf("%s does not take the fast path", c.p)
		}
		s := NewSubject(c.s)
		for _, call := range []struct {
			name string
			run  func(ctx context.Context) error
		}{
			{"search", func(ctx context.Context) error { _, err := re.Search(ctx, s, 0, s.Len()); return err }},
			{"match", func(ctx context.Context) error { _, err := re.Match(ctx, s, 0, s.Len()); return err }},
			{"findall", func(ctx context.Context) error { _, err := re.FindAll(ctx, s, 0, s.Len(), nil); return err }},
		} {
			if call.name == "match" && c.p == `\d+x` {
				continue // linear: it ends long before the deadline
			}
			const budget = 300 * time.Millisecond
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			start := time.Now()
			err := call.run(ctx)
			elapsed := time.Since(start)
			cancel()
			if !errors.Is(err, ErrDeadline) {
				t.Errorf("%s %s: err = %v, want ErrDeadline", c.p, call.name, err)
			}
			if slack := loadfactor.Scale(100 * time.Millisecond); elapsed > budget+slack {
				t.Errorf("%s %s: stopped after %v, want at most %v", c.p, call.name, elapsed, budget+slack)
			}
		}
	}
}

// TestSubjectSharedAcrossEngines shares ASCII and bytes subjects, whose
// code points are decoded on first use, between goroutines that run
// regexp2 patterns on them (go test -race checks it).
func TestSubjectSharedAcrossEngines(t *testing.T) {
	re, err := Compile(`(\w+|x)@(?=\w)`, 0)
	if err != nil {
		t.Fatal(err)
	}
	bre, err := CompileBytes([]byte(`(\w+|x)@(?=\w)`), 0)
	if err != nil {
		t.Fatal(err)
	}
	if re.fast != nil || bre.fast != nil {
		t.Fatal("the patterns take the fast path")
	}
	s, b := NewSubject("mail bob@example.com"), NewBytesSubject([]byte("mail \xe9bob@example.com"))
	done := make(chan error)
	for i := range 4 {
		go func() {
			var m *Match
			var err error
			if i%2 == 0 {
				m, err = re.Search(context.Background(), s, 0, s.Len())
			} else {
				m, err = bre.Search(context.Background(), b, 0, b.Len())
			}
			if err == nil && m == nil {
				err = errors.New("no match")
			}
			done <- err
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestFastPathAgreesWithRegexp2 compares the fast path with the regexp2
// program of the same pattern on random small patterns and subjects.
func TestFastPathAgreesWithRegexp2(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 2))
	atoms := []string{`a`, `b`, `[ab]`, `\d`, `x`, ` `, `\s`, `\w`, `[^a]`, `.`, `\n`}
	quants := []string{``, ``, `*`, `+`, `?`, `{1,2}`, `{2}`, `{0,3}`, `++`, `*?`, `+?`, `{1,2}?`}
	const alphabet = "ab1x \n2"
	ctx := context.Background()
	tried := 0
	for tried < 3000 {
		var b strings.Builder
		if r.IntN(4) == 0 {
			b.WriteString("^")
		}
		for range 1 + r.IntN(4) {
			atom := atoms[r.IntN(len(atoms))] + quants[r.IntN(len(quants))]
			if r.IntN(4) == 0 {
				atom += "|" + atoms[r.IntN(len(atoms))] + quants[r.IntN(len(quants))]
			}
			if r.IntN(3) == 0 {
				atom = "(" + atom + ")"
			} else if strings.Contains(atom, "|") {
				atom = "(?:" + atom + ")"
			}
			b.WriteString(atom)
		}
		if r.IntN(4) == 0 {
			b.WriteString([]string{`$`, `\Z`}[r.IntN(2)])
		}
		flags := Flags(0)
		if r.IntN(3) == 0 {
			flags = IgnoreCase
		}
		fast, err := Compile(b.String(), flags)
		if err != nil || fast.fast == nil {
			continue
		}
		slow, _ := Compile(b.String(), flags)
		slow.fast = nil
		tried++
		for range 5 {
			subj := make([]byte, r.IntN(9))
			for i := range subj {
				subj[i] = alphabet[r.IntN(len(alphabet))]
			}
			s := NewSubject(string(subj))
			want, _ := slow.FindAll(ctx, s, 0, s.Len(), nil)
			got, _ := fast.FindAll(ctx, s, 0, s.Len(), nil)
			if !slices.Equal(got, want) {
				t.Errorf("%q (flags %d).findall(%q) = %q, regexp2 %q", b.String(), flags, subj, got, want)
			}
			for pos := 0; pos <= s.Len(); pos++ {
				for _, mode := range []Mode{ModeSearch, ModeMatch} {
					var mf, ms Match
					okf, _ := fast.FindInto(ctx, mode, s, pos, s.Len(), &mf)
					oks, _ := slow.FindInto(ctx, mode, s, pos, s.Len(), &ms)
					if okf != oks || okf && !slices.Equal(mf.spans, ms.spans) {
						t.Errorf("%q (flags %d) mode %d on %q at %d: %v %v, regexp2 %v %v", b.String(), flags, mode, subj, pos, okf, mf.spans, oks, ms.spans)
					}
				}
			}
		}
	}
}

// TestFastPathLeavesLeadingAlternationSearches checks which fast programs
// leave their searches to regexp2: those that start with an alternation,
// whose branches regexp2 finds from their first characters (regex_dna).
func TestFastPathLeavesLeadingAlternationSearches(t *testing.T) {
	for _, c := range []struct {
		p    string
		want bool
	}{
		{"agggtaaa|tttaccct", true},
		{"(GET|POST) (\\S+)", true},
		{"[cgt]gggtaaa|tttaccc[acg]", true},
		{"(\\w+)=(\"[^\"]*\"|\\S+)", false},
		{"^(a|b)c", false},
		{"x(a|b)", false},
	} {
		re, err := Compile(c.p, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.p, err)
		}
		if re.fast == nil {
			t.Fatalf("%s: no fast program", c.p)
		}
		if re.fast.leadingAlt != c.want {
			t.Errorf("%s: leadingAlt = %v, want %v", c.p, re.fast.leadingAlt, c.want)
		}
	}
}
