package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execAsync runs the instructions of generators' and coroutines'
// instructions other than yield and send: yield from's iterator, await,
// async for and async with (see run, coldOps), on the frame f whose
// operand stack is at sp. It returns the new sp, whether the loop jumps
// to the instruction's target, and the error that makes the instruction
// fail.
func (t *Thread) execAsync(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots, code := f.slots, f.code
	var err error
	switch compile.Op(ins) {
	case compile.GET_YIELD_FROM_ITER:
		x := slots[sp-1]
		if g, ok := x.(*Generator); ok {
			if g.kind == compile.Coroutine && code.flags&compile.Coroutine == 0 {
				err = Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
				return sp, false, err
			}
			break
		}
		var it Value
		it, err = t.Iter(x)
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = it

	case compile.GET_AWAITABLE:
		var a Value
		a, err = t.getAwaitable(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = a

	case compile.GET_AITER:
		var a Value
		a, err = t.getAIter(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = a

	case compile.GET_ANEXT:
		var a Value
		a, err = t.getANext(slots[sp-1])
		if err != nil {
			return sp, false, err
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
		return sp, false, err

	case compile.BEFORE_ASYNC_WITH:
		var exit, res Value
		exit, res, err = t.beforeAsyncWith(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = exit
		slots[sp] = res
		sp++

	}
	return sp, false, nil
}

// yieldValue suspends the frame f at a yield of the value on top of its
// stack, which it returns.
func (t *Thread) yieldValue(f *Frame, ins uint32, sp, pc int) Value {
	slots := f.slots
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
	return v
}

// execSend runs SEND: it sends the value on top of f's stack into the
// sub-iterator below it, and reports whether the sub-iterator is done
// (the loop then jumps to the instruction's target).
func (t *Thread) execSend(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	sp--
	v := slots[sp]
	slots[sp] = nil
	sub := slots[sp-1]
	r, done, err := t.send(sub, v)
	if err != nil {
		return sp, false, err
	}
	if done {
		slots[sp-1] = r
		return sp, true, nil
	}
	f.sendTarget = int(ins >> 8)
	slots[sp] = r
	sp++
	return sp, false, nil
}
