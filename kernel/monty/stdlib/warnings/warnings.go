// Package warnings is Python's warnings module for monty, written in Python
// (warnings.py) and embedded in the binary.
package warnings

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed warnings.py
var src string

func init() {
	vm.RegisterModule("warnings", native.PythonModule("warnings", src))
}
