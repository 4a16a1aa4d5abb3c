package mersenne

import (
	"math"
	"math/big"
	"sort"
)

// This file is random.py's Random class, method by method. The order of
// calls to the generator is the whole point: each function draws exactly
// the words CPython's does, in the same order.

// RandBelow is _randbelow(n) for n > 0: getrandbits(n.bit_length())
// until the draw is below n.
func (r *Random) RandBelow(n *big.Int) *big.Int {
	k := n.BitLen()
	if k <= 64 {
		return new(big.Int).SetUint64(r.randBelow64(n.Uint64(), k))
	}
	for {
		x, _ := r.GetRandBits(k)
		if x.Cmp(n) < 0 {
			return x
		}
	}
}

// RandBelowInt is RandBelow for 0 < n.
func (r *Random) RandBelowInt(n int) int {
	return int(r.randBelow64(uint64(n), bitLen(uint64(n))))
}

func (r *Random) randBelow64(n uint64, k int) uint64 {
	for {
		if x := r.bits64(k); x < n {
			return x
		}
	}
}

func bitLen(x uint64) int {
	k := 0
	for ; x != 0; x >>= 1 {
		k++
	}
	return k
}

var bigOne = big.NewInt(1)

// RandRange is random.randrange(start, stop, step) on integers (the VM
// has applied operator.index and its float fallback). hasStop false is
// randrange(start); stepGiven tells randrange(start, step=...) apart.
func (r *Random) RandRange(start, stop, step *big.Int, hasStop, stepGiven bool) (*big.Int, error) {
	if !hasStop {
		// CPython tests "step is not _ONE": an int 1 is that very object.
		if stepGiven && (step == nil || step.Cmp(bigOne) != 0) {
			return nil, &Error{Type: "TypeError", Msg: "Missing a non-None stop argument"}
		}
		if start.Sign() > 0 {
			return r.RandBelow(start), nil
		}
		return nil, valueError("empty range for randrange()")
	}
	width := new(big.Int).Sub(stop, start)
	if step == nil || step.Cmp(bigOne) == 0 {
		if width.Sign() > 0 {
			return width.Add(start, r.RandBelow(width)), nil
		}
		return nil, valueError("empty range for randrange() (" + start.String() + ", " + stop.String() + ", " + width.String() + ")")
	}
	var count big.Int
	switch step.Sign() {
	case 1:
		count.Add(width, step)
		count.Sub(&count, bigOne)
	case -1:
		count.Add(width, step)
		count.Add(&count, bigOne)
	default:
		return nil, valueError("zero step for randrange()")
	}
	floorDiv(&count, &count, step)
	if count.Sign() <= 0 {
		return nil, valueError("empty range for randrange()")
	}
	x := r.RandBelow(&count)
	return x.Add(start, x.Mul(x, step)), nil
}

// floorDiv sets z to x // y, Python's floor division.
func floorDiv(z, x, y *big.Int) {
	var rem big.Int
	z.QuoRem(x, y, &rem) // truncated
	if rem.Sign() != 0 && rem.Sign() != y.Sign() {
		z.Sub(z, bigOne)
	}
}

// RandRangeInt is RandRange for small ints (stepGiven as there).
func (r *Random) RandRangeInt(start, stop, step int64, hasStop, stepGiven bool) (int64, error) {
	v, err := r.RandRange(big.NewInt(start), big.NewInt(stop), big.NewInt(step), hasStop, stepGiven)
	if err != nil {
		return 0, err
	}
	return v.Int64(), nil
}

// RandInt is random.randint(a, b): randrange(a, b+1).
func (r *Random) RandInt(a, b *big.Int) (*big.Int, error) {
	return r.RandRange(a, new(big.Int).Add(b, bigOne), nil, true, false)
}

// Choice is random.choice(seq) for a sequence of length n: the index to
// take.
func (r *Random) Choice(n int) (int, error) {
	if n == 0 {
		return 0, &Error{Type: "IndexError", Msg: "Cannot choose from an empty sequence"}
	}
	return r.RandBelowInt(n), nil
}

// Shuffle is random.shuffle(x) for a sequence of length n: swap(i, j)
// exchanges x[i] and x[j].
func (r *Random) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i >= 1; i-- {
		j := r.RandBelowInt(i + 1)
		swap(i, j)
	}
}

