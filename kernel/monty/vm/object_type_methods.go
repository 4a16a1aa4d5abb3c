package vm

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// Built-in functions that the VM compares against to find overrides.
var (
	objectRepr         Value
	objectStr          Value
	objectHash         Value
	objectFormat       Value
	objectGetattribute Value
	objectSetattr      Value
	objectDelattr      Value
	objectInitBuiltin  *Builtin
	objectNewBuiltin   *Builtin
	typeRepr           Value
	typeSetattr        Value
	typeDelattr        Value
	typeCallBuiltin    Value
	baseExceptionStr   Value
	baseExceptionRepr  Value
	strRepr            Value
	buildClassBuiltin  Value
)

// Iterator types.
var (
	listIteratorType        = newBuiltinType("list_iterator")
	listReverseIteratorType = newBuiltinType("list_reverseiterator")
	tupleIteratorType       = newBuiltinType("tuple_iterator")
	rangeIteratorType       = newBuiltinType("range_iterator")
	strIteratorType         = newBuiltinType("str_ascii_iterator")
	bytesIteratorType       = newBuiltinType("bytes_iterator")
	dictKeyIteratorType     = newBuiltinType("dict_keyiterator")
	dictValueIteratorType   = newBuiltinType("dict_valueiterator")
	dictItemIteratorType    = newBuiltinType("dict_itemiterator")
	setIteratorType         = newBuiltinType("set_iterator")
	callableIteratorType    = newBuiltinType("callable_iterator")
	dictKeysType            = newBuiltinType("dict_keys")
	dictValuesType          = newBuiltinType("dict_values")
	dictItemsType           = newBuiltinType("dict_items")
	GenericAliasType        = newBuiltinType("GenericAlias")
)

func init() { setupTypes() }

// setupTypes fills in every built-in type, in dependency order. It runs
// once at init; afterwards the types are immutable.
func setupTypes() {
	setupObject()
	ObjectType.finishBuiltin()
	setupType()
	TypeType.finishBuiltin()
	setupNumbers()
	IntType.finishBuiltin()
	BoolType.final = true
	BoolType.finishBuiltin(IntType)
	FloatType.finishBuiltin()
	ComplexType.finishBuiltin()
	setupStr()
	StrType.finishBuiltin()
	setupBytes()
	BytesType.finishBuiltin()
	ByteArrayType.finishBuiltin()
	setupList()
	ListType.finishBuiltin()
	setupTuple()
	TupleType.finishBuiltin()
	setupDict()
	DictType.finishBuiltin()
	setupSet()
	SetType.finishBuiltin()
	FrozenSetType.finishBuiltin()
	setupRange()
	RangeType.final = true
	RangeType.finishBuiltin()
	SliceType.final = true
	SliceType.finishBuiltin()
	setupFunctions()
	singleton := func(c *Type, v Value) {
		c.layout = c
		c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
			if len(args) > 0 {
				return nil, Errorf(TypeErrorType, "%s takes no arguments", cls.name)
			}
			return v, nil
		}
	}
	singleton(NoneTypeType, None)
	singleton(NotImplementedTypeType, NotImplemented)
	singleton(EllipsisType, Ellipsis)
	for _, c := range []*Type{NoneTypeType, NotImplementedTypeType, EllipsisType, FunctionType, BuiltinType, MethodType, CellType, CodeType, TracebackType} {
		c.final = true
		c.finishBuiltin()
	}
	ModuleType.finishBuiltin()
	PropertyType.finishBuiltin()
	ClassMethodType.finishBuiltin()
	StaticMethodType.finishBuiltin()
	SuperType.finishBuiltin()
	MappingProxyType.finishBuiltin()
	MemberDescriptorType.finishBuiltin()
	setupGenericAlias()
	GenericAliasType.finishBuiltin()
	setupUnion()
	UnionTypeType.finishBuiltin()
	setupIterators()
	setupMemoryView()
	setupBigRange()
	setupGenerators()
	setupExceptions()
	setupBuiltins()
	setupTextStream()
	setupSys()
	setupNamespace()
	setupAnextAwaitable()
	setupFrameType()
}

// objectMethods is registered by setupObject.
var objectMethods = []builtinMethod{
	{"__repr__", objectDunderRepr},
	{"__str__", objectDunderStr},
	{"__hash__", objectDunderHash},
	{"__format__", objectDunderFormat},
	{"__eq__", objectEq},
	{"__ne__", objectNe},
}

// objectMethods2 is registered by setupObject.
var objectMethods2 = []builtinMethod{
	{"__getattribute__", objectDunderGetattribute},
	{"__setattr__", objectDunderSetattr},
	{"__delattr__", objectDunderDelattr},
	{"__dir__", objectDir},
	{"__sizeof__", objectSizeof},
	{"__reduce_ex__", objectReduceEx},
}

// objectClassMethods is registered by setupObject.
var objectClassMethods = []builtinMethod{
	{"__init_subclass__", objectInitSubclass},
	{"__subclasshook__", objectSubclasshook},
}

func setupObject() {
	c := ObjectType
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		return t.objectNew(cls, args, kw)
	}
	objectNewBuiltin = &Builtin{name: "__new__", owner: c, fn: objectDunderNew}
	c.dict.SetString("__new__", &StaticMethod{fn: objectNewBuiltin})
	objectInitBuiltin = &Builtin{name: "__init__", owner: c, fn: objectDunderInit}
	c.dict.SetString("__init__", objectInitBuiltin)
	for _, m := range objectMethods {
		c.addMethod(m.name, m.fn)
	}
	for _, n := range []string{"__lt__", "__le__", "__gt__", "__ge__"} {
		c.addMethod(n, objectOrderNotImplemented)
	}
	for _, m := range objectMethods2 {
		c.addMethod(m.name, m.fn)
	}
	for _, m := range objectClassMethods {
		c.addClassMethod(m.name, m.fn)
	}
	c.dict.SetString("__class__", &Property{builtinName: "__class__", owner: c,
		fget: &Builtin{name: "__class__", fn: objectClassGet},
		fset: &Builtin{name: "__class__", fn: objectClassSet}})
	c.dict.SetString("__dict__", &Property{builtinName: "__dict__", owner: c,
		fget: &Builtin{name: "__dict__", fn: objectDictGet},
		fset: &Builtin{name: "__dict__", fn: objectDictSet}})
	c.dict.SetString("__doc__", NewStr("The base class of the class hierarchy.\n\nWhen called, it accepts no arguments and returns a new featureless\ninstance that has no instance attributes and cannot be given any.\n"))
	objectRepr = c.dict.mustGet("__repr__")
	objectStr = c.dict.mustGet("__str__")
	objectHash = c.dict.mustGet("__hash__")
	objectFormat = c.dict.mustGet("__format__")
	objectGetattribute = c.dict.mustGet("__getattribute__")
	objectSetattr = c.dict.mustGet("__setattr__")
	objectDelattr = c.dict.mustGet("__delattr__")
}

// objectDunderNew is the static method object.__new__.
func objectDunderNew(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) == 0 {
		return nil, Errorf(TypeErrorType, "object.__new__(): not enough arguments")
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "object.__new__(X): X is not a type object (%s)", typeName(args[0]))
	}
	if cls.layout != nil && cls.layout != ObjectType && cls.layout != BaseExceptionType && cls.layout.newInstance != nil {
		return nil, Errorf(TypeErrorType, "object.__new__(%s) is not safe, use %s.__new__()", cls.name, cls.layout.name)
	}
	if cls.layout == BaseExceptionType {
		return cls.layout.newInstance(t, cls, args[1:], kw)
	}
	return t.objectNew(cls, args[1:], kw)
}

// objectDunderInit is the method object.__init__.
func objectDunderInit(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) > 1 {
		cls := args[0].Type()
		if cls.Lookup("__init__") != objectInitBuiltin {
			return nil, Errorf(TypeErrorType, "object.__init__() takes exactly one argument (the instance to initialize)")
		}
		if isObjectNew(cls.Lookup("__new__")) {
			return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.name)
		}
	}
	return None, nil
}

