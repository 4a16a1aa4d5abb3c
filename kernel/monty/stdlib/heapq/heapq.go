// Package heapq is Python's heapq module for monty, written in Python
// (heapq.py) and embedded in the binary.
package heapq

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed heapq.py
var src string

func init() {
	vm.RegisterModule("heapq", native.PythonModule("heapq", src))
}
