// Package weakref is Python's weakref module for monty, with _weakref
// and gc underneath it.
//
// monty's objects live on Go's heap and are reclaimed by Go's collector,
// not by reference counting. A weak reference therefore holds a Go weak
// pointer (package weak) to its referent: ref() returns the object while
// anything reaches it, and None once Go's collector has reclaimed it. The
// difference from CPython is one of timing: CPython frees an object the
// moment its last reference goes (del x; r() is None at once), monty at
// the next collection, which a program forces with gc.collect(). Callbacks
// (of ref, WeakValueDictionary, WeakSet, finalize) run in gc.collect(),
// on the Thread that collects, never on Go's finalizer goroutine.
//
// Instances of Python classes and Python functions are referenced weakly;
// the other referents CPython allows (classes, sets, bound methods,
// generators, built-in functions) are held strongly and never die.
// WeakValueDictionary, WeakKeyDictionary, WeakSet, WeakMethod, proxy and
// finalize are Python (weakref.py) on ref.
package weakref

import (
	_ "embed"
	"runtime"
	"weak"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed weakref.py
var src string

var (
	refType      *vm.Type
	registryType = vm.NewNativeType(vm.NativeType{Name: "_registry", Module: "_weakref", Final: true})
)

// ref is a weak reference. Exactly one of obj, fn and strong is set.
type ref struct {
	obj      weak.Pointer[vm.Object]
	fn       weak.Pointer[vm.Function]
	strong   vm.Value
	callback vm.Value // nil: none
	hash     int64
	hashed   bool
	self     vm.Value // the Python-visible reference (a subclass instance, or the ref)
}

func (*ref) Type() *vm.Type { return refType }

func (r *ref) get() vm.Value {
	switch {
	case r.strong != nil:
		return r.strong
	case r.obj != weak.Pointer[vm.Object]{}:
		if o := r.obj.Value(); o != nil {
			return o
		}
	case r.fn != weak.Pointer[vm.Function]{}:
		if f := r.fn.Value(); f != nil {
			return f
		}
	}
	return nil
}

// registry is one Thread's weak references by referent, for
// getweakrefcount, the reuse of a callback-less ref, and the callbacks
// gc.collect runs.
type registry struct {
	refs  map[any][]*ref
	order []any // keys in the order of their first reference
	swept int   // len(order) after the last sweep
}

func (*registry) Type() *vm.Type { return registryType }

func init() {
	refType = vm.NewNativeType(vm.NativeType{
		Name: "ReferenceType", Module: "weakref",
		New: newRef,
		Methods: map[string]vm.BuiltinFunc{
			"__call__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("weakref", "__call__", args[1:], kw, 0, 0); err != nil {
					return nil, err
				}
				if v := self(args[0]).get(); v != nil {
					return v, nil
				}
				return vm.None, nil
			},
			"__hash__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				r := self(args[0])
				if !r.hashed {
					v := r.get()
					if v == nil {
						return nil, vm.Errorf(vm.TypeErrorType, "weak object has gone away")
					}
					h, err := t.Hash(v)
					if err != nil {
						return nil, err
					}
					r.hash, r.hashed = h, true
				}
				return vm.MakeInt(r.hash), nil
			},
			"__eq__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return equal(t, args, false)
			},
			"__ne__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return equal(t, args, true)
			},
			"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				m, err := t.ImportModule("weakref")
				if err != nil {
					return nil, err
				}
				f, _ := m.Dict().GetString("_ref_repr")
				v := self(args[0]).get()
				if v == nil {
					v = vm.None
				}
				return t.Call(f, []vm.Value{args[0], v}, nil)
			},
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"__callback__": func(t *vm.Thread, s vm.Value) (vm.Value, error) {
				if cb := self(s).callback; cb != nil {
					return cb, nil
				}
				return vm.None, nil
			},
		},
	})
	vm.RegisterModule("_weakref", func(t *vm.Thread) (*vm.Module, error) {
		m := native.NewModule("_weakref", native.Funcs{
			"getweakrefcount": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("getweakrefcount", "getweakrefcount", args, kw, 1, 1); err != nil {
					return nil, err
				}
				return vm.MakeInt(int64(len(live(t, args[0])))), nil
			},
			"getweakrefs": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("getweakrefs", "getweakrefs", args, kw, 1, 1); err != nil {
					return nil, err
				}
				var out []vm.Value
				for _, r := range live(t, args[0]) {
					out = append(out, r.self)
				}
				return vm.NewList(out), nil
			},
		})
		m.Dict().SetString("ref", refType)
		m.Dict().SetString("ReferenceType", refType)
		m.Dict().SetString("_registry", &registry{refs: map[any][]*ref{}})
		return m, nil
	})
	vm.RegisterModule("weakref", native.PythonModule("weakref", src))
}

func self(v vm.Value) *ref { return native.Unwrap(v).(*ref) }

func equal(t *vm.Thread, args []vm.Value, negate bool) (vm.Value, error) {
	if len(args) != 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "expected 1 argument, got %d", len(args)-1)
	}
	a := self(args[0])
	b, ok := native.Unwrap(args[1]).(*ref)
	if !ok {
		return vm.NotImplemented, nil
	}
	x, y := a.get(), b.get()
	var eq bool
	if x == nil || y == nil {
		eq = a == b
	} else {
		var err error
		if eq, err = t.Equal(x, y); err != nil {
			return nil, err
		}
	}
	return vm.Bool(eq != negate), nil
}

