// Package inspect is Python's inspect module for monty, written in Python
// (inspect.py) and embedded in the binary.
package inspect

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed inspect.py
var src string

func init() {
	vm.RegisterModule("inspect", native.PythonModule("inspect", src))
}
