package vm

import "fmt"

// baseExceptionMethods is registered by setupExceptions.
var baseExceptionMethods = []builtinMethod{
	{"with_traceback", baseExceptionWithTraceback},
	{"add_note", baseExceptionAddNote},
	{"__reduce__", baseExceptionReduce},
}

// exceptionGroupMethods is registered by setupExceptions.
var exceptionGroupMethods = []builtinMethod{
	{"derive", exceptionGroupDerive},
	{"split", exceptionGroupSplit},
	{"subgroup", exceptionGroupSubgroup},
}

func setupExceptions() {
	b := BaseExceptionType
	b.layout = b
	b.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		npos := len(args) - len(kw)
		e := &Exception{class: cls, args: Tuple(append([]Value(nil), args[:npos]...)), cause: None}
		if len(kw) > 0 && !acceptsKeywords(cls) && cls.Lookup("__init__") == baseExceptionInit {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", cls.name)
		}
		if cls.IsSubtype(BaseExceptionGroupType) {
			if err := t.initExceptionGroup(e, args[:npos]); err != nil {
				return nil, err
			}
		}
		if cls == OSErrorType && npos >= 2 {
			if errno, ok := AsInt64(args[0]); ok {
				if sub := errnoClass(errno); sub != nil {
					e.class = sub
				}
			}
		}
		return e, nil
	}
	b.addMethod("__init__", baseExceptionDunderInit)
	baseExceptionInit = b.dict.mustGet("__init__")
	b.addMethod("__str__", baseExceptionDunderStr)
	baseExceptionStr = b.dict.mustGet("__str__")
	b.addMethod("__repr__", baseExceptionDunderRepr)
	baseExceptionRepr = b.dict.mustGet("__repr__")
	for _, m := range baseExceptionMethods {
		b.addMethod(m.name, m.fn)
	}
	for _, d := range exceptionDecls {
		d.t.finishBuiltin(d.bases...)
		exceptionTypes = append(exceptionTypes, d.t)
	}
	g := BaseExceptionGroupType
	for _, m := range exceptionGroupMethods {
		g.addMethod(m.name, m.fn)
	}
	// The methods added after finishing need the lookup table refreshed.
	for _, c := range []*Type{BaseExceptionGroupType, ExceptionGroupType} {
		c.attrs = make(map[string]Value)
		for i := len(c.mro) - 1; i >= 0; i-- {
			c.mro[i].dict.Items(func(k, v Value) bool {
				c.attrs[k.(*Str).s] = v
				return true
			})
		}
	}
}

// baseExceptionDunderInit is the method BaseException.__init__.
func baseExceptionDunderInit(t *Thread, args []Value, kw []string) (Value, error) {
	e, ok := args[0].(*Exception)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__init__' requires a 'BaseException' object but received a '%s'", typeName(args[0]))
	}
	npos := len(args) - len(kw)
	if len(kw) > 0 && !acceptsKeywords(e.class) {
		return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", e.class.name)
	}
	if !e.class.IsSubtype(BaseExceptionGroupType) {
		e.args = Tuple(append([]Value(nil), args[1:npos]...))
	}
	return None, t.initExceptionFields(e, args[1:npos], kw, args[npos:])
}

// baseExceptionDunderStr is the method BaseException.__str__.
func baseExceptionDunderStr(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	return NewStr(e.defaultStr(t)), nil
}

// baseExceptionDunderRepr is the method BaseException.__repr__.
func baseExceptionDunderRepr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.exceptionRepr(args[0].(*Exception))
	return NewStr(s), err
}

// baseExceptionWithTraceback is the method BaseException.with_traceback.
func baseExceptionWithTraceback(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	switch tb := args[1].(type) {
	case *Traceback:
		e.tb = tb
	case NoneType:
		e.tb = nil
	default:
		return nil, Errorf(TypeErrorType, "__traceback__ must be a traceback or None")
	}
	return e, nil
}

