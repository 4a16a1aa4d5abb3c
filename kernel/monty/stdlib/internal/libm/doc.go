// Package libm gives the elementary functions of the C library: exp, log,
// pow, the trigonometric and hyperbolic functions, erf, cbrt, fmod.
//
// CPython's math module, float ** and complex functions call the platform's
// libm, whose results (glibc's are correctly rounded or nearly so) differ
// in the last bit from Go's pure-Go math package for a fair share of
// inputs: math.pow agrees with glibc for barely a third of random
// arguments. A program that prints a float would then print a different
// repr than CPython does. So, built with cgo, this package calls libm
// itself; without cgo it falls back on package math, correct to an ulp or
// so but not bit-exact.
package libm
