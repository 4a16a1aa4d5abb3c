package sandbox_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// engineSandbox returns a sandbox whose container kernel is the real one.
// It skips under -short and, outside CI, when no engine answers.
func engineSandbox(t *testing.T, opts sandbox.Options) *sandbox.Sandbox {
	t.Helper()
	enginetest.Connect(t)
	sb, err := sandbox.New(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := sb.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return sb
}

// sharedDir returns a workspace folder the container's unprivileged user
// may write.
func sharedDir(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil { // past the umask
		t.Fatal(err)
	}
	return dir
}

func TestSeedConversionExampleOnAnEngine(t *testing.T) {
	var events []string
	sb := engineSandbox(t, sandbox.Options{Progress: func(p kernel.Progress) {
		events = append(events, fmt.Sprintf("%s %d/%d", p.Phase, p.Step, p.Total))
	}})
	if r := run(t, sb, "x = 42"); r.Backend != kernel.Monty {
		t.Fatalf("x = 42 ran on %s", r.Backend)
	}
	if rt := sb.Runtime(); rt != "" {
		t.Errorf("Runtime() = %q on monty, want empty", rt)
	}
	res := run(t, sb, "import numpy")
	if res.Backend != kernel.Container || res.Conversion == nil || len(res.Conversion.Divergences()) != 0 {
		t.Fatalf("import numpy: backend %s, conversion %v", res.Backend, res.Conversion)
	}
	if rt := sb.Runtime(); rt != "runsc" && rt != "runc" {
		t.Errorf("Runtime() = %q on the container, want runsc or runc", rt)
	}
	if want := []string{"before 1/1", "after 1/1", "complete 1/1"}; !slices.Equal(events, want) {
		t.Errorf("progress = %q, want %q", events, want)
	}
	if r := run(t, sb, "x + 1"); repr(r) != "43" || r.Backend != kernel.Container {
		t.Errorf("x + 1 = %s on %s, want 43 on container", repr(r), r.Backend)
	}
	if r := run(t, sb, "int(numpy.arange(10).sum())"); repr(r) != "45" {
		t.Errorf("numpy sum = %s", repr(r))
	}
}

func TestContainerFileChangesAndReadOnly(t *testing.T) {
	dir := sharedDir(t, "proj")
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.log\n"), 0o666)
	for _, name := range []string{"edit.txt", "gone.txt"} {
		os.WriteFile(filepath.Join(dir, name), []byte("old"), 0o666)
		os.Chmod(filepath.Join(dir, name), 0o666)
	}
	sb := engineSandbox(t, sandbox.Options{Type: sandbox.ContainerOnly, Workspace: []string{dir}, ReadOnly: true})
	ctx := context.Background()

	res, err := sb.Run(ctx, "open('new.txt', 'w').write('x')")
	var pe *kernel.PermissionError
	if !errors.As(err, &pe) || res == nil || res.Success {
		t.Fatalf("write in read-only mode: err %v, result %+v", err, res)
	}
	if _, err := sb.GrantWriteAccess(ctx); err != nil {
		t.Fatal(err)
	}
	res = run(t, sb, `
import os
os.makedirs('__pycache__', exist_ok=True)
open('new.txt', 'w').write('created by sandbox')
open('edit.txt', 'w').write('changed!')
os.remove('gone.txt')
open('run.log', 'w').write('ignored')
open('__pycache__/m.pyc', 'w').write('hidden')
`)
	var got []string
	for _, c := range res.FileChanges.All() {
		got = append(got, string(c.Type)+" "+c.Path)
	}
	want := []string{"added /sandbox/proj/new.txt", "modified /sandbox/proj/edit.txt", "deleted /sandbox/proj/gone.txt"}
	if !slices.Equal(got, want) {
		t.Errorf("changes = %q, want %q", got, want)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "new.txt")); string(b) != "created by sandbox" {
		t.Errorf("new.txt = %q", b)
	}
}

func TestAutoConversionRefusedAfterAFileChangeOnAnEngine(t *testing.T) {
	dir := sharedDir(t, "w")
	sb := engineSandbox(t, sandbox.Options{Workspace: []string{dir}})
	// The cell changes the workspace through a host function, which any
	// kernel can call; what counts is that the workspace changed.
	touch := func(_ context.Context, args []any, _ map[string]any) (any, error) {
		return nil, os.WriteFile(filepath.Join(dir, args[0].(string)), []byte("x"), 0o644)
	}
	res := run(t, sb, "touch('a.txt')", sandbox.WithFunction("touch", touch))
	if res.Backend != kernel.Monty {
		t.Fatalf("cell ran on %s", res.Backend)
	}
	if !res.FileChanges.HasChanges() {
		t.Fatalf("no change seen: %+v", res.FileChanges)
	}
	_, err := sb.Run(context.Background(), "import numpy")
	if !errors.Is(err, kernel.ErrNotSupported) || !strings.Contains(err.Error(), "fresh session") || sb.Backend() != kernel.Monty {
		t.Errorf("err = %v, backend %s", err, sb.Backend())
	}
}

