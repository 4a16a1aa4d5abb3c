// Package argparse is Python's argparse module for monty, written in Python
// (argparse.py) and embedded in the binary.
package argparse

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed argparse.py
var src string

func init() {
	vm.RegisterModule("argparse", native.PythonModule("argparse", src))
}
