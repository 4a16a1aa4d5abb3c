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

// longRangeIteratorMethods is registered by setupBigRange.
var longRangeIteratorMethods = []builtinMethod{
	{"__iter__", longRangeIteratorIter},
	{"__next__", longRangeIteratorNext},
}

func setupBigRange() {
	c := longRangeIteratorType
	for _, m := range longRangeIteratorMethods {
		c.addMethod(m.name, m.fn)
	}
	c.final = true
	c.finishBuiltin()
}

// longRangeIteratorIter is the method longrange_iterator.__iter__.
func longRangeIteratorIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// longRangeIteratorNext is the method longrange_iterator.__next__.
func longRangeIteratorNext(t *Thread, args []Value, kw []string) (Value, error) {
	return t.nextRaw(args[0])
}

func (r *bigRange) at(i *big.Int) *big.Int {
	v := new(big.Int).Mul(i, r.step)
	return v.Add(v, r.start)
}

// rangeParts returns the bounds of a range of either representation.
func rangeParts(x Value) (start, stop, step, length *big.Int, ok bool) {
	switch r := x.(type) {
	case *Range:
		return big.NewInt(r.start), big.NewInt(r.stop), big.NewInt(r.step), big.NewInt(r.Len()), true
	case *bigRange:
		return r.start, r.stop, r.step, r.length(), true
	}
	return nil, nil, nil, nil, false
}

// indexBig is operator.index(x) as a big.Int.
func (t *Thread) indexBig(x Value, what string) (*big.Int, error) {
	if isInt(x) {
		return toBig(unwrapNum(x)), nil
	}
	if x.Type().Lookup("__index__") == nil {
		return nil, Errorf(TypeErrorType, "%s", what)
	}
	n, err := t.toIndexValue(x)
	if err != nil {
		return nil, err
	}
	return toBig(n), nil
}

// toIndexValue calls __index__, keeping big results.
func (t *Thread) toIndexValue(x Value) (Value, error) {
	m := x.Type().Lookup("__index__")
	r, err := t.callDunder(m, x)
	if err != nil {
		return nil, err
	}
	if !isInt(r) {
		return nil, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", typeName(r))
	}
	return unwrapNum(r), nil
}

// bigSliceIndices is _PySlice_GetLongIndices.
func (t *Thread) bigSliceIndices(s *Slice, length *big.Int) (start, stop, step *big.Int, err error) {
	const msg = "slice indices must be integers or None or have an __index__ method"
	step = big.NewInt(1)
	if s.Step != None {
		if step, err = t.indexBig(s.Step, msg); err != nil {
			return
		}
		if step.Sign() == 0 {
			err = Errorf(ValueErrorType, "slice step cannot be zero")
			return
		}
	}
	neg := step.Sign() < 0
	lower, upper := big.NewInt(0), new(big.Int).Set(length)
	if neg {
		lower = big.NewInt(-1)
		upper.Add(upper, lower)
	}
	bound := func(v Value, def *big.Int) (*big.Int, error) {
		if v == None {
			return def, nil
		}
		n, err := t.indexBig(v, msg)
		if err != nil {
			return nil, err
		}
		n = new(big.Int).Set(n)
		if n.Sign() < 0 {
			n.Add(n, length)
			if n.Cmp(lower) < 0 {
				n.Set(lower)
			}
		} else if n.Cmp(upper) > 0 {
			n.Set(upper)
		}
		return n, nil
	}
	defStart, defStop := lower, upper
	if neg {
		defStart, defStop = upper, lower
	}
	if start, err = bound(s.Start, defStart); err != nil {
		return
	}
	stop, err = bound(s.Stop, defStop)
	return
}

// bigRangeGetItem is r[k] for a range past 64 bits.
func (t *Thread) bigRangeGetItem(r *bigRange, k Value) (Value, error) {
	n := r.length()
	if s, ok := k.(*Slice); ok {
		start, stop, step, err := t.bigSliceIndices(s, n)
		if err != nil {
			return nil, err
		}
		return newRange([]Value{MakeBigInt(r.at(start)), MakeBigInt(r.at(stop)), MakeBigInt(new(big.Int).Mul(step, r.step))})
	}
	if !isInt(k) && k.Type().Lookup("__index__") == nil {
		return nil, Errorf(TypeErrorType, "range indices must be integers or slices, not %s", typeName(k))
	}
	i, err := t.indexBig(k, "")
	if err != nil {
		return nil, err
	}
	i = new(big.Int).Set(i)
	if i.Sign() < 0 {
		i.Add(i, n)
	}
	if i.Sign() < 0 || i.Cmp(n) >= 0 {
		return nil, Errorf(IndexErrorType, "range object index out of range")
	}
	return MakeBigInt(r.at(i)), nil
}

// rangeContainsInt reports whether the int x is in the range x
// (either representation).
func rangeContainsInt(rv Value, x Value) bool {
	start, stop, step, _, _ := rangeParts(rv)
	v := toBig(unwrapNum(x))
	if step.Sign() > 0 {
		if v.Cmp(start) < 0 || v.Cmp(stop) >= 0 {
			return false
		}
	} else if v.Cmp(start) > 0 || v.Cmp(stop) <= 0 {
		return false
	}
	d := new(big.Int).Sub(v, start)
	return d.Rem(d, step).Sign() == 0
}

// rangeIndexOf returns (x - start) / step for an x in the range.
func rangeIndexOf(rv Value, x Value) Value {
	start, _, step, _, _ := rangeParts(rv)
	d := new(big.Int).Sub(toBig(unwrapNum(x)), start)
	return MakeBigInt(d.Quo(d, step))
}

func bigRangeEqual(a, b Value) bool {
	as, _, ast, an, _ := rangeParts(a)
	bs, _, bst, bn, _ := rangeParts(b)
	if an.Cmp(bn) != 0 {
		return false
	}
	if an.Sign() == 0 {
		return true
	}
	if as.Cmp(bs) != 0 {
		return false
	}
	return an.Cmp(big.NewInt(1)) == 0 || ast.Cmp(bst) == 0
}
