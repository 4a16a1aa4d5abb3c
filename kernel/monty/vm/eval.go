package vm

import (
	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// run executes f from f.pc until it returns or yields.
func (t *Thread) run(f *Frame) (Value, error) {
	// Each run below the first is Go calling back into Python: Go
	// recursion (see enterNative). The count is undone on return here,
	// not by a defer in loop: a defer costs every entry, and generators
	// enter once per value.
	if t.nativeDepth += runWeight; t.nativeDepth > maxNativeDepth {
		t.nativeDepth -= runWeight
		return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded while calling a Python object")
	}
	v, err := t.loop(f)
	t.nativeDepth -= runWeight
	return v, err
}

// loop is run's loop.
//
// The operand stack lives in f.slots above the locals; sp and pc are kept
// in locals of this function and written back only when the frame
// suspends. Fast paths for the common types sit inline in the cases; the
// general operations live in ops.go and attr.go.
//
// The frame run was called for is the one without a caller (frames of
// inline calls have theirs): no variable for it in the loop's state. Nor
// for f.code: the loop reads it through f, one word fewer to spill at the
// top of the loop. The code and the operand stack are slices: every index
// is bounds checked, so an error in the compiler's stack depth is a Go
// panic (an internal error), not a write past the frame.
func (t *Thread) loop(f *Frame) (Value, error) {
	insns, slots, sp, pc := f.code.insns, f.stack(), f.sp, f.pc

	for {
		var err error // set for fail: below; not carried between instructions
		var nf *Frame // the frame of an inline call, for enter: below
		// The operands, operator and result slot of compare: and binary:
		// below, and their result.
		var x, y, v Value
		var op uint32
		var base int
		ins := insns[pc]
		pc++
		switch compile.Op(ins) {
		case compile.POP_TOP:
			if sp--; ins>>8 != 0 {
				// Leaving a for loop early: close the generator it owned.
				err = t.closeOwned(slots[sp])
			}
			if slots[sp] = nil; err != nil {
				goto fail
			}

		case compile.LOAD_CONST:
			slots[sp] = f.code.consts[ins>>8]
			sp++

		case compile.LOAD_FAST:
			v := slots[ins>>8]
			if v == nil {
				err = unboundLocal(f.code, int(ins>>8))
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
				err = unboundLocal(f.code, int(ins>>20))
				goto fail
			}
			slots[sp-1] = v

		case compile.LOAD_FAST_LOAD_FAST:
			a := slots[ins>>8&0xfff]
			b := slots[ins>>20]
			if a == nil || b == nil {
				err = unboundPair(f.code, ins, a == nil)
				goto fail
			}
			slots[sp] = a
			slots[sp+1] = b
			sp += 2

		case compile.LOAD_FAST_LOAD_CONST:
			a := slots[ins>>8&0xfff]
			if a == nil {
				err = unboundLocal(f.code, int(ins>>8&0xfff))
				goto fail
			}
			slots[sp] = a
			slots[sp+1] = f.code.consts[ins>>20]
			sp += 2

		case compile.STORE_FAST_STORE_FAST:
			slots[ins>>8&0xfff] = slots[sp-1]
			slots[ins>>20] = slots[sp-2]
			sp -= 2

		case compile.LOAD_GLOBAL:
			c := &f.code.caches[ins>>8]
			v, ok := c.global(f.globals)
			if !ok {
				if v, err = t.loadGlobal(f, c); err != nil {
					goto fail
				}
			}
			slots[sp] = v
			sp++

		case compile.LOAD_ATTR, compile.LOAD_FAST_ATTR:
			// x.name replacing x, or (LOAD_FAST_ATTR) pushed for a local x.
			obj, cache, dst := slots[sp-1], ins>>8, sp-1
			if compile.Op(ins) == compile.LOAD_FAST_ATTR {
				if obj, cache, dst = slots[ins>>8&0xfff], ins>>20, sp; obj == nil {
					err = unboundLocal(f.code, int(ins>>8&0xfff))
					goto fail
				}
			}
			c := &f.code.caches[cache]
			if d := c.instanceDict(obj); d != nil {
				// An instance attribute where it was last time, without
				// a call (loadAttrCached's first case).
				if e := c.lastEntry(d); e != nil {
					slots[dst] = e.value
					sp = dst + 1
					break
				}
			}
			var v Value
			if v, err = t.loadAttrCached(obj, c); err != nil {
				goto fail
			}
			slots[dst] = v
			sp = dst + 1

		case compile.STORE_ATTR:
			c := &f.code.caches[ins>>8]
			if d := c.instanceDict(slots[sp-1]); d != nil {
				// Rebinding an instance attribute where it was last time,
				// without a call (storeAttrCached's first case).
				if e := c.lastEntry(d); e != nil {
					e.value = slots[sp-2]
					slots[sp-1], slots[sp-2], sp = nil, nil, sp-2
					break
				}
			}
			err = t.storeAttrCached(slots[sp-1], c, slots[sp-2])
			if slots[sp-1], slots[sp-2], sp = nil, nil, sp-2; err != nil {
				goto fail
			}

		case compile.LOAD_METHOD:
			c := &f.code.caches[ins>>8]
			if o, ok := slots[sp-1].(*Object); ok && o.class == c.cls && c.kind == cacheMethod && o.class.version == c.version && !o.class.shadowed {
				// A method of the instance's class, as last time, without
				// a call (loadMethodCached's first case).
				slots[sp-1], slots[sp] = c.value, o
				sp++
				break
			}
			var m, self Value
			m, self, err = t.loadMethodCached(slots[sp-1], c)
			if err != nil {
				goto fail
			}
			slots[sp-1] = m
			slots[sp] = self
			sp++

		// x op y replacing the operands from base: both on the stack, or y
		// a constant (_CONST), or x a local too (FAST_). Each form decodes
		// its operands in its own case, then the comparisons go on at
		// compare: below, the binary operators at binary:.
		case compile.COMPARE_OP:
			x, y, op, base = slots[sp-2], slots[sp-1], ins>>8, sp-2
			goto compare

		case compile.COMPARE_OP_CONST:
			x, y, op, base = slots[sp-1], f.code.consts[ins>>16], ins>>8&0xff, sp-1
			goto compare

		case compile.FAST_COMPARE_OP_CONST:
			if x = slots[ins>>24]; x == nil {
				err = unboundLocal(f.code, int(ins>>24))
				goto fail
			}
			y, op, base = f.code.consts[ins>>16&0xff], ins>>8&0xff, sp
			goto compare

		case compile.BINARY_OP:
			x, y, op, base = slots[sp-2], slots[sp-1], ins>>8, sp-2
			goto binary

		case compile.BINARY_OP_CONST:
			x, y, op, base = slots[sp-1], f.code.consts[ins>>16], ins>>8&0xff, sp-1
			goto binary

		case compile.FAST_BINARY_OP_CONST:
			if x = slots[ins>>24]; x == nil {
				err = unboundLocal(f.code, int(ins>>24))
				goto fail
			}
			y, op, base = f.code.consts[ins>>16&0xff], ins>>8&0xff, sp
			goto binary

		case compile.BINARY_SUBSCR:
			if v, ok := listItem(slots[sp-2], slots[sp-1]); ok {
				sp--
				slots[sp] = nil
				slots[sp-1] = v
				break
			}
			if v, ok := tupleItem(slots[sp-2], slots[sp-1]); ok {
				sp--
				slots[sp] = nil
				slots[sp-1] = v
				break
			}
			if d, i := dictStrEntry(slots[sp-2], slots[sp-1], false); i >= 0 {
				sp--
				slots[sp] = nil
				slots[sp-1] = d.entries[i].value
				break
			}
			if sp, _, err = t.execContainers(f, ins, sp); err != nil {
				goto fail
			}

		case compile.STORE_SUBSCR:
			if setListItem(slots[sp-2], slots[sp-1], slots[sp-3]) {
				slots[sp-1], slots[sp-2], slots[sp-3], sp = nil, nil, nil, sp-3
			} else if d, i := dictStrEntry(slots[sp-2], slots[sp-1], true); i >= 0 {
				// Rebinding a str key of a dict: no key added, no version.
				d.entries[i].value = slots[sp-3]
				slots[sp-1], slots[sp-2], slots[sp-3], sp = nil, nil, nil, sp-3
			} else if sp, _, err = t.execContainers(f, ins, sp); err != nil {
				goto fail
			}

		case compile.COPY:
			slots[sp] = slots[sp-int(ins>>8)]
			sp++

		case compile.SWAP:
			n := sp - int(ins>>8)
			slots[sp-1], slots[n] = slots[n], slots[sp-1]

		case compile.UNPACK_SEQUENCE:
			// A tuple or list of the right length; the rest by execContainers.
			var elems []Value
			switch x := slots[sp-1].(type) {
			case Tuple:
				elems = x
			case *List:
				elems = x.elems
			}
			if n := int(ins >> 8); len(elems) == n && n > 0 {
				sp--
				for i := n - 1; i >= 0; i-- {
					slots[sp] = elems[i]
					sp++
				}
				break
			}
			if sp, _, err = t.execContainers(f, ins, sp); err != nil {
				goto fail
			}

		case compile.BUILD_SLICE:
			// x[a:b] and x[a:b] = v of a list without the slice object.
			if next := insns[pc]; compile.Op(next) == compile.BINARY_SUBSCR || compile.Op(next) == compile.STORE_SUBSCR {
				var done bool
				if sp, done, err = t.sliceSubscr(slots, ins, next, sp); done {
					if pc++; err != nil {
						goto fail
					}
					break
				}
			}
			if sp, _, err = t.execContainers(f, ins, sp); err != nil {
				goto fail
			}

		case compile.JUMP:
			pc = int(ins >> 8)

		case compile.NOP:
			// pass in a loop's body: not worth a handler's call.

		case compile.JUMP_BACKWARD:
			// t.safePoint(), inline.
			if pc, t.mem.inflight, t.steps = int(ins>>8), 0, t.steps+1; t.steps >= t.poll.Load() {
				if err = t.safePointSlow(); err != nil {
					goto fail
				}
			}

		case compile.POP_JUMP_IF_FALSE, compile.POP_JUMP_IF_TRUE:
			sp--
			x := slots[sp]
			slots[sp] = nil
			b, ok := truthFast(x)
			if !ok {
				if b, err = t.truthSlow(x); err != nil {
					goto fail
				}
			}
			if b == (compile.Op(ins) == compile.POP_JUMP_IF_TRUE) {
				pc = int(ins >> 8)
			}

		case compile.FOR_ITER:
			var v Value
			switch it := slots[sp-1].(type) {
			case *rangeIterator:
				if it.n > 0 {
					v = MakeInt(it.cur)
					it.cur += it.step
					it.n--
				}
			case *listIterator:
				if it.i < len(it.l.elems) {
					v = it.l.elems[it.i]
					it.i++
				}
			default:
				var second Value
				if v, second, err = t.forIterNext(it, insns[pc]); err != nil {
					goto fail
				}
				if second != nil {
					// A pair unpacked at once: the UNPACK_SEQUENCE after is done.
					slots[sp], slots[sp+1] = second, v
					sp += 2
					pc++
					continue
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

		case compile.CALL, compile.CALL_METHOD:
			var kwnames []string // the names KW_NAMES set before the CALL
			if prev := insns[pc-2]; compile.Op(prev) == compile.KW_NAMES {
				kwnames = f.code.src.KwNames[prev>>8]
			}
			// The callable at base; for CALL_METHOD, the receiver of an unbound
			// method or nil; then the arguments. The slot before the arguments
			// is free (the callable's, or the nil) unless it holds a receiver.
			argc := int(ins >> 8)
			base, free := sp-argc-1, sp-argc-1
			if compile.Op(ins) == compile.CALL_METHOD {
				base--
			}
			fn := slots[base]
			hasFree := compile.Op(ins) == compile.CALL || slots[free] == nil
			args := slots[free+1 : sp : sp]
			if !hasFree {
				args = slots[free:sp:sp]
			}
			// A Python-to-Python call (or the __init__ of a plain class,
			// enterInit) runs in this loop; the commonest (positional
			// arguments, no closure, a pooled frame with room) is set up
			// here, without a Go call.
			inline := false
			switch callee := fn.(type) {
			case *Function:
				c, d := callee.code, t.depth+1
				if inline = c.flags&genFlags == 0; inline && c.simpleArgs && !c.unloaded && c.nfree == 0 && len(args) == c.argcount && kwnames == nil && d <= t.maxDepth && d < len(t.frames) && cap(t.frames[d].slots) >= c.nslots+c.stack {
					nf, t.depth = t.frames[d], d
					nf.slots = nf.slots[:c.nslots+c.stack]
					nf.code, nf.sp, nf.pc, nf.fn, nf.globals = c, c.nslots, 0, callee, callee.globals
					dst := nf.slots[:len(args)]
					//lint:ignore S1001 a loop of the one to three arguments beats copy's call to typedslicecopy (bulk write barrier, memmove)
					for i, a := range args {
						dst[i] = a
					}
					sp = popTo(slots, sp, base)
					if t.mem.inflight, t.steps = 0, t.steps+1; t.steps >= t.poll.Load() {
						if err = t.safePointSlow(); err != nil {
							t.popFrame(nf)
							goto fail
						}
					}
					goto enter
				} else if inline {
					nf, err = t.enterFunction(callee, args, kwnames)
				}
			case *Type:
				if hasFree {
					nf, err = t.enterInit(callee, args, kwnames)
					inline = nf != nil || err != nil
				}
			}
			if inline {
				sp = popTo(slots, sp, base)
				if err != nil {
					goto fail
				}
				goto enter
			}
			var res Value
			if hasFree {
				res, err = t.callFree(fn, slots[free:sp:sp], kwnames)
			} else {
				res, err = t.callArgs(fn, args, kwnames)
			}
			if sp = popTo(slots, sp, base); err != nil {
				goto fail
			}
			slots[sp] = res
			sp++

		case compile.RETURN_VALUE, compile.RETURN_CONST:
			var v Value
			if compile.Op(ins) == compile.RETURN_CONST {
				v = f.code.consts[ins>>8]
			} else {
				sp--
				v = slots[sp]
				slots[sp] = nil
			}
			if f.caller == nil {
				return v, nil
			}
			// The end of an inline call: back to the caller's frame.
			if f.initObj == nil {
				caller := f.caller
				t.popFrame(f)
				f = caller
			} else {
				f, v, err = t.popInline(f, v)
			}
			if insns, slots, sp, pc = f.code.insns, f.stack(), f.sp, f.pc; err != nil {
				goto fail
			}
			slots[sp] = v
			sp++

		case compile.YIELD_VALUE:
			return t.yieldValue(f, ins, sp, pc), nil

		case compile.LIST_APPEND:
			sp--
			l := slots[sp-int(ins>>8)].(*List)
			if err = t.chargeAppend(l.elems, 1); err != nil {
				goto fail
			}
			l.elems = append(l.elems, slots[sp])
			slots[sp] = nil

		default:
			// The rarer instructions, by their family's handler (coldOps).
			var jump bool
			if sp, jump, err = coldOps[compile.Op(ins)](t, f, ins, sp); err != nil {
				goto fail
			}
			if jump {
				pc = int(ins >> 8)
			}
		}
		continue

	compare:
		{
			var r, known bool
			switch a := x.(type) {
			case Int:
				if b, ok := y.(Int); ok {
					r, known = compareOrdered(compile.CmpOp(op), int64(a), int64(b)), true
				}
			case Float:
				// With an int that converts exactly (as Python compares).
				switch b := y.(type) {
				case Float:
					r, known = compareOrdered(compile.CmpOp(op), float64(a), float64(b)), true
				case Int:
					if -1<<53 <= b && b <= 1<<53 {
						r, known = compareOrdered(compile.CmpOp(op), float64(a), float64(b)), true
					}
				}
			}
			if known {
				// Feeding a conditional jump (usual): jump, no bool.
				if next := insns[pc]; compile.Op(next) == compile.POP_JUMP_IF_FALSE || compile.Op(next) == compile.POP_JUMP_IF_TRUE {
					sp = popTo(slots, sp, base)
					pc++
					if r == (compile.Op(next) == compile.POP_JUMP_IF_TRUE) {
						pc = int(next >> 8)
					}
					continue
				}
				v = Bool(r)
			} else {
				v, err = t.Compare(compile.CmpOp(op), x, y)
			}
			goto result
		}

	binary:
		{
			// + and - of small ints inline (Go inlines only tiny calls into
			// the loop); other ints straight to intBinaryFast, arith's first.
			// Floats (and a float with an int) by floatArith, inline.
			var fa, fb float64
			fok := false
			switch a := x.(type) {
			case Int:
				switch b := y.(type) {
				case Int:
					switch small, o := uint64(a+1<<17)|uint64(b+1<<17) < 1<<18, compile.BinaryOp(op); {
					case small && (o == compile.OpAdd || o == compile.OpInplace+compile.OpAdd):
						v = MakeInt(int64(a + b))
					case small && (o == compile.OpSub || o == compile.OpInplace+compile.OpSub):
						v = MakeInt(int64(a - b))
					default:
						if v, base, pc = intChain(insns, pc, slots, f.code.consts, base, o, int64(a), int64(b)); v == nil {
							v, _ = t.intBinaryFast(o, int64(a), int64(b))
						}
					}
				case Float:
					fa, fb, fok = float64(a), float64(b), true
				}
			case Float:
				switch b := y.(type) {
				case Float:
					fa, fb, fok = float64(a), float64(b), true
				case Int:
					fa, fb, fok = float64(a), float64(b), true
				}
			}
			if fok {
				if r, ok := floatArith(compile.BinaryOp(op), fa, fb); ok {
					// Feeding the next operator (a*b + c), boxed once.
					r, base, pc = floatChain(insns, pc, slots, f.code.consts, base, r)
					v = Float(r)
				}
			}
			if v == nil {
				v, err = t.arith(compile.BinaryOp(op), x, y)
			}
		}

	result:
		// The result of compare: or binary:, v or err.
		if err != nil {
			goto fail
		}
		sp = popTo(slots, sp, base+1)
		slots[base] = v
		continue

	enter:
		// A call made the frame nf, which runs in this loop.
		f.sp, f.pc = sp, pc
		nf.caller = f
		f = nf
		insns, slots, sp, pc = f.code.insns, f.stack(), f.sp, 0
		continue

	fail:
		// An instruction failed: its handler, here or in an inline caller.
		if f, sp, pc, err = t.unwind(f, sp, pc, err); err != nil {
			return nil, err
		}
		insns, slots = f.code.insns, f.stack()
	}
}

// coldOps holds the handlers of the instructions of the families the loop
// leaves to them (eval_*.go), by opcode: the instructions that are rarer,
// or whose work is a call anyway. It is filled once, at init, and only
// read after.
var coldOps [256]func(t *Thread, f *Frame, ins uint32, sp int) (int, bool, error)

func init() {
	// Assigned here, not in coldOps' declaration: the handlers reach run,
	// which reads coldOps (an initialization cycle for Go).
	coldOps = [256]func(t *Thread, f *Frame, ins uint32, sp int) (int, bool, error){
		compile.SEND:                 (*Thread).execSend,
		compile.JUMP_IF_FALSE_OR_POP: (*Thread).jumpOrPop,
		compile.JUMP_IF_TRUE_OR_POP:  (*Thread).jumpOrPop,
		compile.POP_JUMP_IF_NONE:     (*Thread).jumpIfNone,
		compile.POP_JUMP_IF_NOT_NONE: (*Thread).jumpIfNone,
		compile.KW_NAMES:             (*Thread).execNames,
		compile.LOAD_DEREF:           (*Thread).execNames,
		compile.STORE_DEREF:          (*Thread).execNames,
		compile.LOAD_CLOSURE:         (*Thread).execNames,
		compile.DELETE_FAST:          (*Thread).execNames,
		compile.DELETE_DEREF:         (*Thread).execNames,
		compile.LOAD_CLASSDEREF:      (*Thread).execNames,
		compile.STORE_GLOBAL:         (*Thread).execNames,
		compile.DELETE_GLOBAL:        (*Thread).execNames,
		compile.LOAD_NAME:            (*Thread).execNames,
		compile.STORE_NAME:           (*Thread).execNames,
		compile.DELETE_NAME:          (*Thread).execNames,
		compile.DELETE_ATTR:          (*Thread).execNames,
		compile.LOAD_BUILD_CLASS:     (*Thread).execNames,
		compile.LOAD_LOCALS:          (*Thread).execNames,
		compile.IS_OP:                (*Thread).execOperators,
		compile.CONTAINS_OP:          (*Thread).execOperators,
		compile.UNARY_NEGATIVE:       (*Thread).execOperators,
		compile.UNARY_POSITIVE:       (*Thread).execOperators,
		compile.UNARY_INVERT:         (*Thread).execOperators,
		compile.UNARY_NOT:            (*Thread).execOperators,
		compile.GET_ITER:             (*Thread).execContainers,
		compile.DELETE_SUBSCR:        (*Thread).execContainers,
		compile.BUILD_TUPLE:          (*Thread).execContainers,
		compile.BUILD_LIST:           (*Thread).execContainers,
		compile.BUILD_SET:            (*Thread).execContainers,
		compile.BUILD_MAP:            (*Thread).execContainers,
		compile.BUILD_STRING:         (*Thread).execContainers,
		compile.SET_ADD:              (*Thread).execContainers,
		compile.MAP_ADD:              (*Thread).execContainers,
		compile.LIST_EXTEND:          (*Thread).execContainers,
		compile.SET_UPDATE:           (*Thread).execContainers,
		compile.DICT_UPDATE:          (*Thread).execContainers,
		compile.DICT_MERGE:           (*Thread).execContainers,
		compile.LIST_TO_TUPLE:        (*Thread).execContainers,
		compile.FORMAT_VALUE:         (*Thread).execContainers,
		compile.UNPACK_EX:            (*Thread).execContainers,
		compile.GET_YIELD_FROM_ITER:  (*Thread).execAsync,
		compile.GET_AWAITABLE:        (*Thread).execAsync,
		compile.GET_AITER:            (*Thread).execAsync,
		compile.GET_ANEXT:            (*Thread).execAsync,
		compile.END_ASYNC_FOR:        (*Thread).execAsync,
		compile.BEFORE_ASYNC_WITH:    (*Thread).execAsync,
		compile.CALL_EX:              (*Thread).execFunctions,
		compile.MAKE_FUNCTION:        (*Thread).execFunctions,
		compile.RAISE_VARARGS:        (*Thread).execExceptions,
		compile.RERAISE:              (*Thread).execExceptions,
		compile.PUSH_EXC_INFO:        (*Thread).execExceptions,
		compile.POP_EXCEPT:           (*Thread).execExceptions,
		compile.CHECK_EXC_MATCH:      (*Thread).execExceptions,
		compile.CHECK_EG_MATCH:       (*Thread).execExceptions,
		compile.PREP_RERAISE_STAR:    (*Thread).execExceptions,
		compile.LOAD_ASSERTION_ERROR: (*Thread).execExceptions,
		compile.BEFORE_WITH:          (*Thread).execExceptions,
		compile.WITH_EXCEPT_START:    (*Thread).execExceptions,
		compile.IMPORT_NAME:          (*Thread).execImports,
		compile.IMPORT_FROM:          (*Thread).execImports,
		compile.IMPORT_STAR:          (*Thread).execImports,
		compile.SETUP_ANNOTATIONS:    (*Thread).execImports,
		compile.GET_LEN:              (*Thread).execMatch,
		compile.MATCH_MAPPING:        (*Thread).execMatch,
		compile.MATCH_SEQUENCE:       (*Thread).execMatch,
		compile.MATCH_KEYS:           (*Thread).execMatch,
		compile.MATCH_CLASS:          (*Thread).execMatch,
	}
}

// unboundPair is the error of LOAD_FAST_LOAD_FAST ins when a local is
// unbound: the first (low 12 bits) when first, else the second.
func unboundPair(code *Code, ins uint32, first bool) error {
	if first {
		return unboundLocal(code, int(ins>>8&0xfff))
	}
	return unboundLocal(code, int(ins>>20))
}

// jumpIfNone runs POP_JUMP_IF_NONE and POP_JUMP_IF_NOT_NONE: it pops the
// value on top of f's stack and reports whether the loop jumps.
func (t *Thread) jumpIfNone(f *Frame, ins uint32, sp int) (int, bool, error) {
	sp--
	_, isNone := f.slots[sp].(NoneType)
	f.slots[sp] = nil
	return sp, isNone == (compile.Op(ins) == compile.POP_JUMP_IF_NONE), nil
}

// jumpOrPop runs JUMP_IF_FALSE_OR_POP and JUMP_IF_TRUE_OR_POP (and, or):
// it reports whether the loop jumps, keeping the value on top of f's
// stack, else pops it.
func (t *Thread) jumpOrPop(f *Frame, ins uint32, sp int) (int, bool, error) {
	x := f.slots[sp-1]
	b, ok := truthFast(x)
	if !ok {
		var err error
		if b, err = t.truthSlow(x); err != nil {
			return sp, false, err
		}
	}
	if b == (compile.Op(ins) == compile.JUMP_IF_TRUE_OR_POP) {
		return sp, true, nil
	}
	sp--
	f.slots[sp] = nil
	return sp, false, nil
}

// forIterNext is FOR_ITER's next of an iterator other than a range's or
// a list's: the next value, nil when it is exhausted. When the next
// instruction unpacks the value into two and the iterator makes pairs
// (dict items, enumerate, zip of two), it returns the pair's two values
// without building it: a, b (b not nil).
func (t *Thread) forIterNext(it Value, next uint32) (a, b Value, err error) {
	switch it := it.(type) {
	case pairIterator:
		if compile.Op(next) == compile.UNPACK_SEQUENCE && next>>8 == 2 {
			a, b, ok, done, err := it.nextPair(t)
			if err != nil || ok && done {
				return nil, nil, err
			}
			if ok {
				return a, b, nil
			}
		}
	case *Generator:
		// t.next(it), one call less.
		v, done, err := t.resume(it, None, nil)
		if err != nil || done {
			return nil, nil, err
		}
		return v, nil, nil
	}
	v, err := t.next(it)
	return v, nil, err
}

const genFlags = compile.Generator | compile.Coroutine | compile.AsyncGenerator

// unwind handles the error err of the instruction before pc in the frame
// f, whose stack is at sp: it returns the frame, stack and pc of the
// handler that catches err, in f or in the frames of the inline calls
// below it, with the stack cut to the handler's depth and the exception
// pushed; or, popping every inline frame, the error the loop returns. A
// limit error (not an *Exception) is never caught.
func (t *Thread) unwind(f *Frame, sp, pc int, err error) (*Frame, int, int, error) {
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
			return f, sp, pc, err
		}
	}
	code, slots := f.code, f.slots
	if !t.reraise {
		t.addTraceback(exc, f, code, pc-1)
	}
	t.reraise = false
	for {
		if h, ok := findHandler(code, pc-1); ok {
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
			return f, sp, int(h.Target), nil
		}
		t.closeOwnedIn(slots[code.nslots:sp:sp], false)
		clear(slots[code.nslots:sp:sp])
		if f.caller == nil {
			f.sp, f.pc = code.nslots, pc
			return f, sp, pc, exc
		}
		caller := f.caller
		t.popFrame(f)
		f = caller
		code, slots, sp, pc = f.code, f.slots, f.sp, f.pc
		t.addTraceback(exc, f, code, pc-1)
	}
}

// callFree calls fn with the arguments s[1:]; s[0] is a free slot, which
// takes the receiver of a bound method or of a built-in's method, so
// that neither copies the arguments.
func (t *Thread) callFree(fn Value, s []Value, kwnames []string) (Value, error) {
	switch callee := fn.(type) {
	case *Function:
		return t.callFunction(callee, s[1:], kwnames)
	case *Builtin:
		if callee.self != nil {
			s[0] = callee.self
			return callee.fn(t, s, kwnames)
		}
		if callee.owner != nil {
			if err := callee.checkReceiver(s[1:]); err != nil {
				return nil, err
			}
		}
		return callee.fn(t, s[1:], kwnames)
	case *BoundMethod:
		s[0] = callee.Self
		return t.Call(callee.Func, s, kwnames)
	}
	return t.Call(fn, s[1:], kwnames)
}

// callArgs calls the unbound method fn LOAD_METHOD found with args, the
// receiver first.
func (t *Thread) callArgs(fn Value, args []Value, kwnames []string) (Value, error) {
	switch callee := fn.(type) {
	case *Function:
		return t.callFunction(callee, args, kwnames)
	case *Builtin:
		return callee.fn(t, args, kwnames)
	}
	return t.Call(fn, args, kwnames)
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
	if !c.simpleArgs || c.unloaded || c.nfree != 0 || len(args)+1 != c.argcount || d > t.maxDepth || d >= len(t.frames) {
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
//
// The chain may already hold a cycle (__context__ is writable), so the
// walk also stops when it comes back to where it has been: a second
// pointer moving at half speed meets the first inside any cycle, as
// CPython's walk does.
func (t *Thread) chainContext(exc, ctx *Exception) {
	slow, step := ctx, false
	for o := ctx; o != nil; {
		if o.context == exc {
			o.context = nil
			break
		}
		o = o.context
		if o == slow {
			break // a cycle not through exc: every link was checked
		}
		if step {
			slow = slow.context
		}
		step = !step
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

// global returns the global the cache c of a LOAD_GLOBAL holds, when it
// is still valid for the globals g (and the builtins it was found in).
func (c *inlineCache) global(g *Dict) (Value, bool) {
	if c.dict != g || c.dictVer != g.version || c.dict2 != nil && c.dict2V != c.dict2.version {
		return nil, false
	}
	if c.dict2 != nil {
		return c.dict2.entries[c.index].value, true
	}
	return c.dict.entries[c.index].value, true
}

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
	e := nameError(c.name.s).(*Exception)
	e.suggest = t.suggestName(f, c.name.s)
	return nil, e
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

// arith computes x op y: ints and floats (an int with a float converted)
// by the fast paths that allocate at most the result, the rest by
// binaryOp.
func (t *Thread) arith(op compile.BinaryOp, x, y Value) (Value, error) {
	switch a := x.(type) {
	case Int:
		switch b := y.(type) {
		case Int:
			if v, ok := t.intBinaryFast(op, int64(a), int64(b)); ok {
				return v, nil
			}
		case Float:
			if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
				return v, nil
			}
		}
	case Float:
		switch b := y.(type) {
		case Int:
			if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
				return v, nil
			}
		case Float:
			if v, ok := t.floatBinaryFast(op, float64(a), float64(b)); ok {
				return v, nil
			}
		}
	}
	return t.binaryOp(op, x, y)
}

// floatChain runs on from insns[pc] the operators that take the float r
// (the result of the one before, at slots[base]) with a float or an int
// and cannot fail: x op r with x below it on the stack (BINARY_OP), or r
// op a constant (BINARY_OP_CONST). It returns the last result, where it
// goes on the stack and the pc after the last operator run, so that only
// that result is boxed (an allocation each).
func floatChain(insns []uint32, pc int, slots, consts []Value, base int, r float64) (float64, int, int) {
	for {
		next := insns[pc]
		switch compile.Op(next) {
		case compile.BINARY_OP:
			var x float64
			switch a := slots[base-1].(type) {
			case Float:
				x = float64(a)
			case Int:
				x = float64(a)
			default:
				return r, base, pc
			}
			res, ok := floatArith(compile.BinaryOp(next>>8), x, r)
			if !ok {
				return r, base, pc
			}
			r, base, pc = res, base-1, pc+1
		case compile.BINARY_OP_CONST:
			var y float64
			switch b := consts[next>>16].(type) {
			case Float:
				y = float64(b)
			case Int:
				y = float64(b)
			default:
				return r, base, pc
			}
			res, ok := floatArith(compile.BinaryOp(next>>8&0xff), r, y)
			if !ok {
				return r, base, pc
			}
			r, pc = res, pc+1
		default:
			return r, base, pc
		}
	}
}

// listItem returns l[i] for a list l and an int i in range; false for
// anything else.
func listItem(x, k Value) (Value, bool) {
	l, ok := x.(*List)
	i, ok2 := k.(Int)
	if !ok || !ok2 {
		return nil, false
	}
	n := Int(len(l.elems))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, false
	}
	return l.elems[i], true
}

// dictStrEntry returns the dict of x and the position of its str key k,
// when x holds k in a table of str keys only: x a dict, or an instance of
// a dict subclass that keeps dict's __getitem__ (store: __setitem__), as
// Counter and defaultdict do. -1 for anything else, which the general
// path decides (a missing key, __missing__, keys whose __eq__ may run).
func dictStrEntry(x, k Value, store bool) (*Dict, int) {
	key, ok := k.(*Str)
	if !ok {
		return nil, -1
	}
	d, ok := x.(*Dict)
	if o, isObj := x.(*Object); isObj {
		if h := o.class.hookFlags(); (store && h.dictSetItem) || (!store && h.dictGetItem) {
			d, ok = o.base.(*Dict)
		}
	}
	if !ok || d.general {
		return nil, -1
	}
	return d, d.lookupStr(key)
}

// tupleItem returns x[i] for a tuple x and an int i in range; false for
// anything else.
func tupleItem(x, k Value) (Value, bool) {
	tu, ok := x.(Tuple)
	i, ok2 := k.(Int)
	if !ok || !ok2 {
		return nil, false
	}
	n := Int(len(tu))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, false
	}
	return tu[i], true
}

// setListItem performs l[i] = v for a list l and an int i in range, and
// reports whether it did.
func setListItem(x, k, v Value) bool {
	l, ok := x.(*List)
	i, ok2 := k.(Int)
	if !ok || !ok2 {
		return false
	}
	n := Int(len(l.elems))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return false
	}
	l.elems[i] = v
	return true
}

// stack returns f.slots with its capacity cut to its length, for run:
// the loop's three-index slices are then checked against a length it
// already holds, and it carries one word less from instruction to
// instruction (fewer spills at the top of the loop).
func (f *Frame) stack() []Value {
	s := f.slots
	return s[:len(s):len(s)]
}

// popTo pops the stack slots from sp down to base, clearing them, and
// returns base: a loop, not clear, which costs more for the few slots an
// instruction pops (and, inlined, nothing when there are none).
func popTo(slots []Value, sp, base int) int {
	for sp > base {
		sp--
		slots[sp] = nil
	}
	return base
}
