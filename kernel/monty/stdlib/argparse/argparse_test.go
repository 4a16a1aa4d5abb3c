package argparse_test

import (
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// TestAgainstCPython runs the programs under testdata on monty and on
// CPython and compares their output.
func TestAgainstCPython(t *testing.T) { difftest.Run(t, "testdata") }
