// Package tempfile is Python's tempfile module for monty: temporary files
// and directories under the sandbox's in-memory /tmp, written in Python
// (tempfile.py) on open, os and shutil.
package tempfile

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed tempfile.py
var src string

func init() { vm.RegisterModule("tempfile", native.PythonModule("tempfile", src)) }
