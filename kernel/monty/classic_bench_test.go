package monty_test

// The classic benchmark programs that interpreter projects compare on, in
// our own implementations (testdata/classic_bench: n-body, spectral norm,
// fannkuch, N-queens, a Richards-style scheduler, chaos game, ray tracer,
// exact-cover tiling in the manner of meteor, generators, coroutines,
// async generators, deepcopy, JSON, regex workloads, pi digits, an MDP
// over Fractions, decimal arithmetic, pprint, base64, unpacking, float
// objects, runtime protocols, the DeltaBlue constraint solver, Go by
// Monte-Carlo tree search, Hexiom). Each defines bench(), taking 0.1-2 s on
// CPython; they are timed exactly as BenchmarkLanguage's programs are,
// alternating with CPython run for run, after a first run on each side
// whose results must be equal (the same work is compared).
//
//	go test ./kernel/monty -run '^$' -bench Classic -benchtime 5x

import "testing"

func BenchmarkClassic(b *testing.B) {
	benchPrograms(b, "testdata/classic_bench/*.py")
}
