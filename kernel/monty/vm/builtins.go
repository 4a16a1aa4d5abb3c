package vm

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// Iterator types of the built-in functions.
var (
	EnumerateType = newBuiltinType("enumerate")
	ZipType       = newBuiltinType("zip")
	MapType       = newBuiltinType("map")
	FilterType    = newBuiltinType("filter")
	reversedType  = newBuiltinType("reversed")
)

// builtinFuncs are the functions of the builtins module, shared by all
// Threads (they are immutable).
var builtinFuncs = map[string]BuiltinFunc{}

func setupBuiltins() {
	fns := map[string]BuiltinFunc{
		"abs":             builtinAbs,
		"all":             builtinAll,
		"any":             builtinAny,
		"ascii":           builtinAscii,
		"bin":             builtinBin,
		"oct":             builtinOct,
		"hex":             builtinHex,
		"callable":        builtinCallable,
		"chr":             builtinChr,
		"ord":             builtinOrd,
		"delattr":         builtinDelattr,
		"getattr":         builtinGetattr,
		"setattr":         builtinSetattr,
		"hasattr":         builtinHasattr,
		"dir":             builtinDir,
		"divmod":          builtinDivmod,
		"format":          builtinFormat,
		"globals":         builtinGlobals,
		"locals":          builtinLocals,
		"vars":            builtinVars,
		"hash":            builtinHash,
		"id":              builtinId,
		"isinstance":      builtinIsinstance,
		"issubclass":      builtinIssubclass,
		"iter":            builtinIter,
		"next":            builtinNext,
		"len":             builtinLen,
		"max":             builtinMax,
		"min":             builtinMin,
		"pow":             builtinPow,
		"print":           builtinPrint,
		"repr":            builtinRepr,
		"round":           builtinRound,
		"sorted":          builtinSorted,
		"sum":             builtinSum,
		"exit":            builtinExit,
		"quit":            builtinQuit,
		"breakpoint":      builtinBreakpoint,
		"help":            builtinHelp,
		"copyright":       builtinCopyright,
		"credits":         builtinCredits,
		"license":         builtinLicense,
		"input":           builtinInput,
		"eval":            builtinEval,
		"exec":            builtinExec,
		"compile":         builtinCompile,
		"__import__":      builtinImport,
		"__build_class__": builtinBuildClass,
		"aiter":           builtinAiter,
		"anext":           builtinAnext,
	}
	for k, v := range fns {
		builtinFuncs[k] = v
	}
	buildClassBuiltin = &Builtin{name: "__build_class__", fn: fns["__build_class__"]}
	setupBuiltinIterators()
}

// builtinOrder is the order of CPython's builtins namespace (with the
// names site adds), which decides ties between "Did you mean" candidates.
var builtinOrder = strings.Fields(`__name__ __doc__ __package__ __loader__ __spec__ __build_class__ __import__
abs all any ascii bin breakpoint callable chr compile delattr dir divmod eval exec format getattr globals
hasattr hash hex id input isinstance issubclass iter aiter len locals max min next anext oct ord pow print
repr round setattr sorted sum vars None Ellipsis NotImplemented False True bool memoryview bytearray bytes
classmethod complex dict enumerate filter float frozenset property int list map object range reversed set
slice staticmethod str super tuple type zip __debug__ BaseException BaseExceptionGroup Exception
GeneratorExit KeyboardInterrupt SystemExit ArithmeticError AssertionError AttributeError BufferError
EOFError ImportError LookupError MemoryError NameError OSError ReferenceError RuntimeError
StopAsyncIteration StopIteration SyntaxError SystemError TypeError ValueError Warning FloatingPointError
OverflowError ZeroDivisionError BytesWarning DeprecationWarning EncodingWarning FutureWarning
ImportWarning PendingDeprecationWarning ResourceWarning RuntimeWarning SyntaxWarning UnicodeWarning
UserWarning BlockingIOError ChildProcessError ConnectionError FileExistsError FileNotFoundError
InterruptedError IsADirectoryError NotADirectoryError PermissionError ProcessLookupError TimeoutError
IndentationError IndexError KeyError ModuleNotFoundError NotImplementedError RecursionError
UnboundLocalError UnicodeError BrokenPipeError ConnectionAbortedError ConnectionRefusedError
ConnectionResetError TabError UnicodeDecodeError UnicodeEncodeError UnicodeTranslateError ExceptionGroup
EnvironmentError IOError open quit exit copyright credits license help`)

// extraBuiltins are built-ins that packages outside vm provide (open),
// registered at init.
var extraBuiltins = map[string]BuiltinFunc{}

// RegisterBuiltin adds a built-in function to every Thread's builtins.
// Call it from an init function.
func RegisterBuiltin(name string, fn BuiltinFunc) { extraBuiltins[name] = fn }

// newBuiltinsDict builds a Thread's builtins namespace. The values are
// shared and immutable; the dict itself is the Thread's own.
func newBuiltinsDict(t *Thread) *Dict { return cloneDict(builtinsProto()) }

// buildBuiltins builds the builtins namespace that builtinsProto keeps.
func buildBuiltins() *Dict {
	values := map[string]Value{}
	for name, fn := range builtinFuncs {
		values[name] = &Builtin{name: name, fn: fn}
	}
	for name, fn := range extraBuiltins {
		values[name] = &Builtin{name: name, fn: fn}
	}
	values["__build_class__"] = buildClassBuiltin
	for _, c := range []*Type{ObjectType, TypeType, BoolType, IntType, FloatType, ComplexType, StrType,
		BytesType, ByteArrayType, ListType, TupleType, DictType, SetType, FrozenSetType, RangeType,
		SliceType, PropertyType, ClassMethodType, StaticMethodType, SuperType, EnumerateType, ZipType,
		MapType, FilterType, reversedType, MemoryViewType} {
		values[c.name] = c
	}
	for _, c := range exceptionTypes {
		values[c.name] = c
	}
	values["EnvironmentError"] = OSErrorType
	values["IOError"] = OSErrorType
	values["None"] = None
	values["True"] = True
	values["False"] = False
	values["Ellipsis"] = Ellipsis
	values["NotImplemented"] = NotImplemented
	values["__debug__"] = True
	values["__name__"] = NewStr("builtins")
	values["__doc__"] = NewStr("Built-in functions, exceptions, and other objects.")
	values["__package__"] = NewStr("")
	values["__loader__"] = None
	values["__spec__"] = None
	d := NewDict(256)
	for _, name := range builtinOrder {
		if v, ok := values[name]; ok {
			d.SetString(name, v)
			delete(values, name)
		}
	}
	for _, name := range sortedKeys(values) {
		d.SetString(name, values[name])
	}
	return d
}

