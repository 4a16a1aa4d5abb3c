package vm

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// The unboxed sort orders ints, floats (NaN included) and strs exactly as
// the generic sort does, forward and reversed, equal keys included.
func TestSortHomogeneousMatchesGenericSort(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	gens := map[string]func() Value{
		"ints":   func() Value { return MakeInt(r.Int64N(50) - 25) },
		"floats": func() Value { return Float(float64(r.IntN(40)) / 4) },
		"floats_nan": func() Value {
			if r.IntN(10) == 0 {
				return Float(math.NaN())
			}
			return Float(r.NormFloat64())
		},
		"strs":        func() Value { return NewStr(string(rune('a'+r.IntN(5))) + string(rune('é'+r.IntN(3)))) },
		"strs_unique": func() Value { return NewStr(string(rune(r.IntN(0x10000)))) },
	}
	th := NewThread(Options{})
	for name, gen := range gens {
		for _, n := range []int{2, 31, 33, 100, 1000, 5000} {
			keys := make([]Value, n)
			for i := range keys {
				keys[i] = gen()
			}
			for _, reverse := range []bool{false, true} {
				got, err := th.sortHomogeneous(keys, reverse)
				if err != nil || got == nil {
					t.Fatalf("%s/%d: sortHomogeneous = %v, %v", name, n, got, err)
				}
				var sortErr error
				want, err := th.sortGeneric(keys, reverse, &sortErr)
				if err != nil || sortErr != nil {
					t.Fatal(err, sortErr)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s/%d reverse=%v: unboxed order differs from the generic one", name, n, reverse)
				}
			}
		}
	}
}

// Mixed keys and long lists are left to the generic sort.
func TestSortHomogeneousDeclines(t *testing.T) {
	th := NewThread(Options{})
	long := make([]Value, maxUnboxedSort+1)
	for i := range long {
		long[i] = MakeInt(int64(i))
	}
	for name, keys := range map[string][]Value{
		"int_and_float": {MakeInt(1), Float(2)},
		"str_and_int":   {NewStr("a"), MakeInt(1)},
		"bools":         {Bool(true), Bool(false)},
		"tuples":        {Tuple{MakeInt(1)}, Tuple{MakeInt(0)}},
		"long":          long,
	} {
		if got, err := th.sortHomogeneous(keys, false); got != nil || err != nil {
			t.Errorf("%s: sortHomogeneous = %v, %v; want nil, nil", name, got, err)
		}
	}
}
