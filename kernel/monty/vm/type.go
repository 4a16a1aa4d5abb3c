package vm

import (
	"strings"
)

// Type is a Python class: a built-in type or a class statement's result.
//
// Attribute lookup through the method resolution order is the hottest
// operation on a class, so a Type keeps the result of every lookup in a
// map. Built-in types compute theirs once at init and are immutable
// afterwards (as in CPython, `int.x = 1` is a TypeError), so they are
// shared by all Threads. A user class fills its map on demand and empties
// it, with those of its subclasses, when an attribute of it changes; its
// version changes too, which invalidates the inline caches of the
// instructions that saw it.
type Type struct {
	name     string
	qualname string
	module   string
	bases    []*Type
	mro      []*Type
	dict     *Dict
	meta     *Type // the metaclass; nil means type

	builtin bool // immutable built-in type
	final   bool // may not be subclassed (bool, NoneType, ...)
	// layout is the built-in type whose instances hold this class's
	// instances' data: object, list, dict, BaseException, ...
	layout *Type
	// newInstance creates an instance for the layout (tp_new).
	newInstance func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error)

	attrs      map[string]Value // lookup results; built-ins: complete
	version    uint64
	subclasses []*Type

	// __slots__: the slot names of instances, when the class declares them.
	slotNames []string
	hasDict   bool  // instances have a __dict__
	dictHint  int32 // the most attributes an instance had: the size of new instance dicts
	// shadowed is set once an instance dict may hold a name that is also a
	// class attribute (a method); until then method lookups skip the
	// instance dict.
	shadowed bool

	// ctor caches what constructing an instance needs, valid while
	// ctorVersion is the class's version + 1.
	ctorVersion uint64
	ctorInit    *Function // a plain __init__, or nil
	ctorPlain   bool      // object.__new__ and a Python __init__ (or none)

	// Flags computed from the MRO on change: which attribute hooks the class
	// overrides, so the common path can skip them.
	hooks        typeHooks
	hooksVersion uint64

	// impls holds, for a built-in type, the named Go function behind each
	// built-in method, property getter and class or static method, before
	// an adapter wrapped it (TestBuiltinMethodsAreNamed reads it).
	impls map[string]any
}

type typeHooks struct {
	getattribute bool // a __getattribute__ other than object's
	getattr      bool // __getattr__
	setattr      bool // a __setattr__ other than object's
	delattr      bool
	// dictGetItem, dictSetItem: dict's own __getitem__/__setitem__ (a
	// dict subclass subscripted without a call, see GetItem).
	dictGetItem bool
	dictSetItem bool
}

// Type returns the metaclass.
func (c *Type) Type() *Type {
	if c.meta != nil {
		return c.meta
	}
	return TypeType
}

// Name returns the class name.
func (c *Type) Name() string { return c.name }

// QualName returns the qualified class name.
func (c *Type) QualName() string {
	if c.qualname != "" {
		return c.qualname
	}
	return c.name
}

// MRO returns the method resolution order.
func (c *Type) MRO() []*Type { return c.mro }

// Dict returns the class namespace.
func (c *Type) Dict() *Dict { return c.dict }

// Lookup finds name in the class and its bases, in MRO order; nil when
// absent.
func (c *Type) Lookup(name string) Value {
	if v, ok := c.attrs[name]; ok {
		return v
	}
	if c.builtin {
		return nil
	}
	var found Value
	key := NewStr(name)
	for _, b := range c.mro {
		if v, ok := b.dict.GetStr(key); ok {
			found = v
			break
		}
	}
	if c.attrs == nil {
		c.attrs = make(map[string]Value)
	}
	c.attrs[name] = found
	return found
}

// lookupStr is Lookup for an interned name.
func (c *Type) lookupStr(name *Str) Value {
	if v, ok := c.attrs[name.s]; ok {
		return v
	}
	if c.builtin {
		return nil
	}
	var found Value
	for _, b := range c.mro {
		if v, ok := b.dict.GetStr(name); ok {
			found = v
			break
		}
	}
	if c.attrs == nil {
		c.attrs = make(map[string]Value)
	}
	c.attrs[name.s] = found
	return found
}