func sortedKeys(m map[string]Value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sortStrings(keys)
	return keys
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func isCallable(x Value) bool {
	switch x.(type) {
	case *Function, *Builtin, *BoundMethod, *Type:
		return true
	}
	return x.Type().Lookup("__call__") != nil
}

func intBase(t *Thread, name string, args []Value, kw []string, base int) (Value, error) {
	if err := checkArgs(name, args, kw, 1, 1); err != nil {
		return nil, err
	}
	x := args[0]
	switch v := x.(type) {
	case Int:
		return NewStr(string(format.AppendInt(nil, int64(v), base, true))), nil
	case *BigInt:
		// One digit per bit at worst (bin), charged before it is built.
		if err := t.Alloc(int64(v.b.BitLen()) + 8); err != nil {
			return nil, err
		}
		s, err := format.BigIntString(&v.b, base, true, 0)
		return NewStr(s), err
	}
	n, err := t.index(x)
	if err != nil {
		return nil, err
	}
	return NewStr(string(format.AppendInt(nil, n, base, true))), nil
}

// IsInstance implements isinstance(x, cls).
func (t *Thread) IsInstance(x, cls Value) (bool, error) {
	switch c := cls.(type) {
	case *Type:
		if x.Type().IsSubtype(c) {
			return true, nil
		}
		if meta := c.Type(); meta != TypeType {
			if m := meta.Lookup("__instancecheck__"); m != nil {
				r, err := t.callDunder(m, c, x)
				if err != nil {
					return false, err
				}
				return t.Truth(r)
			}
		}
		return false, nil
	case Tuple:
		if err := t.enterRecursive(); err != nil {
			return false, Errorf(RecursionErrorType, "maximum recursion depth exceeded in __instancecheck__")
		}
		defer t.leaveRecursive()
		for _, e := range c {
			ok, err := t.IsInstance(x, e)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	case *UnionType:
		return t.IsInstance(x, c.args)
	case *GenericAlias:
		return false, Errorf(TypeErrorType, "isinstance() argument 2 cannot be a parameterized generic")
	}
	if m := cls.Type().Lookup("__instancecheck__"); m != nil {
		r, err := t.callDunder(m, cls, x)
		if err != nil {
			return false, err
		}
		return t.Truth(r)
	}
	return false, Errorf(TypeErrorType, "isinstance() arg 2 must be a type, a tuple of types, or a union")
}

// IsSubclass implements issubclass(x, cls).
func (t *Thread) IsSubclass(x, cls Value) (bool, error) {
	switch c := cls.(type) {
	case Tuple:
		if err := t.enterRecursive(); err != nil {
			return false, Errorf(RecursionErrorType, "maximum recursion depth exceeded in __subclasscheck__")
		}
		defer t.leaveRecursive()
		for _, e := range c {
			ok, err := t.IsSubclass(x, e)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	case *UnionType:
		return t.IsSubclass(x, c.args)
	case *Type:
		if meta := c.Type(); meta != TypeType {
			if m := meta.Lookup("__subclasscheck__"); m != nil {
				r, err := t.callDunder(m, c, x)
				if err != nil {
					return false, err
				}
				return t.Truth(r)
			}
		}
		xt, ok := x.(*Type)
		if !ok {
			return false, Errorf(TypeErrorType, "issubclass() arg 1 must be a class")
		}
		return xt.IsSubtype(c), nil
	}
	if m := cls.Type().Lookup("__subclasscheck__"); m != nil {
		r, err := t.callDunder(m, cls, x)
		if err != nil {
			return false, err
		}
		return t.Truth(r)
	}
	if _, ok := x.(*Type); !ok {
		return false, Errorf(TypeErrorType, "issubclass() arg 1 must be a class")
	}
	return false, Errorf(TypeErrorType, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
}

func (t *Thread) minMax(name string, args []Value, kw []string, isMax bool) (Value, error) {
	npos := len(args) - len(kw)
	var key, def Value
	for i, k := range kw {
		switch k {
		case "key":
			key = args[npos+i]
		case "default":
			def = args[npos+i]
		default:
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", k, name)
		}
	}
	if key == None {
		key = nil
	}
	var items []Value
	switch {
	case npos == 0:
		return nil, Errorf(TypeErrorType, "%s expected at least 1 argument, got 0", name)
	case npos == 1:
		l, err := t.ToList(args[0])
		if err != nil {
			return nil, err
		}
		items = l
		if len(items) == 0 {
			if def != nil {
				return def, nil
			}
			return nil, Errorf(ValueErrorType, "%s() arg is an empty sequence", name)
		}
	default:
		if def != nil {
			return nil, Errorf(TypeErrorType, "Cannot specify a default for %s() with multiple positional arguments", name)
		}
		items = args[:npos]
	}
	best := items[0]
	bestKey := best
	if key != nil {
		k, err := t.Call(key, []Value{best}, nil)
		if err != nil {
			return nil, err
		}
		bestKey = k
	}
	for _, x := range items[1:] {
		k := x
		if key != nil {
			var err error
			if k, err = t.Call(key, []Value{x}, nil); err != nil {
				return nil, err
			}
		}
		var better bool
		var err error
		if isMax {
			better, err = t.Less(bestKey, k)
		} else {
			better, err = t.Less(k, bestKey)
		}
		if err != nil {
			return nil, err
		}
		if better {
			best, bestKey = x, k
		}
	}
	return best, nil
}

func (t *Thread) sum(it Value, start Value) (Value, error) {
	switch start.(type) {
	case *Str:
		return nil, Errorf(TypeErrorType, "sum() can't sum strings [use ''.join(seq) instead]")
	case *Bytes:
		return nil, Errorf(TypeErrorType, "sum() can't sum bytes [use b''.join(seq) instead]")
	case *ByteArray:
		return nil, Errorf(TypeErrorType, "sum() can't sum bytearray [use b''.join(seq) instead]")
	}
	// As CPython's: an int or float total is kept unboxed while the items
	// are ints or floats, and boxed when another kind of item comes (or
	// the int would overflow) and at the end.
	const (
		generic = iota
		intTotal
		floatTotal
	)
	acc := start
	var ia int64
	var fa float64
	mode := generic
	unbox := func() {
		switch a := acc.(type) {
		case Int:
			ia, mode = int64(a), intTotal
		case Float:
			fa, mode = float64(a), floatTotal
		default:
			mode = generic
		}
	}
	unbox()
	err := t.Iterate(it, func(v Value) error {
		switch mode {
		case intTotal:
			if b, ok := v.(Int); ok {
				if r := ia + int64(b); (r > ia) == (b > 0) {
					ia = r
					return nil
				}
			}
			acc = MakeInt(ia)
		case floatTotal:
			switch b := v.(type) {
			case Float:
				fa += float64(b)
				return nil
			case Int:
				fa += float64(b)
				return nil
			}
			acc = Float(fa)
		}
		r, err := t.binaryOp(compile.OpAdd, acc, v)
		if err != nil {
			return err
		}
		acc = r
		unbox()
		return nil
	})
	if err != nil {
		return nil, err
	}
	switch mode {
	case intTotal:
		return MakeInt(ia), nil
	case floatTotal:
		return Float(fa), nil
	}
	return acc, nil
}

func (t *Thread) powMod(base, exp, mod Value) (Value, error) {
	if !isInt(base) || !isInt(exp) || !isInt(mod) {
		if _, isObj := base.(*Object); isObj {
			if m := base.Type().Lookup("__pow__"); m != nil {
				r, err := t.callDunder(m, base, exp, mod)
				if err != nil || r != NotImplemented {
					return r, err
				}
			}
			return nil, Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", typeName(base), typeName(exp), typeName(mod))
		}
		if isNumber(base) && isNumber(exp) && isNumber(mod) {
			_, c1 := base.(Complex)
			_, c2 := exp.(Complex)
			_, c3 := mod.(Complex)
			if c1 || c2 || c3 {
				return nil, Errorf(ValueErrorType, "complex modulo")
			}
			return nil, Errorf(TypeErrorType, "pow() 3rd argument not allowed unless all arguments are integers")
		}
		return nil, Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", typeName(base), typeName(exp), typeName(mod))
	}
	b, e, m := toBig(unwrapNum(base)), toBig(unwrapNum(exp)), toBig(unwrapNum(mod))
	if m.Sign() == 0 {
		return nil, Errorf(ValueErrorType, "pow() 3rd argument cannot be 0")
	}
	neg := m.Sign() < 0
	am := new(big.Int).Abs(m)
	bb := new(big.Int).Set(b)
	if e.Sign() < 0 {
		inv, err := t.ModInverseInt(bb, am)
		if err != nil {
			return nil, err
		}
		if inv == nil {
			return nil, Errorf(ValueErrorType, "base is not invertible for the given modulus")
		}
		bb = inv
		e = new(big.Int).Neg(e)
	}
	r, err := t.bigExpMod(new(big.Int).Mod(bb, am), e, am)
	if err != nil {
		return nil, err
	}
	if neg && r.Sign() != 0 {
		r.Add(r, m)
	}
	return bigOwn(r), nil
}

// print implements print(*args, sep=' ', end='\n', file=None, flush=False).
func (t *Thread) print(args []Value, kw []string) (Value, error) {
	npos := len(args) - len(kw)
	sep, end := " ", "\n"
	var file Value
	for i, k := range kw {
		v := args[npos+i]
		switch k {
		case "sep":
			if v != None {
				s, ok := v.(*Str)
				if !ok {
					return nil, Errorf(TypeErrorType, "sep must be None or a string, not %s", typeName(v))
				}
				sep = s.s
			}
		case "end":
			if v != None {
				s, ok := v.(*Str)
				if !ok {
					return nil, Errorf(TypeErrorType, "end must be None or a string, not %s", typeName(v))
				}
				end = s.s
			}
		case "file":
			if v != None {
				file = v
			}
		case "flush":
		default:
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for print()", k)
		}
	}
	if file == nil {
		// sys.stdout, which a program may have replaced (a StringIO to
		// capture output); the Thread's own stream takes the fast path.
		if sys := t.modules["sys"]; sys != nil {
			if out, ok := sys.dict.GetString("stdout"); ok && out != None {
				if ts, ok := out.(*TextStream); !ok || ts.stderr {
					file = out
				}
			}
		}
	}
	write := func(s string) error {
		if file == nil {
			return t.writeStdout(s)
		}
		if w, ok := file.(*TextStream); ok {
			return w.write(t, s)
		}
		_, err := t.CallMethod(file, "write", NewStr(s))
		return err
	}
	if file == nil {
		// One write for the common case, after every str() succeeded; on
		// failure what came before is still printed, as CPython does.
		var b strings.Builder
		for i, a := range args[:npos] {
			if i > 0 {
				b.WriteString(sep)
			}
			s, err := t.Str(a)
			if err != nil {
				t.writeStdout(b.String())
				return nil, err
			}
			b.WriteString(s)
		}
		b.WriteString(end)
		return None, t.writeStdout(b.String())
	}
	for i, a := range args[:npos] {
		if i > 0 {
			if err := write(sep); err != nil {
				return nil, err
			}
		}
		s, err := t.Str(a)
		if err != nil {
			return nil, err
		}
		if err := write(s); err != nil {
			return nil, err
		}
	}
	return None, write(end)
}

// TextStream is sys.stdout or sys.stderr: text written goes to a Thread
// writer.
type TextStream struct {
	name   string
	stderr bool
	input  bool // sys.stdin
}

// NewStdin returns sys.stdin, which reads Thread.Stdin.
func NewStdin() *TextStream { return &TextStream{name: "<stdin>", input: true} }

// TextStreamType is the class of sys.stdout and sys.stderr.
var TextStreamType = newBuiltinType("TextIOWrapper")

// Type returns the stream's class.
func (*TextStream) Type() *Type { return TextStreamType }

// NewTextStream returns sys.stdout (stderr false) or sys.stderr.
func NewTextStream(stderr bool) *TextStream {
	name := "<stdout>"
	if stderr {
		name = "<stderr>"
	}
	return &TextStream{name: name, stderr: stderr}
}

func (s *TextStream) write(t *Thread, text string) error {
	if s.stderr {
		return t.writeStderr(text)
	}
	return t.writeStdout(text)
}

// textStreamMethods is registered by setupTextStream.
var textStreamMethods = []builtinMethod{
	{"write", textStreamWrite},
	{"read", textStreamRead},
	{"readline", textStreamReadline},
	{"readlines", textStreamReadlines},
	{"__iter__", textStreamIter},
	{"__next__", textStreamNext},
	{"flush", textStreamFlush},
	{"isatty", textStreamIsatty},
	{"writable", textStreamWritable},
	{"readable", textStreamReadable},
	{"writelines", textStreamWritelines},
	{"__repr__", textStreamRepr},
}

// textStreamGetters is registered by setupTextStream.
var textStreamGetters = []getter{
	{"encoding", textStreamEncoding},
	{"name", textStreamName},
}

func setupTextStream() {
	TextStreamType.module = "_io"
	for _, m := range textStreamMethods {
		TextStreamType.addMethod(m.name, m.fn)
	}
	for _, m := range textStreamGetters {
		TextStreamType.addGetter(m.name, m.fn)
	}
	TextStreamType.final = true
	TextStreamType.finishBuiltin()
}

// textStreamWrite is the method TextIOWrapper.write.
func textStreamWrite(t *Thread, args []Value, kw []string) (Value, error) {
	s, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "write() argument must be str, not %s", typeName(args[1]))
	}
	ts := args[0].(*TextStream)
	if ts.input {
		return nil, Errorf(OSErrorType, "not writable")
	}
	return MakeInt(int64(s.Len())), ts.write(t, s.s)
}

// textStreamFlush is the method TextIOWrapper.flush.
func textStreamFlush(t *Thread, args []Value, kw []string) (Value, error) { return None, nil }

// textStreamIsatty is the method TextIOWrapper.isatty.
func textStreamIsatty(t *Thread, args []Value, kw []string) (Value, error) { return False, nil }

// textStreamWritable is the method TextIOWrapper.writable.
func textStreamWritable(t *Thread, args []Value, kw []string) (Value, error) {
	return Bool(!args[0].(*TextStream).input), nil
}

// textStreamReadable is the method TextIOWrapper.readable.
func textStreamReadable(t *Thread, args []Value, kw []string) (Value, error) {
	return Bool(args[0].(*TextStream).input), nil
}

// textStreamWritelines is the method TextIOWrapper.writelines.
func textStreamWritelines(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.Iterate(args[1], func(v Value) error {
		s, ok := v.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "write() argument must be str, not %s", typeName(v))
		}
		return args[0].(*TextStream).write(t, s.s)
	})
}

