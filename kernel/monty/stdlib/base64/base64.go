// Package base64 is Python's base64 module for monty, written in Python
// (base64.py) and embedded in the binary, with its byte loops in Go
// (codec.go, the private module _base64).
package base64

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed base64.py
var src string

func init() {
	vm.RegisterModule("base64", native.PythonModule("base64", src))
	vm.RegisterModule("_base64", newCodecModule)
}
