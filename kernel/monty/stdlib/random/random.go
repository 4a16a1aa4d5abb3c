// Package random is Python's random module for monty, on package mersenne
// (CPython's Mersenne Twister, seeding and algorithms, step for step), so
// that random.seed(42) gives CPython's very sequence.
//
// Random is a native type that Python classes may subclass (their
// instances wrap the generator); the module-level functions are bound to
// a hidden instance that belongs to the module, so each Thread (each
// interpreter) has its own and seeding one never disturbs another.
// SystemRandom draws its bits from crypto/rand: it reseeds its generator
// with fresh entropy before every call.
package random

import (
	"crypto/rand"
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/random/internal/mersenne"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() {
	randomType = vm.NewNativeType(vm.NativeType{
		Name:    "Random",
		Module:  "random",
		Doc:     "Random number generator base class used by bound module functions.",
		New:     newRandom(false),
		Methods: methods(),
	})
	sys := methods()
	sys["seed"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.None, nil }
	sys["__init__"] = sys["seed"]
	notImpl := func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return nil, vm.Errorf(vm.NotImplementedErrorType, "System entropy source does not have state.")
	}
	sys["getstate"], sys["setstate"] = notImpl, notImpl
	systemRandomType = vm.NewNativeType(vm.NativeType{
		Name:    "SystemRandom",
		Module:  "random",
		Doc:     "Alternate random number generator using sources provided by the operating system.",
		Base:    randomType,
		New:     newRandom(true),
		Methods: sys,
	})
	vm.RegisterModule("random", newModule)
}

var randomType, systemRandomType *vm.Type

// generator is a Random instance's data.
type generator struct {
	r      *mersenne.Random
	system bool // SystemRandom: fresh entropy for every call
	cls    *vm.Type
}

func (g *generator) Type() *vm.Type { return g.cls }

func entropy(n int) []byte {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}

// stateBytes is how much entropy seeds a generator, as CPython reads.
const stateBytes = 2496

func newRandom(system bool) func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	return func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
		own := randomType
		if system {
			own = systemRandomType
		}
		g := &generator{r: mersenne.New(entropy(stateBytes)), system: system, cls: own}
		if cls == own {
			return g, nil
		}
		return vm.WrapInstance(cls, g), nil
	}
}

// self finds the generator of a method's receiver and, for SystemRandom,
// refreshes it from the OS.
func self(x vm.Value) (*generator, error) {
	g, ok := native.Unwrap(x).(*generator)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "descriptor requires a 'random.Random' object but received a '%s'", native.TypeName(x))
	}
	if g.system {
		g.r.SeedEntropy(entropy(32))
	}
	return g, nil
}

// pyErr converts mersenne's errors.
func pyErr(err error) error {
	if e, ok := err.(*mersenne.Error); ok {
		cls := vm.ExceptionTypeByName(e.Type)
		if cls == nil {
			cls = vm.ValueErrorType
		}
		return vm.Errorf(cls, "%s", e.Msg)
	}
	return err
}

type method func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error)

// bind makes a method whose arguments are named as the Python method's;
// required counts those without a default.
func bind(name string, required int, params []string, f method) vm.BuiltinFunc {
	qual := "Random." + name
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(args) == 0 {
			return nil, vm.Errorf(vm.TypeErrorType, "%s() needs an argument", qual)
		}
		g, err := self(args[0])
		if err != nil {
			return nil, err
		}
		a, err := native.PyArgs(qual, args[1:], kw, required, params...)
		if err != nil {
			return nil, err
		}
		return f(t, g, a)
	}
}

func floatArg(t *vm.Thread, v vm.Value, def float64) (float64, error) {
	if v == nil {
		return def, nil
	}
	return native.Float(t, v)
}

