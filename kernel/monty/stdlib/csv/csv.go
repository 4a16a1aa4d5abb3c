// Package csv is Python's csv module for monty, written in Python
// (csv.py) and embedded in the binary.
package csv

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed csv.py
var src string

func init() {
	vm.RegisterModule("csv", native.PythonModule("csv", src))
}
