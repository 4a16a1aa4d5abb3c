package container_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
)

// TestCellsShareStateStreamAndMatchCPython runs the kernel's everyday behaviour in
// one container: a namespace across cells, output as it happens, values and
// tracebacks as CPython gives them, inputs and host functions.
func TestCellsShareStateStreamAndMatchCPython(t *testing.T) {
	k := newKernel(t, container.Options{})
	id := k.ContainerID()

	t.Run("state persists across cells", func(t *testing.T) {
		value(t, k, "x = 41\ndef inc(n):\n    return n + 1")
		if got := value(t, k, "inc(x)"); got != "42" {
			t.Errorf("inc(x) = %s, want 42", got)
		}
	})

	t.Run("output streams before the cell ends", func(t *testing.T) {
		start := time.Now()
		var mu sync.Mutex
		var firstAt time.Duration
		res := execute(t, k, kernel.Request{
			Code: "import time\nprint('first')\ntime.sleep(1.5)\nprint('second')",
			Stream: func(c kernel.Chunk) {
				mu.Lock()
				defer mu.Unlock()
				if firstAt == 0 && strings.Contains(c.Text, "first") {
					firstAt = time.Since(start)
				}
			},
		})
		total := time.Since(start)
		if res.Stdout != "first\nsecond\n" {
			t.Errorf("stdout = %q", res.Stdout)
		}
		if firstAt == 0 || firstAt > total-time.Second {
			t.Errorf("first chunk at %v of a %v cell: not streamed while it slept", firstAt, total)
		}
	})

	t.Run("values and JSON", func(t *testing.T) {
		res := execute(t, k, kernel.Request{Code: "{'a': [1, 2.5, None], 'b': (True, 'x')}"})
		if res.Value == nil || res.Value.Repr != "{'a': [1, 2.5, None], 'b': (True, 'x')}" || string(res.Value.JSON) != `{"a":[1,2.5,null],"b":[true,"x"]}` {
			t.Errorf("value = %+v (json %s)", res.Value, res.Value.JSON)
		}
		if got := value(t, k, "import numpy\nnumpy.arange(3).sum()"); got != "3" {
			t.Errorf("numpy: %s", got)
		}
	})

	t.Run("tracebacks match CPython", func(t *testing.T) {
		python, err := exec.LookPath("python3")
		if err != nil {
			if enginetest.InCI() {
				t.Fatalf("python3, the reference, is not on PATH: %v", err)
			}
			t.Skip("no python3 to compare with")
		}
		dir := t.TempDir()
		for _, code := range []string{
			"def f(d):\n    return d['k']\n\nf({})\n",
			"try:\n    1/0\nexcept Exception as e:\n    raise ValueError('bad') from e\n",
			"x = (\n",
		} {
			file := filepath.Join(dir, "cell.py")
			os.WriteFile(file, []byte(code), 0o644)
			out, _ := exec.Command(python, file).CombinedOutput()
			want := strings.ReplaceAll(string(out), `"`+file+`"`, `"<cell N>"`)
			res := execute(t, k, kernel.Request{Code: code})
			got := traceback(res)
			if i := strings.Index(got, "<cell "); i >= 0 {
				j := strings.IndexByte(got[i:], '>')
				got = strings.ReplaceAll(got, got[i:i+j+1], "<cell N>")
			}
			if res.Success || got != want {
				t.Errorf("traceback of %q:\n%s\nCPython:\n%s", code, got, want)
			}
		}
	})

	t.Run("inputs and host functions", func(t *testing.T) {
		res := execute(t, k, kernel.Request{
			Code:   "total = lookup('answer', scale=2) + sum(xs)\ntotal",
			Inputs: map[string]any{"xs": []any{1, 2, 3}},
			Functions: map[string]kernel.Func{
				"lookup": func(_ context.Context, args []any, kwargs map[string]any) (any, error) {
					if args[0] != "answer" {
						return nil, &kernel.PythonError{Type: "KeyError", Message: args[0].(string)}
					}
					return 21 * kwargs["scale"].(int64), nil
				},
			},
		})
		if res.Value == nil || res.Value.Repr != "48" {
			t.Errorf("host function: %+v %v", res.Value, res.Error)
		}
	})

	t.Run("cancelling the context interrupts the cell", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(300*time.Millisecond, cancel)
		start := time.Now()
		res, err := k.Execute(ctx, kernel.Request{Code: "import time\ntime.sleep(30)"})
		if err != nil {
			t.Fatal(err)
		}
		if res.Error == nil || res.Error.Type != "KeyboardInterrupt" || res.TimedOut || time.Since(start) > 2*time.Second {
			t.Errorf("after %v: %+v %v", time.Since(start), res, res.Error)
		}
		if k.ContainerID() != id {
			t.Errorf("an interrupt replaced the container")
		}
	})

	t.Run("reset clears the namespace and keeps the container", func(t *testing.T) {
		if err := k.Reset(context.Background()); err != nil {
			t.Fatal(err)
		}
		res := execute(t, k, kernel.Request{Code: "x"})
		if res.Error == nil || res.Error.Type != "NameError" {
			t.Errorf("x after Reset: %+v", res)
		}
		if k.ContainerID() != id {
			t.Errorf("Reset replaced the container")
		}
		if err := k.Ping(context.Background()); err != nil {
			t.Errorf("Ping: %v", err)
		}
	})
}

