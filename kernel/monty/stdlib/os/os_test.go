package os_test

import (
	"context"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// TestAgainstCPython runs the programs under testdata on monty and on
// CPython and compares their output.
func TestAgainstCPython(t *testing.T) { difftest.Run(t, "testdata") }

// TestSandboxHasNoHost checks what must not exist in the sandbox: host
// files, process functions, the host's environment.
func TestSandboxHasNoHost(t *testing.T) {
	k, err := monty.New()
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	code := `import os
print([hasattr(os, n) for n in ("system", "popen", "fork", "execv", "execvp", "spawnv", "kill", "killpg")])
print(dict(os.environ))
for p in ("/etc/passwd", "/proc/self/environ", "/sandbox/../etc/hostname", "../../../etc/passwd"):
    try:
        open(p)
    except FileNotFoundError as e:
        print("missing", e.filename)
print(sorted(os.listdir("/")))
`
	res, err := k.Execute(context.Background(), kernel.Request{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	want := "[False, False, False, False, False, False, False, False]\n{}\n" +
		"missing /etc/passwd\nmissing /proc/self/environ\nmissing /sandbox/../etc/hostname\nmissing ../../../etc/passwd\n"
	if !strings.HasPrefix(res.Stdout, want) {
		t.Errorf("got\n%s%s\nwant it to start with\n%s", res.Stdout, res.Stderr, want)
	}
}
