// Package gc is Python's gc module for monty. monty's objects live in Go's
// heap, so collect() runs Go's collector, the callbacks of the weak
// references whose referents died, and the finalisation of unreachable
// suspended generators; it returns how many such objects it found.
package gc

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/weakref"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() { vm.RegisterModule("gc", newGC) }

// newGC is the gc module: collect() (Go's collector, then the weak
// references' callbacks) and the switches a program may flip. What would
// reach other objects (get_objects, get_referrers, get_referents) does
// not exist: the sandbox has no way to enumerate the heap.
func newGC(t *vm.Thread) (*vm.Module, error) {
	enabled := true
	m := native.NewModule("gc", native.Funcs{
		"collect": collect,
		"enable": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			enabled = true
			return vm.None, native.Count("enable", "enable", args, kw, 0, 0)
		},
		"disable": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			enabled = false
			return vm.None, native.Count("disable", "disable", args, kw, 0, 0)
		},
		"isenabled": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.Bool(enabled), native.Count("isenabled", "isenabled", args, kw, 0, 0)
		},
		"get_count": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.Tuple{vm.MakeInt(0), vm.MakeInt(0), vm.MakeInt(0)}, nil
		},
		"get_threshold": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.Tuple{vm.MakeInt(700), vm.MakeInt(10), vm.MakeInt(10)}, nil
		},
		"set_threshold": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.None, nil
		},
		"freeze":   func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.None, nil },
		"unfreeze": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.None, nil },
		"get_freeze_count": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.MakeInt(0), nil
		},
	})
	m.Dict().SetString("garbage", vm.NewList(nil))
	m.Dict().SetString("callbacks", vm.NewList(nil))
	return m, nil
}

// collect is gc.collect([generation]): the generators the program can no
// longer reach are closed (their finally blocks run), then Go's collector
// runs and the weak references' callbacks follow. The count is of the
// objects found dead that way; cycles of plain objects are freed by Go
// without being counted.
func collect(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if n := len(args) - len(kw); n > 1 {
		return nil, vm.Errorf(vm.TypeErrorType, "collect() takes at most 1 argument (%d given)", n)
	}
	if _, err := native.PyArgs("collect", args, kw, 0, "generation"); err != nil {
		return nil, err
	}
	closed, err := t.CollectGenerators()
	if err != nil {
		return nil, err
	}
	dead, err := weakref.Collect(t)
	if err != nil {
		return nil, err
	}
	return vm.MakeInt(int64(closed + dead)), nil
}
