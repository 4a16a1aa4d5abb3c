package functools

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed functools.py
var src string

func init() {
	vm.RegisterModule("functools", native.PythonModule("functools", src))
}
