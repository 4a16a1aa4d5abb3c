package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execImports runs the instructions of imports and the annotations of
// module and class bodies (see run, coldOps), on the frame f whose
// operand stack is at sp. It returns the new sp, whether the loop jumps
// to the instruction's target, and the error that makes the instruction
// fail.
func (t *Thread) execImports(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots, code := f.slots, f.code
	var err error
	switch compile.Op(ins) {
	case compile.IMPORT_NAME:
		sp--
		fromlist := slots[sp]
		level := slots[sp-1]
		slots[sp] = nil
		var m Value
		m, err = t.importName(f, code.names[ins>>8].s, fromlist, level)
		if err != nil {
			return sp, false, err
		}
		slots[sp-1] = m

	case compile.IMPORT_FROM:
		var v Value
		v, err = t.importFrom(slots[sp-1], code.names[ins>>8])
		if err != nil {
			return sp, false, err
		}
		slots[sp] = v
		sp++

	case compile.IMPORT_STAR:
		sp--
		err = t.importStar(f, slots[sp])
		slots[sp] = nil
		if err != nil {
			return sp, false, err
		}

	case compile.SETUP_ANNOTATIONS:
		if f.locals == nil {
			if _, err2 := t.GetItem(f.localsObj, annotationsStr); err2 != nil {
				if err = t.SetItem(f.localsObj, annotationsStr, NewDict(0)); err != nil {
					return sp, false, err
				}
			}
		} else if _, ok := f.locals.GetStr(annotationsStr); !ok {
			f.locals.SetStr(annotationsStr, NewDict(0))
		}

	}
	return sp, false, nil
}
