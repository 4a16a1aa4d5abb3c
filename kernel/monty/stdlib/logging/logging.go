// Package logging is Python's logging package for monty, written in Python
// (its files beside this one) and embedded in the binary.
package logging

import (
	"embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
)

//go:embed __init__.py handlers.py
var files embed.FS

func init() {
	native.PythonPackage("logging", files)
}
