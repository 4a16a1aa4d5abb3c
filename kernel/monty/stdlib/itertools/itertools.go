// Package itertools is Python's itertools module for monty, written in Python
// (itertools.py) and embedded in the binary.
package itertools

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed itertools.py
var src string

func init() {
	vm.RegisterModule("itertools", native.PythonModule("itertools", src))
}
