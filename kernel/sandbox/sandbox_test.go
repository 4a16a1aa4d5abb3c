package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server"
)

// kernels builds the real kernels for a sandbox (monty, and the container
// on the engine) and counts them.
type kernels struct {
	mu      sync.Mutex
	started map[kernel.Backend]int
	live    int
}

// options returns opts with kernels that ks counts.
func (ks *kernels) options(opts sandbox.Options) sandbox.Options {
	opts.NewMonty = ks.counted(kernel.Monty, sandbox.MontyKernel)
	opts.NewContainer = ks.counted(kernel.Container, sandbox.ContainerKernel)
	return opts
}

func (ks *kernels) counted(b kernel.Backend, f sandbox.KernelFunc) sandbox.KernelFunc {
	return func(ctx context.Context, cfg sandbox.KernelConfig) (kernel.Kernel, error) {
		k, err := f(ctx, cfg)
		if err != nil {
			return nil, err
		}
		ks.mu.Lock()
		defer ks.mu.Unlock()
		if ks.started == nil {
			ks.started = map[kernel.Backend]int{}
		}
		ks.started[b]++
		ks.live++
		c := &countedKernel{Kernel: k, ks: ks}
		if ws, ok := k.(sandbox.WriteAccessSetter); ok {
			return &countedSetter{countedKernel: c, WriteAccessSetter: ws}, nil
		}
		return c, nil
	}
}

// Started returns how many kernels of backend b were started.
func (ks *kernels) Started(b kernel.Backend) int {
	ks.mu.Lock()
	defer ks.mu.Unlock()
	return ks.started[b]
}

// Live returns how many kernels are started and not closed.
func (ks *kernels) Live() int {
	ks.mu.Lock()
	defer ks.mu.Unlock()
	return ks.live
}

// countedKernel is a real kernel whose Close is counted.
type countedKernel struct {
	kernel.Kernel
	ks   *kernels
	once sync.Once
}

func (c *countedKernel) Close() error {
	c.once.Do(func() {
		c.ks.mu.Lock()
		c.ks.live--
		c.ks.mu.Unlock()
	})
	return c.Kernel.Close()
}

// countedSetter keeps monty's in-place change of write access visible.
type countedSetter struct {
	*countedKernel
	sandbox.WriteAccessSetter
}

// newSandbox starts a sandbox on the real kernels. A test that converts to
// a container calls enginetest.Connect first.
func newSandbox(t *testing.T, ks *kernels, opts sandbox.Options) *sandbox.Sandbox {
	t.Helper()
	sb, err := sandbox.New(context.Background(), ks.options(opts))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		sb.Close()
		if n := ks.Live(); n != 0 {
			t.Errorf("%d kernels left running after Close", n)
		}
	})
	return sb
}

func run(t *testing.T, sb *sandbox.Sandbox, code string, opts ...sandbox.RunOption) *sandbox.Result {
	t.Helper()
	res, err := sb.Run(context.Background(), code, opts...)
	if err != nil {
		t.Fatalf("Run(%q): %v", code, err)
	}
	return res
}

func repr(r *sandbox.Result) string {
	if r.Value == nil {
		return "<none>"
	}
	return r.Value.Repr
}

