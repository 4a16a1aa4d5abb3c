package vm

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"sync/atomic"
)

// Int is a Python int that fits in 64 bits. Larger ints are *BigInt; every
// operation returns an Int whenever the result fits, so the two never
// overlap.
type Int int64

// Type returns int.
func (Int) Type() *Type { return IntType }

// BigInt is a Python int outside the int64 range.
type BigInt struct {
	b big.Int
}

// Type returns int.
func (*BigInt) Type() *Type { return IntType }

// Big returns a copy of x's value.
func (x *BigInt) Big() *big.Int { return new(big.Int).Set(&x.b) }

// BitLen returns the length of x's absolute value in bits, without the
// copy Big makes.
func (x *BigInt) BitLen() int { return x.b.BitLen() }

// Ints in [smallIntMin, smallIntMax] are boxed without allocating: their
// Values are made once, in a table shared by every Thread and never
// written after a part of it is built. The loop counters and accumulators
// of the numeric benchmarks stay in this range; boxing outside it costs an
// 8-byte allocation.
const (
	smallIntMin = -1 << 10
	smallIntMax = 1<<18 + smallIntMin - 1

	smallIntChunkBits = 12
	smallIntChunkLen  = 1 << smallIntChunkBits
)

// A smallIntChunk holds the boxes of smallIntChunkLen consecutive ints.
type smallIntChunk [smallIntChunkLen]Value

// smallInts is the table, in chunks built the first time one of their
// ints is boxed. Building all 262,144 boxes at start-up cost every
// process 6 MB of resident memory (4 MB of interfaces, 2 MB of boxes) and
// the collector a 4 MB root to scan on every cycle, for an idle
// `backyard run` that boxes a few hundred ints. A chunk, once stored, is
// never written again; two goroutines racing to build one build equal
// chunks, and either may win.
var smallInts [(smallIntMax - smallIntMin + 1) >> smallIntChunkBits]atomic.Pointer[smallIntChunk]

// smallInt0 is the table's first chunk, the ints of [smallIntMin,
// smallIntMin+smallIntChunkLen): loop counters, indexes, lengths, the
// operands of most arithmetic. It is built at init (64 KB of interfaces,
// 32 KB of boxes) and never written after, so MakeInt reads it without an
// atomic load and inlines everywhere, the loop included (the lazily built
// chunks above it cost a call).
var smallInt0 smallIntChunk

func init() {
	for j := range smallInt0 {
		smallInt0[j] = Int(smallIntMin + int64(j))
	}
	smallInts[0].Store(&smallInt0)
}

// MakeInt returns x as a Value, without allocating for small ints.
func MakeInt(x int64) Value {
	if i := uint64(x - smallIntMin); i < smallIntChunkLen {
		return smallInt0[i]
	}
	return makeInt(x)
}

// makeInt is MakeInt's slow path, out of line so that MakeInt inlines:
// it boxes an int outside the table, or reads (building it the first
// time) the lazily built chunk of the table that holds x.
//
//go:noinline
func makeInt(x int64) Value {
	i := uint64(x - smallIntMin)
	if i > smallIntMax-smallIntMin {
		return Int(x)
	}
	n := i >> smallIntChunkBits
	if c := smallInts[n].Load(); c != nil {
		return c[i&(smallIntChunkLen-1)]
	}
	c := new(smallIntChunk)
	base := int64(n<<smallIntChunkBits) + smallIntMin
	for j := range c {
		c[j] = Int(base + int64(j))
	}
	if !smallInts[n].CompareAndSwap(nil, c) {
		c = smallInts[n].Load()
	}
	return c[i&(smallIntChunkLen-1)]
}

// MakeBigInt returns x as an Int when it fits, else as a *BigInt (taking
// ownership of x).
func MakeBigInt(x *big.Int) Value {
	if x.IsInt64() {
		return MakeInt(x.Int64())
	}
	r := &BigInt{}
	r.b.Set(x)
	return r
}

func bigOwn(x *big.Int) Value {
	if x.IsInt64() {
		return MakeInt(x.Int64())
	}
	return &BigInt{b: *x}
}

