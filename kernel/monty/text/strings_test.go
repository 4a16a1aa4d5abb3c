package text

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// strCase is one call of a str method: name, receiver and arguments
// (JSON null for None).
type strCase struct {
	Method string `json:"m"`
	S      string `json:"s"`
	Args   []any  `json:"a"`
}

// arg helpers read the JSON-decoded arguments back.
func intArg(v any, none int) int {
	switch v := v.(type) {
	case int:
		return v
	case float64:
		return int(v)
	}
	return none
}

func strArg(v any) string { return v.(string) }

func runeArg(v any) rune { r, _ := DecodeRune(v.(string)); return r }

// call runs a str method through the package, returning what the python
// oracle returns: the result or the error message.
func call(c strCase) any {
	s, a := c.S, c.Args
	arg := func(i int) any {
		if i < len(a) {
			return a[i]
		}
		return nil
	}
	start := func() int { return intArg(arg(1), 0) }
	end := func() int { return intArg(arg(2), math.MaxInt) }
	result := func(v any, err error) any {
		if err != nil {
			return map[string]string{"error": err.Error()}
		}
		return v
	}
	switch c.Method {
	case "split":
		if arg(0) == nil {
			return Split(s, intArg(arg(1), -1))
		}
		return result(SplitSep(s, strArg(arg(0)), intArg(arg(1), -1)))
	case "rsplit":
		if arg(0) == nil {
			return RSplit(s, intArg(arg(1), -1))
		}
		return result(RSplitSep(s, strArg(arg(0)), intArg(arg(1), -1)))
	case "splitlines":
		return SplitLines(s, arg(0) == true)
	case "strip", "lstrip", "rstrip":
		f := map[string][2]func(string, string) string{
			"strip":  {func(s, _ string) string { return Strip(s) }, StripChars},
			"lstrip": {func(s, _ string) string { return LStrip(s) }, LStripChars},
			"rstrip": {func(s, _ string) string { return RStrip(s) }, RStripChars},
		}[c.Method]
		if arg(0) == nil {
			return f[0](s, "")
		}
		return f[1](s, strArg(arg(0)))
	case "partition", "rpartition":
		f := Partition
		if c.Method == "rpartition" {
			f = RPartition
		}
		b, m, e, err := f(s, strArg(arg(0)))
		return result([]string{b, m, e}, err)
	case "center":
		return Center(s, intArg(arg(0), 0), runeArg(arg(1)))
	case "ljust":
		return LJust(s, intArg(arg(0), 0), runeArg(arg(1)))
	case "rjust":
		return RJust(s, intArg(arg(0), 0), runeArg(arg(1)))
	case "zfill":
		return ZFill(s, intArg(arg(0), 0))
	case "expandtabs":
		return ExpandTabs(s, intArg(arg(0), 8))
	case "find":
		return Find(s, strArg(arg(0)), start(), end())
	case "rfind":
		return RFind(s, strArg(arg(0)), start(), end())
	case "index":
		return result(Index(s, strArg(arg(0)), start(), end()))
	case "rindex":
		return result(RIndex(s, strArg(arg(0)), start(), end()))
	case "count":
		return Count(s, strArg(arg(0)), start(), end())
	case "startswith":
		return StartsWith(s, strArg(arg(0)), start(), end())
	case "endswith":
		return EndsWith(s, strArg(arg(0)), start(), end())
	case "replace":
		return Replace(s, strArg(arg(0)), strArg(arg(1)), intArg(arg(2), -1))
	case "removeprefix":
		return RemovePrefix(s, strArg(arg(0)))
	case "removesuffix":
		return RemoveSuffix(s, strArg(arg(0)))
	}
	unary := map[string]any{
		"upper": Upper, "lower": Lower, "casefold": CaseFold, "title": Title, "capitalize": Capitalize,
		"swapcase": SwapCase, "isalpha": IsAlphaStr, "isdigit": IsDigitStr, "isdecimal": IsDecimalStr,
		"isnumeric": IsNumericStr, "isalnum": IsAlnumStr, "isspace": IsSpaceStr, "isprintable": IsPrintableStr,
		"isascii": IsASCIIStr, "isidentifier": IsIdentifier, "islower": IsLowerStr, "isupper": IsUpperStr,
		"istitle": IsTitleStr,
	}
	switch f := unary[c.Method].(type) {
	case func(string) string:
		return f(s)
	case func(string) bool:
		return f(s)
	}
	panic("unknown method " + c.Method)
}

