package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execContainers runs the instructions of containers (see run, coldOps):
// iter(), the general cases of x[k] and x[k] = v, del x[k], building
// tuples, lists, sets, dicts, slices and strings, the set and dict
// comprehensions' adds and unpacking, on the frame f whose operand stack
// is at sp. It returns the new sp, whether the loop jumps to the
// instruction's target, and the error that makes the instruction fail.
func (t *Thread) execContainers(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	var err error
	switch compile.Op(ins) {
	case compile.BINARY_SUBSCR:
		// The cases other than a list and an int in range (see run).
		v, err := t.GetItem(slots[sp-2], slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		sp--
		slots[sp] = nil
		slots[sp-1] = v

	case compile.STORE_SUBSCR:
		v, x, k := slots[sp-3], slots[sp-2], slots[sp-1]
		err = t.SetItem(x, k, v)
		slots[sp-1], slots[sp-2], slots[sp-3] = nil, nil, nil
		sp -= 3
		if err != nil {
			return sp, false, err
		}

	case compile.GET_ITER:
		var it Value
		it, err = t.Iter(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		if ins>>8 != 0 {
			markLoopOwned(it, uint8(ins>>8))
		}
		slots[sp-1] = it

	case compile.DELETE_SUBSCR:
		err = t.DelItem(slots[sp-2], slots[sp-1])
		slots[sp-1], slots[sp-2] = nil, nil
		sp -= 2
		if err != nil {
			return sp, false, err
		}

	case compile.BUILD_SLICE:
		if ins>>8 == 3 {
			s := &Slice{slots[sp-3], slots[sp-2], slots[sp-1]}
			sp -= 2
			slots[sp-1] = s
		} else {
			s := &Slice{slots[sp-2], slots[sp-1], None}
			sp--
			slots[sp-1] = s
		}

	case compile.BUILD_TUPLE:
		n := int(ins >> 8)
		var tup Tuple
		if n == 0 {
			tup = emptyTuple
		} else {
			if err = t.AllocElems(int64(n), valueSlot); err != nil {
				return sp, false, err
			}
			tup = make(Tuple, n)
			copy(tup, slots[sp-n:sp:sp])
			clear(slots[sp-n : sp : sp])
		}
		sp -= n
		slots[sp] = tup
		sp++

	case compile.BUILD_LIST:
		n := int(ins >> 8)
		if err = t.AllocElems(int64(n)+2, valueSlot); err != nil {
			return sp, false, err
		}
		elems := make([]Value, n)
		copy(elems, slots[sp-n:sp:sp])
		clear(slots[sp-n : sp : sp])
		sp -= n
		slots[sp] = &List{elems: elems}
		sp++

	case compile.BUILD_SET:
		n := int(ins >> 8)
		if err = t.AllocElems(int64(n)+4, 48); err != nil {
			return sp, false, err
		}
		s := NewSet()
		for _, x := range slots[sp-n : sp : sp] {
			if err = t.SetAdd(s, x); err != nil {
				return sp, false, err
			}
		}
		clear(slots[sp-n : sp : sp])
		sp -= n
		slots[sp] = s
		sp++

	case compile.BUILD_MAP:
		n := int(ins >> 8)
		if err = t.AllocElems(int64(n)+2, 48); err != nil {
			return sp, false, err
		}
		d := NewDict(n)
		for i := sp - 2*n; i < sp; i += 2 {
			if err = t.DictSet(d, slots[i], slots[i+1]); err != nil {
				return sp, false, err
			}
		}
		clear(slots[sp-2*n : sp : sp])
		sp -= 2 * n
		slots[sp] = d
		sp++

	case compile.BUILD_STRING:
		n := int(ins >> 8)
		var v Value
		v, err = t.buildString(slots[sp-n : sp : sp])
		if err != nil {
			return sp, false, err
		}
		clear(slots[sp-n : sp : sp])
		sp -= n
		slots[sp] = v
		sp++

	case compile.SET_ADD:
		sp--
		err = t.SetAdd(slots[sp-int(ins>>8)].(*Set), slots[sp])
		slots[sp] = nil
		if err != nil {
			return sp, false, err
		}

	case compile.MAP_ADD:
		sp -= 2
		err = t.DictSet(slots[sp-int(ins>>8)].(*Dict), slots[sp], slots[sp+1])
		slots[sp], slots[sp+1] = nil, nil
		if err != nil {
			return sp, false, err
		}

	case compile.LIST_EXTEND:
		sp--
		x := slots[sp]
		err = t.listExtend(slots[sp-int(ins>>8)].(*List), x)
		slots[sp] = nil
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(x) {
				err = Errorf(TypeErrorType, "Value after * must be an iterable, not %s", typeName(x))
			}
			return sp, false, err
		}

	case compile.SET_UPDATE:
		sp--
		err = t.SetUpdate(slots[sp-int(ins>>8)].(*Set), slots[sp])
		slots[sp] = nil
		if err != nil {
			return sp, false, err
		}

	case compile.DICT_UPDATE:
		sp--
		err = t.dictUpdateMapping(slots[sp-int(ins>>8)].(*Dict), slots[sp])
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class == AttributeErrorType {
				err = Errorf(TypeErrorType, "'%s' object is not a mapping", typeName(slots[sp]))
			}
			slots[sp] = nil
			return sp, false, err
		}
		slots[sp] = nil

	case compile.DICT_MERGE:
		sp--
		err = t.dictMerge(slots[sp-int(ins>>8)].(*Dict), slots[sp], slots[sp-int(ins>>8)-2])
		slots[sp] = nil
		if err != nil {
			return sp, false, err
		}

	case compile.LIST_TO_TUPLE:
		l := slots[sp-1].(*List)
		slots[sp-1] = Tuple(l.elems)

	case compile.FORMAT_VALUE:
		flags := int(ins >> 8)
		var spec Value
		if flags&compile.FormatSpec != 0 {
			sp--
			spec = slots[sp]
			slots[sp] = nil
		}
		var v Value
		v, err = t.formatValue(slots[sp-1], flags&3, spec)
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = v

	case compile.UNPACK_SEQUENCE:
		n := int(ins >> 8)
		x := slots[sp-1]
		if tup, ok := x.(Tuple); ok && len(tup) == n {
			sp--
			for i := n - 1; i >= 0; i-- {
				slots[sp] = tup[i]
				sp++
			}
			break
		}
		if l, ok := x.(*List); ok && len(l.elems) == n {
			sp--
			for i := n - 1; i >= 0; i-- {
				slots[sp] = l.elems[i]
				sp++
			}
			break
		}
		var elems []Value
		elems, err = t.unpack(x, n, -1)
		if err != nil {
			return sp, false, err
		}
		sp--
		for i := n - 1; i >= 0; i-- {
			slots[sp] = elems[i]
			sp++
		}

	case compile.UNPACK_EX:
		before, after := int(ins>>8&0xff), int(ins>>16)
		var elems []Value
		elems, err = t.unpack(slots[sp-1], before, after)
		if err != nil {
			return sp, false, err
		}
		sp--
		for i := len(elems) - 1; i >= 0; i-- {
			slots[sp] = elems[i]
			sp++
		}

	}
	return sp, false, nil
}

