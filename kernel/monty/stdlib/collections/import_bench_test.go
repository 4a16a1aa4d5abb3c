package collections_test

import (
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// BenchmarkImport is the time of `import collections` in a fresh interpreter
// (the target of issue 12 is under 2 ms), beside CPython's.
func BenchmarkImport(b *testing.B) { difftest.BenchImport(b, "collections") }

// BenchmarkImportABC is the part of BenchmarkImport that is
// `import _collections_abc` (collections.abc), which collections imports
// first.
func BenchmarkImportABC(b *testing.B) { difftest.BenchImport(b, "_collections_abc") }
