package vm

// List is a Python list.
type List struct {
	elems []Value
}

// Type returns list.
func (*List) Type() *Type { return ListType }

// NewList returns a list holding elems (not copied).
func NewList(elems []Value) *List { return &List{elems: elems} }

// Elems returns the list's elements (shared, not copied).
func (l *List) Elems() []Value { return l.elems }

// Len returns the number of elements.
func (l *List) Len() int { return len(l.elems) }

// Append adds x at the end.
func (l *List) Append(x Value) { l.elems = append(l.elems, x) }

// Tuple is a Python tuple.
type Tuple []Value

// Type returns tuple.
func (Tuple) Type() *Type { return TupleType }

// emptyTuple is the one empty tuple.
var emptyTuple = Tuple{}

// Range is a Python range.
type Range struct {
	start, stop, step int64
}

// Type returns range.
func (*Range) Type() *Type { return RangeType }

// Len returns the number of elements.
func (r *Range) Len() int64 {
	if r.step > 0 {
		if r.start >= r.stop {
			return 0
		}
		return (r.stop-r.start-1)/r.step + 1
	}
	if r.start <= r.stop {
		return 0
	}
	return (r.start-r.stop-1)/(-r.step) + 1
}

// at returns the i-th element (0 <= i < Len).
func (r *Range) at(i int64) int64 { return r.start + i*r.step }

// Slice is a Python slice object.
type Slice struct {
	Start, Stop, Step Value
}

// Type returns slice.
func (*Slice) Type() *Type { return SliceType }

// indices resolves the slice against a sequence of length n, as
// slice.indices does.
func (t *Thread) sliceIndices(s *Slice, n int) (start, stop, step int, err error) {
	step = 1
	if s.Step != None {
		st, err := t.sliceIndex(s.Step)
		if err != nil {
			return 0, 0, 0, err
		}
		if st == 0 {
			return 0, 0, 0, Errorf(ValueErrorType, "slice step cannot be zero")
		}
		step = st
	}
	var lower, upper int
	if step < 0 {
		lower, upper = -1, n-1
	} else {
		lower, upper = 0, n
	}
	if s.Start == None {
		if step < 0 {
			start = upper
		} else {
			start = lower
		}
	} else {
		start, err = t.sliceIndex(s.Start)
		if err != nil {
			return
		}
		if start < 0 {
			start += n
			if start < lower {
				start = lower
			}
		} else if start > upper {
			start = upper
		}
	}
	if s.Stop == None {
		if step < 0 {
			stop = lower
		} else {
			stop = upper
		}
	} else {
		stop, err = t.sliceIndex(s.Stop)
		if err != nil {
			return
		}
		if stop < 0 {
			stop += n
			if stop < lower {
				stop = lower
			}
		} else if stop > upper {
			stop = upper
		}
	}
	return start, stop, step, nil
}

// sliceLength is the number of elements a resolved slice selects.
func sliceLength(start, stop, step int) int {
	if step > 0 {
		if start >= stop {
			return 0
		}
		return (stop-start-1)/step + 1
	}
	if stop >= start {
		return 0
	}
	return (start-stop-1)/(-step) + 1
}

// sliceIndex converts a slice bound, clamping big ints.
func (t *Thread) sliceIndex(x Value) (int, error) {
	switch v := x.(type) {
	case Int:
		return clampInt(int64(v)), nil
	case Bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		if v.b.Sign() < 0 {
			return -1 << 62, nil
		}
		return 1 << 62, nil
	}
	if m := x.Type().Lookup("__index__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return 0, err
		}
		return t.sliceIndex(r)
	}
	return 0, Errorf(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
}

func clampInt(v int64) int {
	const lim = 1 << 62
	if v > lim {
		return lim
	}
	if v < -lim {
		return -lim
	}
	return int(v)
}

// Bytes is a Python bytes.
type Bytes struct {
	b []byte
}

// Type returns bytes.
func (*Bytes) Type() *Type { return BytesType }

// NewBytes returns a bytes value holding b (not copied).
func NewBytes(b []byte) *Bytes { return &Bytes{b: b} }

// Bytes returns the contents (shared, not copied).
func (b *Bytes) Bytes() []byte { return b.b }

// ByteArray is a Python bytearray.
type ByteArray struct {
	b []byte
}

// Type returns bytearray.
func (*ByteArray) Type() *Type { return ByteArrayType }
