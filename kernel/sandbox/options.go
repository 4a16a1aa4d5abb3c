package sandbox

import (
	"context"
	"io"
	"log/slog"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

// Type says which kernels a Sandbox may use.
type Type string

// The sandbox types of the Python API's sandbox_type.
const (
	// Auto starts on monty and converts to a container when a cell needs
	// it (the default).
	Auto Type = "auto"
	// MontyOnly stays on monty: a cell monty cannot run is refused with a
	// *kernel.NotSupportedError.
	MontyOnly Type = "monty"
	// ContainerOnly runs every cell in a container from the start.
	ContainerOnly Type = "container"
)

// ParseType reads a sandbox type as given on a command line ("auto",
// "monty" or "container").
func ParseType(s string) (Type, error) {
	switch t := Type(s); t {
	case Auto, MontyOnly, ContainerOnly:
		return t, nil
	case "":
		return Auto, nil
	}
	return "", &kernel.UsageError{Msg: "unknown sandbox type " + s + " (want auto, monty or container)"}
}

// DefaultTmpfsMB is the size of the container's in-memory /tmp when
// Options.TmpfsMB is zero.
const DefaultTmpfsMB = 16

// Options configure a Sandbox; they are the Python API's Sandbox(...) keyword
// arguments. The zero value is The Python API's defaults: auto type, 30 s and
// 256 MB per cell, 2 CPUs, no network, package cache on, a 16 MB /tmp,
// no workspace, write access, file changes tracked.
type Options struct {
	// Type is Auto (the default), MontyOnly or ContainerOnly.
	Type Type
	// Limits are the per-cell limits (the Python API's max_duration_sec,
	// max_memory_mb, max_cpus); zero fields take kernel.DefaultLimits.
	Limits kernel.Limits
	// Network gives the container a network (the Python API's enable_network).
	Network bool
	// NoPackageCache turns off the shared cache of installed packages
	// (the Python API's enable_package_cache=False).
	NoPackageCache bool
	// TmpfsMB is the size of the container's in-memory /tmp: zero means
	// DefaultTmpfsMB, a negative size means no tmpfs.
	TmpfsMB int
	// Workspace lists host directories and files to mount at
	// /sandbox/<base name>.
	Workspace []string
	// ReadOnly starts with the workspace read-only; GrantWriteAccess
	// lifts it.
	ReadOnly bool
	// NoFileTracking stops the scans of the workspace before and after
	// every cell that fill Result.FileChanges. Without them auto mode
	// cannot see file changes, and converts regardless.
	NoFileTracking bool
	// Progress receives the replay events of every conversion and
	// restart (the Python API's progress_callback). It is called on the
	// goroutine that runs the conversion.
	Progress kernel.ProgressFunc
	// Image is the container image; empty means the container kernel's
	// default.
	Image string
	// PackageIndex is where dependencies are installed from: a package
	// index URL or a local folder of wheels; empty means the default.
	PackageIndex string
	// Warm starts a container in the background when the session begins
	// on monty in auto mode, so that a conversion costs only the replay.
	Warm bool
	// Logger receives warnings (a warm container that failed to start);
	// nil discards them.
	Logger *slog.Logger
	// ScriptName, when set, names the code in tracebacks as a file
	// (File "prog.py", line 3) on either kernel, as `python3 prog.py`
	// prints them; empty means "<cell N>".
	ScriptName string
	// Argv, when set, is the program's sys.argv on monty: the script as
	// given, then its arguments.
	Argv []string

	// NewMonty and NewContainer build the kernels; nil means monty.New
	// and container.New. Tests and embedders replace them.
	NewMonty     KernelFunc
	NewContainer KernelFunc
}

// KernelFunc builds a kernel for a sandbox.
type KernelFunc func(ctx context.Context, cfg KernelConfig) (kernel.Kernel, error)

// KernelConfig is what a Sandbox asks of a new kernel.
type KernelConfig struct {
	Limits kernel.Limits
	Mounts []kernel.Mount
	// Writable is set when the workspace may be written.
	Writable bool
	// ConvertGuardedImports is set in auto mode: monty refuses a cell
	// whose missing import an `except ImportError` guards, so that the
	// cell converts rather than running its fallback.
	ConvertGuardedImports bool
	// DiskUsed is what the session's code has already added to the
	// workspace under Limits.DiskBytes, on earlier kernels: the new one has
	// the rest of the quota.
	DiskUsed int64
	// NoFileTracking is Options.NoFileTracking: a kernel that tracks file
	// changes itself (the container's) does not either.
	NoFileTracking bool
	// The rest concern the container only.
	Network      bool
	PackageCache bool
	// TmpfsMB is the size of /tmp; zero means none.
	TmpfsMB      int
	Image        string
	PackageIndex string
	// ScriptName is Options.ScriptName.
	ScriptName string
	// Argv is Options.Argv.
	Argv []string
	// Progress receives the replay events of a kernel that restarts
	// itself (a container replaced after a timeout).
	Progress kernel.ProgressFunc
	// Log receives the kernel's warnings.
	Log *slog.Logger
}

// RunOption adjusts one call of Run.
type RunOption func(*runConfig)

type runConfig struct {
	req      kernel.Request
	progress kernel.ProgressFunc
}

// WithInputs binds variables before the cell runs, as the Python API's
// sb.run("sum(x)", x=[1, 2, 3]). See kernel.Request.Inputs for the values
// that cross.
func WithInputs(inputs map[string]any) RunOption {
	return func(c *runConfig) {
		if c.req.Inputs == nil {
			c.req.Inputs = map[string]any{}
		}
		for k, v := range inputs {
			c.req.Inputs[k] = v
		}
	}
}

// WithInput binds one variable before the cell runs.
func WithInput(name string, value any) RunOption {
	return WithInputs(map[string]any{name: value})
}

// WithFunction makes a host function callable from the cell by name (the
// Python API's external_functions). The sandbox remembers it, so that a replay
// of this cell can call it again.
func WithFunction(name string, f kernel.Func) RunOption {
	return func(c *runConfig) {
		if c.req.Functions == nil {
			c.req.Functions = map[string]kernel.Func{}
		}
		c.req.Functions[name] = f
	}
}

// WithDependencies installs packages before the cell runs. monty cannot,
// so in auto mode the session converts to a container first.
func WithDependencies(packages ...string) RunOption {
	return func(c *runConfig) { c.req.Dependencies = append(c.req.Dependencies, packages...) }
}

// WithLimits overrides the sandbox's limits for this call; zero fields keep
// the sandbox's.
func WithLimits(l kernel.Limits) RunOption {
	return func(c *runConfig) {
		// Unlike Limits.With, keep negative fields, for Run to refuse.
		o := &c.req.Limits
		if l.Timeout != 0 {
			o.Timeout = l.Timeout
		}
		if l.MemoryBytes != 0 {
			o.MemoryBytes = l.MemoryBytes
		}
		if l.CPUs != 0 {
			o.CPUs = l.CPUs
		}
		if l.RecursionDepth != 0 {
			o.RecursionDepth = l.RecursionDepth
		}
		if l.OutputBytes != 0 {
			o.OutputBytes = l.OutputBytes
		}
	}
}

// WithTimeout overrides the cell's time limit for this call.
func WithTimeout(d time.Duration) RunOption {
	return WithLimits(kernel.Limits{Timeout: d})
}

// WithMemoryMB overrides the cell's memory limit for this call.
func WithMemoryMB(mb int) RunOption {
	return WithLimits(kernel.Limits{MemoryBytes: int64(mb) << 20})
}

// WithStream receives stdout and stderr as the cell writes them.
func WithStream(f func(kernel.Chunk)) RunOption {
	return func(c *runConfig) { c.req.Stream = f }
}

// WithNumber names the cell "<cell n>" in tracebacks, as a notebook
// shows its run as [n].
func WithNumber(n int) RunOption {
	return func(c *runConfig) { c.req.Number = n }
}

// WithStdin gives the cell an input to read from sys.stdin and input().
func WithStdin(r io.Reader) RunOption {
	return func(c *runConfig) { c.req.Stdin = r }
}

// WithProgress receives the replay events of a conversion that this call
// causes, besides Options.Progress.
func WithProgress(f kernel.ProgressFunc) RunOption {
	return func(c *runConfig) { c.progress = f }
}
