package pyre

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// reCase is one call of the re module: compile pattern P (bytes when B,
// its characters all below 256) with flags F, then run Op on subject S
// with arguments A.
type reCase struct {
	P  string `json:"p"`
	B  bool   `json:"b"`
	F  int    `json:"f"`
	Op string `json:"op"`
	S  string `json:"s"`
	A  []any  `json:"a"`
}

// reScript runs the cases under CPython and prints one JSON value per case.
const reScript = `
import json, re, sys, warnings
warnings.simplefilter('ignore')
cases = json.load(sys.stdin)
def enc(c, s):
    return s.encode('latin-1') if c['b'] else s
def dec(v):
    return v.decode('latin-1') if isinstance(v, bytes) else v
def mres(m):
    if m is None:
        return None
    return {'spans': [list(m.span(g)) for g in range(m.re.groups + 1)],
            'li': m.lastindex, 'lg': m.lastgroup, 'pos': m.pos, 'endpos': m.endpos}
def run(c):
    p = re.compile(enc(c, c['p']), c['f'])
    op, a = c['op'], c['a'] or []
    s = enc(c, c['s'])
    if op == 'compile':
        return {'flags': p.flags, 'groups': p.groups, 'groupindex': list(p.groupindex.items())}
    if op in ('search', 'match', 'fullmatch'):
        return mres(getattr(p, op)(s, *a))
    if op == 'findall':
        return [list(map(dec, x)) if isinstance(x, tuple) else dec(x) for x in p.findall(s, *a)]
    if op == 'finditer':
        return [mres(m) for m in p.finditer(s, *a)]
    if op == 'split':
        return [dec(x) for x in p.split(s, *a)]
    if op == 'sub':
        r, n = p.subn(enc(c, a[0]), s, a[1])
        return [dec(r), n]
    if op == 'scanmatch':
        sc = p.scanner(s, *a)
        return [mres(m) for m in iter(sc.match, None)]
    if op == 'repr':
        return repr(p)
    if op == 'subfunc':
        r, n = p.subn(lambda m: '<' + m.group(0).upper() + str(m.span()) + '>', s, a[0])
        return [r, n]
    if op == 'expand':
        m = p.search(s)
        return None if m is None else dec(m.expand(enc(c, a[0])))
    raise ValueError(op)
out = []
for c in cases:
    try:
        out.append(run(c))
    except Exception as e:
        name = 'error' if isinstance(e, re.error) else type(e).__name__
        out.append('%s: %s' % (name, e))
print(json.dumps(out))
`

// runCase does what reScript does, through this package.
func runCase(c reCase) any {
	res, err := runCaseErr(c)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return e.Type + ": " + e.Error()
		}
		return "go: " + err.Error()
	}
	return res
}

func latin1(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r))
	}
	return b
}

// fromLatin1 turns a bytes result (a Go string of bytes) into the Latin-1
// text the script prints.
func fromLatin1(s string) string {
	r := make([]rune, len(s))
	for i := 0; i < len(s); i++ {
		r[i] = rune(s[i])
	}
	return string(r)
}

func intArgs(a []any) []int {
	var out []int
	for _, v := range a {
		out = append(out, num(v))
	}
	return out
}

func num(v any) int {
	if f, ok := v.(float64); ok {
		return int(f)
	}
	return v.(int)
}

