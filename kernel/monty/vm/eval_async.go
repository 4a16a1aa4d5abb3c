package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execAsync runs the instructions of generators' and coroutines' instructions other than yield and send: yield from's iterator, await, async for and async with (see run),
// on the frame f whose operand stack is at sp; it returns the new sp,
// and the error that makes the instruction fail.
func (t *Thread) execAsync(f *Frame, ins uint32, sp int) (int, error) {
	slots, code := f.slots, f.code
	var err error
	switch compile.Op(ins) {
	case compile.GET_YIELD_FROM_ITER:
		x := slots[sp-1]
		if g, ok := x.(*Generator); ok {
			if g.kind == compile.Coroutine && code.flags&compile.Coroutine == 0 {
				err = Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
				return sp, err
			}
			break
		}
		var it Value
		it, err = t.Iter(x)
		if err != nil {
			return sp, err
		}
		slots[sp-1] = it

	case compile.GET_AWAITABLE:
		var a Value
		a, err = t.getAwaitable(slots[sp-1])
		if err != nil {
			return sp, err
		}
		slots[sp-1] = a

	case compile.GET_AITER:
		var a Value
		a, err = t.getAIter(slots[sp-1])
		if err != nil {
			return sp, err
		}
		slots[sp-1] = a

	case compile.GET_ANEXT:
		var a Value
		a, err = t.getANext(slots[sp-1])
		if err != nil {
			return sp, err
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
		return sp, err

	case compile.BEFORE_ASYNC_WITH:
		var exit, res Value
		exit, res, err = t.beforeAsyncWith(slots[sp-1])
		if err != nil {
			return sp, err
		}
		slots[sp-1] = exit
		slots[sp] = res
		sp++

	}
	return sp, nil
}
