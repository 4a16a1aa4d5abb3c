package container

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/agent"
	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/image"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// Kernel runs cells in CPython in a container. It implements kernel.Kernel.
type Kernel struct {
	opts      Options
	e         *engine.Engine
	ownEngine bool
	spec      spec
	installer *installer
	private   bool // the package volume is this kernel's own
	// disk holds the workspace's copy under a write quota; nil without one.
	disk *quotaDisk

	// mu guards inst and closed against Close from another goroutine; the
	// rest belongs to the one goroutine that runs cells.
	mu     sync.Mutex
	inst   *instance
	closed bool

	cells   int
	history kernel.History
	numbers map[int]int            // history Seq → the cell's number
	memory  map[int]int64          // history Seq → the container's memory limit then
	funcs   map[string]kernel.Func // every host function seen, for replays
	// wrote marks the cells (history Seq) that changed workspace files: a
	// replay leaves them out, as a Sandbox's conversion does, and says so.
	wrote map[int]bool
	// uninstallable are packages an automatic install failed for.
	uninstallable map[string]bool
	// notes are what the next cell's stderr begins with: why an automatic
	// install before it failed.
	notes []string
}

var (
	_ kernel.Kernel      = (*Kernel)(nil)
	_ kernel.Completer   = (*Kernel)(nil)
	_ kernel.Inspector   = (*Kernel)(nil)
	_ kernel.DiskUser    = (*Kernel)(nil)
	_ kernel.FileTracker = (*Kernel)(nil)
)

// New starts a kernel: it removes containers left by processes that are gone,
// then starts a container and waits until its agent answers.
func New(ctx context.Context, opts Options) (_ *Kernel, err error) {
	userChosen := opts.User != ""
	opts, err = opts.resolve()
	if err != nil {
		return nil, err
	}
	k := &Kernel{opts: opts, e: opts.Engine, numbers: map[int]int{}, memory: map[int]int64{}, funcs: map[string]kernel.Func{}, wrote: map[int]bool{}, uninstallable: map[string]bool{}}
	if k.e == nil {
		if k.e, err = engine.Connect(ctx); err != nil {
			return nil, err
		}
		k.ownEngine = true
	}
	defer func() {
		if err != nil {
			k.Close()
		}
	}()
	// Orphans are removed while the container starts; both are done when New
	// returns.
	reaped := make(chan struct{})
	go func() {
		defer close(reaped)
		if n, err := Reap(ctx, k.e); err != nil {
			opts.Log.Warn("removing orphaned containers", "err", err)
		} else if n > 0 {
			opts.Log.Info("removed orphaned containers", "count", n)
		}
	}()
	defer func() { <-reaped }()
	img := opts.Image
	if img == "" {
		if img, err = image.Find(ctx, k.e); err != nil {
			return nil, err
		}
	}
	imgInfo, err := k.e.Client.ImageInspect(ctx, img)
	if err != nil {
		return nil, fmt.Errorf("kernel image %s: %w", img, err)
	}
	runtime := opts.Runtime
	switch {
	case runtime != "" && !k.e.HasRuntime(runtime):
		return nil, &kernel.UsageError{Msg: fmt.Sprintf("runtime %s is not registered with %s (have %s)", runtime, k.e, strings.Join(k.e.Runtimes, ", "))}
	case runtime != "":
	case k.e.HasRuntime(engine.Runsc) && opts.Network && runscOffline(ctx, k.e):
		runtime = engine.Runc
		opts.Log.Warn("gVisor (runsc) is registered with --network=none, and this kernel asks for a network; running it with runc")
	case k.e.HasRuntime(engine.Runsc):
		runtime = engine.Runsc
	default:
		runtime = engine.Runc
		opts.Log.Warn("gVisor (runsc) is not registered with the engine; running kernel containers with runc, which shares the host's kernel. See `backyard doctor`.")
	}
	if !userChosen {
		opts.User = workspaceUser(opts.Mounts, runtime, opts.Log)
	}
	if opts.Limits.DiskBytes > 0 && !opts.ReadOnly && len(opts.Mounts) > 0 {
		if why := diskPossible(ctx, k.e); why != nil {
			return nil, diskRefusal(why)
		}
		if k.disk, err = newQuotaDisk(ctx, opts.Mounts, opts.Limits.DiskBytes-opts.DiskUsed, opts.Log); err != nil {
			return nil, err
		}
		opts.Mounts = k.disk.Mounts()
	}
	me := self()
	volume := sharedVolume(imgInfo.ID)
	if opts.PackageVolume != "" {
		volume = opts.PackageVolume
	}
	volumeLabels := map[string]string{LabelKernel: "1", labelVolume: "packages", labelImage: imgInfo.ID}
	if opts.NoPackageCache {
		volume = privateVolume()
		volumeLabels = me.labels("packages")
		k.private = true
	}
	if err := ensureVolume(ctx, k.e, volume, img, volumeLabels); err != nil {
		return nil, err
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	seccomp, err := seccompOpt(k.e, filepath.Join(cache, "backyard"))
	if err != nil {
		return nil, err
	}
	k.spec = spec{opts: opts, image: img, runtime: runtime, volume: volume, labels: me.labels("kernel"), seccomp: seccomp}
	if k.e.Kind == engine.Podman {
		k.spec.podman = true
		if k.spec.emptyDir, err = emptyDir(filepath.Join(cache, "backyard")); err != nil {
			return nil, err
		}
	}
	k.installer = &installer{e: k.e, image: img, runtime: runtime, volume: volume, index: opts.PackageIndex, owner: me, opts: opts, seccomp: seccomp}
	inst, err := startInstance(ctx, k.e, k.spec)
	if err != nil {
		return nil, err
	}
	k.inst = inst
	return k, nil
}

// Image is the image the kernel's containers run.
func (k *Kernel) Image() string { return k.spec.image }

// Runtime is the OCI runtime of the kernel's containers, "runsc" or "runc".
func (k *Kernel) Runtime() string { return k.spec.runtime }

// User is the uid:gid the kernel's code runs as.
func (k *Kernel) User() string { return k.spec.opts.User }

// ContainerID is the current container's id; it changes when a container is
// replaced.
func (k *Kernel) ContainerID() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.inst == nil {
		return ""
	}
	return k.inst.id
}