// textStreamRepr is the method TextIOWrapper.__repr__.
func textStreamRepr(t *Thread, args []Value, kw []string) (Value, error) {
	ts := args[0].(*TextStream)
	mode := "w"
	if ts.input {
		mode = "r"
	}
	return NewStr(fmt.Sprintf("<_io.TextIOWrapper name='%s' mode='%s' encoding='utf-8'>", ts.name, mode)), nil
}

// textStreamEncoding is the attribute TextIOWrapper.encoding.
func textStreamEncoding(t *Thread, self Value) (Value, error) { return NewStr("utf-8"), nil }

// textStreamName is the attribute TextIOWrapper.name.
func textStreamName(t *Thread, self Value) (Value, error) {
	return NewStr(self.(*TextStream).name), nil
}

func (t *Thread) writeStdout(s string) error {
	_, err := io_WriteString(t.Stdout, s)
	if err != nil {
		if le, ok := err.(*LimitError); ok {
			return le
		}
	}
	return nil
}

func (t *Thread) writeStderr(s string) error {
	_, err := io_WriteString(t.Stderr, s)
	if err != nil {
		if le, ok := err.(*LimitError); ok {
			return le
		}
	}
	return nil
}

// frameLocals returns a snapshot of a function frame's local variables.
func (t *Thread) frameLocals(f *Frame) *Dict {
	d := NewDict(0)
	code := f.code
	for i := 0; i < code.nlocals; i++ {
		if v := f.slots[i]; v != nil {
			d.SetStr(code.varnames[i], v)
		}
	}
	for i := 0; i < code.ncells+code.nfree; i++ {
		if c, ok := f.slots[code.nlocals+i].(*Cell); ok && c.V != nil {
			d.SetString(freeVarName(code, i), c.V)
		}
	}
	return d
}

