package format

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFormatSpec(t *testing.T) {
	tests := []struct {
		value any
		spec  string
		want  string
	}{
		{1234567, ",", "1,234,567"},
		{1234, "010,", "00,001,234"},
		{-42, "=+8", "-     42"},
		{255, "#X", "0XFF"},
		{255, "#010b", "0b11111111"},
		{0xdeadbeef, "_x", "dead_beef"},
		{65, "c", "A"},
		{1.5, "*^9.2f", "**1.50***"},
		{0.25, ".0%", "25%"},
		{-0.0001, "z.2f", "0.00"},
		{math.Inf(1), "010", "0000000inf"},
		{1e16, "", "1e+16"},
		{1.0, ".3", "1.0"},
		{"héllo", "^9.3", "   hél   "},
		{"ab", "010", "ab00000000"},
		{complex(1, 2), ">10", "    (1+2j)"},
		{complex(0, -1), "", "-1j"},
		{"s", ",s", "error ValueError: Cannot specify ',' with 's'."},
		{"s", "x", "error ValueError: Unknown format code 'x' for object of type 'str'"},
		{1.0, ".", "error ValueError: Format specifier missing precision"},
		{1, "abc", "error ValueError: Invalid format specifier 'abc' for object of type 'int'"},
	}
	for _, tt := range tests {
		if got := formatAny(tt.value, tt.spec).String(); got != tt.want {
			t.Errorf("format(%#v, %q) = %q, want %q", tt.value, tt.spec, got, tt.want)
		}
	}
}

// formatAny dispatches to the __format__ of value's type.
func formatAny(value any, spec string) outcome {
	switch v := value.(type) {
	case int:
		return newOutcome(FormatInt(int64(v), spec, "int"))
	case *big.Int:
		return newOutcome(FormatBigInt(v, spec, "int", DefaultMaxStrDigits))
	case float64:
		return newOutcome(FormatFloat(v, spec, "float"))
	case complex128:
		return newOutcome(FormatComplex(v, spec, "complex"))
	case string:
		return newOutcome(FormatStr(v, spec, "str"))
	}
	panic(fmt.Sprintf("formatAny: %T", value))
}

// randomSpecs builds format specs from every part of the grammar, mostly
// valid, sometimes not.
func randomSpecs(n int) []string {
	r := rand.New(rand.NewPCG(9, 10))
	pick := func(opts ...string) string { return opts[r.IntN(len(opts))] }
	specs := []string{"", "d", "s", "c", "n", "%", ",", "_", "z", "#", "0", "=", "x<", "<<", "\u00e9^",
		",_", "_,", ",,", ".", ".0", "10.3", "\u0661\u0662", "99999999999999999999", ".3000000000", "ab", "+c", "#c"}
	for len(specs) < n {
		var b strings.Builder
		if r.IntN(3) == 0 {
			b.WriteString(pick("", "*", "0", "\u00e9", "<", "{", "_"))
			b.WriteString(pick("<", ">", "^", "="))
		}
		if r.IntN(3) == 0 {
			b.WriteString(pick("+", "-", " "))
		}
		if r.IntN(6) == 0 {
			b.WriteString("z")
		}
		if r.IntN(5) == 0 {
			b.WriteString("#")
		}
		if r.IntN(4) == 0 {
			b.WriteString("0")
		}
		if r.IntN(2) == 0 {
			b.WriteString(pick("1", "5", "8", "12", "20", "25"))
		}
		if r.IntN(4) == 0 {
			b.WriteString(pick(",", "_"))
		}
		if r.IntN(2) == 0 {
			b.WriteString(pick(".0", ".1", ".2", ".3", ".6", ".10", ".17"))
		}
		if r.IntN(5) != 0 {
			b.WriteString(pick("b", "c", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%", "s", "r"))
		}
		specs = append(specs, b.String())
	}
	return specs
}

func TestFormatSpecMatchesCPython(t *testing.T) {
	t.Parallel()
	specs := randomSpecs(1500)
	bigs := []string{"123456789012345678901234567890", "-98765432109876543210", strings.Repeat("7", 5000), "1" + strings.Repeat("0", 400)}
	ints := []int64{0, 1, -1, 7, -42, 65, 255, 1234567, -1234567, 0x10ffff, 0x110000, math.MaxInt64, math.MinInt64}
	floats := []float64{0, math.Copysign(0, -1), 1, -1.5, 0.1, 1234567.891, -0.0001, 1e16, 1e-7, 123456789e20,
		math.Inf(1), math.Inf(-1), math.NaN(), 2.5, 0.005}
	complexes := []complex128{0, complex(1, 2), complex(-1.5, math.Copysign(0, -1)), complex(0, -1), complex(math.Copysign(0, -1), 1),
		complex(1234.5678, 9e20), complex(math.Inf(1), math.NaN())}
	strs := []string{"", "a", "héllo", "日本語", "long string here"}
	type value struct {
		Kind string `json:"k"`
		Int  string `json:"i,omitempty"`
		Re   uint64 `json:"re"`
		Im   uint64 `json:"im"`
		Str  string `json:"s"`
		Go   any    `json:"-"`
	}
	var values []value
	for _, s := range bigs {
		b, _ := new(big.Int).SetString(s, 10)
		values = append(values, value{Kind: "int", Int: b.Text(16), Go: b})
	}
	for _, i := range ints {
		values = append(values, value{Kind: "int", Int: big.NewInt(i).Text(16), Go: int(i)})
	}
	for _, f := range floats {
		values = append(values, value{Kind: "float", Re: math.Float64bits(f), Go: f})
	}
	for _, c := range complexes {
		values = append(values, value{Kind: "complex", Re: math.Float64bits(real(c)), Im: math.Float64bits(imag(c)), Go: c})
	}
	for _, s := range strs {
		values = append(values, value{Kind: "str", Str: s, Go: s})
	}
	var want [][]outcome
	python(t, pyPrelude+`
def make(v):
    k = v['k']
    if k == 'int': return int(v['i'], 16)
    if k == 'float': return f64(v['re'])
    if k == 'complex': return complex(f64(v['re']), f64(v['im']))
    return v['s']
out = []
for v in cases['values']:
    x = make(v)
    out.append([attempt(lambda: format(x, s)) for s in cases['specs']])
json.dump(out, sys.stdout)
`, map[string]any{"values": values, "specs": specs}, &want)
	failures, n := 0, 0
	for i, v := range values {
		for j, spec := range specs {
			n++
			got := formatAny(v.Go, spec)
			if got.String() != want[i][j].String() && failures < 30 {
				failures++
				t.Errorf("format(%s %v, %q) = %q, want %q", v.Kind, short(fmt.Sprint(v.Go)), spec, short(got.String()), short(want[i][j].String()))
			}
		}
	}
	t.Logf("compared %d format() calls with CPython", n)
}

func BenchmarkFormatSpecFloat(b *testing.B) {
	var buf []byte
	for i := 0; b.Loop(); i++ {
		buf, _ = AppendFloatSpec(buf[:0], float64(i)*1.37, ".2f", "float")
	}
}

func BenchmarkFormatSpecInt(b *testing.B) {
	var buf []byte
	for i := 0; b.Loop(); i++ {
		buf, _ = AppendIntSpec(buf[:0], int64(i)*7919, ">10,", "int")
	}
}

func BenchmarkFormatIntPlain(b *testing.B) {
	var buf []byte
	for i := 0; b.Loop(); i++ {
		buf = AppendInt(buf[:0], int64(i)*7919, 10, false)
	}
}
