// Package future is Python's __future__ module for monty, written in
// Python (__future__.py) and embedded in the binary. Its folder is not
// named __future__ because the go tool ignores directories whose names
// begin with an underscore. What the future statements do is the
// compiler's (kernel/monty/compile/future.go).
package future

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed __future__.py
var src string

func init() {
	vm.RegisterModule("__future__", native.PythonModule("__future__", src))
}
