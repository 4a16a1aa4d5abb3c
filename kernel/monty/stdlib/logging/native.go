package logging

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// _logging holds the Go half of the hot path: every logging call builds a
// LogRecord of twenty attributes, and one call setting them all costs a
// fraction of twenty attribute stores in Python.
func init() {
	vm.RegisterModule("_logging", func(t *vm.Thread) (*vm.Module, error) {
		return native.NewModule("_logging", native.Funcs{"set_fields": setFields}), nil
	})
}

// setFields is _logging.set_fields(obj, names, *values): setattr(obj,
// names[i], values[i]) for each name of the tuple names, in order.
func setFields(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(kw) != 0 || len(args) < 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "set_fields(obj, names, *values) takes positional arguments only")
	}
	names, ok := args[1].(vm.Tuple)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "set_fields() names must be a tuple of str")
	}
	values := args[2:]
	if len(values) != len(names) {
		return nil, vm.Errorf(vm.TypeErrorType, "set_fields() got %d values for %d names", len(values), len(names))
	}
	for i, n := range names {
		s, ok := n.(*vm.Str)
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "set_fields() names must be a tuple of str")
		}
		if err := t.SetAttr(args[0], s, values[i]); err != nil {
			return nil, err
		}
	}
	return vm.None, nil
}
