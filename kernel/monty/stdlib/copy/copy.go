// Package copy is Python's copy module for monty, written in Python
// (copy.py) and embedded in the binary, with one Go helper (the private
// module _copy) that recognises the instances deepcopy may copy by their
// __dict__ alone.
package copy

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed copy.py
var src string

func init() {
	vm.RegisterModule("copy", native.PythonModule("copy", src))
	vm.RegisterModule("_copy", newHelperModule)
}

func newHelperModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("_copy")
	m.Dict().SetString("plain_state", vm.NewBuiltin("plain_state", plainState))
	return m, nil
}

// absent are the names whose presence on the class (or, for the first,
// the instance) gives an instance a copying protocol of its own.
var absent = [...]string{"__deepcopy__", "__setstate__", "__getnewargs__", "__getnewargs_ex__",
	"__slots__", "__getattr__"}

// asObject are the names the class must take from object itself.
var asObject = [...]string{"__reduce_ex__", "__reduce__", "__getstate__", "__new__", "__getattribute__"}

// plainState is plain_state(x): x's __dict__ when x is an instance of a
// Python class that copies as object's own protocol would (a new
// instance from object.__new__ whose __dict__ is a deep copy of x's),
// None otherwise.
func plainState(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("plain_state", "plain_state", args, kw, 1, 1); err != nil {
		return nil, err
	}
	o, ok := args[0].(*vm.Object)
	if !ok || o.Base() != nil {
		return vm.None, nil
	}
	cls := o.Type()
	for _, name := range absent {
		if cls.Lookup(name) != nil {
			return vm.None, nil
		}
	}
	for _, name := range asObject {
		if cls.Lookup(name) != vm.ObjectType.Lookup(name) {
			return vm.None, nil
		}
	}
	d := o.Dict()
	if _, own := d.GetString("__deepcopy__"); own {
		return vm.None, nil
	}
	return d, nil
}
