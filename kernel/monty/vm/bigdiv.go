package vm

import (
	"math/big"
	"math/bits"
)

// Big-int division that stops when the Thread is interrupted (see
// bigops.go for why). Dividing ints of millions of digits takes seconds in
// one call of math/big. Here a small divisor divides by chunks of the
// dividend, each a short call; a large one goes through CPython's own
// recursive algorithm (Burnikel and Ziegler, as Lib/_pylong.py writes it),
// whose work is in products, which bigMul cuts into interruptible pieces,
// and in divisions of a few thousand bits.

const (
	// divDirectCost bounds the work (quotient words × divisor words) of a
	// division math/big does in one call (its time grows faster than that
	// product: 10^5 words by 40 take 160 ms, 10^4 by 40 under 3 ms).
	divDirectCost = 1 << 18
	// divLimitBits is the size, in bits, of the quotients that the
	// recursive algorithm leaves to math/big (_pylong's _DIV_LIMIT).
	divLimitBits = 4000
)

// bigQuoRem returns x/y truncated and x%y with the sign of x, as
// big.Int.QuoRem, for y != 0.
func (t *Thread) bigQuoRem(x, y *big.Int) (q, r *big.Int, err error) {
	n, m := len(x.Bits()), len(y.Bits())
	if n <= m || int64(n-m+1)*int64(m) <= divDirectCost {
		q, r = new(big.Int).QuoRem(x, y, new(big.Int))
		return q, r, nil
	}
	ax, ay := new(big.Int).Abs(x), new(big.Int).Abs(y)
	if m*bits.UintSize <= divLimitBits {
		q, r, err = t.divChunks(ax, ay)
	} else {
		q, r, err = t.divRecursive(ax, ay)
	}
	if err != nil {
		return nil, nil, err
	}
	if x.Sign()*y.Sign() < 0 {
		q.Neg(q)
	}
	if x.Sign() < 0 {
		r.Neg(r)
	}
	return q, r, nil
}

// bigFloorDivMod returns floor division and modulo of x by y (y != 0).
func (t *Thread) bigFloorDivMod(x, y *big.Int) (*big.Int, *big.Int, error) {
	q, r, err := t.bigQuoRem(x, y)
	if err != nil {
		return nil, nil, err
	}
	if r.Sign() != 0 && r.Sign() != y.Sign() {
		q.Sub(q, big.NewInt(1))
		r.Add(r, y)
	}
	return q, r, nil
}

// divChunks divides x >= 0 by a small y > 0 from the top, a chunk of the
// dividend at a time, as long division does with digits.
func (t *Thread) divChunks(x, y *big.Int) (q, r *big.Int, err error) {
	xw := x.Bits()
	k := max(1, divDirectCost/len(y.Bits())) // words per chunk
	qw := make([]big.Word, len(xw))
	r = new(big.Int)
	cq, chunk := new(big.Int), new(big.Int)
	for hi := len(xw); hi > 0; hi -= k {
		if err := t.check(); err != nil {
			return nil, nil, err
		}
		lo := max(0, hi-k)
		chunk.SetBits(append([]big.Word(nil), xw[lo:hi]...))
		r.Lsh(r, uint((hi-lo)*bits.UintSize)).Add(r, chunk)
		var rem big.Int
		cq.QuoRem(r, y, &rem)
		r.Set(&rem)
		copy(qw[lo:hi], cq.Bits()) // cq < 2**(64*(hi-lo)): it fits
	}
	return new(big.Int).SetBits(qw), r, nil
}

// divRecursive divides x >= 0 by a large y > 0: long division in base
// 2**n, n the size of y, each digit by div2n1n (_pylong._divmod_pos).
func (t *Thread) divRecursive(x, y *big.Int) (q, r *big.Int, err error) {
	n := uint(y.BitLen())
	digits := splitDigits(x, n)
	r = new(big.Int)
	qd := make([]*big.Int, len(digits))
	for i := len(digits) - 1; i >= 0; i-- {
		a := new(big.Int).Lsh(r, n)
		a.Add(a, digits[i])
		if qd[i], r, err = t.div2n1n(a, y, n); err != nil {
			return nil, nil, err
		}
	}
	return joinDigits(qd, n), r, nil
}

