// Package string is Python's string module for monty, written in Python
// (string.py) and embedded in the binary.
package string

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed string.py
var src string

func init() {
	vm.RegisterModule("string", native.PythonModule("string", src))
}
