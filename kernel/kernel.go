package kernel

import "context"

// Kernel runs Python cells in one persistent namespace.
//
// Implementations are safe for use by one goroutine at a time, except that
// Close and cancellation of Execute's context may come from any goroutine.
type Kernel interface {
	// Execute runs one cell. Cancelling ctx interrupts it. A Python
	// exception is reported in the Result; the error is non-nil only when
	// the kernel itself failed or refused the code (see NotSupportedError).
	Execute(ctx context.Context, req Request) (*Result, error)
	// Reset clears the namespace, keeping the kernel (and its container).
	Reset(ctx context.Context) error
	// Ping reports whether the kernel answers.
	Ping(ctx context.Context) error
	// Close releases everything the kernel holds. It is idempotent.
	Close() error
}

// Backend names a kind of kernel.
type Backend string

// The kernels backyard has.
const (
	Monty     Backend = "monty"
	Container Backend = "container"
)

// String returns the backend's name.
func (b Backend) String() string { return string(b) }

// ParseBackend reads a backend name as given on a command line; "auto" is not
// a backend (it is a Sandbox mode) and is rejected here.
func ParseBackend(s string) (Backend, error) {
	switch Backend(s) {
	case Monty, Container:
		return Backend(s), nil
	}
	return "", &UsageError{Msg: "unknown backend " + quote(s) + " (want monty or container)"}
}