func reg(t *vm.Thread) (*registry, error) {
	m, err := t.ImportModule("_weakref")
	if err != nil {
		return nil, err
	}
	r, _ := m.Dict().GetString("_registry")
	return r.(*registry), nil
}

// key is the registry's key for a referent, and a ref to it; ok is false
// when the object cannot be weakly referenced.
func key(t *vm.Thread, v vm.Value) (any, *ref, bool) {
	switch x := v.(type) {
	case *vm.Object:
		if !weakrefable(x.Type()) {
			return nil, nil, false
		}
		p := weak.Make(x)
		return p, &ref{obj: p}, true
	case *vm.Function:
		p := weak.Make(x)
		return p, &ref{fn: p}, true
	case *vm.Type, *vm.Set, *vm.BoundMethod, *vm.Generator, *vm.Builtin:
		return x, &ref{strong: x}, true
	}
	return nil, nil, false
}

// weakrefable reports whether instances of c have a __weakref__ slot:
// some class of the MRO has no __slots__ or lists __weakref__.
func weakrefable(c *vm.Type) bool {
	for _, b := range c.MRO() {
		if b == vm.ObjectType {
			continue
		}
		if _, isBuiltin := b.Dict().GetString("__module__"); !isBuiltin {
			continue // a built-in base (list, dict): its subclasses decide
		}
		slots, ok := b.Dict().GetString("__slots__")
		if !ok {
			return true
		}
		found := false
		if s, ok := native.Str(slots); ok {
			found = s == "__weakref__"
		} else if it, err := iterStrings(slots); err == nil {
			for _, s := range it {
				found = found || s == "__weakref__"
			}
		}
		if found {
			return true
		}
	}
	return false
}

func iterStrings(v vm.Value) ([]string, error) {
	var out []string
	switch x := v.(type) {
	case vm.Tuple:
		for _, e := range x {
			if s, ok := native.Str(e); ok {
				out = append(out, s)
			}
		}
	case *vm.List:
		for _, e := range x.Elems() {
			if s, ok := native.Str(e); ok {
				out = append(out, s)
			}
		}
	}
	return out, nil
}

func newRef(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	npos := len(args) - len(kw)
	if npos < 1 || npos > 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "__new__ expected at most 2 arguments, got %d", npos)
	}
	obj := args[0]
	k, r, ok := key(t, obj)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "cannot create weak reference to '%s' object", obj.Type().Name())
	}
	if npos == 2 && args[1] != vm.None {
		r.callback = args[1]
	}
	g, err := reg(t)
	if err != nil {
		return nil, err
	}
	// A plain ref without a callback is shared, as CPython's is.
	if r.callback == nil && cls == refType {
		for _, old := range g.refs[k] {
			if old.callback == nil && old.self == vm.Value(old) && old.get() != nil {
				return old, nil
			}
		}
	}
	// Between collections the registry forgets the references that have
	// died, whenever it has doubled.
	if len(g.order) > 2*g.swept+64 {
		if err := sweep(t, g); err != nil {
			return nil, err
		}
	}
	r.self = vm.WrapInstance(cls, r)
	if _, seen := g.refs[k]; !seen {
		g.order = append(g.order, k)
	}
	g.refs[k] = append(g.refs[k], r)
	return r.self, nil
}

// live is the references to v that still hold it.
func live(t *vm.Thread, v vm.Value) []*ref {
	k, _, ok := key(t, v)
	if !ok {
		return nil
	}
	g, err := reg(t)
	if err != nil {
		return nil
	}
	return g.refs[k]
}

// collect runs Go's collector, then the callbacks of the references whose
// referents it reclaimed (most recent reference first, as CPython), and
// forgets them.
// Collect runs Go's collector, then the callbacks of the weak references
// whose referents it freed, and returns how many referents died. It is
// gc.collect's part in weak references; nothing happens until the
// program has imported weakref.
func Collect(t *vm.Thread) (int, error) {
	if _, ok := t.Modules()["_weakref"]; !ok {
		runtime.GC()
		return 0, nil
	}
	runtime.GC()
	g, err := reg(t)
	if err != nil {
		return 0, err
	}
	before := len(g.order)
	err = sweep(t, g)
	return before - len(g.order), err
}

func sweep(t *vm.Thread, g *registry) error {
	var keep []any
	var dead []*ref
	for _, k := range g.order {
		refs := g.refs[k]
		if len(refs) > 0 && refs[0].get() == nil {
			for i := len(refs) - 1; i >= 0; i-- {
				dead = append(dead, refs[i])
			}
			delete(g.refs, k)
			continue
		}
		keep = append(keep, k)
	}
	g.order = keep
	g.swept = len(keep)
	for _, r := range dead {
		if r.callback != nil {
			if _, err := t.Call(r.callback, []vm.Value{r.self}, nil); err != nil {
				// CPython prints a callback's exception and goes on.
				_ = err
			}
		}
	}
	return nil
}
