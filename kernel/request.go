package kernel

import (
	"context"
	"encoding/json"
	"io"
	"time"
)

// Request is one cell to run.
type Request struct {
	// Code is the cell's Python source.
	Code string
	// Inputs are bound as global variables before the cell runs, as the
	// Python API's sb.run("sum(x)", x=[1, 2, 3]). Values are Go values mapped to
	// Python as follows: nil → None; bool; int, int64 and the other integer
	// types, *big.Int → int; float64, float32 → float; string → str;
	// []byte → bytes; []any (and other slices) → list; Tuple → tuple;
	// Set → set; map[string]any and Dict → dict.
	Inputs map[string]any
	// Functions are host functions callable from Python by name.
	Functions map[string]Func
	// Limits override the kernel's limits for this call; zero fields keep
	// the kernel's.
	Limits Limits
	// Dependencies are packages to install before the cell runs. monty
	// refuses a cell with dependencies as not supported.
	Dependencies []string
	// Stream, when set, receives stdout and stderr as they are written,
	// before the cell ends. It is called from the goroutine running the
	// cell and must not block for long.
	Stream func(Chunk)
	// Number, when positive, names the cell in tracebacks (File
	// "<cell Number>"), as a notebook numbers its runs [Number]; zero
	// means the kernel's own count of the cells it ran.
	Number int
	// Stdin, when set, is what the cell's sys.stdin and input() read: on
	// monty directly, in the container a line per request of the agent's.
	// Without it they read end of file (input() raises EOFError). A read
	// that waits ends when the cell is interrupted or times out; a reader
	// that waits for a person should also end when ctx does.
	Stdin io.Reader
}

// Func is a host function called from Python. Arguments arrive converted
// from Python to Go: None → nil, bool, int → int64 (or *big.Int when it does
// not fit), float → float64, str → string, bytes → []byte, list → []any,
// tuple → Tuple, set and frozenset → Set, dict → map[string]any when every
// key is a str, else Dict. The result goes back by the mapping of
// Request.Inputs. A returned error becomes a Python exception; a
// *PythonError chooses its type.
type Func func(ctx context.Context, args []any, kwargs map[string]any) (any, error)

// Tuple is a Python tuple crossing the boundary.
type Tuple []any

// Set is a Python set or frozenset crossing the boundary.
type Set []any

// Dict is a Python dict whose keys are not all strings, in insertion order.
type Dict []DictItem

// DictItem is one key and value of a Dict.
type DictItem struct {
	Key   any
	Value any
}

// PythonError is an error a host function returns to raise a chosen Python
// exception type, such as ValueError, in the calling code.
type PythonError struct {
	Type    string
	Message string
}

// Error is the exception as Python prints its last line: "Type: message".
func (e *PythonError) Error() string { return e.Type + ": " + e.Message }

// Stream names an output stream.
type Stream int

// The output streams.
const (
	Stdout Stream = iota + 1
	Stderr
)

// String returns "stdout" or "stderr".
func (s Stream) String() string {
	if s == Stderr {
		return "stderr"
	}
	return "stdout"
}

// Chunk is a piece of output written while a cell runs.
type Chunk struct {
	Stream Stream
	Text   string
}

// Result is what a cell did.
type Result struct {
	// Stdout and Stderr are everything the cell printed, cut at the output
	// limit with a marker.
	Stdout string
	Stderr string
	// Success is false when the cell raised, timed out or ran out of
	// memory.
	Success bool
	// Value is the value of the cell's final expression statement, nil when
	// the cell does not end in one or it is None (as Jupyter's Out[n]).
	Value *Value
	// Error is the exception that ended the cell, when one did.
	Error *PyError
	// FileChanges lists what the cell did to the workspace, when tracked.
	FileChanges *FileChanges
	// Displays are the rich outputs the cell showed besides its text, in
	// order: the matplotlib figures it showed or left open, as PNG, on the
	// container kernel. monty has none.
	Displays []Display
	// Duration is the cell's wall-clock time inside the kernel.
	Duration time.Duration
	// TimedOut is set when the cell ran past its timeout and was stopped.
	TimedOut bool
	// MemoryLimitHit is set when the cell ran past its memory limit.
	MemoryLimitHit bool
	// Backend is the kernel that ran the cell.
	Backend Backend
}

// Display is one rich output of a cell, such as a figure: bytes of one MIME
// type, as a notebook's display_data holds them.
type Display struct {
	// MIMEType is the data's type, e.g. "image/png".
	MIMEType string `json:"mime_type"`
	// Data is the output itself (base64 in JSON).
	Data []byte `json:"data"`
}

// Value is a Python value shown to the caller.
type Value struct {
	// Repr is repr(value).
	Repr string `json:"repr"`
	// JSON is the value as JSON when it has a JSON form (None, bool, int,
	// finite float, str, and lists, tuples and str-keyed dicts of those;
	// on the container kernel also numpy's numeric scalars and 0-d or 1-d
	// numeric arrays); nil otherwise.
	JSON json.RawMessage `json:"json,omitempty"`
}

// PyError is a Python exception that ended a cell.
type PyError struct {
	// Type is the exception's class name, e.g. "ZeroDivisionError".
	Type string `json:"type"`
	// Message is str(exception).
	Message string `json:"message"`
	// Traceback is the whole traceback as CPython prints it, ending in
	// "Type: message\n".
	Traceback string `json:"traceback"`
}

// Error returns "Type: message" as CPython's last traceback line has it.
func (e *PyError) Error() string {
	if e.Message == "" {
		return e.Type
	}
	return e.Type + ": " + e.Message
}
