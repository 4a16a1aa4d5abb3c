// Package textwrap is Python's textwrap module for monty, written in Python
// (textwrap.py) and embedded in the binary.
package textwrap

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed textwrap.py
var src string

func init() {
	vm.RegisterModule("textwrap", native.PythonModule("textwrap", src))
}
