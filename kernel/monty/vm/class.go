package vm

import (
	"strings"
)

// callType calls a class: type(x), or construction of an instance.
func (t *Thread) callType(cls *Type, args []Value, kwnames []string) (Value, error) {
	if cls == TypeType {
		if len(args) == 1 && len(kwnames) == 0 {
			return args[0].Type(), nil
		}
		npos := len(args) - len(kwnames)
		if npos == 1 {
			return nil, Errorf(TypeErrorType, "type() takes no keyword arguments")
		}
		if npos != 3 {
			return nil, Errorf(TypeErrorType, "type() takes 1 or 3 arguments")
		}
		if winner := baseMetaclass(args[1]); winner != nil && winner != TypeType {
			// type(name, bases, ns) with bases of another metaclass: as
			// CPython's type_new, that metaclass's __new__ makes it.
			if m := winner.Lookup("__new__"); m != nil && m != TypeType.dict.mustGet("__new__") {
				fn, err := t.GetAttr(winner, NewStr("__new__"))
				if err != nil {
					return nil, err
				}
				return t.Call(fn, prepend(winner, args), kwnames)
			}
		}
		return t.typeNew(TypeType, args[0], args[1], args[2], kwnames, args[npos:])
	}
	meta := cls.Type()
	if meta != TypeType {
		if m := meta.Lookup("__call__"); m != nil && m != typeCallBuiltin {
			return t.callMethod(m, cls, args, kwnames)
		}
	}
	return t.construct(cls, args, kwnames)
}

// baseMetaclass is the most derived metaclass of the classes in bases (a
// tuple), or nil when bases is not a tuple of classes or they conflict.
func baseMetaclass(bases Value) *Type {
	tup, ok := bases.(Tuple)
	if !ok {
		return nil
	}
	win := TypeType
	for _, b := range tup {
		bt, ok := b.(*Type)
		if !ok {
			return nil
		}
		switch m := bt.Type(); {
		case win.IsSubtype(m):
		case m.IsSubtype(win):
			win = m
		default:
			return nil
		}
	}
	return win
}

// construct is type.__call__: __new__ then __init__.
func (t *Thread) construct(cls *Type, args []Value, kwnames []string) (Value, error) {
	if cls == StrType && len(args) == 1 && len(kwnames) == 0 {
		// str(x), the most common call of a type: what str.__new__
		// does with one argument, without its argument parsing.
		return t.StrValue(args[0])
	}
	// Built-in types are shared by all Threads and never change: they
	// take the general path, and nothing is cached on them.
	if !cls.builtin && cls.ctorVersion != cls.version+1 {
		t.fillCtor(cls)
	}
	if cls.ctorPlain {
		// The common class: object.__new__, a Python __init__ taking
		// plain positional parameters.
		o, err := t.allocObjectDict(cls)
		if err != nil {
			return nil, err
		}
		init := cls.ctorInit
		if init == nil {
			if len(args) > 0 {
				return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.name)
			}
			return o, nil
		}
		var r Value
		if len(kwnames) == 0 && len(args) < 6 {
			var buf [6]Value
			buf[0] = o
			copy(buf[1:], args)
			r, err = t.callFunction(init, buf[:len(args)+1], nil)
		} else {
			r, err = t.callFunction(init, prepend(o, args), kwnames)
		}
		if err != nil {
			return nil, err
		}
		if r != None {
			return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(r))
		}
		return o, nil
	}
	var obj Value
	var err error
	newm := cls.Lookup("__new__")
	switch m := newm.(type) {
	case *StaticMethod:
		if b, ok := m.fn.(*Builtin); ok && b.owner != nil {
			obj, err = t.builtinNew(cls, args, kwnames)
		} else {
			obj, err = t.Call(m.fn, prepend(cls, args), kwnames)
		}
	case *Function:
		obj, err = t.callFunction(m, prepend(cls, args), kwnames)
	default:
		obj, err = t.builtinNew(cls, args, kwnames)
	}
	if err != nil {
		return nil, err
	}
	if !obj.Type().IsSubtype(cls) {
		return obj, nil
	}
	initm := cls.Lookup("__init__")
	switch m := initm.(type) {
	case nil:
		return obj, nil
	case *Builtin:
		if m == objectInitBuiltin {
			return obj, nil
		}
		r, err := t.callMethod(m, obj, args, kwnames)
		if err != nil {
			return nil, err
		}
		if r != None {
			return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(r))
		}
		return obj, nil
	case *Function:
		var r Value
		if len(kwnames) == 0 && len(args) < 6 && m.code.simpleArgs {
			var buf [6]Value
			buf[0] = obj
			copy(buf[1:], args)
			r, err = t.callFunction(m, buf[:len(args)+1], nil)
		} else {
			r, err = t.callFunction(m, prepend(obj, args), kwnames)
		}
		if err != nil {
			return nil, err
		}
		if r != None {
			return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(r))
		}
		return obj, nil
	}
	r, err := t.callMethod(initm, obj, args, kwnames)
	if err != nil {
		return nil, err
	}
	if r != None {
		return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", typeName(r))
	}
	return obj, nil
}

