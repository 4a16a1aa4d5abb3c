// Package secrets is Python's secrets module for monty, written in Python
// (secrets.py) and embedded in the binary.
package secrets

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed secrets.py
var src string

func init() {
	vm.RegisterModule("secrets", native.PythonModule("secrets", src))
}
