package vm

import (
	"math/big"
	"slices"
	"strings"
)

func recvList(x Value, method string) (*List, error) {
	switch v := x.(type) {
	case *List:
		return v, nil
	case *Object:
		if l, ok := v.base.(*List); ok {
			return l, nil
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'list' objects doesn't apply to a '%s' object", method, typeName(x))
}

func listMethod(name string, fn func(t *Thread, l *List, args []Value, kw []string) (Value, error)) {
	ListType.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "unbound method list.%s() needs an argument", name)
		}
		l, err := recvList(args[0], name)
		if err != nil {
			return nil, err
		}
		return fn(t, l, args[1:], kw)
	}, fn)
}

func recvTuple(x Value, method string) (Tuple, error) {
	switch v := x.(type) {
	case Tuple:
		return v, nil
	case *Object:
		if tu, ok := v.base.(Tuple); ok {
			return tu, nil
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'tuple' objects doesn't apply to a '%s' object", method, typeName(x))
}

func tupleMethod(name string, fn func(t *Thread, tu Tuple, args []Value, kw []string) (Value, error)) {
	TupleType.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "unbound method tuple.%s() needs an argument", name)
		}
		tu, err := recvTuple(args[0], name)
		if err != nil {
			return nil, err
		}
		return fn(t, tu, args[1:], kw)
	}, fn)
}

// seqDunders adds the sequence protocol dunders to a container type,
// delegating to the generic operations on the unwrapped value.
func seqDunders(c *Type, unwrap func(Value) Value) {
	c.addMethod("__getitem__", func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) != 2 || len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "%s.__getitem__() takes exactly one argument (%d given)", c.name, len(args)-1)
		}
		return t.GetItem(unwrap(args[0]), args[1])
	})
	containerDunders(c, unwrap)
}

// containerDunders adds __len__, __contains__, __iter__, __repr__ and the
// comparisons.
func containerDunders(c *Type, unwrap func(Value) Value) {
	c.addMethod("__len__", func(t *Thread, args []Value, kw []string) (Value, error) {
		n, err := t.Len(unwrap(args[0]))
		return MakeInt(int64(n)), err
	})
	c.addMethod("__contains__", func(t *Thread, args []Value, kw []string) (Value, error) {
		r, err := t.Contains(unwrap(args[0]), args[1])
		return Bool(r), err
	})
	c.addMethod("__iter__", func(t *Thread, args []Value, kw []string) (Value, error) {
		return t.Iter(unwrap(args[0]))
	})
	c.addMethod("__repr__", func(t *Thread, args []Value, kw []string) (Value, error) {
		s, err := t.Repr(unwrap(args[0]))
		return NewStr(s), err
	})
	for i, name := range cmpDunders {
		op := i
		c.addMethod(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			r, ok, err := t.builtinCompare(cmpOpOf(op), unwrap(args[0]), unwrap(args[1]))
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return Bool(r), err
		})
	}
}

func unwrapBase(x Value) Value {
	if o, ok := x.(*Object); ok {
		if o.base != nil {
			return o.base
		}
		// A method of a built-in type called on an unrelated object: give
		// the generic operations a value they reject instead of recursing.
		return badReceiver{o}
	}
	return x
}

// badReceiver stands for an object a built-in method cannot work on.
type badReceiver struct{ o *Object }

func (b badReceiver) Type() *Type { return ObjectType }

// listMethods is registered by setupList.
var listMethods = []method[*List]{
	{"__setitem__", listSetitem},
	{"__delitem__", listDelitem},
	{"__add__", listAdd},
	{"__iadd__", listIadd},
	{"__imul__", listImul},
	{"__mul__", listMul},
	{"__rmul__", listRmul},
	{"__reversed__", listReversed},
	{"append", listAppend},
	{"extend", listExtend},
	{"insert", listInsert},
	{"pop", listPop},
	{"remove", listRemove},
	{"index", listIndex},
	{"count", listCount},
	{"clear", listClear},
	{"copy", listCopy},
	{"reverse", listReverse},
	{"sort", listSort},
}

func setupList() {
	c := ListType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if cls == ListType {
			return &List{}, nil
		}
		return wrapInstance(cls, &List{}), nil
	}
	c.dict.SetString("__hash__", None)
	listMethod("__init__", listInit)
	seqDunders(c, unwrapBase)
	for _, m := range listMethods {
		listMethod(m.name, m.fn)
	}
	c.addClassMethod("__class_getitem__", listClassGetitem)
}

