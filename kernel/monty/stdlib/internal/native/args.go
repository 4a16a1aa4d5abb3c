package native

import "github.com/backyard-dev/backyard/kernel/monty/vm"

// The argument-count errors of CPython's C functions come in a few
// shapes, depending on how the function parses its arguments; these
// helpers produce each one.

// NoKwargs is "f() takes no keyword arguments" (qualname as CPython prints
// it, e.g. "math.gcd").
func NoKwargs(qualname string, kwnames []string) error {
	if len(kwnames) > 0 {
		return vm.Errorf(vm.TypeErrorType, "%s() takes no keyword arguments", qualname)
	}
	return nil
}

// One checks the arguments of a one-argument function (METH_O):
// "math.sqrt() takes exactly one argument (2 given)".
func One(qualname string, args []vm.Value, kwnames []string) error {
	if err := NoKwargs(qualname, kwnames); err != nil {
		return err
	}
	if len(args) != 1 {
		return vm.Errorf(vm.TypeErrorType, "%s() takes exactly one argument (%d given)", qualname, len(args))
	}
	return nil
}

// Count checks the positional arguments of a function that takes from lo
// to hi of them (_PyArg_CheckPositional): "pow expected 2 arguments, got
// 1", "perm expected at least 1 argument, got 0". qualname is for the
// keyword error.
func Count(qualname, name string, args []vm.Value, kwnames []string, lo, hi int) error {
	if err := NoKwargs(qualname, kwnames); err != nil {
		return err
	}
	n := len(args)
	switch {
	case n >= lo && n <= hi:
		return nil
	case lo == hi:
		return vm.Errorf(vm.TypeErrorType, "%s expected %d argument%s, got %d", name, lo, plural(lo), n)
	case n < lo:
		return vm.Errorf(vm.TypeErrorType, "%s expected at least %d argument%s, got %d", name, lo, plural(lo), n)
	}
	return vm.Errorf(vm.TypeErrorType, "%s expected at most %d argument%s, got %d", name, hi, plural(hi), n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
