// Package keyword is Python's keyword module for monty, written in Python
// (keyword.py) and embedded in the binary.
package keyword

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed keyword.py
var src string

func init() {
	vm.RegisterModule("keyword", native.PythonModule("keyword", src))
}