// alphabet mixes what the str methods treat specially: whitespace of all
// kinds, line breaks, tabs, signs, case-special letters, combining marks,
// digits of several scripts.
var alphabet = []string{"a", "b", "A", "Z", "z", " ", " ", "\t", "\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x1f",
	"\u0085", "\u00a0", "\u2028", "\u2029", "\x1d", "\x1e", "\u3000", "-", "+", ",", ".", "'", "0", "7", "٣", "²", "½", "ß", "ﬁ", "Σ", "σ", "İ",
	"ǅ", "\u0301", "ʰ", "é", "日", "_", "\U0001D400", "ŉ", "ΐ", "\U00010428", "ab", "ba", "aa"}

func randomText(r *rand.Rand, maxLen int) string {
	var b strings.Builder
	for range r.IntN(maxLen + 1) {
		b.WriteString(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

func strCases(n int) []strCase {
	r := rand.New(rand.NewPCG(11, 12))
	pick := func(xs ...any) any { return xs[r.IntN(len(xs))] }
	idx := func() any { return pick(nil, 0, 1, 2, 5, -1, -3, 100, -100) }
	sub := func() any {
		return pick("", "a", "b", "ab", "aa", " ", "Σ", "日", "\r\n", "é", randomText(r, 2))
	}
	var cs []strCase
	unary := []string{"upper", "lower", "casefold", "title", "capitalize", "swapcase", "isalpha", "isdigit",
		"isdecimal", "isnumeric", "isalnum", "isspace", "isprintable", "isascii", "isidentifier", "islower",
		"isupper", "istitle"}
	for len(cs) < n {
		s := randomText(r, 10)
		m := pick("split", "rsplit", "splitlines", "strip", "lstrip", "rstrip", "partition", "rpartition",
			"center", "ljust", "rjust", "zfill", "expandtabs", "find", "rfind", "index", "rindex", "count",
			"startswith", "endswith", "replace", "removeprefix", "removesuffix", "unary").(string)
		var args []any
		switch m {
		case "split", "rsplit":
			args = []any{pick(nil, nil, sub()), pick(-1, 0, 1, 2, 100)}
		case "splitlines":
			args = []any{pick(true, false)}
		case "strip", "lstrip", "rstrip":
			args = []any{pick(nil, "a", " a", "ab\n", "Σé ", "")}
		case "partition", "rpartition", "removeprefix", "removesuffix":
			args = []any{sub()}
		case "center", "ljust", "rjust":
			args = []any{pick(-1, 0, 3, 8, 11, 15), pick(" ", "*", "日")}
		case "zfill":
			args = []any{pick(-1, 0, 3, 8, 12)}
		case "expandtabs":
			args = []any{pick(-1, 0, 1, 4, 8)}
		case "find", "rfind", "index", "rindex", "count", "startswith", "endswith":
			args = []any{sub(), idx(), idx()}
		case "replace":
			args = []any{sub(), pick("", "x", "日日", "ab"), pick(-1, 0, 1, 2)}
		case "unary":
			for _, u := range unary {
				cs = append(cs, strCase{Method: u, S: s, Args: []any{}})
			}
			continue
		}
		cs = append(cs, strCase{Method: m, S: s, Args: args})
	}
	return cs
}

func TestStrMethodsMatchCPython(t *testing.T) {
	t.Parallel()
	cs := strCases(30000)
	var want []json.RawMessage
	python(t, `
import json, sys
cases = json.load(sys.stdin)
out = []
for c in cases:
    try:
        v = getattr(c['s'], c['m'])(*c['a'])
        if isinstance(v, tuple): v = list(v)
    except Exception as e:
        v = {'error': type(e).__name__ + ': ' + str(e)}
    out.append(v)
json.dump(out, sys.stdout)
`, cs, &want)
	failures := 0
	for i, c := range cs {
		v := call(c)
		if ss, ok := v.([]string); ok && ss == nil {
			v = []string{} // an empty list either way
		}
		got, _ := json.Marshal(v)
		var g, w any
		json.Unmarshal(got, &g)
		json.Unmarshal(want[i], &w)
		if gj, _ := json.Marshal(g); string(gj) != string(mustJSON(w)) && failures < 30 {
			failures++
			t.Errorf("%+q.%s%v = %s, want %s", c.S, c.Method, c.Args, got, want[i])
		}
	}
	t.Logf("compared %d str method calls with CPython", len(cs))
}

func mustJSON(v any) []byte { b, _ := json.Marshal(v); return b }

func BenchmarkSplitWhitespace(b *testing.B) {
	s := strings.Repeat("alpha beta  gamma\tdelta ", 8)
	for b.Loop() {
		Split(s, -1)
	}
}

func BenchmarkSplitSep(b *testing.B) {
	s := strings.Repeat("alpha,beta,,gamma,delta,", 8)
	for b.Loop() {
		SplitSep(s, ",", -1)
	}
}

func BenchmarkLowerNonASCII(b *testing.B) {
	s := strings.Repeat("ΑΒΓ Straße ", 8)
	for b.Loop() {
		Lower(s)
	}
}
