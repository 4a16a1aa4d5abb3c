// Package abc is Python's abc module for monty, written in Python
// (abc.py) and embedded in the binary.
package abc

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed abc.py
var src string

func init() {
	vm.RegisterModule("abc", native.PythonModule("abc", src))
}
