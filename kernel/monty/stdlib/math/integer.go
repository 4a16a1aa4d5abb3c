package math

import (
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The integer functions work on ints of any size. Their results can be
// huge (factorial(10**6) has five and a half million digits), so each one
// charges the size of its result to the memory budget before computing it,
// and the long products check the deadline as they go.

// leafSize is how many factors a product multiplies in one go between two
// checks of the deadline.
const leafSize = 1 << 10

// productRange returns lo * (lo+1) * ... * hi (1 when lo > hi), as a
// balanced product tree so that the big multiplications are of numbers of
// similar size.
func productRange(t *vm.Thread, lo, hi int64) (*big.Int, error) {
	if lo > hi {
		return big.NewInt(1), nil
	}
	if hi-lo < leafSize {
		return new(big.Int).MulRange(lo, hi), nil
	}
	if err := t.Interrupted(); err != nil {
		return nil, err
	}
	mid := lo + (hi-lo)/2
	a, err := productRange(t, lo, mid)
	if err != nil {
		return nil, err
	}
	b, err := productRange(t, mid+1, hi)
	if err != nil {
		return nil, err
	}
	return t.MulInt(a, b)
}

// chargeProduct charges the memory of the product of the integers in
// [lo, hi]: about the sum of their bit lengths.
func chargeProduct(t *vm.Thread, lo, hi int64) error {
	if lo > hi || hi < 2 {
		return nil
	}
	n := float64(hi - lo + 1)
	bits := n * math.Log2(float64(hi))
	return t.Alloc(int64(bits/8) + 32)
}

func factorial(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.factorial", args, kw); err != nil {
		return nil, err
	}
	nv, err := native.Index(t, args[0])
	if err != nil {
		return nil, err
	}
	n, fits := vm.AsInt64(nv)
	if !fits {
		if b, _ := native.Big(nv); b.Sign() < 0 {
			return nil, vm.Errorf(vm.ValueErrorType, "factorial() not defined for negative values")
		}
		return nil, vm.Errorf(vm.OverflowErrorType, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	if n < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "factorial() not defined for negative values")
	}
	if err := chargeProduct(t, 1, n); err != nil {
		return nil, err
	}
	r, err := productRange(t, 1, n)
	if err != nil {
		return nil, err
	}
	return vm.MakeBigInt(r), nil
}

func gcd(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("math.gcd", kw); err != nil {
		return nil, err
	}
	if g, ok := smallGCD(args); ok {
		return g, nil
	}
	r := new(big.Int)
	for _, a := range args {
		b, err := native.IndexBig(t, a)
		if err != nil {
			return nil, err
		}
		if r, err = t.GCDInt(r, b); err != nil {
			return nil, err
		}
	}
	return vm.MakeBigInt(r), nil
}

func lcm(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("math.lcm", kw); err != nil {
		return nil, err
	}
	r := big.NewInt(1)
	zero := false
	for _, a := range args {
		b, err := native.IndexBig(t, a)
		if err != nil {
			return nil, err
		}
		if zero {
			continue
		}
		b.Abs(b)
		if b.Sign() == 0 {
			zero = true
			continue
		}
		if err := t.Alloc(int64(r.BitLen()+b.BitLen())/8 + 8); err != nil {
			return nil, err
		}
		g, err := t.GCDInt(r, b)
		if err != nil {
			return nil, err
		}
		if err := t.Interrupted(); err != nil {
			return nil, err
		}
		q, _, err := t.QuoRemInt(r, g)
		if err != nil {
			return nil, err
		}
		if r, err = t.MulInt(q, b); err != nil {
			return nil, err
		}
	}
	if zero {
		return vm.MakeInt(0), nil
	}
	return vm.MakeBigInt(r), nil
}

func isqrt(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.isqrt", args, kw); err != nil {
		return nil, err
	}
	n, err := native.IndexBig(t, args[0])
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "isqrt() argument must be nonnegative")
	}
	if err := t.Alloc(int64(n.BitLen()/16) + 8); err != nil {
		return nil, err
	}
	r, err := t.SqrtInt(n)
	if err != nil {
		return nil, err
	}
	return vm.MakeBigInt(r), nil
}

// nonNegative reads the n and k of comb and perm.
func nonNegative(t *vm.Thread, x vm.Value, name string) (*big.Int, error) {
	b, err := native.IndexBig(t, x)
	if err != nil {
		return nil, err
	}
	if b.Sign() < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "%s must be a non-negative integer", name)
	}
	return b, nil
}