func TestAutoConvertsBeforeTheRefusedCellAndReplaysHistory(t *testing.T) {
	enginetest.Connect(t)
	ks := &kernels{}
	var events []string
	sb := newSandbox(t, ks, sandbox.Options{Progress: func(p kernel.Progress) {
		events = append(events, fmt.Sprintf("%s %d/%d", p.Phase, p.Step, p.Total))
	}})
	ctx := context.Background()

	run(t, sb, "x = 42")
	run(t, sb, "print('x is', x)")
	if r, _ := sb.Run(ctx, "1/0"); r.Success {
		t.Fatal("1/0 succeeded")
	}
	if sb.Backend() != kernel.Monty {
		t.Fatalf("backend = %s before conversion", sb.Backend())
	}
	res := run(t, sb, "import numpy\nnumpy.int64(x).item() + 1")
	if res.Conversion == nil || res.Conversion.From != kernel.Monty || res.Conversion.To != kernel.Container {
		t.Fatalf("conversion = %+v", res.Conversion)
	}
	if res.Backend != kernel.Container || sb.Backend() != kernel.Container || repr(res) != "43" {
		t.Errorf("cell after conversion: backend %s/%s, value %s", res.Backend, sb.Backend(), repr(res))
	}
	if got := res.Conversion.Replay.Steps; got != 2 {
		t.Errorf("replayed %d steps, want the 2 successful cells", got)
	}
	if d := res.Conversion.Divergences(); len(d) != 0 {
		t.Errorf("divergences: %+v", d)
	}
	want := []string{"before 1/2", "after 1/2", "before 2/2", "after 2/2", "complete 2/2"}
	if !slices.Equal(events, want) {
		t.Errorf("progress = %q, want %q", events, want)
	}
	if r := run(t, sb, "x + 1"); repr(r) != "43" || r.Backend != kernel.Container {
		t.Errorf("x + 1 = %s on %s, want 43 on container", repr(r), r.Backend)
	}
	var backends []kernel.Backend
	for _, e := range sb.History() {
		backends = append(backends, e.Backend)
	}
	if want := []kernel.Backend{"monty", "monty", "monty", "container", "container"}; !slices.Equal(backends, want) {
		t.Errorf("history backends = %v, want %v", backends, want)
	}
	if ks.Started(kernel.Container) != 1 {
		t.Errorf("started %d containers", ks.Started(kernel.Container))
	}
}

func TestDependenciesConvertInAutoMode(t *testing.T) {
	enginetest.Connect(t)
	sb := newSandbox(t, &kernels{}, sandbox.Options{})
	// numpy is in the image: the dependency is met without an install.
	res := run(t, sb, "1 + 1", sandbox.WithDependencies("numpy"))
	if res.Conversion == nil || res.Backend != kernel.Container || repr(res) != "2" {
		t.Errorf("a cell with dependencies ran on %s, conversion %v, value %s", res.Backend, res.Conversion, repr(res))
	}
}

func TestAutoRefusesToConvertAfterFileChanges(t *testing.T) {
	dir := sharedDir(t, "w")
	ks := &kernels{}
	sb := newSandbox(t, ks, sandbox.Options{Workspace: []string{dir}})
	ctx := context.Background()

	res := run(t, sb, "with open('notes.txt', 'w') as f:\n    f.write('hi')")
	if !res.FileChanges.HasChanges() {
		t.Fatalf("no file change seen: %+v", res.FileChanges)
	}
	_, err := sb.Run(ctx, "import numpy")
	var nse *kernel.NotSupportedError
	if !errors.As(err, &nse) || nse.Module != "numpy" || !strings.Contains(err.Error(), "fresh session") {
		t.Fatalf("err = %v, want NotSupported suggesting a fresh session", err)
	}
	if sb.Backend() != kernel.Monty || ks.Started(kernel.Container) != 0 {
		t.Errorf("backend %s, %d containers started", sb.Backend(), ks.Started(kernel.Container))
	}
	// A reset leaves nothing to replay that touched files.
	if err := sb.ResetSession(ctx); err != nil {
		t.Fatal(err)
	}
	enginetest.Connect(t)
	if res := run(t, sb, "import numpy"); res.Backend != kernel.Container || res.Conversion.Replay.Steps != 0 {
		t.Errorf("after reset: backend %s, replayed %d", res.Backend, res.Conversion.Replay.Steps)
	}
}

func TestMontyOnlyRefusesWithAdvice(t *testing.T) {
	t.Parallel()
	sb := newSandbox(t, &kernels{}, sandbox.Options{Type: sandbox.MontyOnly})
	_, err := sb.Run(context.Background(), "import numpy")
	if !errors.Is(err, kernel.ErrNotSupported) || !strings.Contains(err.Error(), "Convert") {
		t.Fatalf("err = %v", err)
	}
	if sb.Backend() != kernel.Monty {
		t.Errorf("backend = %s", sb.Backend())
	}
}

