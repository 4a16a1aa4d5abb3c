package collections

import (
	"embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed _collections_abc.py
var collectionsabcSrc string

//go:embed __init__.py abc.py
var files embed.FS

func init() {
	vm.RegisterModule("_collections_abc", native.PythonModule("_collections_abc", collectionsabcSrc))
	native.PythonPackage("collections", files)
}
