package pyre

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Error is an exception raised by this package. Type is the Python
// exception class: "error" for re.error (then Pos, Line and Col locate
// the problem in the pattern, as re.error's pos, lineno and colno do,
// with Pos -1 and Line 0 when there is no position), or a builtin such as
// "IndexError", "ValueError", "OverflowError" or "TypeError". Msg is the
// message the exception was created with; Error() is str() of the
// exception.
type Error struct {
	Type      string
	Msg       string
	Pos       int
	Line, Col int
	multiline bool // the pattern has a newline: str() adds line and column
}

func (e *Error) Error() string {
	if e.Type != "error" || e.Pos < 0 {
		return e.Msg
	}
	s := e.Msg + " at position " + strconv.Itoa(e.Pos)
	if e.multiline {
		s += fmt.Sprintf(" (line %d, column %d)", e.Line, e.Col)
	}
	return s
}

// newError is re.error(msg, pattern, pos).
func newError(msg string, pattern []rune, pos int) *Error {
	e := &Error{Type: "error", Msg: msg, Pos: pos, Line: 1}
	last := -1
	for i, r := range pattern {
		if r != '\n' {
			continue
		}
		e.multiline = true
		if i < pos {
			e.Line++
			last = i
		}
	}
	e.Col = pos - last
	return e
}

// reError is re.error(msg) with no position.
func reError(msg string) *Error { return &Error{Type: "error", Msg: msg, Pos: -1} }

// asciiBackslashReplace is msg.encode('ascii', 'backslashreplace'),
// which re.error messages of bytes patterns go through.
func asciiBackslashReplace(msg string) string {
	var b []byte
	for _, r := range msg {
		switch {
		case r < utf8.RuneSelf:
			b = append(b, byte(r))
		case r < 0x100:
			b = fmt.Appendf(b, `\x%02x`, r)
		case r < 0x10000:
			b = fmt.Appendf(b, `\u%04x`, r)
		default:
			b = fmt.Appendf(b, `\U%08x`, r)
		}
	}
	return string(b)
}

// ErrDeadline is wrapped by the error a match returns when its context's
// deadline passes (or the context is cancelled) before the match ends:
// the VM maps it to its own timeout. ErrBacktrackLimit is wrapped when a
// match needs more backtracking memory than Limits.Backtrack allows.
var (
	ErrDeadline       = errors.New("regular expression match ran past the deadline")
	ErrBacktrackLimit = errors.New("regular expression match exceeded its backtracking limit")
)
