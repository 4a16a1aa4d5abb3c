// Package enum is Python's enum module for monty, written in Python
// (enum.py) and embedded in the binary.
package enum

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed enum.py
var src string

func init() {
	vm.RegisterModule("enum", native.PythonModule("enum", src))
}
