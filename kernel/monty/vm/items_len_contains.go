package vm

import (
	"slices"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// GetItem returns x[k].
func (t *Thread) GetItem(x, k Value) (Value, error) {
	switch c := x.(type) {
	case *List:
		if s, ok := k.(*Slice); ok {
			start, stop, step, err := t.sliceIndices(s, len(c.elems))
			if err != nil {
				return nil, err
			}
			return &List{elems: sliceElems(c.elems, start, stop, step)}, nil
		}
		i, err := t.seqIndex(k, len(c.elems), "list")
		if err != nil {
			return nil, err
		}
		return c.elems[i], nil
	case Tuple:
		if s, ok := k.(*Slice); ok {
			start, stop, step, err := t.sliceIndices(s, len(c))
			if err != nil {
				return nil, err
			}
			if step == 1 && start == 0 && stop >= len(c) {
				return c, nil
			}
			return Tuple(sliceElems(c, start, stop, step)), nil
		}
		i, err := t.seqIndex(k, len(c), "tuple")
		if err != nil {
			return nil, err
		}
		return c[i], nil
	case *Dict:
		v, ok, err := t.DictGet(c, k)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, keyError(k)
		}
		return v, nil
	case *Str:
		if s, ok := k.(*Slice); ok {
			return t.strSlice(c, s)
		}
		i, err := t.strIndex(k, c.Len())
		if err != nil {
			return nil, err
		}
		return c.index(i), nil
	case *Range:
		if s, ok := k.(*Slice); ok {
			start, stop, step, err := t.sliceIndices(s, int(c.Len()))
			if err != nil {
				return nil, err
			}
			return &Range{start: c.at(int64(start)), stop: c.at(int64(stop)), step: c.step * int64(step)}, nil
		}
		i, err := t.seqIndex(k, int(c.Len()), "range object")
		if err != nil {
			return nil, err
		}
		return MakeInt(c.at(int64(i))), nil
	case *bigRange:
		return t.bigRangeGetItem(c, k)
	case *Bytes:
		if s, ok := k.(*Slice); ok {
			start, stop, step, err := t.sliceIndices(s, len(c.b))
			if err != nil {
				return nil, err
			}
			return NewBytes(sliceBytes(c.b, start, stop, step)), nil
		}
		i, err := t.seqIndex(k, len(c.b), "")
		if err != nil {
			return nil, err
		}
		return MakeInt(int64(c.b[i])), nil
	case *ByteArray:
		if s, ok := k.(*Slice); ok {
			start, stop, step, err := t.sliceIndices(s, len(c.b))
			if err != nil {
				return nil, err
			}
			return &ByteArray{b: sliceBytes(c.b, start, stop, step)}, nil
		}
		i, err := t.seqIndex(k, len(c.b), "bytearray")
		if err != nil {
			return nil, err
		}
		return MakeInt(int64(c.b[i])), nil
	case *Type:
		// A metaclass's __getitem__ comes first (Enum['NAME']).
		if meta := c.Type(); meta != TypeType {
			if m := meta.Lookup("__getitem__"); m != nil {
				return t.callDunder(m, x, k)
			}
		}
		// Generic aliases: list[int], dict[str, int].
		if m := c.Lookup("__class_getitem__"); m != nil {
			f, err := t.typeGetAttr(c, NewStr("__class_getitem__"))
			if err != nil {
				return nil, err
			}
			_ = m
			return t.Call(f, []Value{k}, nil)
		}
		if c.builtin && !notGeneric(c) {
			return &GenericAlias{origin: c, args: k}, nil
		}
		return nil, Errorf(TypeErrorType, "type '%s' is not subscriptable", c.name)
	}
	if o, ok := x.(*Object); ok && o.class.hookFlags().dictGetItem {
		// A dict subclass that keeps dict's __getitem__ (Counter,
		// defaultdict, OrderedDict): the lookup without a call, as
		// CPython's dict_subscript does.
		if d, ok := o.base.(*Dict); ok {
			v, found, err := t.DictGet(d, k)
			if err != nil || found {
				return v, err
			}
			if mm := o.class.Lookup("__missing__"); mm != nil {
				return t.callDunder(mm, o, k)
			}
			return nil, keyError(k)
		}
	}
	if m := x.Type().Lookup("__getitem__"); m != nil {
		return t.callDunder(m, x, k)
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not subscriptable", typeName(x))
}

func keyError(k Value) error {
	return NewException(KeyErrorType, k)
}

func sliceElems(elems []Value, start, stop, step int) []Value {
	n := sliceLength(start, stop, step)
	r := make([]Value, n)
	if step == 1 {
		copy(r, elems[start:start+n])
		return r
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		r[i] = elems[j]
	}
	return r
}

func sliceBytes(b []byte, start, stop, step int) []byte {
	n := sliceLength(start, stop, step)
	r := make([]byte, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		r[i] = b[j]
	}
	return r
}

// seqIndex converts an index for a sequence of length n, raising
// IndexError and TypeError with CPython's messages.
func (t *Thread) seqIndex(k Value, n int, what string) (int, error) {
	var i int64
	switch v := k.(type) {
	case Int:
		i = int64(v)
	case Bool:
		if v {
			i = 1
		}
	case *BigInt:
		return 0, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	default:
		idx, err := t.index(k)
		if err != nil {
			if k.Type().Lookup("__index__") != nil {
				return 0, err
			}
			if what == "" {
				what = "byte"
			}
			return 0, Errorf(TypeErrorType, "%s indices must be integers or slices, not %s", what, typeName(k))
		}
		i = idx
	}
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		if what == "" {
			return 0, Errorf(IndexErrorType, "index out of range")
		}
		return 0, Errorf(IndexErrorType, "%s index out of range", what)
	}
	return int(i), nil
}

