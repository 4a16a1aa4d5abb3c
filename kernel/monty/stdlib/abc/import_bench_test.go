package abc_test

import (
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// BenchmarkImport is the time of `import abc` in a fresh interpreter, which
// every ABC-based module (collections.abc, typing, numbers) pays first.
func BenchmarkImport(b *testing.B) { difftest.BenchImport(b, "abc") }
