package decimal

import (
	"math"
	"math/bits"

	"github.com/cockroachdb/apd/v3"
)

// The common case of +, -, * and / — finite operands, a result that is
// neither zero nor near the exponent limits — computed here on the
// coefficients, with powers of ten the Thread caches: apd counts the digits
// of a coefficient past 128 bits by computing a power of ten each time,
// which made a 200-digit division ten times the cost of the division
// itself. Any other case (specials, zeros, subnormal or overflowing
// results, huge exponent gaps) reports ok false and goes to apd.

// Operators of fastOp.
const (
	opAdd = iota
	opSub
	opMul
	opQuo
)

// maxFastShift bounds the power of ten an operation scales by on the fast
// path; past it apd's own alignment is cheaper.
const maxFastShift = 2 * maxPow10Cached / 3

// numDigits counts the decimal digits of b > 0.
func (st *modState) numDigits(b *apd.BigInt) int64 {
	if b.IsUint64() {
		return uintDigits(b.Uint64())
	}
	bl := b.BitLen()
	// 10**(d-1) <= b < 10**d; the estimate is d or d-1.
	d := int64(float64(bl-1)*log10of2) + 1
	if d+1 > maxPow10Cached {
		return apd.NumDigits(b)
	}
	if b.CmpAbs(st.pow10(d)) >= 0 {
		d++
	}
	if b.CmpAbs(st.pow10(d-1)) < 0 {
		d--
	}
	return d
}

func uintDigits(u uint64) int64 {
	if u == 0 {
		return 1
	}
	// bits*1233>>12 approximates bits*log10(2).
	d := int64((bits.Len64(u)*1233)>>12) + 1
	if d < 20 && u >= pow10u[d] {
		d++
	}
	if d > 1 && u < pow10u[d-1] {
		d--
	}
	return d
}

var pow10u = [...]uint64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19}

// fastOp computes d = x op y in e's context; ok false leaves d unset for
// apd to compute.
func (e *env) fastOp(op int, d, x, y *apd.Decimal) (apd.Condition, bool) {
	if x.Form != apd.Finite || y.Form != apd.Finite || x.Coeff.Sign() == 0 || y.Coeff.Sign() == 0 {
		return 0, false
	}
	st := e.st
	prec := int64(e.c.Precision)
	if prec <= 0 || prec > maxFastShift {
		return 0, false
	}
	ex, ey := int64(x.Exponent), int64(y.Exponent)
	var exp int64
	sticky := false
	switch op {
	case opAdd, opSub:
		ny := y.Negative
		if op == opSub {
			ny = !ny
		}
		if cond, ok := e.addFar(d, x, y, ny, prec); ok {
			return cond, true
		}
		exp = min(ex, ey)
		if max(ex, ey)-exp > maxFastShift {
			return 0, false
		}
		a, b := scaled(&st.a, &x.Coeff, ex-exp, st), scaled(&st.b, &y.Coeff, ey-exp, st)
		if x.Negative == ny {
			d.Coeff.Add(a, b)
			d.Negative = x.Negative
		} else {
			switch a.Cmp(b) {
			case 0:
				return 0, false // a zero, whose sign depends on the rounding
			case 1:
				d.Coeff.Sub(a, b)
				d.Negative = x.Negative
			default:
				d.Coeff.Sub(b, a)
				d.Negative = ny
			}
		}
	case opMul:
		d.Coeff.Mul(&x.Coeff, &y.Coeff)
		d.Negative = x.Negative != y.Negative
		exp = ex + ey
	case opQuo:
		shift, exact, known := st.exactShift(&x.Coeff, &y.Coeff)
		if !exact {
			// a quotient of prec or prec+1 digits: with prec, the
			// remainder rounds it without a second division
			nx, ny := st.numDigits(&x.Coeff), st.numDigits(&y.Coeff)
			shift = max(prec+ny-nx, 0)
		}
		if shift > maxFastShift {
			return 0, false
		}
		r := &st.r
		d.Coeff.QuoRem(scaled(&st.a, &x.Coeff, shift, st), &y.Coeff, r)
		exp = ex - ey - shift
		sticky = r.Sign() != 0
		d.Negative = x.Negative != y.Negative
		if sticky && st.numDigits(&d.Coeff) == prec {
			half := st.a.Add(r, r).Cmp(&y.Coeff)
			if roundsUp(e.c.Rounding, half, d.Negative, &d.Coeff) {
				d.Coeff.Add(&d.Coeff, apd.NewBigInt(1))
				if d.Coeff.CmpAbs(st.pow10(prec)) == 0 {
					d.Coeff.Set(st.pow10(prec - 1))
					exp++
				}
			}
			return e.finish(d, exp, prec, apd.Inexact|apd.Rounded)
		}
		if !sticky && !known {
			exp = st.stripZeros(&d.Coeff, exp, ex-ey)
		}
		d.Negative = x.Negative != y.Negative
	}
	var cond apd.Condition
	digits := st.numDigits(&d.Coeff)
	if digits > prec {
		var up bool
		cond, up = st.roundOff(&d.Coeff, digits-prec, sticky, d.Negative, e.c.Rounding)
		exp += digits - prec
		digits = prec
		if up && d.Coeff.CmpAbs(st.pow10(prec)) == 0 {
			d.Coeff.Set(st.pow10(prec - 1))
			exp++
		}
	} else if sticky {
		// the quotient always has more digits than prec when inexact
		return 0, false
	}
	return e.finish(d, exp, digits, cond)
}

