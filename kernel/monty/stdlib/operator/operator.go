// Package operator is _operator for monty: itemgetter and attrgetter in
// Go, as CPython's C module has them (they are the key functions of sorts
// and groupings, called once per element). The rest of operator is Python
// (operator.py beside this file), which imports these when present.
package operator

import (
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

type itemgetter struct{ items []vm.Value }

type attrgetter struct {
	attrs []vm.Value  // as given, for repr and reduce
	paths [][]*vm.Str // each split at its dots
}

var itemgetterType, attrgetterType *vm.Type

func (*itemgetter) Type() *vm.Type { return itemgetterType }
func (*attrgetter) Type() *vm.Type { return attrgetterType }

func init() {
	itemgetterType = vm.NewNativeType(vm.NativeType{
		Name: "itemgetter", Module: "operator", Final: true,
		Doc: "itemgetter(item, ...) --> itemgetter object\n\nReturn a callable object that fetches the given item(s) from its operand.\nAfter f = itemgetter(2), the call f(r) returns r[2].\nAfter g = itemgetter(2, 5, 3), the call g(r) returns (r[2], r[5], r[3])",
		New: func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.NoKwargs("itemgetter", kw); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return nil, vm.Errorf(vm.TypeErrorType, "itemgetter expected 1 argument, got 0")
			}
			return &itemgetter{items: append([]vm.Value(nil), args...)}, nil
		},
		Methods: map[string]vm.BuiltinFunc{
			"__call__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := call("itemgetter", args, kw); err != nil {
					return nil, err
				}
				g := args[0].(*itemgetter)
				if len(g.items) == 1 {
					return t.GetItem(args[1], g.items[0])
				}
				out := make(vm.Tuple, len(g.items))
				for i, k := range g.items {
					v, err := t.GetItem(args[1], k)
					if err != nil {
						return nil, err
					}
					out[i] = v
				}
				return out, nil
			},
			"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return reprOf(t, "operator.itemgetter", args[0].(*itemgetter).items)
			},
			"__reduce__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return vm.Tuple{itemgetterType, vm.Tuple(args[0].(*itemgetter).items)}, nil
			},
		},
	})
	attrgetterType = vm.NewNativeType(vm.NativeType{
		Name: "attrgetter", Module: "operator", Final: true,
		Doc: "attrgetter(attr, ...) --> attrgetter object\n\nReturn a callable object that fetches the given attribute(s) from its operand.\nAfter f = attrgetter('name'), the call f(r) returns r.name.\nAfter g = attrgetter('name', 'date'), the call g(r) returns (r.name, r.date).\nAfter h = attrgetter('name.first', 'name.last'), the call h(r) returns\n(r.name.first, r.name.last).",
		New: func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.NoKwargs("attrgetter", kw); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return nil, vm.Errorf(vm.TypeErrorType, "attrgetter expected 1 argument, got 0")
			}
			g := &attrgetter{attrs: append([]vm.Value(nil), args...)}
			for _, a := range args {
				s, ok := a.(*vm.Str)
				if !ok {
					return nil, vm.Errorf(vm.TypeErrorType, "attribute name must be a string")
				}
				var path []*vm.Str
				for _, part := range strings.Split(s.String(), ".") {
					path = append(path, vm.NewStr(part))
				}
				g.paths = append(g.paths, path)
			}
			return g, nil
		},
		Methods: map[string]vm.BuiltinFunc{
			"__call__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := call("attrgetter", args, kw); err != nil {
					return nil, err
				}
				g := args[0].(*attrgetter)
				if len(g.paths) == 1 {
					return walk(t, args[1], g.paths[0])
				}
				out := make(vm.Tuple, len(g.paths))
				for i, p := range g.paths {
					v, err := walk(t, args[1], p)
					if err != nil {
						return nil, err
					}
					out[i] = v
				}
				return out, nil
			},
			"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return reprOf(t, "operator.attrgetter", args[0].(*attrgetter).attrs)
			},
			"__reduce__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return vm.Tuple{attrgetterType, vm.Tuple(args[0].(*attrgetter).attrs)}, nil
			},
		},
	})
	vm.RegisterModule("_operator", func(t *vm.Thread) (*vm.Module, error) {
		m := vm.NewModule("_operator")
		m.Dict().SetString("itemgetter", itemgetterType)
		m.Dict().SetString("attrgetter", attrgetterType)
		return m, nil
	})
}

// call checks a getter's call: one positional argument.
func call(name string, args []vm.Value, kw []string) error {
	if err := native.NoKwargs(name, kw); err != nil {
		return err
	}
	if len(args) != 2 {
		return vm.Errorf(vm.TypeErrorType, "%s expected 1 argument, got %d", name, len(args)-1)
	}
	return nil
}

func walk(t *vm.Thread, obj vm.Value, path []*vm.Str) (vm.Value, error) {
	for _, name := range path {
		v, err := t.GetAttr(obj, name)
		if err != nil {
			return nil, err
		}
		obj = v
	}
	return obj, nil
}

func reprOf(t *vm.Thread, name string, items []vm.Value) (vm.Value, error) {
	parts := make([]string, len(items))
	for i, it := range items {
		r, err := t.Repr(it)
		if err != nil {
			return nil, err
		}
		parts[i] = r
	}
	return vm.NewStr(name + "(" + strings.Join(parts, ", ") + ")"), nil
}
