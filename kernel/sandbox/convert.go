package sandbox

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// Conversion is what a change of kernel did: a conversion between backends
// or a restart of the same one (write access toggled on a container).
type Conversion struct {
	From, To kernel.Backend
	// Reason says why: "auto: ...", "convert", "write access granted".
	Reason string
	// Warm is set when the container had been started in advance.
	Warm bool
	// Replay is the replay of the history on the new kernel: steps,
	// divergences, duration.
	Replay *kernel.ReplayReport
	// Dropped lists the cells a forced conversion to monty left out
	// because monty cannot run them.
	Dropped []kernel.Entry
	// Skipped lists the cells left out because they changed workspace
	// files: replaying them would write the files again. What they defined
	// is not in the new kernel, which later cells that use it show as
	// divergences.
	Skipped []kernel.Entry
	// numbers are the cells' numbers as the session's caller gave them, by
	// entry Seq.
	numbers map[int]int
	// FileChanges lists what the replay did to the workspace: a replayed
	// cell that writes files writes them again. Nil when not tracked.
	FileChanges *kernel.FileChanges
	// Duration is the whole conversion: starting the kernel and the
	// replay.
	Duration time.Duration
}

// Divergences returns the replayed cells that did not do what they did the
// first time.
func (c *Conversion) Divergences() []kernel.Divergence {
	if c == nil || c.Replay == nil {
		return nil
	}
	return c.Replay.Divergences
}

// String summarises the conversion in one line.
func (c *Conversion) String() string {
	s := fmt.Sprintf("%s → %s (%s): replayed %d cells in %v", c.From, c.To, c.Reason, c.Replay.Steps, c.Duration.Round(time.Millisecond))
	if n := len(c.Replay.Divergences); n > 0 {
		s += fmt.Sprintf(", %d diverged", n)
	}
	if n := len(c.Dropped); n > 0 {
		s += fmt.Sprintf(", %d dropped", n)
	}
	if n := len(c.Skipped); n > 0 {
		s += fmt.Sprintf(", %d skipped (they wrote files)", n)
	}
	if c.Warm {
		s += ", warm container"
	}
	return s
}

// Problems lists, one line each, the cells the conversion skipped and the
// replayed cells that diverged, numbered as the session numbered them; none
// for a clean conversion.
func (c *Conversion) Problems() []string {
	if c == nil {
		return nil
	}
	var out []string
	for _, e := range c.Skipped {
		out = append(out, fmt.Sprintf("cell %s not replayed: it wrote files (%s)", c.number(e), kernel.FirstCodeLine(e.Code)))
	}
	for _, e := range c.Dropped {
		out = append(out, fmt.Sprintf("cell %s dropped: %s cannot run it (%s)", c.number(e), c.To, kernel.FirstCodeLine(e.Code)))
	}
	for _, d := range c.Divergences() {
		out = append(out, fmt.Sprintf("cell %s diverged on replay: %s (%s)", c.number(d.Entry), d.Reason, kernel.FirstCodeLine(d.Entry.Code)))
	}
	return out
}

// number names e as the session's caller numbered it: [n], else by its place in
// the history.
func (c *Conversion) number(e kernel.Entry) string {
	if n := c.numbers[e.Seq]; n > 0 {
		return fmt.Sprintf("[%d]", n)
	}
	return fmt.Sprintf("#%d", e.Seq)
}

// notice is what a cell run after the conversion shows at the head of its
// stderr: the conversion's problems, or nothing.
func (c *Conversion) notice() string {
	problems := c.Problems()
	if len(problems) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[backyard] %s\n", c)
	for _, p := range problems {
		b.WriteString("[backyard]   " + p + "\n")
	}
	return b.String()
}

// convertMode says what asked for a change of kernel.
type convertMode int

const (
	convertAuto convertMode = iota + 1
	convertRequested
	convertForced // Convert(Monty, force): drop what monty refuses
	convertRestart
)

