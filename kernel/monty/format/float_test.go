package format

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

func TestFloatRepr(t *testing.T) {
	tests := []struct {
		x    float64
		want string
	}{
		{0, "0.0"},
		{math.Copysign(0, -1), "-0.0"},
		{1, "1.0"},
		{0.1, "0.1"},
		{1e16, "1e+16"},
		{1e15, "1000000000000000.0"},
		{123456789012345678, "1.2345678901234568e+17"},
		{1e-5, "1e-05"},
		{1e-4, "0.0001"},
		{0.30000000000000004, "0.30000000000000004"},
		{math.Inf(1), "inf"},
		{math.Inf(-1), "-inf"},
		{math.NaN(), "nan"},
		{5e-324, "5e-324"},
		{math.MaxFloat64, "1.7976931348623157e+308"},
		{2e16 + 8, "2.000000000000001e+16"},
		{-1.5, "-1.5"},
	}
	for _, tt := range tests {
		if got := FloatRepr(tt.x); got != tt.want {
			t.Errorf("FloatRepr(%v) = %q, want %q", tt.x, got, tt.want)
		}
	}
}

// testFloats returns floats that exercise the digit generation: special
// values, rounding ties, layout boundaries and random bit patterns.
func testFloats(n int) []float64 {
	xs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(),
		0.5, 1.5, 2.5, 0.125, 0.375, 1e16, 1e15, 9999999999999998, 1e17, 1e-4, 1e-5,
		0.00001234, 123.456, 1e22, 1e23, 5e-324, math.MaxFloat64, math.SmallestNonzeroFloat64,
		0.05, 0.15, 0.25, 0.35, 9.995, 9.9999, 99.5, 0.0005, 1234567.0, -0.0001, -1e-10}
	r := rand.New(rand.NewPCG(1, 2))
	for len(xs) < n {
		switch len(xs) % 4 {
		case 0:
			xs = append(xs, math.Float64frombits(r.Uint64()))
		case 1:
			xs = append(xs, float64(r.IntN(2000000)-1000000)/math.Pow(10, float64(r.IntN(12))))
		case 2:
			xs = append(xs, (r.Float64()-0.5)*math.Pow(10, float64(r.IntN(40)-20)))
		case 3:
			xs = append(xs, float64(r.Int64N(1<<53))*math.Pow(2, float64(r.IntN(200)-100)))
		}
	}
	return xs
}

// floatCodeCases pairs a Python format spec with the PyOS_double_to_string
// arguments it reduces to when no width, sign or grouping is given.
var floatCodeCases = []struct {
	spec  string
	code  byte
	prec  int
	flags floatFlags
}{
	{"r", 'r', 0, flagAddDot0},
	{".0e", 'e', 0, 0}, {".3e", 'e', 3, 0}, {".16e", 'e', 16, 0}, {"#.0E", 'E', 0, flagAlt},
	{".0f", 'f', 0, 0}, {".2f", 'f', 2, 0}, {".20f", 'f', 20, 0}, {"#.0f", 'f', 0, flagAlt}, {"F", 'F', 6, 0},
	{".0g", 'g', 0, 0}, {".1g", 'g', 1, 0}, {"g", 'g', 6, 0}, {".17g", 'g', 17, 0}, {"#.3g", 'g', 3, flagAlt},
	{"#G", 'G', 6, flagAlt}, {".3", 'g', 3, flagAddDot0}, {".12", 'g', 12, flagAddDot0}, {"#.1", 'g', 1, flagAddDot0 | flagAlt},
	{"z.1f", 'f', 1, flagNoNeg0}, {"z.0e", 'e', 0, flagNoNeg0}, {"z", 'r', 0, flagAddDot0 | flagNoNeg0},
	{"+.2f", 'f', 2, flagSign}, {"+", 'r', 0, flagAddDot0 | flagSign},
}

func TestFloatCodesMatchCPython(t *testing.T) {
	t.Parallel()
	xs := testFloats(3000)
	bits := make([]uint64, len(xs))
	for i, x := range xs {
		bits[i] = math.Float64bits(x)
	}
	specs := make([]string, len(floatCodeCases))
	for i, c := range floatCodeCases {
		specs[i] = c.spec
	}
	var want [][]string
	python(t, pyPrelude+`
out = []
for b in cases['bits']:
    x = f64(b)
    out.append([repr(x) if s == 'r' else format(x, s) for s in cases['specs']])
json.dump(out, sys.stdout)
`, map[string]any{"bits": bits, "specs": specs}, &want)
	failures := 0
	for i, x := range xs {
		for j, c := range floatCodeCases {
			got := string(appendFloat(nil, x, c.code, c.prec, c.flags))
			if got != want[i][j] && failures < 20 {
				failures++
				t.Errorf("format(%v [%#x], %q) = %q, want %q", x, bits[i], c.spec, got, want[i][j])
			}
		}
	}
	t.Logf("compared %d float formattings with CPython", len(xs)*len(floatCodeCases))
}

func BenchmarkFloatRepr(b *testing.B) {
	xs := testFloats(64)[5:]
	var buf []byte
	for i := 0; b.Loop(); i++ {
		buf = AppendFloatRepr(buf[:0], xs[i%len(xs)])
	}
}

func ExampleFloatRepr() {
	fmt.Println(FloatRepr(1e16), FloatRepr(0.1), FloatRepr(1e-5), FloatRepr(2.0))
	// Output: 1e+16 0.1 1e-05 2.0
}