// changed is called after the namespace of c changed.
func (c *Type) changed(t *Thread) {
	t.typeVersion++
	c.invalidate(t.typeVersion)
}

func (c *Type) invalidate(v uint64) {
	c.attrs = nil
	c.version = v
	for _, s := range c.subclasses {
		s.invalidate(v)
	}
}

func (c *Type) hookFlags() typeHooks {
	if c.builtin {
		return c.hooks
	}
	if c.hooksVersion != c.version+1 {
		ga := c.Lookup("__getattribute__")
		sa := c.Lookup("__setattr__")
		da := c.Lookup("__delattr__")
		c.hooks = typeHooks{
			getattribute: ga != nil && ga != objectGetattribute,
			getattr:      c.Lookup("__getattr__") != nil,
			setattr:      sa != nil && sa != objectSetattr,
			delattr:      da != nil && da != objectDelattr,
			dictGetItem:  c.Lookup("__getitem__") == dictGetItem,
			dictSetItem:  c.Lookup("__setitem__") == dictSetItem,
		}
		c.hooksVersion = c.version + 1
	}
	return c.hooks
}

// IsSubtype reports whether c is sub or a subclass of it.
func (c *Type) IsSubtype(sup *Type) bool {
	if c == sup {
		return true
	}
	for _, b := range c.mro {
		if b == sup {
			return true
		}
	}
	return false
}

// computeMRO returns the C3 linearization of a class with the given bases.
func computeMRO(c *Type, bases []*Type) ([]*Type, error) {
	if len(bases) == 1 {
		return append([]*Type{c}, bases[0].mro...), nil
	}
	var seqs [][]*Type
	for _, b := range bases {
		seqs = append(seqs, append([]*Type(nil), b.mro...))
	}
	seqs = append(seqs, append([]*Type(nil), bases...))
	// inTail counts each class's places in the sequences' tails, so that
	// testing a head is one look-up, not a scan of every sequence (which
	// made a class with thousands of bases take cubic time).
	inTail := map[*Type]int{}
	for _, s := range seqs {
		for _, x := range s[min(1, len(s)):] {
			inTail[x]++
		}
	}
	result := []*Type{c}
	for {
		var cand *Type
		empty := true
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			empty = false
			if inTail[s[0]] == 0 {
				cand = s[0]
				break
			}
		}
		if empty {
			return result, nil
		}
		if cand == nil {
			var names []string
			seen := map[*Type]bool{}
			for _, s := range seqs[:len(seqs)-1] {
				if len(s) > 0 && !seen[s[0]] {
					seen[s[0]] = true
					names = append(names, s[0].name)
				}
			}
			return nil, Errorf(TypeErrorType, "Cannot create a consistent method resolution\norder (MRO) for bases %s", strings.Join(names, ", "))
		}
		result = append(result, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
				if len(s) > 1 {
					inTail[s[1]]-- // now a head
				}
			}
		}
	}
}

// ---- built-in types ----

// newBuiltinType declares a built-in type; setupTypes fills it in.
func newBuiltinType(name string) *Type {
	return &Type{name: name, module: "builtins", builtin: true, dict: NewDict(0)}
}

