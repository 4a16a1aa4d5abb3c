// Package dataclasses is Python's dataclasses module for monty, written in Python
// (dataclasses.py) and embedded in the binary.
package dataclasses

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed dataclasses.py
var src string

func init() {
	vm.RegisterModule("dataclasses", native.PythonModule("dataclasses", src))
}