// sliceSubscr runs BUILD_SLICE ins and the BINARY_SUBSCR or STORE_SUBSCR
// next after it at once when the container is a list (for x[a:b] also a
// tuple), with the slice on the Go stack instead of a new slice object.
// It returns the new sp and whether it ran them; false, having done
// nothing, for the other cases, which run one instruction at a time.
func (t *Thread) sliceSubscr(slots []Value, ins, next uint32, sp int) (int, bool, error) {
	n := int(ins >> 8)
	s := Slice{slots[sp-2], slots[sp-1], None}
	if n == 3 {
		s = Slice{slots[sp-3], slots[sp-2], slots[sp-1]}
	}
	base := sp - n // the container is at base-1
	switch compile.Op(next) {
	case compile.BINARY_SUBSCR:
		var r Value
		switch c := slots[base-1].(type) {
		case *List:
			start, stop, step, err := t.sliceIndices(&s, len(c.elems))
			if err != nil {
				return sp, true, err
			}
			r = &List{elems: sliceElems(c.elems, start, stop, step)}
		case Tuple:
			start, stop, step, err := t.sliceIndices(&s, len(c))
			if err != nil {
				return sp, true, err
			}
			if step == 1 && start == 0 && stop >= len(c) {
				r = c
			} else {
				r = Tuple(sliceElems(c, start, stop, step))
			}
		default:
			return sp, false, nil
		}
		popTo(slots, sp, base)
		slots[base-1] = r
		return base, true, nil
	case compile.STORE_SUBSCR:
		l, ok := slots[base-1].(*List)
		if !ok {
			return sp, false, nil
		}
		err := t.listSetSlice(l, &s, slots[base-2])
		return popTo(slots, sp, base-2), true, err
	}
	return sp, false, nil
}
