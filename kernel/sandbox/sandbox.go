// Package sandbox is backyard's Sandbox: a Python session that owns one
// kernel and changes kernels when it has to, keeping the user's state.
//
// A Sandbox starts on monty, backyard's in-process interpreter, which
// starts in microseconds but runs only the language and a curated standard
// library. When a cell needs more (an import monty lacks, a dependency to
// install), monty refuses it before any of its statements run, and a
// Sandbox of type Auto converts: it starts a container, replays the
// successful cells of its History there in order, reporting progress
// (before step i of n, after step i with its result, complete), swaps the
// kernels and only then runs the refused cell. Variables survive because
// the cells that made them ran again. A replayed cell that fails or prints
// something else than the first time is a divergence, reported in the
// Conversion, not ignored.
//
// Replaying a cell that wrote files would write them again, so a session
// whose cells changed workspace files does not convert by itself: the cell
// is refused with a *kernel.NotSupportedError that suggests a fresh
// session. A conversion asked for (Convert, or a change of write access
// that restarts a container) goes ahead under one rule: the cells that
// changed files are not replayed, and the Conversion lists them (Skipped)
// beside the divergences their absence may cause in later cells; a cell
// that runs after an automatic conversion has both at the head of its
// stderr. To know, a Sandbox scans the workspace before and after every
// cell (package kernel/workspace) and reports what changed in
// Result.FileChanges.
//
// The same replay serves three other moves: Convert on request (to a
// container, or back to monty, where force drops the cells monty cannot
// run), and a change of write access on a kernel that can only change it
// by restarting (a container's mounts are fixed when it starts). With
// Options.Warm a container is started in the background as the session
// begins, so a conversion costs only the replay.
//
// A Sandbox is safe for concurrent use; its calls run one at a time.
package sandbox

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"path"
	"strings"
	"sync"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// ErrClosed is returned by the calls of a Sandbox after Close.
var ErrClosed = errors.New("sandbox is closed")

// Sandbox is a Python session on monty or a container.
type Sandbox struct {
	opts   Options
	mounts []kernel.Mount
	log    *slog.Logger
	// done is cancelled by Close to interrupt the call in progress.
	done   context.Context
	cancel context.CancelFunc

	// mu serialises the calls: one cell, conversion or reset at a time.
	mu     sync.Mutex
	k      kernel.Kernel // nil before first use after Clear
	cells  map[int]cellExtra
	funcs  map[string]kernel.Func
	warm   *warmStart
	closed bool
	// changed is set when a cell since the last reset changed files.
	changed bool
	// diskUsed is what the session's code added to the workspace under the
	// write quota on the kernels it has closed (see diskUsedNow).
	diskUsed int64

	// info guards what readers may look at while a call runs.
	info     sync.Mutex
	backend  kernel.Backend
	runtime  string
	writable bool
	history  *kernel.History
}

// cellExtra is what a History entry does not hold but a replay needs to
// run the cell as it first ran.
type cellExtra struct {
	deps    []string
	limits  kernel.Limits
	dropped bool // left out of replays by a forced conversion to monty
	// wrote is set for a cell that changed workspace files: replays leave it
	// out (see Conversion.Skipped).
	wrote bool
	// number is the cell's number as the caller gave it (WithNumber).
	number int
}

// Result is what a cell did, and the conversion that preceded it.
type Result struct {
	kernel.Result
	// Conversion is set when the session converted to a container before
	// this cell could run.
	Conversion *Conversion
}

// Failed reports whether the cell raised, timed out or ran out of memory.
func (r *Result) Failed() bool { return !r.Success }

// WriteAccessSetter is implemented by kernels that can change write access
// to the workspace in place (monty). A Sandbox restarts and replays the
// kernels that cannot.
type WriteAccessSetter interface {
	// SetWriteAccess makes the workspace writable or read-only for the
	// cells that follow, keeping the namespace.
	SetWriteAccess(ctx context.Context, writable bool) error
}

