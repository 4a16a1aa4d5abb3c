package format

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestStrRepr(t *testing.T) {
	tests := []struct{ s, repr, ascii string }{
		{"", "''", "''"},
		{"abc", "'abc'", "'abc'"},
		{"it's", `"it's"`, `"it's"`},
		{`it's "x"`, `'it\'s "x"'`, `'it\'s "x"'`},
		{`say "hi"`, `'say "hi"'`, `'say "hi"'`},
		{"a\\b\t\n\r", `'a\\b\t\n\r'`, `'a\\b\t\n\r'`},
		{"\x00\x1f\x7f", `'\x00\x1f\x7f'`, `'\x00\x1f\x7f'`},
		{"é\u00a0\u00ad", "'é\\xa0\\xad'", `'\xe9\xa0\xad'`},
		{"日本\u2028", "'日本\\u2028'", `'\u65e5\u672c\u2028'`},
		{"\U0001F600\U000E0001", "'\U0001F600\\U000e0001'", `'\U0001f600\U000e0001'`},
		{"\xed\xa0\x80", `'\ud800'`, `'\ud800'`},
	}
	for _, tt := range tests {
		if got := StrRepr(tt.s); got != tt.repr {
			t.Errorf("StrRepr(%q) = %s, want %s", tt.s, got, tt.repr)
		}
		if got := ASCII(StrRepr(tt.s)); got != tt.ascii {
			t.Errorf("ASCII(%q) = %s, want %s", tt.s, got, tt.ascii)
		}
	}
}

func TestBytesRepr(t *testing.T) {
	tests := []struct {
		b    string
		want string
	}{
		{"", "b''"},
		{"it's", `b"it's"`},
		{`'"`, `b'\'"'`},
		{"\x00\t\n\r\\\x7f\x80\xff ~", `b'\x00\t\n\r\\\x7f\x80\xff ~'`},
	}
	for _, tt := range tests {
		if got := BytesRepr([]byte(tt.b)); got != tt.want {
			t.Errorf("BytesRepr(%q) = %s, want %s", tt.b, got, tt.want)
		}
	}
}

// randomStrings mixes ASCII, quotes, controls and code points from all
// planes so the repr tests meet every escape form.
func randomStrings(n int) []string {
	r := rand.New(rand.NewPCG(3, 4))
	pools := []func() rune{
		func() rune { return rune(r.IntN(128)) },
		func() rune { return []rune{'\'', '"', '\\'}[r.IntN(3)] },
		func() rune { return rune(r.IntN(0x800)) },
		func() rune { return rune(r.IntN(0x10000)) },
		func() rune { return rune(r.IntN(0x110000)) },
	}
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		for range r.IntN(12) {
			c := pools[r.IntN(len(pools))]()
			if c >= 0xd800 && c < 0xe000 {
				c = 0xfffd // kept out: JSON cannot carry lone surrogates to python
			}
			b.WriteRune(c)
		}
		out[i] = b.String()
	}
	return out
}

func TestStrReprMatchesCPython(t *testing.T) {
	t.Parallel()
	ss := randomStrings(20000)
	// every third code point of the BMP and the start of plane 1, one per
	// string (text's property test covers every code point)
	for c := rune(0); c < 0x20000; c += 3 {
		if utf8.ValidRune(c) {
			ss = append(ss, string(c))
		}
	}
	var want [][2]string
	python(t, pyPrelude+`
json.dump([[repr(s), ascii(s)] for s in cases], sys.stdout)
`, ss, &want)
	failures := 0
	for i, s := range ss {
		if got := StrRepr(s); got != want[i][0] && failures < 20 {
			failures++
			t.Errorf("StrRepr(%+q) = %+q, want %+q", s, got, want[i][0])
		}
		if got := string(AppendStrRepr(nil, s, true)); got != want[i][1] && failures < 20 {
			failures++
			t.Errorf("ASCII(%+q) = %+q, want %+q", s, got, want[i][1])
		}
	}
	t.Logf("compared %d str reprs with CPython", 2*len(ss))
}

func BenchmarkStrRepr(b *testing.B) {
	s := strings.Repeat("hello 'world'\n", 4)
	var buf []byte
	for b.Loop() {
		buf = AppendStrRepr(buf[:0], s, false)
	}
}

func TestASCIIEscapesARepr(t *testing.T) {
	tests := []struct{ repr, want string }{
		{"'abc'", "'abc'"},
		{"['é', '日']", `['\xe9', '\u65e5']`},
		{"\U0001F600", `\U0001f600`},
		{"\xed\xa0\x80", `\ud800`},
	}
	for _, tt := range tests {
		if got := ASCII(tt.repr); got != tt.want {
			t.Errorf("ASCII(%q) = %s, want %s", tt.repr, got, tt.want)
		}
	}
}
