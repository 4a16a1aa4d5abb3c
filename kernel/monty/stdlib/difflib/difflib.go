// Package difflib is Python's difflib module for monty, written in Python
// (difflib.py) and embedded in the binary.
package difflib

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed difflib.py
var src string

func init() {
	vm.RegisterModule("difflib", native.PythonModule("difflib", src))
}
