// Package pprint is Python's pprint module for monty, written in Python
// (pprint.py) and embedded in the binary.
package pprint

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed pprint.py
var src string

func init() {
	vm.RegisterModule("pprint", native.PythonModule("pprint", src))
}
