// Package queue is Python's queue module for monty, written in Python
// (queue.py) and embedded in the binary.
package queue

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed queue.py
var src string

func init() {
	vm.RegisterModule("queue", native.PythonModule("queue", src))
}
