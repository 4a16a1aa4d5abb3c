package container_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/containerd/errdefs"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/agent"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

func TestCloseLeavesNoContainer(t *testing.T) {
	e, ref := testEngine(t)
	k := newKernel(t, container.Options{Engine: e, Image: ref})
	id := k.ContainerID()
	if err := k.Close(); err != nil {
		t.Fatal(err)
	}
	if err := k.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := e.Client.ContainerInspect(context.Background(), id); !errdefs.IsNotFound(err) {
		t.Errorf("container %s after Close: inspect says %v", id, err)
	}
	if _, err := k.Execute(context.Background(), kernelRequest("1")); err == nil {
		t.Error("Execute after Close succeeded")
	}
}

// orphanEnv turns the test binary into a process that opens a kernel, prints its
// container id and waits to be killed: the child of
// TestKilledProcessLeavesNoContainerBehind.
const orphanEnv = "BACKYARD_TEST_HOLD_KERNEL"

func TestMain(m *testing.M) {
	if ref := os.Getenv(orphanEnv); ref != "" {
		holdKernel(ref)
	}
	os.Exit(m.Run())
}

func holdKernel(ref string) {
	ctx := context.Background()
	e, err := engine.Connect(ctx)
	if err == nil {
		var k *container.Kernel
		k, err = container.New(ctx, container.Options{Engine: e, Image: ref, Runtime: engine.Runc})
		if err == nil {
			fmt.Println("container:", k.ContainerID())
			time.Sleep(time.Minute)
		}
	}
	fmt.Println("error:", err)
	os.Exit(1)
}

func TestKilledProcessLeavesNoContainerBehind(t *testing.T) {
	e, ref := testEngine(t)
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), orphanEnv+"="+ref)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var id string
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		if rest, ok := strings.CutPrefix(lines.Text(), "container: "); ok {
			id = rest
			break
		}
		if strings.HasPrefix(lines.Text(), "error:") {
			t.Fatalf("child: %s", lines.Text())
		}
	}
	if id == "" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child printed no container id")
	}
	cmd.Process.Kill()
	cmd.Wait()
	if _, err := e.Client.ContainerInspect(context.Background(), id); err != nil {
		t.Fatalf("the orphan is already gone before the next start (%v); the test proves nothing", err)
	}

	newKernel(t, container.Options{Engine: e, Image: ref})
	if _, err := e.Client.ContainerInspect(context.Background(), id); !errdefs.IsNotFound(err) {
		t.Errorf("orphan %s after the next start: inspect says %v", id, err)
	}
}

// TestContainerKilledBetweenCellsIsReplaced: the next cell runs in a new container
// with the session replayed, and is not blamed for the death.
func TestContainerKilledBetweenCellsIsReplaced(t *testing.T) {
	e, ref := testEngine(t)
	k := newKernel(t, container.Options{Engine: e, Image: ref})
	value(t, k, "kept = 'yes'")
	id := k.ContainerID()
	if err := e.Client.ContainerKill(context.Background(), id, "KILL"); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for k.Ping(context.Background()) == nil && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if got := value(t, k, "kept"); got != "'yes'" {
		t.Errorf("kept = %s after the container was killed", got)
	}
	if k.ContainerID() == id {
		t.Error("the killed container is still the kernel's")
	}
}

// TestForgedFramesCostOnlyAReplay: code in a cell writes broken frames where
// it can reach the protocol: the executor's own channel to the agent's protocol
// process (found through gc), and the container's stdout as the init process
// holds it (/proc/1/fd/1): a header with no body behind it, a 200 kB frame of
// garbage, a header past the size limit. The host must neither hang nor trust
// the stream again: the cell's answer says the stream was corrupted, the
// container is replaced, the session is replayed, and it keeps answering.
func TestForgedFramesCostOnlyAReplay(t *testing.T) {
	k := newKernel(t, container.Options{})
	value(t, k, "kept = 1")
	find := "import gc, os, struct\nagent = next(o for o in gc.get_objects() if type(o).__name__ == 'Executor')\n"
	for _, tt := range []struct{ name, code string }{
		{"header without a body", "os.write(agent.ctl_out, struct.pack('>I', 4096))"},
		{"200 kB of garbage", "os.write(agent.ctl_out, struct.pack('>I', 200_000) + b'x' * 200_000)"},
		{"header past the limit", "os.write(agent.ctl_out, struct.pack('>I', 0xFFFFFFF0))"},
		{"header without a body on stdout", "os.write(os.open('/proc/1/fd/1', os.O_WRONLY), struct.pack('>I', 4096))"},
		{"200 kB of garbage on stdout", "os.write(os.open('/proc/1/fd/1', os.O_WRONLY), struct.pack('>I', 200_000) + b'x' * 200_000)"},
		{"header past the limit on stdout", "os.write(os.open('/proc/1/fd/1', os.O_WRONLY), struct.pack('>I', 0xFFFFFFF0))"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			res := execute(t, k, kernel.Request{Code: find + tt.code})
			took := time.Since(start)
			if res.Success || res.Error == nil || !strings.Contains(res.Error.Message, "protocol stream was corrupted") {
				t.Errorf("forged frame: %+v %v", res, res.Error)
			}
			if got := value(t, k, "kept"); got != "1" {
				t.Errorf("kept = %s after the forged frame", got)
			}
			if err := k.Ping(context.Background()); err != nil {
				t.Errorf("Ping after the forged frame: %v", err)
			}
			t.Logf("%s: %v to answer, then %s", tt.name, took.Round(time.Millisecond), res.Error.Message)
			if limit := agent.FrameTimeout + 20*time.Second; took > limit {
				t.Errorf("the forged frame's cell took %v to answer, past %v", took, limit)
			}
		})
	}
}