// listInit is the method list.__init__.
func listInit(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return nil, Errorf(TypeErrorType, "list() takes no keyword arguments")
	}
	if len(args) > 1 {
		return nil, Errorf(TypeErrorType, "list expected at most 1 argument, got %d", len(args))
	}
	l.elems = l.elems[:0]
	if len(args) == 1 {
		return None, t.listExtend(l, args[0])
	}
	return None, nil
}

// listSetitem is the method list.__setitem__.
func listSetitem(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	return None, t.SetItem(l, args[0], args[1])
}

// listDelitem is the method list.__delitem__.
func listDelitem(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	return None, t.DelItem(l, args[0])
}

// listAdd is the method list.__add__.
func listAdd(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opAdd, l, unwrapBase(args[0]))
	if !ok && err == nil {
		return nil, Errorf(TypeErrorType, "can only concatenate list (not \"%s\") to list", typeName(args[0]))
	}
	return r, err
}

// listIadd is the method list.__iadd__.
func listIadd(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	return l, t.listExtend(l, args[0])
}

// listImul is the method list.__imul__.
func listImul(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if len(args) != 1 {
		return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args))
	}
	r, ok, err := t.inplaceBuiltin(opMul, l, args[0])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// listMul is the method list.__mul__.
func listMul(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opMul, l, args[0])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// listRmul is the method list.__rmul__.
func listRmul(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opMul, l, args[0])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// listReversed is the method list.__reversed__.
func listReversed(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	return &reversedIterator{l: l, i: len(l.elems) - 1}, nil
}

// listAppend is the method list.append.
func listAppend(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if len(args) != 1 || len(kw) > 0 {
		return nil, checkArgs("list.append", args, kw, 1, 1)
	}
	if err := t.chargeAppend(l.elems, 1); err != nil {
		return nil, err
	}
	l.elems = append(l.elems, args[0])
	return None, nil
}

// listExtend is the method list.extend.
func listExtend(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("list.extend", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return None, t.listExtend(l, args[0])
}

// listInsert is the method list.insert.
func listInsert(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("insert", args, kw, 2, 2); err != nil {
		return nil, err
	}
	i, err := t.index(args[0])
	if err != nil {
		return nil, err
	}
	n := int64(len(l.elems))
	if i < 0 {
		i += n
		if i < 0 {
			i = 0
		}
	}
	if i > n {
		i = n
	}
	l.elems = slices.Insert(l.elems, int(i), args[1])
	return None, nil
}

// listPop is the method list.pop.
func listPop(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("pop", args, kw, 0, 1); err != nil {
		return nil, err
	}
	// The index is converted first, as argument clinic does.
	i := int64(-1)
	if len(args) == 1 {
		var err error
		if i, err = t.index(args[0]); err != nil {
			return nil, err
		}
	}
	n := len(l.elems)
	if n == 0 {
		return nil, Errorf(IndexErrorType, "pop from empty list")
	}
	if len(args) == 0 {
		i = int64(n - 1)
	} else {
		if i < 0 {
			i += int64(n)
		}
		if i < 0 || i >= int64(n) {
			return nil, Errorf(IndexErrorType, "pop index out of range")
		}
	}
	v := l.elems[i]
	copy(l.elems[i:], l.elems[i+1:])
	l.elems[n-1] = nil
	l.elems = l.elems[:n-1]
	return v, nil
}

// listRemove is the method list.remove.
func listRemove(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("list.remove", args, kw, 1, 1); err != nil {
		return nil, err
	}
	for i := 0; i < len(l.elems); i++ {
		eq := Is(l.elems[i], args[0])
		if !eq {
			var err error
			if eq, err = t.Equal(l.elems[i], args[0]); err != nil {
				return nil, err
			}
		}
		if eq {
			l.elems = slices.Delete(l.elems, i, i+1)
			return None, nil
		}
	}
	return nil, Errorf(ValueErrorType, "list.remove(x): x not in list")
}

// listIndex is the method list.index.
func listIndex(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("index", args, kw, 1, 3); err != nil {
		return nil, err
	}
	start, stop, err := t.seqRange(args[1:], len(l.elems))
	if err != nil {
		return nil, err
	}
	for i := start; i < stop && i < len(l.elems); i++ {
		eq := Is(l.elems[i], args[0])
		if !eq {
			if eq, err = t.Equal(l.elems[i], args[0]); err != nil {
				return nil, err
			}
		}
		if eq {
			return MakeInt(int64(i)), nil
		}
	}
	s, err := t.Repr(args[0])
	if err != nil {
		return nil, err
	}
	return nil, Errorf(ValueErrorType, "%s is not in list", s)
}

// listCount is the method list.count.
func listCount(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if err := checkArgs("list.count", args, kw, 1, 1); err != nil {
		return nil, err
	}
	n, err := t.countIn(l.elems, args[0])
	return MakeInt(int64(n)), err
}

// listClear is the method list.clear.
func listClear(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	clear(l.elems)
	l.elems = l.elems[:0]
	return None, nil
}

// listCopy is the method list.copy.
func listCopy(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	return &List{elems: append([]Value(nil), l.elems...)}, nil
}

// listReverse is the method list.reverse.
func listReverse(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	slices.Reverse(l.elems)
	return None, nil
}

// listSort is the method list.sort.
func listSort(t *Thread, l *List, args []Value, kw []string) (Value, error) {
	if len(args) > len(kw) {
		return nil, Errorf(TypeErrorType, "sort() takes no positional arguments")
	}
	var key Value = None
	reverse := 0 // an int, as CPython's: reverse=None is a TypeError
	if err := t.UnpackArgs("sort", args, kw, "*key?", &key, "*reverse?", &reverse); err != nil {
		return nil, err
	}
	return None, t.sortList(l, key, reverse != 0)
}

// listClassGetitem is the class method list.__class_getitem__.
func listClassGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: args[0], args: args[1]}, nil
}