// baseExceptionAddNote is the method BaseException.add_note.
func baseExceptionAddNote(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	if err := checkArgs("add_note", args[1:], kw, 1, 1); err != nil {
		return nil, err
	}
	note, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "note must be a str, not '%s'", typeName(args[1]))
	}
	if e.dict == nil {
		e.dict = NewDict(0)
	}
	notes, ok := e.dict.GetString("__notes__")
	if !ok {
		notes = NewList(nil)
		e.dict.SetString("__notes__", notes)
	}
	l, ok := notes.(*List)
	if !ok {
		return nil, Errorf(TypeErrorType, "Cannot add note: __notes__ is not a list")
	}
	l.Append(note)
	return None, nil
}

// baseExceptionReduce is the method BaseException.__reduce__.
func baseExceptionReduce(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	return Tuple{e.class, e.args}, nil
}

// exceptionGroupDerive is the method BaseExceptionGroup.derive.
func exceptionGroupDerive(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	return t.Call(BaseExceptionGroupType, []Value{e.args[0], args[1]}, nil)
}

// exceptionGroupSplit is the method BaseExceptionGroup.split.
func exceptionGroupSplit(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	m, r, err := t.splitGroup(e, t.egMatcher(args[1]))
	if err != nil {
		return nil, err
	}
	return Tuple{excOrNone(m), excOrNone(r)}, nil
}

// exceptionGroupSubgroup is the method BaseExceptionGroup.subgroup.
func exceptionGroupSubgroup(t *Thread, args []Value, kw []string) (Value, error) {
	e := args[0].(*Exception)
	m, _, err := t.splitGroup(e, t.egMatcher(args[1]))
	if err != nil {
		return nil, err
	}
	return excOrNone(m), nil
}

func excOrNone(e *Exception) Value {
	if e == nil {
		return None
	}
	return e
}

func (t *Thread) egMatcher(cond Value) func(*Exception) (bool, error) {
	switch c := cond.(type) {
	case *Type, Tuple:
		return func(e *Exception) (bool, error) { return t.exceptionMatches(e, c) }
	}
	return func(e *Exception) (bool, error) {
		r, err := t.Call(cond, []Value{e}, nil)
		if err != nil {
			return false, err
		}
		return t.Truth(r)
	}
}