// hostileCell writes well-formed forged frames (a result with a made-up value and
// a done, pong and checked for every request id up to 200, so for the requests to
// come too) to every descriptor it can find: its own (/proc/self/fd), those of
// the objects gc finds in its process, and, with all, those of every other
// process in the container (/proc/PID/fd). Then its real value is 'real'.
const hostileCell = `import gc, json, os, struct
def frame(d):
    body = json.dumps(d).encode()
    return struct.pack('>I', len(body)) + body
forged = b''
for i in range(1, 200):
    forged += frame({'type': 'result', 'id': i, 'success': True, 'value': {'repr': "'forged'"}})
    forged += frame({'type': 'done', 'id': i})
    forged += frame({'type': 'pong', 'id': i})
    forged += frame({'type': 'checked', 'id': i, 'missing': ['forged'], 'imports': ['forged']})
fds = {int(n) for n in os.listdir('/proc/self/fd')}
for o in gc.get_objects():
    try:
        if hasattr(o, 'fileno') and not isinstance(o, type):
            fds.add(o.fileno())
        if type(o).__module__ == '__main__' or type(o).__name__ in ('Agent', 'Executor', 'Protocol'):
            fds.update(v for v in vars(o).values() if type(v) is int and 0 <= v < 1024)
    except Exception:
        pass
paths = []
if EVERYWHERE:
    for pid in os.listdir('/proc'):
        if pid.isdigit() and int(pid) != os.getpid():
            try:
                paths += ['/proc/%s/fd/%s' % (pid, n) for n in os.listdir('/proc/%s/fd' % pid)]
            except OSError:
                pass
reached = []
for fd in sorted(fds):
    try:
        if os.fstat(fd) and os.write(fd, forged):
            reached.append(fd)
    except OSError:
        pass
for p in paths:
    try:
        fd = os.open(p, os.O_WRONLY | os.O_NONBLOCK)
        os.write(fd, forged)
        reached.append(p)
        os.close(fd)
    except OSError:
        pass
print('reached', reached)
'real'
`

// TestHostileFramesFromACell: a cell that forges frames on every descriptor and
// object it can reach never gets its forged result shown as its answer, and the
// session answers the requests after it correctly. Frames written in the
// executor's own process are dropped (they carry no request's token): the cell's
// answer is its real value. Frames that reach the container's stdio through
// another process's /proc/PID/fd fail authentication: the host replaces the
// container and replays. A frame with the running request's own token, which the
// cell can read in its process, can only be that cell's own answer (the cell
// chooses it, as it chooses its value); the real one that follows must not
// answer the next request.
func TestHostileFramesFromACell(t *testing.T) {
	e, ref := testEngine(t)
	for _, rt := range []string{engine.Runc, engine.Runsc} {
		if !e.HasRuntime(rt) {
			continue
		}
		t.Run(rt, func(t *testing.T) {
			k := newKernel(t, container.Options{Engine: e, Image: ref, Runtime: rt})
			value(t, k, "kept = 1")
			for _, tt := range []struct {
				name, code string
				real       bool // the cell's answer must be its real value
			}{
				{"own process", "EVERYWHERE = False\n" + hostileCell, true},
				{"every process", "EVERYWHERE = True\n" + hostileCell, false},
				// Whole frames slipped into the container's stdin (the protocol
				// process's input, reachable through docker-init's fd 0) are
				// dropped as unauthenticated: the cell's answer is its own and
				// the session goes on without a replay, which would have run
				// the cell, and its frames, again.
				{"the container's stdin", `import json, os, struct
body = json.dumps({'type': 'execute', 'id': 1, 'code': 'kept = 99'}).encode()
frame = struct.pack('>I', len(body) + 32) + body + bytes(32)
for pid in [p for p in os.listdir('/proc') if p.isdigit()]:
    try:
        fd = os.open('/proc/%s/fd/0' % pid, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        continue
    try:
        os.write(fd, frame * 3)
    except OSError:
        pass
    os.close(fd)
'real'`, true},
				{"own token", `import gc, json, os, struct
ex = next(o for o in gc.get_objects() if type(o).__name__ == 'Executor')
for kind, extra in (('result', {'success': True, 'value': {'repr': "'forged'"}}), ('done', {})):
    body = json.dumps(dict(type=kind, id=ex.cell, **extra)).encode()
    os.write(ex.ctl_out, struct.pack('>I', len(body)) + body)
'real'`, false},
			} {
				t.Run(tt.name, func(t *testing.T) {
					res := execute(t, k, kernel.Request{Code: tt.code})
					t.Logf("answer: success=%v value=%+v error=%v stdout=%.300q", res.Success, res.Value, res.Error, res.Stdout)
					switch {
					case tt.real && (!res.Success || res.Value == nil || res.Value.Repr != "'real'"):
						t.Errorf("the cell's answer is not its real value: %+v %v", res.Value, res.Error)
					case !tt.real && tt.name != "own token" && res.Value != nil && res.Value.Repr == "'forged'":
						t.Errorf("the host showed the forged result as the cell's answer")
					}
					for i, c := range []struct{ code, want string }{{"kept", "1"}, {"kept + 1", "2"}, {"'next'", "'next'"}} {
						if got := value(t, k, c.code); got != c.want {
							t.Errorf("request %d after the forged frames: %s = %s, want %s", i, c.code, got, c.want)
						}
					}
					if err := k.Ping(context.Background()); err != nil {
						t.Errorf("Ping after the forged frames: %v", err)
					}
				})
			}
		})
	}
}