// CompileSource compiles source into a code object (compile()).
func (t *Thread) CompileSource(filename, src, mode string) (*Code, error) {
	return t.compileSource(filename, src, mode, 0)
}

// compileSource is CompileSource with compile()'s future flags.
func (t *Thread) compileSource(filename, src, mode string, futures int) (*Code, error) {
	var m syntax.Mode
	switch mode {
	case "exec":
		m = syntax.ModeExec
	case "eval":
		m = syntax.ModeEval
	case "single":
		m = syntax.ModeSingle
	default:
		return nil, Errorf(ValueErrorType, "compile() mode must be 'exec', 'eval' or 'single'")
	}
	if err := t.ChargeParse(len(src)); err != nil {
		return nil, err
	}
	tree, err := syntax.ParseInterruptible(filename, []byte(src), m, t.Interrupted)
	if _, ok := err.(*LimitError); ok {
		return nil, err
	}
	if err != nil {
		return nil, SyntaxErrorFrom(err)
	}
	code, err := compile.Compile(filename, tree, compile.Options{Stop: t.Interrupted, Flags: futures})
	if _, ok := err.(*LimitError); ok {
		return nil, err
	}
	if err != nil {
		// As CPython's: no text for an error the compiler finds in a
		// string (the parser's errors have theirs).
		return nil, SyntaxErrorFrom(err)
	}
	return Load(code), nil
}

// SyntaxErrorFromSource is SyntaxErrorFrom for an error in src: a
// compiler error, which knows the position only, gets its line's text
// (shown with a caret, as CPython does).
func SyntaxErrorFromSource(err error, src string) *Exception {
	if ce, ok := err.(*compile.Error); ok && ce.Text == "" && ce.Line > 0 {
		lines := strings.SplitAfter(src, "\n")
		if ce.Line <= len(lines) {
			c := *ce
			c.Text = lines[ce.Line-1]
			err = &c
		}
	}
	return SyntaxErrorFrom(err)
}

