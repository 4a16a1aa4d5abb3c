// Package fnmatch is Python's fnmatch module for monty, written in Python
// (fnmatch.py) and embedded in the binary.
package fnmatch

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed fnmatch.py
var src string

func init() {
	vm.RegisterModule("fnmatch", native.PythonModule("fnmatch", src))
}
