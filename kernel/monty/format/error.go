package format

// Error is a Python exception raised by a formatting or parsing routine:
// the VM raises an exception of class Type with message Msg.
type Error struct {
	Type string // Python exception class name, e.g. "ValueError"
	Msg  string // CPython's message, verbatim
}

func (e *Error) Error() string { return e.Type + ": " + e.Msg }

func valueError(msg string) error    { return &Error{Type: "ValueError", Msg: msg} }
func typeError(msg string) error     { return &Error{Type: "TypeError", Msg: msg} }
func overflowError(msg string) error { return &Error{Type: "OverflowError", Msg: msg} }
