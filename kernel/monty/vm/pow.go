package vm

import (
	"math"
	"sync"
)

// Go's math.Pow is off by an ulp or more for about half of its inputs
// (it multiplies by repeated squaring), while C libraries' pow is
// correctly rounded in all but astronomically rare cases; Python prints
// floats with 17 significant digits, so the difference shows. Pow
// computes x**y through double-double arithmetic (about 106 bits):
// log x refined by a Newton step, times y, then exp, rounded once.

// dd is a double-double number: hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

// ln2 to 106 bits.
var ddLn2 = dd{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}

func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func twoProd(a, b float64) dd {
	p := a * b
	return dd{p, math.FMA(a, b, -p)}
}

func ddAdd(a, b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s.lo += t.hi
	s = quickTwoSum(s.hi, s.lo)
	s.lo += t.lo
	return quickTwoSum(s.hi, s.lo)
}

func ddMul(a, b dd) dd {
	p := twoProd(a.hi, b.hi)
	p.lo += a.hi*b.lo + a.lo*b.hi
	return quickTwoSum(p.hi, p.lo)
}

func ddMulF(a dd, b float64) dd {
	p := twoProd(a.hi, b)
	p.lo += a.lo * b
	return quickTwoSum(p.hi, p.lo)
}

// ddExpSlow returns e**y for |y.hi| < 710, without the final scaling:
// the result is r * 2**k. It builds the tables of the fast version.
func ddExpSlow(y dd) (dd, int) {
	k := math.Round(y.hi / ddLn2.hi)
	// r = y - k*ln2, exactly enough: k*ln2.hi is exact as a double-double.
	r := ddAdd(y, dd{-twoProd(k, ddLn2.hi).hi, -twoProd(k, ddLn2.hi).lo})
	r = ddAdd(r, dd{-k * ddLn2.lo, 0})
	// Scale down by 2**8 and sum the Taylor series of the small rest.
	const sq = 8
	r.hi = math.Ldexp(r.hi, -sq)
	r.lo = math.Ldexp(r.lo, -sq)
	// Horner: 1 + r(1 + r/2(1 + r/3(...))) to 11 terms.
	s := dd{1, 0}
	for n := 11; n >= 1; n-- {
		s = ddMul(s, r)
		s = ddDivF(s, float64(n))
		s = ddAdd(s, dd{1, 0})
	}
	for i := 0; i < sq; i++ {
		s = ddMul(s, s)
	}
	return s, int(k)
}

// ddDivF returns a/b for a float b.
func ddDivF(a dd, b float64) dd {
	q1 := a.hi / b
	p := twoProd(q1, b)
	r := ddAdd(a, dd{-p.hi, -p.lo})
	q2 := r.hi / b
	return quickTwoSum(q1, q2)
}

// ddLogSlow returns log(x) for a positive, finite, normal or subnormal x.
func ddLogSlow(x float64) dd {
	m, e := math.Frexp(x) // x = m * 2**e, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	l0 := math.Log(m)
	// Newton: log m = l0 + log(m * exp(-l0)), and m*exp(-l0) = 1 + d
	// with d about 1e-16, so log(1+d) = d - d*d/2 to 106 bits.
	ex, k := ddExpSlow(dd{-l0, 0})
	ex = ddMulF(ex, m)
	ex.hi = math.Ldexp(ex.hi, k)
	ex.lo = math.Ldexp(ex.lo, k)
	d := ddAdd(ex, dd{-1, 0})
	d = ddAdd(d, dd{-0.5 * d.hi * d.hi, 0})
	l := ddAdd(dd{l0, 0}, d)
	if e != 0 {
		fe := float64(e)
		el := twoProd(fe, ddLn2.hi)
		el.lo += fe * ddLn2.lo
		l = ddAdd(l, quickTwoSum(el.hi, el.lo))
	}
	return l
}