// fillCtor caches how instances of cls are constructed.
func (t *Thread) fillCtor(cls *Type) {
	cls.ctorVersion = cls.version + 1
	cls.ctorPlain, cls.ctorInit = false, nil
	if cls.builtin || cls.layout != ObjectType || cls.meta != nil && cls.meta.Lookup("__call__") != typeCallBuiltin {
		return
	}
	if !isObjectNew(cls.Lookup("__new__")) {
		return
	}
	if am, ok := cls.Lookup("__abstractmethods__").(*Set); ok && am.Len() > 0 {
		return
	}
	switch init := cls.Lookup("__init__").(type) {
	case *Builtin:
		if init == objectInitBuiltin {
			cls.ctorPlain = true
		}
	case *Function:
		if init.code.flags&genFlags == 0 {
			cls.ctorPlain, cls.ctorInit = true, init
		}
	}
}

// builtinNew creates an instance through the class's built-in layout.
func (t *Thread) builtinNew(cls *Type, args []Value, kwnames []string) (Value, error) {
	layout := cls.layout
	if layout == nil || layout.newInstance == nil {
		if cls.builtin {
			return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.QualName())
		}
		return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.name)
	}
	return layout.newInstance(t, cls, args, kwnames)
}

// objectNew is object.__new__ for classes whose layout is object.
func (t *Thread) objectNew(cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(args) > 0 {
		newm := cls.Lookup("__new__")
		initm := cls.Lookup("__init__")
		if !isObjectNew(newm) || initm == objectInitBuiltin {
			return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.name)
		}
	}
	if cls.builtin && cls != ObjectType {
		return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.name)
	}
	if am, ok := cls.Lookup("__abstractmethods__").(*Set); ok && am.Len() > 0 {
		var names []string
		for _, n := range am.Elems() {
			if s, ok := n.(*Str); ok {
				names = append(names, s.s)
			}
		}
		sortStrings(names)
		plural := "s"
		if len(names) == 1 {
			plural = ""
		}
		return nil, Errorf(TypeErrorType, "Can't instantiate abstract class %s with abstract method%s %s", cls.name, plural, strings.Join(names, ", "))
	}
	return allocObject(cls), nil
}

func isObjectNew(m Value) bool {
	if s, ok := m.(*StaticMethod); ok {
		return s.fn == objectNewBuiltin
	}
	return false
}

// allocObject allocates an instance of a class with the object layout.
func allocObject(cls *Type) *Object {
	o := &Object{class: cls}
	if len(cls.slotNames) > 0 {
		o.slots = make([]Value, len(cls.slotNames))
	}
	return o
}

// objectDict2, objectDict4 and objectDict8 put an instance, its dict and
// the dict's first entries in one allocation.
type objectDict2 struct {
	o Object
	d Dict
	e [2]dictEntry
}

type objectDict4 struct {
	o Object
	d Dict
	e [4]dictEntry
}

type objectDict8 struct {
	o Object
	d Dict
	e [8]dictEntry
}

// allocObjectDict allocates an instance of cls with its dict in place,
// sized by the attributes the class's instances were seen to have (its
// __init__ sets them right away); before any were seen, or for many, the
// dict comes with the first attribute.
func (t *Thread) allocObjectDict(cls *Type) (*Object, error) {
	hint := cls.dictHint
	if hint == 0 || hint > 8 || len(cls.slotNames) > 0 {
		return allocObject(cls), nil
	}
	if err := t.Alloc(instanceDictSize(cls)); err != nil {
		return nil, err
	}
	var o *Object
	switch {
	case hint <= 2:
		b := &objectDict2{}
		b.d.entries = b.e[:0]
		b.o.dict = &b.d
		o = &b.o
	case hint <= 4:
		b := &objectDict4{}
		b.d.entries = b.e[:0]
		b.o.dict = &b.d
		o = &b.o
	default:
		b := &objectDict8{}
		b.d.entries = b.e[:0]
		b.o.dict = &b.d
		o = &b.o
	}
	// The geometry the first insert would give (resize from empty).
	o.dict.size, o.dict.usable = dictMinSize, usableFraction(dictMinSize)
	o.class = cls
	return o, nil
}

