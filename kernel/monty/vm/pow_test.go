package vm

import (
	"math"
	"math/rand"
	"testing"
)

func TestPowKnown(t *testing.T) {
	for _, c := range []struct{ x, y, want float64 }{
		{8, 1.0 / 3, 2},
		{2, 10, 1024},
		{1.1, 10, 2.5937424601000023},
		{10, -2, 0.01},
		{2, -1074, 5e-324},
		{-2, 3, -8},
		{-2, -3, -0.125},
		{9, 0.5, 3},
		{10, 400, math.Inf(1)},
		{0.5, 1080, 0},
	} {
		if got := Pow(c.x, c.y); got != c.want {
			t.Errorf("Pow(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

// TestPowMatchesLibm compares the double-double Pow with the C library's
// (itself when built without cgo): they may differ where libm is not
// correctly rounded, a few in ten thousand.
func TestPowMatchesLibm(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	bad := 0
	const n = 20000
	for i := 0; i < n; i++ {
		var x, y float64
		switch i % 4 {
		case 0:
			x, y = r.Float64()*100, float64(r.Intn(20))
		case 1:
			x, y = r.Float64()*10, r.Float64()*10-5
		case 2:
			x, y = 1+r.Float64()/10, float64(r.Intn(300))
		case 3:
			x, y = float64(r.Intn(1000)), 1/float64(2+r.Intn(5))
		}
		if Pow(x, y) != cPow(x, y) {
			bad++
		}
	}
	if bad > n/500 {
		t.Errorf("Pow differs from libm for %d of %d inputs", bad, n)
	}
}
