//go:build !cgo

package vm

import "math"

func cPow(x, y float64) float64   { return Pow(x, y) }
func cHypot(x, y float64) float64 { return math.Hypot(x, y) }
func cAtan2(y, x float64) float64 { return math.Atan2(y, x) }
func cExp(x float64) float64      { return math.Exp(x) }
func cLog(x float64) float64      { return math.Log(x) }
func cCos(x float64) float64      { return math.Cos(x) }
func cSin(x float64) float64      { return math.Sin(x) }