// reversedIterator walks a list (list_reverseiterator) or a tuple
// (reversed) from its end.
type reversedIterator struct {
	l     *List
	i     int
	tuple bool
}

// Type returns list_reverseiterator, or reversed for a tuple's.
func (it *reversedIterator) Type() *Type {
	if it.tuple {
		return reversedType
	}
	return listReverseIteratorType
}
func (it *reversedIterator) Next(*Thread) (Value, error) {
	if it.i >= 0 && it.i < len(it.l.elems) {
		v := it.l.elems[it.i]
		it.i--
		return v, nil
	}
	it.i = -1
	return nil, nil
}

func (t *Thread) countIn(elems []Value, x Value) (int, error) {
	n := 0
	for i := 0; i < len(elems); i++ {
		eq := Is(elems[i], x)
		if !eq {
			var err error
			if eq, err = t.Equal(elems[i], x); err != nil {
				return 0, err
			}
		}
		if eq {
			n++
		}
	}
	return n, nil
}

// sliceIndexNotNone is _PyEval_SliceIndexNotNone: the bounds of
// list.index and tuple.index, which do not accept None.
func (t *Thread) sliceIndexNotNone(x Value) (int, error) {
	if x == None || x.Type().Lookup("__index__") == nil {
		switch x.(type) {
		case Int, Bool, *BigInt:
		default:
			return 0, Errorf(TypeErrorType, "slice indices must be integers or have an __index__ method")
		}
	}
	return t.sliceIndex(x)
}

// seqRange resolves the optional start and stop of index().
func (t *Thread) seqRange(args []Value, n int) (int, int, error) {
	start, stop := 0, n
	if len(args) > 0 {
		i, err := t.sliceIndexNotNone(args[0])
		if err != nil {
			return 0, 0, err
		}
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		start = i
	}
	if len(args) > 1 {
		i, err := t.sliceIndexNotNone(args[1])
		if err != nil {
			return 0, 0, err
		}
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		stop = i
	}
	return start, stop, nil
}

