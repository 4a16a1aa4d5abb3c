//go:build !cgo

package libm

import "math"

// Exact reports whether the functions are the C library's own.
const Exact = false

// Exp is C's exp.
func Exp(x float64) float64 { return math.Exp(x) }

// Exp2 is C's exp2.
func Exp2(x float64) float64 { return math.Exp2(x) }

// Expm1 is C's expm1.
func Expm1(x float64) float64 { return math.Expm1(x) }

// Log is C's log.
func Log(x float64) float64 { return math.Log(x) }

// Log2 is C's log2.
func Log2(x float64) float64 { return math.Log2(x) }

// Log10 is C's log10.
func Log10(x float64) float64 { return math.Log10(x) }

// Log1p is C's log1p.
func Log1p(x float64) float64 { return math.Log1p(x) }

// Sin is C's sin.
func Sin(x float64) float64 { return math.Sin(x) }

// Cos is C's cos.
func Cos(x float64) float64 { return math.Cos(x) }

// Tan is C's tan.
func Tan(x float64) float64 { return math.Tan(x) }

// Asin is C's asin.
func Asin(x float64) float64 { return math.Asin(x) }

// Acos is C's acos.
func Acos(x float64) float64 { return math.Acos(x) }

// Atan is C's atan.
func Atan(x float64) float64 { return math.Atan(x) }

// Atan2 is C's atan2.
func Atan2(y, x float64) float64 { return math.Atan2(y, x) }

// Sinh is C's sinh.
func Sinh(x float64) float64 { return math.Sinh(x) }

// Cosh is C's cosh.
func Cosh(x float64) float64 { return math.Cosh(x) }

// Tanh is C's tanh.
func Tanh(x float64) float64 { return math.Tanh(x) }

// Asinh is C's asinh.
func Asinh(x float64) float64 { return math.Asinh(x) }

// Acosh is C's acosh.
func Acosh(x float64) float64 { return math.Acosh(x) }

// Atanh is C's atanh.
func Atanh(x float64) float64 { return math.Atanh(x) }

// Erf is C's erf.
func Erf(x float64) float64 { return math.Erf(x) }

// Erfc is C's erfc.
func Erfc(x float64) float64 { return math.Erfc(x) }

// Cbrt is C's cbrt.
func Cbrt(x float64) float64 { return math.Cbrt(x) }

// Pow is C's pow.
func Pow(x, y float64) float64 { return math.Pow(x, y) }

// Fmod is C's fmod.
func Fmod(x, y float64) float64 { return math.Mod(x, y) }

// Hypot is C's hypot.
func Hypot(x, y float64) float64 { return math.Hypot(x, y) }
