package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execMatch runs the instructions of the match statement's tests (see
// run, coldOps), on the frame f whose operand stack is at sp. It returns
// the new sp, whether the loop jumps to the instruction's target, and the
// error that makes the instruction fail.
func (t *Thread) execMatch(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	var err error
	switch compile.Op(ins) {
	case compile.GET_LEN:
		var n int
		n, err = t.Len(slots[sp-1])
		if err != nil {
			return sp, false, err
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
			return sp, false, err
		}
		slots[sp] = v
		sp++

	case compile.MATCH_CLASS:
		var v Value
		v, err = t.matchClass(slots[sp-3], slots[sp-2], int(ins>>8), slots[sp-1])
		if err != nil {
			return sp, false, err
		}
		slots[sp-1], slots[sp-2] = nil, nil
		sp -= 2
		slots[sp-1] = v

	}
	return sp, false, nil
}
