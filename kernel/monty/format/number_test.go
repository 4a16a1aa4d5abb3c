package format

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

func TestRoundFloatMatchesCPython(t *testing.T) {
	t.Parallel()
	xs := testFloats(1500)
	ns := []int{0, 1, 2, 3, 5, 10, 17, 300, 323, 324, -1, -2, -5, -20, -300, -308, -309}
	bits := make([]uint64, len(xs))
	for i, x := range xs {
		bits[i] = math.Float64bits(x)
	}
	var want [][]outcome
	python(t, pyPrelude+`
out = []
for b in cases['bits']:
    x = f64(b)
    out.append([attempt(lambda: repr(round(x, n))) for n in cases['ns']])
json.dump(out, sys.stdout)
`, map[string]any{"bits": bits, "ns": ns}, &want)
	failures := 0
	for i, x := range xs {
		for j, n := range ns {
			r, err := RoundFloat(x, n)
			got := newOutcome(FloatRepr(r), err)
			if got.String() != want[i][j].String() && failures < 20 {
				failures++
				t.Errorf("round(%v, %d) = %s, want %s", x, n, got, want[i][j])
			}
		}
	}
	t.Logf("compared %d round() calls with CPython", len(xs)*len(ns))
}

func TestFloatHexMatchesCPython(t *testing.T) {
	t.Parallel()
	xs := testFloats(2000)
	bits := make([]uint64, len(xs))
	for i, x := range xs {
		bits[i] = math.Float64bits(x)
	}
	inputs := []string{"0x1p3", "1p3", "0X1.8P-1", " -0x.8 ", "0x1.", "0x.p1", "0x", "inf", "-Infinity", "nan", "0x1p",
		"0x1p+", "0x1p1024", "0x1.fffffffffffff8p1023", "0x1p-1075", "0x1p-1074", "0x3p-1076", "1.5", "abc", "0x1g",
		"0x1p99999999999999999999", "0x1p-99999999999999999999", "\u00a00x1", "", "+", "0x0.0000000000001p-1022"}
	r := rand.New(rand.NewPCG(13, 14))
	for range 300 {
		inputs = append(inputs, strconv.FormatFloat(math.Float64frombits(r.Uint64()), 'x', r.IntN(16)-1, 64))
	}
	var want struct {
		Hex     []string
		FromHex []outcome
	}
	python(t, pyPrelude+`
json.dump({'Hex': [f64(b).hex() for b in cases['bits']],
           'FromHex': [attempt(lambda: repr(float.fromhex(s))) for s in cases['inputs']]}, sys.stdout)
`, map[string]any{"bits": bits, "inputs": inputs}, &want)
	for i, x := range xs {
		if got := FloatHex(x); got != want.Hex[i] {
			t.Errorf("FloatHex(%v) = %s, want %s", x, got, want.Hex[i])
		}
	}
	for i, s := range inputs {
		x, err := FloatFromHex(s)
		if got := newOutcome(FloatRepr(x), err); got.String() != want.FromHex[i].String() {
			t.Errorf("FloatFromHex(%q) = %s, want %s", s, got, want.FromHex[i])
		}
	}
	t.Logf("compared %d float.hex and %d float.fromhex calls with CPython", len(xs), len(inputs))
}

func TestParseComplexMatchesCPython(t *testing.T) {
	t.Parallel()
	inputs := []string{"1+2j", "(1+2j)", " ( 1-2.5e3J ) ", "-j", "+j", "j", "J", "1j", "1", "nan", "-nanj", "infj+1",
		"1+infj", "1-Infinityj", "1+j", "1-j", "1 + 2j", "1e5+1e-5j", "1e+j", "1_0+2_0j", "1__0j", "_1j", "1+_2j",
		"()", "(1", "1)", "", " ", "1+2", "1+2jj", "0x1j", ".j", ".5j", "5.j", "١+٢j", "1+2j\x00", "\u20031j\u2003",
		"1e400j", "-0j", "(-0-0j)", "1+2j ", "((1+2j))", "1e1_0j", "1.5_e2j"}
	var want []outcome
	python(t, pyPrelude+`
json.dump([attempt(lambda: repr(complex(s))) for s in cases], sys.stdout)
`, inputs, &want)
	for i, s := range inputs {
		c, err := ParseComplex(s)
		if got := newOutcome(ComplexRepr(c), err); got.String() != want[i].String() {
			t.Errorf("ParseComplex(%q) = %s, want %s", s, got, want[i])
		}
	}
	t.Logf("compared %d complex() parses with CPython", len(inputs))
}
