// Package gzip is Python's gzip module for monty, written in Python
// (gzip.py) over zlib's raw deflate and embedded in the binary.
package gzip

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed gzip.py
var src string

func init() {
	vm.RegisterModule("gzip", native.PythonModule("gzip", src))
}
