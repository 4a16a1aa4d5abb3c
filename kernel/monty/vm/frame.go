package vm

import (
	"fmt"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// Frame is the activation of a code object: its local slots followed by
// its operand stack, in one slice.
type Frame struct {
	code    *Code
	fn      *Function
	globals *Dict
	locals  *Dict // the namespace of module and class bodies
	// localsObj is a class body namespace that is not a dict (locals is
	// then nil).
	localsObj Value
	slots     []Value
	sp        int // index in slots of the next free stack entry
	pc        int
	gen       *Generator
	// yielded is set when run returned because the frame yielded.
	yielded bool
	// sendTarget is where the SEND that yielded jumps when its
	// sub-iterator is done (for throw into `yield from`).
	sendTarget int
	// caller is the frame a Python-to-Python call was made from when the
	// callee runs in the caller's loop (see run); nil for a frame run by
	// a Go call.
	caller *Frame
	// initObj is the instance whose __init__ the frame runs, when the
	// caller's CALL of its class made it inline: the frame returns it.
	initObj *Object
}

// Code returns the frame's code.
func (f *Frame) Code() *Code { return f.code }

// newFrame takes a frame from the pool for code at the next depth.
func (t *Thread) pushFrame(code *Code) (*Frame, error) {
	t.depth++
	if t.depth > t.maxDepth {
		t.depth--
		return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	code.ensureBody()
	n := code.nslots + code.stack
	if t.depth < len(t.frames) {
		f := t.frames[t.depth]
		if cap(f.slots) >= n {
			f.slots = f.slots[:n]
		} else {
			f.slots = make([]Value, n)
		}
		f.code = code
		f.sp = code.nslots
		f.pc = 0
		return f, nil
	}
	for len(t.frames) <= t.depth {
		t.frames = append(t.frames, &Frame{})
	}
	f := t.frames[t.depth]
	f.slots = make([]Value, n)
	f.code = code
	f.sp = code.nslots
	return f, nil
}

// popFrame returns the frame at the top to the pool. (A small frame's
// slots are cleared one by one: cheaper than a bulk clear's call and
// write barriers.)
func (t *Thread) popFrame(f *Frame) {
	if s := f.slots; len(s) <= 16 {
		// Backwards, so that Go does not turn the loop into a bulk clear.
		for i := len(s) - 1; i >= 0; i-- {
			s[i] = nil
		}
	} else {
		clear(s)
	}
	f.fn, f.globals, f.locals, f.code, f.localsObj, f.caller, f.initObj = nil, nil, nil, nil, nil, nil, nil
	t.depth--
}

// callFunction calls a Python function.
func (t *Thread) callFunction(fn *Function, args []Value, kwnames []string) (Value, error) {
	code := fn.code
	if code.flags&(compile.Generator|compile.Coroutine|compile.AsyncGenerator) != 0 {
		return t.makeGenerator(fn, args, kwnames)
	}
	f, err := t.enterFunction(fn, args, kwnames)
	if err != nil {
		return nil, err
	}
	res, err := t.run(f)
	t.popFrame(f)
	return res, err
}

// enterFunction makes the frame of a call of a (non-generator) Python
// function, with its arguments bound.
func (t *Thread) enterFunction(fn *Function, args []Value, kwnames []string) (*Frame, error) {
	code := fn.code
	f, err := t.pushFrame(code)
	if err != nil {
		return nil, err
	}
	f.fn = fn
	f.globals = fn.globals
	if code.simpleArgs && len(kwnames) == 0 && len(args) == code.argcount {
		s := f.slots[:len(args)]
		//lint:ignore S1001 a loop of a few stores beats copy's bulk write barrier and memmove
		for i, a := range args {
			s[i] = a
		}
	} else if err := t.bindArgs(f, fn, args, kwnames); err != nil {
		t.popFrame(f)
		return nil, err
	}
	if code.nfree > 0 {
		base := code.nlocals + code.ncells
		for i, c := range fn.closure {
			f.slots[base+i] = c
		}
	}
	t.steps++
	if err := t.safePoint(); err != nil {
		t.popFrame(f)
		return nil, err
	}
	return f, nil
}

// makeCells creates the frame's cells, moving parameters that are cells.
func makeCells(f *Frame, code *Code) {
	c2a := code.src.Cell2Arg
	for i := 0; i < code.ncells; i++ {
		c := &Cell{}
		if i < len(c2a) && c2a[i] >= 0 {
			c.V = f.slots[c2a[i]]
			f.slots[c2a[i]] = nil
		}
		f.slots[code.nlocals+i] = c
	}
}

// bindArgs binds a call's arguments to the frame's parameter slots,
// raising CPython's TypeErrors for mismatches.
func (t *Thread) bindArgs(f *Frame, fn *Function, args []Value, kwnames []string) error {
	code := fn.code
	slots := f.slots
	npos := len(args) - len(kwnames)
	argcount := code.argcount
	nparams := argcount + code.kwonly
	varargs := code.flags&compile.VarArgs != 0
	varkw := code.flags&compile.VarKeywords != 0

	// Positional arguments.
	n := min(npos, argcount)
	copy(slots, args[:n])
	if varargs {
		if npos > argcount {
			rest := make(Tuple, npos-argcount)
			copy(rest, args[argcount:npos])
			slots[nparams] = rest
		} else {
			slots[nparams] = emptyTuple
		}
	}
	var kwdict *Dict
	if varkw {
		kwdict = NewDict(0)
		i := nparams
		if varargs {
			i++
		}
		slots[i] = kwdict
	}
	// Keyword arguments.
	var posonlyAsKw []string
	for k, name := range kwnames {
		v := args[npos+k]
		j := -1
		for p := code.posonly; p < nparams; p++ {
			if code.varnames[p].s == name {
				j = p
				break
			}
		}
		if j < 0 {
			if kwdict != nil {
				kwdict.SetStr(NewStr(name), v)
				continue
			}
			for p := 0; p < code.posonly; p++ {
				if code.varnames[p].s == name {
					posonlyAsKw = append(posonlyAsKw, name)
					j = p
				}
			}
			if j >= 0 {
				continue
			}
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", fn.qualname, name)
		}
		if slots[j] != nil {
			return Errorf(TypeErrorType, "%s() got multiple values for argument '%s'", fn.qualname, name)
		}
		slots[j] = v
	}
	if posonlyAsKw != nil {
		return Errorf(TypeErrorType, "%s() got some positional-only arguments passed as keyword arguments: '%s'", fn.qualname, strings.Join(posonlyAsKw, ", "))
	}
	// CPython 3.11 reports keyword mismatches before too many positionals.
	if !varargs && npos > argcount {
		return t.tooManyPositional(fn, npos, kwnames, args[npos:])
	}
	// Defaults.
	if npos < argcount {
		ndef := len(fn.defaults)
		var missing []string
		for i := npos; i < argcount; i++ {
			if slots[i] != nil {
				continue
			}
			if d := i - (argcount - ndef); d >= 0 {
				slots[i] = fn.defaults[d]
			} else {
				missing = append(missing, code.varnames[i].s)
			}
		}
		if missing != nil {
			return missingArgs(fn, missing, "positional")
		}
	}
	if code.kwonly > 0 {
		var missing []string
		for i := argcount; i < nparams; i++ {
			if slots[i] != nil {
				continue
			}
			if fn.kwdefaults != nil {
				if v, ok := fn.kwdefaults.GetStr(code.varnames[i]); ok {
					slots[i] = v
					continue
				}
			}
			missing = append(missing, code.varnames[i].s)
		}
		if missing != nil {
			return missingArgs(fn, missing, "keyword-only")
		}
	}
	if code.ncells > 0 {
		makeCells(f, code)
	}
	return nil
}

func missingArgs(fn *Function, names []string, kind string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + ", and " + quoted[len(quoted)-1]
	}
	plural := "s"
	if len(names) == 1 {
		plural = ""
	}
	return Errorf(TypeErrorType, "%s() missing %d required %s argument%s: %s", fn.qualname, len(names), kind, plural, list)
}

func (t *Thread) tooManyPositional(fn *Function, given int, kwnames []string, kwvals []Value) error {
	code := fn.code
	ndef := len(fn.defaults)
	var takes string
	plural := "s"
	if ndef > 0 {
		takes = fmt.Sprintf("from %d to %d", code.argcount-ndef, code.argcount)
	} else {
		takes = fmt.Sprint(code.argcount)
		if code.argcount == 1 {
			plural = ""
		}
	}
	kwonlyGiven := 0
	for _, name := range kwnames {
		for p := code.argcount; p < code.argcount+code.kwonly; p++ {
			if code.varnames[p].s == name {
				kwonlyGiven++
			}
		}
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	if kwonlyGiven > 0 {
		kwp := "s"
		if kwonlyGiven == 1 {
			kwp = ""
		}
		gp := "s"
		if given == 1 {
			gp = ""
		}
		return Errorf(TypeErrorType, "%s() takes %s positional argument%s but %d positional argument%s (and %d keyword-only argument%s) were given",
			fn.qualname, takes, plural, given, gp, kwonlyGiven, kwp)
	}
	return Errorf(TypeErrorType, "%s() takes %s positional argument%s but %d %s given", fn.qualname, takes, plural, given, was)
}

// Call calls any callable value with positional arguments followed by the
// values of the keyword arguments named by kwnames.
func (t *Thread) Call(fn Value, args []Value, kwnames []string) (Value, error) {
	switch f := fn.(type) {
	case *Function:
		return t.callFunction(f, args, kwnames)
	case *Builtin:
		if f.self != nil {
			return f.fn(t, prepend(f.self, args), kwnames)
		}
		if f.owner != nil {
			if err := f.checkReceiver(args); err != nil {
				return nil, err
			}
		}
		return f.fn(t, args, kwnames)
	case *BoundMethod:
		return t.Call(f.Func, prepend(f.Self, args), kwnames)
	case *Type:
		return t.callType(f, args, kwnames)
	}
	m := fn.Type().Lookup("__call__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not callable", typeName(fn))
	}
	return t.callMethod(m, fn, args, kwnames)
}

// checkReceiver checks the receiver of a method of a built-in type called
// unbound (int.bit_count(x)): there must be one, and for an instance
// method an instance of the type.
func (b *Builtin) checkReceiver(args []Value) error {
	if len(args) == 0 {
		return Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", b.owner.name, b.name)
	}
	if b.method && !args[0].Type().IsSubtype(b.owner) {
		// CPython words it by the kind of descriptor: a slot wrapper
		// (__len__) or a method (append); both name the type in full
		// (collections.deque).
		if len(b.name) > 4 && strings.HasPrefix(b.name, "__") && strings.HasSuffix(b.name, "__") {
			return Errorf(TypeErrorType, "descriptor '%s' requires a '%s' object but received a '%s'", b.name, b.owner.tpName(), typeName(args[0]))
		}
		return Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", b.name, b.owner.tpName(), typeName(args[0]))
	}
	return nil
}

// Call0 and friends call fn with positional arguments only.
func (t *Thread) CallArgs(fn Value, args ...Value) (Value, error) { return t.Call(fn, args, nil) }

func prepend(x Value, args []Value) []Value {
	r := make([]Value, len(args)+1)
	r[0] = x
	copy(r[1:], args)
	return r
}

// callMethod calls an attribute found on a class (a function, builtin or
// descriptor) with self as the receiver.
func (t *Thread) callMethod(m Value, self Value, args []Value, kwnames []string) (Value, error) {
	switch f := m.(type) {
	case *Function:
		return t.callFunction(f, prepend(self, args), kwnames)
	case *Builtin:
		if f.owner == nil || f.self != nil {
			// A plain built-in function (print, len) stored on a class is
			// not a descriptor: it is called without the instance.
			return t.Call(f, args, kwnames)
		}
		return f.fn(t, prepend(self, args), kwnames)
	}
	bound, err := t.bindAttr(m, self, self.Type())
	if err != nil {
		return nil, err
	}
	return t.Call(bound, args, kwnames)
}

// callAccessor calls a property's getter, setter or deleter, which always
// receives the instance, whatever kind of callable it is.
func (t *Thread) callAccessor(f Value, self Value, args ...Value) (Value, error) {
	switch f := f.(type) {
	case *Function:
		return t.callDunder(f, self, args...)
	case *Builtin:
		if f.self == nil {
			return f.fn(t, prepend(self, args), nil)
		}
	}
	return t.Call(f, prepend(self, args), nil)
}

// callDunder calls a special method found on x's class with x and args.
func (t *Thread) callDunder(m Value, self Value, args ...Value) (Value, error) {
	switch f := m.(type) {
	case *Function:
		if f.code.simpleArgs && len(args)+1 == f.code.argcount {
			var buf [4]Value
			all := buf[:0]
			if len(args) > 3 {
				all = make([]Value, 0, len(args)+1)
			}
			all = append(all, self)
			all = append(all, args...)
			return t.callFunction(f, all, nil)
		}
		return t.callFunction(f, prepend(self, args), nil)
	case *Builtin:
		if f.owner == nil || f.self != nil {
			return t.Call(f, args, nil)
		}
		t.depth++
		if t.depth > t.maxDepth+50 {
			t.depth--
			return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
		}
		r, err := f.fn(t, prepend(self, args), nil)
		t.depth--
		return r, err
	}
	return t.callMethod(m, self, args, nil)
}
