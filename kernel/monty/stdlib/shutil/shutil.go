// Package shutil is Python's shutil module for monty: copies, moves and
// tree removal on the sandbox's file system, written in Python
// (shutil.py) on os and open. Archives and which() find nothing: there is
// no host to run or pack.
package shutil

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed shutil.py
var src string

func init() { vm.RegisterModule("shutil", native.PythonModule("shutil", src)) }
