// Package traceback is Python's traceback module for monty, written in Python
// (traceback.py) and embedded in the binary.
package traceback

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed traceback.py
var src string

func init() {
	vm.RegisterModule("traceback", native.PythonModule("traceback", src))
}
