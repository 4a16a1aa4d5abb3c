package container

import (
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// Defaults of Options.
const (
	// DefaultTmpfsMB is the size of /tmp when Options.TmpfsMB is zero.
	DefaultTmpfsMB = 16
	// DefaultPids bounds the processes and threads of a container when
	// Options.Pids is zero: plenty for Python with a thread pool, too few for a
	// fork bomb to hurt the host.
	DefaultPids = 256
	// DefaultUser is the unprivileged uid:gid the kernel runs as ("nobody").
	DefaultUser = "65534:65534"
	// DefaultGrace is how long an interrupted cell has to stop before the
	// container is replaced.
	DefaultGrace = time.Second
	// DefaultStartTimeout bounds starting a container and its agent.
	DefaultStartTimeout = time.Minute
)

// Options configure a Kernel. The zero value is a hardened kernel with the default
// limits, on the engine found by engine.Connect, with the current kernel image.
type Options struct {
	// Engine is the container engine; nil connects with engine.Connect (and the
	// Kernel closes that connection when it closes).
	Engine *engine.Engine
	// Image is the kernel image; empty means the current backyard-kernel image,
	// which must have been built (`backyard image build`).
	Image string
	// Runtime is the OCI runtime; empty means runsc (gVisor) when the engine has
	// it registered, else runc, with a warning in Log.
	Runtime string

	// Limits bound each cell; zero fields take kernel.DefaultLimits. Memory and
	// CPUs apply to the whole container.
	Limits kernel.Limits
	// Network gives the container the engine's default network instead of none.
	Network bool
	// TmpfsMB is the size of the in-memory /tmp: zero means DefaultTmpfsMB, a
	// negative size means no /tmp at all.
	TmpfsMB int
	// Pids bounds processes and threads; zero means DefaultPids.
	Pids int64
	// User is the uid:gid the agent runs as; root ("0") is refused. Empty
	// means the owner of the first workspace folder, so that files the
	// kernel writes there belong to whoever owns the workspace (see
	// workspaceUser), or DefaultUser without a workspace.
	User string

	// Mounts are workspace paths, seen at /sandbox/<name>; the first is the
	// working directory.
	Mounts []kernel.Mount
	// ReadOnly mounts the workspace read-only.
	ReadOnly bool
	// DiskUsed is what the session's code had already added to the
	// workspace before this kernel (on monty, say): the kernel's room under
	// Limits.DiskBytes is the rest. See disk_quota.go for how the quota is
	// held.
	DiskUsed int64

	// NoFileTracking stops the kernel's scans of a writable workspace before
	// and after each cell: Result.FileChanges stays nil, and a replacement
	// container replays the cells that wrote files too, since it cannot
	// tell them.
	NoFileTracking bool

	// NoPackageCache installs dependencies into a volume of this kernel's own,
	// removed when it closes, instead of the cache shared by every kernel on
	// the image.
	NoPackageCache bool
	// PackageVolume names the volume of the package cache; empty means the
	// volume shared by every kernel on the image.
	PackageVolume string
	// PackageIndex is where dependencies come from: an index URL
	// (https://...), or a local folder of wheels, installed with no network at
	// all. Empty means pip's default index.
	PackageIndex string
	// AutoInstall installs the packages of a cell's imports that are missing,
	// found through the embedded import-name → package-name table.
	AutoInstall bool

	// ScriptName, when set, is the file name every cell is compiled under, so
	// that tracebacks read as `python3 ScriptName` prints them (`backyard run`);
	// empty means "<cell N>".
	ScriptName string

	// Grace is how long an interrupted cell has to stop; zero means
	// DefaultGrace.
	Grace time.Duration
	// StartTimeout bounds starting a container; zero means DefaultStartTimeout.
	StartTimeout time.Duration
	// Progress receives the replay events when a container is replaced.
	Progress kernel.ProgressFunc
	// Log receives warnings and what the kernel does; nil discards it.
	Log *slog.Logger
}

// resolve fills defaults and checks the options.
func (o Options) resolve() (Options, error) {
	if err := o.Limits.Validate(); err != nil {
		return o, err
	}
	o.Limits = kernel.DefaultLimits().With(o.Limits)
	if o.TmpfsMB == 0 {
		o.TmpfsMB = DefaultTmpfsMB
	}
	if o.Pids < 0 {
		return o, &kernel.UsageError{Msg: fmt.Sprintf("pids limit %d is negative", o.Pids)}
	}
	if o.Pids == 0 {
		o.Pids = DefaultPids
	}
	if o.User == "" {
		o.User = DefaultUser
	}
	if uid, _, _ := strings.Cut(o.User, ":"); uid == "0" || uid == "root" {
		return o, &kernel.UsageError{Msg: "the container kernel does not run as root; choose an unprivileged user"}
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = DefaultStartTimeout
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	return o, nil
}
