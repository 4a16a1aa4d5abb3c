// Package uuid is Python's uuid module for monty, written in Python
// (uuid.py) and embedded in the binary.
package uuid

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed uuid.py
var src string

func init() {
	vm.RegisterModule("uuid", native.PythonModule("uuid", src))
}
