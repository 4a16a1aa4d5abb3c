package vm

import (
	"math"
	"strings"
)

// The sys module: the interpreter's view of itself. Only what a sandboxed
// program may know is there (no real argv, path or executable).

const (
	sysVersion    = "3.11.7 (main, monty) [Go]"
	sysHexVersion = 0x030b07f0
)

// newSysModule builds the Thread's sys module.
func newSysModule(t *Thread) *Module {
	m := NewModule("sys")
	d := m.dict
	set := d.SetString
	set("version", NewStr(sysVersion))
	set("version_info", newStructSeq(versionInfoType, Tuple{MakeInt(3), MakeInt(11), MakeInt(7), NewStr("final"), MakeInt(0)}))
	// As python3 -I -S would have them (isolated, no site), strings
	// hashed without randomisation.
	set("flags", newStructSeq(flagsType, Tuple{MakeInt(0), MakeInt(0), MakeInt(0), MakeInt(0), MakeInt(0), MakeInt(1), MakeInt(1),
		MakeInt(1), MakeInt(0), MakeInt(0), MakeInt(0), MakeInt(0), MakeInt(1), False, MakeInt(0), MakeInt(0), True, MakeInt(-1)}))
	set("hexversion", MakeInt(sysHexVersion))
	set("api_version", MakeInt(1013))
	set("maxsize", MakeInt(math.MaxInt64))
	set("maxunicode", MakeInt(0x10FFFF))
	set("byteorder", NewStr("little"))
	set("platform", NewStr("linux"))
	set("executable", NewStr(""))
	set("prefix", NewStr("/usr"))
	set("base_prefix", NewStr("/usr"))
	set("exec_prefix", NewStr("/usr"))
	argv := []Value{NewStr("")}
	if t.Argv != nil {
		argv = argv[:0]
		for _, a := range t.Argv {
			argv = append(argv, NewStr(a))
		}
	}
	set("argv", NewList(argv))
	set("orig_argv", NewList(nil))
	set("path", NewList(nil))
	set("meta_path", NewList(nil))
	set("path_hooks", NewList(nil))
	set("warnoptions", NewList(nil))
	set("dont_write_bytecode", True)
	set("copyright", NewStr("Copyright (c) 2001-2023 Python Software Foundation.\nAll Rights Reserved."))
	set("float_info", newStructSeq(floatInfoType, Tuple{Float(math.MaxFloat64), MakeInt(1024), MakeInt(308),
		Float(2.2250738585072014e-308), MakeInt(-1021), MakeInt(-307), MakeInt(15), MakeInt(53),
		Float(2.220446049250313e-16), MakeInt(2), MakeInt(1)}))
	set("int_info", newStructSeq(intInfoType, Tuple{MakeInt(30), MakeInt(4), MakeInt(4300), MakeInt(640)}))
	set("float_repr_style", NewStr("short"))
	set("hash_info", newStructSeq(hashInfoType, Tuple{MakeInt(64), MakeInt(1<<61 - 1), MakeInt(314159), MakeInt(0), MakeInt(1000003),
		NewStr("siphash13"), MakeInt(64), MakeInt(128), MakeInt(0)}))
	stdout, stderr := NewTextStream(false), NewTextStream(true)
	set("stdout", stdout)
	set("stderr", stderr)
	set("__stdout__", stdout)
	set("__stderr__", stderr)
	stdin := NewStdin()
	set("stdin", stdin)
	set("__stdin__", stdin)
	set("modules", t.sysModules)
	set("builtin_module_names", Tuple{NewStr("builtins"), NewStr("sys")})
	impl := NewModule("implementation")
	impl.dict.SetString("name", NewStr("cpython"))
	impl.dict.SetString("cache_tag", None)
	impl.dict.SetString("version", d.mustGet("version_info"))
	set("implementation", &SimpleNamespace{dict: impl.dict})
	fns := map[string]BuiltinFunc{
		"displayhook": sysDisplayhook,
		"exc_info": func(t *Thread, args []Value, kw []string) (Value, error) {
			if e := t.curExc; e != nil {
				return Tuple{e.class, e, tracebackValue(e)}, nil
			}
			return Tuple{None, None, None}, nil
		},
		"exception": func(t *Thread, args []Value, kw []string) (Value, error) {
			if e := t.curExc; e != nil {
				return e, nil
			}
			return None, nil
		},
		"_getframe": sysGetframe,
		"getrecursionlimit": func(t *Thread, args []Value, kw []string) (Value, error) {
			return MakeInt(int64(t.maxDepth)), nil
		},
		"setrecursionlimit": func(t *Thread, args []Value, kw []string) (Value, error) {
			if err := checkArgs("setrecursionlimit", args, kw, 1, 1); err != nil {
				return nil, err
			}
			n, ok := AsInt64(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(args[0]))
			}
			if n < 1 {
				return nil, Errorf(ValueErrorType, "recursion limit must be greater or equal than 1")
			}
			if t.depth >= int(n) {
				return nil, Errorf(RecursionErrorType, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", n, t.depth)
			}
			if t.depthCap > 0 && n > int64(t.depthCap) {
				n = int64(t.depthCap)
			}
			if n > MaxRecursionLimit {
				n = MaxRecursionLimit
			}
			t.maxDepth = int(n)
			return None, nil
		},
		"get_int_max_str_digits": func(t *Thread, args []Value, kw []string) (Value, error) {
			return MakeInt(int64(t.maxStrDigits)), nil
		},
		"set_int_max_str_digits": func(t *Thread, args []Value, kw []string) (Value, error) {
			var n int64
			if err := t.UnpackArgs("set_int_max_str_digits", args, kw, "maxdigits", &n); err != nil {
				return nil, err
			}
			if n != 0 && n < 640 {
				return nil, Errorf(ValueErrorType, "maxdigits must be 0 or larger than 640")
			}
			t.maxStrDigits = capStrDigits(n)
			return None, nil
		},
		"getsizeof": func(t *Thread, args []Value, kw []string) (Value, error) {
			if err := checkArgs("getsizeof", args, kw, 1, 2); err != nil {
				return nil, err
			}
			return MakeInt(sizeOf(args[0])), nil
		},
		"intern": func(t *Thread, args []Value, kw []string) (Value, error) {
			if err := checkArgs("intern", args, kw, 1, 1); err != nil {
				return nil, err
			}
			if _, ok := args[0].(*Str); !ok {
				return nil, Errorf(TypeErrorType, "intern() argument must be str, not %s", typeName(args[0]))
			}
			return args[0], nil
		},
		"exit": func(t *Thread, args []Value, kw []string) (Value, error) {
			if err := checkArgs("exit", args, kw, 0, 1); err != nil {
				return nil, err
			}
			return nil, NewException(SystemExitType, args...)
		},
		"getdefaultencoding":    func(t *Thread, args []Value, kw []string) (Value, error) { return NewStr("utf-8"), nil },
		"getfilesystemencoding": func(t *Thread, args []Value, kw []string) (Value, error) { return NewStr("utf-8"), nil },
		"getrefcount": func(t *Thread, args []Value, kw []string) (Value, error) {
			return MakeInt(2), nil
		},
		"is_finalizing": func(t *Thread, args []Value, kw []string) (Value, error) { return False, nil },
	}
	for name, fn := range fns {
		d.SetString(name, &Builtin{name: name, fn: fn})
	}
	return m
}

