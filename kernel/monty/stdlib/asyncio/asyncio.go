// Package asyncio is Python's asyncio package for monty, written in Python
// (its files beside this one) and embedded in the binary.
package asyncio

import (
	"embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
)

//go:embed __init__.py coroutines.py events.py exceptions.py futures.py locks.py mixins.py queues.py runners.py taskgroups.py tasks.py timeouts.py
var files embed.FS

func init() {
	native.PythonPackage("asyncio", files)
}
