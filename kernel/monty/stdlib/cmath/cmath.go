// Package cmath is Python's cmath module for monty: CPython 3.11's
// formulas for the complex functions (Kahan's branch cuts, rescaling near
// overflow and underflow) over the C library's real functions, so that
// finite arguments give CPython's results to the last bit. Infinite and
// NaN arguments follow C99 Annex G through Go's math/cmplx.
package cmath

import (
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"math"
	"math/cmplx"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/libm"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() { vm.RegisterModule("cmath", newModule) }

const (
	dblMin          = 2.2250738585072014e-308
	largeDouble     = math.MaxFloat64 / 4
	sqrtLargeDouble = 6.703903964971298e+153 // sqrt(largeDouble)
	logLargeDouble  = 708.3964185322641      // log(largeDouble)
	sqrtDblMin      = 1.4916681462400413e-154
	scaleUp         = 53
	scaleDown       = -27
)

type errno int

const (
	ok errno = iota
	edom
	erange
)

func finite(z complex128) bool {
	return !math.IsInf(real(z), 0) && !math.IsNaN(real(z)) && !math.IsInf(imag(z), 0) && !math.IsNaN(imag(z))
}

func csqrt(z complex128) complex128 {
	if !finite(z) {
		return cmplx.Sqrt(z)
	}
	x, y := real(z), imag(z)
	if x == 0 && y == 0 {
		return complex(0, y)
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var s float64
	if ax < dblMin && ay < dblMin {
		ax = math.Ldexp(ax, scaleUp)
		s = math.Ldexp(math.Sqrt(ax+libm.Hypot(ax, math.Ldexp(ay, scaleUp))), scaleDown)
	} else {
		ax /= 8
		s = 2 * math.Sqrt(ax+libm.Hypot(ax, ay/8))
	}
	d := ay / (2 * s)
	if x >= 0 {
		return complex(s, math.Copysign(d, y))
	}
	return complex(d, math.Copysign(s, y))
}

func cexp(z complex128) (complex128, errno) {
	if !finite(z) {
		return cmplx.Exp(z), ok
	}
	x, y := real(z), imag(z)
	var r complex128
	if x > logLargeDouble {
		l := libm.Exp(x - 1)
		r = complex(l*libm.Cos(y)*math.E, l*libm.Sin(y)*math.E)
	} else {
		l := libm.Exp(x)
		r = complex(l*libm.Cos(y), l*libm.Sin(y))
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return r, erange
	}
	return r, ok
}

func clog(z complex128) (complex128, errno) {
	if !finite(z) {
		return cmplx.Log(z), ok
	}
	x, y := real(z), imag(z)
	ax, ay := math.Abs(x), math.Abs(y)
	var re float64
	e := ok
	switch {
	case ax > largeDouble || ay > largeDouble:
		re = libm.Log(libm.Hypot(ax/2, ay/2)) + math.Ln2
	case ax < dblMin && ay < dblMin:
		if ax > 0 || ay > 0 {
			re = libm.Log(libm.Hypot(math.Ldexp(ax, 53), math.Ldexp(ay, 53))) - 53*math.Ln2
		} else {
			re = math.Inf(-1)
			e = edom
		}
	default:
		h := libm.Hypot(ax, ay)
		if 0.71 <= h && h <= 1.73 {
			am, an := math.Max(ax, ay), math.Min(ax, ay)
			re = libm.Log1p((am-1)*(am+1)+an*an) / 2
		} else {
			re = libm.Log(h)
		}
	}
	return complex(re, libm.Atan2(y, x)), e
}

func cacos(z complex128) complex128 {
	if !finite(z) {
		return cmplx.Acos(z)
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		re := libm.Atan2(math.Abs(y), x)
		l := libm.Log(libm.Hypot(x/2, y/2)) + 2*math.Ln2
		if x < 0 {
			return complex(re, -math.Copysign(l, y))
		}
		return complex(re, math.Copysign(l, -y))
	}
	s1 := csqrt(complex(1-x, -y))
	s2 := csqrt(complex(1+x, y))
	return complex(2*libm.Atan2(real(s1), real(s2)), libm.Asinh(real(s2)*imag(s1)-imag(s2)*real(s1)))
}

func cacosh(z complex128) complex128 {
	if !finite(z) {
		return cmplx.Acosh(z)
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		return complex(libm.Log(libm.Hypot(x/2, y/2))+2*math.Ln2, libm.Atan2(y, x))
	}
	s1 := csqrt(complex(x-1, y))
	s2 := csqrt(complex(x+1, y))
	return complex(libm.Asinh(real(s1)*real(s2)+imag(s1)*imag(s2)), 2*libm.Atan2(imag(s1), real(s2)))
}

func casinh(z complex128) complex128 {
	if !finite(z) {
		return cmplx.Asinh(z)
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > largeDouble || math.Abs(y) > largeDouble {
		l := libm.Log(libm.Hypot(x/2, y/2)) + 2*math.Ln2
		var re float64
		if y >= 0 {
			re = math.Copysign(l, x)
		} else {
			re = -math.Copysign(l, -x)
		}
		return complex(re, libm.Atan2(y, math.Abs(x)))
	}
	s1 := csqrt(complex(1+y, -x))
	s2 := csqrt(complex(1-y, x))
	return complex(libm.Asinh(real(s1)*imag(s2)-real(s2)*imag(s1)), libm.Atan2(y, real(s1)*real(s2)-imag(s1)*imag(s2)))
}

func casin(z complex128) complex128 {
	s := casinh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s))
}

func catanh(z complex128) (complex128, errno) {
	if !finite(z) {
		return cmplx.Atanh(z), ok
	}
	x, y := real(z), imag(z)
	if x < 0 {
		r, e := catanh(complex(-x, -y))
		return -r, e
	}
	ay := math.Abs(y)
	switch {
	case x > sqrtLargeDouble || ay > sqrtLargeDouble:
		h := libm.Hypot(x/2, y/2)
		return complex(x/4/h/h, -math.Copysign(math.Pi/2, -y)), ok
	case x == 1 && ay < sqrtDblMin:
		if ay == 0 {
			return complex(math.Inf(1), y), edom
		}
		return complex(-libm.Log(math.Sqrt(ay)/math.Sqrt(libm.Hypot(ay, 2))), math.Copysign(libm.Atan2(2, -ay)/2, y)), ok
	}
	return complex(libm.Log1p(4*x/((1-x)*(1-x)+ay*ay))/4, -libm.Atan2(-2*y, (1-x)*(1+x)-ay*ay)/2), ok
}

func catan(z complex128) (complex128, errno) {
	s, e := catanh(complex(-imag(z), real(z)))
	return complex(imag(s), -real(s)), e
}

func ccosh(z complex128) (complex128, errno) {
	if !finite(z) {
		return cmplx.Cosh(z), ok
	}
	x, y := real(z), imag(z)
	var r complex128
	if math.Abs(x) > logLargeDouble {
		xm1 := x - math.Copysign(1, x)
		r = complex(libm.Cos(y)*libm.Cosh(xm1)*math.E, libm.Sin(y)*libm.Sinh(xm1)*math.E)
	} else {
		r = complex(libm.Cos(y)*libm.Cosh(x), libm.Sin(y)*libm.Sinh(x))
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return r, erange
	}
	return r, ok
}

func csinh(z complex128) (complex128, errno) {
	if !finite(z) {
		return cmplx.Sinh(z), ok
	}
	x, y := real(z), imag(z)
	var r complex128
	if math.Abs(x) > logLargeDouble {
		xm1 := x - math.Copysign(1, x)
		r = complex(libm.Cos(y)*libm.Sinh(xm1)*math.E, libm.Sin(y)*libm.Cosh(xm1)*math.E)
	} else {
		r = complex(libm.Cos(y)*libm.Sinh(x), libm.Sin(y)*libm.Cosh(x))
	}
	if math.IsInf(real(r), 0) || math.IsInf(imag(r), 0) {
		return r, erange
	}
	return r, ok
}

func ctanh(z complex128) complex128 {
	if !finite(z) {
		return cmplx.Tanh(z)
	}
	x, y := real(z), imag(z)
	if math.Abs(x) > logLargeDouble {
		return complex(math.Copysign(1, x), 4*libm.Sin(y)*libm.Cos(y)*libm.Exp(-2*math.Abs(x)))
	}
	tx := libm.Tanh(x)
	ty := libm.Tan(y)
	cx := 1 / libm.Cosh(x)
	txty := tx * ty
	denom := 1 + txty*txty
	return complex(tx*(1+ty*ty)/denom, ((ty/denom)*cx)*cx)
}

// complexArg converts an argument as CPython's cmath does: complex,
// __complex__, or a real number.
func complexArg(t *vm.Thread, v vm.Value) (complex128, error) {
	switch x := native.Unwrap(v).(type) {
	case vm.Complex:
		return complex128(x), nil
	}
	if r, found, err := native.CallDunder(t, v, "__complex__"); found || err != nil {
		if err != nil {
			return 0, err
		}
		c, isC := native.Unwrap(r).(vm.Complex)
		if !isC {
			return 0, vm.Errorf(vm.TypeErrorType, "__complex__ returned non-complex (type %s)", native.TypeName(r))
		}
		return complex128(c), nil
	}
	f, err := native.Float(t, v)
	if err != nil {
		return 0, vm.Errorf(vm.TypeErrorType, "must be real number, not %s", native.TypeName(v))
	}
	return complex(f, 0), nil
}

func raise(e errno) error {
	switch e {
	case edom:
		return vm.Errorf(vm.ValueErrorType, "math domain error")
	case erange:
		return vm.Errorf(vm.OverflowErrorType, "math range error")
	}
	return nil
}

func fn(name string, f func(complex128) (complex128, errno)) vm.BuiltinFunc {
	qual := "cmath." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		z, err := complexArg(t, args[0])
		if err != nil {
			return nil, err
		}
		r, e := f(z)
		if err := raise(e); err != nil {
			return nil, err
		}
		return vm.Complex(r), nil
	}
}

