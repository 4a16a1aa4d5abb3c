package math

import (
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/libm"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func bigFloat(f float64) *big.Float { return new(big.Float).SetFloat64(f) }

// The Lanczos approximation with N=13, g=6.024680040776729583740234375,
// as Boost and CPython use it, expressed as a rational function.
const (
	lanczosN         = 13
	lanczosG         = 6.024680040776729583740234375
	lanczosGMinusHal = 5.524680040776729583740234375
	logPi            = 1.144729885849400174143427351353058711647
)

var lanczosNum = [lanczosN]float64{
	23531376880.410759688572007674451636754734846804940,
	42919803642.649098768957899047001988850926355848959,
	35711959237.355668049440185451547166705960488635843,
	17921034426.037209699919755754458931112671403265390,
	6039542586.3520280050642916443072979210699388420708,
	1439720407.3117216736632230727949123939715485786772,
	248874557.86205415651146038641322942321632125127801,
	31426415.585400194380614231628318205362874684987640,
	2876370.6289353724412254090516208496135991145378768,
	186056.26539522349504029498971604569928220784236328,
	8071.6720023658162106380029022722506138218516325024,
	210.82427775157934587250973392071336271166969580291,
	2.5066282746310002701649081771338373386264310793408,
}

// lanczosDen is x*(x+1)*...*(x+N-2) expanded.
var lanczosDen = [lanczosN]float64{
	0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
	13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
}

// gammaIntegral holds Gamma(n) for n = 1 .. 23, exactly.
var gammaIntegral = [...]float64{
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
	3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
	1307674368000.0, 20922789888000.0, 355687428096000.0,
	6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
	51090942171709440000.0, 1124000727777607680000.0,
}

func lanczosSum(x float64) float64 {
	var num, den float64
	// For large x the sum is evaluated in 1/x, which avoids overflow.
	if x < 5 {
		for i := lanczosN - 1; i >= 0; i-- {
			num = num*x + lanczosNum[i]
			den = den*x + lanczosDen[i]
		}
	} else {
		for i := 0; i < lanczosN; i++ {
			num = num/x + lanczosNum[i]
			den = den/x + lanczosDen[i]
		}
	}
	return num / den
}

// sinpi is sin(pi*x), accurate where x is near an integer.
func sinpi(x float64) float64 {
	y := math.Mod(math.Abs(x), 2)
	var r float64
	switch math.Round(2 * y) {
	case 0:
		r = libm.Sin(math.Pi * y)
	case 1:
		r = libm.Cos(math.Pi * (y - 0.5))
	case 2:
		r = libm.Sin(math.Pi * (1 - y))
	case 3:
		r = -libm.Cos(math.Pi * (y - 1.5))
	default: // 4
		r = libm.Sin(math.Pi * (y - 2))
	}
	return math.Copysign(1, x) * r
}

func tgamma(x float64) (float64, errno) {
	if !finite(x) {
		if math.IsNaN(x) || x > 0 {
			return x, ok
		}
		return math.NaN(), edom
	}
	if x == 0 {
		return math.Copysign(math.Inf(1), x), edom
	}
	if x == math.Floor(x) {
		if x < 0 {
			return math.NaN(), edom
		}
		if x <= float64(len(gammaIntegral)) {
			return gammaIntegral[int(x)-1], ok
		}
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		r := 1 / x
		if math.IsInf(r, 0) {
			return r, erange
		}
		return r, ok
	}
	if absx > 200 {
		if x < 0 {
			return 0 / sinpi(x), ok
		}
		return math.Inf(1), erange
	}
	y := absx + lanczosGMinusHal
	var z float64
	// the rounding error in y, to correct the result by
	if absx > lanczosGMinusHal {
		q := y - absx
		z = q - lanczosGMinusHal
	} else {
		q := y - lanczosGMinusHal
		z = q - absx
	}
	z = z * lanczosG / y
	var r float64
	if x < 0 {
		r = -math.Pi / sinpi(absx) / absx * libm.Exp(y) / lanczosSum(absx)
		r -= z * r
		if absx < 140 {
			r /= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2-0.25)
			r /= sqrtpow
			r /= sqrtpow
		}
	} else {
		r = lanczosSum(absx) / libm.Exp(y)
		r += z * r
		if absx < 140 {
			r *= libm.Pow(y, absx-0.5)
		} else {
			sqrtpow := libm.Pow(y, absx/2-0.25)
			r *= sqrtpow
			r *= sqrtpow
		}
	}
	if math.IsInf(r, 0) {
		return r, erange
	}
	return r, ok
}