// objectClassGet is the getter of object.__class__.
func objectClassGet(t *Thread, args []Value, kw []string) (Value, error) {
	return args[0].Type(), nil
}

// objectClassSet is the setter of object.__class__.
func objectClassSet(t *Thread, args []Value, kw []string) (Value, error) {
	nc, ok := args[1].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "__class__ must be set to a class, not '%s' object", typeName(args[1]))
	}
	o, ok := args[0].(*Object)
	if !ok || nc.builtin || o.class.builtin {
		return nil, Errorf(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	if nc.layout != o.class.layout || nc.hasDict != o.class.hasDict || !slices.Equal(nc.slotNames, o.class.slotNames) {
		return nil, Errorf(TypeErrorType, "__class__ assignment: '%s' object layout differs from '%s'", nc.name, o.class.name)
	}
	o.class = nc
	return None, nil
}

// objectDictGet is the getter of object.__dict__: the namespace of an
// instance, function, exception or module, or a read-only view of a
// class's.
func objectDictGet(t *Thread, args []Value, kw []string) (Value, error) {
	switch o := args[0].(type) {
	case *Object:
		if !o.class.hasDict {
			return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '__dict__'", o.class.name)
		}
		o.class.markShadowed()
		return o.Dict(), nil
	case *Function:
		if o.dict == nil {
			o.dict = NewDict(0)
		}
		return o.dict, nil
	case *Exception:
		if o.dict == nil {
			o.dict = NewDict(0)
		}
		return o.dict, nil
	case *Module:
		return o.dict, nil
	case *Type:
		return &MappingProxy{d: o.dict}, nil
	}
	return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '__dict__'", typeName(args[0]))
}

// objectDictSet is the setter of object.__dict__.
func objectDictSet(t *Thread, args []Value, kw []string) (Value, error) {
	o, ok := args[0].(*Object)
	d, ok2 := args[1].(*Dict)
	if !ok || !ok2 {
		return nil, Errorf(TypeErrorType, "__dict__ must be set to a dictionary, not a '%s'", typeName(args[1]))
	}
	o.class.markShadowed()
	o.dict = d
	return None, nil
}

// objectDunderRepr is the method object.__repr__.
func objectDunderRepr(t *Thread, args []Value, kw []string) (Value, error) {
	if o, ok := args[0].(*Object); ok {
		s, err := t.defaultObjectRepr(o)
		return NewStr(s), err
	}
	return NewStr(fmt.Sprintf("<%s object at %s>", typeName(args[0]), t.addr(args[0]))), nil
}

// objectDunderStr is the method object.__str__.
func objectDunderStr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.Repr(args[0])
	return NewStr(s), err
}

// objectDunderHash is the method object.__hash__.
func objectDunderHash(t *Thread, args []Value, kw []string) (Value, error) {
	return MakeInt(identityHash(args[0])), nil
}

// objectDunderFormat is the method object.__format__.
func objectDunderFormat(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) != 2 {
		return nil, Errorf(TypeErrorType, "object.__format__() takes exactly one argument (%d given)", len(args)-1)
	}
	spec, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "__format__() argument must be str, not %s", typeName(args[1]))
	}
	if spec.s != "" {
		return nil, Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", typeName(args[0]))
	}
	s, err := t.Str(args[0])
	return NewStr(s), err
}

// objectEq is the method object.__eq__.
func objectEq(t *Thread, args []Value, kw []string) (Value, error) {
	if Is(args[0], args[1]) {
		return True, nil
	}
	return NotImplemented, nil
}

// objectNe is the method object.__ne__.
func objectNe(t *Thread, args []Value, kw []string) (Value, error) {
	m := args[0].Type().Lookup("__eq__")
	if m == nil {
		return NotImplemented, nil
	}
	r, err := t.callDunder(m, args[0], args[1])
	if err != nil || r == NotImplemented {
		return r, err
	}
	b, err := t.Truth(r)
	return Bool(!b), err
}

// objectDunderGetattribute is the method object.__getattribute__.
func objectDunderGetattribute(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__getattribute__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	if o, ok := args[0].(*Object); ok {
		return t.objectGetAttrGeneric(o, name)
	}
	return t.GetAttr(args[0], name)
}

// objectDunderSetattr is the method object.__setattr__.
func objectDunderSetattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__setattr__", args, kw, 3, 3); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	if o, ok := args[0].(*Object); ok {
		return None, t.objectSetAttr(o, name, args[2])
	}
	if _, ok := args[0].(*Type); ok {
		return nil, Errorf(TypeErrorType, "can't apply this __setattr__ to %s object", typeName(args[0]))
	}
	return None, t.SetAttr(args[0], name, args[2])
}

// objectDunderDelattr is the method object.__delattr__.
func objectDunderDelattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__delattr__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	if o, ok := args[0].(*Object); ok {
		return None, t.objectDelAttr(o, name)
	}
	if _, ok := args[0].(*Type); ok {
		return nil, Errorf(TypeErrorType, "can't apply this __delattr__ to %s object", typeName(args[0]))
	}
	return None, t.DelAttr(args[0], name)
}

// objectDir is the method object.__dir__.
func objectDir(t *Thread, args []Value, kw []string) (Value, error) {
	return NewList(t.dirOf(args[0])), nil
}

// objectSizeof is the method object.__sizeof__.
func objectSizeof(t *Thread, args []Value, kw []string) (Value, error) {
	return MakeInt(16), nil
}

// objectReduceEx is the method object.__reduce_ex__.
func objectReduceEx(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) == 0 {
		return nil, Errorf(TypeErrorType, "descriptor '__reduce_ex__' of 'object' object needs an argument")
	}
	// As CPython's: a class that defines __reduce__ is reduced by it
	// (copy.copy of a typing alias, of an exception).
	if m := args[0].Type().Lookup("__reduce__"); m != nil {
		return t.callDunder(m, args[0])
	}
	return nil, Errorf(TypeErrorType, "cannot pickle '%s' object", typeName(args[0]))
}

// objectInitSubclass is the class method object.__init_subclass__.
func objectInitSubclass(t *Thread, args []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return nil, Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", args[0].(*Type).name)
	}
	return None, nil
}

// objectSubclasshook is the class method object.__subclasshook__.
func objectSubclasshook(t *Thread, args []Value, kw []string) (Value, error) {
	return NotImplemented, nil
}

func (d *Dict) mustGet(name string) Value {
	v, ok := d.GetString(name)
	if !ok {
		panic("missing " + name)
	}
	return v
}

// MappingProxy is a read-only view of a class namespace.
type MappingProxy struct {
	d *Dict
}

// Type returns mappingproxy.
func (*MappingProxy) Type() *Type { return MappingProxyType }

// typeMethods is registered by setupType.
var typeMethods = []builtinMethod{
	{"__init__", typeInit},
	{"__call__", typeCall},
}

// typeMethods2 is registered by setupType.
var typeMethods2 = []builtinMethod{
	{"mro", typeMro},
	{"__subclasses__", typeSubclasses},
	{"__instancecheck__", typeInstancecheck},
	{"__subclasscheck__", typeSubclasscheck},
}

// typeMethods3 is registered by setupType.
var typeMethods3 = []builtinMethod{
	{"__or__", typeOr},
	{"__ror__", typeRor},
	{"__dir__", typeDir},
}