// New starts a Sandbox with the kernel its type begins on: monty for Auto
// and MontyOnly, a container for ContainerOnly.
func New(ctx context.Context, opts Options) (*Sandbox, error) {
	switch opts.Type {
	case "":
		opts.Type = Auto
	case Auto, MontyOnly, ContainerOnly:
	default:
		return nil, &kernel.UsageError{Msg: fmt.Sprintf("unknown sandbox type %q (want auto, monty or container)", opts.Type)}
	}
	if err := opts.Limits.Validate(); err != nil {
		return nil, err
	}
	opts.Limits = kernel.DefaultLimits().With(opts.Limits)
	switch {
	case opts.TmpfsMB == 0:
		opts.TmpfsMB = DefaultTmpfsMB
	case opts.TmpfsMB < 0:
		opts.TmpfsMB = 0
	}
	if opts.NewMonty == nil {
		opts.NewMonty = MontyKernel
	}
	if opts.NewContainer == nil {
		opts.NewContainer = ContainerKernel
	}
	mounts, err := kernel.Mounts(opts.Workspace)
	if err != nil {
		return nil, err
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	done, cancel := context.WithCancel(context.Background())
	s := &Sandbox{
		opts:     opts,
		mounts:   mounts,
		log:      log,
		done:     done,
		cancel:   cancel,
		cells:    map[int]cellExtra{},
		funcs:    map[string]kernel.Func{},
		backend:  opts.initialBackend(),
		writable: !opts.ReadOnly,
		history:  new(kernel.History),
	}
	if _, err := s.kernelLocked(ctx); err != nil {
		cancel()
		return nil, err
	}
	s.startWarm()
	return s, nil
}

func (o *Options) initialBackend() kernel.Backend {
	if o.Type == ContainerOnly {
		return kernel.Container
	}
	return kernel.Monty
}

// Mounts returns the workspace as the sandbox mounts it.
func (s *Sandbox) Mounts() []kernel.Mount { return append([]kernel.Mount(nil), s.mounts...) }

// Type returns the sandbox's type.
func (s *Sandbox) Type() Type { return s.opts.Type }

// Backend returns the kernel the session is on now.
func (s *Sandbox) Backend() kernel.Backend {
	s.info.Lock()
	defer s.info.Unlock()
	return s.backend
}

// Writable reports whether the workspace may be written.
func (s *Sandbox) Writable() bool {
	s.info.Lock()
	defer s.info.Unlock()
	return s.writable
}

// History returns every entry of the session's history: the cells that
// ran, in order, and the resets between them.
func (s *Sandbox) History() []kernel.Entry {
	s.info.Lock()
	h := s.history
	s.info.Unlock()
	return h.Entries()
}

// Runtime returns the OCI runtime the session's container runs under,
// "runsc" (gVisor) or "runc", as the container kernel chose it; empty on
// monty or a kernel that does not say.
func (s *Sandbox) Runtime() string {
	s.info.Lock()
	defer s.info.Unlock()
	return s.runtime
}

// runtimeReporter is the container kernel's Runtime accessor.
type runtimeReporter interface{ Runtime() string }

// setBackend records the kernel just put in s.k (the caller holds mu) for
// readers: its backend and runtime.
func (s *Sandbox) setBackend(b kernel.Backend) {
	rt := ""
	if r, ok := s.k.(runtimeReporter); ok {
		rt = r.Runtime()
	}
	s.info.Lock()
	s.backend = b
	s.runtime = rt
	s.info.Unlock()
}

// call locks the sandbox for one call and returns a context that Close
// cancels too.
func (s *Sandbox) call(ctx context.Context) (context.Context, func(), error) {
	ctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(s.done, cancel)
	s.mu.Lock()
	release := func() {
		s.mu.Unlock()
		stop()
		cancel()
	}
	if s.closed {
		release()
		return nil, nil, ErrClosed
	}
	return ctx, release, nil
}

// kernelLocked returns the current kernel, starting the one the session
// begins on after New or Clear.
func (s *Sandbox) kernelLocked(ctx context.Context) (kernel.Kernel, error) {
	if s.k != nil {
		return s.k, nil
	}
	b := s.opts.initialBackend()
	k, err := s.newKernel(ctx, b)
	if err != nil {
		return nil, err
	}
	s.k = k
	s.setBackend(b)
	return k, nil
}

func (s *Sandbox) kernelConfig() KernelConfig {
	return KernelConfig{
		Limits:                s.opts.Limits,
		Mounts:                s.mounts,
		Writable:              s.Writable(),
		ConvertGuardedImports: s.opts.Type == Auto,
		NoFileTracking:        s.opts.NoFileTracking,
		DiskUsed:              s.diskUsedNow(),
		Network:               s.opts.Network,
		PackageCache:          !s.opts.NoPackageCache,
		TmpfsMB:               s.opts.TmpfsMB,
		Image:                 s.opts.Image,
		PackageIndex:          s.opts.PackageIndex,
		ScriptName:            s.opts.ScriptName,
		Argv:                  s.opts.Argv,
		Progress:              s.opts.Progress,
		Log:                   s.log,
	}
}

// diskUsedNow is what the session has used of its write quota: as the
// current kernel counts it (it started from what its predecessors used),
// else as the last one closed left it.
func (s *Sandbox) diskUsedNow() int64 {
	if du, ok := s.k.(kernel.DiskUser); ok && s.k != nil {
		return du.DiskUsed()
	}
	return s.diskUsed
}

// closeKernel closes the current kernel, keeping what it used of the quota.
func (s *Sandbox) closeKernel() error {
	if s.k == nil {
		return nil
	}
	s.diskUsed = s.diskUsedNow()
	err := s.k.Close()
	s.k = nil
	return err
}

func (s *Sandbox) newKernel(ctx context.Context, b kernel.Backend) (kernel.Kernel, error) {
	newK := s.opts.NewMonty
	if b == kernel.Container {
		newK = s.opts.NewContainer
	}
	k, err := newK(ctx, s.kernelConfig())
	if err != nil {
		return nil, fmt.Errorf("start %s kernel: %w", b, err)
	}
	return k, nil
}

// Run runs one cell of Python in the session and returns what it did. A
// Python exception is a Result with Success false, not an error. The error
// is non-nil when the sandbox could not run the cell: a
// *kernel.NotSupportedError when the kernel cannot run it and the session
// cannot convert, a failed conversion, a dead kernel. When the cell failed
// on a write to the workspace that read-only mode refused, Run returns the
// Result and a *kernel.PermissionError.
func (s *Sandbox) Run(ctx context.Context, code string, opts ...RunOption) (*Result, error) {
	var rc runConfig
	for _, o := range opts {
		o(&rc)
	}
	rc.req.Code = code
	if err := rc.req.Limits.Validate(); err != nil {
		return nil, err
	}
	ctx, release, err := s.call(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	for name, f := range rc.req.Functions {
		s.funcs[name] = f
	}
	// Every function given to the session so far, not only this call's:
	// the kernel may be new since (a conversion, a restart) and know none.
	if len(s.funcs) > 0 {
		rc.req.Functions = maps.Clone(s.funcs)
	}

	if rc.req.Stdin != nil {
		// What the cell reads is kept with it, for a replay to read again.
		if _, ok := rc.req.Stdin.(*kernel.StdinRecorder); !ok {
			rc.req.Stdin = &kernel.StdinRecorder{R: rc.req.Stdin}
		}
	}
	k, err := s.kernelLocked(ctx)
	if err != nil {
		return nil, err
	}
	before := s.scanFor(ctx, k)
	res, err := k.Execute(ctx, rc.req)
	var conv *Conversion
	var refused *kernel.NotSupportedError
	if errors.As(err, &refused) && s.Backend() == kernel.Monty && s.opts.Type == Auto {
		if s.changed {
			return nil, &kernel.NotSupportedError{
				Backend: kernel.Monty,
				Module:  refused.Module,
				Reason: refused.Reason + "; converting to a container would replay earlier cells that changed workspace files, " +
					"so the session stays on monty: start a fresh session on the container (Clear, or a new Sandbox of type container) to run this cell",
			}
		}
		conv, err = s.convertLocked(ctx, kernel.Container, convertAuto, "auto: "+refused.Reason, rc.progress)
		if err != nil {
			return nil, fmt.Errorf("convert to a container for this cell: %w", err)
		}
		k = s.k
		before = s.scanFor(ctx, k)
		res, err = k.Execute(ctx, rc.req)
	}
	// A kernel may report a refused write itself, with the cell's result.
	var permErr error
	if errors.Is(err, kernel.ErrPermission) && res != nil {
		permErr, err = err, nil
	}
	if err != nil {
		if errors.As(err, &refused) && s.Backend() == kernel.Monty && s.opts.Type == MontyOnly {
			return nil, fmt.Errorf("%w (the sandbox is monty only: use type auto, or Convert to a container)", err)
		}
		return nil, err
	}
	switch {
	case tracks(k):
		s.changed = s.changed || res.FileChanges.HasChanges()
	case before != nil:
		if after := s.scan(ctx); after != nil {
			res.FileChanges = workspace.Diff(before, after)
			s.changed = s.changed || res.FileChanges.HasChanges()
		}
	}
	if res.Backend == "" {
		res.Backend = s.Backend()
	}
	if n := conv.notice(); n != "" {
		res.Stderr = n + res.Stderr
	}
	s.record(rc.req, res)
	out := &Result{Result: *res, Conversion: conv}
	if permErr == nil {
		permErr = s.permissionError(res)
	}
	return out, permErr
}

func (s *Sandbox) record(req kernel.Request, res *kernel.Result) {
	s.info.Lock()
	h := s.history
	s.info.Unlock()
	e := h.AppendResult(req, res)
	wrote := res.FileChanges.HasChanges()
	if len(req.Dependencies) > 0 || req.Limits != (kernel.Limits{}) || wrote || req.Number > 0 {
		s.cells[e.Seq] = cellExtra{deps: req.Dependencies, limits: req.Limits, wrote: wrote, number: req.Number}
	}
}

// tracks reports whether k fills Result.FileChanges itself (the
// container kernel, which needs them for its own replays).
func tracks(k kernel.Kernel) bool {
	ft, ok := k.(kernel.FileTracker)
	return ok && ft.TracksFileChanges()
}

// scanFor is scan before a cell on k, or nil when k tracks the cell's file
// changes itself.
func (s *Sandbox) scanFor(ctx context.Context, k kernel.Kernel) *workspace.Snapshot {
	if tracks(k) {
		return nil
	}
	return s.scan(ctx)
}

// scan snapshots the workspace, or returns nil when nothing is tracked. A
// workspace that cannot be scanned leaves the cell without file changes.
func (s *Sandbox) scan(ctx context.Context) *workspace.Snapshot {
	if s.opts.NoFileTracking || len(s.mounts) == 0 {
		return nil
	}
	snap, err := workspace.Scan(ctx, s.mounts)
	if err != nil {
		s.log.Warn("file changes not tracked for this cell", "err", err)
		return nil
	}
	return snap
}

// permissionError recognises a cell that failed writing to a read-only
// workspace: monty raises PermissionError, CPython on a read-only mount
// OSError "[Errno 30] Read-only file system".
func (s *Sandbox) permissionError(res *kernel.Result) error {
	if s.Writable() || res.Success || res.Error == nil || len(s.mounts) == 0 {
		return nil
	}
	switch res.Error.Type {
	case "PermissionError", "OSError":
	default:
		return nil
	}
	msg := res.Error.Message
	if !strings.Contains(msg, "Read-only file system") && !strings.Contains(msg, "Permission denied") &&
		!strings.Contains(msg, "read-only") {
		return nil
	}
	p := ""
	if i := strings.LastIndex(msg, ": '"); i >= 0 && strings.HasSuffix(msg, "'") {
		p = msg[i+3 : len(msg)-1]
	}
	// A relative path is inside the first mount, the working directory.
	if p != "" && path.IsAbs(p) && !strings.HasPrefix(path.Clean(p), kernel.SandboxRoot+"/") {
		return nil
	}
	return &kernel.PermissionError{Path: p, Op: "write"}
}

// ResetSession clears the namespace and keeps the kernel (and its
// container). Replays start after the reset.
func (s *Sandbox) ResetSession(ctx context.Context) error {
	ctx, release, err := s.call(ctx)
	if err != nil {
		return err
	}
	defer release()
	if s.k != nil {
		if err := s.k.Reset(ctx); err != nil {
			return fmt.Errorf("reset %s kernel: %w", s.Backend(), err)
		}
	}
	s.info.Lock()
	s.history.MarkReset()
	s.info.Unlock()
	s.changed = false
	return nil
}

// Complete returns the kernel's completions of code at byte offset
// cursor, from the live session (kernel.Completer); a kernel that cannot
// complete, or none started yet, gives no matches.
func (s *Sandbox) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	ctx, release, err := s.call(ctx)
	if err != nil {
		return kernel.Completion{}, err
	}
	defer release()
	c, ok := s.k.(kernel.Completer)
	if s.k == nil || !ok {
		return kernel.Completion{Start: cursor}, nil
	}
	return c.Complete(ctx, code, cursor)
}

// Inspect describes the name at byte offset cursor from the live session
// (kernel.Inspector); "" when the kernel cannot or knows no such name.
func (s *Sandbox) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	ctx, release, err := s.call(ctx)
	if err != nil {
		return "", err
	}
	defer release()
	in, ok := s.k.(kernel.Inspector)
	if s.k == nil || !ok {
		return "", nil
	}
	return in.Inspect(ctx, code, cursor)
}

