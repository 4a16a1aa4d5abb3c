package sandbox_test

// The examples follow the usage guide of the Python API, snippet by snippet, in Go.
// Those that run on monty check their output; those that need a container
// engine are compiled only, and the tests in container_test.go run the same
// steps against a real engine.

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// The README's first example: run code, read what it printed.
func Example() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	res, err := sb.Run(ctx, `print("hello from the sandbox! 🏖🏰")`)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(res.Stdout)
	// Output:
	// hello from the sandbox! 🏖🏰
}

// Configuration: the Python API's Sandbox(...) keyword arguments are Options
// fields. Zero fields take the defaults shown.
func Example_configuration() {
	opts := sandbox.Options{
		Limits: kernel.Limits{
			Timeout:     30 * time.Second, // max execution time per call
			MemoryBytes: 256 << 20,        // max memory (both kernels respect it)
			CPUs:        2,                // max CPUs (container only)
		},
		Network:        false,                    // network access (container only)
		NoPackageCache: false,                    // cache installed packages (container only)
		TmpfsMB:        16,                       // in-memory /tmp (container only; negative for none)
		Workspace:      []string{"/path/to/dir"}, // directories and/or files to mount
		Type:           sandbox.Auto,             // Auto (default), ContainerOnly or MontyOnly
		ReadOnly:       false,                    // start in read-only mode
	}
	if _, err := sandbox.New(context.Background(), opts); err != nil {
		fmt.Println(errors.Is(err, kernel.ErrUsage)) // /path/to/dir does not exist here
	}
	// Output:
	// true
}

// CodeExecutionTool is the Python API's "integrating as a tool for an AI agent":
// a read-only sandbox whose runs come back as plain maps for the agent.
type CodeExecutionTool struct {
	sb *sandbox.Sandbox
}

func NewCodeExecutionTool(ctx context.Context) (*CodeExecutionTool, error) {
	sb, err := sandbox.New(ctx, sandbox.Options{
		Limits:   kernel.Limits{Timeout: 30 * time.Second},
		ReadOnly: true, // the agent must ask for write access
	})
	if err != nil {
		return nil, err
	}
	return &CodeExecutionTool{sb: sb}, nil
}

func (t *CodeExecutionTool) RunCode(ctx context.Context, code string) (map[string]any, error) {
	res, err := t.sb.Run(ctx, code)
	if err != nil && res == nil {
		return nil, err
	}
	var result any
	if res.Value != nil {
		result = res.Value.Repr
	}
	return map[string]any{
		"stdout":       res.Stdout,
		"stderr":       res.Stderr,
		"success":      res.Success,
		"result":       result,
		"file_changes": res.FileChanges,
		"duration_sec": res.Duration.Seconds(),
	}, nil
}

func (t *CodeExecutionTool) RunWithPackages(ctx context.Context, code string, packages []string) (map[string]any, error) {
	res, err := t.sb.Run(ctx, code, sandbox.WithDependencies(packages...))
	if err != nil {
		return nil, err
	}
	return map[string]any{"stdout": res.Stdout, "stderr": res.Stderr, "success": res.Success}, nil
}

func (t *CodeExecutionTool) Reset(ctx context.Context) error { return t.sb.ResetSession(ctx) }

func (t *CodeExecutionTool) Close() error { return t.sb.Close() }

// The Python API's agent tool, in use.
func Example_agentTool() {
	ctx := context.Background()
	tool, err := NewCodeExecutionTool(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer tool.Close()

	out, err := tool.RunCode(ctx, "squares = [n * n for n in range(5)]\nprint(squares)\nsum(squares)")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(out["stdout"])
	fmt.Println(out["success"], out["result"])

	if err := tool.Reset(ctx); err != nil {
		log.Fatal(err)
	}
	out, _ = tool.RunCode(ctx, "squares")
	fmt.Println(out["success"])
	// Output:
	// [0, 1, 4, 9, 16]
	// true 30
	// false
}

// Option B: provide external functions. Host functions are Go functions
// called from Python; they run in the host, not in the sandbox, so they
// need no network inside it.
func Example_hostFunctions() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	fetchData := func(ctx context.Context, args []any, kwargs map[string]any) (any, error) {
		url, _ := args[0].(string)
		// A real harness would fetch url here.
		return fmt.Sprintf(`{"source": %q, "rows": [1, 2, 3]}`, url), nil
	}
	res, err := sb.Run(ctx, "data = fetch_data('https://example.com/data.json'); len(data)",
		sandbox.WithFunction("fetch_data", fetchData))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Value.Repr)
	// Output:
	// 62
}

