package vm

import "math/big"

// bigRange is a range whose bounds do not fit in 64 bits. It supports
// what such ranges are used for: iteration, membership, indexing and
// repr; len() raises OverflowError as in CPython.
type bigRange struct {
	start, stop, step *big.Int
}

// Type returns range.
func (*bigRange) Type() *Type { return RangeType }

func (r *bigRange) length() *big.Int {
	var n big.Int
	if r.step.Sign() > 0 {
		if r.start.Cmp(r.stop) >= 0 {
			return &n
		}
		n.Sub(r.stop, r.start)
		n.Sub(&n, big.NewInt(1))
		n.Quo(&n, r.step)
		return n.Add(&n, big.NewInt(1))
	}
	if r.start.Cmp(r.stop) <= 0 {
		return &n
	}
	n.Sub(r.start, r.stop)
	n.Sub(&n, big.NewInt(1))
	n.Quo(&n, new(big.Int).Neg(r.step))
	return n.Add(&n, big.NewInt(1))
}

type bigRangeIterator struct {
	cur, step, left *big.Int
}

var longRangeIteratorType = newBuiltinType("longrange_iterator")

func (*bigRangeIterator) Type() *Type { return longRangeIteratorType }

func (it *bigRangeIterator) Next(*Thread) (Value, error) {
	if it.left.Sign() <= 0 {
		return nil, nil
	}
	v := MakeBigInt(it.cur)
	it.cur = new(big.Int).Add(it.cur, it.step)
	it.left = new(big.Int).Sub(it.left, big.NewInt(1))
	return v, nil
}

// newRange builds range(start, stop, step) from int values of any size.
func newRange(args []Value) (Value, error) {
	var b [3]*big.Int
	fits := true
	for i, a := range args {
		b[i] = toBig(a)
		if !b[i].IsInt64() {
			fits = false
		}
	}
	switch len(args) {
	case 1:
		b[0], b[1], b[2] = big.NewInt(0), b[0], big.NewInt(1)
	case 2:
		b[2] = big.NewInt(1)
	}
	if b[2].Sign() == 0 {
		return nil, Errorf(ValueErrorType, "range() arg 3 must not be zero")
	}
	if fits {
		r := &Range{b[0].Int64(), b[1].Int64(), b[2].Int64()}
		// The length must fit too (range(-2**63, 2**63-1)).
		if r.step > 0 && r.stop > r.start && uint64(r.stop-r.start) > 1<<62 || r.step < 0 && r.start > r.stop && uint64(r.start-r.stop) > 1<<62 {
			return &bigRange{b[0], b[1], b[2]}, nil
		}
		return r, nil
	}
	return &bigRange{b[0], b[1], b[2]}, nil
}

func setupBigRange() {
	c := longRangeIteratorType
	c.addMethod("__iter__", func(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil })
	c.addMethod("__next__", func(t *Thread, args []Value, kw []string) (Value, error) { return t.nextRaw(args[0]) })
	c.final = true
	c.finishBuiltin()
}