// TestTimeoutStopsTheCellAndTheSessionGoesOn: an interruptible cell is stopped in
// place; one that ignores the interrupt costs the container, and the session is
// replayed into a new one.
func TestTimeoutStopsTheCellAndTheSessionGoesOn(t *testing.T) {
	var mu sync.Mutex
	var events []string
	k := newKernel(t, container.Options{Grace: 500 * time.Millisecond, Progress: func(p kernel.Progress) {
		mu.Lock()
		defer mu.Unlock()
		events = append(events, p.Phase.String())
	}})
	value(t, k, "kept = [1, 2]")
	value(t, k, "kept.append(3)")

	for _, tt := range []struct {
		name     string
		code     string
		replaced bool
	}{
		{"interrupted in place", "while True:\n    pass", false},
		{"ignores the interrupt", "while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			id := k.ContainerID()
			start := time.Now()
			res := execute(t, k, kernel.Request{Code: tt.code, Limits: kernel.Limits{Timeout: time.Second}})
			took := time.Since(start)
			if !res.TimedOut || res.Success || res.Error == nil || res.Error.Type != "TimeoutError" {
				t.Fatalf("result = %+v", res)
			}
			// Both kernels word a cell's timeout the same way.
			if want := kernel.CellTimeoutMessage(time.Second); !strings.HasPrefix(res.Error.Message, want) {
				t.Errorf("message = %q, want it to start with %q", res.Error.Message, want)
			}
			// The deadline, the grace period and a container kill, on a
			// machine whose load stretches the last two.
			if bound := time.Second + loadfactor.Scale(2*time.Second); took > bound {
				t.Errorf("timed out after %v, want within %v", took, bound)
			}
			if replaced := k.ContainerID() != id; replaced != tt.replaced {
				t.Errorf("container replaced = %v, want %v", replaced, tt.replaced)
			}
			if got := value(t, k, "kept"); got != "[1, 2, 3]" {
				t.Errorf("kept = %s after the timeout, want [1, 2, 3]", got)
			}
			t.Logf("timed out in %v", took.Round(time.Millisecond))
		})
	}
	mu.Lock()
	defer mu.Unlock()
	// The replay ran the three cells that succeeded before: two assignments and
	// the check of the first subtest.
	if got := strings.Join(events, " "); got != "before after before after before after complete" {
		t.Errorf("replay events = %q", got)
	}
}