// SyntaxErrorFrom converts a parser or compiler error into a SyntaxError.
func SyntaxErrorFrom(err error) *Exception {
	var se *syntax.Error
	switch e := err.(type) {
	case *syntax.Error:
		se = e
	case *compile.Error:
		se = &syntax.Error{Kind: syntax.SyntaxError, Msg: e.Msg, Filename: e.Filename, Line: e.Line, Col: e.Col, EndLine: e.EndLine, EndCol: e.EndCol, Text: e.Text}
	default:
		return Errorf(SyntaxErrorType, "%s", err.Error())
	}
	cls := SyntaxErrorType
	switch se.Kind {
	case syntax.MemoryError:
		return NewException(MemoryErrorType)
	case syntax.RecursionError:
		return NewException(RecursionErrorType, NewStr(se.Msg))
	case syntax.IndentationError:
		cls = IndentationErrorType
	case syntax.TabError:
		cls = TabErrorType
	}
	var text Value = None
	if se.Text != "" {
		text = NewStr(se.Text)
	}
	details := Tuple{NewStr(se.Filename), MakeInt(int64(se.Line)), MakeInt(int64(se.Col)), text, MakeInt(int64(se.EndLine)), MakeInt(int64(se.EndCol))}
	e := NewException(cls, NewStr(se.Msg), details)
	e.setAttr("msg", NewStr(se.Msg))
	e.setAttr("filename", NewStr(se.Filename))
	e.setAttr("lineno", MakeInt(int64(se.Line)))
	e.setAttr("offset", MakeInt(int64(se.Col)))
	e.setAttr("text", text)
	if se.EndLine > 0 {
		e.setAttr("end_lineno", MakeInt(int64(se.EndLine)))
		e.setAttr("end_offset", MakeInt(int64(se.EndCol)))
	} else {
		e.setAttr("end_lineno", None)
		e.setAttr("end_offset", None)
	}
	return e
}

// evalExec implements eval() and exec() of source strings and code objects.
func (t *Thread) evalExec(name string, args []Value, kw []string) (Value, error) {
	var src, globals, locals Value
	if err := t.UnpackArgs(name, args, kw, "source", &src, "globals?", &globals, "locals?", &locals); err != nil {
		return nil, err
	}
	var code *Code
	switch s := src.(type) {
	case *Str:
		text := s.s
		mode := "exec"
		if name == "eval" {
			mode = "eval"
			text = strings.TrimLeft(text, " \t")
		}
		c, err := t.compileSource("<string>", text, mode, t.inheritedFutures())
		if err != nil {
			return nil, err
		}
		code = c
	case *Code:
		code = s
	case *Bytes:
		if !utf8.Valid(s.b) {
			return nil, Errorf(SyntaxErrorType, "source code string cannot contain null bytes")
		}
		return t.evalExec(name, append([]Value{NewStr(string(s.b))}, args[1:]...), kw)
	default:
		return nil, Errorf(TypeErrorType, "%s() arg 1 must be a string, bytes or code object", name)
	}
	f := t.currentFrame()
	var g, l *Dict
	if globals != nil && globals != None {
		gd, ok := globals.(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "%s() globals must be a dict, not %s", name, typeName(globals))
		}
		g = gd
		if _, ok := g.GetString("__builtins__"); !ok {
			g.SetString("__builtins__", NewModuleFromDict("builtins", t.builtins))
		}
	} else if f != nil {
		g = f.globals
		if f.locals != nil {
			l = f.locals
		} else {
			l = t.frameLocals(f)
		}
	} else {
		g = NewDict(0)
	}
	var lobj Value
	if locals != nil && locals != None {
		if ld, ok := locals.(*Dict); ok {
			l = ld
		} else if locals.Type().Lookup("__getitem__") != nil {
			// Any mapping: names are looked up through it.
			lobj = locals
		} else {
			return nil, Errorf(TypeErrorType, "locals must be a mapping")
		}
	}
	if l == nil {
		l = g
	}
	var r Value
	var err error
	if lobj != nil {
		r, err = t.runCodeMapping(code, g, lobj)
	} else {
		r, err = t.RunCode(code, g, l)
	}
	if name == "exec" {
		return None, err
	}
	return r, err
}

// NewModuleFromDict wraps a namespace as a module.
func NewModuleFromDict(name string, d *Dict) *Module { return &Module{name: name, dict: d} }

// RunCode runs module-level code with the given globals and locals.
func (t *Thread) RunCode(code *Code, globals, locals *Dict) (Value, error) {
	f, err := t.pushFrame(code)
	if err != nil {
		return nil, err
	}
	f.globals = globals
	f.locals = locals
	if code.ncells > 0 {
		makeCells(f, code)
	}
	res, err := t.run(f)
	t.popFrame(f)
	return res, err
}

// runCodeMapping is RunCode with a namespace that is a mapping other
// than a dict.
func (t *Thread) runCodeMapping(code *Code, globals *Dict, locals Value) (Value, error) {
	f, err := t.pushFrame(code)
	if err != nil {
		return nil, err
	}
	f.globals = globals
	f.localsObj = locals
	if code.ncells > 0 {
		makeCells(f, code)
	}
	res, err := t.run(f)
	t.popFrame(f)
	return res, err
}

func isNumber(x Value) bool {
	switch x.(type) {
	case Int, *BigInt, Bool, Float, Complex:
		return true
	}
	return false
}

// anextDefault is the awaitable of anext(it, default): it passes the
// awaits of __anext__ through, and turns StopAsyncIteration into the
// default as the result.
type anextDefault struct {
	it  Value
	def Value
}

var anextAwaitableType = newBuiltinType("anext_awaitable")

func (*anextDefault) Type() *Type { return anextAwaitableType }

func (a *anextDefault) step(t *Thread, v Value, exc *Exception) (Value, error) {
	var r Value
	var err error
	if exc != nil {
		var m Value
		if m, err = t.GetAttr(a.it, NewStr("throw")); err == nil {
			r, err = t.Call(m, []Value{exc}, nil)
		} else {
			err = exc
		}
	} else {
		var done bool
		r, done, err = t.send(a.it, v)
		if err == nil && done {
			return nil, NewException(StopIterationType, r)
		}
	}
	if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopAsyncIterationType) {
		return nil, NewException(StopIterationType, a.def)
	}
	return r, err
}