func (t *Thread) strIndex(k Value, n int) (int, error) {
	var i int64
	switch v := k.(type) {
	case Int:
		i = int64(v)
	case Bool:
		if v {
			i = 1
		}
	default:
		idx, err := t.index(k)
		if err != nil {
			return 0, Errorf(TypeErrorType, "string indices must be integers, not '%s'", typeName(k))
		}
		i = idx
	}
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		return 0, Errorf(IndexErrorType, "string index out of range")
	}
	return int(i), nil
}

// index converts x with __index__.
func (t *Thread) index(x Value) (int64, error) {
	switch v := x.(type) {
	case Int:
		return int64(v), nil
	case Bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	if m := x.Type().Lookup("__index__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return 0, err
		}
		if i, ok := AsInt64(r); ok {
			return i, nil
		}
		return 0, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", typeName(r))
	}
	return 0, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(x))
}

// SetItem performs x[k] = v.
func (t *Thread) SetItem(x, k, v Value) error {
	switch c := x.(type) {
	case *List:
		if s, ok := k.(*Slice); ok {
			return t.listSetSlice(c, s, v)
		}
		i, err := t.seqIndex(k, len(c.elems), "list assignment")
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class == TypeErrorType {
				return Errorf(TypeErrorType, "list indices must be integers or slices, not %s", typeName(k))
			}
			return err
		}
		c.elems[i] = v
		return nil
	case *Dict:
		return t.DictSet(c, k, v)
	case *ByteArray:
		if s, ok := k.(*Slice); ok {
			return t.byteArraySetSlice(c, s, v)
		}
		i, ierr := t.seqIndex(k, len(c.b), "bytearray")
		if ierr != nil && !isIndexError(ierr) {
			return ierr
		}
		// As CPython: the value is checked before the index's range.
		b, ok := AsInt64(v)
		if !ok {
			return Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(v))
		}
		if b < 0 || b > 255 {
			return Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		if ierr != nil {
			return ierr
		}
		c.b[i] = byte(b)
		return nil
	}
	if o, ok := x.(*Object); ok && o.class.hookFlags().dictSetItem {
		if d, ok := o.base.(*Dict); ok {
			return t.DictSet(d, k, v)
		}
	}
	if m := x.Type().Lookup("__setitem__"); m != nil {
		_, err := t.callDunder(m, x, k, v)
		return err
	}
	return Errorf(TypeErrorType, "'%s' object does not support item assignment", typeName(x))
}