func plain(f func(complex128) complex128) func(complex128) (complex128, errno) {
	return func(z complex128) (complex128, errno) { return f(z), ok }
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("cmath", native.Funcs{
		"sqrt":  fn("sqrt", plain(csqrt)),
		"exp":   fn("exp", cexp),
		"acos":  fn("acos", plain(cacos)),
		"acosh": fn("acosh", plain(cacosh)),
		"asin":  fn("asin", plain(casin)),
		"asinh": fn("asinh", plain(casinh)),
		"atan":  fn("atan", catan),
		"atanh": fn("atanh", catanh),
		"cos": fn("cos", func(z complex128) (complex128, errno) {
			return ccosh(complex(-imag(z), real(z)))
		}),
		"cosh": fn("cosh", ccosh),
		"sin": fn("sin", func(z complex128) (complex128, errno) {
			s, e := csinh(complex(-imag(z), real(z)))
			return complex(imag(s), -real(s)), e
		}),
		"sinh": fn("sinh", csinh),
		"tan": fn("tan", plain(func(z complex128) complex128 {
			s := ctanh(complex(-imag(z), real(z)))
			return complex(imag(s), -real(s))
		})),
		"tanh": fn("tanh", plain(ctanh)),
		"log10": fn("log10", func(z complex128) (complex128, errno) {
			r, e := clog(z)
			return complex(real(r)/math.Ln10, imag(r)/math.Ln10), e
		}),
		"log": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.Count("cmath.log", "log", args, kw, 1, 2); err != nil {
				return nil, err
			}
			z, err := complexArg(t, args[0])
			if err != nil {
				return nil, err
			}
			r, e := clog(z)
			if err := raise(e); err != nil {
				return nil, err
			}
			if len(args) == 2 {
				b, err := complexArg(t, args[1])
				if err != nil {
					return nil, err
				}
				lb, e := clog(b)
				if err := raise(e); err != nil {
					return nil, err
				}
				return t.BinaryOp(compile.OpTrueDiv, vm.Complex(r), vm.Complex(lb))
			}
			return vm.Complex(r), nil
		},
		"phase": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("cmath.phase", args, kw); err != nil {
				return nil, err
			}
			z, err := complexArg(t, args[0])
			if err != nil {
				return nil, err
			}
			return vm.Float(libm.Atan2(imag(z), real(z))), nil
		},
		"polar": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("cmath.polar", args, kw); err != nil {
				return nil, err
			}
			z, err := complexArg(t, args[0])
			if err != nil {
				return nil, err
			}
			r := libm.Hypot(real(z), imag(z))
			if math.IsInf(r, 0) && finite(z) {
				return nil, raise(erange)
			}
			return vm.Tuple{vm.Float(r), vm.Float(libm.Atan2(imag(z), real(z)))}, nil
		},
		"rect": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.Count("cmath.rect", "rect", args, kw, 2, 2); err != nil {
				return nil, err
			}
			r, err := native.Float(t, args[0])
			if err != nil {
				return nil, err
			}
			phi, err := native.Float(t, args[1])
			if err != nil {
				return nil, err
			}
			if math.IsInf(r, 0) || math.IsNaN(r) || math.IsInf(phi, 0) || math.IsNaN(phi) {
				if math.IsInf(phi, 0) && !math.IsNaN(r) && r != 0 {
					return nil, raise(edom)
				}
				return vm.Complex(cmplx.Rect(r, phi)), nil
			}
			if phi == 0 {
				return vm.Complex(complex(r, r*phi)), nil
			}
			return vm.Complex(complex(r*libm.Cos(phi), r*libm.Sin(phi))), nil
		},
		"isfinite": pred("isfinite", finite),
		"isinf":    pred("isinf", func(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) }),
		"isnan":    pred("isnan", func(z complex128) bool { return math.IsNaN(real(z)) || math.IsNaN(imag(z)) }),
		"isclose":  isclose,
	})
	d := m.Dict()
	d.SetString("pi", vm.Float(math.Pi))
	d.SetString("e", vm.Float(math.E))
	d.SetString("tau", vm.Float(2*math.Pi))
	d.SetString("inf", vm.Float(math.Inf(1)))
	d.SetString("nan", vm.Float(math.NaN()))
	d.SetString("infj", vm.Complex(complex(0, math.Inf(1))))
	d.SetString("nanj", vm.Complex(complex(0, math.NaN())))
	return m, nil
}