func setupType() {
	c := TypeType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		npos := len(args) - len(kw)
		if cls == TypeType && npos == 1 && len(kw) == 0 {
			return args[0].Type(), nil
		}
		if cls == TypeType && npos == 1 {
			return nil, Errorf(TypeErrorType, "type() takes no keyword arguments")
		}
		if npos != 3 {
			return nil, Errorf(TypeErrorType, "type() takes 1 or 3 arguments")
		}
		return t.typeNew(cls, args[0], args[1], args[2], kw, args[npos:])
	}
	c.dict.SetString("__new__", &StaticMethod{fn: &Builtin{name: "__new__", owner: c, fn: typeDunderNew}})
	for _, m := range typeMethods {
		c.addMethod(m.name, m.fn)
	}
	typeCallBuiltin = c.dict.mustGet("__call__")
	c.addMethod("__repr__", typeDunderRepr)
	typeRepr = c.dict.mustGet("__repr__")
	c.addMethod("__setattr__", typeDunderSetattr)
	typeSetattr = c.dict.mustGet("__setattr__")
	c.addMethod("__delattr__", typeDunderDelattr)
	typeDelattr = c.dict.mustGet("__delattr__")
	for _, m := range typeMethods2 {
		c.addMethod(m.name, m.fn)
	}
	c.addClassMethod("__prepare__", typePrepare)
	for _, m := range typeMethods3 {
		c.addMethod(m.name, m.fn)
	}
	c.dict.SetString("__doc__", NewStr("type(object) -> the object's type\ntype(name, bases, dict, **kwds) -> a new type"))
}

// typeDunderNew is the static method type.__new__.
func typeDunderNew(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) < 1 {
		return nil, Errorf(TypeErrorType, "type.__new__(): not enough arguments")
	}
	meta, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__(X): X is not a type object (%s)", typeName(args[0]))
	}
	return TypeType.newInstance(t, meta, args[1:], kw)
}

// typeInit is the method type.__init__.
func typeInit(t *Thread, args []Value, kw []string) (Value, error) { return None, nil }

// typeCall is the method type.__call__.
func typeCall(t *Thread, args []Value, kw []string) (Value, error) {
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__call__' requires a 'type' object")
	}
	if cls == TypeType {
		return t.callType(cls, args[1:], kw)
	}
	return t.construct(cls, args[1:], kw)
}

// typeDunderRepr is the method type.__repr__.
func typeDunderRepr(t *Thread, args []Value, kw []string) (Value, error) {
	return NewStr(typeReprString(args[0].(*Type))), nil
}

// typeDunderSetattr is the method type.__setattr__.
func typeDunderSetattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__setattr__", args, kw, 3, 3); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__setattr__' requires a 'type' object but received a '%s'", typeName(args[0]))
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	return None, t.typeSetAttr(cls, name, args[2])
}

// typeDunderDelattr is the method type.__delattr__.
func typeDunderDelattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__delattr__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	cls, ok := args[0].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__delattr__' requires a 'type' object but received a '%s'", typeName(args[0]))
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	return None, t.typeDelAttr(cls, name)
}

// typeMro is the method type.mro.
func typeMro(t *Thread, args []Value, kw []string) (Value, error) {
	cls := args[0].(*Type)
	r := make([]Value, len(cls.mro))
	for i, m := range cls.mro {
		r[i] = m
	}
	return NewList(r), nil
}

// typeSubclasses is the method type.__subclasses__.
func typeSubclasses(t *Thread, args []Value, kw []string) (Value, error) {
	cls := args[0].(*Type)
	var r []Value
	for _, s := range cls.subclasses {
		r = append(r, s)
	}
	if cls.builtin {
		for _, s := range t.builtinSubclasses[cls] {
			r = append(r, s)
		}
	}
	return NewList(r), nil
}

// typeInstancecheck is the method type.__instancecheck__.
func typeInstancecheck(t *Thread, args []Value, kw []string) (Value, error) {
	return Bool(args[1].Type().IsSubtype(args[0].(*Type))), nil
}

// typeSubclasscheck is the method type.__subclasscheck__.
func typeSubclasscheck(t *Thread, args []Value, kw []string) (Value, error) {
	sub, ok := args[1].(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "issubclass() arg 1 must be a class")
	}
	return Bool(sub.IsSubtype(args[0].(*Type))), nil
}

// typePrepare is the class method type.__prepare__.
func typePrepare(t *Thread, args []Value, kw []string) (Value, error) {
	return NewDict(0), nil
}

// typeOr is the method type.__or__.
func typeOr(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[0], args[1])
}

// typeRor is the method type.__ror__.
func typeRor(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[1], args[0])
}

// typeDir is the method type.__dir__.
func typeDir(t *Thread, args []Value, kw []string) (Value, error) {
	return NewList(t.dirOf(args[0])), nil
}

// typeSpecialAttr returns the attributes every class has.
func (t *Thread) typeSpecialAttr(c *Type, name string) (Value, bool, error) {
	switch name {
	case "__name__":
		return NewStr(c.name), true, nil
	case "__qualname__":
		return NewStr(c.QualName()), true, nil
	case "__module__":
		if v, ok := c.dict.GetString("__module__"); ok {
			return v, true, nil
		}
		return NewStr(c.module), true, nil
	case "__bases__":
		r := make(Tuple, len(c.bases))
		for i, b := range c.bases {
			r[i] = b
		}
		if c == ObjectType {
			r = emptyTuple
		}
		return r, true, nil
	case "__base__":
		if len(c.bases) == 0 || c == ObjectType {
			return None, true, nil
		}
		return c.bases[0], true, nil
	case "__mro__":
		r := make(Tuple, len(c.mro))
		for i, b := range c.mro {
			r[i] = b
		}
		return r, true, nil
	case "__dict__":
		return &MappingProxy{d: c.dict}, true, nil
	case "__doc__":
		return None, true, nil
	case "__annotations__":
		d := NewDict(0)
		if !c.builtin {
			c.dict.SetString("__annotations__", d)
			c.changed(t)
		}
		return d, true, nil
	case "__class__":
		return c.Type(), true, nil
	case "__abstractmethods__":
		if v, ok := c.dict.GetString("__abstractmethods__"); ok {
			return v, true, nil
		}
		return nil, true, Errorf(AttributeErrorType, "__abstractmethods__")
	}
	return nil, false, nil
}