// DelItem performs del x[k].
func (t *Thread) DelItem(x, k Value) error {
	switch c := x.(type) {
	case *List:
		if s, ok := k.(*Slice); ok {
			return t.listDelSlice(c, s)
		}
		i, err := t.seqIndex(k, len(c.elems), "list assignment")
		if err != nil {
			return err
		}
		copy(c.elems[i:], c.elems[i+1:])
		c.elems[len(c.elems)-1] = nil
		c.elems = c.elems[:len(c.elems)-1]
		return nil
	case *Dict:
		_, ok, err := t.DictDelete(c, k)
		if err != nil {
			return err
		}
		if !ok {
			return keyError(k)
		}
		return nil
	case *ByteArray:
		if s, ok := k.(*Slice); ok {
			return t.byteArraySetSlice(c, s, nil)
		}
		i, err := t.seqIndex(k, len(c.b), "bytearray")
		if err != nil {
			return err
		}
		c.b = append(c.b[:i], c.b[i+1:]...)
		return nil
	}
	if m := x.Type().Lookup("__delitem__"); m != nil {
		_, err := t.callDunder(m, x, k)
		return err
	}
	if _, ok := x.(*MappingProxy); ok {
		// CPython words it so for types with a mapping but no deletion.
		return Errorf(TypeErrorType, "'mappingproxy' object does not support item deletion")
	}
	return Errorf(TypeErrorType, "'%s' object doesn't support item deletion", typeName(x))
}

// Len returns len(x).
func (t *Thread) Len(x Value) (int, error) {
	switch c := x.(type) {
	case *List:
		return len(c.elems), nil
	case Tuple:
		return len(c), nil
	case *Str:
		return c.Len(), nil
	case *Dict:
		return c.Len(), nil
	case *Set:
		return c.Len(), nil
	case *Bytes:
		return len(c.b), nil
	case *ByteArray:
		return len(c.b), nil
	case *Range:
		return int(c.Len()), nil
	case *bigRange:
		n := c.length()
		if !n.IsInt64() {
			return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return int(n.Int64()), nil
	case *dictView:
		return c.d.Len(), nil
	}
	if m := x.Type().Lookup("__len__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return 0, err
		}
		return t.lenResult(r)
	}
	return 0, Errorf(TypeErrorType, "object of type '%s' has no len()", typeName(x))
}

func (t *Thread) lenResult(r Value) (int, error) {
	n, ok := AsInt64(r)
	if !ok {
		if _, big := r.(*BigInt); big {
			return 0, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		if r.Type().Lookup("__index__") == nil {
			return 0, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(r))
		}
		i, err := t.index(r)
		if err != nil {
			return 0, err
		}
		n = i
	}
	if n < 0 {
		return 0, Errorf(ValueErrorType, "__len__() should return >= 0")
	}
	return int(n), nil
}

// Contains reports whether x is in c.
func (t *Thread) Contains(c, x Value) (bool, error) {
	switch cv := c.(type) {
	case *Dict:
		_, ok, err := t.DictGet(cv, x)
		return ok, err
	case *Set:
		return t.SetContains(cv, x)
	case *Str:
		s, ok := x.(*Str)
		if !ok {
			return false, Errorf(TypeErrorType, "'in <string>' requires string as left operand, not %s", typeName(x))
		}
		return strContains(cv.s, s.s), nil
	case *List:
		return t.seqContains(cv.elems, x)
	case Tuple:
		return t.seqContains(cv, x)
	case *bigRange:
		switch x.(type) {
		case Int, *BigInt, Bool:
			return rangeContainsInt(cv, x), nil
		}
		return t.iterContains(cv, x)
	case *Range:
		if i, ok := AsInt64(x); ok {
			if _, isBool := x.(Bool); !isBool {
				if cv.step > 0 && (i < cv.start || i >= cv.stop) || cv.step < 0 && (i > cv.start || i <= cv.stop) {
					return false, nil
				}
				return (i-cv.start)%cv.step == 0, nil
			}
		}
		if _, ok := x.(*BigInt); ok {
			return false, nil
		}
		return t.iterContains(cv, x)
	case *Bytes:
		return bytesContains(cv.b, x)
	case *ByteArray:
		// Here, not through bytearray.__contains__, whose wrapper comes
		// back to Contains.
		return bytesContains(cv.b, x)
	case *dictView:
		return t.viewContains(cv, x)
	}
	if m := c.Type().Lookup("__contains__"); m != nil {
		if m == None {
			return false, Errorf(TypeErrorType, "'%s' object is not a container", typeName(c))
		}
		r, err := t.callDunder(m, c, x)
		if err != nil {
			return false, err
		}
		return t.Truth(r)
	}
	found, err := t.iterContains(c, x)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(c) {
			return false, Errorf(TypeErrorType, "argument of type '%s' is not iterable", typeName(c))
		}
	}
	return found, err
}