// ErrClosed is returned by a Kernel used after Close.
var ErrClosed = errors.New("container kernel is closed")

// current returns the running instance, starting one (and replaying the session)
// when a failed recovery left none.
func (k *Kernel) current(ctx context.Context) (*instance, error) {
	k.mu.Lock()
	inst, closed := k.inst, k.closed
	k.mu.Unlock()
	switch {
	case closed:
		return nil, ErrClosed
	case inst != nil:
		select {
		case <-inst.conn.Done():
			// The container died between cells (killed from outside, or a
			// thread of the cell's ran it out of memory): replace it before
			// the next cell, not as that cell's fault.
			k.opts.Log.Warn("the kernel container died between cells; replacing it", "container", shortID(inst.id), "agent_stderr", inst.stderr.String())
			k.drop(inst)
		default:
			return inst, nil
		}
	}
	if err := k.restart(ctx); err != nil {
		return nil, err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.inst, nil
}

// Execute runs one cell; see kernel.Kernel.
func (k *Kernel) Execute(ctx context.Context, req kernel.Request) (*kernel.Result, error) {
	limits := k.opts.Limits.With(req.Limits)
	if err := req.Limits.Validate(); err != nil {
		return nil, err
	}
	if err := checkRequirements(req.Dependencies); err != nil {
		return nil, err
	}
	inst, err := k.current(ctx)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	if res, err := k.dependencies(ctx, inst, req); res != nil || err != nil {
		return res, err
	}
	if inst, err = k.fit(ctx, inst, limits, req.Limits); err != nil {
		return nil, err
	}
	for name, f := range req.Functions {
		k.funcs[name] = f
	}
	number := k.cells + 1
	if req.Number > 0 {
		number = req.Number
	}
	before := k.scan(ctx)
	res, err := k.run(ctx, inst, req, limits, number)
	ranUnder := inst.memory // what a replay of this cell needs
	k.mu.Lock()
	same := k.inst == inst
	k.mu.Unlock()
	if same {
		k.unfit(ctx, inst)
	}
	if k.disk != nil {
		// The cell's writes reach the workspace now, before anyone looks.
		if serr := k.disk.Sync(context.WithoutCancel(ctx)); serr != nil && res != nil {
			k.opts.Log.Warn("applying the cell's file changes to the workspace", "err", serr)
			res.Stderr += fmt.Sprintf("[backyard] some of the cell's file changes did not reach the workspace: %v\n", serr)
		}
	}
	if err != nil {
		return nil, err
	}
	if before != nil {
		if after := k.scan(ctx); after != nil {
			res.FileChanges = workspace.Diff(before, after)
		}
	}
	k.cells = number
	if len(k.notes) > 0 {
		res.Stderr = strings.Join(k.notes, "") + res.Stderr
		k.notes = nil
	}
	res.Backend = kernel.Container
	res.Duration = time.Since(start)
	e := k.history.AppendResult(req, res)
	k.numbers[e.Seq] = number
	k.memory[e.Seq] = ranUnder
	if res.FileChanges.HasChanges() {
		k.wrote[e.Seq] = true
	}
	return res, nil
}

// TracksFileChanges reports whether the kernel fills Result.FileChanges
// itself (kernel.FileTracker): with a writable workspace, unless
// Options.NoFileTracking.
func (k *Kernel) TracksFileChanges() bool {
	return !k.opts.NoFileTracking && !k.opts.ReadOnly && len(k.opts.Mounts) > 0
}

// scan snapshots the workspace for a cell's file changes, or returns nil
// when they are not tracked or the scan failed.
func (k *Kernel) scan(ctx context.Context) *workspace.Snapshot {
	if !k.TracksFileChanges() {
		return nil
	}
	snap, err := workspace.Scan(ctx, k.opts.Mounts)
	if err != nil {
		k.opts.Log.Warn("file changes not tracked for this cell", "err", err)
		return nil
	}
	return snap
}

// run executes a cell in inst and turns what happened into a Result, replacing the
// container when the cell cost it.
func (k *Kernel) run(ctx context.Context, inst *instance, req kernel.Request, limits kernel.Limits, number int) (*kernel.Result, error) {
	cctx, cancel := context.WithTimeout(ctx, limits.Timeout)
	defer cancel()
	res, err := inst.conn.Execute(cctx, agent.Cell{
		Number:    number,
		Filename:  k.opts.ScriptName,
		Code:      req.Code,
		Inputs:    req.Inputs,
		Functions: req.Functions,
		Recursion: limits.RecursionDepth,
		Output:    limits.OutputBytes,
		Stream:    req.Stream,
		Stdin:     req.Stdin,
		Grace:     k.opts.Grace,
	})
	timedOut := ctx.Err() == nil && errors.Is(cctx.Err(), context.DeadlineExceeded)
	switch {
	case err == nil:
		if timedOut && res.Error != nil && res.Error.Type == "KeyboardInterrupt" {
			res.TimedOut = true
			res.Error = timeoutError(res.Error, limits.Timeout)
		}
		return res, nil
	case errors.Is(err, agent.ErrUnresponsive), errors.Is(err, agent.ErrGone):
	default:
		return nil, err
	}
	k.mu.Lock()
	closed := k.closed
	k.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}

	// The container is lost: find out why, replace it, replay the session.
	var cause string
	switch {
	case errors.Is(err, agent.ErrUnresponsive):
		if timedOut {
			res.TimedOut = true
			res.Error = &kernel.PyError{Type: "TimeoutError", Message: kernel.CellTimeoutMessage(limits.Timeout) + " and did not stop when interrupted; the container was replaced"}
		} else {
			res.Error = &kernel.PyError{Type: "KeyboardInterrupt", Message: "the cell did not stop when interrupted; the container was replaced"}
		}
		cause = "unresponsive"
	case errors.Is(err, agent.ErrProtocol):
		// Code in the cell wrote to the agent's channels (the executor's to
		// the protocol process, or the container's stdio through /proc): the
		// stream is out of step and cannot be trusted again.
		res.Error = &kernel.PyError{Type: "RuntimeError", Message: fmt.Sprintf("the kernel's protocol stream was corrupted (%s), as by code in the cell writing to the agent's channels; the container was replaced", protocolDetail(err))}
		cause = "protocol violation"
	default:
		x, ierr := inst.waitExit(k.e)
		switch {
		case ierr != nil:
			return nil, fmt.Errorf("kernel container died: %w (inspecting it: %v)%s", err, ierr, inst.diagnostics())
		case x.oom():
			res.MemoryLimitHit = true
			res.Error = &kernel.PyError{Type: "MemoryError", Message: fmt.Sprintf("the cell ran out of memory (limit %d MB); the container was replaced", inst.memory>>20)}
			cause = "out of memory"
		case timedOut:
			res.TimedOut = true
			res.Error = &kernel.PyError{Type: "TimeoutError", Message: kernel.CellTimeoutMessage(limits.Timeout)}
			cause = "timed out"
		default:
			how := fmt.Sprintf("exited with status %d", x.code)
			if x.code == 137 {
				how = "was killed (SIGKILL)"
			}
			res.Error = &kernel.PyError{Type: "SystemExit", Message: fmt.Sprintf("the kernel's Python process %s; the container was replaced", how)}
			cause = fmt.Sprintf("exit %d", x.code)
		}
	}
	res.Success = false
	res.Error.Traceback = res.Error.Error() + "\n"
	k.opts.Log.Warn("replacing kernel container", "container", shortID(inst.id), "cause", cause, "agent_stderr", inst.stderr.String())
	k.drop(inst)
	if err := k.restart(context.WithoutCancel(ctx)); err != nil {
		return nil, fmt.Errorf("replace the kernel container after the cell was lost (%s): %w", cause, err)
	}
	return res, nil
}

