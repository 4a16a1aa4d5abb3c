//go:build cgo

package vm

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// The C library's functions where CPython calls them and Go's math
// package rounds differently in the last bit (float ** float and complex
// powers); without cgo, libm_nocgo.go gives close equivalents.

func cPow(x, y float64) float64   { return float64(C.pow(C.double(x), C.double(y))) }
func cHypot(x, y float64) float64 { return float64(C.hypot(C.double(x), C.double(y))) }
func cAtan2(y, x float64) float64 { return float64(C.atan2(C.double(y), C.double(x))) }
func cExp(x float64) float64      { return float64(C.exp(C.double(x))) }
func cLog(x float64) float64      { return float64(C.log(C.double(x))) }
func cCos(x float64) float64      { return float64(C.cos(C.double(x))) }
func cSin(x float64) float64      { return float64(C.sin(C.double(x))) }