// iterContains is membership by iteration, the fallback of the in
// operator: whether some item of c equals x or is x.
func (t *Thread) iterContains(c, x Value) (bool, error) {
	found := false
	err := t.Iterate(c, func(v Value) error {
		eq, err := t.Equal(v, x)
		if err != nil {
			return err
		}
		if eq || Is(v, x) {
			found = true
			return errStopIteration
		}
		return nil
	})
	if err == errStopIteration {
		err = nil
	}
	return found, err
}

func (t *Thread) seqContains(elems []Value, x Value) (bool, error) {
	for i := 0; i < len(elems); i++ {
		e := elems[i]
		if Is(e, x) {
			return true, nil
		}
		eq, err := t.Equal(e, x)
		if err != nil {
			return false, err
		}
		if eq {
			return true, nil
		}
	}
	return false, nil
}

// errStopIteration ends an Iterate callback early.
var errStopIteration = &LimitError{Msg: "stop"}

// ---- iteration ----

// Iterator is implemented by iterator values of Go types.
type Iterator interface {
	Value
	// Next returns the next element, or nil when the iterator is exhausted.
	Next(t *Thread) (Value, error)
}

type listIterator struct {
	l *List
	i int
}

func (*listIterator) Type() *Type { return listIteratorType }
func (it *listIterator) Next(*Thread) (Value, error) {
	if it.i < len(it.l.elems) {
		v := it.l.elems[it.i]
		it.i++
		return v, nil
	}
	return nil, nil
}

type tupleIterator struct {
	t Tuple
	i int
}

func (*tupleIterator) Type() *Type { return tupleIteratorType }
func (it *tupleIterator) Next(*Thread) (Value, error) {
	if it.i < len(it.t) {
		v := it.t[it.i]
		it.i++
		return v, nil
	}
	return nil, nil
}

type rangeIterator struct {
	cur, step, n int64
}

func (*rangeIterator) Type() *Type { return rangeIteratorType }
func (it *rangeIterator) Next(*Thread) (Value, error) {
	if it.n > 0 {
		v := MakeInt(it.cur)
		it.cur += it.step
		it.n--
		return v, nil
	}
	return nil, nil
}

type strIterator struct {
	s   *Str
	off int
}

func (*strIterator) Type() *Type { return strIteratorType }
func (it *strIterator) Next(*Thread) (Value, error) {
	s := it.s.s
	if it.off >= len(s) {
		return nil, nil
	}
	c := s[it.off]
	if c < 0x80 {
		it.off++
		return asciiStrs[c], nil
	}
	n := runeLen(s[it.off:])
	v := newStrN(s[it.off:it.off+n], 1)
	it.off += n
	return v, nil
}

type bytesIterator struct {
	b []byte
	i int
}

func (*bytesIterator) Type() *Type { return bytesIteratorType }
func (it *bytesIterator) Next(*Thread) (Value, error) {
	if it.i < len(it.b) {
		v := MakeInt(int64(it.b[it.i]))
		it.i++
		return v, nil
	}
	return nil, nil
}

// dictIterator iterates a dict's keys, values or items.
type dictIterator struct {
	d       *Dict
	i       int
	kind    uint8
	version uint64
	n       int // the dict's size when iteration began; -1 after a change
	// left counts the entries still expected (CPython's di->len); an
	// entry found beyond them means keys were added and others removed.
	left int
}

// newDictIterator starts iterating d.
func newDictIterator(d *Dict, kind uint8) *dictIterator {
	return &dictIterator{d: d, kind: kind, version: d.version, n: d.used, left: d.used}
}

// step is dictiter_iternext's rule, shared by the key, value and item
// iterators: a size change raises; an entry beyond the expected count
// raises; either ends the iteration for good.
func (it *dictIterator) step() (*dictEntry, error) {
	if it.d == nil {
		return nil, nil
	}
	if it.d.used != it.n {
		it.n = -1
		return nil, Errorf(RuntimeErrorType, "dictionary changed size during iteration")
	}
	i, e := it.d.next(it.i)
	if e == nil {
		it.i = i
		it.d = nil
		return nil, nil
	}
	if it.left == 0 {
		it.d = nil
		return nil, Errorf(RuntimeErrorType, "dictionary keys changed during iteration")
	}
	it.i = i + 1
	it.left--
	return e, nil
}