// div2n1n divides a < 2**n * b by b, which has exactly n bits.
func (t *Thread) div2n1n(a, b *big.Int, n uint) (q, r *big.Int, err error) {
	if a.BitLen()-int(n) <= divLimitBits {
		if err := t.check(); err != nil {
			return nil, nil, err
		}
		q, r = new(big.Int).QuoRem(a, b, new(big.Int))
		return q, r, nil
	}
	pad := n & 1
	if pad != 0 {
		a = new(big.Int).Lsh(a, 1)
		b = new(big.Int).Lsh(b, 1)
		n++
	}
	half := n >> 1
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), half), big.NewInt(1))
	b1 := new(big.Int).Rsh(b, half)
	b2 := new(big.Int).And(b, mask)
	aMid := new(big.Int).Rsh(a, half)
	aMid.And(aMid, mask)
	q1, r, err := t.div3n2n(new(big.Int).Rsh(a, n), aMid, b, b1, b2, half)
	if err != nil {
		return nil, nil, err
	}
	q2, r, err := t.div3n2n(r, new(big.Int).And(a, mask), b, b1, b2, half)
	if err != nil {
		return nil, nil, err
	}
	if pad != 0 {
		r.Rsh(r, 1)
	}
	q1.Lsh(q1, half)
	return q1.Or(q1, q2), r, nil
}

// div3n2n is _pylong._div3n2n, div2n1n's other half.
func (t *Thread) div3n2n(a12, a3, b, b1, b2 *big.Int, n uint) (q, r *big.Int, err error) {
	if new(big.Int).Rsh(a12, n).Cmp(b1) == 0 {
		q = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), n), big.NewInt(1))
		r = new(big.Int).Sub(a12, new(big.Int).Lsh(b1, n))
		r.Add(r, b1)
	} else if q, r, err = t.div2n1n(a12, b1, n); err != nil {
		return nil, nil, err
	}
	qb2, err := t.bigMul(q, b2)
	if err != nil {
		return nil, nil, err
	}
	r.Lsh(r, n).Or(r, a3).Sub(r, qb2)
	for r.Sign() < 0 {
		q.Sub(q, big.NewInt(1))
		r.Add(r, b)
	}
	return q, r, nil
}

// splitDigits returns the digits of a >= 0 in base 2**n, least
// significant first (_pylong._int2digits, by halves so that it costs
// O(size log size) shifts).
func splitDigits(a *big.Int, n uint) []*big.Int {
	count := (a.BitLen() + int(n) - 1) / int(n)
	digits := make([]*big.Int, count)
	var inner func(x *big.Int, lo, hi int)
	inner = func(x *big.Int, lo, hi int) {
		if lo+1 == hi {
			digits[lo] = x
			return
		}
		mid := (lo + hi) / 2
		shift := uint(mid-lo) * n
		upper := new(big.Int).Rsh(x, shift)
		lower := new(big.Int).Sub(x, new(big.Int).Lsh(upper, shift))
		inner(lower, lo, mid)
		inner(upper, mid, hi)
	}
	if count > 0 {
		inner(a, 0, count)
	}
	return digits
}

// joinDigits is the inverse of splitDigits.
func joinDigits(digits []*big.Int, n uint) *big.Int {
	var inner func(lo, hi int) *big.Int
	inner = func(lo, hi int) *big.Int {
		if lo+1 == hi {
			return digits[lo]
		}
		mid := (lo + hi) / 2
		x := inner(mid, hi)
		x = new(big.Int).Lsh(x, uint(mid-lo)*n)
		return x.Add(x, inner(lo, mid))
	}
	if len(digits) == 0 {
		return new(big.Int)
	}
	return inner(0, len(digits))
}