// finishBuiltin computes a built-in type's MRO and lookup table. Called
// at init only.
func (c *Type) finishBuiltin(bases ...*Type) {
	c.bases = bases
	if len(bases) == 0 && c != ObjectType {
		c.bases = []*Type{ObjectType}
	}
	for _, b := range c.bases {
		b.subclasses = append(b.subclasses, c)
	}
	if c == ObjectType {
		c.mro = []*Type{c}
	} else {
		mro, err := computeMRO(c, c.bases)
		if err != nil {
			panic(err)
		}
		c.mro = mro
	}
	if c.layout == nil {
		c.layout = c
		for _, b := range c.bases {
			if b.layout != ObjectType && c.newInstance == nil {
				c.layout = b.layout
				c.newInstance = b.newInstance
			}
		}
	}
	if _, ok := c.dict.GetString("__doc__"); !ok {
		c.dict.SetString("__doc__", None)
	}
	if c.layout == c && c.newInstance != nil && c != ObjectType && c != TypeType {
		if _, ok := c.dict.GetString("__new__"); !ok {
			newInstance := c.newInstance
			name, owner := c.name, c
			c.dict.SetString("__new__", &StaticMethod{fn: &Builtin{name: "__new__", owner: c, fn: func(t *Thread, args []Value, kw []string) (Value, error) {
				if len(args) == 0 {
					return nil, Errorf(TypeErrorType, "%s.__new__(): not enough arguments", name)
				}
				cls, ok := args[0].(*Type)
				if !ok {
					return nil, Errorf(TypeErrorType, "%s.__new__(X): X is not a type object (%s)", name, typeName(args[0]))
				}
				if !cls.IsSubtype(owner) {
					return nil, Errorf(TypeErrorType, "%s.__new__(%s): %s is not a subtype of %s", name, cls.name, cls.name, name)
				}
				return newInstance(t, cls, args[1:], kw)
			}}})
		}
	}
	c.attrs = make(map[string]Value)
	for i := len(c.mro) - 1; i >= 0; i-- {
		c.mro[i].dict.Items(func(k, v Value) bool {
			c.attrs[k.(*Str).s] = v
			return true
		})
	}
	for _, b := range c.bases {
		if b.hooks.getattr {
			c.hooks.getattr = true
		}
	}
	freezeValue(c.dict)
}

// addMethod adds a built-in method to a built-in type.
func (c *Type) addMethod(name string, fn BuiltinFunc) {
	c.addMethodOf(name, fn, fn)
}

// addMethodOf adds the built-in method fn, an adapter's wrapping of the
// Go function impl.
func (c *Type) addMethodOf(name string, fn BuiltinFunc, impl any) {
	c.recordImpl(name, impl)
	if a, ok := slotArity[name]; ok {
		fn = checkSlotArgs(c, name, a, fn)
	} else if oneArgMethods[name] || oneArgMethods[c.name+"."+name] {
		fn = checkOneArg(c, name, fn)
	}
	c.dict.SetString(name, &Builtin{name: name, fn: fn, owner: c, method: true})
}

func (c *Type) recordImpl(name string, impl any) {
	if c.impls == nil {
		c.impls = map[string]any{}
	}
	c.impls[name] = impl
}

// oneArgMethods names the methods of built-in types that take exactly one
// argument after the receiver (CPython's METH_O), by name, or by
// type.name where other types' methods of that name take others.
var oneArgMethods = func() map[string]bool {
	m := map[string]bool{}
	for _, name := range strings.Fields(`__format__ __getitem__ __class_getitem__
		fromhex with_traceback isdisjoint issubset issuperset getter setter
		deleter indices derive subgroup BaseExceptionGroup.split
		ExceptionGroup.split`) {
		m[name] = true
	}
	return m
}()

// checkOneArg wraps the METH_O method fn of c with CPython's checks of
// its arguments.
func checkOneArg(c *Type, name string, fn BuiltinFunc) BuiltinFunc {
	return func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "%s.%s() takes no keyword arguments", c.name, name)
		}
		if len(args) != 2 {
			return nil, Errorf(TypeErrorType, "%s.%s() takes exactly one argument (%d given)", c.name, name, max(len(args)-1, 0))
		}
		return fn(t, args, kw)
	}
}

