package random

import (
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The functions that pick from sequences: mersenne returns indices, the
// sequence is indexed here, as random.py does with len() and [].

func choice(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
	seq := a[0]
	n, err := t.Len(seq)
	if err != nil {
		return nil, err
	}
	i, err := g.r.Choice(n)
	if err != nil {
		return nil, pyErr(err)
	}
	if l, ok := native.Unwrap(seq).(*vm.List); ok && seq == vm.Value(l) {
		return l.Elems()[i], nil
	}
	return t.GetItem(seq, vm.MakeInt(int64(i)))
}

func shuffle(t *vm.Thread, g *generator, a []vm.Value) (vm.Value, error) {
	x := a[0]
	if l, ok := x.(*vm.List); ok {
		e := l.Elems()
		g.r.Shuffle(len(e), func(i, j int) { e[i], e[j] = e[j], e[i] })
		return vm.None, nil
	}
	n, err := t.Len(x)
	if err != nil {
		return nil, err
	}
	var swapErr error
	g.r.Shuffle(n, func(i, j int) {
		if swapErr != nil {
			return
		}
		xi, err := t.GetItem(x, vm.MakeInt(int64(i)))
		if err != nil {
			swapErr = err
			return
		}
		xj, err := t.GetItem(x, vm.MakeInt(int64(j)))
		if err != nil {
			swapErr = err
			return
		}
		if err := t.SetItem(x, vm.MakeInt(int64(i)), xj); err != nil {
			swapErr = err
			return
		}
		swapErr = t.SetItem(x, vm.MakeInt(int64(j)), xi)
	})
	return vm.None, swapErr
}

// isSequence is isinstance(x, collections.abc.Sequence) for the types a
// program passes to sample.
func isSequence(x vm.Value) bool {
	switch native.Unwrap(x).(type) {
	case *vm.List, vm.Tuple, *vm.Str, *vm.Range, *vm.Bytes, *vm.ByteArray:
		return true
	case *vm.Dict, *vm.Set:
		return false
	}
	c := x.Type()
	return c.Lookup("__getitem__") != nil && c.Lookup("__len__") != nil && c.Lookup("keys") == nil
}

// pick returns population[i] for each index.
func pick(t *vm.Thread, pop vm.Value, idx []int) (vm.Value, error) {
	if err := t.AllocElems(int64(len(idx)), 16); err != nil {
		return nil, err
	}
	out := make([]vm.Value, len(idx))
	elems := []vm.Value(nil)
	switch p := pop.(type) {
	case *vm.List:
		elems = p.Elems()
	case vm.Tuple:
		elems = p
	}
	for k, i := range idx {
		if elems != nil && i < len(elems) {
			out[k] = elems[i]
			continue
		}
		v, err := t.GetItem(pop, vm.MakeInt(int64(i)))
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return vm.NewList(out), nil
}

func sample(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(args)-len(kw) < 1 {
		return nil, vm.Errorf(vm.TypeErrorType, "Random.sample() missing 2 required positional arguments: 'population' and 'k'")
	}
	g, err := self(args[0])
	if err != nil {
		return nil, err
	}
	pos, kwargs := native.Kwargs(args[1:], kw)
	var counts vm.Value
	var names []string
	var vals []vm.Value
	for k, v := range kwargs {
		if k == "counts" {
			counts = v
			continue
		}
		names = append(names, k)
		vals = append(vals, v)
	}
	a, err := native.PyArgs("Random.sample", append(append([]vm.Value(nil), pos...), vals...), names, 2, "population", "k")
	if err != nil {
		return nil, err
	}
	pop := a[0]
	if !isSequence(pop) {
		return nil, vm.Errorf(vm.TypeErrorType, "Population must be a sequence.  For dicts or sets, use sorted(d).")
	}
	n, err := t.Len(pop)
	if err != nil {
		return nil, err
	}
	k, err := native.Int64(t, a[1], "Python int too large to convert to C ssize_t")
	if err != nil {
		return nil, err
	}
	if counts != nil && counts != vm.None {
		cs, err := t.ToList(counts)
		if err != nil {
			return nil, err
		}
		if len(cs) != n {
			return nil, vm.Errorf(vm.ValueErrorType, "The number of counts does not match the population")
		}
		cum := make([]int, len(cs))
		var total vm.Value = vm.MakeInt(0)
		for i, c := range cs {
			if total, err = t.BinaryOp(compile.OpAdd, total, c); err != nil {
				return nil, err
			}
			if !native.IsInt(total) {
				return nil, vm.Errorf(vm.TypeErrorType, "Counts must be integers")
			}
			v, _ := vm.AsInt64(total)
			cum[i] = int(v)
		}
		if len(cum) == 0 {
			return nil, vm.Errorf(vm.IndexErrorType, "pop from empty list")
		}
		idx, err := g.r.SampleCounts(cum, int(k))
		if err != nil {
			return nil, pyErr(err)
		}
		return pick(t, pop, idx)
	}
	if k < 0 || k > int64(n) {
		return nil, vm.Errorf(vm.ValueErrorType, "Sample larger than population or is negative")
	}
	idx, err := g.r.Sample(n, int(k))
	if err != nil {
		return nil, pyErr(err)
	}
	return pick(t, pop, idx)
}

func choices(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(args)-len(kw) < 1 {
		return nil, vm.Errorf(vm.TypeErrorType, "Random.choices() missing 1 required positional argument: 'population'")
	}
	g, err := self(args[0])
	if err != nil {
		return nil, err
	}
	pos, kwargs := native.Kwargs(args[1:], kw)
	if len(pos) > 2 {
		return nil, vm.Errorf(vm.TypeErrorType, "Random.choices() takes from 2 to 3 positional arguments but %d were given", len(pos)+1)
	}
	var pop, weights, cumWeights vm.Value
	k := int64(1)
	if len(pos) > 0 {
		pop = pos[0]
	}
	if len(pos) > 1 {
		weights = pos[1]
	}
	for name, v := range kwargs {
		switch name {
		case "population":
			pop = v
		case "weights":
			weights = v
		case "cum_weights":
			cumWeights = v
		case "k":
			if k, err = native.Int64(t, v, "Python int too large to convert to C ssize_t"); err != nil {
				return nil, err
			}
		default:
			return nil, vm.Errorf(vm.TypeErrorType, "Random.choices() got an unexpected keyword argument '%s'", name)
		}
	}
	if pop == nil {
		return nil, vm.Errorf(vm.TypeErrorType, "Random.choices() missing 1 required positional argument: 'population'")
	}
	n, err := t.Len(pop)
	if err != nil {
		return nil, err
	}
	if err := t.AllocElems(max(k, 0), 16); err != nil {
		return nil, err
	}
	if cumWeights == nil || cumWeights == vm.None {
		if weights == nil || weights == vm.None {
			return pick(t, pop, g.r.Choices(n, int(k)))
		}
		var acc vm.Value
		var cum []vm.Value
		err := t.Iterate(weights, func(w vm.Value) error {
			if acc == nil {
				acc = w
			} else if acc, err = t.BinaryOp(compile.OpAdd, acc, w); err != nil {
				return err
			}
			cum = append(cum, acc)
			return nil
		})
		if err != nil {
			if e, ok := err.(*vm.Exception); ok && e.Class() == vm.TypeErrorType && native.IsInt(weights) {
				kv, _ := t.Repr(weights)
				return nil, vm.Errorf(vm.TypeErrorType, "The number of choices must be a keyword argument: k=%s", kv)
			}
			return nil, err
		}
		cumWeights = vm.NewList(cum)
	} else if weights != nil && weights != vm.None {
		return nil, vm.Errorf(vm.TypeErrorType, "Cannot specify both weights and cumulative weights")
	}
	cw, err := t.ToList(cumWeights)
	if err != nil {
		return nil, err
	}
	if len(cw) != n {
		return nil, vm.Errorf(vm.ValueErrorType, "The number of weights does not match the population")
	}
	cum := make([]float64, len(cw))
	for i, w := range cw {
		if cum[i], err = native.Float(t, w); err != nil {
			return nil, err
		}
	}
	idx, err := g.r.ChoicesCum(n, cum, int(k))
	if err != nil {
		return nil, pyErr(err)
	}
	return pick(t, pop, idx)
}

// moduleFuncs are the names bound to the hidden instance.
var moduleFuncs = []string{"seed", "random", "uniform", "triangular", "randint", "choice", "randrange", "sample",
	"shuffle", "choices", "normalvariate", "lognormvariate", "expovariate", "vonmisesvariate", "gammavariate",
	"gauss", "betavariate", "paretovariate", "weibullvariate", "getstate", "setstate", "getrandbits", "randbytes"}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("random")
	d := m.Dict()
	d.SetString("Random", randomType)
	d.SetString("SystemRandom", systemRandomType)
	inst, err := t.Call(randomType, nil, nil)
	if err != nil {
		return nil, err
	}
	for _, name := range moduleFuncs {
		fn, err := t.GetAttrString(inst, name)
		if err != nil {
			return nil, err
		}
		d.SetString(name, fn)
	}
	all := []vm.Value{vm.NewStr("Random"), vm.NewStr("SystemRandom")}
	for _, name := range moduleFuncs {
		all = append(all, vm.NewStr(name))
	}
	d.SetString("__all__", vm.NewList(all))
	return m, nil
}