// protocolDetail is what broke the protocol, without the wrapping.
func protocolDetail(err error) string {
	msg := err.Error()
	if i := strings.LastIndex(msg, agent.ErrProtocol.Error()+": "); i >= 0 {
		return msg[i+len(agent.ErrProtocol.Error())+2:]
	}
	return msg
}

// timeoutError turns the KeyboardInterrupt that stopped a cell at its deadline into
// a TimeoutError, keeping the traceback that shows where the cell was.
func timeoutError(ki *kernel.PyError, limit time.Duration) *kernel.PyError {
	e := &kernel.PyError{Type: "TimeoutError", Message: kernel.CellTimeoutMessage(limit)}
	tb := strings.TrimSuffix(ki.Traceback, "\n")
	if i := strings.LastIndexByte(tb, '\n'); i >= 0 {
		e.Traceback = tb[:i+1] + e.Error() + "\n"
	} else {
		e.Traceback = e.Error() + "\n"
	}
	return e
}

// drop removes an instance that is no longer usable.
func (k *Kernel) drop(inst *instance) {
	k.mu.Lock()
	if k.inst == inst {
		k.inst = nil
	}
	k.mu.Unlock()
	if err := inst.remove(k.e); err != nil {
		k.opts.Log.Warn("removing the lost kernel container", "err", err)
	}
}

