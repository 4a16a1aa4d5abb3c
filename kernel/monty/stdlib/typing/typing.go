// Package typing is Python's typing module for monty, written in Python
// (typing.py) and embedded in the binary.
package typing

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed typing.py
var src string

func init() {
	vm.RegisterModule("typing", native.PythonModule("typing", src))
}