// slotArity gives, for the methods that stand for CPython's type slots,
// how many arguments they take after the receiver: CPython checks these
// counts (and that no keyword is given) in its slot wrappers, before the
// slot function sees the arguments, and so does checkSlotArgs.
var slotArity = func() map[string][2]int {
	m := map[string][2]int{
		"__setitem__": {2, 2}, "__set__": {2, 2}, "__setattr__": {2, 2},
		"__pow__": {1, 2}, "__rpow__": {1, 2}, "__ipow__": {1, 2}, "__get__": {1, 2},
	}
	for _, name := range strings.Fields(`__eq__ __ne__ __lt__ __le__ __gt__ __ge__
		__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __truediv__ __rtruediv__
		__floordiv__ __rfloordiv__ __mod__ __rmod__ __divmod__ __rdivmod__
		__lshift__ __rlshift__ __rshift__ __rrshift__ __and__ __rand__ __or__ __ror__
		__xor__ __rxor__ __matmul__ __rmatmul__ __iadd__ __isub__ __imul__
		__itruediv__ __ifloordiv__ __imod__ __ilshift__ __irshift__ __iand__ __ior__
		__ixor__ __imatmul__ __contains__ __delitem__ __delete__ __delattr__
		__getattribute__`) {
		m[name] = [2]int{1, 1}
	}
	for _, name := range strings.Fields(`__neg__ __pos__ __abs__ __invert__ __bool__
		__int__ __float__ __index__ __len__ __hash__ __repr__ __str__ __iter__
		__next__`) {
		m[name] = [2]int{0, 0}
	}
	return m
}()

// checkSlotArgs wraps the slot method fn of c with CPython's checks of
// its arguments: the count a (after the receiver), and no keywords.
func checkSlotArgs(c *Type, name string, a [2]int, fn BuiltinFunc) BuiltinFunc {
	return func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "descriptor '%s' of '%s' object needs an argument", name, c.name)
		}
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "wrapper %s() takes no keyword arguments", name)
		}
		n := len(args) - 1
		switch {
		case n < a[0] && a[0] < a[1]:
			return nil, Errorf(TypeErrorType, "expected at least %d argument%s, got %d", a[0], plural(a[0]), n)
		case n > a[1] && a[0] < a[1]:
			return nil, Errorf(TypeErrorType, "expected at most %d argument%s, got %d", a[1], plural(a[1]), n)
		case n < a[0] || n > a[1]:
			return nil, Errorf(TypeErrorType, "expected %d argument%s, got %d", a[0], plural(a[0]), n)
		}
		return fn(t, args, kw)
	}
}

// addClassMethod adds a built-in class method.
func (c *Type) addClassMethod(name string, fn BuiltinFunc) {
	c.recordImpl(name, fn)
	if oneArgMethods[name] {
		fn = checkOneArg(c, name, fn)
	}
	c.dict.SetString(name, &ClassMethod{fn: &Builtin{name: name, fn: fn, owner: c}})
}

// addStaticMethod adds a built-in static method.
func (c *Type) addStaticMethod(name string, fn BuiltinFunc) {
	c.recordImpl(name, fn)
	c.dict.SetString(name, &StaticMethod{fn: &Builtin{name: name, fn: fn}})
}

// addGetter adds a read-only property computed by get.
func (c *Type) addGetter(name string, get func(t *Thread, self Value) (Value, error)) {
	c.recordImpl(name, get)
	c.dict.SetString(name, &Property{fget: &Builtin{name: name, owner: c, fn: func(t *Thread, args []Value, kw []string) (Value, error) {
		return get(t, args[0])
	}}, builtinName: name, owner: c})
}

// NativeType describes a type implemented in Go, for packages outside vm
// (the standard library modules).
type NativeType struct {
	Name    string
	Module  string
	Base    *Type // nil: object
	Methods map[string]BuiltinFunc
	// ClassMethods and StaticMethods are bound as their names say.
	ClassMethods  map[string]BuiltinFunc
	StaticMethods map[string]BuiltinFunc
	Getters       map[string]func(t *Thread, self Value) (Value, error)
	// New creates an instance when the type is called; nil: the type cannot
	// be instantiated from Python.
	New func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error)
	// Final types cannot be subclassed.
	Final bool
	Doc   string
	// Attrs are class attributes (datetime.date.min); immutable values.
	Attrs map[string]Value
}

// checkedReceiver makes a Go type's method refuse a receiver of another
// type, as CPython's method descriptors do (deque.append(5, 1)), so the
// method itself may assume its receiver's Go type.
func checkedReceiver(c *Type, name string, fn BuiltinFunc) BuiltinFunc {
	return func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", c.name, name)
		}
		if r := args[0].Type(); r != c && !r.IsSubtype(c) {
			return nil, notApplicable(name, c, args[0])
		}
		return fn(t, args, kw)
	}
}