// toBig returns an int value as a *big.Int (a new one for Int, the shared
// one for *BigInt: do not modify).
func toBig(x Value) *big.Int {
	switch x := x.(type) {
	case Int:
		return big.NewInt(int64(x))
	case Bool:
		if x {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	case *BigInt:
		return &x.b
	case *Object:
		return toBig(x.base)
	}
	return nil
}

// intOperand reports whether x is an int (or bool) for arithmetic, returning
// its int64 value when it fits.
func intOperand(x Value) (v int64, big bool, ok bool) {
	switch x := x.(type) {
	case Int:
		return int64(x), false, true
	case Bool:
		if x {
			return 1, false, true
		}
		return 0, false, true
	case *BigInt:
		return 0, true, true
	}
	return 0, false, false
}

func intAdd(x, y int64) Value {
	r := x + y
	if (r > x) == (y > 0) {
		return MakeInt(r)
	}
	return bigOwn(new(big.Int).Add(big.NewInt(x), big.NewInt(y)))
}

func intMul(x, y int64) Value {
	hi, lo := bits.Mul64(uint64(absI(x)), uint64(absI(y)))
	if hi == 0 && lo <= math.MaxInt64 && x != math.MinInt64 && y != math.MinInt64 {
		r := int64(lo)
		if (x < 0) != (y < 0) {
			r = -r
		}
		return MakeInt(r)
	}
	return bigOwn(new(big.Int).Mul(big.NewInt(x), big.NewInt(y)))
}

func absI(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// intFloorDiv and intMod implement // and % with Python's floor semantics;
// y must not be zero.
func intFloorDiv(x, y int64) Value {
	if x == math.MinInt64 && y == -1 {
		return bigOwn(new(big.Int).Neg(big.NewInt(x)))
	}
	q := x / y
	if (x%y != 0) && ((x < 0) != (y < 0)) {
		q--
	}
	return MakeInt(q)
}

func intMod(x, y int64) int64 {
	if y == -1 {
		return 0
	}
	r := x % y
	if r != 0 && ((r < 0) != (y < 0)) {
		r += y
	}
	return r
}

// bigFloorDivMod returns floor division and modulo of big ints (y != 0).
func bigFloorDivMod(x, y *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		m.Add(m, y)
	}
	return q, m
}

// intTrueDiv returns x / y correctly rounded, as CPython does.
func intTrueDiv(x, y *big.Int) (Value, error) {
	if y.Sign() == 0 {
		return nil, Errorf(ZeroDivisionErrorType, "division by zero")
	}
	if x.IsInt64() && y.IsInt64() {
		a, b := x.Int64(), y.Int64()
		if absI(a) <= 1<<53 && absI(b) <= 1<<53 {
			return Float(float64(a) / float64(b)), nil
		}
	}
	f, ok := bigTrueDiv(x, y)
	if !ok {
		return nil, Errorf(OverflowErrorType, "integer division result too large for a float")
	}
	return Float(f), nil
}

// bigTrueDiv returns x / y (y != 0) correctly rounded; ok is false when
// it overflows a float. It divides with a quotient of 55 or 56 bits and a
// sticky bit for the remainder, so that the time is linear in the
// operands' size (big.Rat reduces the fraction first: a GCD, quadratic,
// seconds for numbers of a million digits).
func bigTrueDiv(x, y *big.Int) (float64, bool) {
	neg := (x.Sign() < 0) != (y.Sign() < 0)
	if x.Sign() == 0 {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	a, b := new(big.Int).Abs(x), new(big.Int).Abs(y)
	diff := a.BitLen() - b.BitLen() // the quotient is in [2^(diff-1), 2^(diff+1))
	if diff > 1025 {
		return 0, false
	}
	f := 0.0
	if diff >= -1080 {
		shift := 55 - diff
		if shift >= 0 {
			a.Lsh(a, uint(shift))
		} else {
			b.Lsh(b, uint(-shift))
		}
		q, r := a.QuoRem(a, b, new(big.Int))
		if r.Sign() != 0 {
			q.SetBit(q, 0, 1) // sticky: below every bit a float keeps
		}
		bf := new(big.Float).SetInt(q)
		f, _ = bf.SetMantExp(bf, -shift).Float64()
	}
	if math.IsInf(f, 0) {
		return 0, false
	}
	if neg {
		f = -f
	}
	return f, true
}

// intToFloat converts an int to float, raising OverflowError when too
// large.
func intToFloat(x Value) (float64, error) {
	switch x := x.(type) {
	case Int:
		return float64(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		f, _ := new(big.Float).SetInt(&x.b).Float64()
		if math.IsInf(f, 0) {
			return 0, Errorf(OverflowErrorType, "int too large to convert to float")
		}
		return f, nil
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", typeName(x))
}

// intPow computes x ** y for y >= 0, charging the result's size.
func (t *Thread) intPow(x, y *big.Int) (Value, error) {
	if x.IsInt64() && y.IsInt64() {
		if r, ok := smallPow(x.Int64(), y.Int64()); ok {
			return MakeInt(r), nil
		}
	}
	// |x| ** y has about y*log2|x| bits: refuse before computing.
	if x.CmpAbs(big.NewInt(1)) > 0 {
		if !y.IsInt64() {
			return nil, t.memoryError()
		}
		nbits := float64(y.Int64()) * float64(x.BitLen())
		if err := t.Alloc(int64(nbits / 8)); err != nil {
			return nil, err
		}
	}
	r, err := t.bigExp(x, y)
	if err != nil {
		return nil, err
	}
	return bigOwn(r), nil
}

func smallPow(x, y int64) (int64, bool) {
	r := int64(1)
	for y > 0 {
		if y&1 == 1 {
			hi, lo := bits.Mul64(uint64(absI(r)), uint64(absI(x)))
			if hi != 0 || lo > math.MaxInt64 {
				return 0, false
			}
			neg := (r < 0) != (x < 0)
			r = int64(lo)
			if neg {
				r = -r
			}
		}
		y >>= 1
		if y > 0 {
			hi, lo := bits.Mul64(uint64(absI(x)), uint64(absI(x)))
			if hi != 0 || lo > math.MaxInt64 {
				return 0, false
			}
			x = int64(lo)
		}
	}
	return r, true
}

// intHash is CPython's hash of an int: the value modulo 2**61-1, keeping
// the sign, with -1 mapped to -2.
func intHash(x int64) int64 {
	const m = 1<<61 - 1
	var h int64
	if x >= 0 {
		h = x % m
	} else {
		u := uint64(-(x + 1)) + 1 // |x|, valid for MinInt64 too
		h = -int64(u % m)
	}
	if h == -1 {
		h = -2
	}
	return h
}

func bigHash(x *big.Int) int64 {
	const m = 1<<61 - 1
	r := new(big.Int).Mod(new(big.Int).Abs(x), big.NewInt(m)).Int64()
	if x.Sign() < 0 {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r
}

// intRepr returns the decimal form of an int value.
func (t *Thread) intRepr(x Value) (string, error) {
	switch x := x.(type) {
	case Int:
		return strconv.FormatInt(int64(x), 10), nil
	case *BigInt:
		if t != nil && t.maxStrDigits > 0 && x.b.BitLen() > 14000 {
			// Fast reject: more than maxStrDigits digits (3.32 bits per digit).
			if float64(x.b.BitLen())*0.30102999 > float64(t.maxStrDigits)+1 {
				return "", Errorf(ValueErrorType, "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", t.maxStrDigits)
			}
		}
		s := x.b.String()
		if t != nil && t.maxStrDigits > 0 {
			n := len(s)
			if s[0] == '-' {
				n--
			}
			if n > t.maxStrDigits {
				return "", Errorf(ValueErrorType, "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", t.maxStrDigits)
			}
		}
		return s, nil
	}
	return "", nil
}

// AsInt64 returns x as an int64 when x is an int (or bool) that fits.
func AsInt64(x Value) (int64, bool) {
	switch x := x.(type) {
	case Int:
		return int64(x), true
	case Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *Object:
		if x.base != nil {
			return AsInt64(x.base)
		}
	}
	return 0, false
}

// isInt reports whether x is an int (bool included, subclasses included).
func isInt(x Value) bool {
	switch x := x.(type) {
	case Int, *BigInt, Bool:
		return true
	case *Object:
		return x.base != nil && isInt(x.base)
	}
	return false
}