func runCaseErr(c reCase) (any, error) {
	ctx := context.Background()
	var re *Regexp
	var err error
	var s *Subject
	dec := func(x string) string { return x }
	if c.B {
		re, err = CompileBytes(latin1(c.P), Flags(c.F))
		s = NewBytesSubject(latin1(c.S))
		dec = fromLatin1
	} else {
		re, err = Compile(c.P, Flags(c.F))
		s = NewSubject(c.S)
	}
	if err != nil {
		return nil, err
	}
	pos, end := 0, s.Len()
	if c.Op != "sub" && c.Op != "split" && c.Op != "expand" && c.Op != "subfunc" {
		if a := intArgs(c.A); len(a) > 0 {
			pos = a[0]
			if len(a) > 1 {
				end = a[1]
			}
		}
	}
	mres := func(m *Match) any {
		if m == nil {
			return nil
		}
		var spans [][2]int
		for g := 0; g <= re.Groups(); g++ {
			a, b := m.Span(g)
			spans = append(spans, [2]int{a, b})
		}
		var li, lg any
		if i := m.LastIndex(); i > 0 {
			li = i
		}
		if name, ok := m.LastGroup(); ok {
			lg = name
		}
		return map[string]any{"spans": spans, "li": li, "lg": lg, "pos": m.Pos(), "endpos": m.EndPos()}
	}
	switch c.Op {
	case "compile":
		gi := [][2]any{}
		for _, n := range re.GroupNames() {
			g, _ := re.GroupIndex(n)
			gi = append(gi, [2]any{n, g})
		}
		return map[string]any{"flags": int(re.Flags()), "groups": re.Groups(), "groupindex": gi}, nil
	case "search", "match", "fullmatch":
		f := map[string]func(context.Context, *Subject, int, int) (*Match, error){
			"search": re.Search, "match": re.Match, "fullmatch": re.FullMatch,
		}[c.Op]
		m, err := f(ctx, s, pos, end)
		if err != nil {
			return nil, err
		}
		return mres(m), nil
	case "findall":
		items, err := re.FindAll(ctx, s, pos, end, nil)
		if err != nil {
			return nil, err
		}
		out := []any{}
		if re.Groups() <= 1 {
			for _, x := range items {
				out = append(out, dec(x))
			}
			return out, nil
		}
		for i := 0; i < len(items); i += re.Groups() {
			var t []string
			for _, x := range items[i : i+re.Groups()] {
				t = append(t, dec(x))
			}
			out = append(out, t)
		}
		return out, nil
	case "finditer":
		sc, err := re.Scanner(s, pos, end)
		if err != nil {
			return nil, err
		}
		out := []any{}
		for {
			m, err := sc.Next(ctx)
			if err != nil {
				return nil, err
			}
			if m == nil {
				return out, nil
			}
			out = append(out, mres(m))
		}
	case "split":
		pieces, err := re.Split(ctx, s, intArgs(c.A)[0], nil)
		if err != nil {
			return nil, err
		}
		out := []any{}
		for _, p := range pieces {
			if p.OK {
				out = append(out, dec(p.S))
			} else {
				out = append(out, nil)
			}
		}
		return out, nil
	case "sub":
		repl := c.A[0].(string)
		if c.B {
			repl = string(latin1(repl))
		}
		t, err := re.ParseTemplate(repl)
		if err != nil {
			return nil, err
		}
		r, n, err := re.Sub(ctx, t, s, num(c.A[1]))
		if err != nil {
			return nil, err
		}
		return []any{dec(r), n}, nil
	case "scanmatch":
		sc, err := re.Scanner(s, pos, end)
		if err != nil {
			return nil, err
		}
		out := []any{}
		for {
			m, err := sc.Match(ctx)
			if err != nil {
				return nil, err
			}
			if m == nil {
				return out, nil
			}
			out = append(out, mres(m))
		}
	case "repr":
		src := format.StrRepr(c.P)
		if c.B {
			src = format.BytesRepr(latin1(c.P))
		}
		return re.Repr(src), nil
	case "subfunc":
		r, n, err := re.SubFunc(ctx, func(m *Match) (string, error) {
			g, _ := m.Group(0)
			a, b := m.Span(0)
			return fmt.Sprintf("<%s(%d, %d)>", strings.ToUpper(g), a, b), nil
		}, s, num(c.A[0]))
		if err != nil {
			return nil, err
		}
		return []any{r, n}, nil
	case "expand":
		m, err := re.Search(ctx, s, 0, s.Len())
		if err != nil || m == nil {
			return nil, err
		}
		repl := c.A[0].(string)
		if c.B {
			repl = string(latin1(repl))
		}
		t, err := re.ParseTemplate(repl)
		if err != nil {
			return nil, err
		}
		return dec(m.Expand(t)), nil
	}
	panic(c.Op)
}

