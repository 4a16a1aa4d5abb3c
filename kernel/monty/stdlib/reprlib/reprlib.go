// Package reprlib is Python's reprlib module for monty, written in Python
// (reprlib.py) and embedded in the binary.
package reprlib

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed reprlib.py
var src string

func init() {
	vm.RegisterModule("reprlib", native.PythonModule("reprlib", src))
}
