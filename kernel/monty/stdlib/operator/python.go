package operator

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed operator.py
var src string

func init() {
	vm.RegisterModule("operator", native.PythonModule("operator", src))
}
