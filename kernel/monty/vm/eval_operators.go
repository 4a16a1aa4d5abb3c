package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execOperators runs the instructions of the operators whose common
// cases the loop does not run itself: is, in, the
// unary operators (see run, coldOps), on the frame f whose operand stack
// is at sp. It returns the new sp, whether the loop jumps to the
// instruction's target, and the error that makes the instruction fail.
func (t *Thread) execOperators(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	var err error
	switch compile.Op(ins) {
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
			return sp, false, err
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
			return sp, false, err
		}
		slots[sp-1] = v

	case compile.UNARY_POSITIVE:
		var v Value
		v, err = t.Pos(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = v

	case compile.UNARY_INVERT:
		var v Value
		v, err = t.Invert(slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = v

	case compile.UNARY_NOT:
		x := slots[sp-1]
		b, ok := truthFast(x)
		if !ok {
			b, err = t.truthSlow(x)
			if err != nil {
				return sp, false, err
			}
		}
		slots[sp-1] = Bool(!b)

	}
	return sp, false, nil
}