// Clear closes the kernel (and its container) and forgets everything: the
// history, the host functions, write access granted since New. The next
// call starts afresh on the kernel the sandbox's type begins on.
func (s *Sandbox) Clear(ctx context.Context) error {
	_, release, err := s.call(ctx)
	if err != nil {
		return err
	}
	defer release()
	var errs []error
	// The quota is the Sandbox's, over its whole life: Clear keeps what
	// was used.
	errs = append(errs, s.closeKernel())
	s.discardWarm()
	s.cells = map[int]cellExtra{}
	s.funcs = map[string]kernel.Func{}
	s.changed = false
	s.info.Lock()
	s.history = new(kernel.History)
	s.backend = s.opts.initialBackend()
	s.writable = !s.opts.ReadOnly
	s.info.Unlock()
	s.startWarm()
	return errors.Join(errs...)
}

// Ping reports whether the kernel answers, starting it if the session has
// none (after Clear).
func (s *Sandbox) Ping(ctx context.Context) error {
	ctx, release, err := s.call(ctx)
	if err != nil {
		return err
	}
	defer release()
	k, err := s.kernelLocked(ctx)
	if err != nil {
		return err
	}
	return k.Ping(ctx)
}

// GrantWriteAccess lets cells write to the workspace. A kernel that cannot
// change write access in place (a container) is restarted and the history
// replayed; the Conversion says how that went, and is nil when nothing
// restarted.
func (s *Sandbox) GrantWriteAccess(ctx context.Context) (*Conversion, error) {
	return s.setWriteAccess(ctx, true)
}

