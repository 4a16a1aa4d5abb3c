package mersenne

import "math"

// The distributions must round as CPython's C library does, and glibc's
// log, exp, sin and cos are correctly rounded in practice while Go's are
// only within an ulp or so. These versions compute in double-double
// arithmetic (about 106 bits) and round once, which gives the correctly
// rounded result except in cases too rare to meet.

// dd is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

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

func (a dd) add(b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s.lo += t.hi
	s = quickTwoSum(s.hi, s.lo)
	s.lo += t.lo
	return quickTwoSum(s.hi, s.lo)
}

func (a dd) neg() dd { return dd{-a.hi, -a.lo} }

func (a dd) sub(b dd) dd { return a.add(b.neg()) }

func (a dd) mul(b dd) dd {
	p := twoProd(a.hi, b.hi)
	p.lo += a.hi*b.lo + a.lo*b.hi
	return quickTwoSum(p.hi, p.lo)
}

func (a dd) mulF(b float64) dd {
	p := twoProd(a.hi, b)
	p.lo += a.lo * b
	return quickTwoSum(p.hi, p.lo)
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.sub(b.mulF(q1))
	q2 := r.hi / b.hi
	r = r.sub(b.mulF(q2))
	q3 := r.hi / b.hi
	return quickTwoSum(q1, q2).add(dd{q3, 0})
}

func (a dd) float() float64 { return a.hi + a.lo }

// Constants to double-double precision.
var (
	ddLn2   = dd{0.6931471805599453, 2.3190468138462996e-17}
	ddPiBy2 = dd{1.5707963267948966, 6.123233995736766e-17}
)

// logDD is log(x) for finite x > 0, to double-double precision.
func logDD(x float64) dd {
	m, e := math.Frexp(x) // x = m * 2**e, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	// log(m) = 2 atanh(f), f = (m-1)/(m+1), |f| <= 0.172.
	f := dd{m - 1, 0}.div(twoSum(m, 1))
	f2 := f.mul(f)
	sum := dd{}
	term := f
	for k := 1; k < 60; k += 2 {
		t := term.div(dd{float64(k), 0})
		sum = sum.add(t)
		if math.Abs(t.hi) < 1e-40 {
			break
		}
		term = term.mul(f2)
	}
	return sum.mulF(2).add(ddLn2.mulF(float64(e)))
}

// expDD is exp(x) for a double-double x with |x| < 700.
func expDD(x dd) dd {
	k := math.Round(x.hi / math.Ln2)
	r := x.sub(ddLn2.mulF(k)) // |r| <= 0.35
	sum := dd{1, 0}
	term := dd{1, 0}
	for i := 1; i < 40; i++ {
		term = term.mul(r).div(dd{float64(i), 0})
		sum = sum.add(term)
		if math.Abs(term.hi) < 1e-40 {
			break
		}
	}
	s := math.Ldexp(1, int(k))
	return dd{sum.hi * s, sum.lo * s}
}

// sinCosDD returns sin(x) and cos(x) for |x| < 1e6 to double-double
// precision.
func sinCosDD(x float64) (sin, cos dd) {
	q := math.Round(x / (math.Pi / 2))
	r := dd{x, 0}.sub(ddPiBy2.mulF(q)) // |r| <= pi/4 (plus rounding)
	r2 := r.mul(r)
	// Taylor series for sin r and cos r.
	s, c := r, dd{1, 0}
	ts, tc := r, dd{1, 0}
	for i := 2; i < 60; i += 2 {
		tc = tc.mul(r2).div(dd{-float64((i - 1) * i), 0})
		ts = ts.mul(r2).div(dd{-float64(i * (i + 1)), 0})
		c = c.add(tc)
		s = s.add(ts)
		if math.Abs(tc.hi) < 1e-40 && math.Abs(ts.hi) < 1e-40 {
			break
		}
	}
	switch int(math.Mod(q, 4)+4) % 4 {
	case 0:
		return s, c
	case 1:
		return c, s.neg()
	case 2:
		return s.neg(), c.neg()
	default:
		return c.neg(), s
	}
}

// The functions below are the C library's, correctly rounded; outside
// the ranges the distributions use they fall back to package math.

func cLog(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) {
		return math.Log(x)
	}
	return logDD(x).float()
}

func cExp(x float64) float64 {
	if math.IsNaN(x) || x > 709 || x < -708 {
		return math.Exp(x)
	}
	return expDD(dd{x, 0}).float()
}

func cSin(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1e6 {
		return math.Sin(x)
	}
	s, _ := sinCosDD(x)
	return s.float()
}

func cCos(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1e6 {
		return math.Cos(x)
	}
	_, c := sinCosDD(x)
	return c.float()
}

// cAcos refines math.Acos with a Newton step on cos in double-double.
func cAcos(x float64) float64 {
	t := math.Acos(x)
	if math.IsNaN(t) || x == 1 || x == -1 {
		return t
	}
	s, c := sinCosDD(t)
	// t1 = t + (cos t - x) / sin t
	t1 := dd{t, 0}.add(c.sub(dd{x, 0}).div(s))
	return t1.float()
}

// cPow is pow(x, y) for x > 0 finite: exp(y log x) in double-double.
func cPow(x, y float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) || math.IsNaN(y) || math.IsInf(y, 0) || y == 0 || x == 1 {
		return math.Pow(x, y)
	}
	l := logDD(x)
	p := l.mulF(y)
	if p.hi > 709 || p.hi < -708 {
		return math.Pow(x, y)
	}
	return expDD(p).float()
}