// Convert moves the session to backend b, replaying its history there. A
// session already on b is left alone (the Conversion then has no replay
// steps). Converting to monty replays on a new monty kernel: if monty
// cannot run one of the cells, Convert fails with a
// *kernel.NotSupportedError and the session stays where it was, unless
// force is set, in which case those cells are dropped (listed in the
// Conversion) and the replay goes on without them.
func (s *Sandbox) Convert(ctx context.Context, b kernel.Backend, force bool) (*Conversion, error) {
	if _, err := kernel.ParseBackend(string(b)); err != nil {
		return nil, err
	}
	ctx, release, err := s.call(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	if _, err := s.kernelLocked(ctx); err != nil {
		return nil, err
	}
	if s.Backend() == b {
		return &Conversion{From: b, To: b, Reason: "already on " + string(b), Replay: &kernel.ReplayReport{}}, nil
	}
	mode := convertRequested
	if force && b == kernel.Monty {
		mode = convertForced
	}
	return s.convertLocked(ctx, b, mode, "convert", nil)
}

// convertLocked starts a kernel of backend b, replays the history on it
// and swaps it in. On failure the session keeps its kernel.
func (s *Sandbox) convertLocked(ctx context.Context, b kernel.Backend, mode convertMode, reason string, progress kernel.ProgressFunc) (*Conversion, error) {
	start := time.Now()
	conv := &Conversion{From: s.Backend(), To: b, Reason: reason}
	var k kernel.Kernel
	if b == kernel.Container && mode != convertRestart {
		k = s.takeWarm(ctx)
		conv.Warm = k != nil
	}
	if k == nil {
		var err error
		if k, err = s.newKernel(ctx, b); err != nil {
			return nil, err
		}
	}
	// Cells that changed files are replayed by no conversion: an automatic
	// one refuses to happen after them, and one asked for leaves them out.
	skipped := s.skipWriters()
	before := s.scan(ctx)
	report, dropped, err := s.replay(ctx, k, mode == convertForced, progress)
	if before != nil && report != nil {
		if after := s.scan(ctx); after != nil {
			conv.FileChanges = workspace.Diff(before, after)
			s.changed = s.changed || conv.FileChanges.HasChanges()
		}
	}
	if err != nil {
		k.Close()
		s.unskip(skipped)
		return nil, fmt.Errorf("%s → %s: %w", conv.From, b, err)
	}
	closeErr := s.closeKernel()
	s.k = k
	s.setBackend(b)
	for _, e := range dropped {
		x := s.cells[e.Seq]
		x.dropped = true
		s.cells[e.Seq] = x
	}
	conv.Replay, conv.Dropped, conv.Skipped, conv.Duration = report, dropped, skipped, time.Since(start)
	conv.numbers = map[int]int{}
	for seq, x := range s.cells {
		if x.number > 0 {
			conv.numbers[seq] = x.number
		}
	}
	if closeErr != nil {
		s.log.Warn("closing the previous kernel", "backend", conv.From, "err", closeErr)
	}
	if b == kernel.Monty {
		s.startWarm()
	}
	return conv, nil
}

// skipWriters marks the replayable cells that changed files as dropped, so that
// this and later replays leave them out, and returns them.
func (s *Sandbox) skipWriters() []kernel.Entry {
	var out []kernel.Entry
	for _, e := range s.replayable() {
		if x := s.cells[e.Seq]; x.wrote {
			x.dropped = true
			s.cells[e.Seq] = x
			out = append(out, e)
		}
	}
	return out
}

// unskip undoes skipWriters after a conversion that failed: the session keeps
// its kernel, where those cells' work is still there.
func (s *Sandbox) unskip(entries []kernel.Entry) {
	for _, e := range entries {
		x := s.cells[e.Seq]
		x.dropped = false
		s.cells[e.Seq] = x
	}
}

// replayable returns the history's cells that a new kernel must run.
func (s *Sandbox) replayable() []kernel.Entry {
	s.info.Lock()
	h := s.history
	s.info.Unlock()
	var out []kernel.Entry
	for _, e := range h.Replayable() {
		if !s.cells[e.Seq].dropped {
			out = append(out, e)
		}
	}
	return out
}

// replay runs the replayable history on k, telling Options.Progress and
// progress. With drop set, a cell k refuses is dropped instead of failing
// the replay.
func (s *Sandbox) replay(ctx context.Context, k kernel.Kernel, drop bool, progress kernel.ProgressFunc) (*kernel.ReplayReport, []kernel.Entry, error) {
	entries := s.replayable()
	emit := func(p kernel.Progress) {
		if s.opts.Progress != nil {
			s.opts.Progress(p)
		}
		if progress != nil {
			progress(p)
		}
	}
	rk := &replayKernel{Kernel: k, entries: entries, cells: s.cells, funcs: s.funcs}
	if !drop {
		report, err := kernel.Replay(ctx, rk, entries, emit)
		return report, nil, err
	}
	// kernel.Replay stops at a refused cell; this loop is the same replay
	// with the refused cells dropped.
	start := time.Now()
	report := &kernel.ReplayReport{Steps: len(entries)}
	var dropped []kernel.Entry
	n := len(entries)
	for i := range entries {
		e := &entries[i]
		emit(kernel.Progress{Phase: kernel.ReplayBefore, Step: i + 1, Total: n, Entry: e})
		res, err := rk.Execute(ctx, kernel.ReplayRequest(e))
		var refused *kernel.NotSupportedError
		if errors.As(err, &refused) {
			dropped = append(dropped, *e)
			emit(kernel.Progress{Phase: kernel.ReplayAfter, Step: i + 1, Total: n, Entry: e})
			continue
		}
		if err != nil {
			return report, dropped, fmt.Errorf("replay step %d of %d: %w", i+1, n, err)
		}
		emit(kernel.Progress{Phase: kernel.ReplayAfter, Step: i + 1, Total: n, Entry: e, Result: res})
		switch {
		case !res.Success:
			reason := "failed"
			if res.Error != nil {
				reason = "failed with " + res.Error.Error()
			}
			report.Divergences = append(report.Divergences, kernel.Divergence{Step: i + 1, Entry: *e, Result: res, Reason: reason})
		case res.Stdout != e.Stdout:
			report.Divergences = append(report.Divergences, kernel.Divergence{Step: i + 1, Entry: *e, Result: res, Reason: "printed different output"})
		}
	}
	emit(kernel.Progress{Phase: kernel.ReplayComplete, Step: n, Total: n})
	report.Duration = time.Since(start)
	return report, dropped, nil
}

// replayKernel runs each replayed cell as it first ran: with the host
// functions the session has been given and the dependencies and limits
// the cell asked for. It relies on a replay executing entries once each,
// in order.
type replayKernel struct {
	kernel.Kernel
	entries []kernel.Entry
	cells   map[int]cellExtra
	funcs   map[string]kernel.Func
	step    int
}

func (r *replayKernel) Execute(ctx context.Context, req kernel.Request) (*kernel.Result, error) {
	if r.step < len(r.entries) {
		x := r.cells[r.entries[r.step].Seq]
		req.Dependencies = x.deps
		req.Limits = x.limits
		r.step++
	}
	if len(r.funcs) > 0 {
		req.Functions = r.funcs
	}
	return r.Kernel.Execute(ctx, req)
}

// warmStart is a container starting in the background.
type warmStart struct {
	writable bool
	cancel   context.CancelFunc
	done     chan struct{}
	k        kernel.Kernel
	err      error
}

// startWarm starts a container in the background when the session is on
// monty in auto mode with Options.Warm and none is starting.
func (s *Sandbox) startWarm() {
	if !s.opts.Warm || s.opts.Type != Auto || s.warm != nil || s.Backend() != kernel.Monty {
		return
	}
	ctx, cancel := context.WithCancel(s.done)
	w := &warmStart{writable: s.Writable(), cancel: cancel, done: make(chan struct{})}
	cfg := s.kernelConfig()
	newK := s.opts.NewContainer
	go func() {
		defer close(w.done)
		w.k, w.err = newK(ctx, cfg)
	}()
	s.warm = w
}

// WaitWarm blocks until the container that Options.Warm started in the
// background is ready, and reports whether one is: false when the sandbox
// warms no container (not Warm, not auto, not on monty) or starting it
// failed.
func (s *Sandbox) WaitWarm(ctx context.Context) bool {
	s.mu.Lock()
	w := s.warm
	s.mu.Unlock()
	if w == nil {
		return false
	}
	select {
	case <-w.done:
		return w.err == nil
	case <-ctx.Done():
		return false
	}
}

// takeWarm returns the warm container, waiting for it to finish starting,
// or nil when there is none or it failed (the caller then starts one).
func (s *Sandbox) takeWarm(ctx context.Context) kernel.Kernel {
	w := s.warm
	if w == nil {
		return nil
	}
	// A warm container under a write quota holds a copy of the workspace
	// made when it started, and the whole quota: after cells that changed
	// files both are out of date.
	if w.writable != s.Writable() || s.opts.Limits.DiskBytes > 0 && s.changed {
		s.discardWarm()
		return nil
	}
	select {
	case <-w.done:
	case <-ctx.Done():
		s.discardWarm()
		return nil
	}
	// w.cancel is left to Close: a kernel may hold on to the context it
	// was started with.
	s.warm = nil
	if w.err != nil {
		s.log.Warn("warm container failed to start; starting one now", "err", w.err)
		return nil
	}
	return w.k
}

// discardWarm stops a warm container and waits until it is gone.
func (s *Sandbox) discardWarm() {
	w := s.warm
	if w == nil {
		return
	}
	s.warm = nil
	w.cancel()
	<-w.done
	if w.k != nil {
		if err := w.k.Close(); err != nil {
			s.log.Warn("closing the warm container", "err", err)
		}
	}
}