// specialAttr returns the attributes built-in values have without a
// descriptor in their class.
func (t *Thread) specialAttr(x Value, name string) (Value, bool, error) {
	switch v := x.(type) {
	case *Function:
		switch name {
		case "__name__":
			return NewStr(v.name), true, nil
		case "__qualname__":
			return NewStr(v.qualname), true, nil
		case "__doc__":
			return v.doc, true, nil
		case "__module__":
			if v.module == nil {
				return None, true, nil
			}
			return v.module, true, nil
		case "__defaults__":
			if v.defaults == nil {
				return None, true, nil
			}
			return v.defaults, true, nil
		case "__kwdefaults__":
			if v.kwdefaults == nil {
				return None, true, nil
			}
			return v.kwdefaults, true, nil
		case "__annotations__":
			if v.annotations == nil {
				v.annotations = NewDict(0)
			}
			if tup, ok := v.annotations.(Tuple); ok {
				d := NewDict(len(tup) / 2)
				for i := 0; i+1 < len(tup); i += 2 {
					t.DictSet(d, tup[i], tup[i+1])
				}
				v.annotations = d
			}
			return v.annotations, true, nil
		case "__code__":
			return v.code, true, nil
		case "__globals__":
			return v.globals, true, nil
		case "__builtins__":
			return NewModuleFromDict("builtins", t.builtins), true, nil
		case "__closure__":
			if v.closure == nil {
				return None, true, nil
			}
			r := make(Tuple, len(v.closure))
			for i, c := range v.closure {
				r[i] = c
			}
			return r, true, nil
		}
	case *Builtin:
		switch name {
		case "__name__", "__qualname__":
			if name == "__qualname__" && v.owner != nil {
				return NewStr(v.owner.name + "." + v.name), true, nil
			}
			return NewStr(v.name), true, nil
		case "__self__":
			if v.self == nil {
				return None, true, nil
			}
			return v.self, true, nil
		case "__doc__":
			return None, true, nil
		case "__module__":
			if v.owner == nil {
				return NewStr("builtins"), true, nil
			}
			return None, true, nil
		}
	case *BoundMethod:
		switch name {
		case "__self__":
			return v.Self, true, nil
		case "__func__":
			return v.Func, true, nil
		}
		r, err := t.GetAttr(v.Func, NewStr(name))
		return r, err == nil, err
	case *Generator:
		switch name {
		case "__name__":
			return NewStr(v.name), true, nil
		case "__qualname__":
			return NewStr(v.qualname), true, nil
		case "gi_running", "cr_running", "ag_running":
			return Bool(v.running), true, nil
		case "gi_frame", "cr_frame", "ag_frame":
			if v.done || v.frame == nil {
				return None, true, nil
			}
			f := v.frame
			return &FrameObject{code: f.code, pc: f.pc, globals: f.globals}, true, nil
		case "gi_code", "cr_code", "ag_code":
			return v.code, true, nil
		case "gi_suspended", "cr_suspended":
			return Bool(v.started && !v.running && !v.done), true, nil
		case "gi_yieldfrom", "cr_await":
			if v.yieldFrom == nil {
				return None, true, nil
			}
			return v.yieldFrom, true, nil
		}
	case *ClassMethod:
		switch name {
		case "__func__", "__wrapped__":
			return v.fn, true, nil
		}
		if v.dict != nil {
			if r, ok := v.dict.GetString(name); ok {
				return r, true, nil
			}
		}
		if name == "__isabstractmethod__" {
			r, _ := t.GetAttr(v.fn, NewStr(name))
			if r == nil {
				r = False
			}
			return r, true, nil
		}
	case *StaticMethod:
		switch name {
		case "__func__", "__wrapped__":
			return v.fn, true, nil
		}
		if v.dict != nil {
			if r, ok := v.dict.GetString(name); ok {
				return r, true, nil
			}
		}
		if name == "__isabstractmethod__" {
			r, _ := t.GetAttr(v.fn, NewStr(name))
			if r == nil {
				r = False
			}
			return r, true, nil
		}
	case *Property:
		switch name {
		case "fget":
			return orNone(v.fget), true, nil
		case "fset":
			return orNone(v.fset), true, nil
		case "fdel":
			return orNone(v.fdel), true, nil
		case "__doc__":
			if v.doc != nil {
				return v.doc, true, nil
			}
			if v.fget != nil {
				d, err := t.GetAttr(v.fget, NewStr("__doc__"))
				if err == nil {
					return d, true, nil
				}
			}
			return None, true, nil
		case "__isabstractmethod__":
			for _, f := range []Value{v.fget, v.fset, v.fdel} {
				if f != nil {
					if b, _ := t.GetAttr(f, NewStr("__isabstractmethod__")); b != nil {
						if tr, _ := t.Truth(b); tr {
							return True, true, nil
						}
					}
				}
			}
			return False, true, nil
		}
	case *Module:
		if name == "__dict__" {
			return v.dict, true, nil
		}
	case *Code:
		return codeAttr(v, name)
	case *Cell:
		if name == "cell_contents" {
			if v.V == nil {
				return nil, true, Errorf(ValueErrorType, "Cell is empty")
			}
			return v.V, true, nil
		}
	case *Exception:
		return t.exceptionAttr(v, name)
	case *Super:
		switch name {
		case "__self__":
			return orNone(v.obj), true, nil
		case "__thisclass__":
			return v.thisType, true, nil
		case "__self_class__":
			if v.objType == nil {
				return None, true, nil
			}
			return v.objType, true, nil
		}
	case *Traceback:
		switch name {
		case "tb_lineno":
			return MakeInt(int64(v.Line())), true, nil
		case "tb_next":
			if v.next == nil {
				return None, true, nil
			}
			return v.next, true, nil
		case "tb_lasti":
			return MakeInt(int64(v.pc * 2)), true, nil
		case "tb_frame":
			return v.frameOf(), true, nil
		}
	case *FrameObject:
		if r, ok := t.frameAttr(v, name); ok {
			return r, true, nil
		}
	}
	if name == "__doc__" {
		if d, ok := x.Type().dict.GetString("__doc__"); ok {
			return d, true, nil
		}
		return None, true, nil
	}
	return nil, false, nil
}

func orNone(v Value) Value {
	if v == nil {
		return None
	}
	return v
}

// functionSetAttr sets an attribute of a function.
func (t *Thread) functionSetAttr(f *Function, name *Str, v Value) error {
	switch name.s {
	case "__name__":
		s, ok := v.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "__name__ must be set to a string object")
		}
		f.name = s.s
		return nil
	case "__qualname__":
		s, ok := v.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "__qualname__ must be set to a string object")
		}
		f.qualname = s.s
		return nil
	case "__doc__":
		f.doc = v
		return nil
	case "__module__":
		f.module = v
		return nil
	case "__defaults__":
		if v == None {
			f.defaults = nil
			return nil
		}
		tu, ok := v.(Tuple)
		if !ok {
			return Errorf(TypeErrorType, "__defaults__ must be set to a tuple object")
		}
		f.defaults = tu
		return nil
	case "__kwdefaults__":
		if v == None {
			f.kwdefaults = nil
			return nil
		}
		d, ok := v.(*Dict)
		if !ok {
			return Errorf(TypeErrorType, "__kwdefaults__ must be set to a dict object")
		}
		f.kwdefaults = d
		return nil
	case "__annotations__":
		f.annotations = v
		return nil
	case "__dict__":
		d, ok := v.(*Dict)
		if !ok {
			return Errorf(TypeErrorType, "__dict__ must be set to a dictionary, not a '%s'", typeName(v))
		}
		f.dict = d
		return nil
	}
	if f.dict == nil {
		f.dict = NewDict(0)
	}
	f.dict.SetStr(name, v)
	return nil
}

