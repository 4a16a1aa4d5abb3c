package text

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"
)

// bytesCase is one call of a bytes method on S (Latin-1 text standing for
// the bytes); string arguments are bytes too, numbers ints, null None.
type bytesCase struct {
	Method string `json:"m"`
	S      string `json:"s"`
	Args   []any  `json:"a"`
}

const bytesScript = `
import json, sys
cases = json.load(sys.stdin)
def arg(v):
    return v.encode('latin-1') if isinstance(v, str) else v
def out(v):
    if isinstance(v, (bytes, bytearray)):
        return v.decode('latin-1')
    if isinstance(v, (list, tuple)):
        return [out(x) for x in v]
    return v
res = []
for c in cases:
    b, m, a = c['s'].encode('latin-1'), c['m'], [arg(x) for x in c['a']]
    try:
        if m == 'fromhex':
            r = bytes.fromhex(c['s'])
        elif m == 'maketrans':
            r = bytes.maketrans(*a)
        elif m == 'translate':
            r = b.translate(bytes.maketrans(a[0], a[1]) if a[0] is not None else None, a[2])
        elif m == 'hex':
            r = b.hex(*[x.decode('latin-1') if isinstance(x, bytes) else x for x in a])
        else:
            r = getattr(b, m)(*a)
        res.append(out(r))
    except Exception as e:
        res.append({'error': type(e).__name__ + ': ' + str(e)})
print(json.dumps(res))
`

func bstr(v any) []byte {
	if v == nil {
		return nil
	}
	s := v.(string)
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return b
}

