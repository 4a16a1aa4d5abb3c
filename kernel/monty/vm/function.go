package vm

import (
	"fmt"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// Code is a compiled code object loaded into the VM: the compiler's Code
// with its constants made into values and a private copy of the
// instructions whose attribute and global lookups point at inline caches.
type Code struct {
	src      *compile.Code
	name     string
	qualname string
	insns    []uint32
	consts   []Value
	names    []*Str
	caches   []inlineCache
	varnames []*Str

	nlocals int // len(VarNames)
	ncells  int
	nfree   int
	nslots  int // nlocals + ncells + nfree
	stack   int

	argcount   int
	kwonly     int
	posonly    int
	flags      compile.Flags
	simpleArgs bool // positional parameters only, no cells: the fast call path
	// plainParams: positional parameters only and no cells, whatever
	// the kind of function (simpleArgs excludes generators).
	plainParams bool

	// unloaded is set while the body (insns, consts, names, caches,
	// varnames) waits for the first frame that runs the code: most of
	// the functions a module defines are never called in a given
	// interpreter, and loading their bodies was a third of an import's
	// time. loader is the Thread the names are to be interned in.
	unloaded bool
	loader   *Thread
}

// Type returns code.
func (*Code) Type() *Type { return CodeType }

// Name returns the code's name.
func (c *Code) Name() string { return c.name }

// Source returns the compiled code the VM loaded.
func (c *Code) Source() *compile.Code { return c.src }

// inlineCache remembers, per instruction, what an attribute or global
// lookup found last time, keyed by the class (and its version) or the
// dict version that made the answer valid.
type inlineCache struct {
	name    *Str
	cls     *Type
	version uint64
	// more are other classes (at their versions) for which an attribute
	// lookup gives the same answer as for cls: a site that sees the
	// instances of a few classes (subclasses sharing a method, or
	// instance attributes of each) stays cached.
	more    [3]classVersion
	kind    uint8
	value   Value
	index   int    // for globals: position in the dict's entries
	dict    *Dict  // for globals: the dict the position is in
	dictVer uint64 // and its version
	dict2   *Dict  // builtins checked when the global was absent
	dict2V  uint64
}

// classVersion is a class at the version an inline cache's answer was
// found for.
type classVersion struct {
	cls     *Type
	version uint64
}

// Load turns a compiled code tree into a Code ready to run.
func Load(c *compile.Code) *Code { return load(c, nil) }

// Load turns a compiled code tree into a Code ready to run on t. Names
// are interned per Thread, so that attribute caches compare names by
// pointer across code objects.
func (t *Thread) Load(c *compile.Code) *Code { return load(c, t) }

// internName returns the Thread's one *Str for an identifier.
func (t *Thread) internName(n string) *Str {
	if s, ok := t.interned[n]; ok {
		return s
	}
	if t.interned == nil {
		// An import of collections interns ~1,500 names: sized for a few
		// modules, the table does not regrow during the first ones.
		t.interned = make(map[string]*Str, 1024)
	}
	if len(n) <= 1 {
		s := NewStr(n) // the shared "" and one-character strs
		s.Hash()
		t.interned[n] = s
		return s
	}
	// The interned strs live as long as the Thread, so they are cut from
	// slabs: one allocation for many names.
	if len(t.internSlab) == 0 {
		t.internSlab = make([]Str, 128)
	}
	s := &t.internSlab[0]
	t.internSlab = t.internSlab[1:]
	s.s = n
	s.Hash()
	t.interned[n] = s
	return s
}

func load(c *compile.Code, t *Thread) *Code {
	code := loadHeader(c)
	code.loadBody(c, t)
	return code
}

// loadHeader makes the Code of c with what a call reads before it runs
// the code (the counts of slots and parameters, the flags); the body is
// loaded by ensureBody.
func loadHeader(c *compile.Code) *Code {
	code := &Code{
		src:      c,
		name:     c.Name,
		qualname: c.QualName,
		nlocals:  len(c.VarNames),
		ncells:   len(c.CellVars),
		nfree:    len(c.FreeVars),
		stack:    c.MaxStack + 1,
		argcount: c.ArgCount,
		kwonly:   c.KwOnlyCount,
		posonly:  c.PosOnlyCount,
		flags:    c.Flags,
	}
	code.nslots = code.nlocals + code.ncells + code.nfree
	code.plainParams = c.Flags&(compile.VarArgs|compile.VarKeywords) == 0 && c.KwOnlyCount == 0 && len(c.CellVars) == 0
	code.simpleArgs = code.plainParams && c.Flags&(compile.Generator|compile.Coroutine|compile.AsyncGenerator) == 0
	return code
}

// ensureBody loads the body of a code object whose loading was put off,
// before a frame runs it or Python reads its constants.
func (code *Code) ensureBody() {
	if code.unloaded {
		t := code.loader
		code.unloaded, code.loader = false, nil
		code.loadBody(code.src, t)
	}
}

// loadBody fills in the names, constants and instructions of code. The
// code objects nested in it (function bodies, class bodies,
// comprehensions) get only their headers now.
func (code *Code) loadBody(c *compile.Code, t *Thread) {
	code.names = make([]*Str, len(c.Names))
	for i, n := range c.Names {
		if t != nil {
			code.names[i] = t.internName(n)
			continue
		}
		s := NewStr(n)
		s.Hash()
		code.names[i] = s
	}
	code.varnames = make([]*Str, len(c.VarNames))
	for i, n := range c.VarNames {
		code.varnames[i] = NewStr(n)
	}
	code.consts = make([]Value, len(c.Consts))
	for i, k := range c.Consts {
		if sub, ok := k.(*compile.Code); ok {
			nested := loadHeader(sub)
			nested.unloaded, nested.loader = true, t
			code.consts[i] = nested
			continue
		}
		code.consts[i] = t.internConst(k)
	}
	code.insns = make([]uint32, len(c.Code))
	copy(code.insns, c.Code)
	ncaches := 0
	for _, ins := range c.Code {
		switch compile.Op(ins) {
		case compile.LOAD_ATTR, compile.LOAD_METHOD, compile.STORE_ATTR, compile.LOAD_GLOBAL, compile.LOAD_FAST_ATTR:
			ncaches++
		}
	}
	code.caches = make([]inlineCache, 0, ncaches)
	for pc, ins := range code.insns {
		switch compile.Op(ins) {
		case compile.LOAD_ATTR, compile.LOAD_METHOD, compile.STORE_ATTR, compile.LOAD_GLOBAL:
			code.caches = append(code.caches, inlineCache{name: code.names[compile.Arg(ins)]})
			code.insns[pc] = compile.Encode(compile.Op(ins), len(code.caches)-1)
		case compile.LOAD_FAST_ATTR:
			arg := compile.Arg(ins)
			code.caches = append(code.caches, inlineCache{name: code.names[arg>>12]})
			c := len(code.caches) - 1 // < 4096: the compiler only fuses then
			code.insns[pc] = compile.Encode(compile.LOAD_FAST_ATTR, arg&0xfff|c<<12)
		}
	}
}

// internConst is constValue, except that a str constant made of name
// characters is the Thread's interned one, as CPython interns such
// constants: a dict built from literals in one code object and read with
// literal keys in another then compares its keys by pointer.
func (t *Thread) internConst(k any) Value {
	if s, ok := k.(string); ok && t != nil && len(s) <= 64 && isNameChars(s) {
		return t.internName(s)
	}
	return constValue(k)
}

// isNameChars reports whether s is non-empty and all ASCII letters,
// digits and underscores.
func isNameChars(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// constValue converts a compiler constant into a value.
func constValue(k any) Value {
	switch k := k.(type) {
	case nil:
		return None
	case bool:
		return Bool(k)
	case int64:
		return MakeInt(k)
	case *big.Int:
		return MakeBigInt(k)
	case float64:
		return Float(k)
	case complex128:
		return Complex(k)
	case string:
		s := NewStr(k)
		s.Hash()
		return s
	case syntax.Bytes:
		return NewBytes([]byte(k))
	case syntax.Ellipsis:
		return Ellipsis
	case *compile.Code:
		return Load(k)
	case compile.Tuple:
		t := make(Tuple, len(k))
		for i, x := range k {
			t[i] = constValue(x)
		}
		return t
	case compile.FrozenSet:
		return constFrozenSet(k)
	case []string:
		t := make(Tuple, len(k))
		for i, x := range k {
			t[i] = NewStr(x)
		}
		return t
	}
	panic(fmt.Sprintf("monty: unknown constant %T", k))
}

// Function is a Python function: code plus the environment it was defined
// in.
type Function struct {
	code        *Code
	globals     *Dict
	name        string
	qualname    string
	defaults    Tuple
	kwdefaults  *Dict
	closure     []*Cell
	dict        *Dict
	annotations Value
	doc         Value
	module      Value
}

// Type returns function.
func (*Function) Type() *Type { return FunctionType }

// Name returns the function's name.
func (f *Function) Name() string { return f.name }

// Code returns the function's code.
func (f *Function) Code() *Code { return f.code }

// BuiltinFunc is the Go signature of a built-in function or method.
//
// args holds the positional arguments followed by the values of the keyword
// arguments whose names are kwnames (the last len(kwnames) entries of
// args). A method receives its receiver as args[0]. args may alias the
// caller's operand stack: a function that keeps it must copy it. Use
// UnpackArgs to bind arguments to Go variables.
type BuiltinFunc func(t *Thread, args []Value, kwnames []string) (Value, error)

// Builtin is a function implemented in Go.
type Builtin struct {
	name  string
	fn    BuiltinFunc
	owner *Type // the type it is a method of, if any
	self  Value // the bound receiver, if any
	// method is set for an instance method of owner (addMethod), whose
	// receiver must be an instance of owner.
	method bool
}

// Type returns builtin_function_or_method.
func (*Builtin) Type() *Type { return BuiltinType }

// Name returns the function's name.
func (b *Builtin) Name() string { return b.name }

// NewBuiltin returns a built-in function.
func NewBuiltin(name string, fn BuiltinFunc) *Builtin {
	return &Builtin{name: name, fn: fn}
}

// BoundMethod is a function bound to an instance (obj.method).
type BoundMethod struct {
	Self Value
	Func Value
}

// Type returns method.
func (*BoundMethod) Type() *Type { return MethodType }

// ClassMethod wraps a function so that it receives the class.
type ClassMethod struct {
	fn   Value
	dict *Dict
}

// Type returns classmethod.
func (*ClassMethod) Type() *Type { return ClassMethodType }

// StaticMethod wraps a function so that it receives no implicit argument.
type StaticMethod struct {
	fn   Value
	dict *Dict
}

// Type returns staticmethod.
func (*StaticMethod) Type() *Type { return StaticMethodType }

// Property is the property descriptor.
type Property struct {
	fget, fset, fdel Value
	doc              Value
	name             Value
	builtinName      string
	owner            *Type
}

// Type returns property.
func (*Property) Type() *Type { return PropertyType }

// Module is a module object.
type Module struct {
	name string
	dict *Dict
}

// Type returns module.
func (*Module) Type() *Type { return ModuleType }

// Name returns the module's name.
func (m *Module) Name() string { return m.name }

// Dict returns the module namespace.
func (m *Module) Dict() *Dict { return m.dict }

// NewModule returns a module with an empty namespace holding __name__.
func NewModule(name string) *Module {
	m := &Module{name: name, dict: NewDict(0)}
	m.dict.SetString("__name__", NewStr(name))
	m.dict.SetString("__doc__", None)
	return m
}

// SlotMember is the descriptor of one __slots__ entry.
type SlotMember struct {
	name  string
	index int
	owner *Type
}

// Type returns member_descriptor.
func (*SlotMember) Type() *Type { return MemberDescriptorType }

// constFrozenSet builds a frozenset constant as CPython's compiler does:
// a frozenset of the elements, then (merging constants) a frozenset of
// its elements in its iteration order. Constants hash and compare
// without running Python code, so a scratch Thread does.
func constFrozenSet(k compile.FrozenSet) Value {
	t := &Thread{maxDepth: 1000}
	first := NewFrozenSet()
	for _, x := range k {
		if err := t.SetAdd(first, constValue(x)); err != nil {
			panic(err)
		}
	}
	s := NewFrozenSet()
	for _, x := range first.Elems() {
		if err := t.SetAdd(s, x); err != nil {
			panic(err)
		}
	}
	return s
}