func lgamma(x float64) (float64, errno) {
	if !finite(x) {
		if math.IsNaN(x) {
			return x, ok
		}
		return math.Inf(1), ok
	}
	if x == math.Floor(x) && x <= 2 {
		if x <= 0 {
			return math.Inf(1), edom
		}
		return 0, ok
	}
	absx := math.Abs(x)
	if absx < 1e-20 {
		return -libm.Log(absx), ok
	}
	r := libm.Log(lanczosSum(absx)) - lanczosG
	r += (absx - 0.5) * (libm.Log(absx+lanczosG-0.5) - 1)
	if x < 0 {
		r = logPi - libm.Log(math.Abs(sinpi(absx))) - libm.Log(absx) - r
	}
	if math.IsInf(r, 0) {
		return r, erange
	}
	return r, ok
}

// cLog is log with C99's special values and errno.
func cLog(f func(float64) float64) func(float64) (float64, errno) {
	return func(x float64) (float64, errno) {
		switch {
		case math.IsNaN(x):
			return x, ok
		case math.IsInf(x, 1):
			return x, ok
		case x > 0:
			return f(x), ok
		case x == 0:
			return math.Inf(-1), edom
		}
		return math.NaN(), edom
	}
}

// logOf is loghelper: the logarithm of an int of any size (a huge int is
// split into a mantissa and a power of two), or of a float.
func logOf(t *vm.Thread, x vm.Value, f func(float64) float64, log2base float64) (float64, error) {
	if native.IsInt(x) {
		b, _ := native.Big(x)
		if b.Sign() <= 0 {
			return 0, domainError()
		}
		if fx, err := native.IntToFloat(x); err == nil {
			r, e := cLog(f)(fx)
			return r, isError(e, r)
		}
		// x = m * 2**e with m in [0.5, 1): log(x) = log(m) + e*log(2).
		bf := new(big.Float).SetPrec(53).SetInt(b)
		m := new(big.Float)
		e := bf.MantExp(m)
		mf, _ := m.Float64()
		return f(mf) + float64(e)*log2base, nil
	}
	fx, err := native.Float(t, x)
	if err != nil {
		return 0, err
	}
	r, e := cLog(f)(fx)
	return r, isError(e, r)
}

func logHelper(name string, f func(float64) float64, log2base float64) vm.BuiltinFunc {
	qual := "math." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.One(qual, args, kw); err != nil {
			return nil, err
		}
		r, err := logOf(t, args[0], f, log2base)
		if err != nil {
			return nil, err
		}
		return vm.Float(r), nil
	}
}

func logFunc(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("math.log", kw); err != nil {
		return nil, err
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "math.log requires 1 to 2 arguments")
	}
	num, err := logOf(t, args[0], libm.Log, math.Ln2)
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return vm.Float(num), nil
	}
	den, err := logOf(t, args[1], libm.Log, math.Ln2)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, vm.Errorf(vm.ZeroDivisionErrorType, "float division by zero")
	}
	return vm.Float(num / den), nil
}

