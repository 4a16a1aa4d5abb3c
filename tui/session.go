package tui

import (
	"context"
	"io"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

// Session is the Python session a notebook runs its cells in: in the
// binary a Sandbox (kernel/sandbox), in tests a scripted stand-in.
//
// The notebook calls it off the Bubble Tea loop, one call at a time (a
// run, a conversion, a restart never overlap); cancelling a Run's or a
// Convert's context interrupts it.
type Session interface {
	// Run runs one cell, named "<cell number>" in its tracebacks as the
	// notebook shows [number]. The cell's input() reads stdin. stream receives stdout and stderr as they are
	// written; progress receives the replay events of a conversion that
	// the cell causes (auto mode meeting an import monty lacks).
	Run(ctx context.Context, code string, number int, stdin io.Reader, stream func(kernel.Chunk), progress kernel.ProgressFunc) (*kernel.Result, error)
	// Complete returns the completions of code at byte offset cursor
	// from the live session; it is not called while a cell runs.
	Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error)
	// Inspect describes the name at byte offset cursor: type, docstring.
	Inspect(ctx context.Context, code string, cursor int) (string, error)
	// Convert moves the session to a container by replaying its history.
	Convert(ctx context.Context, progress kernel.ProgressFunc) error
	// Restart clears the session's state: variables, imports, history.
	Restart(ctx context.Context) error
	// SetWritable grants or revokes write access to the workspace; on a
	// container that restarts it and replays the history, reporting to
	// progress.
	SetWritable(ctx context.Context, writable bool, progress kernel.ProgressFunc) error
	// Status describes the session for the status bar.
	Status() SessionStatus
}

// ConversionReporter is a Session that can say what its last conversion, or
// restart for a change of write access, left out or replayed differently.
type ConversionReporter interface {
	// ConversionProblems lists those cells, one line each; none for a clean
	// replay.
	ConversionProblems() []string
}

// SessionStatus is what the status bar says about the session.
type SessionStatus struct {
	// Backend is the kernel in use.
	Backend kernel.Backend
	// Runtime is the container's OCI runtime as the engine names it
	// ("runsc", "runc"); empty on monty.
	Runtime string
	// Mode is "auto", "monty" or "container": how the session may move.
	Mode string
	// Writable is set when the workspace may be written.
	Writable bool
	// Limits are the per-cell limits.
	Limits kernel.Limits
}

// backendName names the backend and its runtime: "container, gVisor".
func (s SessionStatus) backendName() string {
	if s.Backend == "" {
		return "no kernel"
	}
	b := string(s.Backend)
	if s.Runtime != "" {
		b += ", " + runtimeName(s.Runtime)
	}
	return b
}

// runtimeName is how people call an OCI runtime: runsc is gVisor.
func runtimeName(rt string) string {
	if rt == "runsc" {
		return "gVisor"
	}
	return rt
}

// backendLabel is backendName as the status bar shows it, with the mode
// when the session may convert: "monty · auto".
func (s SessionStatus) backendLabel() string {
	if s.Mode == "auto" {
		return s.backendName() + " · auto"
	}
	return s.backendName()
}

// limitsLabel is the limits in short: "30s 256MB".
func (s SessionStatus) limitsLabel() string {
	var parts []string
	if s.Limits.Timeout > 0 {
		parts = append(parts, shortDuration(s.Limits.Timeout))
	}
	if s.Limits.MemoryBytes > 0 {
		parts = append(parts, itoa(int(s.Limits.MemoryBytes>>20))+"MB")
	}
	return strings.Join(parts, " ")
}

// shortDuration prints a duration the way a person reads it: "830µs",
// "12ms", "1.2s", "2m05s".
func shortDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return itoa(int(d/time.Microsecond)) + "µs"
	case d < time.Second:
		return itoa(int(d/time.Millisecond)) + "ms"
	case d < time.Minute:
		tenths := int(d / (100 * time.Millisecond))
		if tenths%10 == 0 {
			return itoa(tenths/10) + "s"
		}
		return itoa(tenths/10) + "." + itoa(tenths%10) + "s"
	}
	s := int(d / time.Second)
	sec := itoa(s % 60)
	if len(sec) == 1 {
		sec = "0" + sec
	}
	return itoa(s/60) + "m" + sec + "s"
}
