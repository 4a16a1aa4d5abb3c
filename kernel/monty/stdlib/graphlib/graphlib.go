// Package graphlib is Python's graphlib module for monty, written in Python
// (graphlib.py) and embedded in the binary.
package graphlib

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed graphlib.py
var src string

func init() {
	vm.RegisterModule("graphlib", native.PythonModule("graphlib", src))
}