// Option C: provide input variables.
func Example_inputs() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	res, err := sb.Run(ctx, "sum(x)", sandbox.WithInput("x", []any{1, 2, 3, 4, 5}))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Value.Repr)
	// Output:
	// 15
}

// Workspace and file change tracking: directories mount at
// /sandbox/<name>, and every run reports what it added, modified and
// deleted there.
func Example_fileTracking() {
	ctx := context.Background()
	project := filepath.Join(os.TempDir(), fmt.Sprintf("backyard-example-%d", os.Getpid()), "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(filepath.Dir(project))

	sb, err := sandbox.New(ctx, sandbox.Options{Workspace: []string{project}})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	res, err := sb.Run(ctx, `
with open('/sandbox/project/new_file.txt', 'w') as f:
    f.write('created by sandbox')
`)
	if err != nil {
		log.Fatal(err)
	}
	if fc := res.FileChanges; fc.HasChanges() {
		for _, c := range fc.All() {
			fmt.Printf("%s: %s (at %s)\n", c.Type, c.Path, map[bool]string{true: "a time", false: "no time"}[!c.Time.IsZero()])
		}
	}
	data, _ := os.ReadFile(filepath.Join(project, "new_file.txt"))
	fmt.Println(string(data))
	// Output:
	// added: /sandbox/project/new_file.txt (at a time)
	// created by sandbox
}

// Read-only mode: a write is refused until write access is granted.
func Example_readOnly() {
	ctx := context.Background()
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("backyard-example-ro-%d", os.Getpid()), "notes")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(filepath.Dir(dir))

	sb, err := sandbox.New(ctx, sandbox.Options{Workspace: []string{dir}, ReadOnly: true})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	write := "open('/sandbox/notes/todo.txt', 'w').write('buy sand')"
	_, err = sb.Run(ctx, write)
	fmt.Println("read-only:", errors.Is(err, kernel.ErrPermission))

	if _, err := sb.GrantWriteAccess(ctx); err != nil {
		log.Fatal(err)
	}
	res, err := sb.Run(ctx, write)
	fmt.Println("granted:", err == nil && res.Success)

	if _, err := sb.RevokeWriteAccess(ctx); err != nil {
		log.Fatal(err)
	}
	_, err = sb.Run(ctx, write)
	fmt.Println("revoked:", errors.Is(err, kernel.ErrPermission))
	// Output:
	// read-only: true
	// granted: true
	// revoked: true
}

// Per-call resource overrides.
func Example_perCallOverrides() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{Limits: kernel.Limits{Timeout: 100 * time.Millisecond}})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	slow := "def compute_intensive_task():\n    return sum(i * i for i in range(300_000))\ncompute_intensive_task()"
	res, err := sb.Run(ctx, slow,
		sandbox.WithTimeout(60*time.Second), // extend the timeout for this call
		sandbox.WithMemoryMB(512),           // and the memory
	)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Value.Repr)

	res, err = sb.Run(ctx, "while True: pass") // the sandbox's 100 ms again
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("timed out:", res.TimedOut)
	// Output:
	// 8999955000050000
	// timed out: true
}

// Session management.
func Example_sessions() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	sb.Run(ctx, "x = 1")
	// Reset state: clears the namespace, keeps the kernel (and container).
	if err := sb.ResetSession(ctx); err != nil {
		log.Fatal(err)
	}
	res, _ := sb.Run(ctx, "x")
	fmt.Println(res.Error.Type)

	// Full reset: closes the kernel (and container), clears the history.
	if err := sb.Clear(ctx); err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(sb.History()))

	// Health check.
	if err := sb.Ping(ctx); err == nil {
		fmt.Println("Sandbox is responsive")
	}
	// Output:
	// NameError
	// 0
	// Sandbox is responsive
}

