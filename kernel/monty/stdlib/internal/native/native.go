// Package native holds what the standard-library modules written in Go
// share: building a module from Go functions, converting arguments the way
// CPython's C functions do (a float from anything with __float__ or
// __index__, an int from anything with __index__), and running a few lines
// of Python inside a module when a class is simpler to state in Python than
// in Go.
//
// A module is built afresh for each Thread that imports it (vm.ModuleInit),
// so per-interpreter state (a random generator, a pattern cache) lives in
// the closures of the module's functions and never in package variables.
package native

import (
	"io/fs"
	"math"
	"math/big"
	"strings"
	"sync"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// Funcs maps the names of a module's functions to their Go bodies.
type Funcs map[string]vm.BuiltinFunc

// NewModule returns a module named name holding the functions.
func NewModule(name string, funcs Funcs) *vm.Module {
	m := vm.NewModule(name)
	Add(m, funcs)
	return m
}

// Add puts the functions into the module's namespace.
func Add(m *vm.Module, funcs Funcs) {
	for n, fn := range funcs {
		m.Dict().SetString(n, vm.NewBuiltin(n, fn))
	}
}

// Prelude runs Python source in the module's namespace, defining the names
// that are simpler to write in Python. filename names the code in
// tracebacks ("<frozen json>").
func Prelude(t *vm.Thread, m *vm.Module, filename, src string) error {
	code, err := t.CompileSource(filename, src, "exec")
	if err != nil {
		return err
	}
	d := m.Dict()
	if _, ok := d.GetString("__builtins__"); !ok {
		d.SetString("__builtins__", t.Modules()["builtins"])
	}
	_, err = t.RunCode(code, d, d)
	return err
}

// CompiledPrelude is Prelude for a fixed source: the source is parsed and
// compiled once per process, at the first call, and each call loads the
// compiled tree into the Thread and runs it in the module's namespace.
// Make it once, where the module registers (its ModuleInit closes over
// it), not per import.
func CompiledPrelude(filename, src string) func(*vm.Thread, *vm.Module) error {
	compiled := sync.OnceValues(func() (*compile.Code, error) {
		tree, err := syntax.Parse(filename, []byte(src), syntax.ModeExec)
		if err != nil {
			return nil, err
		}
		return compile.Compile(filename, tree, compile.Options{})
	})
	return func(t *vm.Thread, m *vm.Module) error {
		code, err := compiled()
		if err != nil {
			return vm.SyntaxErrorFrom(err)
		}
		d := m.Dict()
		if _, ok := d.GetString("__builtins__"); !ok {
			d.SetString("__builtins__", t.Modules()["builtins"])
		}
		_, err = t.RunCode(t.Load(code), d, d)
		return err
	}
}

// Unwrap returns the built-in value inside an instance of a Python subclass
// of a built-in or native type (class F(float), class R(random.Random)); x
// itself otherwise.
func Unwrap(x vm.Value) vm.Value {
	if o, ok := x.(*vm.Object); ok {
		if b := o.Base(); b != nil {
			return b
		}
	}
	return x
}

// TypeName is the name of x's class, as messages print it.
func TypeName(x vm.Value) string { return x.Type().Name() }

// callDunder calls the special method name of x's class, if it has one.
func callDunder(t *vm.Thread, x vm.Value, name string, args ...vm.Value) (vm.Value, bool, error) {
	m := x.Type().Lookup(name)
	if m == nil {
		return nil, false, nil
	}
	r, err := t.Call(m, append([]vm.Value{x}, args...), nil)
	return r, true, err
}

// CallDunder calls the special method name of x's class with args; ok is
// false when the class has none.
func CallDunder(t *vm.Thread, x vm.Value, name string, args ...vm.Value) (r vm.Value, ok bool, err error) {
	return callDunder(t, x, name, args...)
}

// IsInt reports whether x is an int (bool and subclasses included).
func IsInt(x vm.Value) bool {
	switch Unwrap(x).(type) {
	case vm.Int, *vm.BigInt, vm.Bool:
		return true
	}
	return false
}

// IsFloat reports whether x is a float (subclasses included).
func IsFloat(x vm.Value) bool {
	_, ok := Unwrap(x).(vm.Float)
	return ok
}

// Big returns an int value as a new *big.Int; ok is false when x is not
// an int.
func Big(x vm.Value) (*big.Int, bool) {
	switch v := Unwrap(x).(type) {
	case vm.Int:
		return big.NewInt(int64(v)), true
	case vm.Bool:
		if v {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case *vm.BigInt:
		return v.Big(), true
	}
	return nil, false
}

// IntToFloat converts an int value to the nearest float, or OverflowError.
func IntToFloat(x vm.Value) (float64, error) {
	switch v := Unwrap(x).(type) {
	case vm.Int:
		return float64(v), nil
	case vm.Bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case *vm.BigInt:
		f, _ := new(big.Float).SetInt(v.Big()).Float64()
		if math.IsInf(f, 0) {
			return 0, vm.Errorf(vm.OverflowErrorType, "int too large to convert to float")
		}
		return f, nil
	}
	return 0, vm.Errorf(vm.TypeErrorType, "must be real number, not %s", TypeName(x))
}

// Float converts x as CPython's PyFloat_AsDouble does: a float, an object
// with __float__, else one with __index__; "must be real number" otherwise.
func Float(t *vm.Thread, x vm.Value) (float64, error) {
	switch v := Unwrap(x).(type) {
	case vm.Float:
		return float64(v), nil
	case vm.Int, vm.Bool, *vm.BigInt:
		return IntToFloat(v)
	}
	r, ok, err := callDunder(t, x, "__float__")
	if err != nil {
		return 0, err
	}
	if ok {
		f, isFloat := Unwrap(r).(vm.Float)
		if !isFloat {
			return 0, vm.Errorf(vm.TypeErrorType, "%s.__float__ returned non-float (type %s)", TypeName(x), TypeName(r))
		}
		return float64(f), nil
	}
	r, ok, err = callDunder(t, x, "__index__")
	if err != nil {
		return 0, err
	}
	if ok {
		if !IsInt(r) {
			return 0, vm.Errorf(vm.TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
		}
		return IntToFloat(r)
	}
	return 0, vm.Errorf(vm.TypeErrorType, "must be real number, not %s", TypeName(x))
}

// Index converts x to an int value (vm.Int or *vm.BigInt) as operator.index
// does.
func Index(t *vm.Thread, x vm.Value) (vm.Value, error) {
	switch v := Unwrap(x).(type) {
	case vm.Int, *vm.BigInt:
		return v, nil
	case vm.Bool:
		if v {
			return vm.MakeInt(1), nil
		}
		return vm.MakeInt(0), nil
	}
	r, ok, err := callDunder(t, x, "__index__")
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(x))
	}
	if !IsInt(r) {
		return nil, vm.Errorf(vm.TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
	}
	return Index(t, r)
}

// IndexBig is Index returning a new *big.Int.
func IndexBig(t *vm.Thread, x vm.Value) (*big.Int, error) {
	v, err := Index(t, x)
	if err != nil {
		return nil, err
	}
	b, _ := Big(v)
	return b, nil
}

// Int64 is Index for a value that must fit in 64 bits; overflow names the
// OverflowError message to raise otherwise.
func Int64(t *vm.Thread, x vm.Value, overflow string) (int64, error) {
	v, err := Index(t, x)
	if err != nil {
		return 0, err
	}
	if i, ok := vm.AsInt64(v); ok {
		return i, nil
	}
	return 0, vm.Errorf(vm.OverflowErrorType, "%s", overflow)
}

// Str returns the Go string of a str value (subclasses included); ok is
// false for anything else.
func Str(x vm.Value) (string, bool) {
	if s, ok := Unwrap(x).(*vm.Str); ok {
		return s.String(), true
	}
	return "", false
}

// Bytes returns the bytes of a bytes-like value (bytes, bytearray); ok is
// false for anything else.
func Bytes(x vm.Value) ([]byte, bool) { return vm.BytesLike(x) }

// Buffer returns the bytes of any object with a buffer (bytes, bytearray,
// memoryview, array.array), as CPython's C functions read a bytes-like
// argument; ok is false for anything else.
func Buffer(x vm.Value) ([]byte, bool) { return vm.BufferBytes(x) }

// Kwargs splits a call's arguments into positional ones and a name → value
// map of the keyword ones.
func Kwargs(args []vm.Value, kwnames []string) ([]vm.Value, map[string]vm.Value) {
	npos := len(args) - len(kwnames)
	if len(kwnames) == 0 {
		return args, nil
	}
	kw := make(map[string]vm.Value, len(kwnames))
	for i, n := range kwnames {
		kw[n] = args[npos+i]
	}
	return args[:npos], kw
}

// PythonModule returns the initialiser of a module written in Python whose
// source a Go package embeds: a Go package can then own a module that is
// simplest to state in Python (pathlib, shutil, tempfile) and register it
// as it registers its Go modules.
func PythonModule(name, src string) vm.ModuleInit {
	return pythonModule(name, src, false)
}

// PythonPackage registers a package written in Python whose files a Go
// package embeds: __init__.py is the package itself (with __path__ set, so
// its submodules and relative imports resolve) and every other name.py in
// files is the submodule pkg.name. A module folder stdlib/<pkg>/ thus
// holds its whole package, as it holds a module's one file.
func PythonPackage(pkg string, files fs.FS) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		panic("native.PythonPackage " + pkg + ": " + err.Error())
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".py") {
			continue
		}
		b, err := fs.ReadFile(files, name)
		if err != nil {
			panic("native.PythonPackage " + pkg + ": " + err.Error())
		}
		if name == "__init__.py" {
			vm.RegisterModule(pkg, pythonModule(pkg, string(b), true))
			continue
		}
		sub := pkg + "." + strings.TrimSuffix(name, ".py")
		vm.RegisterModule(sub, pythonModule(sub, string(b), false))
	}
}

// pythonModule is PythonModule with the attributes that make relative
// imports work: __package__, and __path__ for a package.
func pythonModule(name, src string, pkg bool) vm.ModuleInit {
	// Parsing and compiling were most of an import's time (typing: 7 of
	// 9 ms); they happen once per process, at the first import.
	run := CompiledPrelude("<frozen "+name+">", src)
	return func(t *vm.Thread) (*vm.Module, error) {
		m := vm.NewModule(name)
		d := m.Dict()
		if pkg {
			d.SetString("__path__", vm.NewList(nil))
			d.SetString("__package__", vm.NewStr(name))
		} else if i := strings.LastIndexByte(name, '.'); i >= 0 {
			d.SetString("__package__", vm.NewStr(name[:i]))
		}
		t.AddModule(m) // visible to circular imports while it runs
		if err := run(t, m); err != nil {
			return nil, err
		}
		return m, nil
	}
}