// RevokeWriteAccess makes the workspace read-only, restarting the kernel
// as GrantWriteAccess does.
func (s *Sandbox) RevokeWriteAccess(ctx context.Context) (*Conversion, error) {
	return s.setWriteAccess(ctx, false)
}

func (s *Sandbox) setWriteAccess(ctx context.Context, writable bool) (*Conversion, error) {
	ctx, release, err := s.call(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	if s.Writable() == writable {
		return nil, nil
	}
	set := func(w bool) {
		s.info.Lock()
		s.writable = w
		s.info.Unlock()
	}
	set(writable)
	// A warm container was started with the old mounts.
	s.discardWarm()
	s.startWarm()
	if s.k == nil {
		return nil, nil
	}
	if ws, ok := s.k.(WriteAccessSetter); ok {
		if err := ws.SetWriteAccess(ctx, writable); err != nil {
			set(!writable)
			return nil, fmt.Errorf("set write access: %w", err)
		}
		return nil, nil
	}
	reason := "write access granted"
	if !writable {
		reason = "write access revoked"
	}
	conv, err := s.convertLocked(ctx, s.Backend(), convertRestart, reason, nil)
	if err != nil {
		set(!writable)
		return nil, err
	}
	return conv, nil
}

// Close interrupts the call in progress and releases the kernel and any
// warm container. It is idempotent.
func (s *Sandbox) Close() error {
	s.cancel()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.discardWarm()
	return s.closeKernel()
}
