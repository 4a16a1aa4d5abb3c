package typing_test

import (
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// BenchmarkImport is the time of `import typing` in a fresh interpreter
// (the target of issue 12 is under 2 ms), beside CPython's.
func BenchmarkImport(b *testing.B) { difftest.BenchImport(b, "typing") }
