// Package bisect is Python's bisect module for monty, written in Python
// (bisect.py) and embedded in the binary.
package bisect

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed bisect.py
var src string

func init() {
	vm.RegisterModule("bisect", native.PythonModule("bisect", src))
}
