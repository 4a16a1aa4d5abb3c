package vm

import (
	"fmt"
	"strings"
)

// Exception is an instance of BaseException or of a subclass, built-in or
// user-defined. It is also the Go error by which the VM propagates a
// raised exception.
type Exception struct {
	class           *Type
	args            Tuple
	dict            *Dict
	tb              *Traceback
	cause           Value // None or an exception (__cause__)
	context         *Exception
	suppressContext bool
	// payload holds an exception group's exceptions as a tuple (its args
	// keep the sequence as it was passed).
	payload Value
	// suggest is the "Did you mean" name of a NameError, found when it was
	// raised (the traceback printer has no frames to look in).
	suggest string
}

// Type returns the exception's class.
func (e *Exception) Type() *Type { return e.class }

// Error returns "Type: message".
func (e *Exception) Error() string {
	msg := e.message(nil)
	if msg == "" {
		return e.class.name
	}
	return e.class.name + ": " + msg
}

// Args returns the exception's arguments.
func (e *Exception) Args() Tuple { return e.args }

// Class returns the exception's class.
func (e *Exception) Class() *Type { return e.class }

// Traceback returns the traceback, innermost entry last.
func (e *Exception) Traceback() *Traceback { return e.tb }

// Message returns str(e) for the built-in exception types (user classes
// overriding __str__ need a Thread: see Thread.ExceptionMessage).
func (e *Exception) message(t *Thread) string {
	if t != nil {
		if m := e.class.Lookup("__str__"); m != nil && m != baseExceptionStr {
			r, err := t.callDunder(m, e)
			if err == nil {
				if s, ok := r.(*Str); ok {
					return s.s
				}
			}
			return "<exception str() failed>"
		}
	}
	return e.defaultStr(t)
}