// dirOf lists the attribute names of x, sorted (dir()).
func (t *Thread) dirOf(x Value) []Value {
	seen := map[string]bool{}
	add := func(d *Dict) {
		if d == nil {
			return
		}
		d.Items(func(k, v Value) bool {
			if s, ok := k.(*Str); ok {
				seen[s.s] = true
			}
			return true
		})
	}
	switch v := x.(type) {
	case *Module:
		add(v.dict)
	case *Type:
		for _, c := range v.mro {
			add(c.dict)
		}
		for _, n := range []string{"__module__", "__doc__", "__dict__"} {
			if !v.builtin {
				seen[n] = true
			}
		}
		if v.IsSubtype(TypeType) {
			// type's own attributes, computed rather than in its dict.
			for _, n := range []string{"__abstractmethods__", "__annotations__", "__base__", "__bases__", "__basicsize__", "__dict__", "__dictoffset__", "__flags__", "__itemsize__", "__module__", "__mro__", "__name__", "__qualname__", "__text_signature__", "__weakrefoffset__"} {
				seen[n] = true
			}
		}
	default:
		add(instanceDict(x))
		for _, c := range x.Type().mro {
			add(c.dict)
		}
		if o, ok := x.(*Object); ok && o.class.hasDict {
			seen["__dict__"] = true
			seen["__module__"] = true
		}
		switch x.(type) {
		case *Function, *Exception:
			seen["__dict__"] = true
		}
	}
	// object's __dict__ descriptor serves the instances of classes that
	// have one (added above); built-in types and their values have none.
	if t, isType := x.(*Type); !(isType && (!t.builtin || t.IsSubtype(TypeType))) {
		if _, isObj := x.(*Object); !isObj {
			switch x.(type) {
			case *Function, *Exception:
			default:
				delete(seen, "__dict__")
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	r := make([]Value, len(names))
	for i, n := range names {
		r[i] = NewStr(n)
	}
	return r
}

// functionMethods is registered by setupFunctions.
var functionMethods = []builtinMethod{
	{"__get__", functionGet},
	{"__call__", functionCall},
	{"__repr__", functionRepr},
}

// propertyMethods is registered by setupFunctions.
var propertyMethods = []builtinMethod{
	{"__get__", propertyGet},
	{"__set__", propertySet},
	{"__delete__", propertyDelete},
	{"__set_name__", propertySetName},
}

// staticMethodMethods is registered by setupFunctions.
var staticMethodMethods = []builtinMethod{
	{"__get__", staticMethodGet},
	{"__call__", staticMethodCall},
}

// memberDescriptorMethods is registered by setupFunctions.
var memberDescriptorMethods = []builtinMethod{
	{"__get__", memberDescriptorGet},
	{"__set__", memberDescriptorSet},
	{"__delete__", memberDescriptorDelete},
}

// memberDescriptorGetters is registered by setupFunctions.
var memberDescriptorGetters = []getter{
	{"__name__", memberDescriptorName},
	{"__qualname__", memberDescriptorQualname},
	{"__objclass__", memberDescriptorObjclass},
	{"__doc__", memberDescriptorDoc},
}

// mappingProxyMethods is registered by setupFunctions.
var mappingProxyMethods = []builtinMethod{
	{"__getitem__", mappingProxyGetitem},
	{"__len__", mappingProxyLen},
	{"__iter__", mappingProxyIter},
	{"__contains__", mappingProxyContains},
}

// mappingProxyMethods2 is registered by setupFunctions.
var mappingProxyMethods2 = []builtinMethod{
	{"__repr__", mappingProxyRepr},
	{"__str__", mappingProxyStr},
	{"__or__", mappingProxyOr},
	{"__ror__", mappingProxyROr},
	{"__reversed__", mappingProxyReversed},
}

func setupFunctions() {
	f := FunctionType
	addAttrDescriptors(f, []string{"__closure__", "__globals__", "__builtins__"}, []string{"__code__", "__defaults__", "__kwdefaults__", "__annotations__"})
	setupGetSetDescriptor()
	for _, m := range functionMethods {
		f.addMethod(m.name, m.fn)
	}
	BuiltinType.addMethod("__call__", builtinFunctionCall)
	MethodType.addMethod("__call__", methodCall)
	MethodType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("method", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return &BoundMethod{Func: args[0], Self: args[1]}, nil
	}
	MethodType.layout = MethodType

	p := PropertyType
	p.layout = p
	p.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var fget, fset, fdel, doc Value
		if err := UnpackArgs("property", args, kw, "fget?", &fget, "fset?", &fset, "fdel?", &fdel, "doc?", &doc); err != nil {
			return nil, err
		}
		pr := &Property{fget: noneToNil(fget), fset: noneToNil(fset), fdel: noneToNil(fdel), doc: noneToNil(doc)}
		return pr, nil
	}
	for _, m := range propertyMethods {
		p.addMethod(m.name, m.fn)
	}
	p.addMethod("getter", propertyGetter)
	p.addMethod("setter", propertySetter)
	p.addMethod("deleter", propertyDeleter)

	cm := ClassMethodType
	cm.layout = cm
	cm.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("classmethod", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return &ClassMethod{fn: args[0]}, nil
	}
	cm.addMethod("__get__", classMethodGet)
	sm := StaticMethodType
	sm.layout = sm
	sm.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("staticmethod", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return &StaticMethod{fn: args[0]}, nil
	}
	for _, m := range staticMethodMethods {
		sm.addMethod(m.name, m.fn)
	}

	s := SuperType
	s.layout = s
	s.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "super() takes no keyword arguments")
		}
		return t.superNew(args)
	}

	m := ModuleType
	m.layout = m
	m.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var name string
		var doc Value
		if err := UnpackArgs("module", args, kw, "name", &name, "doc?", &doc); err != nil {
			return nil, err
		}
		mod := NewModule(name)
		if doc != nil {
			mod.dict.SetString("__doc__", doc)
		}
		return mod, nil
	}

	for _, m := range memberDescriptorMethods {
		MemberDescriptorType.addMethod(m.name, m.fn)
	}
	for _, m := range memberDescriptorGetters {
		MemberDescriptorType.addGetter(m.name, m.fn)
	}

	MappingProxyType.layout = MappingProxyType
	MappingProxyType.final = true
	MappingProxyType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var m Value
		if err := t.UnpackArgs("mappingproxy", args, kw, "mapping", &m); err != nil {
			return nil, err
		}
		switch x := m.(type) {
		case *Dict:
			return &MappingProxy{d: x}, nil
		case *MappingProxy:
			return x, nil
		case *Object:
			if d, ok := x.base.(*Dict); ok {
				return &MappingProxy{d: d}, nil
			}
		}
		if !isMapping(m) {
			return nil, Errorf(TypeErrorType, "mappingproxy() argument must be a mapping, not %s", typeName(m))
		}
		d := NewDict(0)
		if err := t.dictUpdateMapping(d, m); err != nil {
			return nil, err
		}
		return &MappingProxy{d: d}, nil
	}
	for _, m := range mappingProxyMethods {
		MappingProxyType.addMethod(m.name, m.fn)
	}
	MappingProxyType.addMethod("keys", mappingProxyKeys)
	MappingProxyType.addMethod("values", mappingProxyValues)
	MappingProxyType.addMethod("items", mappingProxyItems)
	MappingProxyType.addMethod("get", mappingProxyGet)
	MappingProxyType.addMethod("copy", mappingProxyCopy)
	for _, m := range mappingProxyMethods2 {
		MappingProxyType.addMethod(m.name, m.fn)
	}
	for _, name := range []string{"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"} {
		MappingProxyType.addMethod(name, mappingProxyCompare(name))
	}
}

// functionGet is the method function.__get__.
func functionGet(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) < 2 || args[1] == None {
		return args[0], nil
	}
	return &BoundMethod{Self: args[1], Func: args[0]}, nil
}

// functionCall is the method function.__call__.
func functionCall(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Call(args[0], args[1:], kw)
}

// functionRepr is the method function.__repr__.
func functionRepr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.Repr(args[0])
	return NewStr(s), err
}

// builtinFunctionCall is the method builtin_function_or_method.__call__.
func builtinFunctionCall(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Call(args[0], args[1:], kw)
}

// methodCall is the method method.__call__.
func methodCall(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Call(args[0], args[1:], kw)
}

// propertyGet is the method property.__get__.
func propertyGet(t *Thread, args []Value, kw []string) (Value, error) {
	pr := args[0].(*Property)
	if len(args) < 2 || args[1] == None {
		return pr, nil
	}
	return t.descriptorGet(pr, args[1], args[1].Type())
}

// propertySet is the method property.__set__.
func propertySet(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.propertySet(args[0].(*Property), args[1], args[2])
}

// propertyDelete is the method property.__delete__.
func propertyDelete(t *Thread, args []Value, kw []string) (Value, error) {
	pr := args[0].(*Property)
	if pr.fdel == nil {
		return nil, Errorf(AttributeErrorType, "property %sof '%s' object has no deleter", spaced(pr.quotedName(t)), typeName(args[1]))
	}
	return t.callDunder(pr.fdel, args[1])
}

// propertySetName is the method property.__set_name__.
func propertySetName(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) != 3 || len(kw) > 0 {
		return nil, Errorf(TypeErrorType, "__set_name__() takes 2 positional arguments but %d were given", max(len(args)-1, 0))
	}
	pr := args[0].(*Property)
	// A built-in type's descriptors (object's __dict__, which every
	// class gets) are shared by all Threads: never written.
	if pr.name == nil && pr.builtinName == "" {
		pr.name = args[2]
	}
	return None, nil
}

