package syntax

import "fmt"

// ErrorKind is the Python exception class of a syntax error.
type ErrorKind uint8

// Kinds of syntax error, as CPython raises them.
const (
	SyntaxError ErrorKind = iota
	IndentationError
	TabError
	// MemoryError is the parser's stack overflowing (MaxParseDepth), a
	// MemoryError with no message in CPython.
	MemoryError
	// RecursionError is a tree nested deeper than MaxTreeDepth.
	RecursionError
)

func (k ErrorKind) String() string {
	switch k {
	case IndentationError:
		return "IndentationError"
	case TabError:
		return "TabError"
	case MemoryError:
		return "MemoryError"
	case RecursionError:
		return "RecursionError"
	}
	return "SyntaxError"
}

// Error is a syntax error with CPython's message and position. Line and
// Col are 1-based (Col is SyntaxError.offset, counted in characters as
// CPython counts them); EndLine/EndCol are 0 when CPython gives none.
type Error struct {
	Kind     ErrorKind
	Msg      string
	Filename string
	Line     int
	Col      int
	EndLine  int
	EndCol   int
	Text     string // the source line, with its newline, or ""
}

// Error formats the error as `File "f", line N: Kind: msg`.
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.Filename, e.Line, e.Col, e.Kind, e.Msg)
}