func TestConvertToMontyNeedsForceToDropCells(t *testing.T) {
	enginetest.Connect(t)
	sb := newSandbox(t, &kernels{}, sandbox.Options{Type: sandbox.ContainerOnly})
	ctx := context.Background()
	run(t, sb, "x = 1")
	run(t, sb, "import numpy\nf = numpy.float64(0.5)")
	run(t, sb, "y = x + 1")

	_, err := sb.Convert(ctx, kernel.Monty, false)
	if !errors.Is(err, kernel.ErrNotSupported) || sb.Backend() != kernel.Container {
		t.Fatalf("unforced: err %v, backend %s", err, sb.Backend())
	}
	if r := run(t, sb, "float(f)"); repr(r) != "0.5" {
		t.Errorf("state lost after a refused conversion: f = %s", repr(r))
	}

	conv, err := sb.Convert(ctx, kernel.Monty, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(conv.Dropped) != 1 || !strings.Contains(conv.Dropped[0].Code, "numpy") {
		t.Errorf("dropped = %+v, want the numpy cell", conv.Dropped)
	}
	if r := run(t, sb, "(x, y)"); repr(r) != "(1, 2)" || r.Backend != kernel.Monty {
		t.Errorf("(x, y) = %s on %s", repr(r), r.Backend)
	}
	// A dropped cell stays dropped: converting again does not replay it.
	conv, err = sb.Convert(ctx, kernel.Container, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range conv.Divergences() {
		if strings.Contains(d.Entry.Code, "numpy") {
			t.Errorf("dropped cell replayed: %+v", d)
		}
	}
	if r, _ := sb.Run(ctx, "f"); r.Success {
		t.Error("f survived the forced conversion")
	}
}

func TestReplayReportsDivergences(t *testing.T) {
	enginetest.Connect(t)
	dir := sharedDir(t, "w")
	data := filepath.Join(dir, "data.txt")
	os.WriteFile(data, []byte("first"), 0o644)
	sb := newSandbox(t, &kernels{}, sandbox.Options{Workspace: []string{dir}})
	run(t, sb, "print(open('data.txt').read())")
	run(t, sb, "s = open('data.txt').read()")

	os.WriteFile(data, []byte("second"), 0o644)
	conv, err := sb.Convert(context.Background(), kernel.Container, false)
	if err != nil {
		t.Fatal(err)
	}
	if d := conv.Divergences(); len(d) != 1 || d[0].Step != 1 || d[0].Reason != "printed different output" {
		t.Errorf("divergences = %+v, want step 1 printing differently", d)
	}

	os.Remove(data)
	conv, err = sb.Convert(context.Background(), kernel.Monty, false)
	if err != nil {
		t.Fatal(err)
	}
	if d := conv.Divergences(); len(d) != 2 || !strings.Contains(d[1].Reason, "FileNotFoundError") {
		t.Errorf("divergences = %+v, want both cells failing", d)
	}
}

func TestFileChangesLeaveIgnoredPathsOut(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "proj")
	os.MkdirAll(filepath.Join(dir, "node_modules"), 0o755)
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.log\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "edit.txt"), []byte("old"), 0o644)
	os.WriteFile(filepath.Join(dir, "gone.txt"), []byte("bye"), 0o644)
	sb := newSandbox(t, &kernels{}, sandbox.Options{Workspace: []string{dir}})

	res := run(t, sb, `
import os
with open('new.txt', 'w') as f:
    f.write('created by sandbox')
with open('edit.txt', 'w') as f:
    f.write('changed!')
os.remove('gone.txt')
with open('run.log', 'w') as f:
    f.write('ignored')
`)
	// A file written behind the kernel's back in a hidden folder is not a
	// change of the workspace either.
	os.WriteFile(filepath.Join(dir, "node_modules", "x.js"), []byte("hidden"), 0o644)
	fc := res.FileChanges
	got := func(cs []kernel.FileChange) (out []string) {
		for _, c := range cs {
			out = append(out, string(c.Type)+" "+c.Path)
		}
		return out
	}
	want := []string{"added /sandbox/proj/new.txt", "modified /sandbox/proj/edit.txt", "deleted /sandbox/proj/gone.txt"}
	if g := got(fc.All()); !slices.Equal(g, want) {
		t.Errorf("changes = %q, want %q", g, want)
	}
	if r := run(t, sb, "x = 1"); r.FileChanges == nil || r.FileChanges.HasChanges() {
		t.Errorf("a cell that touches nothing: %+v", r.FileChanges)
	}
	sb2 := newSandbox(t, &kernels{}, sandbox.Options{Workspace: []string{dir}, NoFileTracking: true})
	if r := run(t, sb2, "with open('other.txt', 'w') as f:\n    f.write('x')"); r.FileChanges != nil {
		t.Errorf("untracked sandbox reported %+v", r.FileChanges)
	}
}

