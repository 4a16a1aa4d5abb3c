// Package copy is Python's copy module for monty, written in Python
// (copy.py) and embedded in the binary.
package copy

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed copy.py
var src string

func init() {
	vm.RegisterModule("copy", native.PythonModule("copy", src))
}
