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

// TestForgedFramesCostOnlyAReplay: code in a cell finds the agent through gc and
// writes to the protocol's own stdout: a header with no body behind it, a 200 kB
// frame of garbage, a header past the size limit. The host must neither hang nor
// trust the stream again: the cell's answer says the stream was corrupted, the
// container is replaced, the session is replayed, and it keeps answering.
func TestForgedFramesCostOnlyAReplay(t *testing.T) {
	k := newKernel(t, container.Options{})
	value(t, k, "kept = 1")
	find := "import gc, os, struct\nagent = next(o for o in gc.get_objects() if type(o).__name__ == 'Agent')\n"
	for _, tt := range []struct{ name, code string }{
		{"header without a body", "os.write(agent.proto_out, struct.pack('>I', 4096))"},
		{"200 kB of garbage", "os.write(agent.proto_out, struct.pack('>I', 200_000) + b'x' * 200_000)"},
		{"header past the limit", "os.write(agent.proto_out, struct.pack('>I', 0xFFFFFFF0))"},
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