// checkedGetter is checkedReceiver for a getter (deque.maxlen.__get__(5)).
func checkedGetter(c *Type, name string, get func(t *Thread, self Value) (Value, error)) func(t *Thread, self Value) (Value, error) {
	return func(t *Thread, self Value) (Value, error) {
		if r := self.Type(); r != c && !r.IsSubtype(c) {
			return nil, notApplicable(name, c, self)
		}
		return get(t, self)
	}
}

func notApplicable(name string, c *Type, obj Value) error {
	if len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		// A slot wrapper's wording (date.__add__(1, x)).
		return Errorf(TypeErrorType, "descriptor '%s' requires a '%s' object but received a '%s'", name, c.tpName(), typeName(obj))
	}
	return Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.tpName(), typeName(obj))
}

// NewNativeType builds an immutable type from a description. Call it at
// package init; the type is then safe to share between Threads.
func NewNativeType(d NativeType) *Type {
	c := newBuiltinType(d.Name)
	if d.Module != "" {
		c.module = d.Module
	}
	c.final = d.Final
	for name, fn := range d.Methods {
		c.addMethod(name, checkedReceiver(c, name, fn))
	}
	for name, fn := range d.ClassMethods {
		c.addClassMethod(name, fn)
	}
	for name, fn := range d.StaticMethods {
		c.addStaticMethod(name, fn)
	}
	for name, g := range d.Getters {
		c.addGetter(name, checkedGetter(c, name, g))
	}
	for name, v := range d.Attrs {
		c.dict.SetString(name, v)
	}
	if d.Doc != "" {
		c.dict.SetString("__doc__", NewStr(d.Doc))
	}
	if d.New != nil {
		c.newInstance = d.New
		c.layout = c
	}
	base := d.Base
	if base == nil {
		base = ObjectType
	}
	c.finishBuiltin(base)
	return c
}

// The built-in types.
var (
	ObjectType             = newBuiltinType("object")
	TypeType               = newBuiltinType("type")
	NoneTypeType           = newBuiltinType("NoneType")
	NotImplementedTypeType = newBuiltinType("NotImplementedType")
	EllipsisType           = newBuiltinType("ellipsis")
	BoolType               = newBuiltinType("bool")
	IntType                = newBuiltinType("int")
	FloatType              = newBuiltinType("float")
	ComplexType            = newBuiltinType("complex")
	StrType                = newBuiltinType("str")
	BytesType              = newBuiltinType("bytes")
	ByteArrayType          = newBuiltinType("bytearray")
	ListType               = newBuiltinType("list")
	TupleType              = newBuiltinType("tuple")
	DictType               = newBuiltinType("dict")
	SetType                = newBuiltinType("set")
	FrozenSetType          = newBuiltinType("frozenset")
	RangeType              = newBuiltinType("range")
	SliceType              = newBuiltinType("slice")
	FunctionType           = newBuiltinType("function")
	BuiltinType            = newBuiltinType("builtin_function_or_method")
	MethodType             = newBuiltinType("method")
	CellType               = newBuiltinType("cell")
	CodeType               = newBuiltinType("code")
	ModuleType             = newBuiltinType("module")
	PropertyType           = newBuiltinType("property")
	ClassMethodType        = newBuiltinType("classmethod")
	StaticMethodType       = newBuiltinType("staticmethod")
	SuperType              = newBuiltinType("super")
	GeneratorType          = newBuiltinType("generator")
	CoroutineType          = newBuiltinType("coroutine")
	AsyncGeneratorType     = newBuiltinType("async_generator")
	TracebackType          = newBuiltinType("traceback")
	IteratorType           = newBuiltinType("iterator")
	MappingProxyType       = newBuiltinType("mappingproxy")
	MemberDescriptorType   = newBuiltinType("member_descriptor")
)

// markShadowed records that instances of c (and its subclasses) may hold
// attributes that shadow class attributes.
func (c *Type) markShadowed() {
	if c.shadowed {
		return
	}
	c.shadowed = true
	for _, s := range c.subclasses {
		s.markShadowed()
	}
}
