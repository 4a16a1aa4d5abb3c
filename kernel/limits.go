package kernel

import (
	"fmt"
	"time"
)

// Limits bound what one cell may use. A zero field means "not set": in a
// kernel's defaults it takes DefaultLimits' value, in a per-call override it
// keeps the kernel's.
type Limits struct {
	// Timeout is the wall-clock time a cell may run.
	Timeout time.Duration
	// MemoryBytes is the memory a cell's objects (monty) or the container
	// (container, memory and swap alike) may use.
	MemoryBytes int64
	// CPUs is the container's CPU quota in cores; monty ignores it.
	CPUs float64
	// RecursionDepth is the Python call depth past which RecursionError is
	// raised.
	RecursionDepth int
	// OutputBytes caps stdout and stderr, each, per cell; past it the
	// output is cut with a marker.
	OutputBytes int
	// DiskBytes, when positive, is the session's write quota: the net
	// bytes its code may add to the workspace over the session's life
	// (truncating and removing files gives back), past which a write is
	// OSError(ENOSPC). It is set when the session starts; a per-call
	// override does not change it.
	DiskBytes int64
}

// DiskUser is implemented by the kernels that hold the write quota
// (Limits.DiskBytes), so that a session moving to another kernel carries
// what it used.
type DiskUser interface {
	// DiskUsed is the net bytes the session's code has added to the
	// workspace, what it had used before this kernel included.
	DiskUsed() int64
}

// FileTracker is implemented by kernels that can fill Result.FileChanges
// themselves, so that a session need not scan the workspace again.
type FileTracker interface {
	// TracksFileChanges reports whether the kernel does so now.
	TracksFileChanges() bool
}

// The Python API's defaults.
const (
	DefaultTimeout        = 30 * time.Second
	DefaultMemoryBytes    = 256 << 20
	DefaultCPUs           = 2.0
	DefaultRecursionDepth = 1000
	DefaultOutputBytes    = 1 << 20
)

// DefaultLimits returns the limits a kernel uses when none are given.
func DefaultLimits() Limits {
	return Limits{
		Timeout:        DefaultTimeout,
		MemoryBytes:    DefaultMemoryBytes,
		CPUs:           DefaultCPUs,
		RecursionDepth: DefaultRecursionDepth,
		OutputBytes:    DefaultOutputBytes,
	}
}

// With returns l with every field that is set in o replacing l's.
func (l Limits) With(o Limits) Limits {
	if o.Timeout > 0 {
		l.Timeout = o.Timeout
	}
	if o.MemoryBytes > 0 {
		l.MemoryBytes = o.MemoryBytes
	}
	if o.CPUs > 0 {
		l.CPUs = o.CPUs
	}
	if o.RecursionDepth > 0 {
		l.RecursionDepth = o.RecursionDepth
	}
	if o.OutputBytes > 0 {
		l.OutputBytes = o.OutputBytes
	}
	if o.DiskBytes > 0 {
		l.DiskBytes = o.DiskBytes
	}
	return l
}

// Validate reports a negative field as a usage error.
func (l Limits) Validate() error {
	switch {
	case l.Timeout < 0:
		return &UsageError{Msg: fmt.Sprintf("timeout %v is negative", l.Timeout)}
	case l.MemoryBytes < 0:
		return &UsageError{Msg: fmt.Sprintf("memory %d bytes is negative", l.MemoryBytes)}
	case l.CPUs < 0:
		return &UsageError{Msg: fmt.Sprintf("cpus %g is negative", l.CPUs)}
	case l.RecursionDepth < 0:
		return &UsageError{Msg: fmt.Sprintf("recursion depth %d is negative", l.RecursionDepth)}
	case l.OutputBytes < 0:
		return &UsageError{Msg: fmt.Sprintf("output cap %d bytes is negative", l.OutputBytes)}
	case l.DiskBytes < 0:
		return &UsageError{Msg: fmt.Sprintf("disk quota %d bytes is negative", l.DiskBytes)}
	}
	return nil
}
