// Package calendar is Python's calendar module for monty, written in Python
// (calendar.py) and embedded in the binary.
package calendar

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed calendar.py
var src string

func init() {
	vm.RegisterModule("calendar", native.PythonModule("calendar", src))
}