// Sample is random.sample(population, k) for a population of length n:
// the indices of the chosen elements, in selection order.
func (r *Random) Sample(n, k int) ([]int, error) {
	if k < 0 || k > n {
		return nil, valueError("Sample larger than population or is negative")
	}
	result := make([]int, k)
	setsize := 21
	if k > 5 {
		setsize += int(math.Pow(4, math.Ceil(math.Log(float64(k*3))/math.Log(4))))
	}
	if n <= setsize {
		pool := make([]int, n)
		for i := range pool {
			pool[i] = i
		}
		for i := range k {
			j := r.RandBelowInt(n - i)
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
		return result, nil
	}
	selected := make(map[int]bool, k)
	for i := range k {
		j := r.RandBelowInt(n)
		for selected[j] {
			j = r.RandBelowInt(n)
		}
		selected[j] = true
		result[i] = j
	}
	return result, nil
}

// SampleCounts is random.sample(population, k, counts=...) given the
// running totals of counts (one per element of the population, whose
// length the VM has checked): the indices of the chosen elements.
func (r *Random) SampleCounts(cumCounts []int, k int) ([]int, error) {
	total := cumCounts[len(cumCounts)-1]
	if total <= 0 {
		return nil, valueError("Total of counts must be greater than zero")
	}
	selections, err := r.Sample(total, k)
	if err != nil {
		return nil, err
	}
	prefix := cumCounts[:len(cumCounts)-1] // sample bisects the list after cum_counts.pop()
	for i, s := range selections {
		selections[i] = sort.Search(len(prefix), func(j int) bool { return prefix[j] > s })
	}
	return selections, nil
}

// Choices is random.choices(population, k=k) without weights, for a
// population of length n: k indices. For an empty population CPython
// fails on the first draw; Choices then returns that one index (0) for
// the VM's indexing to raise on.
func (r *Random) Choices(n, k int) []int {
	fn := float64(n)
	if n == 0 && k > 0 {
		k = 1
	}
	out := make([]int, max(k, 0))
	for i := range out {
		out[i] = int(math.Floor(r.Random() * fn))
	}
	return out
}

// ChoicesCum is random.choices(population, cum_weights=cum, k=k) (the VM
// accumulates weights= itself and checks that both were not given): the
// indices chosen. The weights are floats here; CPython compares ints
// exactly, which differs only for totals past 2**53.
func (r *Random) ChoicesCum(n int, cum []float64, k int) ([]int, error) {
	if len(cum) != n {
		return nil, valueError("The number of weights does not match the population")
	}
	if n == 0 {
		return nil, &Error{Type: "IndexError", Msg: "list index out of range"}
	}
	total := cum[n-1] + 0.0
	if total <= 0.0 {
		return nil, valueError("Total of weights must be greater than zero")
	}
	if math.IsInf(total, 0) || math.IsNaN(total) {
		return nil, valueError("Total of weights must be finite")
	}
	hi := n - 1
	out := make([]int, max(k, 0))
	for i := range out {
		x := r.Random() * total
		// bisect.bisect(cum, x, 0, hi)
		out[i] = sort.Search(hi, func(j int) bool { return cum[j] > x })
	}
	return out, nil
}

// Uniform is random.uniform(a, b).
func (r *Random) Uniform(a, b float64) float64 {
	return a + float64((b-a)*r.Random())
}

// Triangular is random.triangular(low, high, mode); hasMode false is
// mode=None.
func (r *Random) Triangular(low, high, mode float64, hasMode bool) float64 {
	u := r.Random()
	c := 0.5
	if hasMode {
		if high-low == 0 {
			return low // ZeroDivisionError is caught: low
		}
		c = (mode - low) / (high - low)
	}
	if u > c {
		u = 1.0 - u
		c = 1.0 - c
		low, high = high, low
	}
	return low + float64((high-low)*math.Sqrt(u*c))
}

var (
	nvMagicConst = 4 * cExp(-0.5) / math.Sqrt(2.0)
	log4         = cLog(4.0)
	sgMagicConst = 1.0 + cLog(4.5)
)

// NormalVariate is random.normalvariate(mu, sigma).
func (r *Random) NormalVariate(mu, sigma float64) float64 {
	var z float64
	for {
		u1 := r.Random()
		u2 := 1.0 - r.Random()
		z = nvMagicConst * (u1 - 0.5) / u2
		zz := z * z / 4.0
		if zz <= -cLog(u2) {
			break
		}
	}
	return mu + float64(z*sigma)
}

// Gauss is random.gauss(mu, sigma), with its cached second value.
func (r *Random) Gauss(mu, sigma float64) float64 {
	z := r.gaussNext
	had := r.hasGauss
	r.hasGauss = false
	if !had {
		x2pi := r.Random() * (2 * math.Pi)
		g2rad := math.Sqrt(-2.0 * cLog(1.0-r.Random()))
		z = cCos(x2pi) * g2rad
		r.gaussNext = cSin(x2pi) * g2rad
		r.hasGauss = true
	}
	return mu + float64(z*sigma)
}

// LogNormVariate is random.lognormvariate(mu, sigma).
func (r *Random) LogNormVariate(mu, sigma float64) (float64, error) {
	x := r.NormalVariate(mu, sigma)
	y := cExp(x)
	if math.IsInf(y, 0) && !math.IsInf(x, 0) {
		return 0, &Error{Type: "OverflowError", Msg: "math range error"}
	}
	return y, nil
}

// ExpoVariate is random.expovariate(lambd); lambd 0 is CPython's
// ZeroDivisionError "float division by zero".
func (r *Random) ExpoVariate(lambd float64) (float64, error) {
	x := -cLog(1.0 - r.Random())
	if lambd == 0 {
		return 0, &Error{Type: "ZeroDivisionError", Msg: "float division by zero"}
	}
	return x / lambd, nil
}

// VonMisesVariate is random.vonmisesvariate(mu, kappa).
func (r *Random) VonMisesVariate(mu, kappa float64) float64 {
	if kappa <= 1e-6 {
		return (2 * math.Pi) * r.Random()
	}
	s := 0.5 / kappa
	rr := s + math.Sqrt(1.0+s*s)
	var z float64
	for {
		u1 := r.Random()
		z = cCos(math.Pi * u1)
		d := z / (rr + z)
		u2 := r.Random()
		if u2 < 1.0-d*d || u2 <= (1.0-d)*cExp(d) {
			break
		}
	}
	q := 1.0 / rr
	f := (q + z) / (1.0 + q*z)
	u3 := r.Random()
	if u3 > 0.5 {
		return pyMod(mu+cAcos(f), 2*math.Pi)
	}
	return pyMod(mu-cAcos(f), 2*math.Pi)
}

// pyMod is Python's float %: the result has the sign of y.
func pyMod(x, y float64) float64 {
	mod := math.Mod(x, y)
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
		}
	} else {
		mod = math.Copysign(0, y)
	}
	return mod
}