// finish sets d's exponent to exp, d's coefficient having digits
// digits, unless the result leaves the exponent limits or is zero (ok
// false: apd decides).
func (e *env) finish(d *apd.Decimal, exp, digits int64, cond apd.Condition) (apd.Condition, bool) {
	if adj := exp + digits - 1; adj > int64(e.c.MaxExponent) || adj < int64(e.c.MinExponent) || d.Coeff.Sign() == 0 {
		return 0, false
	}
	d.Form = apd.Finite
	d.Exponent = int32(exp)
	return cond, true
}

// addFar is x + y (y's sign ny) when one operand's digits all lie at
// least two places below the other's rounding position: that operand
// matters only through its leading digits and whether any nonzero digit
// follows them, so it is cut to two guard digits under the precision
// instead of the other being scaled up to its exponent (a long
// multiplication, then a long division to round it back).
func (e *env) addFar(d, x, y *apd.Decimal, ny bool, prec int64) (apd.Condition, bool) {
	st := e.st
	hi, lo := x, y
	hiNeg, loNeg := x.Negative, ny
	nHi, nLo := st.numDigits(&x.Coeff), st.numDigits(&y.Coeff)
	aHi, aLo := int64(x.Exponent)+nHi-1, int64(y.Exponent)+nLo-1
	if aLo > aHi {
		hi, lo, hiNeg, loNeg, nHi, nLo, aHi, aLo = lo, hi, loNeg, hiNeg, nLo, nHi, aLo, aHi
	}
	// cut is the exponent of the second guard digit; the result, even
	// after a cancellation, keeps a leading digit at aHi-1 or above
	cut := aHi - prec - 2
	eHi, eLo := int64(hi.Exponent), int64(lo.Exponent)
	if aHi-aLo < 2 || eLo >= cut || eHi < cut || eHi-cut > maxFastShift {
		return 0, false
	}
	b := &st.b
	sticky := true
	if drop := cut - eLo; drop < nLo {
		b.QuoRem(&lo.Coeff, st.pow10(drop), &st.r)
		sticky = st.r.Sign() != 0
	} else {
		b.SetInt64(0)
	}
	a := scaled(&st.a, &hi.Coeff, eHi-cut, st)
	if hiNeg == loNeg {
		d.Coeff.Add(a, b)
	} else {
		d.Coeff.Sub(a, b)
		if sticky {
			// the true difference is one unit less plus a fraction
			d.Coeff.Sub(&d.Coeff, apd.NewBigInt(1))
		}
	}
	d.Negative = hiNeg
	exp := cut
	digits := st.numDigits(&d.Coeff)
	var cond apd.Condition
	if digits > prec {
		var up bool
		cond, up = st.roundOff(&d.Coeff, digits-prec, sticky, d.Negative, e.c.Rounding)
		exp += digits - prec
		digits = prec
		if up && d.Coeff.CmpAbs(st.pow10(prec)) == 0 {
			d.Coeff.Set(st.pow10(prec - 1))
			exp++
		}
	} else {
		return 0, false
	}
	return e.finish(d, exp, digits, cond)
}