// restart starts a new container with the kernel's limits and replays the
// session's successful cells.
func (k *Kernel) restart(ctx context.Context) error {
	return k.restartWith(ctx, k.opts.Limits)
}

// restartWith is restart with the container's memory and CPUs from limits, and
// memory enough for every cell it replays.
func (k *Kernel) restartWith(ctx context.Context, limits kernel.Limits) error {
	s := k.spec
	s.opts.Limits.MemoryBytes = max(limits.MemoryBytes, k.replayMemory())
	s.opts.Limits.CPUs = limits.CPUs
	inst, err := startInstance(ctx, k.e, s)
	if err != nil {
		return err
	}
	k.mu.Lock()
	if k.closed {
		k.mu.Unlock()
		inst.remove(k.e)
		return ErrClosed
	}
	k.inst = inst
	k.mu.Unlock()
	// Cells that changed files are not replayed: they would write them
	// again (the rule of a Sandbox's conversions).
	var entries, skipped []kernel.Entry
	for _, e := range k.history.Replayable() {
		if k.wrote[e.Seq] {
			skipped = append(skipped, e)
		} else {
			entries = append(entries, e)
		}
	}
	if len(entries) == 0 {
		k.noteReplay(&kernel.ReplayReport{}, skipped)
		return nil
	}
	report, err := kernel.Replay(ctx, &replayer{k: k, inst: inst, entries: entries}, entries, k.opts.Progress)
	if err != nil {
		// A replay that kills its container would do so again on every later
		// attempt: give up the session's state rather than the session.
		k.opts.Log.Error("replaying the session failed; it starts over empty", "err", err)
		k.drop(inst)
		k.history.MarkReset()
		if fresh, serr := startInstance(ctx, k.e, s); serr == nil {
			k.mu.Lock()
			if k.closed {
				fresh.remove(k.e)
			} else {
				k.inst = fresh
			}
			k.mu.Unlock()
		}
		return fmt.Errorf("replay the session into a new container: %w (the session was reset)", err)
	}
	for _, d := range report.Divergences {
		k.opts.Log.Warn("replayed cell diverged", "step", d.Step, "reason", d.Reason)
	}
	k.opts.Log.Info("replayed the session", "cells", report.Steps, "skipped", len(skipped), "duration", report.Duration.Round(time.Millisecond))
	k.noteReplay(report, skipped)
	return nil
}

