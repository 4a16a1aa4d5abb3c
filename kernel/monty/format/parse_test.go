package format

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func TestParseInt(t *testing.T) {
	tests := []struct {
		s    string
		base int
		want string
	}{
		{" 1_0 ", 10, "10"},
		{"0x_1f", 0, "31"},
		{"-0b101", 0, "-5"},
		{"00", 0, "0"},
		{"0b1", 16, "177"},
		{"١٢", 10, "12"},
		{"\u2003 12\u2003", 10, "12"},
		{"9223372036854775808", 10, "9223372036854775808"},
		{"-9223372036854775808", 10, "-9223372036854775808"},
		{"zzzzzzzzzzzzzzzz", 36, "7958661109946400884391935"},
		{"010", 0, "error ValueError: invalid literal for int() with base 0: '010'"},
		{"1__0", 10, "error ValueError: invalid literal for int() with base 10: '1__0'"},
		{"", 10, "error ValueError: invalid literal for int() with base 10: ''"},
		{"1", 1, "error ValueError: int() base must be >= 2 and <= 36, or 0"},
		{strings.Repeat("1", 5000), 10, "error ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit"},
	}
	for _, tt := range tests {
		if got := parseIntString(tt.s, tt.base); got != tt.want {
			t.Errorf("ParseInt(%q, %d) = %s, want %s", tt.s, tt.base, got, tt.want)
		}
	}
}

func parseIntString(s string, base int) string {
	small, big, err := ParseInt(s, base, DefaultMaxStrDigits)
	switch {
	case err != nil:
		return "error " + err.Error()
	case big != nil:
		return big.String()
	}
	return strconv.FormatInt(small, 10)
}

// intLiterals are int() inputs around every rule of the grammar.
func intLiterals(n int) []string {
	ss := []string{"0", "-0", "+7", " 12 ", "\t-3\n", "1_000", "1__000", "_1", "1_", "0x", "0x_", "0x_f",
		"0x__f", "0o17", "0O17", "0b2", "0B11", "00", "0_0", "007", "0_7", "- 1", "+-1", "1e3", "1.0",
		"１２３", "٣", "12\x00", "\u0085 5\u3000", "ⅷ", "²", "9" + strings.Repeat("9", 30), "-" + strings.Repeat("f", 40),
		"0xffffffffffffffff", "-0x8000000000000000", "0x7fffffffffffffff", "zz", "ZZ", "z_z", "", " ", "0b", "0o",
		strings.Repeat("1", 4301), strings.Repeat("1", 4300), strings.Repeat("1_", 4301) + "1", strings.Repeat("x", 250)}
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []string{"0", "1", "7", "9", "a", "f", "z", "_", "x", "o", "b", "-", "+", " ", "٣", "\u3000", "."}
	for len(ss) < n {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		ss = append(ss, b.String())
	}
	return ss
}

func TestParseIntMatchesCPython(t *testing.T) {
	t.Parallel()
	ss := intLiterals(3000)
	bases := []int{0, 2, 8, 10, 16, 36, 7}
	var want [][]outcome
	python(t, pyPrelude+`
out = []
for s in cases['ss']:
    out.append([attempt(lambda: hex(int(s, b))) for b in cases['bases']] +
               [attempt(lambda: hex(int(s.encode('utf-8'), b))) for b in cases['bases']])
json.dump(out, sys.stdout)
`, map[string]any{"ss": ss, "bases": bases}, &want)
	failures, n := 0, 0
	for i, s := range ss {
		for j, b := range bases {
			got := newOutcome(fromParseInt(ParseInt(s, b, DefaultMaxStrDigits)))
			if got.String() != want[i][j].String() && failures < 20 {
				failures++
				t.Errorf("int(%q, %d) = %s, want %s", short(s), b, short(got.String()), short(want[i][j].String()))
			}
			got = newOutcome(fromParseInt(ParseIntBytes([]byte(s), b, DefaultMaxStrDigits)))
			if got.String() != want[i][len(bases)+j].String() && failures < 20 {
				failures++
				t.Errorf("int(b%q, %d) = %s, want %s", short(s), b, short(got.String()), short(want[i][len(bases)+j].String()))
			}
			n += 2
		}
	}
	t.Logf("compared %d int() parses with CPython", n)
}

// fromParseInt writes a parsed int as Python's hex() does, which has no
// digit limit.
func fromParseInt(small int64, b *big.Int, err error) (string, error) {
	if err != nil {
		return "", err
	}
	if b == nil {
		b = big.NewInt(small)
	}
	return BigIntString(b, 16, true, 0)
}

// short keeps failure messages readable.
func short(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

func TestParseFloatMatchesCPython(t *testing.T) {
	t.Parallel()
	ss := []string{"+-inf", "-nan", "+nan", "infinity", "INFINITY", "iNf", "infinit", "1e", "1e+", ".", ".5", "5.",
		"1_e5", "1e1_0", "1__0", "_1", "1_", "0x1", "  1.5\n", "1.5\x00", "١٫٥", "١.٥", "\u2003 1.5", "1\u00a0",
		"in f", "+ 1", "1e500", "-1e-500", "0_0.0_1e-0_1", "1._5", "1_.5", "1.5_", "1e_5", "-0", "0e0", "",
		"   ", "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324", "2.4e-324", "2.5e-324",
		"0.1000000000000000055511151231257827021181583404541015625", strings.Repeat("9", 400) + "e-400",
		"1e-400000000000", "1e400000000000", "123456789012345678901234567890", "１.５"}
	r := rand.New(rand.NewPCG(7, 8))
	for range 3000 {
		x := math.Float64frombits(r.Uint64())
		ss = append(ss, strconv.FormatFloat(x, 'g', r.IntN(20)+1, 64))
	}
	var want []outcome
	python(t, pyPrelude+`
json.dump([attempt(lambda: repr(float(s))) for s in cases], sys.stdout)
`, ss, &want)
	failures := 0
	for i, s := range ss {
		x, err := ParseFloat(s)
		got := newOutcome(FloatRepr(x), err)
		if got.String() != want[i].String() && failures < 20 {
			failures++
			t.Errorf("float(%q) = %s, want %s", s, got, want[i])
		}
	}
	t.Logf("compared %d float() parses with CPython", len(ss))
}