// Pow is x**y as C's pow computes it (correctly rounded in practice),
// for the cases Python passes to pow: a negative x only with an
// integral y.
func Pow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case y == 1:
		return x
	case y == 2:
		return x * x
	case y == -1:
		return 1 / x
	case y == 0.5 && x > 0:
		return math.Sqrt(x)
	case x == 0 || math.IsInf(x, 0) || math.IsNaN(x) || math.IsInf(y, 0) || math.IsNaN(y):
		return math.Pow(x, y)
	}
	neg := false
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		// An odd integral y keeps the sign.
		neg = math.Abs(y) < 1<<53 && int64(y)&1 == 1
		x = -x
	}
	ddTabsOnce.Do(ddTables)
	l := ddLog(x)
	z := ddMulF(l, y)
	var r float64
	switch {
	case z.hi > 709.8:
		r = math.Inf(1)
	case z.hi < -745.2:
		r = 0
	default:
		s, k := ddExp(z)
		r = s.hi + s.lo
		if k < -1021 {
			// A subnormal result: round once at its precision.
			r = math.Ldexp(math.Ldexp(s.hi, k+1021)+math.Ldexp(s.lo, k+1021), -1021)
		} else {
			r = math.Ldexp(r, k)
		}
	}
	if neg {
		return -r
	}
	return r
}

// The tables of the fast log and exp, computed once with the slow ones:
// ddLogTab[j] = log(1 + j/256), ddExpTab[j] = 2**(j/256).
var (
	ddTabsOnce sync.Once
	ddLogTab   [257]dd
	ddExpTab   [256]dd
)

func ddTables() {
	for j := 0; j <= 256; j++ {
		ddLogTab[j] = ddLogSlow(1 + float64(j)/256)
	}
	for j := 0; j < 256; j++ {
		z := ddMulF(ddLn2, float64(j))
		z.hi = math.Ldexp(z.hi, -8)
		z.lo = math.Ldexp(z.lo, -8)
		s, k := ddExpSlow(z)
		s.hi = math.Ldexp(s.hi, k)
		s.lo = math.Ldexp(s.lo, k)
		ddExpTab[j] = s
	}
}

// ddLog returns log(x) for a positive, finite x, to about 100 bits.
func ddLog(x float64) dd {
	m, e := math.Frexp(x) // x = m * 2**e, m in [0.5, 1)
	m *= 2
	e--
	j := int((m-1)*256 + 0.5)
	c := 1 + float64(j)/256
	// t = (m - c) / c: m - c is exact, the quotient a double-double.
	d := m - c
	q := d / c
	t := dd{q, math.FMA(-q, c, d) / c}
	t = quickTwoSum(t.hi, t.lo)
	// log(1+t) = t - t²/2 + t³/3 - t⁴(1/4 - t/5 + ...), |t| <= 2**-9.
	t2 := ddMul(t, t)
	t3 := ddMul(t2, t)
	th := t.hi
	var p float64
	for n := 13; n >= 4; n-- {
		c := 1 / float64(n)
		if n%2 == 0 {
			c = -c
		}
		p = p*th + c
	}
	p *= t2.hi * t2.hi
	l := ddAdd(t, dd{-0.5 * t2.hi, -0.5 * t2.lo})
	l = ddAdd(l, ddDivF(t3, 3))
	l = ddAdd(l, dd{p, 0})
	l = ddAdd(l, ddLogTab[j])
	if e != 0 {
		fe := float64(e)
		el := twoProd(fe, ddLn2.hi)
		el.lo += fe * ddLn2.lo
		l = ddAdd(l, quickTwoSum(el.hi, el.lo))
	}
	return l
}

// ddExp returns e**z for |z.hi| < 746 as s * 2**k.
func ddExp(z dd) (dd, int) {
	const inv = 256 / math.Ln2
	k := math.Round(z.hi * inv)
	hi := math.Ldexp(ddLn2.hi, -8)
	lo := math.Ldexp(ddLn2.lo, -8)
	kh := twoProd(k, hi)
	r := ddAdd(z, dd{-kh.hi, -kh.lo})
	r = ddAdd(r, dd{-k * lo, 0})
	// exp(r) = 1 + r + r²/2 + r³/6 + r⁴(1/24 + r/120 + ...), |r| <= ln2/512.
	r2 := ddMul(r, r)
	r3 := ddMul(r2, r)
	rh := r.hi
	var p float64
	f := 1.0
	for n := 2; n <= 10; n++ {
		f *= float64(n)
	}
	for n := 10; n >= 4; n-- {
		p = p*rh + 1/f
		f /= float64(n)
	}
	p *= r2.hi * r2.hi
	s := ddAdd(dd{1, 0}, r)
	s = ddAdd(s, dd{0.5 * r2.hi, 0.5 * r2.lo})
	s = ddAdd(s, ddDivF(r3, 6))
	s = ddAdd(s, dd{p, 0})
	ki := int64(k)
	j := ki & 255
	s = ddMul(s, ddExpTab[j])
	return s, int((ki - j) >> 8)
}