// exactShift finds, for a divisor that fits a word, whether cx/cy is a
// finite decimal and if so the fewest digits cx must be scaled by for the
// division to be exact: with cy = 2**a * 5**b * m, m prime to 10, the
// quotient is exact iff m divides cx, after max(a - v2(cx), b - v5(cx))
// digits. known false means the divisor is too large to tell.
func (st *modState) exactShift(cx, cy *apd.BigInt) (shift int64, exact, known bool) {
	if !cy.IsUint64() {
		return 0, false, false
	}
	v := cy.Uint64()
	a := int64(bits.TrailingZeros64(v))
	m := v >> a
	var b int64
	for m%5 == 0 {
		m /= 5
		b++
	}
	if m != 1 && st.r.Rem(cx, st.q.SetUint64(m)).Sign() != 0 {
		return 0, false, true
	}
	need := a - int64(cx.TrailingZeroBits())
	if b > 0 {
		// v5(cx), counted only as far as b, from cx mod 5**b (a word:
		// b <= 27 for a divisor that is one), whose own factors of five
		// are cx's when it is not zero
		p5 := uint64(1)
		for range b {
			p5 *= 5
		}
		rem := st.r.Rem(cx, st.q.SetUint64(p5)).Uint64()
		v5 := b
		if rem != 0 {
			v5 = 0
			for rem%5 == 0 {
				rem /= 5
				v5++
			}
		}
		need = max(need, b-v5)
	}
	return max(need, 0), true, true
}

// scaled is c * 10**n, in z unless n is 0.
func scaled(z, c *apd.BigInt, n int64, st *modState) *apd.BigInt {
	if n == 0 {
		return c
	}
	return z.Mul(c, st.pow10(n))
}

// roundOff drops the last n digits of c, rounding by mode; sticky says
// nonzero digits were dropped before. up reports an increment.
func (st *modState) roundOff(c *apd.BigInt, n int64, sticky, neg bool, mode apd.Rounder) (cond apd.Condition, up bool) {
	r := &st.r
	p := st.pow10(n)
	c.QuoRem(c, p, r)
	cond = apd.Rounded
	if r.Sign() == 0 && !sticky {
		return cond, false
	}
	cond |= apd.Inexact
	// half compares the dropped part with half a unit: -1, 0 or 1.
	twice := st.a.Add(r, r)
	half := twice.Cmp(p)
	if half == 0 && sticky {
		half = 1
	}
	if r.Sign() == 0 {
		half = -1
	}
	up = roundsUp(mode, half, neg, c)
	if up {
		c.Add(c, apd.NewBigInt(1))
	}
	return cond, up
}

// roundsUp says whether an inexact coefficient c, truncated, goes up
// one unit under mode; half compares what was dropped with half a unit
// (-1, 0, 1).
func roundsUp(mode apd.Rounder, half int, neg bool, c *apd.BigInt) bool {
	switch mode {
	case apd.RoundDown:
		return false
	case apd.RoundUp:
		return true
	case apd.RoundCeiling:
		return !neg
	case apd.RoundFloor:
		return neg
	case apd.RoundHalfUp:
		return half >= 0
	case apd.RoundHalfDown:
		return half > 0
	case apd.Round05Up:
		last := lastDigit(c)
		return last == 0 || last == 5
	}
	// half even
	return half > 0 || half == 0 && lastDigit(c)%2 == 1
}