// sortList sorts in place, stably, with an optional key; a comparison
// error stops the sort and is raised, as in CPython.
func (t *Thread) sortList(l *List, key Value, reverse bool) error {
	elems := l.elems
	n := len(elems)
	// CPython calls the key function even for a single element.
	if n == 0 || n == 1 && key == None {
		return nil
	}
	if key == None {
		if done, err := t.sortInts(elems, reverse); done || err != nil {
			return err
		}
	}
	keys := elems
	// The keys, the index and the result, charged before they exist; the
	// elements and keys pinned, since the list looks empty while sorting
	// and the key function and comparisons may run Python code.
	if err := t.AllocElems(int64(n), 2*valueSlot+4); err != nil {
		return err
	}
	defer t.unpinValues(t.pinValues(&elems))
	t.pinValues(&keys)
	// While sorting, keys included, the list appears empty (CPython
	// detects mutation).
	l.elems = nil
	if key != None {
		keys = make([]Value, n)
		for i, e := range elems {
			k, err := t.Call(key, []Value{e}, nil)
			if err != nil {
				l.elems = elems
				return err
			}
			keys[i] = k
		}
	}
	var sortErr error
	idx, err := t.sortHomogeneous(keys, reverse)
	if err != nil {
		l.elems = elems
		return err
	}
	if idx == nil {
		if idx, err = t.sortGeneric(keys, reverse, &sortErr); err != nil {
			l.elems = elems
			return err
		}
	}
	mutated := l.elems != nil
	if sortErr != nil {
		l.elems = elems
		return sortErr
	}
	out := make([]Value, n)
	for i, j := range idx {
		out[i] = elems[j]
	}
	copy(elems, out)
	l.elems = elems
	if mutated {
		return Errorf(ValueErrorType, "list modified during sort")
	}
	return nil
}

// sortGeneric returns the indices of keys in sorted order, comparing
// them with lessFunc; a comparison's error lands in *sortErr.
func (t *Thread) sortGeneric(keys []Value, reverse bool, sortErr *error) ([]int32, error) {
	less, err := t.lessFunc(keys, sortErr)
	if err != nil {
		return nil, err
	}
	idx := make([]int32, len(keys))
	for i := range idx {
		idx[i] = int32(i)
	}
	if err := t.runSort(func(tick func()) {
		if reverse {
			// Stable: equal keys keep their order, as in CPython.
			mergeSort(idx, func(a, b int32) bool { tick(); return less(int(b), int(a)) })
		} else {
			mergeSort(idx, func(a, b int32) bool { tick(); return less(int(a), int(b)) })
		}
	}); err != nil {
		return nil, err
	}
	return idx, nil
}

// lessFunc returns a comparison of keys[i] < keys[j] with fast paths for
// homogeneous ints, floats, strs and tuples; the error is a charge for
// what it builds that does not fit the memory budget.
func (t *Thread) lessFunc(keys []Value, errp *error) (func(i, j int) bool, error) {
	allInt, allStr, allFloat := true, true, true
	for _, k := range keys {
		switch k.(type) {
		case Int:
			allStr, allFloat = false, false
		case *Str:
			allInt, allFloat = false, false
		case Float:
			allInt, allStr = false, false
		default:
			allInt, allStr, allFloat = false, false, false
		}
	}
	switch {
	case allInt:
		return func(i, j int) bool { return keys[i].(Int) < keys[j].(Int) }, nil
	case allStr:
		return func(i, j int) bool { return keys[i].(*Str).s < keys[j].(*Str).s }, nil
	case allFloat:
		return func(i, j int) bool { return keys[i].(Float) < keys[j].(Float) }, nil
	}
	allTuple := true
	for _, k := range keys {
		if _, ok := k.(Tuple); !ok {
			allTuple = false
			break
		}
	}
	if allTuple {
		// Tuples compare element by element; most elements are ints and
		// strs, compared without the generic machinery. When every first
		// element is a str (or every one an int), those are copied into
		// an array of their own first: most comparisons are decided by
		// them, read without following three pointers per key.
		var firstStr []string
		var firstInt []int64
		allStr, allInt := true, true
		for _, k := range keys {
			tup := k.(Tuple)
			if len(tup) == 0 {
				allStr, allInt = false, false
				break
			}
			switch tup[0].(type) {
			case *Str:
				allInt = false
			case Int:
				allStr = false
			default:
				allStr, allInt = false, false
			}
			if !allStr && !allInt {
				break
			}
		}
		if allStr || allInt {
			if err := t.AllocElems(int64(len(keys)), 16); err != nil {
				return nil, err
			}
		}
		switch {
		case allStr:
			firstStr = make([]string, len(keys))
			for i, k := range keys {
				firstStr[i] = k.(Tuple)[0].(*Str).s
			}
			return func(i, j int) bool {
				if *errp != nil {
					return false
				}
				if c := strings.Compare(firstStr[i], firstStr[j]); c != 0 {
					return c < 0
				}
				return t.tupleLess(keys[i].(Tuple), keys[j].(Tuple), 1, errp)
			}, nil
		case allInt:
			firstInt = make([]int64, len(keys))
			for i, k := range keys {
				firstInt[i] = int64(k.(Tuple)[0].(Int))
			}
			return func(i, j int) bool {
				if *errp != nil {
					return false
				}
				if a, b := firstInt[i], firstInt[j]; a != b {
					return a < b
				}
				return t.tupleLess(keys[i].(Tuple), keys[j].(Tuple), 1, errp)
			}, nil
		}
		return func(i, j int) bool {
			if *errp != nil {
				return false
			}
			return t.tupleLess(keys[i].(Tuple), keys[j].(Tuple), 0, errp)
		}, nil
	}
	return func(i, j int) bool {
		if *errp != nil {
			return false
		}
		r, err := t.Less(keys[i], keys[j])
		if err != nil {
			*errp = err
			return false
		}
		return r
	}, nil
}