// classMethodGet is the method classmethod.__get__.
func classMethodGet(t *Thread, args []Value, kw []string) (Value, error) {
	c := args[0].(*ClassMethod)
	var owner Value
	if len(args) > 2 && args[2] != None {
		owner = args[2]
	} else {
		owner = args[1].Type()
	}
	return &BoundMethod{Self: owner, Func: c.fn}, nil
}

// staticMethodGet is the method staticmethod.__get__.
func staticMethodGet(t *Thread, args []Value, kw []string) (Value, error) {
	return args[0].(*StaticMethod).fn, nil
}

// staticMethodCall is the method staticmethod.__call__.
func staticMethodCall(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Call(args[0].(*StaticMethod).fn, args[1:], kw)
}

// memberDescriptorGet is the method member_descriptor.__get__.
func memberDescriptorGet(t *Thread, args []Value, kw []string) (Value, error) {
	if d, ok := args[0].(*attrDescriptor); ok {
		if len(args) < 2 {
			return nil, Errorf(TypeErrorType, "expected at least 1 argument, got 0")
		}
		return t.attrDescriptorGet(d, args[1])
	}
	sm := args[0].(*SlotMember)
	if len(args) < 2 || args[1] == None {
		return sm, nil
	}
	return t.descriptorGet(sm, args[1], args[1].Type())
}

// memberDescriptorSet is the method member_descriptor.__set__.
func memberDescriptorSet(t *Thread, args []Value, kw []string) (Value, error) {
	sm, ok := args[0].(*SlotMember)
	if !ok {
		d := args[0].(*attrDescriptor)
		return nil, Errorf(AttributeErrorType, "readonly attribute '%s' of '%s' objects", d.name, d.owner.name)
	}
	if len(args) != 3 {
		return nil, Errorf(TypeErrorType, "expected 2 arguments, got %d", len(args)-1)
	}
	o, ok := args[1].(*Object)
	if !ok || !o.class.IsSubtype(sm.owner) {
		return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", sm.name, sm.owner.name, typeName(args[1]))
	}
	o.slots[sm.index] = args[2]
	return None, nil
}

// mappingProxyGetitem is the method mappingproxy.__getitem__.
func mappingProxyGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return t.GetItem(args[0].(*MappingProxy).d, args[1])
}

// mappingProxyLen is the method mappingproxy.__len__.
func mappingProxyLen(t *Thread, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(args[0].(*MappingProxy).d.Len())), nil
}

// mappingProxyIter is the method mappingproxy.__iter__.
func mappingProxyIter(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Iter(args[0].(*MappingProxy).d)
}

// mappingProxyContains is the method mappingproxy.__contains__.
func mappingProxyContains(t *Thread, args []Value, kw []string) (Value, error) {
	r, err := t.Contains(args[0].(*MappingProxy).d, args[1])
	return Bool(r), err
}

// mappingProxyRepr is the method mappingproxy.__repr__.
func mappingProxyRepr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.Repr(args[0].(*MappingProxy).d)
	return NewStr("mappingproxy(" + s + ")"), err
}

// mappingProxyStr is str(proxy): the str of the mapping it shows.
func mappingProxyStr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.Str(args[0].(*MappingProxy).d)
	return NewStr(s), err
}

// unproxy is v's mapping when v is a mappingproxy, else v.
func unproxy(v Value) Value {
	if p, ok := v.(*MappingProxy); ok {
		return p.d
	}
	return v
}

// mappingProxyOr is proxy | other: a new dict, as the mapping's | gives.
func mappingProxyOr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__or__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	return t.BinaryOp(compile.OpOr, args[0].(*MappingProxy).d, unproxy(args[1]))
}

// mappingProxyROr is other | proxy.
func mappingProxyROr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__ror__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	return t.BinaryOp(compile.OpOr, unproxy(args[1]), args[0].(*MappingProxy).d)
}

// mappingProxyCompare makes the rich comparison name of mappingproxy,
// which compares the mapping it shows.
func mappingProxyCompare(name string) BuiltinFunc {
	return func(t *Thread, args []Value, kw []string) (Value, error) {
		if err := checkArgs(name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		return t.CallMethod(args[0].(*MappingProxy).d, name, unproxy(args[1]))
	}
}

// mappingProxyReversed is reversed(proxy): the mapping's keys, last first.
func mappingProxyReversed(t *Thread, args []Value, kw []string) (Value, error) {
	return t.CallMethod(args[0].(*MappingProxy).d, "__reversed__")
}

func noneToNil(v Value) Value {
	if v == None {
		return nil
	}
	return v
}

// generatorMethods is registered by setupIterators.
var generatorMethods = []builtinMethod{
	{"__iter__", generatorIter},
	{"__next__", generatorNext},
}

// seqIterMethods is registered by setupIterators.
var seqIterMethods = []builtinMethod{
	{"__iter__", seqIterIter},
	{"__next__", seqIterNext},
}

func setupIterators() {
	for _, c := range []*Type{listIteratorType, listReverseIteratorType, tupleIteratorType, rangeIteratorType, strIteratorType, bytesIteratorType,
		dictKeyIteratorType, dictValueIteratorType, dictItemIteratorType, setIteratorType, callableIteratorType, IteratorType} {
		for _, m := range seqIterMethods {
			c.addMethod(m.name, m.fn)
		}
		if c != callableIteratorType {
			c.addMethod("__length_hint__", seqIterLengthHint)
		}
		c.final = true
		c.finishBuiltin()
	}
	for _, m := range generatorMethods {
		GeneratorType.addMethod(m.name, m.fn)
	}
}

// seqIterIter is the method iterator.__iter__.
func seqIterIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// seqIterNext is the method iterator.__next__.
func seqIterNext(t *Thread, args []Value, kw []string) (Value, error) {
	return t.nextRaw(args[0])
}

// seqIterLengthHint is the method iterator.__length_hint__.
func seqIterLengthHint(t *Thread, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(iterLengthHint(args[0]))), nil
}

// generatorIter is the method generator.__iter__.
func generatorIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// generatorNext is the method generator.__next__.
func generatorNext(t *Thread, args []Value, kw []string) (Value, error) {
	return t.genNext(args[0].(*Generator))
}

// makeUnion builds X | Y of types (types.UnionType).
func makeUnion(a, b Value) (Value, error) {
	ok := func(v Value) bool {
		switch v.(type) {
		case *Type, NoneType, *GenericAlias, *UnionType:
			return true
		}
		return false
	}
	if !ok(a) || !ok(b) {
		return NotImplemented, nil
	}
	var args Tuple
	add := func(v Value) {
		if v == None {
			v = NoneTypeType
		}
		if u, ok := v.(*UnionType); ok {
			for _, x := range u.args {
				addUnique(&args, x)
			}
			return
		}
		addUnique(&args, v)
	}
	add(a)
	add(b)
	if len(args) == 1 {
		return args[0], nil
	}
	return &UnionType{args: args}, nil
}

func addUnique(args *Tuple, v Value) {
	for _, x := range *args {
		if Is(x, v) {
			return
		}
	}
	*args = append(*args, v)
}

// UnionType is the type of X | Y.
type UnionType struct {
	args Tuple
}

// UnionTypeType is types.UnionType.
var UnionTypeType = func() *Type { c := newBuiltinType("UnionType"); c.module = "types"; return c }()

// Type returns types.UnionType.
func (*UnionType) Type() *Type { return UnionTypeType }

// GenericAlias is list[int] and friends.
type GenericAlias struct {
	origin Value
	args   Value
}

// Type returns types.GenericAlias.
func (*GenericAlias) Type() *Type { return GenericAliasType }

func (t *Thread) genericAliasRepr(g *GenericAlias) (string, error) {
	o, err := t.typeArgRepr(g.origin)
	if err != nil {
		return "", err
	}
	var parts []string
	args, ok := g.args.(Tuple)
	if !ok {
		args = Tuple{g.args}
	}
	for _, a := range args {
		s, err := t.typeArgRepr(a)
		if err != nil {
			return "", err
		}
		parts = append(parts, s)
	}
	if len(args) == 0 {
		parts = []string{"()"}
	}
	return o + "[" + strings.Join(parts, ", ") + "]", nil
}