// GammaVariate is random.gammavariate(alpha, beta).
func (r *Random) GammaVariate(alpha, beta float64) (float64, error) {
	if alpha <= 0.0 || beta <= 0.0 {
		return 0, valueError("gammavariate: alpha and beta must be > 0.0")
	}
	switch {
	case alpha > 1.0:
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - log4
		ccc := alpha + ainv
		for {
			u1 := r.Random()
			if !(1e-7 < u1 && u1 < 0.9999999) {
				continue
			}
			u2 := 1.0 - r.Random()
			v := cLog(u1/(1.0-u1)) / ainv
			x := alpha * cExp(v)
			z := u1 * u1 * u2
			rr := bbb + float64(ccc*v) - x
			if rr+sgMagicConst-float64(4.5*z) >= 0.0 || rr >= cLog(z) {
				return x * beta, nil
			}
		}
	case alpha == 1.0:
		return -cLog(1.0-r.Random()) * beta, nil
	}
	var x float64
	for {
		u := r.Random()
		b := (math.E + alpha) / math.E
		p := b * u
		if p <= 1.0 {
			x = pow(p, 1.0/alpha)
		} else {
			x = -cLog((b - p) / alpha)
		}
		u1 := r.Random()
		if p > 1.0 {
			if u1 <= pow(x, alpha-1.0) {
				break
			}
		} else if u1 <= cExp(-x) {
			break
		}
	}
	return x * beta, nil
}

// BetaVariate is random.betavariate(alpha, beta).
func (r *Random) BetaVariate(alpha, beta float64) (float64, error) {
	y, err := r.GammaVariate(alpha, 1.0)
	if err != nil {
		return 0, err
	}
	if y != 0 {
		y2, err := r.GammaVariate(beta, 1.0)
		if err != nil {
			return 0, err
		}
		return y / (y + y2), nil
	}
	return 0.0, nil
}

// ParetoVariate is random.paretovariate(alpha).
func (r *Random) ParetoVariate(alpha float64) (float64, error) {
	u := 1.0 - r.Random()
	if alpha == 0 {
		return 0, &Error{Type: "ZeroDivisionError", Msg: "float division by zero"}
	}
	return powChecked(u, -1.0/alpha)
}

// WeibullVariate is random.weibullvariate(alpha, beta).
func (r *Random) WeibullVariate(alpha, beta float64) (float64, error) {
	u := 1.0 - r.Random()
	if beta == 0 {
		return 0, &Error{Type: "ZeroDivisionError", Msg: "float division by zero"}
	}
	p, err := powChecked(-cLog(u), 1.0/beta)
	return alpha * p, err
}

// powChecked is Python's float ** for the non-negative bases the
// distributions use, with its OverflowError.
func powChecked(x, y float64) (float64, error) {
	p := pow(x, y)
	if math.IsInf(p, 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0) {
		return 0, &Error{Type: "OverflowError", Msg: "(34, 'Numerical result out of range')"}
	}
	return p, nil
}

// pow is the C library's pow for x > 0.
func pow(x, y float64) float64 { return cPow(x, y) }