func bout(b []byte) string {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// callBytes runs a bytes case through the package, shaped as the script
// prints it.
func callBytes(c bytesCase) any {
	b, a := bstr(c.S), c.Args
	arg := func(i int) any {
		if i < len(a) {
			return a[i]
		}
		return nil
	}
	start := func() int { return intArg(arg(1), 0) }
	end := func() int { return intArg(arg(2), math.MaxInt) }
	errOut := func(err error) any { return map[string]string{"error": err.Error()} }
	list := func(bs [][]byte) any {
		out := []any{}
		for _, x := range bs {
			out = append(out, bout(x))
		}
		return out
	}
	switch c.Method {
	case "split", "rsplit":
		if arg(0) == nil {
			if c.Method == "split" {
				return list(BytesSplit(b, intArg(arg(1), -1)))
			}
			return list(BytesRSplit(b, intArg(arg(1), -1)))
		}
		f := BytesSplitSep
		if c.Method == "rsplit" {
			f = BytesRSplitSep
		}
		r, err := f(b, bstr(arg(0)), intArg(arg(1), -1))
		if err != nil {
			return errOut(err)
		}
		return list(r)
	case "splitlines":
		return list(BytesSplitLines(b, arg(0) == true))
	case "partition", "rpartition":
		f := BytesPartition
		if c.Method == "rpartition" {
			f = BytesRPartition
		}
		x, y, z, err := f(b, bstr(arg(0)))
		if err != nil {
			return errOut(err)
		}
		return []any{bout(x), bout(y), bout(z)}
	case "strip", "lstrip", "rstrip":
		if arg(0) == nil {
			return bout(map[string]func([]byte) []byte{"strip": BytesStrip, "lstrip": BytesLStrip, "rstrip": BytesRStrip}[c.Method](b))
		}
		return bout(map[string]func([]byte, []byte) []byte{"strip": BytesStripChars, "lstrip": BytesLStripChars, "rstrip": BytesRStripChars}[c.Method](b, bstr(arg(0))))
	case "center", "ljust", "rjust":
		fill := byte(' ')
		if arg(1) != nil {
			fill = bstr(arg(1))[0]
		}
		return bout(map[string]func([]byte, int, byte) []byte{"center": BytesCenter, "ljust": BytesLJust, "rjust": BytesRJust}[c.Method](b, intArg(arg(0), 0), fill))
	case "zfill":
		return bout(BytesZFill(b, intArg(arg(0), 0)))
	case "expandtabs":
		return bout(BytesExpandTabs(b, intArg(arg(0), 8)))
	case "find":
		return BytesFind(b, bstr(arg(0)), start(), end())
	case "rfind":
		return BytesRFind(b, bstr(arg(0)), start(), end())
	case "index", "rindex":
		f := BytesIndex
		if c.Method == "rindex" {
			f = BytesRIndex
		}
		i, err := f(b, bstr(arg(0)), start(), end())
		if err != nil {
			return errOut(err)
		}
		return i
	case "count":
		return BytesCount(b, bstr(arg(0)), start(), end())
	case "startswith":
		return BytesStartsWith(b, bstr(arg(0)), start(), end())
	case "endswith":
		return BytesEndsWith(b, bstr(arg(0)), start(), end())
	case "replace":
		return bout(BytesReplace(b, bstr(arg(0)), bstr(arg(1)), intArg(arg(2), -1)))
	case "hex":
		sep := ""
		if arg(0) != nil {
			sep = arg(0).(string)
		}
		h, err := BytesHex(b, sep, intArg(arg(1), 1))
		if err != nil {
			return errOut(err)
		}
		return h
	case "fromhex":
		r, err := BytesFromHex(c.S)
		if err != nil {
			return errOut(err)
		}
		return bout(r)
	case "maketrans":
		r, err := BytesMakeTrans(bstr(arg(0)), bstr(arg(1)))
		if err != nil {
			return errOut(err)
		}
		return bout(r)
	case "translate":
		var table []byte
		if arg(0) != nil {
			t, err := BytesMakeTrans(bstr(arg(0)), bstr(arg(1)))
			if err != nil {
				return errOut(err)
			}
			table = t
		}
		r, err := BytesTranslate(b, table, bstr(arg(2)))
		if err != nil {
			return errOut(err)
		}
		return bout(r)
	}
	unary := map[string]any{
		"upper": BytesUpper, "lower": BytesLower, "swapcase": BytesSwapCase, "title": BytesTitle,
		"capitalize": BytesCapitalize, "isalpha": BytesIsAlpha, "isdigit": BytesIsDigit, "isspace": BytesIsSpace,
		"isalnum": BytesIsAlnum, "isascii": BytesIsASCII, "islower": BytesIsLower, "isupper": BytesIsUpper,
		"istitle": BytesIsTitle,
	}
	switch f := unary[c.Method].(type) {
	case func([]byte) []byte:
		return bout(f(b))
	case func([]byte) bool:
		return f(b)
	}
	panic(c.Method)
}

// TestBytesMethodsMatchCPython compares thousands of random bytes method
// calls with python3.
func TestBytesMethodsMatchCPython(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alpha := []rune("aAbB zZ\t\n\r\x0b\x0c\x1c.-+0912éÉ\u0085\u00a0\u00ff_Ab")
	rs := func(n int) string {
		b := make([]rune, r.IntN(n+1))
		for i := range b {
			b[i] = alpha[r.IntN(len(alpha))]
		}
		return string(b)
	}
	num := func() any { return r.IntN(16) - 5 }
	var cases []bytesCase
	for range 4000 {
		s := rs(12)
		var c bytesCase
		switch m := []string{"split", "rsplit", "splitlines", "partition", "rpartition", "strip", "lstrip", "rstrip",
			"center", "ljust", "rjust", "zfill", "expandtabs", "find", "rfind", "index", "rindex", "count",
			"startswith", "endswith", "replace", "hex", "fromhex", "maketrans", "translate", "upper", "lower",
			"swapcase", "title", "capitalize", "isalpha", "isdigit", "isspace", "isalnum", "isascii", "islower",
			"isupper", "istitle"}[r.IntN(38)]; m {
		case "split", "rsplit":
			c = bytesCase{m, s, []any{[]any{nil, "a", " ", "ab", ""}[r.IntN(5)], r.IntN(4) - 1}}
		case "splitlines":
			c = bytesCase{m, s, []any{r.IntN(2) == 0}}
		case "partition", "rpartition":
			c = bytesCase{m, s, []any{[]any{"a", " ", "ab", ""}[r.IntN(4)]}}
		case "strip", "lstrip", "rstrip":
			c = bytesCase{m, s, []any{[]any{nil, "a", " \t", "éA", ""}[r.IntN(5)]}}
		case "center", "ljust", "rjust":
			c = bytesCase{m, s, []any{r.IntN(20), []any{nil, "*", "é"}[r.IntN(3)]}}
			if c.Args[1] == nil {
				c.Args = c.Args[:1]
			}
		case "zfill", "expandtabs":
			c = bytesCase{m, s, []any{r.IntN(20) - 2}}
		case "find", "rfind", "index", "rindex", "count", "startswith", "endswith":
			c = bytesCase{m, s, []any{[]string{"a", "", "b ", "é", "aA"}[r.IntN(5)], num(), num()}}
			c.Args = c.Args[:1+r.IntN(3)]
		case "replace":
			c = bytesCase{m, s, []any{[]string{"a", "", " "}[r.IntN(3)], rs(2), r.IntN(5) - 1}}
		case "hex":
			c = bytesCase{m, s, []any{[]any{nil, ":", "-", "ab", "é"}[r.IntN(5)], r.IntN(7) - 3}}
			if c.Args[0] == nil {
				c.Args = nil
			}
		case "fromhex":
			hex := []rune("0123456789abcdefABCDEF \tg\n")
			b := make([]rune, r.IntN(10))
			for i := range b {
				b[i] = hex[r.IntN(len(hex))]
			}
			c = bytesCase{m, string(b), nil}
		case "maketrans":
			c = bytesCase{m, "", []any{rs(3), rs(3)}}
		case "translate":
			from := rs(3)
			c = bytesCase{m, s, []any{[]any{nil, from}[r.IntN(2)], rs(len(from)), rs(2)}}
			if c.Args[0] != nil && r.IntN(5) > 0 {
				c.Args[1] = string([]rune(rs(8))[:0]) + shuffleRunes(r, from)
			}
		default:
			c = bytesCase{m, s, nil}
		}
		if c.Args == nil {
			c.Args = []any{}
		}
		cases = append(cases, c)
	}
	raw, _ := json.Marshal(cases)
	cases = nil
	json.Unmarshal(raw, &cases)
	var want []any
	python(t, bytesScript, cases, &want)
	bad := 0
	for i, c := range cases {
		got, _ := json.Marshal(callBytes(c))
		w, _ := json.Marshal(want[i])
		if string(got) != string(w) {
			bad++
			if bad < 30 {
				t.Errorf("%+q.%s%v = %s, CPython says %s", c.S, c.Method, c.Args, got, w)
			}
		}
	}
	t.Logf("%d bytes method calls compared with CPython", len(cases))
}

func shuffleRunes(r *rand.Rand, s string) string {
	rs := []rune(s)
	r.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
	return string(rs)
}