// The always-hidden folders (.git, .venv, node_modules and the caches)
// and what a workspace's .gitignore ignores are invisible to the code.
func Example_ignoredDirectories() {
	ctx := context.Background()
	project := filepath.Join(os.TempDir(), fmt.Sprintf("backyard-example-hidden-%d", os.Getpid()), "project")
	for name, data := range map[string]string{
		".git/config":       "[core]",
		"node_modules/m.js": "",
		".gitignore":        "*.log\n",
		"debug.log":         "",
		"main.py":           "print('hi')",
	} {
		os.MkdirAll(filepath.Dir(filepath.Join(project, name)), 0o755)
		os.WriteFile(filepath.Join(project, name), []byte(data), 0o644)
	}
	defer os.RemoveAll(filepath.Dir(project))

	sb, err := sandbox.New(ctx, sandbox.Options{Workspace: []string{project}})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()
	res, err := sb.Run(ctx, "import os\nsorted(os.listdir('/sandbox/project'))")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Value.Repr)
	// Output:
	// ['.gitignore', 'main.py']
}

// Converting between backends, with a progress callback. This needs a
// container engine, so go test compiles it without running it;
// TestConversionExampleOnAnEngine runs it and checks what it prints.
func Example_conversion() {
	ctx := context.Background()
	onReplayProgress := func(p kernel.Progress) {
		switch p.Phase {
		case kernel.ReplayBefore:
			fmt.Printf("Replaying step %d/%d...\n", p.Step, p.Total)
		case kernel.ReplayAfter:
			status := "✗"
			if p.Result != nil && p.Result.Success {
				status = "✓"
			}
			fmt.Printf("  %s step %d completed\n", status, p.Step)
		case kernel.ReplayComplete:
			fmt.Printf("Replay complete (%d steps)\n", p.Total)
		}
	}
	sb, err := sandbox.New(ctx, sandbox.Options{Progress: onReplayProgress})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	sb.Run(ctx, "x = 42")
	sb.Run(ctx, "import numpy") // converts to a container (in auto mode)
	res, _ := sb.Run(ctx, "x + 1")
	fmt.Println(res.Value.Repr, res.Backend) // x = 42 is preserved from monty

	// Converting an existing session by hand:
	if _, err := sb.Convert(ctx, kernel.Container, false); err != nil {
		log.Fatal(err)
	}
	conv, err := sb.Convert(ctx, kernel.Monty, true) // drops what monty cannot run
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range conv.Dropped {
		fmt.Printf("dropped: %q\n", e.Code)
	}
	// With a container engine, this prints (the forced conversion replays
	// three cells, and step 2, which monty refuses, is dropped):
	//
	// Replaying step 1/1...
	//   ✓ step 1 completed
	// Replay complete (1 steps)
	// 43 container
	// Replaying step 1/3...
	//   ✓ step 1 completed
	// Replaying step 2/3...
	//   ✗ step 2 completed
	// Replaying step 3/3...
	//   ✓ step 3 completed
	// Replay complete (3 steps)
	// dropped: "import numpy"
}

// Error handling: what the sandbox raises is a Go error of a kind that
// errors.Is and errors.As tell apart; what the code raises is in the
// Result.
func Example_errorHandling() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{Type: sandbox.MontyOnly})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	for _, code := range []string{"1 / 0", "import numpy"} {
		res, err := sb.Run(ctx, code)
		var notSupported *kernel.NotSupportedError
		switch {
		case errors.As(err, &notSupported):
			fmt.Println("Code incompatible with monty; module:", notSupported.Module)
			fmt.Println("Either modify the code or use sb.Convert(ctx, kernel.Container, false)")
		case errors.Is(err, kernel.ErrPermission):
			fmt.Println("Write denied: call sb.GrantWriteAccess first")
		case err != nil:
			log.Fatal(err)
		case res.Failed():
			fmt.Println("Execution failed:", res.Error)
			fmt.Println("  timed_out:", res.TimedOut, "memory_limit_hit:", res.MemoryLimitHit)
		}
	}
	// Output:
	// Execution failed: ZeroDivisionError: division by zero
	//   timed_out: false memory_limit_hit: false
	// Code incompatible with monty; module: numpy
	// Either modify the code or use sb.Convert(ctx, kernel.Container, false)
}
