package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/kernel/sandbox/sandboxtest"
)

// standIn returns options whose kernels are sandboxtest's CPython stand-ins:
// "monty" imports only os and pathlib.
func standIn(ks *sandboxtest.Kernels, opts sandbox.Options) sandbox.Options {
	if ks.Allow == nil {
		ks.Allow = []string{"os", "pathlib"}
	}
	opts.NewMonty = ks.Monty()
	opts.NewContainer = ks.Container()
	return opts
}

func newSandbox(t *testing.T, ks *sandboxtest.Kernels, opts sandbox.Options) *sandbox.Sandbox {
	t.Helper()
	sb, err := sandbox.New(context.Background(), standIn(ks, opts))
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
	t.Parallel()
	ks := &sandboxtest.Kernels{}
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
	res := run(t, sb, "import fractions\nfractions.Fraction(1, 3)")
	if res.Conversion == nil || res.Conversion.From != kernel.Monty || res.Conversion.To != kernel.Container {
		t.Fatalf("conversion = %+v", res.Conversion)
	}
	if res.Backend != kernel.Container || sb.Backend() != kernel.Container || repr(res) != "Fraction(1, 3)" {
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
	t.Parallel()
	ks := &sandboxtest.Kernels{}
	sb := newSandbox(t, ks, sandbox.Options{})
	res := run(t, sb, "1 + 1", sandbox.WithDependencies("tinypkg"))
	if res.Conversion == nil || res.Backend != kernel.Container {
		t.Errorf("a cell with dependencies ran on %s, conversion %v", res.Backend, res.Conversion)
	}
}

func TestAutoRefusesToConvertAfterFileChanges(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ks := &sandboxtest.Kernels{}
	sb := newSandbox(t, ks, sandbox.Options{Workspace: []string{dir}})
	ctx := context.Background()

	res := run(t, sb, "open('notes.txt', 'w').write('hi')")
	if !res.FileChanges.HasChanges() {
		t.Fatalf("no file change seen: %+v", res.FileChanges)
	}
	_, err := sb.Run(ctx, "import fractions")
	var nse *kernel.NotSupportedError
	if !errors.As(err, &nse) || nse.Module != "fractions" || !strings.Contains(err.Error(), "fresh session") {
		t.Fatalf("err = %v, want NotSupported suggesting a fresh session", err)
	}
	if sb.Backend() != kernel.Monty || ks.Started(kernel.Container) != 0 {
		t.Errorf("backend %s, %d containers started", sb.Backend(), ks.Started(kernel.Container))
	}
	// A reset leaves nothing to replay that touched files.
	if err := sb.ResetSession(ctx); err != nil {
		t.Fatal(err)
	}
	if res := run(t, sb, "import fractions"); res.Backend != kernel.Container || res.Conversion.Replay.Steps != 0 {
		t.Errorf("after reset: backend %s, replayed %d", res.Backend, res.Conversion.Replay.Steps)
	}
}

func TestMontyOnlyRefusesWithAdvice(t *testing.T) {
	t.Parallel()
	sb := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{Type: sandbox.MontyOnly})
	_, err := sb.Run(context.Background(), "import fractions")
	if !errors.Is(err, kernel.ErrNotSupported) || !strings.Contains(err.Error(), "Convert") {
		t.Fatalf("err = %v", err)
	}
	if sb.Backend() != kernel.Monty {
		t.Errorf("backend = %s", sb.Backend())
	}
}

func TestConvertToMontyNeedsForceToDropCells(t *testing.T) {
	t.Parallel()
	ks := &sandboxtest.Kernels{}
	sb := newSandbox(t, ks, sandbox.Options{Type: sandbox.ContainerOnly})
	ctx := context.Background()
	run(t, sb, "x = 1")
	run(t, sb, "import fractions\nf = fractions.Fraction(1, 2)")
	run(t, sb, "y = x + 1")

	_, err := sb.Convert(ctx, kernel.Monty, false)
	if !errors.Is(err, kernel.ErrNotSupported) || sb.Backend() != kernel.Container {
		t.Fatalf("unforced: err %v, backend %s", err, sb.Backend())
	}
	if r := run(t, sb, "f"); repr(r) != "Fraction(1, 2)" {
		t.Errorf("state lost after a refused conversion: f = %s", repr(r))
	}

	conv, err := sb.Convert(ctx, kernel.Monty, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(conv.Dropped) != 1 || !strings.Contains(conv.Dropped[0].Code, "fractions") {
		t.Errorf("dropped = %+v, want the fractions cell", conv.Dropped)
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
		if strings.Contains(d.Entry.Code, "fractions") {
			t.Errorf("dropped cell replayed: %+v", d)
		}
	}
	if r, _ := sb.Run(ctx, "f"); r.Success {
		t.Error("f survived the forced conversion")
	}
}

func TestReplayReportsDivergences(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := filepath.Join(dir, "data.txt")
	os.WriteFile(data, []byte("first"), 0o644)
	sb := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{})
	run(t, sb, fmt.Sprintf("print(open(%q).read())", data))
	run(t, sb, fmt.Sprintf("s = open(%q).read()", data))

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
	sb := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{Workspace: []string{dir}})

	res := run(t, sb, `
import os
open('new.txt', 'w').write('created by sandbox')
open('edit.txt', 'w').write('changed!')
os.remove('gone.txt')
open('run.log', 'w').write('ignored')
open('node_modules/x.js', 'w').write('hidden')
`)
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
	sb2 := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{Workspace: []string{dir}, NoFileTracking: true})
	if r := run(t, sb2, "open('other.txt', 'w').write('x')"); r.FileChanges != nil {
		t.Errorf("untracked sandbox reported %+v", r.FileChanges)
	}
}

func TestWriteAccessRestartsAContainerAndReplays(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ks := &sandboxtest.Kernels{}
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

func TestReadOnlyWriteFailureIsAPermissionError(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "w")
	os.Mkdir(dir, 0o755)
	sb := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{ReadOnly: true, Workspace: []string{dir}})
	res, err := sb.Run(context.Background(), `raise PermissionError(13, "Permission denied", "/sandbox/w/a.txt")`)
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
	t.Parallel()
	ks := &sandboxtest.Kernels{}
	sb := newSandbox(t, ks, sandbox.Options{})
	ctx := context.Background()
	run(t, sb, "x = 1")
	run(t, sb, "import fractions")
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
	sb := newSandbox(t, &sandboxtest.Kernels{}, sandbox.Options{})
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
	t.Parallel()
	const delay = 1500 * time.Millisecond
	ks := &sandboxtest.Kernels{StartDelay: delay}
	sb := newSandbox(t, ks, sandbox.Options{Warm: true})
	run(t, sb, "x = 1")
	if !sb.WaitWarm(context.Background()) {
		t.Fatal("no warm container")
	}
	res := run(t, sb, "import fractions\nx")
	if res.Conversion == nil || !res.Conversion.Warm || res.Conversion.Duration >= delay {
		t.Errorf("conversion %v", res.Conversion)
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
	ks := &sandboxtest.Kernels{}
	sb, err := sandbox.New(context.Background(), standIn(ks, sandbox.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := sb.Run(context.Background(), "while True: pass")
		done <- err
	}()
	time.Sleep(200 * time.Millisecond)
	if err := sb.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err == nil {
			t.Error("interrupted Run returned no error")
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

// realMonty returns the monty kernel, for tests on an engine.
func realMonty(testing.TB) sandbox.KernelFunc { return nil }

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
