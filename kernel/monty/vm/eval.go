package vm

import (
	"unsafe"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// run executes f from f.pc until it returns or yields.
//
// The operand stack lives in f.slots above the locals; sp and pc are kept
// in locals of this function and written back only when the frame
// suspends. Fast paths for the common types sit inline in the cases; the
// general operations live in ops.go and attr.go.
func (t *Thread) run(f *Frame) (Value, error) {
	// The frame run was called for is the one without a caller (frames of
	// inline calls have theirs): no variable for it in the loop's state.
	code := f.code
	// The code and operand stack as array pointers: one word
	// each instead of a slice's three, which keeps the loop's state in
	// fewer registers (Go reloads all of it after every call and jump).
	// Indexes stay below the lengths the compiler computed.
	insns := insnArray(code.insns)
	slots := valueArray(f.slots)
	sp := f.sp
	pc := f.pc

	for {
		var err error // set for fail: below; not carried between instructions
		ins := insns[pc]
		pc++
		switch compile.Op(ins) {
		case compile.NOP:

		case compile.POP_TOP:
			sp--
			if ins>>8 != 0 {
				// Leaving a for loop early: close the generator it owned.
				if err = t.closeOwned(slots[sp]); err != nil {
					slots[sp] = nil
					goto fail
				}
			}
			slots[sp] = nil

		case compile.COPY:
			slots[sp] = slots[sp-int(ins>>8)]
			sp++

		case compile.SWAP:
			n := int(ins >> 8)
			slots[sp-1], slots[sp-n] = slots[sp-n], slots[sp-1]

		case compile.LOAD_CONST:
			slots[sp] = code.consts[ins>>8]
			sp++

		case compile.LOAD_FAST:
			v := slots[ins>>8]
			if v == nil {
				err = unboundLocal(code, int(ins>>8))
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.STORE_FAST:
			sp--
			slots[ins>>8] = slots[sp]

		case compile.STORE_FAST_LOAD_FAST:
			// STORE_FAST a; LOAD_FAST b with a in the low 12 bits.
			slots[ins>>8&0xfff] = slots[sp-1]
			v := slots[ins>>20]
			if v == nil {
				sp--
				err = unboundLocal(code, int(ins>>20))
				goto fail
			}
			slots[sp-1] = v

		case compile.LOAD_FAST_LOAD_FAST:
			a := slots[ins>>8&0xfff]
			b := slots[ins>>20]
			if a == nil || b == nil {
				if a == nil {
					err = unboundLocal(code, int(ins>>8&0xfff))
				} else {
					err = unboundLocal(code, int(ins>>20))
				}
				goto fail
			}
			slots[sp] = a
			slots[sp+1] = b
			sp += 2

		case compile.LOAD_FAST_LOAD_CONST:
			a := slots[ins>>8&0xfff]
			if a == nil {
				err = unboundLocal(code, int(ins>>8&0xfff))
				goto fail
			}
			slots[sp] = a
			slots[sp+1] = code.consts[ins>>20]
			sp += 2

		case compile.STORE_FAST_STORE_FAST:
			slots[ins>>8&0xfff] = slots[sp-1]
			slots[ins>>20] = slots[sp-2]
			sp -= 2

		case compile.DELETE_FAST:
			if slots[ins>>8] == nil {
				err = unboundLocal(code, int(ins>>8))
				goto fail
			}
			slots[ins>>8] = nil

		case compile.LOAD_DEREF:
			i := int(ins >> 8)
			v := slots[code.nlocals+i].(*Cell).V
			if v == nil {
				err = unboundDeref(code, i)
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.STORE_DEREF:
			sp--
			slots[code.nlocals+int(ins>>8)].(*Cell).V = slots[sp]
			slots[sp] = nil

		case compile.DELETE_DEREF:
			i := int(ins >> 8)
			c := slots[code.nlocals+i].(*Cell)
			if c.V == nil {
				err = unboundDeref(code, i)
				goto fail
			}
			c.V = nil

		case compile.LOAD_CLOSURE:
			slots[sp] = slots[code.nlocals+int(ins>>8)]
			sp++

		case compile.LOAD_CLASSDEREF:
			i := int(ins >> 8)
			name := freeVarName(code, i)
			if f.locals != nil {
				if v, ok := f.locals.GetStr(NewStr(name)); ok {
					slots[sp] = v
					sp++
					break
				}
			} else if v, err2 := t.GetItem(f.localsObj, NewStr(name)); err2 == nil {
				slots[sp] = v
				sp++
				break
			}
			v := slots[code.nlocals+i].(*Cell).V
			if v == nil {
				err = unboundDeref(code, i)
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.LOAD_GLOBAL:
			c := &code.caches[ins>>8]
			if c.dict == f.globals && c.dictVer == f.globals.version && (c.dict2 == nil || c.dict2V == c.dict2.version) {
				if c.dict2 != nil {
					slots[sp] = c.dict2.entries[c.index].value
				} else {
					slots[sp] = c.dict.entries[c.index].value
				}
				sp++
				break
			}
			var v Value
			v, err = t.loadGlobal(f, c)
			if err != nil {
				err.(*Exception).suggest = t.suggestName(f, c.name.s)
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.STORE_GLOBAL:
			sp--
			f.globals.SetStr(code.names[ins>>8], slots[sp])
			slots[sp] = nil

		case compile.DELETE_GLOBAL:
			if !f.globals.DelStr(code.names[ins>>8]) {
				err = Errorf(NameErrorType, "name '%s' is not defined", code.names[ins>>8].s)
				goto fail
			}

		case compile.LOAD_NAME:
			name := code.names[ins>>8]
			if f.locals == nil {
				var v Value
				v, err = t.loadNameMapping(f, name)
				if err != nil {
					goto fail
				}
				slots[sp] = v
				sp++
				break
			}
			v, ok := f.locals.GetStr(name)
			if !ok {
				if v, ok = f.globals.GetStr(name); !ok {
					if v, ok = t.builtinsOf(f.globals).GetStr(name); !ok {
						e := nameError(name.s).(*Exception)
						e.suggest = t.suggestName(f, name.s)
						err = e
						goto fail
					}
				}
			}
			slots[sp] = v
			sp++

		case compile.STORE_NAME:
			sp--
			if f.locals == nil {
				err = t.SetItem(f.localsObj, code.names[ins>>8], slots[sp])
				slots[sp] = nil
				if err != nil {
					goto fail
				}
				break
			}
			f.locals.SetStr(code.names[ins>>8], slots[sp])
			slots[sp] = nil

		case compile.DELETE_NAME:
			if f.locals == nil {
				if err = t.DelItem(f.localsObj, code.names[ins>>8]); err != nil {
					if e, ok := err.(*Exception); ok && e.class.IsSubtype(KeyErrorType) {
						err = nameError(code.names[ins>>8].s)
					}
					goto fail
				}
				break
			}
			if !f.locals.DelStr(code.names[ins>>8]) {
				err = nameError(code.names[ins>>8].s)
				goto fail
			}

		case compile.LOAD_ATTR:
			var v Value
			v, err = t.loadAttrCached(slots[sp-1], &code.caches[ins>>8])
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.LOAD_FAST_ATTR:
			obj := slots[ins>>8&0xfff]
			if obj == nil {
				err = unboundLocal(code, int(ins>>8&0xfff))
				goto fail
			}
			var v Value
			v, err = t.loadAttrCached(obj, &code.caches[ins>>20])
			if err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.STORE_ATTR:
			err = t.storeAttrCached(slots[sp-1], &code.caches[ins>>8], slots[sp-2])
			slots[sp-1], slots[sp-2] = nil, nil
			sp -= 2
			if err != nil {
				goto fail
			}

		case compile.DELETE_ATTR:
			sp--
			err = t.DelAttr(slots[sp], code.names[ins>>8])
			slots[sp] = nil
			if err != nil {
				goto fail
			}

		case compile.LOAD_METHOD:
			var m, self Value
			m, self, err = t.loadMethodCached(slots[sp-1], &code.caches[ins>>8])
			if err != nil {
				goto fail
			}
			slots[sp-1] = m
			slots[sp] = self
			sp++

		case compile.LOAD_BUILD_CLASS:
			slots[sp] = buildClassBuiltin
			sp++

		case compile.LOAD_LOCALS:
			if f.locals == nil {
				slots[sp] = f.localsObj
			} else {
				slots[sp] = f.locals
			}
			sp++

		case compile.BINARY_OP:
			x, y := slots[sp-2], slots[sp-1]
			op := compile.BinaryOp(ins >> 8)
			if a, ok := x.(Int); ok {
				if b, ok := y.(Int); ok {
					// + and - of small ints, the commonest, inline (the
					// loop is too big for Go to inline calls into it).
					var r Int
					switch op {
					case compile.OpAdd, compile.OpInplace + compile.OpAdd:
						r = a + b
					case compile.OpSub, compile.OpInplace + compile.OpSub:
						r = a - b
					default:
						goto general
					}
					if uint64(r-smallIntMin) <= smallIntMax-smallIntMin && uint64(a-smallIntMin) <= smallIntMax-smallIntMin && uint64(b-smallIntMin) <= smallIntMax-smallIntMin {
						var v Value
						p := (*iface)(unsafe.Pointer(&v))
						p.tab, p.data = intItab, unsafe.Pointer(&smallIntTable[r-smallIntMin])
						sp--
						slots[sp] = nil
						slots[sp-1] = v
						break
					}
				general:
					if v, ok := t.intBinaryFast(op, int64(a), int64(b)); ok {
						sp--
						slots[sp] = nil
						slots[sp-1] = v
						break
					}
				}
			}
			// Float arithmetic (a float with a float or an int) inline.
			{
				var fa, fb float64
				isFloat := false
				switch a := x.(type) {
				case Float:
					switch b := y.(type) {
					case Float:
						fa, fb, isFloat = float64(a), float64(b), true
					case Int:
						fa, fb, isFloat = float64(a), float64(b), true
					}
				case Int:
					if b, ok := y.(Float); ok {
						fa, fb, isFloat = float64(a), float64(b), true
					}
				}
				if isFloat {
					var r float64
					switch op {
					case compile.OpAdd, compile.OpInplace + compile.OpAdd:
						r = fa + fb
					case compile.OpSub, compile.OpInplace + compile.OpSub:
						r = fa - fb
					case compile.OpMul, compile.OpInplace + compile.OpMul:
						r = fa * fb
					case compile.OpTrueDiv, compile.OpInplace + compile.OpTrueDiv:
						if fb == 0 {
							isFloat = false
						}
						r = fa / fb
					default:
						isFloat = false
					}
					if isFloat {
						sp--
						slots[sp] = nil
						slots[sp-1] = t.boxFloat(r)
						break
					}
				}
			}
			var v Value
			v, err = t.binaryOp(op, x, y)
			if err != nil {
				goto fail
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = v

		case compile.COMPARE_OP:
			x, y := slots[sp-2], slots[sp-1]
			op := compile.CmpOp(ins >> 8)
			if a, ok := x.(Int); ok {
				if b, ok := y.(Int); ok {
					r := intCompare(op, int64(a), int64(b))
					// A comparison feeding a conditional jump (the usual
					// case) jumps at once, without a bool on the stack.
					switch next := insns[pc]; compile.Op(next) {
					case compile.POP_JUMP_IF_FALSE:
						sp -= 2
						pc++
						if !r {
							pc = int(next >> 8)
						}
						continue
					case compile.POP_JUMP_IF_TRUE:
						sp -= 2
						pc++
						if r {
							pc = int(next >> 8)
						}
						continue
					}
					sp--
					slots[sp] = nil
					slots[sp-1] = Bool(r)
					break
				}
			}
			var v Value
			v, err = t.Compare(op, x, y)
			if err != nil {
				goto fail
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = v

		case compile.BINARY_OP_CONST:
			// BINARY_OP with a constant right operand, not on the stack.
			x, y := slots[sp-1], code.consts[ins>>16]
			op := compile.BinaryOp(ins >> 8 & 0xff)
			switch a := x.(type) {
			case Int:
				switch b := y.(type) {
				case Int:
					if v, ok := t.intBinaryFast(op, int64(a), int64(b)); ok {
						slots[sp-1] = v
						continue
					}
				case Float:
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp-1] = v
						continue
					}
				}
			case Float:
				switch b := y.(type) {
				case Int:
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp-1] = v
						continue
					}
				case Float:
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp-1] = v
						continue
					}
				}
			}
			var v Value
			v, err = t.binaryOp(op, x, y)
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.FAST_BINARY_OP_CONST:
			// LOAD_FAST a; LOAD_CONST k; BINARY_OP op in one.
			x := slots[ins>>24]
			if x == nil {
				err = unboundLocal(code, int(ins>>24))
				goto fail
			}
			y := code.consts[ins>>16&0xff]
			op := compile.BinaryOp(ins >> 8 & 0xff)
			switch a := x.(type) {
			case Int:
				switch b := y.(type) {
				case Int:
					if v, ok := t.intBinaryFast(op, int64(a), int64(b)); ok {
						slots[sp] = v
						sp++
						continue
					}
				case Float:
					// As i * 0.5: the float result boxed from the pool,
					// not allocated by the general path.
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp] = v
						sp++
						continue
					}
				}
			case Float:
				switch b := y.(type) {
				case Int:
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp] = v
						sp++
						continue
					}
				case Float:
					if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
						slots[sp] = v
						sp++
						continue
					}
				}
			}
			var v Value
			v, err = t.binaryOp(op, x, y)
			if err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.FAST_COMPARE_OP_CONST:
			// LOAD_FAST a; LOAD_CONST k; COMPARE_OP op in one.
			x := slots[ins>>24]
			if x == nil {
				err = unboundLocal(code, int(ins>>24))
				goto fail
			}
			y := code.consts[ins>>16&0xff]
			op := compile.CmpOp(ins >> 8 & 0xff)
			if a, ok := x.(Int); ok {
				if b, ok := y.(Int); ok {
					r := intCompare(op, int64(a), int64(b))
					switch next := insns[pc]; compile.Op(next) {
					case compile.POP_JUMP_IF_FALSE:
						pc++
						if !r {
							pc = int(next >> 8)
						}
						continue
					case compile.POP_JUMP_IF_TRUE:
						pc++
						if r {
							pc = int(next >> 8)
						}
						continue
					}
					slots[sp] = Bool(r)
					sp++
					continue
				}
			}
			var v Value
			v, err = t.Compare(op, x, y)
			if err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.COMPARE_OP_CONST:
			// COMPARE_OP with a constant right operand, not on the stack.
			x, y := slots[sp-1], code.consts[ins>>16]
			op := compile.CmpOp(ins >> 8 & 0xff)
			if a, ok := x.(Int); ok {
				if b, ok := y.(Int); ok {
					r := intCompare(op, int64(a), int64(b))
					switch next := insns[pc]; compile.Op(next) {
					case compile.POP_JUMP_IF_FALSE:
						sp--
						slots[sp] = nil
						pc++
						if !r {
							pc = int(next >> 8)
						}
						continue
					case compile.POP_JUMP_IF_TRUE:
						sp--
						slots[sp] = nil
						pc++
						if r {
							pc = int(next >> 8)
						}
						continue
					}
					slots[sp-1] = Bool(r)
					break
				}
			}
			var v Value
			v, err = t.Compare(op, x, y)
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.IS_OP:
			r := Is(slots[sp-2], slots[sp-1])
			if ins>>8 != 0 {
				r = !r
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = Bool(r)

		case compile.CONTAINS_OP:
			var r bool
			r, err = t.Contains(slots[sp-1], slots[sp-2])
			if err != nil {
				goto fail
			}
			if ins>>8 != 0 {
				r = !r
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = Bool(r)

		case compile.UNARY_NEGATIVE:
			var v Value
			v, err = t.Neg(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.UNARY_POSITIVE:
			var v Value
			v, err = t.Pos(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.UNARY_INVERT:
			var v Value
			v, err = t.Invert(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = v

		case compile.UNARY_NOT:
			x := slots[sp-1]
			b, ok := truthFast(x)
			if !ok {
				b, err = t.truthSlow(x)
				if err != nil {
					goto fail
				}
			}
			slots[sp-1] = Bool(!b)

		case compile.BINARY_SUBSCR:
			x, k := slots[sp-2], slots[sp-1]
			var v Value
			if l, ok := x.(*List); ok {
				if i, ok := k.(Int); ok {
					n := int64(len(l.elems))
					j := int64(i)
					if j < 0 {
						j += n
					}
					if j >= 0 && j < n {
						sp--
						slots[sp] = nil
						slots[sp-1] = l.elems[j]
						break
					}
				}
			}
			v, err = t.GetItem(x, k)
			if err != nil {
				goto fail
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = v

		case compile.STORE_SUBSCR:
			v, x, k := slots[sp-3], slots[sp-2], slots[sp-1]
			if l, ok := x.(*List); ok {
				if i, ok := k.(Int); ok {
					n := int64(len(l.elems))
					j := int64(i)
					if j < 0 {
						j += n
					}
					if j >= 0 && j < n {
						l.elems[j] = v
						slots[sp-1], slots[sp-2], slots[sp-3] = nil, nil, nil
						sp -= 3
						break
					}
				}
			}
			err = t.SetItem(x, k, v)
			slots[sp-1], slots[sp-2], slots[sp-3] = nil, nil, nil
			sp -= 3
			if err != nil {
				goto fail
			}

		case compile.DELETE_SUBSCR:
			err = t.DelItem(slots[sp-2], slots[sp-1])
			slots[sp-1], slots[sp-2] = nil, nil
			sp -= 2
			if err != nil {
				goto fail
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
					goto fail
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
				goto fail
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
				goto fail
			}
			s := NewSet()
			for _, x := range slots[sp-n : sp : sp] {
				if err = t.SetAdd(s, x); err != nil {
					goto fail
				}
			}
			clear(slots[sp-n : sp : sp])
			sp -= n
			slots[sp] = s
			sp++

		case compile.BUILD_MAP:
			n := int(ins >> 8)
			if err = t.AllocElems(int64(n)+2, 48); err != nil {
				goto fail
			}
			d := NewDict(n)
			for i := sp - 2*n; i < sp; i += 2 {
				if err = t.DictSet(d, slots[i], slots[i+1]); err != nil {
					goto fail
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
				goto fail
			}
			clear(slots[sp-n : sp : sp])
			sp -= n
			slots[sp] = v
			sp++

		case compile.LIST_APPEND:
			sp--
			l := slots[sp-int(ins>>8)].(*List)
			if err = t.chargeAppend(l.elems, 1); err != nil {
				goto fail
			}
			l.elems = append(l.elems, slots[sp])
			slots[sp] = nil

		case compile.SET_ADD:
			sp--
			err = t.SetAdd(slots[sp-int(ins>>8)].(*Set), slots[sp])
			slots[sp] = nil
			if err != nil {
				goto fail
			}

		case compile.MAP_ADD:
			sp -= 2
			err = t.DictSet(slots[sp-int(ins>>8)].(*Dict), slots[sp], slots[sp+1])
			slots[sp], slots[sp+1] = nil, nil
			if err != nil {
				goto fail
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
				goto fail
			}

		case compile.SET_UPDATE:
			sp--
			err = t.SetUpdate(slots[sp-int(ins>>8)].(*Set), slots[sp])
			slots[sp] = nil
			if err != nil {
				goto fail
			}

		case compile.DICT_UPDATE:
			sp--
			err = t.dictUpdateMapping(slots[sp-int(ins>>8)].(*Dict), slots[sp])
			if err != nil {
				if e, ok := err.(*Exception); ok && e.class == AttributeErrorType {
					err = Errorf(TypeErrorType, "'%s' object is not a mapping", typeName(slots[sp]))
				}
				slots[sp] = nil
				goto fail
			}
			slots[sp] = nil

		case compile.DICT_MERGE:
			sp--
			err = t.dictMerge(slots[sp-int(ins>>8)].(*Dict), slots[sp], slots[sp-int(ins>>8)-2])
			slots[sp] = nil
			if err != nil {
				goto fail
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
				goto fail
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
				goto fail
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
				goto fail
			}
			sp--
			for i := len(elems) - 1; i >= 0; i-- {
				slots[sp] = elems[i]
				sp++
			}

		case compile.JUMP:
			pc = int(ins >> 8)

		case compile.JUMP_BACKWARD:
			pc = int(ins >> 8)
			t.steps++
			// t.safePoint(), inline.
			t.mem.inflight = 0
			if t.steps >= t.poll.Load() {
				if err = t.safePointSlow(); err != nil {
					goto fail
				}
			}

		case compile.POP_JUMP_IF_FALSE:
			sp--
			x := slots[sp]
			slots[sp] = nil
			if b, ok := x.(Bool); ok {
				if !b {
					pc = int(ins >> 8)
				}
				break
			}
			b, ok := truthFast(x)
			if !ok {
				if b, err = t.truthSlow(x); err != nil {
					goto fail
				}
			}
			if !b {
				pc = int(ins >> 8)
			}

		case compile.POP_JUMP_IF_TRUE:
			sp--
			x := slots[sp]
			slots[sp] = nil
			if b, ok := x.(Bool); ok {
				if b {
					pc = int(ins >> 8)
				}
				break
			}
			b, ok := truthFast(x)
			if !ok {
				if b, err = t.truthSlow(x); err != nil {
					goto fail
				}
			}
			if b {
				pc = int(ins >> 8)
			}

		case compile.POP_JUMP_IF_NONE:
			sp--
			if _, ok := slots[sp].(NoneType); ok {
				pc = int(ins >> 8)
			}
			slots[sp] = nil

		case compile.POP_JUMP_IF_NOT_NONE:
			sp--
			if _, ok := slots[sp].(NoneType); !ok {
				pc = int(ins >> 8)
			}
			slots[sp] = nil

		case compile.JUMP_IF_FALSE_OR_POP, compile.JUMP_IF_TRUE_OR_POP:
			x := slots[sp-1]
			b, ok := truthFast(x)
			if !ok {
				if b, err = t.truthSlow(x); err != nil {
					goto fail
				}
			}
			if b == (compile.Op(ins) == compile.JUMP_IF_TRUE_OR_POP) {
				pc = int(ins >> 8)
			} else {
				sp--
				slots[sp] = nil
			}

		case compile.GET_ITER:
			var it Value
			it, err = t.Iter(slots[sp-1])
			if err != nil {
				goto fail
			}
			if ins>>8 != 0 {
				markLoopOwned(it, uint8(ins>>8))
			}
			slots[sp-1] = it

		case compile.GET_YIELD_FROM_ITER:
			x := slots[sp-1]
			if g, ok := x.(*Generator); ok {
				if g.kind == compile.Coroutine && code.flags&compile.Coroutine == 0 {
					err = Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
					goto fail
				}
				break
			}
			var it Value
			it, err = t.Iter(x)
			if err != nil {
				goto fail
			}
			slots[sp-1] = it

		case compile.FOR_ITER:
			var v Value
			switch it := slots[sp-1].(type) {
			case *rangeIterator:
				if it.n > 0 {
					if c := it.cur; uint64(c-smallIntMin) <= smallIntMax-smallIntMin {
						p := (*iface)(unsafe.Pointer(&v))
						p.tab, p.data = intItab, unsafe.Pointer(&smallIntTable[c-smallIntMin])
					} else {
						v = t.boxBigInt(c)
					}
					it.cur += it.step
					it.n--
				}
			case *listIterator:
				if it.i < len(it.l.elems) {
					v = it.l.elems[it.i]
					it.i++
				}
			case pairIterator:
				ok, done := false, false
				if next := insns[pc]; compile.Op(next) == compile.UNPACK_SEQUENCE && next>>8 == 2 {
					var a, b Value
					a, b, ok, done, err = it.nextPair(t)
					if err != nil {
						goto fail
					}
					if ok && !done {
						slots[sp] = b
						slots[sp+1] = a
						sp += 2
						pc++
						continue
					}
				}
				if !ok {
					v, err = t.next(slots[sp-1])
					if err != nil {
						goto fail
					}
				}
			case *Generator:
				// t.next(it), one call less.
				var done bool
				v, done, err = t.resume(it, None, nil)
				if err != nil {
					goto fail
				}
				if done {
					v = nil
				}
			default:
				v, err = t.next(it)
				if err != nil {
					goto fail
				}
			}
			if v == nil {
				sp--
				slots[sp] = nil
				pc = int(ins >> 8)
				t.steps++
				if err = t.safePoint(); err != nil {
					goto fail
				}
				break
			}
			slots[sp] = v
			sp++

		case compile.KW_NAMES:
			// Read by the CALL that follows.

		case compile.CALL:
			var kwnames []string // the names KW_NAMES set before the CALL
			if prev := insns[pc-2]; compile.Op(prev) == compile.KW_NAMES {
				kwnames = code.src.KwNames[prev>>8]
			}
			argc := int(ins >> 8)
			base := sp - argc - 1
			fn := slots[base]
			var res Value
			switch callee := fn.(type) {
			case *Function:
				if c := callee.code; c.flags&genFlags == 0 {
					// A Python-to-Python call runs in this loop: no Go call.
					// The commonest kind (positional arguments, no closure,
					// a pooled frame with room) is set up right here.
					if d := t.depth + 1; c.simpleArgs && c.nfree == 0 && argc == c.argcount && kwnames == nil && d <= t.maxDepth && d < len(t.frames) {
						nf := t.frames[d]
						if n := c.nslots + c.stack; cap(nf.slots) >= n {
							t.depth = d
							nf.slots = nf.slots[:n]
							nf.code, nf.sp, nf.pc = c, c.nslots, 0
							nf.fn, nf.globals = callee, callee.globals
							args := slots[base+1 : sp : sp]
							dst := nf.slots[:len(args)]
							//lint:ignore S1001 a loop of one to three stores beats copy's bulk write barrier and memmove
							for i, a := range args {
								dst[i] = a
							}
							t.steps++
							t.mem.inflight = 0 // t.safePoint(), inline
							if t.steps >= t.poll.Load() {
								if err = t.safePointSlow(); err != nil {
									t.popFrame(nf)
									clear(slots[base:sp:sp])
									sp = base
									goto fail
								}
							}
							sp = base
							f.sp, f.pc = sp, pc
							nf.caller = f
							f = nf
							code, insns, slots, sp, pc = c, insnArray(c.insns), valueArray(nf.slots), nf.sp, 0
							continue
						}
					}
					var nf *Frame
					nf, err = t.enterFunction(callee, slots[base+1:sp:sp], kwnames)
					if err != nil {
						clear(slots[base:sp:sp])
						sp = base
						goto fail
					}
					sp = base
					f.sp, f.pc = sp, pc
					nf.caller = f
					f = nf
					code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, 0
					continue
				}
				res, err = t.callFunction(callee, slots[base+1:sp:sp], kwnames)
			case *Builtin:
				if callee.self != nil {
					slots[base] = callee.self
					res, err = callee.fn(t, slots[base:sp:sp], kwnames)
				} else {
					res, err = callee.fn(t, slots[base+1:sp:sp], kwnames)
				}
			case *BoundMethod:
				slots[base] = callee.Self
				res, err = t.Call(callee.Func, slots[base:sp:sp], kwnames)
			case *Type:
				// An instance of a plain class (object.__new__, a Python
				// __init__ with positional parameters; see construct): its
				// __init__ runs in this loop, and its frame returns the
				// instance (initObj) instead of None.
				if init := callee.ctorInit; init != nil && callee.meta == nil && callee.ctorVersion == callee.version+1 && callee.ctorPlain && kwnames == nil {
					c := init.code
					if d := t.depth + 1; c.simpleArgs && c.nfree == 0 && argc+1 == c.argcount && d <= t.maxDepth && d < len(t.frames) {
						if nf := t.frames[d]; cap(nf.slots) >= c.nslots+c.stack {
							var o *Object
							if o, err = t.allocObjectDict(callee); err != nil {
								clear(slots[base:sp:sp])
								sp = base
								goto fail
							}
							t.depth = d
							nf.slots = nf.slots[:c.nslots+c.stack]
							nf.code, nf.sp, nf.pc = c, c.nslots, 0
							nf.fn, nf.globals, nf.initObj = init, init.globals, o
							nf.slots[0] = o
							copy(nf.slots[1:argc+1], slots[base+1:sp:sp])
							t.steps++
							t.mem.inflight = 0 // t.safePoint(), inline
							if t.steps >= t.poll.Load() {
								if err = t.safePointSlow(); err != nil {
									t.popFrame(nf)
									clear(slots[base:sp:sp])
									sp = base
									goto fail
								}
							}
							clear(slots[base:sp:sp])
							sp = base
							f.sp, f.pc = sp, pc
							nf.caller = f
							f = nf
							code, insns, slots, sp, pc = c, insnArray(c.insns), valueArray(nf.slots), nf.sp, 0
							continue
						}
					}
				}
				res, err = t.Call(fn, slots[base+1:sp:sp], kwnames)
			default:
				res, err = t.Call(fn, slots[base+1:sp:sp], kwnames)
			}
			clear(slots[base:sp:sp])
			sp = base
			if err != nil {
				goto fail
			}
			slots[sp] = res
			sp++

		case compile.CALL_METHOD:
			var kwnames []string // the names KW_NAMES set before the CALL
			if prev := insns[pc-2]; compile.Op(prev) == compile.KW_NAMES {
				kwnames = code.src.KwNames[prev>>8]
			}
			argc := int(ins >> 8)
			base := sp - argc - 2
			fn := slots[base]
			var res Value
			if slots[base+1] != nil {
				// An unbound method and its receiver.
				args := slots[base+1 : sp : sp]
				switch callee := fn.(type) {
				case *Function:
					if c := callee.code; c.flags&genFlags == 0 {
						// The commonest kind, set up here as in CALL.
						if d := t.depth + 1; c.simpleArgs && c.nfree == 0 && len(args) == c.argcount && kwnames == nil && d <= t.maxDepth && d < len(t.frames) {
							nf := t.frames[d]
							if n := c.nslots + c.stack; cap(nf.slots) >= n {
								t.depth = d
								nf.slots = nf.slots[:n]
								nf.code, nf.sp, nf.pc = c, c.nslots, 0
								nf.fn, nf.globals = callee, callee.globals
								dst := nf.slots[:len(args)]
								//lint:ignore S1001 a loop of one to three stores beats copy's bulk write barrier and memmove
								for i, a := range args {
									dst[i] = a
								}
								t.steps++
								t.mem.inflight = 0 // t.safePoint(), inline
								if t.steps >= t.poll.Load() {
									if err = t.safePointSlow(); err != nil {
										t.popFrame(nf)
										clear(slots[base:sp:sp])
										sp = base
										goto fail
									}
								}
								sp = base
								f.sp, f.pc = sp, pc
								nf.caller = f
								f = nf
								code, insns, slots, sp, pc = c, insnArray(c.insns), valueArray(nf.slots), nf.sp, 0
								continue
							}
						}
						var nf *Frame
						nf, err = t.enterFunction(callee, args, kwnames)
						if err != nil {
							clear(slots[base:sp:sp])
							sp = base
							goto fail
						}
						sp = base
						f.sp, f.pc = sp, pc
						nf.caller = f
						f = nf
						code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, 0
						continue
					}
					res, err = t.callFunction(callee, args, kwnames)
				case *Builtin:
					res, err = callee.fn(t, args, kwnames)
				default:
					res, err = t.Call(fn, args, kwnames)
				}
			} else {
				// A plain callable: the free slot before the arguments takes
				// the receiver of a bound method.
				switch callee := fn.(type) {
				case *Function:
					res, err = t.callFunction(callee, slots[base+2:sp:sp], kwnames)
				case *Builtin:
					if callee.self != nil {
						slots[base+1] = callee.self
						res, err = callee.fn(t, slots[base+1:sp:sp], kwnames)
					} else {
						res, err = callee.fn(t, slots[base+2:sp:sp], kwnames)
					}
				case *BoundMethod:
					slots[base+1] = callee.Self
					res, err = t.Call(callee.Func, slots[base+1:sp:sp], kwnames)
				default:
					res, err = t.Call(fn, slots[base+2:sp:sp], kwnames)
				}
			}
			clear(slots[base:sp:sp])
			sp = base
			if err != nil {
				goto fail
			}
			slots[sp] = res
			sp++

		case compile.CALL_EX:
			var kw Value
			if ins>>8&1 != 0 {
				sp--
				kw = slots[sp]
				slots[sp] = nil
			}
			sp--
			args := slots[sp]
			fn := slots[sp-1]
			slots[sp] = nil
			var res Value
			res, err = t.callEx(fn, args, kw)
			if err != nil {
				goto fail
			}
			slots[sp-1] = res

		case compile.MAKE_FUNCTION:
			flags := int(ins >> 8)
			sp--
			fcode := slots[sp].(*Code)
			slots[sp] = nil
			fn := &Function{code: fcode, globals: f.globals, name: fcode.name, qualname: fcode.qualname, doc: None}
			if flags&compile.MakeClosure != 0 {
				sp--
				cells := slots[sp].(Tuple)
				fn.closure = make([]*Cell, len(cells))
				for i, c := range cells {
					fn.closure[i] = c.(*Cell)
				}
			}
			if flags&compile.MakeAnnotations != 0 {
				sp--
				fn.annotations = slots[sp]
			}
			if flags&compile.MakeKwDefaults != 0 {
				sp--
				fn.kwdefaults = slots[sp].(*Dict)
			}
			if flags&compile.MakeDefaults != 0 {
				sp--
				fn.defaults = slots[sp].(Tuple)
			}
			if fcode.src.Doc != nil {
				fn.doc = constValue(fcode.src.Doc)
			}
			if m, ok := f.globals.GetStr(nameStr); ok {
				fn.module = m
			}
			slots[sp] = fn
			sp++

		case compile.RETURN_VALUE:
			sp--
			v := slots[sp]
			slots[sp] = nil
			if f.caller == nil {
				return v, nil
			}
			caller := f.caller
			// t.popFrame(f), inline; backwards so that Go does not make
			// the loop a bulk clear.
			for s, i := f.slots, len(f.slots)-1; i >= 0; i-- {
				s[i] = nil
			}
			f.fn, f.globals, f.locals, f.code, f.localsObj, f.caller = nil, nil, nil, nil, nil, nil
			t.depth--
			if o := f.initObj; o != nil {
				// The __init__ of an instance the caller's CALL made.
				f.initObj = nil
				if v != None {
					f = caller
					code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, f.pc
					err = Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(v))
					goto fail
				}
				v = o
			}
			f = caller
			code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, f.pc
			slots[sp] = v
			sp++

		case compile.RETURN_CONST:
			v := code.consts[ins>>8]
			if f.caller == nil {
				return v, nil
			}
			caller := f.caller
			// t.popFrame(f), inline; backwards so that Go does not make
			// the loop a bulk clear.
			for s, i := f.slots, len(f.slots)-1; i >= 0; i-- {
				s[i] = nil
			}
			f.fn, f.globals, f.locals, f.code, f.localsObj, f.caller = nil, nil, nil, nil, nil, nil
			t.depth--
			if o := f.initObj; o != nil {
				// The __init__ of an instance the caller's CALL made.
				f.initObj = nil
				if v != None {
					f = caller
					code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, f.pc
					err = Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(v))
					goto fail
				}
				v = o
			}
			f = caller
			code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, f.pc
			slots[sp] = v
			sp++

		case compile.YIELD_VALUE:
			sp--
			v := slots[sp]
			slots[sp] = nil
			f.sp = sp
			f.pc = pc
			f.yielded = true
			if f.gen != nil {
				if ins>>8 == 1 {
					f.gen.yieldFrom = slots[sp-1]
				}
				f.gen.asyncYield = ins>>8 == 2
			}
			return v, nil

		case compile.SEND:
			sp--
			v := slots[sp]
			slots[sp] = nil
			sub := slots[sp-1]
			var r Value
			var done bool
			r, done, err = t.send(sub, v)
			if err != nil {
				goto fail
			}
			if done {
				slots[sp-1] = r
				pc = int(ins >> 8)
				break
			}
			f.sendTarget = int(ins >> 8)
			slots[sp] = r
			sp++

		case compile.GET_AWAITABLE:
			var a Value
			a, err = t.getAwaitable(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = a

		case compile.GET_AITER:
			var a Value
			a, err = t.getAIter(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = a

		case compile.GET_ANEXT:
			var a Value
			a, err = t.getANext(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp] = a
			sp++

		case compile.END_ASYNC_FOR:
			// Stack: aiter exc. StopAsyncIteration ends the loop.
			exc := slots[sp-1].(*Exception)
			if exc.class.IsSubtype(StopAsyncIterationType) {
				slots[sp-1], slots[sp-2] = nil, nil
				sp -= 2
				break
			}
			err = exc
			t.reraise = true
			goto fail

		case compile.BEFORE_ASYNC_WITH:
			var exit, res Value
			exit, res, err = t.beforeAsyncWith(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = exit
			slots[sp] = res
			sp++

		case compile.RAISE_VARARGS:
			n := int(ins >> 8)
			switch n {
			case 0:
				if t.curExc == nil {
					err = Errorf(RuntimeErrorType, "No active exception to reraise")
					goto fail
				}
				err = t.curExc
				t.reraise = true
				goto fail
			case 1:
				err = t.makeRaise(slots[sp-1], nil, false)
				sp--
				slots[sp] = nil
			case 2:
				err = t.makeRaise(slots[sp-2], slots[sp-1], true)
				sp -= 2
				slots[sp], slots[sp+1] = nil, nil
			}
			goto fail

		case compile.RERAISE:
			sp--
			err = slots[sp].(*Exception)
			slots[sp] = nil
			t.reraise = true
			goto fail

		case compile.PUSH_EXC_INFO:
			exc := slots[sp-1]
			if t.curExc == nil {
				slots[sp-1] = None
			} else {
				slots[sp-1] = t.curExc
			}
			slots[sp] = exc
			sp++
			t.curExc, _ = exc.(*Exception)

		case compile.POP_EXCEPT:
			sp--
			t.curExc, _ = slots[sp].(*Exception)
			slots[sp] = nil

		case compile.CHECK_EXC_MATCH:
			var ok bool
			ok, err = t.exceptionMatches(slots[sp-2], slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = Bool(ok)

		case compile.CHECK_EG_MATCH:
			var rest, match Value
			rest, match, err = t.exceptionGroupMatch(slots[sp-2], slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-2] = rest
			slots[sp-1] = match

		case compile.PREP_RERAISE_STAR:
			var v Value
			v, err = t.prepReraiseStar(slots[sp-2], slots[sp-1])
			if err != nil {
				goto fail
			}
			sp--
			slots[sp] = nil
			slots[sp-1] = v

		case compile.LOAD_ASSERTION_ERROR:
			slots[sp] = AssertionErrorType
			sp++

		case compile.BEFORE_WITH:
			var exit, res Value
			exit, res, err = t.beforeWith(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1] = exit
			slots[sp] = res
			sp++

		case compile.WITH_EXCEPT_START:
			// Stack: exit lasti prev exc.
			exc := slots[sp-1].(*Exception)
			var res Value
			res, err = t.Call(slots[sp-4], []Value{exc.class, exc, tracebackValue(exc)}, nil)
			if err != nil {
				goto fail
			}
			slots[sp] = res
			sp++

		case compile.IMPORT_NAME:
			sp--
			fromlist := slots[sp]
			level := slots[sp-1]
			slots[sp] = nil
			var m Value
			m, err = t.importName(f, code.names[ins>>8].s, fromlist, level)
			if err != nil {
				goto fail
			}
			slots[sp-1] = m

		case compile.IMPORT_FROM:
			var v Value
			v, err = t.importFrom(slots[sp-1], code.names[ins>>8])
			if err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.IMPORT_STAR:
			sp--
			err = t.importStar(f, slots[sp])
			slots[sp] = nil
			if err != nil {
				goto fail
			}

		case compile.SETUP_ANNOTATIONS:
			if f.locals == nil {
				if _, err2 := t.GetItem(f.localsObj, annotationsStr); err2 != nil {
					if err = t.SetItem(f.localsObj, annotationsStr, NewDict(0)); err != nil {
						goto fail
					}
				}
			} else if _, ok := f.locals.GetStr(annotationsStr); !ok {
				f.locals.SetStr(annotationsStr, NewDict(0))
			}

		case compile.GET_LEN:
			var n int
			n, err = t.Len(slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp] = MakeInt(int64(n))
			sp++

		case compile.MATCH_MAPPING:
			slots[sp] = Bool(isMapping(slots[sp-1]))
			sp++

		case compile.MATCH_SEQUENCE:
			slots[sp] = Bool(isMatchSequence(slots[sp-1]))
			sp++

		case compile.MATCH_KEYS:
			var v Value
			v, err = t.matchKeys(slots[sp-2], slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.MATCH_CLASS:
			var v Value
			v, err = t.matchClass(slots[sp-3], slots[sp-2], int(ins>>8), slots[sp-1])
			if err != nil {
				goto fail
			}
			slots[sp-1], slots[sp-2] = nil, nil
			sp -= 2
			slots[sp-1] = v

		default:
			err = Errorf(SystemErrorType, "unknown opcode %v", compile.Op(ins))
			goto fail
		}
		continue

	fail:
		// An instruction failed: find its handler, in this frame or in the
		// frames of the inline calls below it, or leave.
		{
			exc, ok := err.(*Exception)
			if !ok {
				exc = t.toException(err)
				if exc == nil {
					// A limit: nothing may catch it.
					for f.caller != nil {
						caller := f.caller
						t.popFrame(f)
						f = caller
					}
					f.sp, f.pc = sp, pc
					return nil, err
				}
			}
			if !t.reraise {
				t.addTraceback(exc, f, code, pc-1)
			}
			t.reraise = false
			for {
				h, ok := findHandler(code, pc-1)
				if ok {
					base := code.nslots + int(h.Depth)
					t.closeOwnedIn(slots[base:sp:sp], false)
					clear(slots[base:sp:sp])
					sp = base
					if h.Lasti {
						slots[sp] = MakeInt(int64(pc - 1))
						sp++
					}
					slots[sp] = exc
					sp++
					pc = int(h.Target)
					err = nil
					break
				}
				t.closeOwnedIn(slots[code.nslots:sp:sp], false)
				clear(slots[code.nslots:sp:sp])
				if f.caller == nil {
					f.sp, f.pc = code.nslots, pc
					return nil, exc
				}
				caller := f.caller
				t.popFrame(f)
				f = caller
				code, insns, slots, sp, pc = f.code, insnArray(f.code.insns), valueArray(f.slots), f.sp, f.pc
				t.addTraceback(exc, f, code, pc-1)
			}
		}
	}
}

const genFlags = compile.Generator | compile.Coroutine | compile.AsyncGenerator

// runThrow resumes a suspended frame by raising exc at its yield.
func (t *Thread) runThrow(f *Frame, exc *Exception) (Value, error) {
	code := f.code
	t.addTraceback(exc, f, code, f.pc-1)
	h, ok := findHandler(code, f.pc-1)
	if !ok {
		if exc.class == GeneratorExitType {
			// close(): the frame is freed at once, with what it holds.
			t.closeOwnedIn(f.slots[code.nslots:f.sp], true)
		}
		return nil, exc
	}
	base := code.nslots + int(h.Depth)
	t.closeOwnedIn(f.slots[base:f.sp], false)
	clear(f.slots[base:f.sp])
	f.sp = base
	if h.Lasti {
		f.slots[f.sp] = MakeInt(int64(f.pc - 1))
		f.sp++
	}
	f.slots[f.sp] = exc
	f.sp++
	f.pc = int(h.Target)
	return t.run(f)
}

// findHandler looks up the exception table entry covering pc.
func findHandler(code *Code, pc int) (compile.Handler, bool) {
	for _, h := range code.src.ExcTable {
		if int(h.Start) <= pc && pc < int(h.End) {
			return h, true
		}
	}
	return compile.Handler{}, false
}

// addTraceback records that exc passed through code at pc.
func (t *Thread) addTraceback(exc *Exception, f *Frame, code *Code, pc int) {
	if exc.tb == nil && exc.context == nil && t.curExc != nil && t.curExc != exc {
		t.chainContext(exc, t.curExc)
	}
	tb := &Traceback{code: code, pc: pc, next: exc.tb, globals: f.globals}
	if exc.tb != nil && exc.tb.prev == nil {
		exc.tb.prev = tb
	}
	exc.tb = tb
}

// chainContext sets exc.__context__ = ctx, breaking cycles as CPython does.
func (t *Thread) chainContext(exc, ctx *Exception) {
	for o := ctx; o != nil; o = o.context {
		if o.context == exc {
			o.context = nil
			break
		}
	}
	exc.context = ctx
}

func unboundLocal(code *Code, i int) error {
	return Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", code.src.VarNames[i])
}

func freeVarName(code *Code, i int) string {
	if i < code.ncells {
		return code.src.CellVars[i]
	}
	return code.src.FreeVars[i-code.ncells]
}

func unboundDeref(code *Code, i int) error {
	name := freeVarName(code, i)
	if i < code.ncells {
		return Errorf(UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
	}
	return Errorf(NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
}

func nameError(name string) error {
	e := Errorf(NameErrorType, "name '%s' is not defined", name)
	e.setAttr("name", NewStr(name))
	return e
}

var (
	nameStr        = sharedStr("__name__")
	annotationsStr = sharedStr("__annotations__")
)

// loadGlobal looks a global up in the globals, then the builtins, and
// fills the instruction's cache.
func (t *Thread) loadGlobal(f *Frame, c *inlineCache) (Value, error) {
	g := f.globals
	if i := g.lookupStr(c.name); i >= 0 {
		c.dict, c.dictVer, c.index, c.dict2 = g, g.version, i, nil
		return g.entries[i].value, nil
	}
	b := t.builtinsOf(g)
	if i := b.lookupStr(c.name); i >= 0 {
		c.dict, c.dictVer, c.index, c.dict2, c.dict2V = g, g.version, i, b, b.version
		return b.entries[i].value, nil
	}
	return nil, nameError(c.name.s)
}

// loadNameMapping is LOAD_NAME in a class body whose namespace is not a
// dict.
func (t *Thread) loadNameMapping(f *Frame, name *Str) (Value, error) {
	v, err := t.GetItem(f.localsObj, name)
	if err == nil {
		return v, nil
	}
	if e, ok := err.(*Exception); !ok || !e.class.IsSubtype(KeyErrorType) {
		return nil, err
	}
	if v, ok := f.globals.GetStr(name); ok {
		return v, nil
	}
	if v, ok := t.builtinsOf(f.globals).GetStr(name); ok {
		return v, nil
	}
	return nil, nameError(name.s)
}

// builtinsOf returns the builtins of code running with globals g: its
// __builtins__ (a dict, or a module's dict) when it has one, else the
// Thread's (eval(src, {"__builtins__": {}}) runs without any).
func (t *Thread) builtinsOf(g *Dict) *Dict {
	if v, ok := g.GetString("__builtins__"); ok {
		switch b := v.(type) {
		case *Dict:
			return b
		case *Module:
			return b.dict
		}
	}
	return t.builtins
}

// maxArray bounds the array types the loop indexes through.
const maxArray = 1 << 24

// insnArray and valueArray view a slice as a pointer to a large array.
// The array is larger than the slice's allocation, which checkptr (on
// under -race) rejects: the loop indexes it within the slice's length
// only, so the check is off for these two (and they are then not
// inlined, in checkptr builds only).
//
//go:nocheckptr
func insnArray(s []uint32) *[maxArray]uint32 {
	return (*[maxArray]uint32)(unsafe.Pointer(unsafe.SliceData(s)))
}

//go:nocheckptr
func valueArray(s []Value) *[maxArray]Value {
	return (*[maxArray]Value)(unsafe.Pointer(unsafe.SliceData(s)))
}
