// Package pathlib is Python's pathlib module for monty (POSIX paths),
// written in Python (pathlib.py) on the sandbox's os, glob and open.
package pathlib

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed pathlib.py
var src string

func init() { vm.RegisterModule("pathlib", native.PythonModule("pathlib", src)) }