// noteReplay puts what a replay into a new container left out or got
// different at the head of the cell's stderr, as a Sandbox's conversion
// notice does: the cells skipped because they wrote files, then the
// divergences. A clean replay says nothing.
func (k *Kernel) noteReplay(report *kernel.ReplayReport, skipped []kernel.Entry) {
	if len(skipped) == 0 && len(report.Divergences) == 0 {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[backyard] the kernel container was replaced: replayed %d cells in %v", report.Steps, report.Duration.Round(time.Millisecond))
	if n := len(skipped); n > 0 {
		fmt.Fprintf(&b, ", %d skipped (they wrote files)", n)
	}
	if n := len(report.Divergences); n > 0 {
		fmt.Fprintf(&b, ", %d diverged", n)
	}
	b.WriteString("\n")
	for _, e := range skipped {
		fmt.Fprintf(&b, "[backyard]   cell [%d] not replayed: it wrote files (%s)\n", k.numbers[e.Seq], kernel.FirstCodeLine(e.Code))
	}
	for _, d := range report.Divergences {
		fmt.Fprintf(&b, "[backyard]   cell [%d] diverged on replay: %s (%s)\n", k.numbers[d.Entry.Seq], d.Reason, kernel.FirstCodeLine(d.Entry.Code))
	}
	k.notes = append(k.notes, b.String())
}

// replayer runs replayed cells in a new instance under their original numbers, with
// the host functions the session has seen. It is the kernel.Kernel that
// kernel.Replay drives.
type replayer struct {
	k       *Kernel
	inst    *instance
	entries []kernel.Entry
	step    int
}

func (r *replayer) Execute(ctx context.Context, req kernel.Request) (*kernel.Result, error) {
	number := 0
	if r.step < len(r.entries) {
		number = r.k.numbers[r.entries[r.step].Seq]
	}
	r.step++
	req.Functions = r.k.funcs
	// A cell that finished the first time gets the kernel's timeout again; one
	// that now overruns diverges instead of hanging the replay.
	ctx, cancel := context.WithTimeout(ctx, r.k.opts.Limits.Timeout)
	defer cancel()
	res, err := r.inst.conn.Execute(ctx, agent.Cell{
		Number:    number,
		Filename:  r.k.opts.ScriptName,
		Code:      req.Code,
		Inputs:    req.Inputs,
		Functions: req.Functions,
		Recursion: r.k.opts.Limits.RecursionDepth,
		Output:    r.k.opts.Limits.OutputBytes,
		Stdin:     req.Stdin,
		Grace:     r.k.opts.Grace,
	})
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	res.Backend = kernel.Container
	return res, nil
}

func (r *replayer) Reset(ctx context.Context) error { return r.inst.conn.Reset(ctx) }
func (r *replayer) Ping(ctx context.Context) error  { return r.inst.conn.Ping(ctx) }
func (r *replayer) Close() error                    { return nil }

// Reset clears the namespace, keeping the container.
func (k *Kernel) Reset(ctx context.Context) error {
	inst, err := k.current(ctx)
	if err != nil {
		return err
	}
	if err := inst.conn.Reset(ctx); err != nil {
		return fmt.Errorf("reset: %w", err)
	}
	k.history.MarkReset()
	return nil
}

// Complete completes code at byte offset cursor from the container's namespace:
// names, attributes after a dot, modules after import, and the keyword arguments
// of the call the cursor is in (kernel.Completer).
func (k *Kernel) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	inst, err := k.current(ctx)
	if err != nil {
		return kernel.Completion{Start: cursor}, err
	}
	return inst.conn.Complete(ctx, code, cursor)
}

