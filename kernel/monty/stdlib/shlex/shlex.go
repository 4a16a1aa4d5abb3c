// Package shlex is Python's shlex module for monty, written in Python
// (shlex.py) and embedded in the binary.
package shlex

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed shlex.py
var src string

func init() {
	vm.RegisterModule("shlex", native.PythonModule("shlex", src))
}
