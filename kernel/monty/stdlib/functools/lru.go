// Package functools is _functools for monty: the lru_cache wrapper in Go,
// as CPython's C module has it (_lru_cache_wrapper). The rest of functools
// is Python (functools.py beside this file), which uses it when present.
package functools

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// wrapper is a function with its cache. With a maxsize the entries form
// a list from the least to the most recently used.
type wrapper struct {
	fn        vm.Value
	maxsize   int // -1: unbounded
	typed     bool
	cacheInfo vm.Value
	cache     *vm.Dict // key -> *entry (bounded) or the result
	root      entry    // the list's sentinel: root.next is the oldest
	hits      int64
	misses    int64
}

// entry is a cached result of a bounded cache, linked in use order.
type entry struct {
	prev, next *entry
	key        vm.Value
	result     vm.Value
}

var wrapperType, entryType, kwdMarkType *vm.Type

func (*wrapper) Type() *vm.Type { return wrapperType }
func (*entry) Type() *vm.Type   { return entryType }

// kwdMark separates positional arguments from keyword items in a key;
// mark is its one (immutable) instance.
type kwdMark struct{ _ byte }

func (*kwdMark) Type() *vm.Type { return kwdMarkType }

var mark = &kwdMark{}

func init() {
	entryType = vm.NewNativeType(vm.NativeType{Name: "_lru_entry", Module: "functools", Final: true})
	kwdMarkType = vm.NewNativeType(vm.NativeType{Name: "_kwd_mark", Module: "functools", Final: true})
	wrapperType = vm.NewNativeType(vm.NativeType{
		Name: "_lru_cache_wrapper", Module: "functools",
		Doc: "Create a cached callable that wraps another function.",
		New: newWrapper,
		Methods: map[string]vm.BuiltinFunc{
			"__call__": call,
			"__get__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if len(args) < 2 || args[1] == vm.None {
					return args[0], nil
				}
				return &vm.BoundMethod{Self: args[1], Func: args[0]}, nil
			},
			"cache_info": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("cache_info", "cache_info", args[1:], kw, 0, 0); err != nil {
					return nil, err
				}
				w := self(args[0])
				var maxsize vm.Value = vm.None
				if w.maxsize >= 0 {
					maxsize = vm.MakeInt(int64(w.maxsize))
				}
				return t.Call(w.cacheInfo, []vm.Value{vm.MakeInt(w.hits), vm.MakeInt(w.misses), maxsize, vm.MakeInt(int64(w.cache.Len()))}, nil)
			},
			"cache_clear": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("cache_clear", "cache_clear", args[1:], kw, 0, 0); err != nil {
					return nil, err
				}
				w := self(args[0])
				w.clear()
				return vm.None, nil
			},
			"__copy__":     func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__deepcopy__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
		},
	})
	vm.RegisterModule("_functools", func(t *vm.Thread) (*vm.Module, error) {
		m := vm.NewModule("_functools")
		m.Dict().SetString("_lru_cache_wrapper", wrapperType)
		return m, nil
	})
}

func self(v vm.Value) *wrapper { return native.Unwrap(v).(*wrapper) }

func (w *wrapper) clear() {
	w.cache = vm.NewDict(0)
	w.root.prev, w.root.next = &w.root, &w.root
	w.hits, w.misses = 0, 0
}

func newWrapper(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("_lru_cache_wrapper", kw); err != nil {
		return nil, err
	}
	if len(args) != 4 {
		return nil, vm.Errorf(vm.TypeErrorType, "_lru_cache_wrapper expected 4 arguments, got %d", len(args))
	}
	w := &wrapper{fn: args[0], maxsize: -1, cacheInfo: args[3]}
	if !callable(args[0]) {
		return nil, vm.Errorf(vm.TypeErrorType, "the first argument must be callable")
	}
	if args[1] != vm.None {
		if !native.IsInt(args[1]) {
			return nil, vm.Errorf(vm.TypeErrorType, "maxsize should be integer or None")
		}
		n, err := native.Int64(t, args[1], "Python int too large to convert to C ssize_t")
		if err != nil {
			return nil, err
		}
		w.maxsize = int(max(0, min(n, 1<<40)))
	}
	typed, err := t.Truth(args[2])
	if err != nil {
		return nil, err
	}
	w.typed = typed
	w.clear()
	return vm.WrapInstance(cls, w), nil
}

func callable(v vm.Value) bool {
	switch v.(type) {
	case *vm.Function, *vm.Builtin, *vm.BoundMethod, *vm.Type:
		return true
	}
	return v.Type().Lookup("__call__") != nil
}

// key is the cache key of a call, as functools._make_key builds it: the
// argument itself for one int or str, else a tuple of the arguments, a
// marker and the keyword items (and the types when typed).
func (w *wrapper) key(args []vm.Value, kw []string) vm.Value {
	npos := len(args) - len(kw)
	if len(kw) == 0 && !w.typed && npos == 1 {
		switch a := args[0].(type) {
		case vm.Int, *vm.Str:
			return a
		case *vm.BigInt:
			return a
		}
	}
	key := make(vm.Tuple, 0, len(args)+len(kw)+1)
	key = append(key, args[:npos]...)
	if len(kw) > 0 {
		key = append(key, mark)
		for i, name := range kw {
			key = append(key, vm.NewStr(name), args[npos+i])
		}
	}
	if w.typed {
		for _, a := range args[:npos] {
			key = append(key, a.Type())
		}
		for _, a := range args[npos:] {
			key = append(key, a.Type())
		}
	}
	return key
}

func call(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	w := self(args[0])
	args = args[1:]
	if w.maxsize == 0 {
		w.misses++
		return t.Call(w.fn, args, kw)
	}
	key := w.key(args, kw)
	v, ok, err := t.DictGet(w.cache, key)
	if err != nil {
		return nil, err
	}
	if ok {
		w.hits++
		if e, isEntry := v.(*entry); isEntry {
			e.unlink()
			e.linkBefore(&w.root)
			return e.result, nil
		}
		return v, nil
	}
	w.misses++
	result, err := t.Call(w.fn, args, kw)
	if err != nil {
		return nil, err
	}
	if w.maxsize < 0 {
		return result, t.DictSet(w.cache, key, result)
	}
	// The call may have cached this key itself (recursion): keep that.
	if _, ok, err := t.DictGet(w.cache, key); err != nil || ok {
		return result, err
	}
	if w.cache.Len() >= w.maxsize {
		old := w.root.next
		old.unlink()
		if err := t.DelItem(w.cache, old.key); err != nil {
			return nil, err
		}
	}
	e := &entry{key: key, result: result}
	e.linkBefore(&w.root)
	return result, t.DictSet(w.cache, key, e)
}

func (e *entry) unlink() {
	e.prev.next, e.next.prev = e.next, e.prev
}

// linkBefore puts e just before r (at the most recent end for the root).
func (e *entry) linkBefore(r *entry) {
	e.prev, e.next = r.prev, r
	r.prev.next = e
	r.prev = e
}
