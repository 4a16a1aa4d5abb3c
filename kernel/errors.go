package kernel

import (
	"errors"
	"fmt"
	"strconv"
	"time"
)

// SandboxError is implemented by every error that the sandbox itself
// raises, as distinct from a Python exception in the user's code (which is
// a Result, not an error). errors.As(err, &se) with a SandboxError target
// matches all of them, and errors.Is(err, ErrSandbox) too.
type SandboxError interface {
	error
	// Kind says which of the sandbox's errors this is.
	Kind() ErrorKind
}

// ErrorKind classifies sandbox errors.
type ErrorKind int

// The kinds of sandbox error.
const (
	KindTimeout ErrorKind = iota + 1
	KindMemory
	KindNotSupported
	KindPermission
	KindUsage
)

var kindNames = [...]string{
	KindTimeout:      "timeout",
	KindMemory:       "memory",
	KindNotSupported: "not supported",
	KindPermission:   "permission",
	KindUsage:        "usage",
}

// String names the kind.
func (k ErrorKind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// Sentinels for errors.Is: every sandbox error is ErrSandbox and the
// sentinel of its kind.
var (
	ErrSandbox      = errors.New("sandbox error")
	ErrTimeout      = errors.New("sandbox timeout")
	ErrMemory       = errors.New("sandbox memory limit")
	ErrNotSupported = errors.New("not supported by this kernel")
	ErrPermission   = errors.New("sandbox permission denied")
	ErrUsage        = errors.New("sandbox usage error")
)

func kindIs(k ErrorKind, target error) bool {
	switch target {
	case ErrSandbox:
		return true
	case ErrTimeout:
		return k == KindTimeout
	case ErrMemory:
		return k == KindMemory
	case ErrNotSupported:
		return k == KindNotSupported
	case ErrPermission:
		return k == KindPermission
	case ErrUsage:
		return k == KindUsage
	}
	return false
}

// CellTimeoutMessage is the one wording both kernels give a cell stopped at
// its timeout, so a caller reading the error sees the same text whichever
// kernel ran the cell.
func CellTimeoutMessage(limit time.Duration) string {
	return fmt.Sprintf("the cell ran past its timeout of %v", limit)
}

// TimeoutError reports an operation of the sandbox itself that ran out of
// time (starting a container, a replay). A cell that times out is a Result
// with TimedOut set, not this error.
type TimeoutError struct {
	Op    string
	Limit time.Duration
}

// Error names the operation and the limit it ran past.
func (e *TimeoutError) Error() string {
	return fmt.Sprintf("%s: timed out after %v", e.Op, e.Limit)
}

// Kind returns KindTimeout.
func (e *TimeoutError) Kind() ErrorKind { return KindTimeout }

// Is matches ErrSandbox and ErrTimeout.
func (e *TimeoutError) Is(target error) bool { return kindIs(KindTimeout, target) }

// MemoryError reports a memory limit that the sandbox itself hit outside a
// cell (a replay, a conversion). A cell that runs out of memory is a Result
// with MemoryLimitHit set.
type MemoryError struct {
	Op         string
	LimitBytes int64
}

// Error names the operation and the limit, in MB.
func (e *MemoryError) Error() string {
	return fmt.Sprintf("%s: memory limit of %d MB reached", e.Op, e.LimitBytes>>20)
}

// Kind returns KindMemory.
func (e *MemoryError) Kind() ErrorKind { return KindMemory }

// Is matches ErrSandbox and ErrMemory.
func (e *MemoryError) Is(target error) bool { return kindIs(KindMemory, target) }

// NotSupportedError reports code or a request a kernel cannot run, such as
// an import of a module monty lacks. It is returned before any of the
// cell's statements ran.
type NotSupportedError struct {
	Backend Backend
	// Module is the missing module, when that is the reason.
	Module string
	// Reason says what is not supported and what to do instead.
	Reason string
}

// Error names the backend and the reason, which says what to do instead.
func (e *NotSupportedError) Error() string {
	return fmt.Sprintf("%s: %s", e.Backend, e.Reason)
}

// Kind returns KindNotSupported.
func (e *NotSupportedError) Kind() ErrorKind { return KindNotSupported }

// Is matches ErrSandbox and ErrNotSupported.
func (e *NotSupportedError) Is(target error) bool { return kindIs(KindNotSupported, target) }

// PermissionError reports a write that the sandbox's read-only mode
// refused.
type PermissionError struct {
	Path string
	Op   string
}

// Error names the refused operation and path, and how to allow it.
func (e *PermissionError) Error() string {
	return fmt.Sprintf("%s %s: write access not granted (grant write access first)", e.Op, e.Path)
}

// Kind returns KindPermission.
func (e *PermissionError) Kind() ErrorKind { return KindPermission }

// Is matches ErrSandbox and ErrPermission.
func (e *PermissionError) Is(target error) bool { return kindIs(KindPermission, target) }

// UsageError reports a bad argument from the caller: an unknown backend, a
// negative limit, a workspace path that does not exist.
type UsageError struct {
	Msg string
}

// Error is the message, which names the bad argument.
func (e *UsageError) Error() string { return e.Msg }

// Kind returns KindUsage.
func (e *UsageError) Kind() ErrorKind { return KindUsage }

// Is matches ErrSandbox and ErrUsage.
func (e *UsageError) Is(target error) bool { return kindIs(KindUsage, target) }

func quote(s string) string { return strconv.Quote(s) }