// TestMemoryLimitHitAndTheSessionGoesOn allocates 2 GB under a 256 MB limit.
func TestMemoryLimitHitAndTheSessionGoesOn(t *testing.T) {
	k := newKernel(t, container.Options{Limits: kernel.Limits{MemoryBytes: 256 << 20}})
	value(t, k, "kept = 'before'")
	for _, code := range []string{
		"x = b'x' * (2 * 1024**3)",  // written at once: the OOM killer ends the process
		"x = [0] * (256 * 1024**2)", // 2 GB of pointers
	} {
		t.Run(code, func(t *testing.T) {
			start := time.Now()
			res := execute(t, k, kernel.Request{Code: code})
			if !res.MemoryLimitHit || res.Success || res.Error == nil || res.Error.Type != "MemoryError" {
				t.Errorf("result = %+v %v", res, res.Error)
			}
			if got := value(t, k, "kept"); got != "'before'" {
				t.Errorf("kept = %s after running out of memory", got)
			}
			t.Logf("memory limit hit and recovered in %v", time.Since(start).Round(time.Millisecond))
		})
	}
}

// TestWorkspaceAndPerCallLimits mounts a read-only and then a writable workspace, and
// raises the memory limit for one call.
func TestWorkspaceAndPerCallLimits(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o777); err != nil {
		t.Fatal(err)
	}
	os.Chmod(data, 0o777) // the kernel's user is not the test's
	if err := os.WriteFile(filepath.Join(data, "in.txt"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	mounts, err := kernel.Mounts([]string{data})
	if err != nil {
		t.Fatal(err)
	}
	write := "import os, errno\ntry:\n    open('out.txt', 'w').write('x')\n    r = 'written'\nexcept OSError as e:\n    r = errno.errorcode[e.errno]\n(os.getcwd(), open('in.txt').read(), r)"

	ro := newKernel(t, container.Options{Mounts: mounts, ReadOnly: true})
	if got := value(t, ro, write); got != "('/sandbox/data', 'hello', 'EROFS')" {
		t.Errorf("read-only workspace: %s", got)
	}
	rw := newKernel(t, container.Options{Mounts: mounts, Limits: kernel.Limits{MemoryBytes: 256 << 20}})
	if got := value(t, rw, write); got != "('/sandbox/data', 'hello', 'written')" {
		t.Errorf("writable workspace: %s", got)
	}
	if b, err := os.ReadFile(filepath.Join(data, "out.txt")); err != nil || string(b) != "x" {
		t.Errorf("the host sees %q, %v", b, err)
	}

	limit := "int(open('/sys/fs/cgroup/memory/memory.limit_in_bytes').read()) >> 20"
	if _, err := os.Stat("/sys/fs/cgroup/memory"); err != nil {
		limit = "int(open('/sys/fs/cgroup/memory.max').read()) >> 20" // cgroup v2
	}
	res := execute(t, rw, kernel.Request{Code: limit, Limits: kernel.Limits{MemoryBytes: 512 << 20}})
	if res.Value == nil || res.Value.Repr != "512" {
		t.Errorf("memory limit during a call that raised it: %v %v", res.Value, res.Error)
	}
	want := "256"
	if !rw.Resizable() {
		want = "512" // replaced for the call; the replay needs the larger limit
	}
	if got := value(t, rw, limit); got != want {
		t.Errorf("memory limit of the next call: %s, want %s", got, want)
	}
}

// TestPerCallMemoryLimit raises the memory limit for one cell, under runc (which
// updates the running container) and runsc (which cannot: the container is
// replaced and the session replayed).
func TestPerCallMemoryLimit(t *testing.T) {
	big := "x = b'x' * (400 << 20)\ndel x\nkept"
	for _, rt := range []string{engine.Runc, engine.Runsc} {
		t.Run(rt, func(t *testing.T) {
			k := newKernel(t, container.Options{Runtime: rt, Limits: kernel.Limits{MemoryBytes: 256 << 20}})
			value(t, k, "kept = 1")
			res := execute(t, k, kernel.Request{Code: big, Limits: kernel.Limits{MemoryBytes: 1 << 30}})
			if !res.Success || res.Value == nil || res.Value.Repr != "1" {
				t.Fatalf("400 MB under a per-call 1 GB: %+v %v", res, res.Error)
			}
			if !k.Resizable() {
				// The container cannot be lowered in place, and a replacement
				// must replay the cell that needed 1 GB: the limit stays raised
				// until a reset forgets that cell.
				if res := execute(t, k, kernel.Request{Code: big}); !res.Success {
					t.Errorf("400 MB after the raise, before a reset: %+v %v", res, res.Error)
				}
				if err := k.Reset(context.Background()); err != nil {
					t.Fatal(err)
				}
				value(t, k, "kept = 1")
			}
			res = execute(t, k, kernel.Request{Code: big})
			if !res.MemoryLimitHit || !strings.Contains(res.Error.Message, "256 MB") {
				t.Errorf("400 MB under the kernel's 256 MB: %+v %v", res, res.Error)
			}
			if got := value(t, k, "kept"); got != "1" {
				t.Errorf("kept = %s", got)
			}
		})
	}
}

// TestReplayThatKillsItsContainerResetsTheSession: a cell that succeeded but kills
// the agent when replayed must not make every later cell fail.
func TestReplayThatKillsItsContainerResetsTheSession(t *testing.T) {
	k := newKernel(t, container.Options{Grace: 200 * time.Millisecond})
	calls := 0
	count := map[string]kernel.Func{"count": func(context.Context, []any, map[string]any) (any, error) {
		calls++
		return calls, nil
	}}
	value(t, k, "lost = 'state'")
	if res := execute(t, k, kernel.Request{Code: "import os\nif count() > 1:\n    os._exit(1)", Functions: count}); !res.Success {
		t.Fatalf("first run: %v", res.Error)
	}
	_, err := k.Execute(context.Background(), kernel.Request{Code: "import os\nos._exit(3)"})
	if err == nil || !strings.Contains(err.Error(), "session was reset") {
		t.Errorf("err = %v, want the replay's failure", err)
	}
	res := execute(t, k, kernel.Request{Code: "lost"})
	if res.Error == nil || res.Error.Type != "NameError" {
		t.Errorf("after the reset: %+v", res)
	}
	if got := value(t, k, "'works'"); got != "'works'" {
		t.Errorf("after the reset: %s", got)
	}
}

// TestPerCallLimitsAreAppliedOrRefused lowers the memory limit and the CPU quota for
// one call. Under Docker's runc the call runs under them and the next call under the
// kernel's own again; under runsc, and on Podman (no container update in its Docker
// API), whose containers cannot be changed in place and whose replacement must
// replay a cell that ran under 256 MB, the lower memory limit is refused with an
// error that says why, never ignored.
func TestPerCallLimitsAreAppliedOrRefused(t *testing.T) {
	memory := "int(open('/sys/fs/cgroup/memory/memory.limit_in_bytes').read()) >> 20"
	quota := "int(open('/sys/fs/cgroup/cpu/cpu.cfs_quota_us').read()) * 100 // int(open('/sys/fs/cgroup/cpu/cpu.cfs_period_us').read())"
	if _, err := os.Stat("/sys/fs/cgroup/memory"); err != nil { // cgroup v2
		memory = "int(open('/sys/fs/cgroup/memory.max').read()) >> 20"
		quota = "(lambda q, p: int(q) * 100 // int(p))(*open('/sys/fs/cgroup/cpu.max').read().split())"
	}
	both := "(" + memory + ", " + quota + ")"
	low := kernel.Limits{MemoryBytes: 64 << 20, CPUs: 0.5}
	t.Run(engine.Runc, func(t *testing.T) {
		k := newKernel(t, container.Options{Limits: kernel.Limits{MemoryBytes: 256 << 20, CPUs: 2}})
		if !k.Resizable() {
			refusesLowerMemory(t, k)
			return
		}
		if got := value(t, k, both); got != "(256, 200)" {
			t.Fatalf("the kernel's own limits read %s, want (256, 200)", got)
		}
		res := execute(t, k, kernel.Request{Code: both, Limits: low})
		if !res.Success || res.Value == nil || res.Value.Repr != "(64, 50)" {
			t.Errorf("limits during a call that set 64 MB and 0.5 CPUs: %+v %v", res.Value, res.Error)
		}
		res = execute(t, k, kernel.Request{Code: "x = b'x' * (100 << 20)", Limits: low})
		if !res.MemoryLimitHit || !strings.Contains(res.Error.Message, "64 MB") {
			t.Errorf("100 MB under a per-call 64 MB: %+v %v", res, res.Error)
		}
		if got := value(t, k, both); got != "(256, 200)" {
			t.Errorf("limits of the next call: %s, want (256, 200) again", got)
		}
	})
	t.Run(engine.Runsc, func(t *testing.T) {
		refusesLowerMemory(t, newKernel(t, container.Options{Runtime: engine.Runsc, Limits: kernel.Limits{MemoryBytes: 256 << 20}}))
	})
}

// refusesLowerMemory checks a kernel that cannot change its container in place:
// a lower memory limit, which its replay could not keep, is refused, and the
// session goes on.
func refusesLowerMemory(t *testing.T, k *container.Kernel) {
	t.Helper()
	value(t, k, "kept = 1")
	res, err := k.Execute(context.Background(), kernel.Request{Code: "kept", Limits: kernel.Limits{MemoryBytes: 64 << 20}})
	var usage *kernel.UsageError
	if !errors.As(err, &usage) || !strings.Contains(err.Error(), "64 MB cannot be applied") || !strings.Contains(err.Error(), "reset") {
		t.Fatalf("a lower memory limit that cannot be applied in place: %+v, %v; want a usage error that says why and what to do", res, err)
	}
	if got := value(t, k, "kept"); got != "1" {
		t.Errorf("kept = %s after the refusal", got)
	}
}

// TestRestartSkipsCellsThatWroteFiles: a container replaced after a timeout
// replays the session without the cells that changed workspace files (they
// would write them again), as a Sandbox's conversion does, and the cell's
// stderr lists them. With a write quota too, whose copy the new container
// mounts again.
func TestRestartSkipsCellsThatWroteFiles(t *testing.T) {
	tests := []struct {
		name  string
		quota int64
	}{
		{"bind mount", 0},
		{"write quota", 1 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.quota > 0 && os.Geteuid() != 0 {
				t.Skip("the write quota's image needs root")
			}
			ws := filepath.Join(t.TempDir(), "ws")
			if err := os.Mkdir(ws, 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(ws, 0o777); err != nil {
				t.Fatal(err)
			}
			k := newKernel(t, container.Options{Grace: 500 * time.Millisecond, Limits: kernel.Limits{DiskBytes: tt.quota},
				Mounts: []kernel.Mount{{HostPath: ws, Name: "ws", Dir: true}}})
			value(t, k, "x = 1")
			res := execute(t, k, kernel.Request{Code: "open('/sandbox/ws/log.txt', 'a').write('line\\n')\ny = 2"})
			if !res.Success || !res.FileChanges.HasChanges() {
				t.Fatalf("the writing cell: %v, file changes %+v", res.Error, res.FileChanges)
			}
			id := k.ContainerID()
			res = execute(t, k, kernel.Request{Code: "while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass",
				Limits: kernel.Limits{Timeout: time.Second}})
			if !res.TimedOut || k.ContainerID() == id {
				t.Fatalf("the container was not replaced: %+v", res)
			}
			if want := "cell [2] not replayed: it wrote files (open('/sandbox/ws/log.txt', 'a').write('line\\n') ...)"; !strings.Contains(res.Stderr, want) {
				t.Errorf("stderr of the cell that cost the container = %q, want it to list %q", res.Stderr, want)
			}
			if got := value(t, k, "x"); got != "1" {
				t.Errorf("x = %s after the replay, want 1", got)
			}
			if got := value(t, k, "'y' in globals()"); got != "False" {
				t.Errorf("the writing cell was replayed: y is defined")
			}
			data, err := os.ReadFile(filepath.Join(ws, "log.txt"))
			if err != nil || string(data) != "line\n" {
				t.Errorf("log.txt = %q %v, want one line: the writing cell ran again", data, err)
			}
			if got := value(t, k, "open('/sandbox/ws/log.txt').read()"); got != "'line\\n'" {
				t.Errorf("the new container reads log.txt as %s", got)
			}
		})
	}
}