// anextAwaitableMethods is registered by setupAnextAwaitable.
var anextAwaitableMethods = []builtinMethod{
	{"__await__", anextAwaitableAwait},
	{"__iter__", anextAwaitableIter},
	{"__next__", anextAwaitableNext},
	{"send", anextAwaitableSend},
	{"throw", anextAwaitableThrow},
}

func setupAnextAwaitable() {
	c := anextAwaitableType
	for _, m := range anextAwaitableMethods {
		c.addMethod(m.name, m.fn)
	}
	c.final = true
	c.finishBuiltin()
}

// anextAwaitableAwait is the method anext_awaitable.__await__.
func anextAwaitableAwait(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// anextAwaitableIter is the method anext_awaitable.__iter__.
func anextAwaitableIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// anextAwaitableNext is the method anext_awaitable.__next__.
func anextAwaitableNext(t *Thread, args []Value, kw []string) (Value, error) {
	return args[0].(*anextDefault).step(t, None, nil)
}

// anextAwaitableSend is the method anext_awaitable.send.
func anextAwaitableSend(t *Thread, args []Value, kw []string) (Value, error) {
	return args[0].(*anextDefault).step(t, args[1], nil)
}

// anextAwaitableThrow is the method anext_awaitable.throw.
func anextAwaitableThrow(t *Thread, args []Value, kw []string) (Value, error) {
	exc, err := t.throwArgs(args[1:])
	if err != nil {
		return nil, err
	}
	return args[0].(*anextDefault).step(t, nil, exc)
}

// builtinAbs is the builtin abs().
func builtinAbs(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("abs", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return t.Abs(args[0])
}

// builtinAll is the builtin all().
func builtinAll(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("all", args, kw, 1, 1); err != nil {
		return nil, err
	}
	r := true
	err := t.Iterate(args[0], func(v Value) error {
		b, err := t.Truth(v)
		if err != nil {
			return err
		}
		if !b {
			r = false
			return errStopIteration
		}
		return nil
	})
	if err == errStopIteration {
		err = nil
	}
	return Bool(r), err
}

// builtinAny is the builtin any().
func builtinAny(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("any", args, kw, 1, 1); err != nil {
		return nil, err
	}
	r := false
	err := t.Iterate(args[0], func(v Value) error {
		b, err := t.Truth(v)
		if err != nil {
			return err
		}
		if b {
			r = true
			return errStopIteration
		}
		return nil
	})
	if err == errStopIteration {
		err = nil
	}
	return Bool(r), err
}

// builtinAscii is the builtin ascii().
func builtinAscii(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("ascii", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, err := t.Repr(args[0])
	return NewStr(format.ASCII(s)), err
}

// builtinCallable is the builtin callable().
func builtinCallable(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("callable", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return Bool(isCallable(args[0])), nil
}

// builtinChr is the builtin chr().
func builtinChr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("chr", args, kw, 1, 1); err != nil {
		return nil, err
	}
	n, err := t.index(args[0])
	if err != nil {
		if _, ok := args[0].(*BigInt); ok {
			return nil, Errorf(OverflowErrorType, "Python int too large to convert to C int")
		}
		return nil, err
	}
	if n < 0 || n > 0x10FFFF {
		return nil, Errorf(ValueErrorType, "chr() arg not in range(0x110000)")
	}
	return strFromRune(rune(n)), nil
}

// builtinOrd is the builtin ord().
func builtinOrd(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("ord", args, kw, 1, 1); err != nil {
		return nil, err
	}
	switch v := unwrapBase(args[0]).(type) {
	case *Str:
		if v.Len() != 1 {
			return nil, Errorf(TypeErrorType, "ord() expected a character, but string of length %d found", v.Len())
		}
		r, _ := decodeRune(v.s)
		return MakeInt(int64(r)), nil
	case *Bytes, *ByteArray:
		b, _ := bytesLike(v)
		if len(b) != 1 {
			return nil, Errorf(TypeErrorType, "ord() expected a character, but string of length %d found", len(b))
		}
		return MakeInt(int64(b[0])), nil
	}
	return nil, Errorf(TypeErrorType, "ord() expected string of length 1, but %s found", typeName(args[0]))
}

// builtinDelattr is the builtin delattr().
func builtinDelattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("delattr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	return None, t.DelAttr(args[0], name)
}

// builtinGetattr is the builtin getattr().
func builtinGetattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("getattr", args, kw, 2, 3); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	v, err := t.GetAttr(args[0], name)
	if err != nil && len(args) == 3 {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
			return args[2], nil
		}
	}
	return v, err
}

// builtinSetattr is the builtin setattr().
func builtinSetattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("setattr", args, kw, 3, 3); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	return None, t.SetAttr(args[0], name, args[2])
}

// builtinHasattr is the builtin hasattr().
func builtinHasattr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("hasattr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "attribute name must be string, not '%s'", typeName(args[1]))
	}
	r, err := t.HasAttr(args[0], name.s)
	return Bool(r), err
}

// builtinDir is the builtin dir().
func builtinDir(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("dir", args, kw, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		f := t.currentFrame()
		var d *Dict
		if f != nil {
			d = f.locals
			if d == nil {
				d = t.frameLocals(f)
			}
		}
		var keys []string
		if d != nil {
			for _, k := range d.Keys() {
				if s, ok := k.(*Str); ok {
					keys = append(keys, s.s)
				}
			}
		}
		sortStrings(keys)
		r := make([]Value, len(keys))
		for i, k := range keys {
			r[i] = NewStr(k)
		}
		return NewList(r), nil
	}
	if m := args[0].Type().Lookup("__dir__"); m != nil {
		r, err := t.callDunder(m, args[0])
		if err != nil {
			return nil, err
		}
		l, err := t.ToList(r)
		if err != nil {
			return nil, err
		}
		lst := NewList(l)
		return lst, t.sortList(lst, None, false)
	}
	return NewList(t.dirOf(args[0])), nil
}

// builtinDivmod is the builtin divmod().
func builtinDivmod(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("divmod", args, kw, 2, 2); err != nil {
		return nil, err
	}
	return t.divmod(args[0], args[1])
}

