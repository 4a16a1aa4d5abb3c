// Package numbers is Python's numbers module for monty, written in Python
// (numbers.py) and embedded in the binary.
package numbers

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed numbers.py
var src string

func init() {
	vm.RegisterModule("numbers", native.PythonModule("numbers", src))
}