func (t *Thread) typeArgRepr(v Value) (string, error) {
	switch a := v.(type) {
	case *Type:
		if a.module == "builtins" {
			return a.QualName(), nil
		}
		return a.module + "." + a.QualName(), nil
	}
	if v == Ellipsis {
		return "...", nil
	}
	return t.Repr(v)
}

// unionTypeMethods is registered by setupUnion.
var unionTypeMethods = []builtinMethod{
	{"__repr__", unionTypeRepr},
	{"__eq__", unionTypeEq},
	{"__hash__", unionTypeHash},
	{"__or__", unionTypeOr},
	{"__ror__", unionTypeRor},
}

func setupUnion() {
	c := UnionTypeType
	for _, m := range unionTypeMethods {
		c.addMethod(m.name, m.fn)
	}
	c.addGetter("__args__", unionTypeArgs)
	c.final = true
}

// unionTypeRepr is the method types.UnionType.__repr__.
func unionTypeRepr(t *Thread, args []Value, kw []string) (Value, error) {
	u := args[0].(*UnionType)
	parts := make([]string, len(u.args))
	for i, a := range u.args {
		if a == Value(NoneTypeType) {
			parts[i] = "None"
			continue
		}
		s, err := t.typeArgRepr(a)
		if err != nil {
			return nil, err
		}
		parts[i] = s
	}
	return NewStr(strings.Join(parts, " | ")), nil
}

// unionTypeEq is the method types.UnionType.__eq__.
func unionTypeEq(t *Thread, args []Value, kw []string) (Value, error) {
	a := args[0].(*UnionType)
	b, ok := args[1].(*UnionType)
	if !ok {
		return NotImplemented, nil
	}
	if len(a.args) != len(b.args) {
		return False, nil
	}
	for _, x := range a.args {
		found := false
		for _, y := range b.args {
			if Is(x, y) {
				found = true
			}
		}
		if !found {
			return False, nil
		}
	}
	return True, nil
}

// unionTypeHash is the method types.UnionType.__hash__.
func unionTypeHash(t *Thread, args []Value, kw []string) (Value, error) {
	var h int64
	for _, x := range args[0].(*UnionType).args {
		h ^= identityHash(x)
	}
	return MakeInt(h), nil
}

// unionTypeOr is the method types.UnionType.__or__.
func unionTypeOr(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[0], args[1])
}

// unionTypeRor is the method types.UnionType.__ror__.
func unionTypeRor(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[1], args[0])
}

// unionTypeArgs is the attribute types.UnionType.__args__.
func unionTypeArgs(t *Thread, self Value) (Value, error) { return self.(*UnionType).args, nil }

// genericAliasMethods is registered by setupGenericAlias.
var genericAliasMethods = []builtinMethod{
	{"__repr__", genericAliasRepr},
	{"__call__", genericAliasCall},
	{"__eq__", genericAliasEq},
	{"__hash__", genericAliasHash},
	{"__or__", genericAliasOr},
	{"__ror__", genericAliasRor},
	{"__mro_entries__", genericAliasMroEntries},
	{"__getitem__", genericAliasGetitem},
}

// genericAliasGetters is registered by setupGenericAlias.
var genericAliasGetters = []getter{
	{"__origin__", genericAliasOrigin},
	{"__args__", genericAliasArgs},
	{"__parameters__", genericAliasParameters},
}

func setupGenericAlias() {
	c := GenericAliasType
	c.module = "types"
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("GenericAlias", args, kw, 2, 2); err != nil {
			return nil, err
		}
		return wrapInstance(cls, &GenericAlias{origin: args[0], args: args[1]}), nil
	}
	for _, m := range genericAliasMethods {
		c.addMethod(m.name, m.fn)
	}
	for _, m := range genericAliasGetters {
		c.addGetter(m.name, m.fn)
	}
}

// genericAliasRepr is the method types.GenericAlias.__repr__.
func genericAliasRepr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.genericAliasRepr(asGA(args[0]))
	return NewStr(s), err
}

// genericAliasCall is the method types.GenericAlias.__call__.
func genericAliasCall(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Call(asGA(args[0]).origin, args[1:], kw)
}

// genericAliasEq is the method types.GenericAlias.__eq__.
func genericAliasEq(t *Thread, args []Value, kw []string) (Value, error) {
	a := asGA(args[0])
	b := asGA(args[1])
	if b == nil {
		return NotImplemented, nil
	}
	if !Is(a.origin, b.origin) {
		return False, nil
	}
	r, err := t.Equal(a.argsTuple(), b.argsTuple())
	return Bool(r), err
}

// genericAliasHash is the method types.GenericAlias.__hash__.
func genericAliasHash(t *Thread, args []Value, kw []string) (Value, error) {
	a := asGA(args[0])
	h, err := t.Hash(a.argsTuple())
	return MakeInt(h ^ identityHash(a.origin)), err
}

// genericAliasOr is the method types.GenericAlias.__or__.
func genericAliasOr(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[0], args[1])
}

// genericAliasRor is the method types.GenericAlias.__ror__.
func genericAliasRor(t *Thread, args []Value, kw []string) (Value, error) {
	return makeUnion(args[1], args[0])
}

// genericAliasMroEntries is the method types.GenericAlias.__mro_entries__.
func genericAliasMroEntries(t *Thread, args []Value, kw []string) (Value, error) {
	return Tuple{asGA(args[0]).origin}, nil
}

// genericAliasGetitem is the method types.GenericAlias.__getitem__.
func genericAliasGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: asGA(args[0]).origin, args: args[1]}, nil
}

// genericAliasOrigin is the attribute types.GenericAlias.__origin__.
func genericAliasOrigin(t *Thread, self Value) (Value, error) { return asGA(self).origin, nil }

// genericAliasArgs is the attribute types.GenericAlias.__args__.
func genericAliasArgs(t *Thread, self Value) (Value, error) { return asGA(self).argsTuple(), nil }

// genericAliasParameters is the attribute types.GenericAlias.__parameters__.
func genericAliasParameters(t *Thread, self Value) (Value, error) { return emptyTuple, nil }

func (g *GenericAlias) argsTuple() Tuple {
	if tu, ok := g.args.(Tuple); ok {
		return tu
	}
	return Tuple{g.args}
}

// weakrefDescriptor stands for the __weakref__ slot of classes.
var weakrefDescriptor = &Property{builtinName: "__weakref__",
	fget: &Builtin{name: "__weakref__", fn: func(t *Thread, args []Value, kw []string) (Value, error) { return None, nil }}}

func asGA(v Value) *GenericAlias {
	switch g := v.(type) {
	case *GenericAlias:
		return g
	case *Object:
		if ga, ok := g.base.(*GenericAlias); ok {
			return ga
		}
	}
	return nil
}

