// Package types is Python's types module for monty, written in Python
// (types.py) and embedded in the binary.
package types

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed types.py
var src string

func init() {
	vm.RegisterModule("types", native.PythonModule("types", src))
}