func TestWriteAccessRestartsAContainerAndReplays(t *testing.T) {
	enginetest.Connect(t)
	dir := sharedDir(t, "w")
	ks := &kernels{}
	sb := newSandbox(t, ks, sandbox.Options{Type: sandbox.ContainerOnly, ReadOnly: true, Workspace: []string{dir}})
	ctx := context.Background()
	run(t, sb, "x = 7")
	if sb.Writable() {
		t.Fatal("read-only sandbox is writable")
	}
	conv, err := sb.GrantWriteAccess(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if conv == nil || conv.From != kernel.Container || conv.To != kernel.Container || conv.Replay.Steps != 1 || !sb.Writable() {
		t.Fatalf("grant: %+v, writable %v", conv, sb.Writable())
	}
	if r := run(t, sb, "x"); repr(r) != "7" {
		t.Errorf("x = %s after the restart", repr(r))
	}
	if conv, err := sb.GrantWriteAccess(ctx); conv != nil || err != nil {
		t.Errorf("granting twice restarted: %v, %v", conv, err)
	}
	if _, err := sb.RevokeWriteAccess(ctx); err != nil || sb.Writable() {
		t.Errorf("revoke: %v, writable %v", err, sb.Writable())
	}
	if n := ks.Started(kernel.Container); n != 3 {
		t.Errorf("started %d containers, want 3", n)
	}
}

func TestWriteAccessChangesMontyInPlace(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "w")
	os.Mkdir(dir, 0o755)
	ks := &kernels{}
	sb := newSandbox(t, ks, sandbox.Options{ReadOnly: true, Workspace: []string{dir}})
	run(t, sb, "x = 7")
	if conv, err := sb.GrantWriteAccess(context.Background()); conv != nil || err != nil || !sb.Writable() {
		t.Fatalf("grant on monty: %v, %v, writable %v", conv, err, sb.Writable())
	}
	if r := run(t, sb, "with open('a.txt', 'w') as f:\n    f.write('x')\nx"); !r.Success || repr(r) != "7" {
		t.Errorf("after grant: %+v", r)
	}
	if n := ks.Started(kernel.Monty); n != 1 {
		t.Errorf("started %d monty kernels, want 1", n)
	}
}

func TestReadOnlyWriteFailureIsAPermissionError(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "w")
	os.Mkdir(dir, 0o755)
	sb := newSandbox(t, &kernels{}, sandbox.Options{ReadOnly: true, Workspace: []string{dir}})
	res, err := sb.Run(context.Background(), "open('/sandbox/w/a.txt', 'w')")
	var pe *kernel.PermissionError
	if !errors.As(err, &pe) || pe.Path != "/sandbox/w/a.txt" || res == nil || res.Error.Type != "PermissionError" {
		t.Fatalf("err = %v, res = %+v", err, res)
	}
	// Not a workspace path: an ordinary Python failure.
	res, err = sb.Run(context.Background(), `raise PermissionError(13, "Permission denied", "/etc/shadow")`)
	if err != nil || res.Success {
		t.Errorf("err = %v, success %v", err, res.Success)
	}
}