func methods() map[string]vm.BuiltinFunc {
	dist := func(name string, params []string, defs []float64, f func(g *generator, x []float64) (float64, error)) vm.BuiltinFunc {
		required := 0
		for _, d := range defs {
			if math.IsNaN(d) {
				required++
			}
		}
		return bind(name, required, params, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			x := make([]float64, len(a))
			for i, v := range a {
				var err error
				if x[i], err = floatArg(t, v, defs[i]); err != nil {
					return nil, err
				}
			}
			r, err := f(g, x)
			if err != nil {
				return nil, pyErr(err)
			}
			return vm.Float(r), nil
		})
	}
	nan := math.NaN()
	return map[string]vm.BuiltinFunc{
		"__init__": bind("__init__", 0, []string{"x"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			return seed(t, g, a[0], nil)
		}),
		"seed": bind("seed", 0, []string{"a", "version"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			return seed(t, g, a[0], a[1])
		}),
		"random": bind("random", 0, nil, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			return vm.Float(g.r.Random()), nil
		}),
		"getrandbits": bind("getrandbits", 1, []string{"k"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			k, err := native.Int64(t, a[0], "Python int too large to convert to C int")
			if err != nil {
				return nil, err
			}
			if err := t.Alloc(k/8 + 32); err != nil {
				return nil, err
			}
			b, err := g.r.GetRandBits(int(k))
			if err != nil {
				return nil, pyErr(err)
			}
			return vm.MakeBigInt(b), nil
		}),
		"randbytes": bind("randbytes", 1, []string{"n"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			n, err := native.Int64(t, a[0], "Python int too large to convert to C ssize_t")
			if err != nil {
				return nil, err
			}
			if err := t.Alloc(n + 32); err != nil {
				return nil, err
			}
			b, err := g.r.RandBytes(int(n))
			if err != nil {
				return nil, pyErr(err)
			}
			return vm.NewBytes(b), nil
		}),
		"getstate":  bind("getstate", 0, nil, getstate),
		"setstate":  bind("setstate", 1, []string{"state"}, setstate),
		"randrange": bind("randrange", 1, []string{"start", "stop", "step"}, randrange),
		"randint": bind("randint", 2, []string{"a", "b"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			hi, err := t.BinaryOp(compile.OpAdd, a[1], vm.MakeInt(1))
			if err != nil {
				return nil, err
			}
			return randrange(t, g, []vm.Value{a[0], hi, nil})
		}),
		"choice":  bind("choice", 1, []string{"seq"}, choice),
		"shuffle": bind("shuffle", 1, []string{"x"}, shuffle),
		"sample": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return sample(t, args, kw)
		},
		"choices": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return choices(t, args, kw)
		},
		"uniform": dist("uniform", []string{"a", "b"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.Uniform(x[0], x[1]), nil
		}),
		"triangular": bind("triangular", 0, []string{"low", "high", "mode"}, func(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
			low, err := floatArg(t, a[0], 0)
			if err != nil {
				return nil, err
			}
			high, err := floatArg(t, a[1], 1)
			if err != nil {
				return nil, err
			}
			hasMode := a[2] != nil && a[2] != vm.None
			mode := 0.0
			if hasMode {
				if mode, err = native.Float(t, a[2]); err != nil {
					return nil, err
				}
			}
			return vm.Float(g.r.Triangular(low, high, mode, hasMode)), nil
		}),
		"gauss": dist("gauss", []string{"mu", "sigma"}, []float64{0, 1}, func(g *generator, x []float64) (float64, error) {
			return g.r.Gauss(x[0], x[1]), nil
		}),
		"normalvariate": dist("normalvariate", []string{"mu", "sigma"}, []float64{0, 1}, func(g *generator, x []float64) (float64, error) {
			return g.r.NormalVariate(x[0], x[1]), nil
		}),
		"lognormvariate": dist("lognormvariate", []string{"mu", "sigma"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.LogNormVariate(x[0], x[1])
		}),
		"expovariate": dist("expovariate", []string{"lambd"}, []float64{nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.ExpoVariate(x[0])
		}),
		"vonmisesvariate": dist("vonmisesvariate", []string{"mu", "kappa"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.VonMisesVariate(x[0], x[1]), nil
		}),
		"gammavariate": dist("gammavariate", []string{"alpha", "beta"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.GammaVariate(x[0], x[1])
		}),
		"betavariate": dist("betavariate", []string{"alpha", "beta"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.BetaVariate(x[0], x[1])
		}),
		"paretovariate": dist("paretovariate", []string{"alpha"}, []float64{nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.ParetoVariate(x[0])
		}),
		"weibullvariate": dist("weibullvariate", []string{"alpha", "beta"}, []float64{nan, nan}, func(g *generator, x []float64) (float64, error) {
			return g.r.WeibullVariate(x[0], x[1])
		}),
	}
}

