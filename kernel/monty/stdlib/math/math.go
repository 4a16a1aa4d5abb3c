// Package math is Python's math module for monty.
//
// The functions follow CPython 3.11's mathmodule.c: the same argument
// conversions (anything with __float__ or __index__ where a float is
// wanted, __index__ where an int is), the same two errors for results out
// of reach ("math domain error" as ValueError for a NaN out of a non-NaN,
// "math range error" as OverflowError for an infinity out of a finite
// argument of a function that can overflow), and the same algorithms where
// CPython has its own (fsum's exact partials, hypot's and dist's
// compensated norm, gamma's Lanczos sum, log of ints too large for a
// float). The elementary functions come from the C library (package libm),
// as CPython's do, so that results agree to the last bit.
package math

import (
	"math"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/libm"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() { vm.RegisterModule("math", newModule) }

// errno is what a C math function reports besides its result.
type errno int

const (
	ok     errno = iota
	edom         // domain error: ValueError
	erange       // range error: OverflowError, unless the result underflowed
)

func domainError() error { return vm.Errorf(vm.ValueErrorType, "math domain error") }
func rangeError() error  { return vm.Errorf(vm.OverflowErrorType, "math range error") }

// isError turns an errno into CPython's exception (is_error in
// mathmodule.c): a range error whose result is small is an underflow, not
// an error.
func isError(e errno, r float64) error {
	switch e {
	case edom:
		return domainError()
	case erange:
		if math.Abs(r) < 1.5 {
			return nil
		}
		return rangeError()
	}
	return nil
}

// unary is a function of one float whose errors are deduced from its
// result (math_1): NaN from non-NaN is a domain error, an infinity from a
// finite argument a range error if canOverflow, else a domain error.
func unary(name string, f func(float64) float64, canOverflow bool) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		x, err := native.Float(t, args[0])
		if err != nil {
			return nil, err
		}
		r := f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return nil, domainError()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if canOverflow {
				return nil, rangeError()
			}
			return nil, domainError()
		}
		return vm.Float(r), nil
	}
}

// unaryErrno is a function that reports its own errors (math_1a).
func unaryErrno(name string, f func(float64) (float64, errno)) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		x, err := native.Float(t, args[0])
		if err != nil {
			return nil, err
		}
		r, e := f(x)
		if err := isError(e, r); err != nil {
			return nil, err
		}
		return vm.Float(r), nil
	}
}

// binary is a function of two floats with its own error rules.
func binary(name string, f func(x, y float64) (float64, errno)) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.Count(qual, name, args, kw, 2, 2); err != nil {
			return nil, err
		}
		x, err := native.Float(t, args[0])
		if err != nil {
			return nil, err
		}
		y, err := native.Float(t, args[1])
		if err != nil {
			return nil, err
		}
		r, e := f(x, y)
		if err := isError(e, r); err != nil {
			return nil, err
		}
		return vm.Float(r), nil
	}
}

// predicate is isfinite, isinf, isnan.
func predicate(name string, f func(float64) bool) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		x, err := native.Float(t, args[0])
		if err != nil {
			return nil, err
		}
		return vm.Bool(f(x)), nil
	}
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("math", native.Funcs{
		"acos":   unary("acos", libm.Acos, false),
		"acosh":  unary("acosh", libm.Acosh, false),
		"asin":   unary("asin", libm.Asin, false),
		"asinh":  unary("asinh", libm.Asinh, false),
		"atan":   unary("atan", libm.Atan, false),
		"atanh":  unary("atanh", libm.Atanh, false),
		"cbrt":   unary("cbrt", libm.Cbrt, false),
		"cos":    unary("cos", libm.Cos, false),
		"cosh":   unary("cosh", libm.Cosh, true),
		"erf":    unary("erf", libm.Erf, false),
		"erfc":   unary("erfc", libm.Erfc, false),
		"exp":    unary("exp", libm.Exp, true),
		"exp2":   unary("exp2", libm.Exp2, true),
		"expm1":  unary("expm1", libm.Expm1, true),
		"fabs":   unary("fabs", math.Abs, false),
		"sin":    unary("sin", libm.Sin, false),
		"sinh":   unary("sinh", libm.Sinh, true),
		"sqrt":   unary("sqrt", math.Sqrt, false),
		"tan":    unary("tan", libm.Tan, false),
		"tanh":   unary("tanh", libm.Tanh, false),
		"log1p":  unary("log1p", libm.Log1p, false),
		"gamma":  unaryErrno("gamma", tgamma),
		"lgamma": unaryErrno("lgamma", lgamma),
		"atan2":  binary("atan2", func(y, x float64) (float64, errno) { return libm.Atan2(y, x), ok }),
		"copysign": binary("copysign", func(x, y float64) (float64, errno) {
			return math.Copysign(x, y), ok
		}),
		"fmod":      binary("fmod", fmod),
		"pow":       binary("pow", pow),
		"remainder": binary("remainder", remainder),
		"nextafter": binary("nextafter", func(x, y float64) (float64, errno) { return math.Nextafter(x, y), ok }),
		"isfinite": predicate("isfinite", func(x float64) bool {
			return !math.IsInf(x, 0) && !math.IsNaN(x)
		}),
		"isinf": predicate("isinf", func(x float64) bool { return math.IsInf(x, 0) }),
		"isnan": predicate("isnan", math.IsNaN),
		"degrees": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return scaled(t, "math.degrees", args, kw, 180.0/math.Pi)
		},
		"radians": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return scaled(t, "math.radians", args, kw, math.Pi/180.0)
		},
		"ulp":       ulp,
		"frexp":     frexp,
		"ldexp":     ldexp,
		"modf":      modf,
		"floor":     rounder("floor", "__floor__", math.Floor),
		"ceil":      rounder("ceil", "__ceil__", math.Ceil),
		"trunc":     trunc,
		"log":       logFunc,
		"log2":      logHelper("log2", libm.Log2, 1),
		"log10":     logHelper("log10", libm.Log10, math.Log10(2)),
		"isclose":   isclose,
		"fsum":      fsum,
		"hypot":     hypot,
		"dist":      dist,
		"prod":      prod,
		"factorial": factorial,
		"gcd":       gcd,
		"lcm":       lcm,
		"isqrt":     isqrt,
		"comb":      comb,
		"perm":      perm,
	})
	d := m.Dict()
	d.SetString("pi", vm.Float(math.Pi))
	d.SetString("e", vm.Float(math.E))
	d.SetString("tau", vm.Float(2*math.Pi))
	d.SetString("inf", vm.Float(math.Inf(1)))
	d.SetString("nan", vm.Float(math.NaN()))
	d.SetString("__doc__", vm.NewStr("This module provides access to the mathematical functions\ndefined by the C standard."))
	return m, nil
}

