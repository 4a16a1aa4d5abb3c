//go:build cgo

package libm

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// Exact reports whether the functions are the C library's own.
const Exact = true

// Exp is C's exp.
func Exp(x float64) float64 { return float64(C.exp(C.double(x))) }

// Exp2 is C's exp2.
func Exp2(x float64) float64 { return float64(C.exp2(C.double(x))) }

// Expm1 is C's expm1.
func Expm1(x float64) float64 { return float64(C.expm1(C.double(x))) }

// Log is C's log.
func Log(x float64) float64 { return float64(C.log(C.double(x))) }

// Log2 is C's log2.
func Log2(x float64) float64 { return float64(C.log2(C.double(x))) }

// Log10 is C's log10.
func Log10(x float64) float64 { return float64(C.log10(C.double(x))) }

// Log1p is C's log1p.
func Log1p(x float64) float64 { return float64(C.log1p(C.double(x))) }

// Sin is C's sin.
func Sin(x float64) float64 { return float64(C.sin(C.double(x))) }

// Cos is C's cos.
func Cos(x float64) float64 { return float64(C.cos(C.double(x))) }

// Tan is C's tan.
func Tan(x float64) float64 { return float64(C.tan(C.double(x))) }

// Asin is C's asin.
func Asin(x float64) float64 { return float64(C.asin(C.double(x))) }

// Acos is C's acos.
func Acos(x float64) float64 { return float64(C.acos(C.double(x))) }

// Atan is C's atan.
func Atan(x float64) float64 { return float64(C.atan(C.double(x))) }

// Atan2 is C's atan2.
func Atan2(y, x float64) float64 { return float64(C.atan2(C.double(y), C.double(x))) }

// Sinh is C's sinh.
func Sinh(x float64) float64 { return float64(C.sinh(C.double(x))) }

// Cosh is C's cosh.
func Cosh(x float64) float64 { return float64(C.cosh(C.double(x))) }

// Tanh is C's tanh.
func Tanh(x float64) float64 { return float64(C.tanh(C.double(x))) }

// Asinh is C's asinh.
func Asinh(x float64) float64 { return float64(C.asinh(C.double(x))) }

// Acosh is C's acosh.
func Acosh(x float64) float64 { return float64(C.acosh(C.double(x))) }

// Atanh is C's atanh.
func Atanh(x float64) float64 { return float64(C.atanh(C.double(x))) }

// Erf is C's erf.
func Erf(x float64) float64 { return float64(C.erf(C.double(x))) }

// Erfc is C's erfc.
func Erfc(x float64) float64 { return float64(C.erfc(C.double(x))) }

// Cbrt is C's cbrt.
func Cbrt(x float64) float64 { return float64(C.cbrt(C.double(x))) }

// Pow is C's pow.
func Pow(x, y float64) float64 { return float64(C.pow(C.double(x), C.double(y))) }

// Fmod is C's fmod.
func Fmod(x, y float64) float64 { return float64(C.fmod(C.double(x), C.double(y))) }

// Hypot is C's hypot.
func Hypot(x, y float64) float64 { return float64(C.hypot(C.double(x), C.double(y))) }