func pred(name string, f func(complex128) bool) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One("cmath."+name, args, kw); err != nil {
			return nil, err
		}
		z, err := complexArg(t, args[0])
		if err != nil {
			return nil, err
		}
		return vm.Bool(f(z)), nil
	}
}

func isclose(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	pos, kwargs := native.Kwargs(args, kw)
	if len(pos) != 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "isclose() takes exactly 2 positional arguments (%d given)", len(pos))
	}
	a, err := complexArg(t, pos[0])
	if err != nil {
		return nil, err
	}
	b, err := complexArg(t, pos[1])
	if err != nil {
		return nil, err
	}
	relTol, absTol := 1e-9, 0.0
	for k, v := range kwargs {
		f, err := native.Float(t, v)
		if err != nil {
			return nil, err
		}
		switch k {
		case "rel_tol":
			relTol = f
		case "abs_tol":
			absTol = f
		default:
			return nil, vm.Errorf(vm.TypeErrorType, "'%s' is an invalid keyword argument for isclose()", k)
		}
	}
	if relTol < 0 || absTol < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "tolerances must be non-negative")
	}
	if a == b {
		return vm.True, nil
	}
	if cmplx.IsInf(a) || cmplx.IsInf(b) {
		return vm.False, nil
	}
	diff := cmplx.Abs(b - a)
	return vm.Bool(diff <= relTol*cmplx.Abs(b) || diff <= relTol*cmplx.Abs(a) || diff <= absTol), nil
}