func (it *dictIterator) Type() *Type {
	switch it.kind {
	case viewValues:
		return dictValueIteratorType
	case viewItems:
		return dictItemIteratorType
	}
	return dictKeyIteratorType
}

func (it *dictIterator) Next(*Thread) (Value, error) {
	e, err := it.step()
	if e == nil {
		return nil, err
	}
	switch it.kind {
	case viewValues:
		return e.value, nil
	case viewItems:
		return Tuple{e.key, e.value}, nil
	}
	return e.key, nil
}

type setIterator struct {
	s *Set
	i int
	n int
}

func (*setIterator) Type() *Type { return setIteratorType }
func (it *setIterator) Next(*Thread) (Value, error) {
	if it.s.used != it.n {
		it.n = -1
		return nil, Errorf(RuntimeErrorType, "Set changed size during iteration")
	}
	for it.i < len(it.s.table) {
		e := it.s.table[it.i]
		it.i++
		if e.key != nil && e.key != setDummy {
			return e.key, nil
		}
	}
	return nil, nil
}

// seqIterator iterates an object with __getitem__ (the old protocol).
type seqIterator struct {
	x Value
	i int64
}

func (*seqIterator) Type() *Type { return IteratorType }
func (it *seqIterator) Next(t *Thread) (Value, error) {
	if it.x == nil {
		return nil, nil
	}
	v, err := t.GetItem(it.x, MakeInt(it.i))
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.class.IsSubtype(IndexErrorType) || e.class.IsSubtype(StopIterationType)) {
			it.x = nil
			return nil, nil
		}
		return nil, err
	}
	it.i++
	return v, nil
}

// callIterator is iter(callable, sentinel).
type callIterator struct {
	fn, sentinel Value
}

func (*callIterator) Type() *Type { return callableIteratorType }
func (it *callIterator) Next(t *Thread) (Value, error) {
	if it.fn == nil {
		return nil, nil
	}
	v, err := t.Call(it.fn, nil, nil)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
			it.fn = nil
			return nil, nil
		}
		return nil, err
	}
	eq, err := t.Equal(v, it.sentinel)
	if err != nil {
		return nil, err
	}
	if eq {
		it.fn = nil
		return nil, nil
	}
	return v, nil
}

// Iter returns iter(x).
func (t *Thread) Iter(x Value) (Value, error) {
	switch c := x.(type) {
	case *List:
		return &listIterator{l: c}, nil
	case *Range:
		return &rangeIterator{cur: c.start, step: c.step, n: c.Len()}, nil
	case *bigRange:
		return &bigRangeIterator{cur: c.start, step: c.step, left: c.length()}, nil
	case Tuple:
		return &tupleIterator{t: c}, nil
	case *Dict:
		return newDictIterator(c, viewKeys), nil
	case *Str:
		return &strIterator{s: c}, nil
	case *Set:
		return &setIterator{s: c, n: c.used}, nil
	case *Generator:
		if c.kind == compile.Generator {
			return c, nil
		}
	case *Bytes:
		return &bytesIterator{b: c.b}, nil
	case *ByteArray:
		return &bytesIterator{b: c.b}, nil
	case *dictView:
		return newDictIterator(c.d, c.kind), nil
	case Iterator:
		if _, ok := x.(*Object); !ok {
			return x, nil
		}
	}
	cls := x.Type()
	if m := cls.Lookup("__iter__"); m == None {
		return nil, Errorf(TypeErrorType, "'%s' object is not iterable", typeName(x))
	} else if m != nil {
		it, err := t.callDunder(m, x)
		if err != nil {
			return nil, err
		}
		if !isIterator(it) {
			return nil, Errorf(TypeErrorType, "iter() returned non-iterator of type '%s'", typeName(it))
		}
		return it, nil
	}
	if m := cls.Lookup("__getitem__"); m != nil {
		return &seqIterator{x: x}, nil
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not iterable", typeName(x))
}

func isIterator(x Value) bool {
	switch x := x.(type) {
	case *Generator:
		return x.kind == compile.Generator
	case *Object:
	case Iterator:
		return true
	}
	return x.Type().Lookup("__next__") != nil
}

func isIterable(x Value) bool {
	switch x.(type) {
	case *List, Tuple, *Dict, *Str, *Set, *Range, *Bytes, *ByteArray, *Generator, *dictView:
		return true
	case *Object:
	case Iterator:
		return true
	}
	c := x.Type()
	return c.Lookup("__iter__") != nil || c.Lookup("__getitem__") != nil
}

// next advances an iterator; nil means exhausted.
func (t *Thread) next(it Value) (Value, error) {
	switch c := it.(type) {
	case *Generator:
		v, done, err := t.resume(c, None, nil)
		if err != nil || done {
			return nil, err
		}
		return v, nil
	case *Object:
	case Iterator:
		return t.nextBuiltin(c)
	}
	m := it.Type().Lookup("__next__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", typeName(it))
	}
	v, err := t.callDunder(m, it)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
			return nil, nil
		}
		return nil, err
	}
	return v, nil
}