// builtinFormat is the builtin format().
func builtinFormat(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("format", args, kw, 1, 2); err != nil {
		return nil, err
	}
	spec := ""
	if len(args) == 2 {
		s, ok := args[1].(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "format() argument 2 must be str, not %s", typeName(args[1]))
		}
		spec = s.s
	}
	s, err := t.Format(args[0], spec)
	return NewStr(s), err
}

// builtinGlobals is the builtin globals().
func builtinGlobals(t *Thread, args []Value, kw []string) (Value, error) {
	if f := t.currentFrame(); f != nil {
		return f.globals, nil
	}
	return NewDict(0), nil
}

// builtinLocals is the builtin locals().
func builtinLocals(t *Thread, args []Value, kw []string) (Value, error) {
	f := t.currentFrame()
	if f == nil {
		return NewDict(0), nil
	}
	if f.locals != nil {
		return f.locals, nil
	}
	if f.localsObj != nil {
		return f.localsObj, nil
	}
	return t.frameLocals(f), nil
}

// builtinVars is the builtin vars().
func builtinVars(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("vars", args, kw, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		f := t.currentFrame()
		if f == nil {
			return NewDict(0), nil
		}
		if f.locals != nil {
			return f.locals, nil
		}
		return t.frameLocals(f), nil
	}
	v, err := t.GetAttr(args[0], NewStr("__dict__"))
	if err != nil {
		return nil, Errorf(TypeErrorType, "vars() argument must have __dict__ attribute")
	}
	return v, nil
}

// builtinHash is the builtin hash().
func builtinHash(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("hash", args, kw, 1, 1); err != nil {
		return nil, err
	}
	h, err := t.Hash(args[0])
	return MakeInt(h), err
}

// builtinId is the builtin id().
func builtinId(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("id", args, kw, 1, 1); err != nil {
		return nil, err
	}
	switch v := args[0].(type) {
	case Int:
		return MakeInt(int64(v)*32 + 0x7f0000000000), nil
	case Bool, NoneType:
		return MakeInt(0x7f1000000000 + identityHash(v)), nil
	}
	return MakeInt(t.identity(args[0])), nil
}

// builtinIsinstance is the builtin isinstance().
func builtinIsinstance(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("isinstance", args, kw, 2, 2); err != nil {
		return nil, err
	}
	r, err := t.IsInstance(args[0], args[1])
	return Bool(r), err
}

// builtinIssubclass is the builtin issubclass().
func builtinIssubclass(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("issubclass", args, kw, 2, 2); err != nil {
		return nil, err
	}
	r, err := t.IsSubclass(args[0], args[1])
	return Bool(r), err
}

// builtinIter is the builtin iter().
func builtinIter(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("iter", args, kw, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 2 {
		if !isCallable(args[0]) {
			return nil, Errorf(TypeErrorType, "iter(v, w): v must be callable")
		}
		return &callIterator{fn: args[0], sentinel: args[1]}, nil
	}
	return t.Iter(args[0])
}

// builtinNext is the builtin next().
func builtinNext(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("next", args, kw, 1, 2); err != nil {
		return nil, err
	}
	if !isIterator(args[0]) {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", typeName(args[0]))
	}
	if g, ok := args[0].(*Generator); ok {
		v, done, err := t.resume(g, None, nil)
		if err != nil {
			return nil, err
		}
		if done {
			if len(args) == 2 {
				return args[1], nil
			}
			if v == None {
				return nil, NewException(StopIterationType)
			}
			return nil, NewException(StopIterationType, v)
		}
		return v, nil
	}
	v, err := t.nextRaw(args[0])
	if err != nil && len(args) == 2 {
		if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
			return args[1], nil
		}
	}
	return v, err
}

// builtinLen is the builtin len().
func builtinLen(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) != 1 || len(kw) > 0 {
		return nil, checkArgs("len", args, kw, 1, 1)
	}
	n, err := t.Len(args[0])
	return MakeInt(int64(n)), err
}

// builtinPow is the builtin pow().
func builtinPow(t *Thread, args []Value, kw []string) (Value, error) {
	var base, exp, mod Value
	if err := t.UnpackArgs("pow", args, kw, "base", &base, "exp", &exp, "mod?", &mod); err != nil {
		return nil, err
	}
	if mod == nil || mod == None {
		return t.binaryOp(compile.OpPow, base, exp)
	}
	return t.powMod(base, exp, mod)
}

// builtinPrint is the builtin print().
func builtinPrint(t *Thread, args []Value, kw []string) (Value, error) {
	return t.print(args, kw)
}