// compareWithPython runs cases under both implementations and reports
// every difference, returning the number compared.
func compareWithPython(t *testing.T, cases []reCase) int {
	t.Helper()
	var want []json.RawMessage
	python(t, reScript, cases, &want)
	if len(want) != len(cases) {
		t.Fatalf("python returned %d results for %d cases", len(want), len(cases))
	}
	bad := 0
	for i, c := range cases {
		got, err := json.Marshal(runCase(c))
		if err != nil {
			t.Fatal(err)
		}
		var w any
		json.Unmarshal(want[i], &w)
		wantJSON, _ := json.Marshal(w)
		if string(got) != string(wantJSON) {
			bad++
			if bad <= 40 {
				t.Errorf("re.compile(%+q, %d).%s(%+q, %v)\n got %.300s\nwant %.300s", c.P, c.F, c.Op, c.S, c.A, got, wantJSON)
			}
		}
	}
	if bad > 40 {
		t.Errorf("... %d differences in all", bad)
	}
	return len(cases)
}

// patternGen makes random patterns from the pieces of Python's syntax.
type patternGen struct {
	r      *rand.Rand
	groups int
	named  []string
}

var genAtoms = []string{
	"a", "b", "c", "A", "B", "é", "É", "ß", "k", "K", "\u212a", "ſ", "s", "S", "1", "_", " ", "-",
	".", `\.`, `\n`, `\w`, `\W`, `\d`, `\D`, `\s`, `\S`, `\b`, `\B`, "^", "$", `\A`, `\Z`,
	"[abc]", "[^a]", "[a-c]", `[\w-]`, `[^\d\s]`, "[A-Z]", "[é-ï]", `[\W\d]`, "[ks]", "[^K]", `[]a]`,
	`\x41`, `\101`, `\0`, `\u00e9`, `\t`, "[.]", "[-a]", `[\]]`,
	"(a|b)*", "(a*)*", "(|a)+", "(a?)+?", "(?:(a)|b)*", "[K-k]", "[^\\W_]", "(?i:[à-ÿ])", "(?:a|ab)(?:c|bcd)",
	"(a)|(b)", "((a)|b)+", "(?=(a))", "(?!(a))a?", "\\w+?", "(?:\\s*,)*",
	"(?<=(a)|b)", "(?<!\\w)", "(a)(?<=\\1)", "(?m:^a$)", "(?s:.)", "(?x: a b )", "[^\\s\\S]", "[\\s\\S]",
	"\\w\\b\\W", "(?i:(a)\\1)", "(?a:\\w\\b)", "[^]]", "[\\d-z]", "\\Z|\\A", "(?:a{2})*?",
}

