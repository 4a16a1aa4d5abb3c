package vm

import (
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
	// The code and the operand stack as slices: every index is bounds
	// checked, so an error in the compiler's stack depth is a Go panic
	// (an internal error), not a write past the frame.
	insns := code.insns
	slots := f.slots
	sp := f.sp
	pc := f.pc

	for {
		var err error // set for fail: below; not carried between instructions
		var nf *Frame // the frame of an inline call, for enter: below
		ins := insns[pc]
		pc++
		switch compile.Op(ins) {
		case compile.NOP:

		case compile.POP_TOP:
			sp--
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

		case compile.DELETE_FAST, compile.DELETE_DEREF, compile.LOAD_CLASSDEREF, compile.STORE_GLOBAL, compile.DELETE_GLOBAL, compile.LOAD_NAME, compile.STORE_NAME, compile.DELETE_NAME, compile.DELETE_ATTR, compile.LOAD_BUILD_CLASS, compile.LOAD_LOCALS:
			sp, err = t.execNames(f, ins, sp)
			if err != nil {
				goto fail
			}

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

		case compile.LOAD_CLOSURE:
			slots[sp] = slots[code.nlocals+int(ins>>8)]
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

		case compile.LOAD_METHOD:
			var m, self Value
			m, self, err = t.loadMethodCached(slots[sp-1], &code.caches[ins>>8])
			if err != nil {
				goto fail
			}
			slots[sp-1] = m
			slots[sp] = self
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
						v := smallInts[r-smallIntMin]
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

		case compile.IS_OP, compile.CONTAINS_OP, compile.UNARY_NEGATIVE, compile.UNARY_POSITIVE, compile.UNARY_INVERT, compile.UNARY_NOT:
			sp, err = t.execOperators(f, ins, sp)
			if err != nil {
				goto fail
			}

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

		case compile.DELETE_SUBSCR, compile.BUILD_SLICE, compile.BUILD_TUPLE, compile.BUILD_LIST, compile.BUILD_SET, compile.BUILD_MAP, compile.BUILD_STRING, compile.LIST_APPEND, compile.SET_ADD, compile.MAP_ADD, compile.LIST_EXTEND, compile.SET_UPDATE, compile.DICT_UPDATE, compile.DICT_MERGE, compile.LIST_TO_TUPLE, compile.FORMAT_VALUE, compile.UNPACK_SEQUENCE, compile.UNPACK_EX:
			sp, err = t.execContainers(f, ins, sp)
			if err != nil {
				goto fail
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
			slots[sp-1] = it

		case compile.GET_YIELD_FROM_ITER, compile.GET_AWAITABLE, compile.GET_AITER, compile.GET_ANEXT, compile.END_ASYNC_FOR, compile.BEFORE_ASYNC_WITH:
			sp, err = t.execAsync(f, ins, sp)
			if err != nil {
				goto fail
			}

		case compile.FOR_ITER:
			var v Value
			switch it := slots[sp-1].(type) {
			case *rangeIterator:
				if it.n > 0 {
					if c := it.cur; uint64(c-smallIntMin) <= smallIntMax-smallIntMin {
						v = smallInts[c-smallIntMin]
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
				if callee.code.flags&genFlags == 0 {
					// A Python-to-Python call runs in this loop: no Go call.
					nf, err = t.enterInline(callee, slots[base+1:sp:sp], kwnames)
					if err != nil {
						clear(slots[base:sp:sp])
						sp = base
						goto fail
					}
					sp = base
					goto enter
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
				// An instance of a plain class whose __init__ runs in this
				// loop (see enterInit).
				if nf, err = t.enterInit(callee, slots[base+1:sp:sp], kwnames); nf != nil || err != nil {
					clear(slots[base:sp:sp])
					sp = base
					if err != nil {
						goto fail
					}
					goto enter
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
					if callee.code.flags&genFlags == 0 {
						nf, err = t.enterInline(callee, args, kwnames)
						if err != nil {
							clear(slots[base:sp:sp])
							sp = base
							goto fail
						}
						sp = base
						goto enter
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

		case compile.CALL_EX, compile.MAKE_FUNCTION:
			sp, err = t.execFunctions(f, ins, sp)
			if err != nil {
				goto fail
			}

		case compile.RETURN_VALUE, compile.RETURN_CONST:
			var v Value
			if compile.Op(ins) == compile.RETURN_CONST {
				v = code.consts[ins>>8]
			} else {
				sp--
				v = slots[sp]
				slots[sp] = nil
			}
			if f.caller == nil {
				return v, nil
			}
			// The end of an inline call: back to the caller's frame.
			f, v, err = t.popInline(f, v)
			code, insns, slots, sp, pc = f.code, f.code.insns, f.slots, f.sp, f.pc
			if err != nil {
				goto fail
			}
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

		case compile.RAISE_VARARGS, compile.RERAISE, compile.PUSH_EXC_INFO, compile.POP_EXCEPT, compile.CHECK_EXC_MATCH, compile.CHECK_EG_MATCH, compile.PREP_RERAISE_STAR, compile.LOAD_ASSERTION_ERROR, compile.BEFORE_WITH, compile.WITH_EXCEPT_START:
			sp, err = t.execExceptions(f, ins, sp)
			if err != nil {
				goto fail
			}

		case compile.IMPORT_NAME, compile.IMPORT_FROM, compile.IMPORT_STAR, compile.SETUP_ANNOTATIONS:
			sp, err = t.execImports(f, ins, sp)
			if err != nil {
				goto fail
			}

		case compile.GET_LEN, compile.MATCH_MAPPING, compile.MATCH_SEQUENCE, compile.MATCH_KEYS, compile.MATCH_CLASS:
			sp, err = t.execMatch(f, ins, sp)
			if err != nil {
				goto fail
			}

		default:
			err = Errorf(SystemErrorType, "unknown opcode %v", compile.Op(ins))
			goto fail
		}
		continue

	enter:
		// A call made the frame nf, which runs in this loop.
		f.sp, f.pc = sp, pc
		nf.caller = f
		f = nf
		code, insns, slots, sp, pc = f.code, f.code.insns, f.slots, f.sp, 0
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
				clear(slots[code.nslots:sp:sp])
				if f.caller == nil {
					f.sp, f.pc = code.nslots, pc
					return nil, exc
				}
				caller := f.caller
				t.popFrame(f)
				f = caller
				code, insns, slots, sp, pc = f.code, f.code.insns, f.slots, f.sp, f.pc
				t.addTraceback(exc, f, code, pc-1)
			}
		}
	}
}

const genFlags = compile.Generator | compile.Coroutine | compile.AsyncGenerator

// enterInline sets up the frame of a call of the Python function fn that
// the loop runs inline (fn is not a generator): the commonest kind
// (positional arguments, no closure, a pooled frame with room) right
// here, the others through enterFunction.
func (t *Thread) enterInline(fn *Function, args []Value, kwnames []string) (*Frame, error) {
	c := fn.code
	if d := t.depth + 1; c.simpleArgs && c.nfree == 0 && len(args) == c.argcount && kwnames == nil && d <= t.maxDepth && d < len(t.frames) {
		nf := t.frames[d]
		if n := c.nslots + c.stack; cap(nf.slots) >= n {
			t.depth = d
			nf.slots = nf.slots[:n]
			nf.code, nf.sp, nf.pc = c, c.nslots, 0
			nf.fn, nf.globals = fn, fn.globals
			dst := nf.slots[:len(args)]
			//lint:ignore S1001 a loop of one to three stores beats copy's bulk write barrier and memmove
			for i, a := range args {
				dst[i] = a
			}
			t.steps++
			t.mem.inflight = 0 // t.safePoint(), inline
			if t.steps >= t.poll.Load() {
				if err := t.safePointSlow(); err != nil {
					t.popFrame(nf)
					return nil, err
				}
			}
			return nf, nil
		}
	}
	return t.enterFunction(fn, args, kwnames)
}

// enterInit makes the instance of a plain class cls (object.__new__, a
// Python __init__ with positional parameters; see construct) and sets up
// the frame of its __init__, which the loop runs inline and which returns
// the instance (initObj) instead of None. It returns a nil frame, and no
// error, for the calls it does not make this way.
func (t *Thread) enterInit(cls *Type, args []Value, kwnames []string) (*Frame, error) {
	init := cls.ctorInit
	if init == nil || cls.meta != nil || cls.ctorVersion != cls.version+1 || !cls.ctorPlain || kwnames != nil {
		return nil, nil
	}
	c := init.code
	d := t.depth + 1
	if !c.simpleArgs || c.nfree != 0 || len(args)+1 != c.argcount || d > t.maxDepth || d >= len(t.frames) {
		return nil, nil
	}
	nf := t.frames[d]
	if cap(nf.slots) < c.nslots+c.stack {
		return nil, nil
	}
	o, err := t.allocObjectDict(cls)
	if err != nil {
		return nil, err
	}
	t.depth = d
	nf.slots = nf.slots[:c.nslots+c.stack]
	nf.code, nf.sp, nf.pc = c, c.nslots, 0
	nf.fn, nf.globals, nf.initObj = init, init.globals, o
	nf.slots[0] = o
	copy(nf.slots[1:len(args)+1], args)
	t.steps++
	t.mem.inflight = 0 // t.safePoint(), inline
	if t.steps >= t.poll.Load() {
		if err := t.safePointSlow(); err != nil {
			t.popFrame(nf)
			return nil, err
		}
	}
	return nf, nil
}

// popInline pops the frame f of an inline call that returned v, and
// returns the caller's frame and the value of the call: for the __init__
// of an instance the caller's CALL made (enterInit), the instance, and a
// TypeError when __init__ returned other than None.
func (t *Thread) popInline(f *Frame, v Value) (*Frame, Value, error) {
	caller := f.caller
	o := f.initObj
	t.popFrame(f)
	if o != nil {
		if v != None {
			return caller, nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(v))
		}
		v = o
	}
	return caller, v, nil
}

// runThrow resumes a suspended frame by raising exc at its yield.
func (t *Thread) runThrow(f *Frame, exc *Exception) (Value, error) {
	code := f.code
	t.addTraceback(exc, f, code, f.pc-1)
	h, ok := findHandler(code, f.pc-1)
	if !ok {
		return nil, exc
	}
	base := code.nslots + int(h.Depth)
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