// sizeOf approximates sys.getsizeof with CPython's sizes on 64 bits.
func sizeOf(x Value) int64 {
	switch v := x.(type) {
	case Int:
		if v == 0 {
			return 24
		}
		n := int64(0)
		for a := absI(int64(v)); a > 0; a >>= 30 {
			n++
		}
		return 24 + 4*n
	case *BigInt:
		return 24 + 4*int64((v.b.BitLen()+29)/30)
	case Bool:
		return 28
	case Float:
		return 24
	case *Str:
		if v.isASCII() {
			return 49 + int64(len(v.s))
		}
		return 74 + 4*int64(v.Len())
	case *List:
		return 56 + 8*int64(cap(v.elems))
	case Tuple:
		return 40 + 8*int64(len(v))
	case *Dict:
		if v.Len() == 0 {
			return 64
		}
		return 232 + 24*int64(len(v.entries))
	case *Set:
		return 216 + 16*int64(len(v.table))
	case *Bytes:
		return 33 + int64(len(v.b))
	case NoneType:
		return 16
	}
	return 48
}

// newStructSeq makes a named tuple of the interpreter (sys.version_info):
// an instance of cls over the tuple of values.
func newStructSeq(cls *Type, values Tuple) Value {
	return &Object{class: cls, base: values}
}

func structSeqType(module, name string, fields []string) *Type {
	c := newBuiltinType(name)
	c.module = module
	c.layout = TupleType
	for i, f := range fields {
		i := i
		c.addGetter(f, func(t *Thread, self Value) (Value, error) {
			return unwrapBase(self).(Tuple)[i], nil
		})
	}
	c.addMethod("__repr__", func(t *Thread, args []Value, kw []string) (Value, error) {
		tu := unwrapBase(args[0]).(Tuple)
		s := module + "." + name + "("
		for i, f := range fields {
			if i > 0 {
				s += ", "
			}
			r, err := t.Repr(tu[i])
			if err != nil {
				return nil, err
			}
			s += f + "=" + r
		}
		return NewStr(s + ")"), nil
	})
	c.final = true
	c.finishBuiltin(TupleType)
	return c
}