func TestReplayCallsHostFunctionsAgainOnAnEngine(t *testing.T) {
	sb := engineSandbox(t, sandbox.Options{Type: sandbox.ContainerOnly, ReadOnly: true})
	calls := 0
	double := func(_ context.Context, args []any, _ map[string]any) (any, error) {
		calls++
		return args[0].(int64) * 2, nil
	}
	run(t, sb, "y = double(21)", sandbox.WithFunction("double", double))
	conv, err := sb.GrantWriteAccess(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if conv == nil || conv.Replay.Steps != 1 || len(conv.Divergences()) != 0 || calls != 2 {
		t.Fatalf("restart: %v, %d calls", conv, calls)
	}
	if r := run(t, sb, "y"); repr(r) != "42" {
		t.Errorf("y = %s after the restart", repr(r))
	}
}

// TestConversionExampleOnAnEngine runs Example_conversion, which needs an
// engine, and checks what it prints.
func TestConversionExampleOnAnEngine(t *testing.T) {
	enginetest.Connect(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	out := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		out <- string(b)
	}()
	func() {
		defer func() { os.Stdout = stdout }()
		Example_conversion()
	}()
	w.Close()
	want := "Replaying step 1/1...\n  ✓ step 1 completed\nReplay complete (1 steps)\n43 container\n" +
		"Replaying step 1/3...\n  ✓ step 1 completed\nReplaying step 2/3...\n  ✗ step 2 completed\n" +
		"Replaying step 3/3...\n  ✓ step 3 completed\nReplay complete (3 steps)\ndropped: \"import numpy\"\n"
	if got := <-out; got != want {
		t.Errorf("Example_conversion printed\n%s\nwant\n%s", got, want)
	}
}

// A function given to the session stays given on the container after the
// conversion and after a restart, though later cells do not pass it again.
func TestHostFunctionsSurviveConversionAndRestartOnAnEngine(t *testing.T) {
	sb := engineSandbox(t, sandbox.Options{ReadOnly: true})
	hello := func(_ context.Context, args []any, _ map[string]any) (any, error) {
		return "hello " + args[0].(string), nil
	}
	bad := func(context.Context, []any, map[string]any) (any, error) {
		return nil, &kernel.PythonError{Type: "QuotaExceeded", Message: "no more"}
	}
	run(t, sb, "a = hello('monty')", sandbox.WithFunction("hello", hello), sandbox.WithFunction("bad", bad))
	for _, step := range []string{"convert", "restart"} {
		switch step {
		case "convert":
			if _, err := sb.Convert(context.Background(), kernel.Container, false); err != nil {
				t.Fatal(err)
			}
		case "restart":
			if _, err := sb.GrantWriteAccess(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		r := run(t, sb, "hello('container'), a")
		if repr(r) != "('hello container', 'hello monty')" || r.Backend != kernel.Container {
			t.Errorf("after the %s: %s on %s (%v)", step, repr(r), r.Backend, r.Error)
		}
		r = run(t, sb, "try:\n    bad()\nexcept Exception as e:\n    m = (type(e).__name__, str(e))\nm")
		if repr(r) != "('QuotaExceeded', 'no more')" {
			t.Errorf("after the %s, a raised QuotaExceeded: %s (%v)", step, repr(r), r.Error)
		}
	}
}

// TestConversionReplaysWhatACellRead: a cell that read its stdin on monty
// reads the same lines again when the conversion replays it, so the value
// the user typed survives the move, and the replay does not diverge.
func TestConversionReplaysWhatACellRead(t *testing.T) {
	sb := engineSandbox(t, sandbox.Options{})
	r := run(t, sb, "name = input('name? ')\nname", sandbox.WithStdin(strings.NewReader("Ada\n")))
	if r.Backend != kernel.Monty || r.Value == nil || r.Value.Repr != "'Ada'" {
		t.Fatalf("input on monty: %+v", r)
	}
	r = run(t, sb, "import numpy\nname + '!'")
	if r.Backend != kernel.Container || r.Value == nil || r.Value.Repr != "'Ada!'" {
		t.Fatalf("after the conversion: %+v %+v", r.Value, r.Error)
	}
	if c := r.Conversion; c == nil || c.Replay == nil || len(c.Replay.Divergences) != 0 {
		t.Errorf("conversion: %+v", c)
	}
}

// TestDiskQuotaAcrossConversion: the write quota is the session's. What
// cells wrote on monty counts on the container after an explicit
// conversion, a write past what is left fails with errno 28 in the
// container, and writes under it are in the workspace (the session's
// file-change scan reports them).
func TestDiskQuotaAcrossConversion(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the container's write quota needs root")
	}
	dir := sharedDir(t, "proj")
	sb := engineSandbox(t, sandbox.Options{Workspace: []string{dir}, Limits: kernel.Limits{DiskBytes: 1 << 20}})
	if r := run(t, sb, "open('/sandbox/proj/m.bin', 'wb').write(b'm' * 700_000)"); repr(r) != "700000" || r.Backend != kernel.Monty {
		t.Fatalf("write on monty: %s on %s", repr(r), r.Backend)
	}
	if _, err := sb.Convert(context.Background(), kernel.Container, false); err != nil {
		t.Fatal(err)
	}
	write := "try:\n    open('/sandbox/proj/%s', 'wb').write(b'c' * %d)\n    r = 'written'\nexcept OSError as e:\n    r = e.errno\nr"
	r := run(t, sb, fmt.Sprintf(write, "c.bin", 200_000))
	if repr(r) != "'written'" || r.Backend != kernel.Container {
		t.Fatalf("200 kB under the 324 kB left: %s on %s %v", repr(r), r.Backend, r.Error)
	}
	if fc := r.FileChanges; fc == nil || len(fc.Added) != 1 || fc.Added[0].Path != "/sandbox/proj/c.bin" {
		t.Errorf("file changes of the container's write: %+v", fc)
	}
	if fi, err := os.Stat(filepath.Join(dir, "c.bin")); err != nil || fi.Size() != 200_000 {
		t.Errorf("c.bin in the workspace: %v %v", fi, err)
	}
	if r := run(t, sb, fmt.Sprintf(write, "d.bin", 200_000)); repr(r) != "28" {
		t.Fatalf("200 kB past the 124 kB left: %s %v", repr(r), r.Error)
	}
}
