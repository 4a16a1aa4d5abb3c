package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// execNames runs the instructions of names and attributes: the locals of
// class bodies, globals, deletions and the class-building loads (see run,
// coldOps), on the frame f whose operand stack is at sp. It returns the
// new sp, whether the loop jumps to the instruction's target, and the
// error that makes the instruction fail.
func (t *Thread) execNames(f *Frame, ins uint32, sp int) (int, bool, error) {
	slots, code := f.slots, f.code
	var err error
	switch compile.Op(ins) {
	case compile.LOAD_DEREF:
		i := int(ins >> 8)
		v := slots[code.nlocals+i].(*Cell).V
		if v == nil {
			err = unboundDeref(code, i)
			return sp, false, err
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

	case compile.KW_NAMES:
		// Read by the CALL that follows.

	case compile.DELETE_FAST:
		if slots[ins>>8] == nil {
			err = unboundLocal(code, int(ins>>8))
			return sp, false, err
		}
		slots[ins>>8] = nil

	case compile.DELETE_DEREF:
		i := int(ins >> 8)
		c := slots[code.nlocals+i].(*Cell)
		if c.V == nil {
			err = unboundDeref(code, i)
			return sp, false, err
		}
		c.V = nil

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
			return sp, false, err
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
			return sp, false, err
		}

	case compile.LOAD_NAME:
		name := code.names[ins>>8]
		if f.locals == nil {
			var v Value
			v, err = t.loadNameMapping(f, name)
			if err != nil {
				return sp, false, err
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
					return sp, false, err
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
				return sp, false, err
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
				return sp, false, err
			}
			break
		}
		if !f.locals.DelStr(code.names[ins>>8]) {
			err = nameError(code.names[ins>>8].s)
			return sp, false, err
		}

	case compile.DELETE_ATTR:
		sp--
		err = t.DelAttr(slots[sp], code.names[ins>>8])
		slots[sp] = nil
		if err != nil {
			return sp, false, err
		}

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

	}
	return sp, false, nil
}