// tupleLess reports a < b for tuples whose elements before k are equal,
// recording a comparison error in *errp.
func (t *Thread) tupleLess(a, b Tuple, k int, errp *error) bool {
	for ; k < len(a) && k < len(b); k++ {
		x, y := a[k], b[k]
		switch xv := x.(type) {
		case Int:
			if yv, ok := y.(Int); ok {
				if xv != yv {
					return xv < yv
				}
				continue
			}
		case *Str:
			if yv, ok := y.(*Str); ok {
				if c := strings.Compare(xv.s, yv.s); c != 0 {
					return c < 0
				}
				continue
			}
		}
		if Is(x, y) {
			continue
		}
		eq, err := t.Equal(x, y)
		if err != nil {
			*errp = err
			return false
		}
		if eq {
			continue
		}
		r, err := t.Less(x, y)
		if err != nil {
			*errp = err
		}
		return r
	}
	return len(a) < len(b)
}

// listSetSlice is l[slice] = v.
func (t *Thread) listSetSlice(l *List, s *Slice, v Value) error {
	var items []Value
	// A list or tuple is read in place (the elements are copied into l
	// below, before anything else runs), but l's own elements are copied
	// first: the replacement moves them.
	if vl, ok := v.(*List); ok && vl == l {
		items = append([]Value(nil), l.elems...)
	} else if ok {
		items = vl.elems
	} else if tu, ok := v.(Tuple); ok {
		items = tu
	} else {
		var err error
		if items, err = t.ToList(v); err != nil {
			if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(v) {
				return Errorf(TypeErrorType, "can only assign an iterable")
			}
			return err
		}
	}
	start, stop, step, err := t.sliceIndices(s, len(l.elems))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		if grow := len(items) - (stop - start); grow > 0 {
			if err := t.chargeAppend(l.elems, grow); err != nil {
				return err
			}
		}
		l.elems = slices.Replace(l.elems, start, stop, items...)
		return nil
	}
	n := sliceLength(start, stop, step)
	if len(items) != n {
		return Errorf(ValueErrorType, "attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		l.elems[j] = items[i]
	}
	return nil
}

// listDelSlice is del l[slice].
func (t *Thread) listDelSlice(l *List, s *Slice) error {
	start, stop, step, err := t.sliceIndices(s, len(l.elems))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop > start {
			l.elems = slices.Delete(l.elems, start, stop)
		}
		return nil
	}
	n := sliceLength(start, stop, step)
	if n == 0 {
		return nil
	}
	del := make(map[int]bool, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		del[j] = true
	}
	out := l.elems[:0]
	for i, e := range l.elems {
		if !del[i] {
			out = append(out, e)
		}
	}
	clear(l.elems[len(out):])
	l.elems = out
	return nil
}

// tupleMethods is registered by setupTuple.
var tupleMethods = []method[Tuple]{
	{"__hash__", tupleHash},
	{"__add__", tupleAdd},
	{"__mul__", tupleMul},
	{"__rmul__", tupleRmul},
	{"__getnewargs__", tupleGetnewargs},
	{"index", tupleIndex},
	{"count", tupleCount},
}