// Inspect describes the name at byte offset cursor, or the call the cursor is
// in: its type, signature and docstring (kernel.Inspector).
func (k *Kernel) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	inst, err := k.current(ctx)
	if err != nil {
		return "", err
	}
	return inst.conn.Inspect(ctx, code, cursor)
}

// Ping reports whether the agent answers.
func (k *Kernel) Ping(ctx context.Context) error {
	k.mu.Lock()
	inst, closed := k.inst, k.closed
	k.mu.Unlock()
	switch {
	case closed:
		return ErrClosed
	case inst == nil:
		return errors.New("container kernel: no container (the last replacement failed)")
	}
	return inst.conn.Ping(ctx)
}

// Close removes the container (and a private package volume). It is idempotent,
// and may be called while a cell runs, which then fails.
func (k *Kernel) Close() error {
	k.mu.Lock()
	if k.closed {
		k.mu.Unlock()
		return nil
	}
	k.closed = true
	inst := k.inst
	k.inst = nil
	k.mu.Unlock()
	var errs []error
	if inst != nil {
		errs = append(errs, inst.remove(k.e))
	}
	if k.private && k.spec.volume != "" {
		ctx, cancel := context.WithTimeout(context.Background(), removeTimeout)
		if err := k.e.Client.VolumeRemove(ctx, k.spec.volume, true); err != nil && !isNotFound(err) {
			errs = append(errs, fmt.Errorf("remove package volume %s: %w", k.spec.volume, err))
		}
		cancel()
	}
	if k.disk != nil {
		errs = append(errs, k.disk.Close())
	}
	if k.ownEngine && k.e != nil {
		errs = append(errs, k.e.Close())
	}
	return errors.Join(errs...)
}

// DiskUsed is the net bytes the session's code has added to the workspace
// under the write quota (Limits.DiskBytes), counting Options.DiskUsed; zero
// without a quota.
func (k *Kernel) DiskUsed() int64 {
	if k.disk == nil {
		return k.opts.DiskUsed
	}
	return k.opts.DiskUsed + k.disk.Used()
}
