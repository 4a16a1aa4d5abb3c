package agent_test

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/agent"
)

// python is the reference CPython's real executable (the python3 on PATH may be a
// shim that costs 50 ms per start), found once.
var python = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	return strings.TrimSpace(string(out)), err
})

func pythonPath(t testing.TB) string {
	t.Helper()
	p, err := python()
	if err != nil {
		t.Fatalf("python3 is needed for the agent's tests: %v", err)
	}
	return p
}

// localAgent runs agent.py under the local python3 and connects to it through pipes,
// as the container kernel does through a container's attached stdin and stdout.
type localAgent struct {
	*agent.Conn
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stderr *strings.Builder
}

func startAgent(t testing.TB, args ...string) *localAgent {
	t.Helper()
	dir := t.TempDir()
	for _, f := range agent.Files() {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, "agent.py")
	cmd := exec.Command(pythonPath(t), append([]string{"-u", file}, args...)...)
	cmd.Dir = t.TempDir()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	a := &localAgent{cmd: cmd, stdin: stdin, stderr: new(strings.Builder)}
	cmd.Stderr = a.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // a loaded CI machine is slow to start processes
	defer cancel()
	a.Conn, err = agent.Open(ctx, stdout, stdin, nil)
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("open agent: %v; stderr:\n%s", err, a.stderr)
	}
	t.Cleanup(func() { a.stop(t) })
	return a
}

// stop closes the agent's stdin, which ends it, and checks that it exits cleanly.
func (a *localAgent) stop(t testing.TB) {
	a.stdin.Close()
	a.Conn.Close()
	done := make(chan error, 1)
	go func() { done <- a.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil && a.cmd.ProcessState.ExitCode() != -1 && !strings.Contains(err.Error(), "exit status") {
			t.Errorf("agent exit: %v", err)
		}
	case <-time.After(5 * time.Second):
		a.cmd.Process.Kill()
		<-done
		t.Errorf("agent did not exit when its stdin closed")
	}
}
