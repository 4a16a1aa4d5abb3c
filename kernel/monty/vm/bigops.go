package vm

import (
	"math/big"
	"math/bits"
	"time"
)

// Big-int arithmetic that stops when the Thread is interrupted.
//
// math/big cannot be interrupted: one multiplication of two ten-megabyte
// ints runs for seconds, a modular power with a huge exponent for hours,
// and the cell's timeout would wait for them. So the operations whose cost
// grows faster than their operands' size are cut into pieces here, with a
// check for interruption between pieces: products of large ints by
// Karatsuba's split down to pieces math/big multiplies in well under a
// millisecond, powers by squaring with those products, modular powers bit
// by bit of the exponent. Small operands, the common case, go straight to
// math/big.

const (
	// mulLeafWords is the operand size, in words, below which math/big
	// multiplies in one piece (2048 words: about 0.3 ms).
	mulLeafWords = 2048
	// expModDirectCost bounds the cost (exponent bits × modulus words²)
	// of a modular power that math/big computes in one piece.
	expModDirectCost = 1 << 22
)

// bigMul returns a*b.
func (t *Thread) bigMul(a, b *big.Int) (*big.Int, error) {
	if len(a.Bits()) < mulLeafWords || len(b.Bits()) < mulLeafWords {
		if len(a.Bits())+len(b.Bits()) > 4*mulLeafWords {
			// One side small, the other large: linear, but check anyway.
			if err := t.check(); err != nil {
				return nil, err
			}
		}
		return new(big.Int).Mul(a, b), nil
	}
	r, err := t.karatsuba(new(big.Int).Abs(a), new(big.Int).Abs(b))
	if err != nil {
		return nil, err
	}
	if a.Sign()*b.Sign() < 0 {
		r.Neg(r)
	}
	return r, nil
}

// karatsuba multiplies non-negative a and b, checking for interruption
// between the pieces.
func (t *Thread) karatsuba(a, b *big.Int) (*big.Int, error) {
	na, nb := len(a.Bits()), len(b.Bits())
	if na < mulLeafWords || nb < mulLeafWords {
		if err := t.check(); err != nil {
			return nil, err
		}
		if na+nb <= 8*mulLeafWords {
			return new(big.Int).Mul(a, b), nil
		}
		// Unbalanced: the larger operand in slices of the smaller's size.
		if na < nb {
			a, b, na, nb = b, a, nb, na
		}
		step := max(nb, mulLeafWords)
		r := new(big.Int)
		for lo := 0; lo < na; lo += step {
			part, err := t.karatsuba(words(a, lo, min(lo+step, na)), b)
			if err != nil {
				return nil, err
			}
			r.Add(r, part.Lsh(part, uint(lo*bits.UintSize)))
		}
		return r, nil
	}
	h := max(na, nb) / 2
	a0, a1 := words(a, 0, min(h, na)), words(a, h, na)
	b0, b1 := words(b, 0, min(h, nb)), words(b, h, nb)
	z0, err := t.karatsuba(a0, b0)
	if err != nil {
		return nil, err
	}
	z2, err := t.karatsuba(a1, b1)
	if err != nil {
		return nil, err
	}
	z1, err := t.karatsuba(new(big.Int).Add(a0, a1), new(big.Int).Add(b0, b1))
	if err != nil {
		return nil, err
	}
	z1.Sub(z1, z0).Sub(z1, z2)
	shift := uint(h * bits.UintSize)
	r := z2.Lsh(z2, 2*shift)
	r.Add(r, z1.Lsh(z1, shift))
	return r.Add(r, z0), nil
}

// words returns the non-negative int made of x's words [lo, hi), sharing
// x's storage (the result is only read).
func words(x *big.Int, lo, hi int) *big.Int {
	w := x.Bits()
	if lo >= len(w) || lo >= hi {
		return new(big.Int)
	}
	return new(big.Int).SetBits(w[lo:hi:hi])
}