func (g *patternGen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func (g *patternGen) atom(depth int) string {
	if depth <= 0 || g.r.IntN(3) > 0 {
		return genAtoms[g.r.IntN(len(genAtoms))]
	}
	switch g.r.IntN(14) {
	case 0, 1:
		g.groups++
		return "(" + g.alt(depth-1) + ")"
	case 2:
		return "(?:" + g.alt(depth-1) + ")"
	case 3:
		g.groups++
		name := g.pick("n", "m", "x1")
		g.named = append(g.named, name)
		return "(?P<" + name + ">" + g.alt(depth-1) + ")"
	case 4:
		return g.pick("(?=", "(?!") + g.alt(depth-1) + ")"
	case 5:
		return g.pick("(?<=", "(?<!") + g.pick("a", "ab", "[ab]", `\w`, "a|b", "(a)", "a*", "..") + ")"
	case 6:
		return `\` + g.pick("1", "2", "3")
	case 7:
		if len(g.named) > 0 {
			return "(?P=" + g.named[g.r.IntN(len(g.named))] + ")"
		}
		return "(?P=n)"
	case 8:
		return "(?(" + g.pick("1", "2", "n") + ")" + g.seq(depth-1) + g.pick("", "|"+g.seq(depth-1)) + ")"
	case 9:
		return "(?" + g.pick("i", "m", "s", "x", "a", "-i", "i-s", "u", "L") + ":" + g.alt(depth-1) + ")"
	case 10:
		return "(?>" + g.alt(depth-1) + ")"
	case 11:
		return "(?#" + g.pick("c", "x)") + ")"
	default:
		return g.seq(depth - 1)
	}
}

func (g *patternGen) quant() string {
	switch g.r.IntN(6) {
	case 0:
		q := g.pick("*", "+", "?", "{2}", "{1,3}", "{,2}", "{2,}", "{0}", "{3,1}", "{1,2")
		return q + g.pick("", "", "?", "+")
	}
	return ""
}

func (g *patternGen) seq(depth int) string {
	var b strings.Builder
	for range 1 + g.r.IntN(3) {
		atom, q := g.atom(depth), g.quant()
		if strings.Contains(atom, "(") && (len(q) >= 2 && q[len(q)-1] == '+' ||
			q == "+" && strings.ContainsAny(atom[len(atom)-1:], "*+?}")) {
			// CPython 3.11 reports stale captures from inside a
			// possessive repeat (a bug fixed later); not emulated.
			q = strings.TrimSuffix(q, "+")
		}
		b.WriteString(atom)
		b.WriteString(q)
	}
	return b.String()
}

func (g *patternGen) alt(depth int) string {
	s := g.seq(depth)
	for g.r.IntN(4) == 0 {
		s += "|" + g.seq(depth)
	}
	return s
}

func (g *patternGen) pattern() string {
	g.groups, g.named = 0, nil
	p := g.alt(*reDepth)
	if g.r.IntN(8) == 0 {
		p = g.pick("(?i)", "(?m)", "(?s)", "(?x)", "(?a)", "(?ix)") + p
	}
	return p
}

const (
	subjectAlphabet = "aaabbcAB \n1_éÉßkKſs.\u212a-"
	asciiAlphabet   = "aaabbcAB \n1_kKsS.-"
)

// randomSubject is a short string, all ASCII half the time (ASCII
// subjects run a program of their own).
func isLatin1(s string) bool {
	for _, c := range s {
		if c > 0xff {
			return false
		}
	}
	return true
}

func randomSubject(r *rand.Rand) string {
	alpha := []rune(subjectAlphabet)
	if r.IntN(2) == 0 {
		alpha = []rune(asciiAlphabet)
	}
	n := r.IntN(12)
	b := make([]rune, n)
	for i := range b {
		b[i] = alpha[r.IntN(len(alpha))]
	}
	return string(b)
}

var (
	reSeed     = flag.Uint64("re.seed", 1, "seed of TestReMatchesCPython's random patterns")
	rePatterns = flag.Int("re.patterns", 2500, "how many random patterns TestReMatchesCPython tries")
	reDepth    = flag.Int("re.depth", 3, "how deeply TestReMatchesCPython nests groups")
)

// TestReMatchesCPython compares thousands of random patterns, subjects
// and operations with python3's re.
func TestReMatchesCPython(t *testing.T) {
	r := rand.New(rand.NewPCG(*reSeed, 2))
	g := &patternGen{r: r}
	flagChoices := []int{0, 0, 0, 2, 8, 16, 64, 256, 2 | 8, 2 | 256, 16 | 8}
	var cases []reCase
	for range *rePatterns {
		p := g.pattern()
		f := flagChoices[r.IntN(len(flagChoices))]
		// A fifth of the Latin-1 patterns run as bytes patterns.
		isBytes := r.IntN(5) == 0 && isLatin1(p)
		cases = append(cases, reCase{P: p, B: isBytes, F: f, Op: "compile", A: []any{}})
		for range 3 {
			s := randomSubject(r)
			if isBytes {
				s = strings.Map(func(c rune) rune {
					if c > 0xff {
						return 'k'
					}
					return c
				}, s)
			}
			n := len([]rune(s))
			op := []string{"search", "match", "fullmatch", "findall", "finditer", "split", "sub", "scanmatch"}[r.IntN(8)]
			var a []any
			switch op {
			case "split":
				a = []any{r.IntN(3)}
			case "sub":
				a = []any{g.pick("-", `<\g<0>>`, `\1`, `[\g<1>]`, `\n`, "x"), r.IntN(3)}
			default:
				if r.IntN(3) == 0 {
					pos, end := r.IntN(n+2)-1, r.IntN(n+3)-1
					if (op == "match" || op == "scanmatch") && pos > end {
						// sre's match() past endpos runs on a string
						// that is both cut and not: not emulated.
						pos, end = end, pos
					}
					a = []any{pos, end}
				}
			}
			cases = append(cases, reCase{P: p, B: isBytes, F: f, Op: op, S: s, A: a})
		}
	}
	n := compareWithPython(t, cases)
	t.Logf("%d random cases compared with CPython", n)
}
