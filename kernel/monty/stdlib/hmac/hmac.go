// Package hmac is Python's hmac module for monty, written in Python
// (hmac.py) on hashlib.
package hmac

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed hmac.py
var src string

func init() { vm.RegisterModule("hmac", native.PythonModule("hmac", src)) }