func lastDigit(c *apd.BigInt) int64 {
	var r apd.BigInt
	return r.Rem(c, apd.NewBigInt(10)).Int64()
}

// stripZeros removes trailing zeros of an exact coefficient c (exponent
// exp) while the exponent stays at most ideal, and returns the exponent.
// One division by the most zeros allowed usually settles it; when the
// remainder is not zero, its own trailing zeros are the coefficient's.
func (st *modState) stripZeros(c *apd.BigInt, exp, ideal int64) int64 {
	if exp >= ideal || c.Sign() == 0 {
		return exp
	}
	n := min(ideal-exp, st.numDigits(c)-1)
	if n <= 0 {
		return exp
	}
	q, r := &st.q, &st.r
	q.QuoRem(c, st.pow10(n), r)
	if r.Sign() == 0 {
		c.Set(q)
		return exp + n
	}
	// the zeros are fewer than n: count those of r, 18 at a time
	var tz int64
	chunk := apd.NewBigInt(1e18)
	for {
		q.QuoRem(r, chunk, r)
		if r.Sign() != 0 {
			tz += trailingZeros(r.Uint64())
			break
		}
		tz += 18
		r.Set(q)
	}
	if tz > 0 {
		c.Quo(c, st.pow10(tz))
	}
	return exp + tz
}

func trailingZeros(u uint64) int64 {
	n := int64(0)
	for u%10 == 0 {
		u /= 10
		n++
	}
	return n
}

// fastRound rounds d, finite and nonzero, to e's precision in place; ok
// false leaves d for apd.
func (e *env) fastRound(d *apd.Decimal) (apd.Condition, bool) {
	if d.Form != apd.Finite || d.Coeff.Sign() == 0 {
		return 0, false
	}
	st := e.st
	prec := int64(e.c.Precision)
	if prec <= 0 || prec > maxFastShift {
		return 0, false
	}
	exp := int64(d.Exponent)
	digits := st.numDigits(&d.Coeff)
	var cond apd.Condition
	if digits > prec {
		if digits-prec > maxFastShift {
			return 0, false
		}
		var up bool
		cond, up = st.roundOff(&d.Coeff, digits-prec, false, d.Negative, e.c.Rounding)
		exp += digits - prec
		digits = prec
		if up && d.Coeff.CmpAbs(st.pow10(prec)) == 0 {
			d.Coeff.Set(st.pow10(prec - 1))
			exp++
		}
	}
	if adj := exp + digits - 1; adj > int64(e.c.MaxExponent) || adj < int64(e.c.MinExponent) || exp < math.MinInt32 || exp > math.MaxInt32 {
		return 0, false
	}
	d.Exponent = int32(exp)
	return cond, true
}

// fastCmp orders two finite Decimals without aligning them when their
// magnitudes differ.
func (st *modState) fastCmp(x, y *apd.Decimal) int {
	sx, sy := x.Sign(), y.Sign()
	if sx != sy || sx == 0 {
		return cmpInt(sx, sy)
	}
	ax := int64(x.Exponent) + st.numDigits(&x.Coeff)
	ay := int64(y.Exponent) + st.numDigits(&y.Coeff)
	var c int
	if ax != ay {
		c = cmpInt64(ax, ay)
	} else {
		ex, ey := int64(x.Exponent), int64(y.Exponent)
		e := min(ex, ey)
		if max(ex, ey)-e > maxFastShift {
			return x.Cmp(y)
		}
		c = scaled(&st.a, &x.Coeff, ex-e, st).Cmp(scaled(&st.b, &y.Coeff, ey-e, st))
	}
	return c * sx
}

func cmpInt(a, b int) int {
	return cmpInt64(int64(a), int64(b))
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// log10of2 is log10(2), which math.Log10 would compute at every call.
const log10of2 = 0.30102999566398119521