func seed(t *vm.Thread, g *generator, a, version vm.Value) (vm.Value, error) {
	v := int64(2)
	if version != nil {
		var err error
		if v, err = native.Int64(t, version, "Python int too large to convert to C long"); err != nil {
			return nil, err
		}
	}
	if g.system {
		return vm.None, nil
	}
	switch {
	case a == nil || a == vm.None:
		g.r.SeedEntropy(entropy(stateBytes))
	case native.IsInt(a):
		b, _ := native.Big(a)
		g.r.SeedInt(b.Abs(b))
	default:
		s, isStr := native.Str(a)
		b, isBytes := native.Bytes(a)
		_, isByteArray := native.Unwrap(a).(*vm.ByteArray)
		switch {
		case v == 1 && isStr:
			g.r.SeedV1([]rune(s))
		case v == 1 && isBytes && !isByteArray:
			codes := make([]rune, len(b))
			for i, c := range b {
				codes[i] = rune(c)
			}
			g.r.SeedV1(codes)
		case v == 2 && isStr:
			g.r.SeedBytes([]byte(s))
		case v == 2 && isBytes:
			g.r.SeedBytes(append([]byte(nil), b...))
		case native.IsFloat(a) || isStr || isBytes:
			h, err := t.Hash(a)
			if err != nil {
				return nil, err
			}
			g.r.SeedHash(h)
		default:
			return nil, vm.Errorf(vm.TypeErrorType, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
		}
	}
	return vm.None, nil
}

func getstate(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
	st := g.r.GetState()
	words := make(vm.Tuple, len(st.Words)+1)
	for i, w := range st.Words {
		words[i] = vm.MakeInt(int64(w))
	}
	words[len(st.Words)] = vm.MakeInt(int64(st.Index))
	var gauss vm.Value = vm.None
	if st.HasGauss {
		gauss = vm.Float(st.GaussNext)
	}
	return vm.Tuple{vm.MakeInt(3), words, gauss}, nil
}

func setstate(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
	state := a[0]
	version, err := t.GetItem(state, vm.MakeInt(0))
	if err != nil {
		return nil, err
	}
	if v, _ := vm.AsInt64(version); v != 3 || !native.IsInt(version) {
		r, _ := t.Repr(version)
		return nil, vm.Errorf(vm.ValueErrorType, "state with version %s passed to Random.setstate() of version 3", r)
	}
	parts, err := t.ToList(state)
	if err != nil {
		return nil, err
	}
	if len(parts) != 3 {
		return nil, vm.Errorf(vm.ValueErrorType, "too many values to unpack (expected 3)")
	}
	words, ok := native.Unwrap(parts[1]).(vm.Tuple)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "state vector must be a tuple")
	}
	var st mersenne.State
	if len(words) != len(st.Words)+1 {
		return nil, vm.Errorf(vm.ValueErrorType, "state vector is the wrong size")
	}
	for i := range st.Words {
		b, err := native.IndexBig(t, words[i])
		if err != nil {
			return nil, err
		}
		if b.Sign() < 0 || b.BitLen() > 64 {
			return nil, vm.Errorf(vm.OverflowErrorType, "Python int too large to convert to C unsigned long")
		}
		st.Words[i] = uint32(b.Uint64())
	}
	idx, err := native.Int64(t, words[len(st.Words)], "Python int too large to convert to C int")
	if err != nil {
		return nil, err
	}
	st.Index = int(idx)
	if parts[2] != vm.None {
		if st.GaussNext, err = native.Float(t, parts[2]); err != nil {
			return nil, err
		}
		st.HasGauss = true
	}
	if err := g.r.SetState(st); err != nil {
		return nil, pyErr(err)
	}
	return vm.None, nil
}

// intArg is randrange's _index with its float fallback.
func intArg(t *vm.Thread, v vm.Value, what string) (*big.Int, error) {
	b, err := native.IndexBig(t, v)
	if err == nil {
		return b, nil
	}
	f, ok := native.Unwrap(v).(vm.Float)
	if !ok {
		return nil, err
	}
	if math.IsInf(float64(f), 0) {
		return nil, vm.Errorf(vm.OverflowErrorType, "cannot convert float infinity to integer")
	}
	if math.IsNaN(float64(f)) {
		return nil, vm.Errorf(vm.ValueErrorType, "cannot convert float NaN to integer")
	}
	if float64(f) != math.Trunc(float64(f)) {
		return nil, vm.Errorf(vm.ValueErrorType, "non-integer %s for randrange()", what)
	}
	i, _ := new(big.Float).SetFloat64(float64(f)).Int(nil)
	return i, nil
}

func randrange(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
	start, err := intArg(t, a[0], "arg 1")
	if err != nil {
		return nil, err
	}
	hasStop := a[1] != nil && a[1] != vm.None
	stepGiven := a[2] != nil
	var stop, step *big.Int
	if hasStop {
		if stop, err = intArg(t, a[1], "stop"); err != nil {
			return nil, err
		}
	}
	if stepGiven {
		if step, err = intArg(t, a[2], "step"); err != nil {
			return nil, err
		}
	}
	if stepGiven && step.Cmp(big.NewInt(1)) == 0 {
		stepGiven = hasStop // randrange(n, step=1) is randrange(n)
	}
	r, err := g.r.RandRange(start, stop, step, hasStop, stepGiven)
	if err != nil {
		return nil, pyErr(err)
	}
	return vm.MakeBigInt(r), nil
}
