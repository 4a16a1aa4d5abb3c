package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execFunctions runs the instructions of calls with * and ** arguments
// and the making of functions (see run, coldOps), on the frame f whose
// operand stack is at sp. It returns the new sp, whether the loop jumps
// to the instruction's target, and the error that makes the instruction
// fail.
func (t *Thread) execFunctions(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots := f.slots
	var err error
	switch compile.Op(ins) {
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
			return sp, false, err
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

	}
	return sp, false, nil
}