// builtinRepr is the builtin repr().
func builtinRepr(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("repr", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, err := t.Repr(args[0])
	return NewStr(s), err
}

// builtinRound is the builtin round().
func builtinRound(t *Thread, args []Value, kw []string) (Value, error) {
	var x Value
	var nd Value = None
	if err := t.UnpackArgs("round", args, kw, "number", &x, "ndigits?", &nd); err != nil {
		return nil, err
	}
	return t.round(x, nd)
}

// builtinSorted is the builtin sorted().
func builtinSorted(t *Thread, args []Value, kw []string) (Value, error) {
	npos := len(args) - len(kw)
	if npos != 1 {
		if npos == 0 {
			return nil, Errorf(TypeErrorType, "sorted expected 1 argument, got 0")
		}
		return nil, Errorf(TypeErrorType, "sorted expected 1 argument, got %d", npos)
	}
	// As CPython: the list first, then sort's own arguments; reverse is
	// an int (sorted(x, reverse=None) is a TypeError).
	l, err := t.ToList(args[0])
	if err != nil {
		return nil, err
	}
	var key Value = None
	reverse := 0
	if err := t.UnpackArgs("sort", args[1:], kw, "*key?", &key, "*reverse?", &reverse); err != nil {
		return nil, err
	}
	lst := NewList(l)
	return lst, t.sortList(lst, key, reverse != 0)
}

// builtinSum is the builtin sum().
func builtinSum(t *Thread, args []Value, kw []string) (Value, error) {
	var it Value
	var start Value = MakeInt(0)
	if len(args) == 0 {
		return nil, Errorf(TypeErrorType, "sum() takes at least 1 positional argument (0 given)")
	}
	if err := t.UnpackArgs("sum", args, kw, "$iterable", &it, "start?", &start); err != nil {
		return nil, err
	}
	return t.sum(it, start)
}

// builtinExit is the builtin exit().
func builtinExit(t *Thread, args []Value, kw []string) (Value, error) {
	return nil, NewException(SystemExitType, args...)
}

// builtinQuit is the builtin quit().
func builtinQuit(t *Thread, args []Value, kw []string) (Value, error) {
	return nil, NewException(SystemExitType, args...)
}

// builtinHelp is the builtin help().
func builtinHelp(t *Thread, args []Value, kw []string) (Value, error) {
	if len(args) == 0 {
		return None, t.writeStdout("Type help(object) for help about object.\n")
	}
	d, err := t.GetAttr(args[0], NewStr("__doc__"))
	if err != nil || d == None {
		return None, nil
	}
	s, err := t.Str(d)
	if err != nil {
		return nil, err
	}
	return None, t.writeStdout(s + "\n")
}

// builtinCopyright is the builtin copyright().
func builtinCopyright(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.writeStdout("Copyright (c) 2001-2023 Python Software Foundation.\nAll Rights Reserved.\n")
}

// builtinCredits is the builtin credits().
func builtinCredits(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.writeStdout("Thanks to CWI, CNRI, BeOpen.com, Zope Corporation and a cast of thousands\nfor supporting Python development.  See www.python.org for more information.\n")
}

// builtinLicense is the builtin license().
func builtinLicense(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.writeStdout("See https://www.python.org/psf/license/\n")
}

// builtinEval is the builtin eval().
func builtinEval(t *Thread, args []Value, kw []string) (Value, error) {
	return t.evalExec("eval", args, kw)
}

// builtinExec is the builtin exec().
func builtinExec(t *Thread, args []Value, kw []string) (Value, error) {
	return t.evalExec("exec", args, kw)
}

// builtinCompile is the builtin compile().
func builtinCompile(t *Thread, args []Value, kw []string) (Value, error) {
	var src, filename, mode Value
	var flags, dontInherit, optimize Value
	if err := t.UnpackArgs("compile", args, kw, "source", &src, "filename", &filename, "mode", &mode, "flags?", &flags, "dont_inherit?", &dontInherit, "optimize?", &optimize); err != nil {
		return nil, err
	}
	fn, _ := filename.(*Str)
	md, _ := mode.(*Str)
	if r, ok, err := t.compileAST(src, filename, mode, flags); ok || err != nil {
		return r, err
	}
	s, ok := src.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "compile() arg 1 must be a string, bytes or AST object")
	}
	if fn == nil || md == nil {
		return nil, Errorf(TypeErrorType, "compile() arguments must be str")
	}
	var futures int
	if f, ok := flags.(Int); ok {
		futures = int(f) & compile.FutureAnnotations
	}
	inherit := true
	if dontInherit != nil {
		no, err := t.Truth(dontInherit)
		if err != nil {
			return nil, err
		}
		inherit = !no
	}
	if inherit {
		futures |= t.inheritedFutures()
	}
	return t.compileSource(fn.s, s.s, md.s, futures)
}

// inheritedFutures is the future flags of the calling code, which
// compile() (without dont_inherit), exec() and eval() of a string take on,
// as CPython's do.
func (t *Thread) inheritedFutures() int {
	if f := t.currentFrame(); f != nil && f.code.src.Flags&compile.AnnotationsAsText != 0 {
		return compile.FutureAnnotations
	}
	return 0
}

// builtinImport is the builtin __import__().
func builtinImport(t *Thread, args []Value, kw []string) (Value, error) {
	var name Value
	var globals, locals, fromlist, level Value
	if err := t.UnpackArgs("__import__", args, kw, "name", &name, "globals?", &globals, "locals?", &locals, "fromlist?", &fromlist, "level?", &level); err != nil {
		return nil, err
	}
	n, ok := name.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "__import__() argument 1 must be str, not %s", typeName(name))
	}
	if fromlist == nil {
		fromlist = None
	}
	if level == nil {
		level = MakeInt(0)
	}
	return t.importName(nil, n.s, fromlist, level)
}

// builtinBuildClass is the builtin __build_class__().
func builtinBuildClass(t *Thread, args []Value, kw []string) (Value, error) {
	return t.buildClass(args, kw)
}

// builtinAiter is the builtin aiter().
func builtinAiter(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("aiter", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if args[0].Type().Lookup("__aiter__") == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an async iterable", typeName(args[0]))
	}
	it, err := t.getAIter(args[0])
	if err == nil && it.Type().Lookup("__anext__") == nil {
		return nil, Errorf(TypeErrorType, "aiter() returned not an async iterator of type '%s'", typeName(it))
	}
	return it, err
}

// builtinAnext is the builtin anext().
func builtinAnext(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("anext", args, kw, 1, 2); err != nil {
		return nil, err
	}
	m := args[0].Type().Lookup("__anext__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an async iterator", typeName(args[0]))
	}
	aw, err := t.callDunder(m, args[0])
	if err != nil || len(args) == 1 {
		return aw, err
	}
	it, err := t.getAwaitable(aw)
	if err != nil {
		return nil, err
	}
	return &anextDefault{it: it, def: args[1]}, nil
}

// builtinBin is the builtin bin().
func builtinBin(t *Thread, args []Value, kw []string) (Value, error) {
	return intBase(t, "bin", args, kw, 2)
}

// builtinOct is the builtin oct().
func builtinOct(t *Thread, args []Value, kw []string) (Value, error) {
	return intBase(t, "oct", args, kw, 8)
}

// builtinHex is the builtin hex().
func builtinHex(t *Thread, args []Value, kw []string) (Value, error) {
	return intBase(t, "hex", args, kw, 16)
}

// builtinMax is the builtin max().
func builtinMax(t *Thread, args []Value, kw []string) (Value, error) {
	return t.minMax("max", args, kw, true)
}

// builtinMin is the builtin min().
func builtinMin(t *Thread, args []Value, kw []string) (Value, error) {
	return t.minMax("min", args, kw, false)
}

// builtinBreakpoint is the builtin breakpoint().
func builtinBreakpoint(t *Thread, args []Value, kw []string) (Value, error) {
	return None, nil
}