// fsum adds floats exactly (Shewchuk's algorithm with CPython's handling
// of infinities, NaNs and overflow), rounding only once at the end.
func fsum(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("math.fsum", args, kw); err != nil {
		return nil, err
	}
	var partials []float64
	specialSum, infSum := 0.0, 0.0
	err := t.Iterate(args[0], func(v vm.Value) error {
		x, err := native.Float(t, v)
		if err != nil {
			return err
		}
		xsave := x
		i := 0
		for _, y := range partials {
			if math.Abs(x) < math.Abs(y) {
				x, y = y, x
			}
			hi := x + y
			lo := y - (hi - x)
			if lo != 0 {
				partials[i] = lo
				i++
			}
			x = hi
		}
		partials = append(partials[:i], x)
		if !finite(x) {
			// an infinity or NaN among the inputs, or an overflow
			if finite(xsave) {
				return vm.Errorf(vm.OverflowErrorType, "intermediate overflow in fsum")
			}
			if math.IsInf(xsave, 0) {
				infSum += xsave
			}
			specialSum += xsave
			partials = partials[:0]
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if specialSum != 0 {
		if math.IsNaN(infSum) {
			return nil, vm.Errorf(vm.ValueErrorType, "-inf + inf in fsum")
		}
		return vm.Float(specialSum), nil
	}
	hi := 0.0
	n := len(partials)
	if n > 0 {
		n--
		hi = partials[n]
		var lo float64
		for n > 0 {
			x := hi
			n--
			y := partials[n]
			hi = x + y
			yr := hi - x
			lo = y - yr
			if lo != 0 {
				break
			}
		}
		// Round half-even correctly when the rest of the partials push
		// the tie one way.
		if n > 0 && ((lo < 0 && partials[n-1] < 0) || (lo > 0 && partials[n-1] > 0)) {
			y := lo * 2
			x := hi + y
			yr := x - hi
			if y == yr {
				hi = x
			}
		}
	}
	return vm.Float(hi), nil
}

// vectorNorm is the Euclidean norm of non-negative finite coordinates
// whose maximum is max, computed with lossless scaling and squaring and a
// final correction, as CPython does.
func vectorNorm(vec []float64, max float64, foundNaN bool) float64 {
	if math.IsInf(max, 0) {
		return max
	}
	if foundNaN {
		return math.NaN()
	}
	if max == 0 || len(vec) <= 1 {
		return max
	}
	_, maxE := math.Frexp(max)
	if maxE < -1023 {
		// ldexp(1, -maxE) would overflow: make the subnormals normal.
		const dblMin = 2.2250738585072014e-308
		for i := range vec {
			vec[i] /= dblMin
		}
		return dblMin * vectorNorm(vec, max/dblMin, foundNaN)
	}
	scale := math.Ldexp(1, -maxE)
	csum, frac1, frac2 := 1.0, 0.0, 0.0
	for _, x := range vec {
		x *= scale
		hi := x * x
		lo := math.FMA(x, x, -hi)
		s := csum + hi
		frac1 += lo
		frac2 += hi - (s - csum)
		csum = s
	}
	h := math.Sqrt(csum - 1 + (frac1 + frac2))
	hi := -h * h
	lo := math.FMA(-h, h, -hi)
	s := csum + hi
	frac1 += lo
	frac2 += hi - (s - csum)
	csum = s
	x := csum - 1 + (frac1 + frac2)
	h += x / (2 * h)
	return h / scale
}

func hypot(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("math.hypot", kw); err != nil {
		return nil, err
	}
	vec := make([]float64, len(args))
	max, foundNaN := 0.0, false
	for i, a := range args {
		x, err := native.Float(t, a)
		if err != nil {
			return nil, err
		}
		x = math.Abs(x)
		vec[i] = x
		foundNaN = foundNaN || math.IsNaN(x)
		if x > max {
			max = x
		}
	}
	return vm.Float(vectorNorm(vec, max, foundNaN)), nil
}

func dist(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("math.dist", "dist", args, kw, 2, 2); err != nil {
		return nil, err
	}
	p, err := t.ToList(args[0])
	if err != nil {
		return nil, err
	}
	q, err := t.ToList(args[1])
	if err != nil {
		return nil, err
	}
	if len(p) != len(q) {
		return nil, vm.Errorf(vm.ValueErrorType, "both points must have the same number of dimensions")
	}
	vec := make([]float64, len(p))
	max, foundNaN := 0.0, false
	for i := range p {
		px, err := native.Float(t, p[i])
		if err != nil {
			return nil, err
		}
		qx, err := native.Float(t, q[i])
		if err != nil {
			return nil, err
		}
		x := math.Abs(px - qx)
		vec[i] = x
		foundNaN = foundNaN || math.IsNaN(x)
		if x > max {
			max = x
		}
	}
	return vm.Float(vectorNorm(vec, max, foundNaN)), nil
}