// The struct sequences of sys, built by setupSys.
var versionInfoType, floatInfoType, intInfoType, hashInfoType, flagsType *Type

func setupSys() {
	versionInfoType = structSeqType("sys", "version_info", []string{"major", "minor", "micro", "releaselevel", "serial"})
	floatInfoType = structSeqType("sys", "float_info", []string{"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"})
	hashInfoType = structSeqType("sys", "hash_info", []string{"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"})
	intInfoType = structSeqType("sys", "int_info", []string{"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"})
	flagsType = structSeqType("sys", "flags", []string{"debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site",
		"ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"})
}

// SimpleNamespace is types.SimpleNamespace.
type SimpleNamespace struct {
	dict *Dict
}

// SimpleNamespaceType is types.SimpleNamespace.
var SimpleNamespaceType = func() *Type {
	c := newBuiltinType("SimpleNamespace")
	c.module = "types"
	return c
}()

// Type returns types.SimpleNamespace.
func (*SimpleNamespace) Type() *Type { return SimpleNamespaceType }

// simpleNamespaceMethods is registered by setupNamespace.
var simpleNamespaceMethods = []builtinMethod{
	{"__repr__", simpleNamespaceRepr},
	{"__eq__", simpleNamespaceEq},
}

func setupNamespace() {
	c := SimpleNamespaceType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		npos := len(args) - len(kw)
		if npos > 1 {
			return nil, Errorf(TypeErrorType, "SimpleNamespace expected at most 1 argument, got %d", npos)
		}
		ns := &SimpleNamespace{dict: NewDict(0)}
		if npos == 1 {
			if err := t.dictUpdate(ns.dict, args[:1], nil); err != nil {
				return nil, err
			}
		}
		for i, k := range kw {
			ns.dict.SetString(k, args[npos+i])
		}
		return ns, nil
	}
	for _, m := range simpleNamespaceMethods {
		c.addMethod(m.name, m.fn)
	}
	c.dict.SetString("__hash__", None)
	c.finishBuiltin()
}

// simpleNamespaceRepr is the method types.SimpleNamespace.__repr__.
func simpleNamespaceRepr(t *Thread, args []Value, kw []string) (Value, error) {
	ns := args[0].(*SimpleNamespace)
	var parts []string
	var err error
	ns.dict.Items(func(k, v Value) bool {
		var r string
		if r, err = t.Repr(v); err != nil {
			return false
		}
		parts = append(parts, k.(*Str).s+"="+r)
		return true
	})
	return NewStr("namespace(" + strings.Join(parts, ", ") + ")"), err
}

// simpleNamespaceEq is the method types.SimpleNamespace.__eq__.
func simpleNamespaceEq(t *Thread, args []Value, kw []string) (Value, error) {
	a := args[0].(*SimpleNamespace)
	b, ok := args[1].(*SimpleNamespace)
	if !ok {
		return NotImplemented, nil
	}
	eq, err := t.dictEqual(a.dict, b.dict)
	return Bool(eq), err
}

// sysGetframe is sys._getframe([depth]): a record of the running frame
// depth calls up, its f_back chain leading outwards. Like tracebacks'
// frames, it holds the code, the line and the globals, not live locals.
func sysGetframe(t *Thread, args []Value, kw []string) (Value, error) {
	var depth Value = MakeInt(0)
	if err := t.UnpackArgs("_getframe", args, kw, "depth?", &depth); err != nil {
		return nil, err
	}
	n, err := t.index(depth)
	if err != nil {
		return nil, err
	}
	top := min(t.depth, len(t.frames)-1)
	var chain *FrameObject
	var want *FrameObject
	for i := 1; i <= top; i++ {
		f := t.frames[i]
		if f == nil || f.code == nil {
			continue
		}
		fo := &FrameObject{code: f.code, pc: max(f.pc-1, 0), globals: f.globals, back: chain}
		if f.locals != nil {
			fo.locals = f.locals
		} else if isModuleCode(f.code) {
			fo.locals = f.globals
		}
		chain = fo
		if int64(top-i) == n {
			want = fo
		}
	}
	if want == nil || n < 0 {
		return nil, Errorf(ValueErrorType, "call stack is not deep enough")
	}
	return want, nil
}
