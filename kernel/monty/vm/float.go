package vm

import (
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// Float is a Python float.
type Float float64

// Type returns float.
func (Float) Type() *Type { return FloatType }

// Complex is a Python complex.
type Complex complex128

// Type returns complex.
func (Complex) Type() *Type { return ComplexType }

// floatRepr is repr(float): the shortest string that round-trips.
func floatRepr(f float64) string { return format.FloatRepr(f) }

// floatMod is Python's float %.
func floatMod(x, y float64) float64 {
	mod := math.Mod(x, y)
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
		}
	} else {
		mod = math.Copysign(0, y)
	}
	return mod
}

// floatDivMod is Python's divmod on floats (y != 0).
func floatDivMod(x, y float64) (float64, float64) {
	mod := math.Mod(x, y)
	div := (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, y)
	}
	var fdiv float64
	if div != 0 {
		fdiv = math.Floor(div)
		if div-fdiv > 0.5 {
			fdiv += 1.0
		}
	} else {
		fdiv = math.Copysign(0, x/y)
	}
	return fdiv, mod
}

// floatPow is Python's float ** float.
func floatPow(x, y float64) (Value, error) {
	if x == 0 && y < 0 {
		return nil, Errorf(ZeroDivisionErrorType, "0.0 cannot be raised to a negative power")
	}
	if x < 0 && y != math.Trunc(y) && !math.IsInf(y, 0) {
		// A negative base and a fractional exponent give a complex.
		return complexPow(complex(x, 0), complex(y, 0))
	}
	r := cPow(x, y)
	if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0) {
		return nil, Errorf(OverflowErrorType, "(34, 'Numerical result out of range')")
	}
	return Float(r), nil
}

func complexPow(a, b complex128) (Value, error) {
	if b == 0 {
		return Complex(1), nil
	}
	if a == 0 {
		if imag(b) != 0 || real(b) < 0 {
			return nil, Errorf(ZeroDivisionErrorType, "0.0 to a negative or complex power")
		}
		return Complex(0), nil
	}
	// Integer exponents use repeated multiplication as CPython does.
	if imag(b) == 0 && real(b) == math.Trunc(real(b)) && math.Abs(real(b)) <= 100 {
		n := int(real(b))
		r := complex(1, 0)
		base := a
		neg := n < 0
		if neg {
			n = -n
		}
		for n > 0 {
			if n&1 == 1 {
				r *= base
			}
			base *= base
			n >>= 1
		}
		if neg {
			r = 1 / r
		}
		return Complex(r), nil
	}
	vabs := cHypot(real(a), imag(a))
	l := cPow(vabs, real(b))
	at := cAtan2(imag(a), real(a))
	phase := at * real(b)
	if imag(b) != 0 {
		l /= cExp(at * imag(b))
		phase += imag(b) * cLog(vabs)
	}
	return Complex(complex(l*cCos(phase), l*cSin(phase))), nil
}

// floatHash is CPython's hash of a float: equal to the hash of an equal
// int, computed modulo 2**61-1.
func floatHash(v float64) int64 {
	const bitsN = 61
	const mod = 1<<bitsN - 1
	if math.IsInf(v, 0) {
		if v > 0 {
			return 314159
		}
		return -314159
	}
	if math.IsNaN(v) {
		return 0
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & mod) | x>>(bitsN-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= mod {
			x -= mod
		}
	}
	if e >= 0 {
		e = e % bitsN
	} else {
		e = bitsN - 1 - ((-1 - e) % bitsN)
	}
	x = ((x << uint(e)) & mod) | x>>(bitsN-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// floatToInt converts a float to an int, truncating, as int(f) does.
func floatToInt(f float64) (Value, error) {
	if math.IsInf(f, 0) {
		return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
	}
	if math.IsNaN(f) {
		return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
	}
	f = math.Trunc(f)
	if f >= -9.2e18 && f <= 9.2e18 {
		return MakeInt(int64(f)), nil
	}
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return bigOwn(b), nil
}

// floatOperand returns x as a float64 when x is a float, int or bool.
func floatOperand(x Value) (float64, bool, error) {
	switch x := x.(type) {
	case Float:
		return float64(x), true, nil
	case Int:
		return float64(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		f, err := intToFloat(x)
		return f, true, err
	}
	return 0, false, nil
}

// compareIntFloat compares an int with a float exactly (CPython does not
// round the int to a float first).
func compareIntFloat(i Value, f float64) int {
	if math.IsNaN(f) {
		return 2 // unordered
	}
	if math.IsInf(f, 1) {
		return -1
	}
	if math.IsInf(f, -1) {
		return 1
	}
	if iv, ok := i.(Int); ok && absI(int64(iv)) < 1<<53 {
		a := float64(iv)
		switch {
		case a < f:
			return -1
		case a > f:
			return 1
		}
		return 0
	}
	bf := new(big.Float).SetFloat64(f)
	return new(big.Float).SetInt(toBig(i)).Cmp(bf)
}