// nextBuiltin advances a built-in iterator. One may pull from another
// (zip(zip(...)), iter(it.__next__, None)): Go recursion, as deep as the
// program nests them, so it counts (enterNative).
func (t *Thread) nextBuiltin(c Iterator) (Value, error) {
	if t.nativeDepth >= maxNativeDepth {
		return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded while calling a Python object")
	}
	t.nativeDepth++
	v, err := c.Next(t)
	t.nativeDepth--
	return v, err
}

// Next returns the next value of an iterator; nil when exhausted.
func (t *Thread) Next(it Value) (Value, error) { return t.next(it) }

// Iterate calls f for each element of x.
func (t *Thread) Iterate(x Value, f func(Value) error) error {
	switch c := x.(type) {
	case *List:
		for i := 0; i < len(c.elems); i++ {
			if err := f(c.elems[i]); err != nil {
				return err
			}
		}
		return nil
	case Tuple:
		for _, v := range c {
			if err := f(v); err != nil {
				return err
			}
		}
		return nil
	}
	it, err := t.Iter(x)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		v, err := t.next(it)
		if err != nil {
			return err
		}
		if v == nil {
			return nil
		}
		if err := f(v); err != nil {
			return err
		}
		if n&1023 == 1023 {
			if err := t.check(); err != nil {
				return err
			}
		}
	}
}

// ToList returns the elements of an iterable.
func (t *Thread) ToList(x Value) ([]Value, error) {
	switch c := x.(type) {
	case *List:
		return append([]Value(nil), c.elems...), nil
	case Tuple:
		return append([]Value(nil), c...), nil
	}
	if err := hugeRange(x); err != nil {
		return nil, err
	}
	var r []Value
	if n, ok := lengthHint(x); ok {
		if err := t.AllocElems(int64(n), valueSlot); err != nil {
			return nil, err
		}
		r = make([]Value, 0, n)
	}
	// The partial list is pinned: the iterator may run Python code, where
	// the memory budget may measure what is live.
	defer t.unpinValues(t.pinValues(&r))
	defer t.holdOutgrown(nil)()
	err := t.Iterate(x, func(v Value) error {
		if err := t.chargePinnedAppend(r, 1); err != nil {
			return err
		}
		r = append(r, v)
		return nil
	})
	return r, err
}

func isIndexError(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.class == IndexErrorType
}