func (t *Thread) initExceptionGroup(e *Exception, args []Value) error {
	if len(args) != 2 {
		return Errorf(TypeErrorType, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(args))
	}
	if _, ok := args[0].(*Str); !ok {
		return Errorf(TypeErrorType, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", typeName(args[0]))
	}
	excs, err := t.ToList(args[1])
	if err != nil {
		return Errorf(TypeErrorType, "second argument (exceptions) must be a sequence")
	}
	if len(excs) == 0 {
		return Errorf(ValueErrorType, "second argument (exceptions) must be a non-empty sequence")
	}
	allExc := true
	for i, x := range excs {
		xe, ok := x.(*Exception)
		if !ok {
			return Errorf(ValueErrorType, "Item %d of second argument (exceptions) is not an exception", i)
		}
		if !xe.class.IsSubtype(ExceptionType) {
			allExc = false
		}
	}
	if e.class == BaseExceptionGroupType && allExc {
		e.class = ExceptionGroupType
	} else if e.class == ExceptionGroupType && !allExc {
		return Errorf(TypeErrorType, "Cannot nest BaseExceptions in an ExceptionGroup")
	}
	e.args = Tuple{args[0], args[1]}
	e.payload = Tuple(excs)
	return nil
}

// exceptionAttr returns the attributes every exception has.
func (t *Thread) exceptionAttr(e *Exception, name string) (Value, bool, error) {
	switch name {
	case "args":
		return e.args, true, nil
	case "__traceback__":
		return tracebackValue(e), true, nil
	case "__cause__":
		if e.cause == nil {
			return None, true, nil
		}
		return e.cause, true, nil
	case "__context__":
		if e.context == nil {
			return None, true, nil
		}
		return e.context, true, nil
	case "__suppress_context__":
		return Bool(e.suppressContext), true, nil
	}
	c := e.class
	arg0 := func() Value {
		if len(e.args) > 0 {
			return e.args[0]
		}
		return None
	}
	switch {
	case c.IsSubtype(StopIterationType) && name == "value":
		return arg0(), true, nil
	case c.IsSubtype(SystemExitType) && name == "code":
		if len(e.args) == 1 {
			return e.args[0], true, nil
		}
		if len(e.args) == 0 {
			return None, true, nil
		}
		return e.args, true, nil
	case c.IsSubtype(OSErrorType):
		switch name {
		case "errno":
			if len(e.args) >= 2 {
				return e.args[0], true, nil
			}
			return None, true, nil
		case "strerror":
			if len(e.args) >= 2 {
				return e.args[1], true, nil
			}
			return None, true, nil
		case "filename":
			if len(e.args) >= 3 {
				return e.args[2], true, nil
			}
			return None, true, nil
		case "filename2":
			return None, true, nil
		}
	case c.IsSubtype(BaseExceptionGroupType):
		switch name {
		case "message":
			return arg0(), true, nil
		case "exceptions":
			if tup, ok := e.payload.(Tuple); ok {
				return tup, true, nil
			}
		}
	case c.IsSubtype(ImportErrorType):
		switch name {
		case "msg":
			return arg0(), true, nil
		case "name", "path":
			return None, true, nil
		}
	case c.IsSubtype(NameErrorType) && name == "name":
		return None, true, nil
	case c.IsSubtype(AttributeErrorType) && (name == "name" || name == "obj"):
		return None, true, nil
	case c.IsSubtype(SyntaxErrorType):
		switch name {
		case "msg":
			return arg0(), true, nil
		case "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line":
			return None, true, nil
		}
	case c.IsSubtype(UnicodeErrorType):
		switch name {
		case "encoding", "object", "start", "end", "reason":
			return None, true, nil
		}
	}
	return nil, false, nil
}

// exceptionSetAttr sets an attribute of an exception.
func (t *Thread) exceptionSetAttr(e *Exception, name *Str, v Value) error {
	if h := e.class.hookFlags(); h.setattr {
		_, err := t.callDunder(e.class.Lookup("__setattr__"), e, name, v)
		return err
	}
	return t.exceptionSetAttrGeneric(e, name, v)
}

func (t *Thread) exceptionSetAttrGeneric(e *Exception, name *Str, v Value) error {
	switch name.s {
	case "args":
		l, err := t.ToList(v)
		if err != nil {
			return err
		}
		e.args = Tuple(l)
		return nil
	case "__traceback__":
		switch tb := v.(type) {
		case *Traceback:
			e.tb = tb
		case NoneType:
			e.tb = nil
		default:
			return Errorf(TypeErrorType, "__traceback__ must be a traceback or None")
		}
		return nil
	case "__cause__":
		switch c := v.(type) {
		case NoneType:
			e.cause = None
		case *Exception:
			e.cause = c
		default:
			return Errorf(TypeErrorType, "exception cause must be None or derive from BaseException")
		}
		e.suppressContext = true
		return nil
	case "__context__":
		switch c := v.(type) {
		case NoneType:
			e.context = nil
		case *Exception:
			e.context = c
		default:
			return Errorf(TypeErrorType, "exception context must be None or derive from BaseException")
		}
		return nil
	case "__suppress_context__":
		b, err := t.Truth(v)
		e.suppressContext = b
		return err
	}
	if attr := e.class.lookupStr(name); attr != nil {
		switch a := attr.(type) {
		case *Property:
			return t.propertySet(a, e, v)
		case *Object:
			if s := a.class.Lookup("__set__"); s != nil {
				_, err := t.callDunder(s, a, e, v)
				return err
			}
		}
	}
	if e.dict == nil {
		e.dict = NewDict(0)
	}
	e.dict.SetStr(name, v)
	return nil
}

var baseExceptionInit Value

// acceptsKeywords reports the built-in exceptions whose constructors take
// keyword arguments.
func acceptsKeywords(c *Type) bool {
	return c.IsSubtype(ImportErrorType) || c.IsSubtype(NameErrorType) || c.IsSubtype(AttributeErrorType)
}

// errnoClass maps an errno to the OSError subclass CPython picks for it.
func errnoClass(errno int64) *Type {
	switch errno {
	case 1, 13:
		return PermissionErrorType
	case 2:
		return FileNotFoundErrorType
	case 3:
		return ProcessLookupErrorType
	case 4:
		return InterruptedErrorType
	case 10:
		return ChildProcessErrorType
	case 11, 114, 115:
		return BlockingIOErrorType
	case 17:
		return FileExistsErrorType
	case 20:
		return NotADirectoryErrorType
	case 21:
		return IsADirectoryErrorType
	case 32, 108:
		return BrokenPipeErrorType
	case 103:
		return ConnectionAbortedErrorType
	case 104:
		return ConnectionResetErrorType
	case 111:
		return ConnectionRefusedErrorType
	case 110:
		return TimeoutErrorType
	}
	return nil
}

// initExceptionFields sets the attributes the built-in exception classes
// derive from their constructor arguments.
func (t *Thread) initExceptionFields(e *Exception, args []Value, kwnames []string, kwvals []Value) error {
	c := e.class
	for i, k := range kwnames {
		switch {
		case c.IsSubtype(ImportErrorType) && (k == "name" || k == "path"),
			c.IsSubtype(NameErrorType) && k == "name",
			c.IsSubtype(AttributeErrorType) && (k == "name" || k == "obj"):
			e.setAttr(k, kwvals[i])
		default:
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", c.name, k)
		}
	}
	switch {
	case c.IsSubtype(OSErrorType):
		if len(args) >= 2 && len(args) <= 5 {
			e.setAttr("errno", args[0])
			e.setAttr("strerror", args[1])
			if len(args) >= 3 {
				e.setAttr("filename", args[2])
				if len(args) >= 5 {
					e.setAttr("filename2", args[4])
				}
				e.args = Tuple{args[0], args[1]}
			}
		}
	case c.IsSubtype(SyntaxErrorType):
		if len(args) >= 1 {
			e.setAttr("msg", args[0])
		}
		if len(args) == 2 {
			details, err := t.ToList(args[1])
			if err != nil {
				return err
			}
			if len(details) < 4 || len(details) > 6 {
				return Errorf(IndexErrorType, "tuple index out of range")
			}
			names := []string{"filename", "lineno", "offset", "text", "end_lineno", "end_offset"}
			for i, n := range names {
				if i < len(details) {
					e.setAttr(n, details[i])
				} else {
					e.setAttr(n, None)
				}
			}
		}
	case c.IsSubtype(UnicodeDecodeErrorType) || c.IsSubtype(UnicodeEncodeErrorType):
		if len(args) == 5 {
			for i, n := range []string{"encoding", "object", "start", "end", "reason"} {
				e.setAttr(n, args[i])
			}
		}
	}
	return nil
}

// unicodeErrorStr formats UnicodeDecodeError and UnicodeEncodeError.
func (t *Thread) unicodeErrorStr(e *Exception) (string, bool) {
	if e.dict == nil {
		return "", false
	}
	enc, _ := e.dict.GetString("encoding")
	obj, _ := e.dict.GetString("object")
	startV, _ := e.dict.GetString("start")
	endV, _ := e.dict.GetString("end")
	reason, _ := e.dict.GetString("reason")
	es, ok1 := enc.(*Str)
	rs, ok2 := reason.(*Str)
	start, ok3 := AsInt64(startV)
	end, ok4 := AsInt64(endV)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return "", false
	}
	if e.class.IsSubtype(UnicodeDecodeErrorType) {
		b, ok := bytesLike(obj)
		if !ok {
			return "", false
		}
		if end == start+1 && start >= 0 && int(start) < len(b) {
			return fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", es.s, b[start], start, rs.s), true
		}
		return fmt.Sprintf("'%s' codec can't decode bytes in position %d-%d: %s", es.s, start, end-1, rs.s), true
	}
	s, ok := obj.(*Str)
	if !ok {
		return "", false
	}
	if end == start+1 && start >= 0 && int(start) < s.Len() {
		r, _ := decodeRune(s.index(int(start)).s)
		var ch string
		switch {
		case r < 0x100:
			ch = fmt.Sprintf("\\x%02x", r)
		case r < 0x10000:
			ch = fmt.Sprintf("\\u%04x", r)
		default:
			ch = fmt.Sprintf("\\U%08x", r)
		}
		return fmt.Sprintf("'%s' codec can't encode character '%s' in position %d: %s", es.s, ch, start, rs.s), true
	}
	return fmt.Sprintf("'%s' codec can't encode characters in position %d-%d: %s", es.s, start, end-1, rs.s), true
}