func scaled(t *vm.Thread, qual string, args []vm.Value, kw []string, factor float64) (vm.Value, error) {
	if err := native.One(qual, args, kw); err != nil {
		return nil, err
	}
	x, err := native.Float(t, args[0])
	if err != nil {
		return nil, err
	}
	return vm.Float(x * factor), nil
}

func fmod(x, y float64) (float64, errno) {
	if math.IsInf(y, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
		return x, ok
	}
	r := libm.Fmod(x, y)
	if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
		return r, edom
	}
	return r, ok
}

func remainder(x, y float64) (float64, errno) {
	switch {
	case math.IsNaN(x):
		return x, ok
	case math.IsNaN(y):
		return y, ok
	case math.IsInf(x, 0) || y == 0:
		return math.NaN(), edom
	case math.IsInf(y, 0):
		return x, ok
	}
	return math.Remainder(x, y), ok
}

func finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// pow follows C99 Annex F for the special values, as CPython does rather
// than trusting the platform.
func pow(x, y float64) (float64, errno) {
	if finite(x) && finite(y) {
		r := libm.Pow(x, y)
		switch {
		case math.IsNaN(r):
			return r, edom
		case math.IsInf(r, 0):
			if x == 0 {
				return r, edom
			}
			return r, erange
		}
		return r, ok
	}
	switch {
	case math.IsNaN(x):
		if y == 0 {
			return 1, ok
		}
		return x, ok
	case math.IsNaN(y):
		if x == 1 {
			return 1, ok
		}
		return y, ok
	case math.IsInf(x, 0):
		oddY := finite(y) && math.Mod(math.Abs(y), 2) == 1
		switch {
		case y > 0:
			if oddY {
				return x, ok
			}
			return math.Abs(x), ok
		case y == 0:
			return 1, ok
		}
		if oddY {
			return math.Copysign(0, x), ok
		}
		return 0, ok
	}
	// y is infinite
	switch {
	case math.Abs(x) == 1:
		return 1, ok
	case y > 0 && math.Abs(x) > 1:
		return y, ok
	case y < 0 && math.Abs(x) < 1:
		return -y, ok
	}
	return 0, ok
}

func ulp(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.ulp", args, kw); err != nil {
		return nil, err
	}
	x, err := native.Float(t, args[0])
	if err != nil {
		return nil, err
	}
	if math.IsNaN(x) {
		return vm.Float(x), nil
	}
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return vm.Float(x), nil
	}
	x2 := math.Nextafter(x, math.Inf(1))
	if math.IsInf(x2, 0) {
		return vm.Float(x - math.Nextafter(x, math.Inf(-1))), nil
	}
	return vm.Float(x2 - x), nil
}

func frexp(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.frexp", args, kw); err != nil {
		return nil, err
	}
	x, err := native.Float(t, args[0])
	if err != nil {
		return nil, err
	}
	if !finite(x) || x == 0 {
		return vm.Tuple{vm.Float(x), vm.MakeInt(0)}, nil
	}
	m, e := math.Frexp(x)
	return vm.Tuple{vm.Float(m), vm.MakeInt(int64(e))}, nil
}