// fallingProduct returns n * (n-1) * ... * (n-k+1).
func fallingProduct(t *vm.Thread, n *big.Int, k int64) (*big.Int, error) {
	if n.IsInt64() {
		hi := n.Int64()
		if err := chargeProduct(t, hi-k+1, hi); err != nil {
			return nil, err
		}
		return productRange(t, hi-k+1, hi)
	}
	if err := t.Alloc(int64(n.BitLen())*k/8 + 8); err != nil {
		return nil, err
	}
	r := big.NewInt(1)
	f := new(big.Int).Set(n)
	one := big.NewInt(1)
	for i := int64(0); i < k; i++ {
		if i%leafSize == leafSize-1 {
			if err := t.Interrupted(); err != nil {
				return nil, err
			}
		}
		r.Mul(r, f)
		f.Sub(f, one)
	}
	return r, nil
}

func comb(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("math.comb", "comb", args, kw, 2, 2); err != nil {
		return nil, err
	}
	n, err := nonNegative(t, args[0], "n")
	if err != nil {
		return nil, err
	}
	k, err := nonNegative(t, args[1], "k")
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return vm.MakeInt(0), nil
	}
	if nk := new(big.Int).Sub(n, k); nk.Cmp(k) < 0 {
		k = nk
	}
	if !k.IsInt64() {
		return nil, vm.Errorf(vm.OverflowErrorType, "min(n - k, k) must not exceed %d", int64(math.MaxInt64))
	}
	kk := k.Int64()
	num, err := fallingProduct(t, n, kk)
	if err != nil {
		return nil, err
	}
	den, err := productRange(t, 1, kk)
	if err != nil {
		return nil, err
	}
	q, _, err := t.QuoRemInt(num, den)
	if err != nil {
		return nil, err
	}
	return vm.MakeBigInt(q), nil
}

func perm(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("math.perm", "perm", args, kw, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 1 || args[1] == vm.None {
		return factorial(t, []vm.Value{args[0]}, nil)
	}
	n, err := nonNegative(t, args[0], "n")
	if err != nil {
		return nil, err
	}
	k, err := nonNegative(t, args[1], "k")
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return vm.MakeInt(0), nil
	}
	if !k.IsInt64() {
		return nil, vm.Errorf(vm.OverflowErrorType, "k must not exceed %d", int64(math.MaxInt64))
	}
	r, err := fallingProduct(t, n, k.Int64())
	if err != nil {
		return nil, err
	}
	return vm.MakeBigInt(r), nil
}

func prod(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	pos, kwargs := native.Kwargs(args, kw)
	if len(pos) != 1 {
		return nil, vm.Errorf(vm.TypeErrorType, "prod() takes exactly 1 positional argument (%d given)", len(pos))
	}
	var result vm.Value = vm.MakeInt(1)
	for k, v := range kwargs {
		if k != "start" {
			return nil, vm.Errorf(vm.TypeErrorType, "'%s' is an invalid keyword argument for prod()", k)
		}
		result = v
	}
	// The running product lives in a Go variable, which no measurement
	// sees while the iterable runs Python code (a generator): it is held
	// as bytes, its size at each step, so that it counts until it is
	// returned.
	var held int64
	defer func() { t.ReleaseBytes(held) }()
	err := t.Iterate(pos[0], func(x vm.Value) error {
		r, err := t.BinaryOp(compile.OpMul, result, x)
		if err != nil {
			return err
		}
		result = r
		if b, ok := r.(*vm.BigInt); ok {
			t.ReleaseBytes(held)
			held = int64(b.BitLen()/8) + 32
			if err := t.HoldBytes(held); err != nil {
				held = 0
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return result, nil
}

// smallGCD is the gcd of machine ints by Euclid's algorithm on words,
// without a big.Int per operand; ok false when an argument is anything
// else or the result does not fit (gcd(-2**63, 0)).
func smallGCD(args []vm.Value) (vm.Value, bool) {
	var g uint64
	for _, a := range args {
		v, ok := a.(vm.Int)
		if !ok {
			return nil, false
		}
		u := uint64(v)
		if v < 0 {
			u = -u
		}
		for u != 0 {
			g, u = u, g%u
		}
	}
	if g > math.MaxInt64 {
		return nil, false
	}
	return vm.MakeInt(int64(g)), true
}
