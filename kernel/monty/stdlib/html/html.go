// Package html is Python's html package for monty, written in Python
// (its files beside this one) and embedded in the binary.
package html

import (
	"embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
)

//go:embed __init__.py _charrefs.py entities.py
var files embed.FS

func init() {
	native.PythonPackage("html", files)
}
