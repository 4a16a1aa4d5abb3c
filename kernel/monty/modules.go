package monty

// The standard-library modules written in Go register themselves with the
// VM when their package is initialised; importing them here is what puts
// them into every Kernel (monty.New). The modules written in Python are
// embedded by package stdlib.
import (
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/ast"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/binascii"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/cmath"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/collections"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/datetime"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/decimal"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/functools"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/glob"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/hashlib"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/hmac"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/io"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/json"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/math"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/operator"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/os"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/pathlib"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/random"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/re"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/shutil"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/tempfile"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/time"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/unicodedata"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/weakref"
	_ "github.com/backyard-dev/backyard/kernel/monty/stdlib/zoneinfo"
)