// codeAttr returns the co_* attributes of a code object.
func codeAttr(c *Code, name string) (Value, bool, error) {
	strs := func(names []string) Value {
		r := make(Tuple, len(names))
		for i, n := range names {
			r[i] = NewStr(n)
		}
		return r
	}
	src := c.src
	switch name {
	case "co_name":
		return NewStr(c.name), true, nil
	case "co_qualname":
		return NewStr(c.qualname), true, nil
	case "co_filename":
		return NewStr(src.Filename), true, nil
	case "co_firstlineno":
		return MakeInt(int64(src.FirstLine)), true, nil
	case "co_argcount":
		return MakeInt(int64(c.argcount)), true, nil
	case "co_posonlyargcount":
		return MakeInt(int64(c.posonly)), true, nil
	case "co_kwonlyargcount":
		return MakeInt(int64(c.kwonly)), true, nil
	case "co_nlocals":
		return MakeInt(int64(c.nlocals)), true, nil
	case "co_varnames":
		return strs(src.VarNames), true, nil
	case "co_cellvars":
		return strs(src.CellVars), true, nil
	case "co_freevars":
		return strs(src.FreeVars), true, nil
	case "co_names":
		return strs(src.Names), true, nil
	case "co_consts":
		c.ensureBody()
		r := make(Tuple, len(c.consts))
		copy(r, c.consts)
		return r, true, nil
	case "co_stacksize":
		return MakeInt(int64(src.MaxStack)), true, nil
	case "co_code":
		return NewBytes(nil), true, nil
	case "co_flags":
		f := int64(0)
		if src.Flags&compile.VarArgs != 0 {
			f |= 0x04
		}
		if src.Flags&compile.VarKeywords != 0 {
			f |= 0x08
		}
		if src.Flags&compile.NestedScope != 0 {
			f |= 0x10
		}
		if src.Flags&compile.Generator != 0 {
			f |= 0x20
		}
		if len(src.FreeVars) == 0 && len(src.CellVars) == 0 {
			f |= 0x40
		}
		if src.Flags&compile.Coroutine != 0 {
			f |= 0x80
		}
		if src.Flags&compile.AsyncGenerator != 0 {
			f |= 0x200
		}
		if src.Flags&compile.AnnotationsAsText != 0 {
			f |= compile.FutureAnnotations
		}
		if src.Flags&(compile.ModuleBody|compile.ClassBody) == 0 {
			f |= 0x01 | 0x02
		}
		return MakeInt(f), true, nil
	case "co_positions":
		return &Builtin{name: "co_positions", fn: func(t *Thread, args []Value, kw []string) (Value, error) {
			return codePositions(t, c)
		}}, true, nil
	}
	return nil, false, nil
}

// codePositions is code.co_positions(): an iterator of (lineno,
// end_lineno, col_offset, end_col_offset) per instruction, the entry
// tb_lasti // 2 names; None where unknown.
func codePositions(t *Thread, c *Code) (Value, error) {
	pos := c.src.Pos
	if err := t.AllocElems(int64(len(pos)), 6*valueSlot); err != nil {
		return nil, err
	}
	orNum := func(n int32) Value {
		if n <= 0 {
			return None
		}
		return MakeInt(int64(n))
	}
	items := make([]Value, len(pos))
	for i, l := range pos {
		col, endCol := Value(None), Value(None)
		if l.ColOffset >= 0 && l.Lineno > 0 {
			col = MakeInt(int64(l.ColOffset))
		}
		if l.EndColOffset >= 0 && l.EndLineno > 0 {
			endCol = MakeInt(int64(l.EndColOffset))
		}
		items[i] = Tuple{orNum(l.Lineno), orNum(l.EndLineno), col, endCol}
	}
	return &listIterator{l: &List{elems: items}}, nil
}

// iterLengthHint is __length_hint__ of the built-in iterators: how many
// items are left.
func iterLengthHint(it Value) int {
	switch v := it.(type) {
	case *listIterator:
		return max(len(v.l.elems)-v.i, 0)
	case *reversedIterator:
		if v.i < 0 || v.i >= len(v.l.elems) {
			return 0
		}
		return v.i + 1
	case *tupleIterator:
		return len(v.t) - v.i
	case *rangeIterator:
		return int(v.n)
	case *bytesIterator:
		return len(v.b) - v.i
	case *strIterator:
		return countRunes(v.s.s[v.off:])
	case *dictIterator:
		if v.d == nil || v.d.used != v.n {
			return 0
		}
		return v.left
	case *setIterator:
		if v.s.used != v.n {
			return 0
		}
		left := 0
		for i := v.i; i < len(v.s.table); i++ {
			if e := v.s.table[i]; e.key != nil && e.key != setDummy {
				left++
			}
		}
		return left
	}
	return 0
}

// memberDescriptorParts returns the attribute name and owning class of a
// member descriptor (a __slots__ entry or a built-in type's member).
func memberDescriptorParts(x Value) (string, *Type) {
	switch d := x.(type) {
	case *SlotMember:
		return d.name, d.owner
	case *attrDescriptor:
		return d.name, d.owner
	}
	return "", ObjectType
}

func memberDescriptorName(t *Thread, self Value) (Value, error) {
	name, _ := memberDescriptorParts(self)
	return NewStr(name), nil
}

func memberDescriptorQualname(t *Thread, self Value) (Value, error) {
	name, owner := memberDescriptorParts(self)
	return NewStr(owner.QualName() + "." + name), nil
}

func memberDescriptorObjclass(t *Thread, self Value) (Value, error) {
	_, owner := memberDescriptorParts(self)
	return owner, nil
}

// memberDescriptorDoc is None: __slots__ entries have no docstring.
func memberDescriptorDoc(t *Thread, self Value) (Value, error) { return None, nil }

// memberDescriptorDelete is member_descriptor.__delete__(obj).
func memberDescriptorDelete(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) != 2 {
		return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args)-1)
	}
	sm, ok := args[0].(*SlotMember)
	if !ok {
		d := args[0].(*attrDescriptor)
		return nil, Errorf(AttributeErrorType, "readonly attribute '%s' of '%s' objects", d.name, d.owner.name)
	}
	o, ok := args[1].(*Object)
	if !ok || !o.class.IsSubtype(sm.owner) {
		return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", sm.name, sm.owner.name, typeName(args[1]))
	}
	if o.slots[sm.index] == nil {
		return nil, Errorf(AttributeErrorType, "%s", sm.name)
	}
	o.slots[sm.index] = nil
	return None, nil
}

// objectOrderNotImplemented is object's __lt__, __le__, __gt__ and __ge__:
// objects have no order of their own.
func objectOrderNotImplemented(t *Thread, args []Value, kw []string) (Value, error) {
	return NotImplemented, nil
}

// propertyGetter is the method property.getter: a copy with fget.
func propertyGetter(t *Thread, args []Value, kw []string) (Value, error) {
	c := *args[0].(*Property)
	c.fget = args[1]
	return &c, nil
}

// propertySetter is the method property.setter: a copy with fset.
func propertySetter(t *Thread, args []Value, kw []string) (Value, error) {
	c := *args[0].(*Property)
	c.fset = args[1]
	return &c, nil
}

// propertyDeleter is the method property.deleter: a copy with fdel.
func propertyDeleter(t *Thread, args []Value, kw []string) (Value, error) {
	c := *args[0].(*Property)
	c.fdel = args[1]
	return &c, nil
}

// mappingProxyCallWith calls the method name of the mapping behind a
// mappingproxy.
func mappingProxyCallWith(t *Thread, args []Value, kw []string, name string) (Value, error) {
	m, err := t.GetAttr(args[0].(*MappingProxy).d, NewStr(name))
	if err != nil {
		return nil, err
	}
	return t.Call(m, args[1:], kw)
}

// mappingProxyKeys is the method mappingproxy.keys.
func mappingProxyKeys(t *Thread, args []Value, kw []string) (Value, error) {
	return mappingProxyCallWith(t, args, kw, "keys")
}

// mappingProxyValues is the method mappingproxy.values.
func mappingProxyValues(t *Thread, args []Value, kw []string) (Value, error) {
	return mappingProxyCallWith(t, args, kw, "values")
}

// mappingProxyItems is the method mappingproxy.items.
func mappingProxyItems(t *Thread, args []Value, kw []string) (Value, error) {
	return mappingProxyCallWith(t, args, kw, "items")
}

// mappingProxyGet is the method mappingproxy.get.
func mappingProxyGet(t *Thread, args []Value, kw []string) (Value, error) {
	return mappingProxyCallWith(t, args, kw, "get")
}

// mappingProxyCopy is the method mappingproxy.copy.
func mappingProxyCopy(t *Thread, args []Value, kw []string) (Value, error) {
	return mappingProxyCallWith(t, args, kw, "copy")
}