func setupTuple() {
	c := TupleType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "tuple() takes no keyword arguments")
		}
		if len(args) > 1 {
			return nil, Errorf(TypeErrorType, "tuple expected at most 1 argument, got %d", len(args))
		}
		var r Value = emptyTuple
		if len(args) == 1 {
			if tu, ok := args[0].(Tuple); ok {
				r = tu
			} else {
				l, err := t.ToList(args[0])
				if err != nil {
					return nil, err
				}
				r = Tuple(l)
			}
		}
		if cls == TupleType {
			return r, nil
		}
		return wrapInstance(cls, r), nil
	}
	seqDunders(c, unwrapBase)
	for _, m := range tupleMethods {
		tupleMethod(m.name, m.fn)
	}
	c.addClassMethod("__class_getitem__", tupleClassGetitem)
}

// tupleHash is the method tuple.__hash__.
func tupleHash(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	h, err := t.Hash(tu)
	return MakeInt(h), err
}

// tupleAdd is the method tuple.__add__.
func tupleAdd(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opAdd, tu, unwrapBase(args[0]))
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// tupleMul is the method tuple.__mul__.
func tupleMul(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opMul, tu, args[0])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// tupleRmul is the method tuple.__rmul__.
func tupleRmul(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	r, ok, err := t.builtinBinary(opMul, tu, args[0])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// tupleGetnewargs is the method tuple.__getnewargs__.
func tupleGetnewargs(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	return Tuple{tu}, nil
}

// tupleIndex is the method tuple.index.
func tupleIndex(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	if err := checkArgs("index", args, kw, 1, 3); err != nil {
		return nil, err
	}
	start, stop, err := t.seqRange(args[1:], len(tu))
	if err != nil {
		return nil, err
	}
	for i := start; i < stop && i < len(tu); i++ {
		eq := Is(tu[i], args[0])
		if !eq {
			if eq, err = t.Equal(tu[i], args[0]); err != nil {
				return nil, err
			}
		}
		if eq {
			return MakeInt(int64(i)), nil
		}
	}
	return nil, Errorf(ValueErrorType, "tuple.index(x): x not in tuple")
}

// tupleCount is the method tuple.count.
func tupleCount(t *Thread, tu Tuple, args []Value, kw []string) (Value, error) {
	if err := checkArgs("tuple.count", args, kw, 1, 1); err != nil {
		return nil, err
	}
	n, err := t.countIn(tu, args[0])
	return MakeInt(int64(n)), err
}

// tupleClassGetitem is the class method tuple.__class_getitem__.
func tupleClassGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: args[0], args: args[1]}, nil
}

// rangeMethods is registered by setupRange.
var rangeMethods = []builtinMethod{
	{"__hash__", rangeHash},
	{"__bool__", rangeBool},
	{"__reversed__", rangeReversed},
	{"index", rangeIndex},
	{"count", rangeCount},
}

// sliceGetters is registered by setupRange.
var sliceGetters = []getter{
	{"start", sliceStart},
	{"stop", sliceStop},
	{"step", sliceStep},
}

func setupRange() {
	c := RangeType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "range() takes no keyword arguments")
		}
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "range expected at least 1 argument, got 0")
		}
		if len(args) > 3 {
			return nil, Errorf(TypeErrorType, "range expected at most 3 arguments, got %d", len(args))
		}
		ints := make([]Value, len(args))
		for i, x := range args {
			if isInt(x) {
				ints[i] = unwrapNum(x)
				continue
			}
			n, err := t.index(x)
			if err != nil {
				return nil, err
			}
			ints[i] = MakeInt(n)
		}
		return newRange(ints)
	}
	seqDunders(c, unwrapBase)
	for _, m := range rangeMethods {
		c.addMethod(m.name, m.fn)
	}
	c.addGetter("start", rangeStart)
	c.addGetter("stop", rangeStop)
	c.addGetter("step", rangeStep)

	s := SliceType
	s.layout = s
	s.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("slice", args, kw, 1, 3); err != nil {
			return nil, err
		}
		switch len(args) {
		case 1:
			return &Slice{None, args[0], None}, nil
		case 2:
			return &Slice{args[0], args[1], None}, nil
		}
		return &Slice{args[0], args[1], args[2]}, nil
	}
	s.dict.SetString("__hash__", None)
	for _, m := range sliceGetters {
		s.addGetter(m.name, m.fn)
	}
	s.addMethod("indices", sliceIndicesMethod)
	s.addMethod("__lt__", sliceLt)
	s.addMethod("__le__", sliceLe)
	s.addMethod("__eq__", sliceEq)
	s.addMethod("__ne__", sliceNe)
	s.addMethod("__gt__", sliceGt)
	s.addMethod("__ge__", sliceGe)
}

