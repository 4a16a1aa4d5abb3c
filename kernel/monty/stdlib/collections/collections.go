// Package collections is _collections for monty: the hot parts of Python's
// collections module in Go, as CPython's C module _collections holds them.
// The Python package collections (__init__.py beside this file) imports it when present
// and keeps its pure-Python definitions otherwise.
package collections

import (
	"math"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() {
	// x + 1 for counts that are not ints, with Python's full
	// binary-operator protocol; compiled once per process.
	add1 := native.CompiledPrelude("<frozen _collections>", "def _add1(x):\n    return x + 1\n")
	vm.RegisterModule("_collections", func(t *vm.Thread) (*vm.Module, error) {
		m := native.NewModule("_collections", native.Funcs{
			"_count_elements": countElements,
		})
		m.Dict().SetString("_deque", dequeType)
		if err := add1(t, m); err != nil {
			return nil, err
		}
		return m, nil
	})
}

// countElements is _count_elements(mapping, iterable): mapping[elem] =
// mapping.get(elem, 0) + 1 for every element. A dict, or a dict subclass
// that keeps dict's get and __setitem__ (Counter), is counted into
// directly, as CPython's C version does.
func countElements(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_count_elements", "_count_elements", args, kw, 2, 2); err != nil {
		return nil, err
	}
	mapping, iterable := args[0], args[1]
	var d *vm.Dict
	switch m := mapping.(type) {
	case *vm.Dict:
		d = m
	case *vm.Object:
		c := m.Type()
		if b, ok := m.Base().(*vm.Dict); ok && c.Lookup("get") == vm.DictType.Lookup("get") &&
			c.Lookup("__setitem__") == vm.DictType.Lookup("__setitem__") {
			d = b
		}
	}
	one := vm.MakeInt(1)
	if d != nil {
		return vm.None, t.Iterate(iterable, func(elem vm.Value) error {
			old, ok, err := t.DictGet(d, elem)
			if err != nil {
				return err
			}
			var n vm.Value = one
			if ok {
				if n, err = plusOne(t, old); err != nil {
					return err
				}
			}
			return t.DictSet(d, elem, n)
		})
	}
	get, err := t.GetAttrString(mapping, "get")
	if err != nil {
		return nil, err
	}
	zero := vm.MakeInt(0)
	return vm.None, t.Iterate(iterable, func(elem vm.Value) error {
		old, err := t.Call(get, []vm.Value{elem, zero}, nil)
		if err != nil {
			return err
		}
		n, err := plusOne(t, old)
		if err != nil {
			return err
		}
		return t.SetItem(mapping, elem, n)
	})
}

// plusOne is x + 1.
func plusOne(t *vm.Thread, x vm.Value) (vm.Value, error) {
	if i, ok := x.(vm.Int); ok && int64(i) < math.MaxInt64 {
		return vm.MakeInt(int64(i) + 1), nil
	}
	m, err := t.ImportModule("_collections")
	if err != nil {
		return nil, err
	}
	add1, _ := m.Dict().GetString("_add1")
	return t.Call(add1, []vm.Value{x}, nil)
}
