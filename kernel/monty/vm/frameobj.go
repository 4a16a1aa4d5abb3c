package vm

import "github.com/backyard-dev/backyard/kernel/monty/format"

// FrameObject is a frame as Python code sees it: tb.tb_frame. Frames
// are pooled and reused once their call returns, so a FrameObject is a
// record of one, made when asked for: the code, the line, the globals,
// and the calling frame (for a traceback entry, the entry before it).
// f_locals of a function's frame is an empty dict: the values are gone
// by the time a traceback is read.
type FrameObject struct {
	code    *Code
	pc      int
	globals *Dict
	locals  Value // the namespace of module and class bodies; nil otherwise
	tb      *Traceback
	back    *FrameObject
}

// FrameType is the type of frame objects.
var FrameType = newBuiltinType("frame")

// Type returns frame.
func (*FrameObject) Type() *Type { return FrameType }

// frameOf returns the frame of a traceback entry.
func (tb *Traceback) frameOf() *FrameObject {
	if tb.frame == nil {
		tb.frame = &FrameObject{code: tb.code, pc: tb.pc, globals: tb.globals, tb: tb}
		if tb.globals != nil && isModuleCode(tb.code) {
			tb.frame.locals = tb.globals
		}
	}
	return tb.frame
}

// isModuleCode reports whether code is a module's body.
func isModuleCode(c *Code) bool { return c.name == "<module>" }

func (fo *FrameObject) backFrame() Value {
	if fo.tb != nil {
		if fo.tb.prev != nil {
			return fo.tb.prev.frameOf()
		}
		return None
	}
	if fo.back != nil {
		return fo.back
	}
	return None
}

func (t *Thread) frameAttr(fo *FrameObject, name string) (Value, bool) {
	switch name {
	case "f_code":
		return fo.code, true
	case "f_lineno":
		return MakeInt(int64(fo.code.src.Line(fo.pc))), true
	case "f_lasti":
		return MakeInt(int64(fo.pc * 2)), true
	case "f_globals":
		if fo.globals == nil {
			return NewDict(0), true
		}
		return fo.globals, true
	case "f_locals":
		if fo.locals != nil {
			return fo.locals, true
		}
		return NewDict(0), true
	case "f_builtins":
		return t.builtins, true
	case "f_back":
		return fo.backFrame(), true
	case "f_trace":
		return None, true
	case "f_trace_lines":
		return True, true
	case "f_trace_opcodes":
		return False, true
	}
	return nil, false
}

// frameMethods is registered by setupFrameType.
var frameMethods = []builtinMethod{
	{"clear", frameClear},
	{"__repr__", frameRepr},
}

func setupFrameType() {
	c := FrameType
	for _, m := range frameMethods {
		c.addMethod(m.name, m.fn)
	}
	c.final = true
	c.finishBuiltin()
}

// frameClear is the method frame.clear.
func frameClear(t *Thread, args []Value, kw []string) (Value, error) { return None, nil }

// frameRepr is the method frame.__repr__.
func frameRepr(t *Thread, args []Value, kw []string) (Value, error) {
	fo := args[0].(*FrameObject)
	file := fo.code.src.Filename
	return NewStr("<frame at " + t.addr(fo) + ", file " + format.StrRepr(file) + ", line " + itoa(int(fo.code.src.Line(fo.pc))) + ", code " + fo.code.name + ">"), nil
}