func TestResetKeepsTheKernelAndClearStartsOver(t *testing.T) {
	enginetest.Connect(t)
	ks := &kernels{}
	sb := newSandbox(t, ks, sandbox.Options{})
	ctx := context.Background()
	run(t, sb, "x = 1")
	run(t, sb, "import numpy")
	if err := sb.ResetSession(ctx); err != nil {
		t.Fatal(err)
	}
	if r, _ := sb.Run(ctx, "x"); r.Success || r.Error.Type != "NameError" {
		t.Errorf("x after reset: %+v", r)
	}
	if sb.Backend() != kernel.Container || ks.Started(kernel.Container) != 1 {
		t.Errorf("reset changed the kernel: %s, %d containers", sb.Backend(), ks.Started(kernel.Container))
	}
	h := sb.History()
	if h[len(h)-2].Kind != kernel.SessionReset {
		t.Errorf("no reset marker in history: %+v", h)
	}
	if err := sb.Clear(ctx); err != nil {
		t.Fatal(err)
	}
	if sb.Backend() != kernel.Monty || len(sb.History()) != 0 || ks.Live() != 0 {
		t.Errorf("after Clear: backend %s, %d entries, %d live kernels", sb.Backend(), len(sb.History()), ks.Live())
	}
	if err := sb.Ping(ctx); err != nil || ks.Live() != 1 {
		t.Errorf("Ping after Clear: %v, %d live", err, ks.Live())
	}
}

func TestPerCallTimeoutOverride(t *testing.T) {
	t.Parallel()
	sb := newSandbox(t, &kernels{}, sandbox.Options{})
	start := time.Now()
	res := run(t, sb, "while True: pass", sandbox.WithTimeout(200*time.Millisecond))
	if !res.TimedOut || !res.Failed() || time.Since(start) > 5*time.Second {
		t.Errorf("timed_out %v after %v", res.TimedOut, time.Since(start))
	}
	if r := run(t, sb, "2 + 2"); repr(r) != "4" {
		t.Errorf("session unusable after a timeout: %s", repr(r))
	}
	if _, err := sb.Run(context.Background(), "1", sandbox.WithTimeout(-time.Second)); !errors.Is(err, kernel.ErrUsage) {
		t.Errorf("negative timeout: %v", err)
	}
}

func TestWarmContainerMakesConversionCostOnlyTheReplay(t *testing.T) {
	enginetest.Connect(t)
	ks := &kernels{}
	sb := newSandbox(t, ks, sandbox.Options{Warm: true})
	run(t, sb, "x = 1")
	if !sb.WaitWarm(context.Background()) {
		t.Fatal("no warm container")
	}
	res := run(t, sb, "import numpy\nx")
	if res.Conversion == nil || !res.Conversion.Warm || repr(res) != "1" {
		t.Errorf("conversion %v, x = %s", res.Conversion, repr(res))
	}
	if ks.Started(kernel.Container) != 1 {
		t.Errorf("started %d containers", ks.Started(kernel.Container))
	}
	// Back on monty, the next container warms up again; Close stops it.
	if _, err := sb.Convert(context.Background(), kernel.Monty, true); err != nil {
		t.Fatal(err)
	}
}

