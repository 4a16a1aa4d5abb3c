package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execExceptions runs the instructions of exceptions: raise, the except
// clauses (and except*), with (see run, coldOps), on the frame f whose
// operand stack is at sp. It returns the new sp, whether the loop jumps
// to the instruction's target, and the error that makes the instruction
// fail.
func (t *Thread) execExceptions(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	var err error
	switch compile.Op(ins) {
	case compile.RAISE_VARARGS:
		n := int(ins >> 8)
		switch n {
		case 0:
			if t.curExc == nil {
				err = Errorf(RuntimeErrorType, "No active exception to reraise")
				return sp, false, err
			}
			err = t.curExc
			t.reraise = true
			return sp, false, err
		case 1:
			err = t.makeRaise(slots[sp-1], nil, false)
			sp--
			slots[sp] = nil
		case 2:
			err = t.makeRaise(slots[sp-2], slots[sp-1], true)
			sp -= 2
			slots[sp], slots[sp+1] = nil, nil
		}
		return sp, false, err

	case compile.RERAISE:
		sp--
		err = slots[sp].(*Exception)
		slots[sp] = nil
		t.reraise = true
		return sp, false, err

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
			return sp, false, err
		}
		slots[sp-1] = Bool(ok)

	case compile.CHECK_EG_MATCH:
		var rest, match Value
		rest, match, err = t.exceptionGroupMatch(slots[sp-2], slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-2] = rest
		slots[sp-1] = match
		if m, ok := match.(*Exception); ok {
			// The handler runs with its match as the exception being
			// handled (sys.exception(), a bare raise), as in CPython.
			t.curExc = m
		}

	case compile.PREP_RERAISE_STAR:
		var v Value
		v, err = t.prepReraiseStar(slots[sp-2], slots[sp-1])
		if err != nil {
			return sp, false, err
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
			return sp, false, err
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
			return sp, false, err
		}
		slots[sp] = res
		sp++

	}
	return sp, false, nil
}