// rangeHash is the method range.__hash__.
func rangeHash(t *Thread, args []Value, kw []string) (Value, error) {
	h, err := t.Hash(args[0])
	return MakeInt(h), err
}

// rangeBool is the method range.__bool__.
func rangeBool(t *Thread, args []Value, kw []string) (Value, error) {
	b, err := t.Truth(args[0])
	return Bool(b), err
}

// rangeReversed is the method range.__reversed__.
func rangeReversed(t *Thread, args []Value, kw []string) (Value, error) {
	switch r := args[0].(type) {
	case *Range:
		n := r.Len()
		return &rangeIterator{cur: r.start + (n-1)*r.step, step: -r.step, n: n}, nil
	case *bigRange:
		n := r.length()
		last := r.at(new(big.Int).Sub(n, big.NewInt(1)))
		return &bigRangeIterator{cur: last, step: new(big.Int).Neg(r.step), left: n}, nil
	}
	return nil, Errorf(TypeErrorType, "descriptor '__reversed__' requires a 'range' object but received a '%s'", typeName(args[0]))
}

// rangeIndex is the method range.index.
func rangeIndex(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("index", args, kw, 2, 2); err != nil {
		return nil, err
	}
	switch args[1].(type) {
	case Int, *BigInt, Bool:
		if rangeContainsInt(args[0], args[1]) {
			return rangeIndexOf(args[0], args[1]), nil
		}
	default:
		// Any value equal to a member: the first position.
		i := int64(0)
		var pos Value
		err := t.Iterate(args[0], func(v Value) error {
			eq, err := t.Equal(v, args[1])
			if err != nil {
				return err
			}
			if eq {
				pos = MakeInt(i)
				return errStopIteration
			}
			i++
			return nil
		})
		if err != nil && err != errStopIteration {
			return nil, err
		}
		if pos != nil {
			return pos, nil
		}
	}
	s, _ := t.Repr(args[1])
	return nil, Errorf(ValueErrorType, "%s is not in range", s)
}

