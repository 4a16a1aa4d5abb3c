// Package contextlib is Python's contextlib module for monty, written in Python
// (contextlib.py) and embedded in the binary.
package contextlib

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed contextlib.py
var src string

func init() {
	vm.RegisterModule("contextlib", native.PythonModule("contextlib", src))
}
