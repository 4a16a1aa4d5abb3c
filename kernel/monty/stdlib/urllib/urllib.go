// Package urllib is Python's urllib package for monty, written in Python
// (its files beside this one) and embedded in the binary.
package urllib

import (
	"embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
)

//go:embed __init__.py parse.py
var files embed.FS

func init() {
	native.PythonPackage("urllib", files)
}