// hugeRange is the OverflowError of CPython's list(x) and list.extend(x)
// for a range whose len() does not fit in 64 bits: they size the list
// from the length first, so they raise at once rather than iterate
// forever.
func hugeRange(x Value) error {
	if r, ok := x.(*bigRange); ok && !r.length().IsInt64() {
		return Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return nil
}

// notGeneric reports whether a built-in type is one CPython does not
// subscript (it has no __class_getitem__): the scalars, object and the
// exceptions. The other built-in types subscript to a generic alias.
func notGeneric(c *Type) bool {
	switch c {
	case ObjectType, IntType, BoolType, FloatType, ComplexType, StrType, BytesType, ByteArrayType,
		RangeType, SliceType, MemoryViewType:
		return true
	}
	return c.IsSubtype(BaseExceptionType)
}

func lengthHint(x Value) (int, bool) {
	switch c := x.(type) {
	case *Dict:
		return c.Len(), true
	case *Set:
		return c.Len(), true
	case *Str:
		return c.Len(), true
	case *Range:
		n := c.Len()
		if n > 1<<20 {
			n = 1 << 20
		}
		return int(n), true
	case *dictView:
		return c.d.Len(), true
	}
	return 0, false
}

// unpack takes exactly n elements (after < 0) or at least before+after
// elements, gathering the middle into a list (starred assignment).
func (t *Thread) unpack(x Value, before, after int) ([]Value, error) {
	if !isIterable(x) {
		return nil, Errorf(TypeErrorType, "cannot unpack non-iterable %s object", typeName(x))
	}
	if after < 0 {
		n := before
		var r []Value
		it, err := t.Iter(x)
		if err != nil {
			return nil, err
		}
		for {
			v, err := t.next(it)
			if err != nil {
				return nil, err
			}
			if v == nil {
				break
			}
			if len(r) == n {
				return nil, Errorf(ValueErrorType, "too many values to unpack (expected %d)", n)
			}
			r = append(r, v)
		}
		if len(r) < n {
			return nil, Errorf(ValueErrorType, "not enough values to unpack (expected %d, got %d)", n, len(r))
		}
		return r, nil
	}
	all, err := t.ToList(x)
	if err != nil {
		return nil, err
	}
	if len(all) < before+after {
		return nil, Errorf(ValueErrorType, "not enough values to unpack (expected at least %d, got %d)", before+after, len(all))
	}
	r := make([]Value, 0, before+after+1)
	r = append(r, all[:before]...)
	mid := make([]Value, len(all)-before-after)
	copy(mid, all[before:len(all)-after])
	r = append(r, &List{elems: mid})
	r = append(r, all[len(all)-after:]...)
	return r, nil
}

func (t *Thread) listExtend(l *List, x Value) error {
	switch c := x.(type) {
	case *List:
		if err := t.chargeAppend(l.elems, len(c.elems)); err != nil {
			return err
		}
		l.elems = append(l.elems, c.elems...)
		return nil
	case Tuple:
		if err := t.chargeAppend(l.elems, len(c)); err != nil {
			return err
		}
		l.elems = append(l.elems, c...)
		return nil
	}
	if err := hugeRange(x); err != nil {
		return err
	}
	// The list is pinned: the iterator may run Python code, where the
	// memory budget may measure what is live, and the list may be new
	// (list(g)), known to no one else yet.
	defer t.unpinValues(t.pinValues(&l.elems))
	defer t.holdOutgrown(nil)()
	return t.Iterate(x, func(v Value) error {
		if err := t.chargePinnedAppend(l.elems, 1); err != nil {
			return err
		}
		l.elems = append(l.elems, v)
		return nil
	})
}

// byteArraySetSlice is a[slice] = v (v nil: del a[slice]).
func (t *Thread) byteArraySetSlice(a *ByteArray, s *Slice, v Value) error {
	var items []byte
	if v != nil {
		if n, ok := v.(Int); ok {
			_ = n
			return Errorf(TypeErrorType, "can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		}
		b, err := t.bytesFrom(v)
		if err != nil {
			return err
		}
		items = append([]byte(nil), b...)
	}
	start, stop, step, err := t.sliceIndices(s, len(a.b))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		// In place, as CPython does: growing by the end copies only
		// as the capacity doubles, and the growth is charged.
		old := len(a.b)
		n := old - (stop - start) + len(items)
		if n > old {
			if err := t.chargeBytesAppend(a.b, n-old); err != nil {
				return err
			}
			a.b = slices.Grow(a.b, n-old)[:n]
		}
		copy(a.b[start+len(items):], a.b[stop:old])
		copy(a.b[start:], items)
		a.b = a.b[:n]
		return nil
	}
	n := sliceLength(start, stop, step)
	if v == nil {
		del := map[int]bool{}
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			del[j] = true
		}
		out := a.b[:0]
		for i, c := range a.b {
			if !del[i] {
				out = append(out, c)
			}
		}
		a.b = out
		return nil
	}
	if len(items) != n {
		return Errorf(ValueErrorType, "attempt to assign bytes of size %d to extended slice of size %d", len(items), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		a.b[j] = items[i]
	}
	return nil
}
