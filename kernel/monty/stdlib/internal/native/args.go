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

// PyArgs binds the arguments of a function CPython writes in Python
// (re.match, json.dumps, ...): params names the parameters in order, the
// first required ones having no default; the result holds nil for an
// omitted optional argument. Errors read as a Python function's do.
func PyArgs(fname string, args []vm.Value, kwnames []string, required int, params ...string) ([]vm.Value, error) {
	npos := len(args) - len(kwnames)
	out := make([]vm.Value, len(params))
	if npos > len(params) {
		if required == len(params) {
			return nil, vm.Errorf(vm.TypeErrorType, "%s() takes %d positional argument%s but %d were given", fname, len(params), plural(len(params)), npos)
		}
		return nil, vm.Errorf(vm.TypeErrorType, "%s() takes from %d to %d positional arguments but %d were given", fname, required, len(params), npos)
	}
	copy(out, args[:npos])
	for i, name := range kwnames {
		found := false
		for j, p := range params {
			if p == name {
				if out[j] != nil {
					return nil, vm.Errorf(vm.TypeErrorType, "%s() got multiple values for argument '%s'", fname, name)
				}
				out[j] = args[npos+i]
				found = true
				break
			}
		}
		if !found {
			return nil, vm.Errorf(vm.TypeErrorType, "%s() got an unexpected keyword argument '%s'", fname, name)
		}
	}
	var missing []string
	for j := 0; j < required; j++ {
		if out[j] == nil {
			missing = append(missing, "'"+params[j]+"'")
		}
	}
	if len(missing) > 0 {
		list := missing[0]
		switch n := len(missing); {
		case n == 2:
			list = missing[0] + " and " + missing[1]
		case n > 2:
			list = ""
			for i, m := range missing {
				switch {
				case i == n-1:
					list += "and " + m
				default:
					list += m + ", "
				}
			}
		}
		return nil, vm.Errorf(vm.TypeErrorType, "%s() missing %d required positional argument%s: %s", fname, len(missing), plural(len(missing)), list)
	}
	return out, nil
}
