// Package fractions is Python's fractions module for monty, written in Python
// (fractions.py) and embedded in the binary.
package fractions

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed fractions.py
var src string

func init() {
	vm.RegisterModule("fractions", native.PythonModule("fractions", src))
}
