package monty_test

// The standard-library benchmarks of issue 4: agent-style work (json of a
// 1 MB document, regex extraction, datetime parsing and arithmetic,
// Counter/defaultdict aggregation, sorting records, dataclass
// construction). Each program under testdata/stdlib_bench defines bench();
// monty and CPython time it alone in the same run, in process CPU time,
// alternating with CPython run for run, exactly as BenchmarkLanguage does. Each sub-benchmark
// reports its ratio monty/CPython as "x-cpython", the last one the
// geometric mean.
//
//	go test ./kernel/monty -run '^$' -bench Stdlib

import (
	"testing"
)

func BenchmarkStdlib(b *testing.B) {
	benchPrograms(b, "testdata/stdlib_bench/*.py")
}