func TestCloseInterruptsARunningCell(t *testing.T) {
	t.Parallel()
	ks := &kernels{}
	sb, err := sandbox.New(context.Background(), ks.options(sandbox.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	running := make(chan struct{})
	var once sync.Once
	go func() {
		res, err := sb.Run(context.Background(), "print('running')\nwhile True: pass",
			sandbox.WithStream(func(kernel.Chunk) { once.Do(func() { close(running) }) }))
		if err == nil && !res.Success {
			err = errors.New(res.Error.Error()) // monty reports the interrupt as the cell's exception
		}
		done <- err
	}()
	select {
	case <-running:
	case err := <-done:
		t.Fatalf("the cell ended before Close: %v", err)
	case <-time.After(5 * time.Second):
		t.Fatal("the cell did not start")
	}
	if err := sb.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err == nil {
			t.Error("interrupted Run succeeded")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not interrupt the cell")
	}
	if _, err := sb.Run(context.Background(), "1"); !errors.Is(err, sandbox.ErrClosed) {
		t.Errorf("Run after Close: %v", err)
	}
	if ks.Live() != 0 {
		t.Errorf("%d kernels live", ks.Live())
	}
}

// refusingWrites is a kernel that reports a read-only refusal itself,
// with the cell's result, as monty may.
type refusingWrites struct{}

func (refusingWrites) Execute(context.Context, kernel.Request) (*kernel.Result, error) {
	return &kernel.Result{Error: &kernel.PyError{Type: "PermissionError", Message: "[Errno 13] Permission denied: 'a.txt'"}, Backend: kernel.Monty},
		&kernel.PermissionError{Path: "/sandbox/w/a.txt", Op: "open"}
}
func (refusingWrites) Reset(context.Context) error { return nil }
func (refusingWrites) Ping(context.Context) error  { return nil }
func (refusingWrites) Close() error                { return nil }

func TestAKernelsOwnPermissionErrorKeepsTheResult(t *testing.T) {
	t.Parallel()
	sb, err := sandbox.New(context.Background(), sandbox.Options{
		NewMonty: func(context.Context, sandbox.KernelConfig) (kernel.Kernel, error) { return refusingWrites{}, nil },
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res, err := sb.Run(context.Background(), "open('a.txt', 'w')")
	var pe *kernel.PermissionError
	if !errors.As(err, &pe) || pe.Path != "/sandbox/w/a.txt" || res == nil || res.Error.Type != "PermissionError" {
		t.Errorf("err %v, result %+v", err, res)
	}
	if h := sb.History(); len(h) != 1 || h[0].Success {
		t.Errorf("history = %+v", h)
	}
}

// TestExplicitConvertSkipsCellsThatWroteFiles: auto mode refuses to convert after a
// file write; Convert goes ahead under one rule: the cell that wrote files is not
// replayed (its file is not written again), the Conversion says so, and a later cell
// that needed what it defined shows as a divergence, in the Conversion's problems and
// in the server's answer.
func TestExplicitConvertSkipsCellsThatWroteFiles(t *testing.T) {
	enginetest.Connect(t)
	dir := sharedDir(t, "w")
	sb := newSandbox(t, &kernels{}, sandbox.Options{Workspace: []string{dir}})
	ctx := context.Background()
	run(t, sb, "x = 1", sandbox.WithNumber(1))
	res := run(t, sb, "y = 2\nwith open('notes.txt', 'a') as f:\n    f.write('once\\n')", sandbox.WithNumber(2))
	if !res.FileChanges.HasChanges() {
		t.Fatalf("no file change seen: %+v", res.FileChanges)
	}
	run(t, sb, "print(x + y)", sandbox.WithNumber(3))

	conv, err := sb.Convert(ctx, kernel.Container, false)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "notes.txt")); err != nil || string(b) != "once\n" {
		t.Errorf("notes.txt = %q, %v: the file-writing cell was replayed", b, err)
	}
	if len(conv.Skipped) != 1 || !strings.Contains(conv.Skipped[0].Code, "notes.txt") || conv.Replay.Steps != 2 {
		t.Errorf("skipped %+v, steps %d; want the writing cell skipped and the other two replayed", conv.Skipped, conv.Replay.Steps)
	}
	problems := strings.Join(conv.Problems(), "\n")
	for _, want := range []string{"cell [2] not replayed: it wrote files", "cell [3] diverged on replay: failed with NameError"} {
		if !strings.Contains(problems, want) {
			t.Errorf("problems %q lack %q", problems, want)
		}
	}
	if s := conv.String(); !strings.Contains(s, "1 diverged") || !strings.Contains(s, "1 skipped (they wrote files)") {
		t.Errorf("summary %q", s)
	}
	info := server.NewConversionInfo(conv)
	if len(info.Skipped) != 1 || len(info.Divergences) != 1 || len(info.Problems) != 2 {
		t.Errorf("the server's answer: %+v", info)
	}
	// The rule holds for the next conversion too: the cell stays out.
	if r := run(t, sb, "x"); repr(r) != "1" {
		t.Errorf("x = %s on the container", repr(r))
	}
}