// wrapInstance makes an instance of a subclass of a built-in type around
// the built-in value; for the built-in type itself it returns base.
func wrapInstance(cls *Type, base Value) Value {
	if cls.builtin {
		return base
	}
	o := allocObject(cls)
	o.base = base
	return o
}

// typeNew is type.__new__(meta, name, bases, ns): class creation.
func (t *Thread) typeNew(meta *Type, nameV, basesV, nsV Value, kwnames []string, kwvals []Value) (Value, error) {
	name, ok := nameV.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 1 must be str, not %s", typeName(nameV))
	}
	basesT, ok := basesV.(Tuple)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 2 must be tuple, not %s", typeName(basesV))
	}
	ns, ok := unwrapBase(nsV).(*Dict)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 3 must be dict, not %s", typeName(nsV))
	}
	var bases []*Type
	for _, b := range basesT {
		bt, ok := b.(*Type)
		if !ok {
			// A base that names its class through __mro_entries__
			// (typing.Generic[T]) is resolved by the class statement only.
			if _, err := t.GetAttr(b, NewStr("__mro_entries__")); err == nil {
				return nil, Errorf(TypeErrorType, "type() doesn't support MRO entry resolution; use types.new_class()")
			}
			return nil, Errorf(TypeErrorType, "bases must be types")
		}
		if bt.final {
			return nil, Errorf(TypeErrorType, "type '%s' is not an acceptable base type", bt.tpName())
		}
		bases = append(bases, bt)
	}
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	for i, b := range bases {
		for _, c := range bases[:i] {
			if c == b {
				return nil, Errorf(TypeErrorType, "duplicate base class %s", b.name)
			}
		}
	}
	cls := &Type{name: name.s, bases: bases, dict: NewDict(ns.Len() + 2)}
	if meta != TypeType {
		cls.meta = meta
	}
	mro, err := computeMRO(cls, bases)
	if err != nil {
		return nil, err
	}
	cls.mro = mro
	// The layout: the most derived built-in layout among the bases.
	cls.layout = ObjectType
	for _, b := range bases {
		l := b.layout
		if l == nil || l == ObjectType {
			continue
		}
		switch {
		case cls.layout == ObjectType || l.IsSubtype(cls.layout):
			cls.layout = l
		case cls.layout.IsSubtype(l):
		default:
			return nil, Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	var nsErr error
	ns.Items(func(k, v Value) bool {
		nsErr = t.DictSet(cls.dict, k, v)
		return nsErr == nil
	})
	if nsErr != nil {
		return nil, nsErr
	}
	if q, ok := ns.GetString("__qualname__"); ok {
		if qs, ok := q.(*Str); ok {
			cls.qualname = qs.s
		}
		cls.dict.DelStr(NewStr("__qualname__"))
	}
	if m, ok := ns.GetString("__module__"); ok {
		if ms, ok := m.(*Str); ok {
			cls.module = ms.s
		}
	} else if g := t.currentGlobals(); g != nil {
		if m, ok := g.GetStr(nameStr); ok {
			cls.dict.SetString("__module__", m)
			if ms, ok := m.(*Str); ok {
				cls.module = ms.s
			}
		}
	}
	if _, ok := cls.dict.GetString("__doc__"); !ok {
		cls.dict.SetString("__doc__", None)
	}
	// __slots__.
	cls.hasDict = false
	for _, b := range bases {
		if b.hasDict || (b.layout == ObjectType && !b.builtin && len(b.slotNames) == 0 && b != ObjectType) {
			cls.hasDict = true
		}
		cls.slotNames = append(cls.slotNames, b.slotNames...)
	}
	if len(cls.slotNames) > 0 && len(bases) > 1 {
		n := 0
		for _, b := range bases {
			if len(b.slotNames) > 0 {
				n++
			}
		}
		if n > 1 {
			return nil, Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	if slotsV, ok := ns.GetString("__slots__"); ok {
		var names []string
		if s, ok := slotsV.(*Str); ok {
			names = []string{s.s}
		} else {
			err := t.Iterate(slotsV, func(v Value) error {
				s, ok := v.(*Str)
				if !ok {
					return Errorf(TypeErrorType, "__slots__ items must be strings, not '%s'", typeName(v))
				}
				names = append(names, s.s)
				return nil
			})
			if err != nil {
				return nil, err
			}
		}
		if err := checkSlotNames(cls, bases, names); err != nil {
			return nil, err
		}
		for _, n := range names {
			if n == "__dict__" {
				cls.hasDict = true
				continue
			}
			if n == "__weakref__" {
				continue
			}
			n = mangleSlot(cls.name, n)
			if _, clash := ns.GetString(n); clash {
				return nil, Errorf(ValueErrorType, "'%s' in __slots__ conflicts with class variable", n)
			}
			cls.dict.SetString(n, &SlotMember{name: n, index: len(cls.slotNames), owner: cls})
			cls.slotNames = append(cls.slotNames, n)
		}
	} else {
		cls.hasDict = true
	}
	if cls.hasDict {
		inherited := false
		for _, b := range bases {
			if b != ObjectType && (b.hasDict || !b.builtin) {
				inherited = true
			}
		}
		if !inherited {
			if _, ok := cls.dict.GetString("__dict__"); !ok {
				cls.dict.SetString("__dict__", ObjectType.dict.mustGet("__dict__"))
			}
			if _, ok := cls.dict.GetString("__weakref__"); !ok {
				cls.dict.SetString("__weakref__", weakrefDescriptor)
			}
		}
	}
	// __eq__ without __hash__ makes instances unhashable.
	if _, ok := ns.GetString("__eq__"); ok {
		if _, ok := ns.GetString("__hash__"); !ok {
			cls.dict.SetString("__hash__", None)
		}
	}
	// Implicit static and class methods.
	if f, ok := cls.dict.GetString("__new__"); ok {
		if fn, ok := f.(*Function); ok {
			cls.dict.SetString("__new__", &StaticMethod{fn: fn})
		}
	}
	for _, n := range []string{"__init_subclass__", "__class_getitem__"} {
		if f, ok := cls.dict.GetString(n); ok {
			if fn, ok := f.(*Function); ok {
				cls.dict.SetString(n, &ClassMethod{fn: fn})
			}
		}
	}
	// The __class__ cell of methods using super().
	if c, ok := ns.GetString("__classcell__"); ok {
		if cell, ok := c.(*Cell); ok {
			cell.V = cls
		}
		cls.dict.DelStr(NewStr("__classcell__"))
	}
	t.typeVersion++
	cls.version = t.typeVersion
	for _, b := range bases {
		if !b.builtin {
			b.subclasses = append(b.subclasses, cls)
		} else {
			if t.builtinSubclasses == nil {
				t.builtinSubclasses = make(map[*Type][]*Type)
			}
			t.builtinSubclasses[b] = append(t.builtinSubclasses[b], cls)
		}
	}
	// __set_name__ on descriptors.
	var setNameErr error
	cls.dict.Items(func(k, v Value) bool {
		if _, isBuiltinValue := v.(*Function); isBuiltinValue {
			return true
		}
		if m := v.Type().Lookup("__set_name__"); m != nil {
			if _, err := t.callDunder(m, v, cls, k); err != nil {
				setNameErr = err
				// CPython 3.11 reports it as a RuntimeError caused by it.
				if cause, ok := err.(*Exception); ok {
					kname, _ := t.Repr(k)
					wrapped := Errorf(RuntimeErrorType, "Error calling __set_name__ on '%s' instance %s in '%s'", typeName(v), kname, cls.name)
					wrapped.cause, wrapped.context, wrapped.suppressContext = cause, cause, true
					setNameErr = wrapped
				}
				return false
			}
		}
		return true
	})
	if setNameErr != nil {
		return nil, setNameErr
	}
	// __init_subclass__ of the parent.
	if len(mro) > 1 {
		if err := t.initSubclass(cls, kwnames, kwvals); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

func (t *Thread) initSubclass(cls *Type, kwnames []string, kwvals []Value) error {
	for _, b := range cls.mro[1:] {
		v, ok := b.dict.GetString("__init_subclass__")
		if !ok {
			continue
		}
		switch m := v.(type) {
		case *ClassMethod:
			args := append([]Value{cls}, kwvals...)
			_, err := t.Call(m.fn, args, kwnames)
			return err
		case *Builtin:
			if len(kwnames) > 0 {
				return Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", cls.name)
			}
			return nil
		}
	}
	return nil
}

// currentGlobals returns the globals of the running Python frame.
func (t *Thread) currentGlobals() *Dict {
	if f := t.currentFrame(); f != nil {
		return f.globals
	}
	return nil
}

// currentFrame returns the innermost running Python frame.
func (t *Thread) currentFrame() *Frame {
	if t.depth > 0 && t.depth < len(t.frames) {
		return t.frames[t.depth]
	}
	return nil
}

// buildClass is __build_class__(func, name, *bases, **kwds).
func (t *Thread) buildClass(args []Value, kwnames []string) (Value, error) {
	npos := len(args) - len(kwnames)
	if npos < 2 {
		return nil, Errorf(TypeErrorType, "__build_class__: not enough arguments")
	}
	body, ok := args[0].(*Function)
	if !ok {
		return nil, Errorf(TypeErrorType, "__build_class__: func must be a function")
	}
	name := args[1]
	origBases := Tuple(append([]Value(nil), args[2:npos]...))
	bases, err := t.resolveMROEntries(origBases)
	if err != nil {
		return nil, err
	}
	var meta Value
	var kwn []string
	var kwv []Value
	for i, k := range kwnames {
		if k == "metaclass" {
			meta = args[npos+i]
			continue
		}
		kwn = append(kwn, k)
		kwv = append(kwv, args[npos+i])
	}
	if meta == nil {
		if len(bases) > 0 {
			meta = bases[0].Type()
		} else {
			meta = TypeType
		}
	}
	if mt, ok := meta.(*Type); ok {
		// The most derived metaclass of the bases wins.
		for _, b := range bases {
			bm := b.Type()
			if mt.IsSubtype(bm) {
				continue
			}
			if bm.IsSubtype(mt) {
				mt = bm
				continue
			}
			return nil, Errorf(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
		meta = mt
	}
	var ns Value = NewDict(0)
	if prep, err := t.GetAttr(meta, NewStr("__prepare__")); err == nil {
		pargs := append([]Value{name, bases}, kwv...)
		ns, err = t.Call(prep, pargs, kwn)
		if err != nil {
			return nil, err
		}
	}
	if !isMapping(ns) && ns.Type().Lookup("__getitem__") == nil {
		return nil, Errorf(TypeErrorType, "%s.__prepare__() must return a mapping, not %s", typeName(meta), typeName(ns))
	}
	cell, err := t.runClassBody(body, ns)
	if err != nil {
		return nil, err
	}
	if !tupleIdentical(bases, origBases) {
		if err := t.SetItem(ns, NewStr("__orig_bases__"), origBases); err != nil {
			return nil, err
		}
	}
	margs := append([]Value{name, bases, ns}, kwv...)
	cls, err := t.Call(meta, margs, kwn)
	if err != nil {
		return nil, err
	}
	if c, ok := cell.(*Cell); ok && c.V == nil {
		c.V = cls
	}
	return cls, nil
}

func tupleIdentical(a, b Tuple) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !Is(a[i], b[i]) {
			return false
		}
	}
	return true
}

// resolveMROEntries applies __mro_entries__ to bases that are not classes
// (typing.Generic[T], NamedTuple).
func (t *Thread) resolveMROEntries(bases Tuple) (Tuple, error) {
	var out Tuple
	changed := false
	for _, b := range bases {
		if _, ok := b.(*Type); ok {
			out = append(out, b)
			continue
		}
		m, err := t.GetAttr(b, NewStr("__mro_entries__"))
		if err != nil {
			out = append(out, b)
			continue
		}
		r, err := t.Call(m, []Value{bases}, nil)
		if err != nil {
			return nil, err
		}
		rt, ok := r.(Tuple)
		if !ok {
			return nil, Errorf(TypeErrorType, "__mro_entries__ must return a tuple")
		}
		out = append(out, rt...)
		changed = true
	}
	if !changed {
		return bases, nil
	}
	return out, nil
}

// runClassBody executes a class body function with ns as its namespace,
// returning what the body returns (the __class__ cell, or None).
func (t *Thread) runClassBody(fn *Function, ns Value) (Value, error) {
	code := fn.code
	f, err := t.pushFrame(code)
	if err != nil {
		return nil, err
	}
	f.fn = fn
	f.globals = fn.globals
	if d, ok := ns.(*Dict); ok {
		f.locals = d
	} else {
		f.localsObj = ns
	}
	if code.ncells > 0 {
		makeCells(f, code)
	}
	if code.nfree > 0 {
		base := code.nlocals + code.ncells
		for i, c := range fn.closure {
			f.slots[base+i] = c
		}
	}
	res, err := t.run(f)
	t.popFrame(f)
	return res, err
}

// superNew implements super() and super(type, obj).
func (t *Thread) superNew(args []Value) (Value, error) {
	switch len(args) {
	case 0:
		f := t.currentFrame()
		if f == nil || f.code.argcount == 0 && f.code.flags&1 == 0 {
			return nil, Errorf(RuntimeErrorType, "super(): no arguments")
		}
		code := f.code
		var self Value
		if code.nlocals > 0 {
			self = f.slots[0]
		}
		if self == nil {
			// The first argument may live in a cell.
			for i, a := range code.src.Cell2Arg {
				if a == 0 {
					self = f.slots[code.nlocals+i].(*Cell).V
				}
			}
		}
		if self == nil {
			return nil, Errorf(RuntimeErrorType, "super(): arg[0] deleted")
		}
		var cls *Type
		for i, n := range code.src.FreeVars {
			if n == "__class__" {
				c := f.slots[code.nlocals+code.ncells+i].(*Cell)
				if c.V == nil {
					return nil, Errorf(RuntimeErrorType, "super(): empty __class__ cell")
				}
				cls, _ = c.V.(*Type)
			}
		}
		if cls == nil {
			return nil, Errorf(RuntimeErrorType, "super(): __class__ cell not found")
		}
		return t.superBind(cls, self)
	case 1:
		cls, ok := args[0].(*Type)
		if !ok {
			return nil, Errorf(TypeErrorType, "super() argument 1 must be a type, not %s", typeName(args[0]))
		}
		return &Super{thisType: cls}, nil
	case 2:
		cls, ok := args[0].(*Type)
		if !ok {
			return nil, Errorf(TypeErrorType, "super() argument 1 must be a type, not %s", typeName(args[0]))
		}
		return t.superBind(cls, args[1])
	}
	return nil, Errorf(TypeErrorType, "super() takes at most 2 arguments (%d given)", len(args))
}

func (t *Thread) superBind(cls *Type, obj Value) (Value, error) {
	if ot, ok := obj.(*Type); ok && ot.IsSubtype(cls) {
		return &Super{thisType: cls, obj: obj, objType: ot}, nil
	}
	if obj.Type().IsSubtype(cls) {
		return &Super{thisType: cls, obj: obj, objType: obj.Type()}, nil
	}
	return nil, Errorf(TypeErrorType, "super(type, obj): obj must be an instance or subtype of type")
}

// callEx is f(*args, **kwargs).
func (t *Thread) callEx(fn Value, args Value, kw Value) (Value, error) {
	var pos []Value
	switch a := args.(type) {
	case Tuple:
		pos = a
	case *List:
		// Copied: the callee may keep its arguments (*args).
		pos = append([]Value(nil), a.elems...)
	default:
		if !isIterable(args) {
			return nil, Errorf(TypeErrorType, "%s argument after * must be an iterable, not %s", t.funcName(fn), typeName(args))
		}
		l, err := t.ToList(args)
		if err != nil {
			return nil, err
		}
		pos = l
	}
	if kw == nil {
		return t.Call(fn, pos, nil)
	}
	d, ok := kw.(*Dict)
	if !ok {
		return nil, Errorf(TypeErrorType, "argument after ** must be a mapping, not %s", typeName(kw))
	}
	if d.Len() == 0 {
		return t.Call(fn, pos, nil)
	}
	all := make([]Value, len(pos), len(pos)+d.Len())
	copy(all, pos)
	kwnames := make([]string, 0, d.Len())
	var err error
	d.Items(func(k, v Value) bool {
		s, ok := k.(*Str)
		if !ok {
			err = Errorf(TypeErrorType, "keywords must be strings")
			return false
		}
		kwnames = append(kwnames, s.s)
		all = append(all, v)
		return true
	})
	if err != nil {
		return nil, err
	}
	return t.Call(fn, all, kwnames)
}

// funcName is _PyObject_FunctionStr: "module.qualname()" for the
// callables of call errors, without the module when it is builtins.
func (t *Thread) funcName(fn Value) string {
	q, err := t.GetAttr(fn, NewStr("__qualname__"))
	if err != nil {
		s, err := t.Str(fn)
		if err != nil {
			return typeName(fn) + " object"
		}
		return s
	}
	qs, err := t.Str(q)
	if err != nil {
		return typeName(fn) + " object"
	}
	if m, err := t.GetAttr(fn, NewStr("__module__")); err == nil && m != None {
		if ms, ok := m.(*Str); !ok || ms.s != "builtins" {
			if s, err := t.Str(m); err == nil {
				return s + "." + qs + "()"
			}
		}
	}
	return qs + "()"
}

// dictMerge is DICT_MERGE: f(**m) with duplicate keyword checks. fn is
// the callable, for the error messages.
func (t *Thread) dictMerge(d *Dict, m Value, fn Value) error {
	if !isMapping(m) {
		return Errorf(TypeErrorType, "%s argument after ** must be a mapping, not %s", t.funcName(fn), typeName(m))
	}
	add := func(k, v Value) error {
		s, ok := k.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "keywords must be strings")
		}
		if _, dup := d.GetStr(s); dup {
			return Errorf(TypeErrorType, "%s got multiple values for keyword argument '%s'", t.funcName(fn), s.s)
		}
		d.SetStr(s, v)
		return nil
	}
	if md, ok := m.(*Dict); ok {
		var err error
		md.Items(func(k, v Value) bool {
			err = add(k, v)
			return err == nil
		})
		return err
	}
	keys, err := t.CallMethod(m, "keys")
	if err != nil {
		return err
	}
	return t.Iterate(keys, func(k Value) error {
		v, err := t.GetItem(m, k)
		if err != nil {
			return err
		}
		return add(k, v)
	})
}

// CallMethod calls x.name(args...).
func (t *Thread) CallMethod(x Value, name string, args ...Value) (Value, error) {
	m, err := t.GetAttr(x, NewStr(name))
	if err != nil {
		return nil, err
	}
	return t.Call(m, args, nil)
}

func isMapping(x Value) bool {
	switch v := x.(type) {
	case *Dict:
		return true
	case *Object:
		if _, ok := v.base.(*Dict); ok {
			return true
		}
	case *List, Tuple, *Str:
		return false
	}
	c := x.Type()
	return c.Lookup("keys") != nil && c.Lookup("__getitem__") != nil
}

func isMatchSequence(x Value) bool {
	switch v := x.(type) {
	case *List, Tuple, *Range, *bigRange, *MemoryView:
		return true
	case *Str, *Bytes, *ByteArray, *Dict:
		return false
	case *Object:
		if v.base != nil {
			return isMatchSequence(v.base)
		}
	}
	for _, b := range x.Type().mro {
		if b.name == "Sequence" && b.module == "collections.abc" {
			return true
		}
	}
	return false
}

// checkSlotNames refuses the __slots__ CPython refuses: any slot on a
// subclass of a variable-size built-in (int, bytes, tuple), whose
// instances have no room for slots, and a __dict__ or __weakref__ slot
// the instances already have (from a base, or named twice).
func checkSlotNames(cls *Type, bases []*Type, names []string) error {
	hasDict, hasWeakref := cls.hasDict, false
	for _, b := range bases {
		switch b.layout {
		case IntType, BoolType, BytesType, TupleType:
			if len(names) > 0 {
				return Errorf(TypeErrorType, "nonempty __slots__ not supported for subtype of '%s'", b.name)
			}
		case SetType, FrozenSetType:
			hasWeakref = true
		}
		if !b.builtin && b.hasDict {
			hasWeakref = true
		}
		if b.IsSubtype(BaseExceptionType) {
			hasDict = true // exceptions carry a __dict__
		}
	}
	for _, n := range names {
		switch n {
		case "__dict__":
			if hasDict {
				return Errorf(TypeErrorType, "__dict__ slot disallowed: we already got one")
			}
			hasDict = true
		case "__weakref__":
			if hasWeakref {
				return Errorf(TypeErrorType, "__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0")
			}
			hasWeakref = true
		}
	}
	return nil
}