func (e *Exception) defaultStr(t *Thread) string {
	if e.class.IsSubtype(KeyErrorType) && len(e.args) == 1 {
		s, err := t.Repr(e.args[0])
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	if e.class.IsSubtype(OSErrorType) && e.dict != nil {
		errno, ok1 := e.dict.GetString("errno")
		strerror, ok2 := e.dict.GetString("strerror")
		if ok1 && ok2 {
			es, _ := t.Str(errno)
			ss, _ := t.Str(strerror)
			if fn, ok := e.dict.GetString("filename"); ok && fn != None {
				fs, _ := t.Repr(fn)
				if fn2, ok := e.dict.GetString("filename2"); ok && fn2 != None {
					f2, _ := t.Repr(fn2)
					return fmt.Sprintf("[Errno %s] %s: %s -> %s", es, ss, fs, f2)
				}
				return fmt.Sprintf("[Errno %s] %s: %s", es, ss, fs)
			}
			return fmt.Sprintf("[Errno %s] %s", es, ss)
		}
	}
	if e.class.IsSubtype(UnicodeErrorType) {
		if s, ok := t.unicodeErrorStr(e); ok {
			return s
		}
	}
	if e.class.IsSubtype(BaseExceptionGroupType) && len(e.args) == 2 {
		msg, _ := t.Str(e.args[0])
		n := len(t.egExceptions(e))
		plural := "s"
		if n == 1 {
			plural = ""
		}
		return fmt.Sprintf("%s (%d sub-exception%s)", msg, n, plural)
	}
	if e.class.IsSubtype(SyntaxErrorType) {
		return syntaxErrorStr(t, e)
	}
	switch len(e.args) {
	case 0:
		return ""
	case 1:
		s, err := t.Str(e.args[0])
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	s, err := t.Str(e.args)
	if err != nil {
		return "<exception str() failed>"
	}
	return s
}

func syntaxErrorStr(t *Thread, e *Exception) string {
	msg := ""
	if len(e.args) > 0 {
		msg, _ = t.Str(e.args[0])
	}
	var filename, lineno Value = None, None
	if e.dict != nil {
		if v, ok := e.dict.GetString("filename"); ok {
			filename = v
		}
		if v, ok := e.dict.GetString("lineno"); ok {
			lineno = v
		}
	}
	fn, _ := filename.(*Str)
	ln, _ := lineno.(Int)
	switch {
	case fn != nil && lineno != None:
		base := fn.s
		if i := strings.LastIndexByte(base, '/'); i >= 0 {
			base = base[i+1:]
		}
		return fmt.Sprintf("%s (%s, line %d)", msg, base, ln)
	case fn != nil:
		return fmt.Sprintf("%s (%s)", msg, fn.s)
	case lineno != None:
		return fmt.Sprintf("%s (line %d)", msg, ln)
	}
	return msg
}

// NewException returns an exception of class cls with the given args.
func NewException(cls *Type, args ...Value) *Exception {
	// A copy: a built-in's args may be the caller's operand stack, which
	// the loop clears and reuses.
	return &Exception{class: cls, args: Tuple(append([]Value(nil), args...)), cause: None}
}

// Errorf returns an exception of class cls whose message is formatted.
func Errorf(cls *Type, format string, args ...any) *Exception {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Exception{class: cls, args: Tuple{NewStr(msg)}, cause: None}
}

// Traceback is one entry of an exception's traceback: the code and
// instruction that was running in a frame the exception passed through.
// The head is the outermost frame.
type Traceback struct {
	code    *Code
	pc      int
	next    *Traceback
	prev    *Traceback // the entry of the calling frame, for f_back
	globals *Dict
	frame   *FrameObject // made when tb_frame is first read
}

// Type returns traceback.
func (*Traceback) Type() *Type { return TracebackType }

// Line returns the line of this entry.
func (tb *Traceback) Line() int { return int(tb.code.src.Line(tb.pc)) }

// Next returns the next (inner) entry.
func (tb *Traceback) Next() *Traceback { return tb.next }

// LimitKind says which limit stopped a Thread.
type LimitKind int

// The limits.
const (
	LimitTimeout LimitKind = iota + 1
	LimitMemory
	LimitCancelled
	LimitOutput
)

// LimitError stops a Thread when it runs past a limit. Unlike an
// Exception, Python code cannot catch it: no except clause or finally block
// runs for it.
type LimitError struct {
	Kind LimitKind
	Msg  string
}

func (e *LimitError) Error() string { return e.Msg }

// The exception hierarchy of CPython 3.11.
var (
	BaseExceptionType             = newExceptionType("BaseException", nil)
	BaseExceptionGroupType        = newExceptionType("BaseExceptionGroup", BaseExceptionType)
	GeneratorExitType             = newExceptionType("GeneratorExit", BaseExceptionType)
	KeyboardInterruptType         = newExceptionType("KeyboardInterrupt", BaseExceptionType)
	SystemExitType                = newExceptionType("SystemExit", BaseExceptionType)
	ExceptionType                 = newExceptionType("Exception", BaseExceptionType)
	ArithmeticErrorType           = newExceptionType("ArithmeticError", ExceptionType)
	FloatingPointErrorType        = newExceptionType("FloatingPointError", ArithmeticErrorType)
	OverflowErrorType             = newExceptionType("OverflowError", ArithmeticErrorType)
	ZeroDivisionErrorType         = newExceptionType("ZeroDivisionError", ArithmeticErrorType)
	AssertionErrorType            = newExceptionType("AssertionError", ExceptionType)
	AttributeErrorType            = newExceptionType("AttributeError", ExceptionType)
	BufferErrorType               = newExceptionType("BufferError", ExceptionType)
	EOFErrorType                  = newExceptionType("EOFError", ExceptionType)
	ExceptionGroupType            = newExceptionType("ExceptionGroup", BaseExceptionGroupType, ExceptionType)
	ImportErrorType               = newExceptionType("ImportError", ExceptionType)
	ModuleNotFoundErrorType       = newExceptionType("ModuleNotFoundError", ImportErrorType)
	LookupErrorType               = newExceptionType("LookupError", ExceptionType)
	IndexErrorType                = newExceptionType("IndexError", LookupErrorType)
	KeyErrorType                  = newExceptionType("KeyError", LookupErrorType)
	MemoryErrorType               = newExceptionType("MemoryError", ExceptionType)
	NameErrorType                 = newExceptionType("NameError", ExceptionType)
	UnboundLocalErrorType         = newExceptionType("UnboundLocalError", NameErrorType)
	OSErrorType                   = newExceptionType("OSError", ExceptionType)
	BlockingIOErrorType           = newExceptionType("BlockingIOError", OSErrorType)
	ChildProcessErrorType         = newExceptionType("ChildProcessError", OSErrorType)
	ConnectionErrorType           = newExceptionType("ConnectionError", OSErrorType)
	BrokenPipeErrorType           = newExceptionType("BrokenPipeError", ConnectionErrorType)
	ConnectionAbortedErrorType    = newExceptionType("ConnectionAbortedError", ConnectionErrorType)
	ConnectionRefusedErrorType    = newExceptionType("ConnectionRefusedError", ConnectionErrorType)
	ConnectionResetErrorType      = newExceptionType("ConnectionResetError", ConnectionErrorType)
	FileExistsErrorType           = newExceptionType("FileExistsError", OSErrorType)
	FileNotFoundErrorType         = newExceptionType("FileNotFoundError", OSErrorType)
	InterruptedErrorType          = newExceptionType("InterruptedError", OSErrorType)
	IsADirectoryErrorType         = newExceptionType("IsADirectoryError", OSErrorType)
	NotADirectoryErrorType        = newExceptionType("NotADirectoryError", OSErrorType)
	PermissionErrorType           = newExceptionType("PermissionError", OSErrorType)
	ProcessLookupErrorType        = newExceptionType("ProcessLookupError", OSErrorType)
	TimeoutErrorType              = newExceptionType("TimeoutError", OSErrorType)
	ReferenceErrorType            = newExceptionType("ReferenceError", ExceptionType)
	RuntimeErrorType              = newExceptionType("RuntimeError", ExceptionType)
	NotImplementedErrorType       = newExceptionType("NotImplementedError", RuntimeErrorType)
	RecursionErrorType            = newExceptionType("RecursionError", RuntimeErrorType)
	StopAsyncIterationType        = newExceptionType("StopAsyncIteration", ExceptionType)
	StopIterationType             = newExceptionType("StopIteration", ExceptionType)
	SyntaxErrorType               = newExceptionType("SyntaxError", ExceptionType)
	IndentationErrorType          = newExceptionType("IndentationError", SyntaxErrorType)
	TabErrorType                  = newExceptionType("TabError", IndentationErrorType)
	SystemErrorType               = newExceptionType("SystemError", ExceptionType)
	TypeErrorType                 = newExceptionType("TypeError", ExceptionType)
	ValueErrorType                = newExceptionType("ValueError", ExceptionType)
	UnicodeErrorType              = newExceptionType("UnicodeError", ValueErrorType)
	UnicodeDecodeErrorType        = newExceptionType("UnicodeDecodeError", UnicodeErrorType)
	UnicodeEncodeErrorType        = newExceptionType("UnicodeEncodeError", UnicodeErrorType)
	UnicodeTranslateErrorType     = newExceptionType("UnicodeTranslateError", UnicodeErrorType)
	WarningType                   = newExceptionType("Warning", ExceptionType)
	BytesWarningType              = newExceptionType("BytesWarning", WarningType)
	DeprecationWarningType        = newExceptionType("DeprecationWarning", WarningType)
	EncodingWarningType           = newExceptionType("EncodingWarning", WarningType)
	FutureWarningType             = newExceptionType("FutureWarning", WarningType)
	ImportWarningType             = newExceptionType("ImportWarning", WarningType)
	PendingDeprecationWarningType = newExceptionType("PendingDeprecationWarning", WarningType)
	ResourceWarningType           = newExceptionType("ResourceWarning", WarningType)
	RuntimeWarningType            = newExceptionType("RuntimeWarning", WarningType)
	SyntaxWarningType             = newExceptionType("SyntaxWarning", WarningType)
	UnicodeWarningType            = newExceptionType("UnicodeWarning", WarningType)
	UserWarningType               = newExceptionType("UserWarning", WarningType)
)

// exceptionTypes lists the hierarchy in definition order, for the builtins
// module and for finishing the types at init.
var exceptionTypes []*Type

type excDecl struct {
	t     *Type
	bases []*Type
}

var exceptionDecls []excDecl

func newExceptionType(name string, bases ...*Type) *Type {
	t := newBuiltinType(name)
	var bs []*Type
	for _, b := range bases {
		if b != nil {
			bs = append(bs, b)
		}
	}
	exceptionDecls = append(exceptionDecls, excDecl{t, bs})
	return t
}

// ExceptionTypeByName returns the built-in exception class with the given
// name, or nil.
func ExceptionTypeByName(name string) *Type {
	for _, t := range exceptionTypes {
		if t.name == name {
			return t
		}
	}
	return nil
}