func ldexp(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("math.ldexp", "ldexp", args, kw, 2, 2); err != nil {
		return nil, err
	}
	x, err := native.Float(t, args[0])
	if err != nil {
		return nil, err
	}
	if !native.IsInt(args[1]) {
		return nil, vm.Errorf(vm.TypeErrorType, "Expected an int as second argument to ldexp.")
	}
	if x == 0 || !finite(x) {
		return vm.Float(x), nil
	}
	e, fits := vm.AsInt64(native.Unwrap(args[1]))
	if !fits {
		b, _ := native.Big(args[1])
		if b.Sign() > 0 {
			return nil, rangeError()
		}
		return vm.Float(math.Copysign(0, x)), nil
	}
	switch {
	case e > math.MaxInt32:
		return nil, rangeError()
	case e < math.MinInt32:
		return vm.Float(math.Copysign(0, x)), nil
	}
	r := math.Ldexp(x, int(e))
	if math.IsInf(r, 0) {
		return nil, rangeError()
	}
	return vm.Float(r), nil
}

func modf(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.modf", args, kw); err != nil {
		return nil, err
	}
	x, err := native.Float(t, args[0])
	if err != nil {
		return nil, err
	}
	switch {
	case math.IsInf(x, 0):
		return vm.Tuple{vm.Float(math.Copysign(0, x)), vm.Float(x)}, nil
	case math.IsNaN(x):
		return vm.Tuple{vm.Float(x), vm.Float(x)}, nil
	}
	i, f := math.Modf(x)
	return vm.Tuple{vm.Float(f), vm.Float(i)}, nil
}

// floatToInt converts an integral float to an int, as int(x) does.
func floatToInt(f float64) (vm.Value, error) {
	switch {
	case math.IsInf(f, 0):
		return nil, vm.Errorf(vm.OverflowErrorType, "cannot convert float infinity to integer")
	case math.IsNaN(f):
		return nil, vm.Errorf(vm.ValueErrorType, "cannot convert float NaN to integer")
	}
	if f >= -(1<<63) && f < 1<<63 {
		return vm.MakeInt(int64(f)), nil
	}
	b, _ := bigFloat(f).Int(nil)
	return vm.MakeBigInt(b), nil
}

// rounder is floor or ceil: the float itself for a float, the class's
// dunder when it has one, else the value converted to a float.
func rounder(name, dunder string, f func(float64) float64) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		x := args[0]
		switch v := x.(type) {
		case vm.Float:
			return floatToInt(f(float64(v)))
		case vm.Int, *vm.BigInt:
			return v, nil
		case vm.Bool:
			return native.Index(t, v)
		}
		if r, found, err := native.CallDunder(t, x, dunder); found || err != nil {
			return r, err
		}
		fx, err := native.Float(t, x)
		if err != nil {
			return nil, err
		}
		return floatToInt(f(fx))
	}
}

func trunc(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.trunc", args, kw); err != nil {
		return nil, err
	}
	x := args[0]
	switch v := x.(type) {
	case vm.Float:
		return floatToInt(math.Trunc(float64(v)))
	case vm.Int, *vm.BigInt:
		return v, nil
	case vm.Bool:
		return native.Index(t, v)
	}
	r, found, err := native.CallDunder(t, x, "__trunc__")
	if !found && err == nil {
		return nil, vm.Errorf(vm.TypeErrorType, "type %s doesn't define __trunc__ method", native.TypeName(x))
	}
	return r, err
}

func isclose(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	pos, kwargs := native.Kwargs(args, kw)
	if len(pos) > 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "isclose() takes exactly 2 positional arguments (%d given)", len(pos))
	}
	get := func(i int, name string) (vm.Value, error) {
		if i < len(pos) {
			if _, dup := kwargs[name]; dup {
				return nil, vm.Errorf(vm.TypeErrorType, "argument for isclose() given by name ('%s') and position (%d)", name, i+1)
			}
			return pos[i], nil
		}
		if v, ok := kwargs[name]; ok {
			return v, nil
		}
		return nil, vm.Errorf(vm.TypeErrorType, "isclose() missing required argument '%s' (pos %d)", name, i+1)
	}
	for k := range kwargs {
		switch k {
		case "a", "b", "rel_tol", "abs_tol":
		default:
			return nil, vm.Errorf(vm.TypeErrorType, "'%s' is an invalid keyword argument for isclose()", k)
		}
	}
	av, err := get(0, "a")
	if err != nil {
		return nil, err
	}
	bv, err := get(1, "b")
	if err != nil {
		return nil, err
	}
	a, err := native.Float(t, av)
	if err != nil {
		return nil, err
	}
	b, err := native.Float(t, bv)
	if err != nil {
		return nil, err
	}
	relTol, absTol := 1e-9, 0.0
	if v, ok := kwargs["rel_tol"]; ok {
		if relTol, err = native.Float(t, v); err != nil {
			return nil, err
		}
	}
	if v, ok := kwargs["abs_tol"]; ok {
		if absTol, err = native.Float(t, v); err != nil {
			return nil, err
		}
	}
	if relTol < 0 || absTol < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "tolerances must be non-negative")
	}
	if a == b {
		return vm.True, nil
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return vm.False, nil
	}
	diff := math.Abs(b - a)
	return vm.Bool(diff <= math.Abs(relTol*b) || diff <= math.Abs(relTol*a) || diff <= absTol), nil
}