// bigExp returns x**y for y >= 0, squaring with bigMul.
func (t *Thread) bigExp(x, y *big.Int) (*big.Int, error) {
	// Small results: math/big's own loop is quick.
	if estimatePowWords(x, y) < 2*mulLeafWords {
		return new(big.Int).Exp(x, y, nil), nil
	}
	r := big.NewInt(1)
	for i := y.BitLen() - 1; i >= 0; i-- {
		var err error
		if r, err = t.bigMul(r, r); err != nil {
			return nil, err
		}
		if y.Bit(i) == 1 {
			if r, err = t.bigMul(r, x); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// estimatePowWords is about the size in words of x**y (y small enough
// that the caller charged the result already).
func estimatePowWords(x, y *big.Int) int64 {
	if !y.IsInt64() {
		return 1 << 62
	}
	return y.Int64() * int64(x.BitLen()) / bits.UintSize
}

// bigExpMod returns x**y mod m for y >= 0 and m > 0 (x reduced or not).
func (t *Thread) bigExpMod(x, y, m *big.Int) (*big.Int, error) {
	mw := int64(len(m.Bits()))
	cost := int64(y.BitLen()) * mw * mw
	if cost < expModDirectCost {
		return new(big.Int).Exp(x, y, m), nil
	}
	// Left to right, k exponent bits at a time, each chunk a power that
	// math/big computes in one piece: r = r**(2**k) * x**chunk (mod m).
	k := max(1, int(expModDirectCost/(mw*mw)))
	base := new(big.Int).Mod(x, m)
	r := big.NewInt(1)
	chunk, pow2 := new(big.Int), new(big.Int)
	for hi := y.BitLen(); hi > 0; hi -= k {
		if err := t.check(); err != nil {
			return nil, err
		}
		lo := max(0, hi-k)
		chunk.Rsh(y, uint(lo))
		chunk.And(chunk, pow2.Sub(pow2.Lsh(big.NewInt(1), uint(hi-lo)), big.NewInt(1)))
		r.Exp(r, pow2.Lsh(big.NewInt(1), uint(hi-lo)), m)
		r.Mul(r, new(big.Int).Exp(base, chunk, m))
		r.Mod(r, m)
	}
	return r, nil
}

// MulInt returns a*b. A product of large ints stops with the Thread's
// limit error when the Thread is interrupted: modules written in Go use it
// for products that may be large (math.factorial, math.comb).
func (t *Thread) MulInt(a, b *big.Int) (*big.Int, error) { return t.bigMul(a, b) }

// QuoRemInt returns a/b truncated and a%b (b != 0), as big.Int.QuoRem,
// interruptible as MulInt.
func (t *Thread) QuoRemInt(a, b *big.Int) (q, r *big.Int, err error) { return t.bigQuoRem(a, b) }

// SqrtInt returns the integer square root of n >= 0, interruptible as
// MulInt: for large n it is CPython's math.isqrt, which doubles the
// precision of the root each step with a division of growing size.
func (t *Thread) SqrtInt(n *big.Int) (*big.Int, error) {
	if n.BitLen() <= 64*mulLeafWords {
		return new(big.Int).Sqrt(n), nil
	}
	c := uint((n.BitLen() - 1) / 2)
	a := big.NewInt(1)
	var d uint
	for s := bits.Len(c) - 1; s >= 0; s-- {
		e := d
		d = c >> uint(s)
		// a = (a << (d - e - 1)) + (n >> (2c - e - d + 1)) // a
		top := new(big.Int).Rsh(n, 2*c-e-d+1)
		q, _, err := t.bigQuoRem(top, a)
		if err != nil {
			return nil, err
		}
		a.Lsh(a, d-e-1).Add(a, q)
	}
	sq, err := t.bigMul(a, a)
	if err != nil {
		return nil, err
	}
	if sq.Cmp(n) > 0 {
		a.Sub(a, big.NewInt(1))
	}
	return a, nil
}

// detachedBits is the operand size past which GCDInt runs detached: a
// GCD of numbers this large takes milliseconds.
const detachedBits = 1 << 16

// GCDInt returns gcd(|a|, |b|), interruptible: math/big's GCD cannot be
// cut into pieces as products are, and takes tens of seconds for numbers
// of millions of bits, so a large one runs detached.
func (t *Thread) GCDInt(a, b *big.Int) (*big.Int, error) {
	x, y := new(big.Int).Abs(a), new(big.Int).Abs(b)
	if x.BitLen() < detachedBits && y.BitLen() < detachedBits {
		return x.GCD(nil, nil, x, y), nil
	}
	return t.detached(func() *big.Int { return x.GCD(nil, nil, x, y) })
}

// ModInverseInt returns the inverse of a modulo m (m > 0), or nil when
// there is none, interruptible as GCDInt.
func (t *Thread) ModInverseInt(a, m *big.Int) (*big.Int, error) {
	x, y := new(big.Int).Mod(a, m), new(big.Int).Set(m)
	if x.BitLen() < detachedBits && y.BitLen() < detachedBits {
		return new(big.Int).ModInverse(x, y), nil
	}
	return t.detached(func() *big.Int { return new(big.Int).ModInverse(x, y) })
}

// detached runs f, which nothing can interrupt and which shares nothing
// with the caller, on a goroutine of its own while the Thread polls for
// interruption. Interrupted, it returns at once and leaves f to finish
// unobserved, in a time bounded by its operands. A Thread has at most one
// such computation running: the next detached call waits, interruptibly,
// for the one left behind, so that a session cannot pile up abandoned
// work on the host's cores one timed-out cell at a time.
func (t *Thread) detached(f func() *big.Int) (*big.Int, error) {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for t.abandoned != nil {
		select {
		case <-t.abandoned:
			t.abandoned = nil
		case <-tick.C:
			if err := t.check(); err != nil {
				return nil, err
			}
		}
	}
	done := make(chan *big.Int, 1)
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		done <- f()
	}()
	for {
		select {
		case r := <-done:
			return r, nil
		case <-tick.C:
			if err := t.check(); err != nil {
				t.abandoned = finished
				return nil, err
			}
		}
	}
}
