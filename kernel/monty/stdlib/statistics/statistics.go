// Package statistics is Python's statistics module for monty, written in Python
// (statistics.py) and embedded in the binary.
package statistics

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed statistics.py
var src string

func init() {
	vm.RegisterModule("statistics", native.PythonModule("statistics", src))
}