// rangeCount is the method range.count.
func rangeCount(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("count", args, kw, 2, 2); err != nil {
		return nil, err
	}
	switch args[1].(type) {
	case Int, *BigInt, Bool:
		if rangeContainsInt(args[0], args[1]) {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	n := int64(0)
	err := t.Iterate(args[0], func(v Value) error {
		eq, err := t.Equal(v, args[1])
		if eq {
			n++
		}
		return err
	})
	return MakeInt(n), err
}

// sliceStart is the attribute slice.start.
func sliceStart(t *Thread, self Value) (Value, error) { return self.(*Slice).Start, nil }

// sliceStop is the attribute slice.stop.
func sliceStop(t *Thread, self Value) (Value, error) { return self.(*Slice).Stop, nil }

// sliceStep is the attribute slice.step.
func sliceStep(t *Thread, self Value) (Value, error) { return self.(*Slice).Step, nil }

// mergeSort sorts a stably with the ordering less, as CPython's timsort
// does in outline: natural runs (descending ones reversed), short runs
// extended by binary insertion, then merges through a buffer. It makes
// about n*log2(n) comparisons and exploits presorted data.
func mergeSort(a []int32, less func(a, b int32) bool) {
	n := len(a)
	if n < 2 {
		return
	}
	const minRun = 32
	var runs []int // start offsets; runs[i]..runs[i+1]
	for lo := 0; lo < n; {
		hi := lo + 1
		if hi < n {
			if less(a[hi], a[lo]) {
				for hi+1 < n && less(a[hi+1], a[hi]) {
					hi++
				}
				hi++
				for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
					a[i], a[j] = a[j], a[i]
				}
			} else {
				for hi+1 < n && !less(a[hi+1], a[hi]) {
					hi++
				}
				hi++
			}
		}
		if hi-lo < minRun {
			end := min(lo+minRun, n)
			binaryInsertion(a[lo:end], hi-lo, less)
			hi = end
		}
		runs = append(runs, lo)
		lo = hi
	}
	runs = append(runs, n)
	buf := make([]int32, n)
	for len(runs) > 2 {
		var next []int
		for i := 0; i+1 < len(runs); i += 2 {
			next = append(next, runs[i])
			if i+2 < len(runs) {
				merge(a[runs[i]:runs[i+2]], runs[i+1]-runs[i], buf, less)
			}
		}
		if len(runs)%2 == 0 {
			// An odd number of runs: the last one waits for the next round.
		}
		next = append(next, n)
		runs = dedupe(next)
	}
}

func dedupe(r []int) []int {
	out := r[:1]
	for _, x := range r[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}

// binaryInsertion sorts a whose first sorted elements are already in order.
func binaryInsertion(a []int32, sorted int, less func(a, b int32) bool) {
	for i := max(sorted, 1); i < len(a); i++ {
		x := a[i]
		lo, hi := 0, i
		for lo < hi {
			m := (lo + hi) / 2
			if less(x, a[m]) {
				hi = m
			} else {
				lo = m + 1
			}
		}
		copy(a[lo+1:i+1], a[lo:i])
		a[lo] = x
	}
}

// merge merges the sorted halves a[:mid] and a[mid:] stably.
func merge(a []int32, mid int, buf []int32, less func(a, b int32) bool) {
	if mid == 0 || mid == len(a) || !less(a[mid], a[mid-1]) {
		return
	}
	left := buf[:mid]
	copy(left, a[:mid])
	i, j, k := 0, mid, 0
	for i < len(left) && j < len(a) {
		if less(a[j], left[i]) {
			a[k] = a[j]
			j++
		} else {
			a[k] = left[i]
			i++
		}
		k++
	}
	copy(a[k:], left[i:])
}

// sliceIndicesMethod is slice.indices(length). The length may be any int,
// as in CPython, so the bounds are computed in big ints.
func sliceIndicesMethod(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("indices", args[1:], kw, 1, 1); err != nil {
		return nil, err
	}
	s, ok := args[0].(*Slice)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor 'indices' for 'slice' objects doesn't apply to a '%s' object", typeName(args[0]))
	}
	n, err := t.indexBig(args[1], "'"+typeName(args[1])+"' object cannot be interpreted as an integer")
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, Errorf(ValueErrorType, "length should not be negative")
	}
	a, b, c, err := t.bigSliceIndices(s, n)
	if err != nil {
		return nil, err
	}
	return Tuple{MakeBigInt(a), MakeBigInt(b), MakeBigInt(c)}, nil
}

// rangeStart is the attribute range.start.
func rangeStart(t *Thread, self Value) (Value, error) { return rangePart(self, 0) }

// rangeStop is the attribute range.stop.
func rangeStop(t *Thread, self Value) (Value, error) { return rangePart(self, 1) }

// rangeStep is the attribute range.step.
func rangeStep(t *Thread, self Value) (Value, error) { return rangePart(self, 2) }

// rangePart is start (0), stop (1) or step (2) of a range.
func rangePart(self Value, i int) (Value, error) {
	start, stop, step, _, _ := rangeParts(self)
	return MakeBigInt([]*big.Int{start, stop, step}[i]), nil
}

// sliceCompareWith is the body of slice's comparison dunders; op indexes
// cmpDunders.
func sliceCompareWith(t *Thread, args []Value, op int) (Value, error) {
	a := args[0].(*Slice)
	b, ok := args[1].(*Slice)
	if !ok {
		return NotImplemented, nil
	}
	r, _, err := t.builtinCompare(cmpOpOf(op), Tuple{a.Start, a.Stop, a.Step}, Tuple{b.Start, b.Stop, b.Step})
	return Bool(r), err
}

// sliceLt is the method slice.__lt__.
func sliceLt(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 0)
}

// sliceLe is the method slice.__le__.
func sliceLe(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 1)
}

// sliceEq is the method slice.__eq__.
func sliceEq(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 2)
}

// sliceNe is the method slice.__ne__.
func sliceNe(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 3)
}

// sliceGt is the method slice.__gt__.
func sliceGt(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 4)
}

// sliceGe is the method slice.__ge__.
func sliceGe(t *Thread, args []Value, kw []string) (Value, error) {
	return sliceCompareWith(t, args, 5)
}
