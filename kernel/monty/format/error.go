package format

import "github.com/backyard-dev/backyard/kernel/monty/text"

// Error is a Python exception raised by a formatting or parsing routine:
// the VM raises an exception of class Type with message Msg. It is the
// same type as text.Error, so one case in the VM converts both packages'
// errors.
type Error = text.Error

func valueError(msg string) error    { return &Error{Type: "ValueError", Msg: msg} }
func typeError(msg string) error     { return &Error{Type: "TypeError", Msg: msg} }
func overflowError(msg string) error { return &Error{Type: "OverflowError", Msg: msg} }
