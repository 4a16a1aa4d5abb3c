package monty_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// fuzzLimits are tight, so that each input runs in milliseconds whatever
// it does.
var fuzzLimits = kernel.Limits{Timeout: 50 * time.Millisecond, MemoryBytes: 32 << 20, OutputBytes: 4 << 10, RecursionDepth: 200}

// FuzzRun compiles and runs arbitrary source on a fresh kernel under
// tight limits: the compiler and the VM must never take the process down
// (a fatal Go error), never hang past the deadline, and answer the next
// cell. A Go panic the kernel caught (an internal error) is contained, so
// it is logged, and fails only with MONTY_FUZZ_STRICT=1 set, for hunting
// the VM's bugs. Seeds: the differential corpus and the escape corpus.
func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.py")
	if fl := flag.Lookup("test.fuzz"); fl == nil || fl.Value.String() == "" {
		// Not fuzzing: the seeds run as a test, and the differential
		// test runs these programs already; a sample keeps it quick.
		files = files[:min(len(files), 40)]
	}
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	for _, c := range escapeCases {
		f.Add([]byte(c.code))
	}
	strict := os.Getenv("MONTY_FUZZ_STRICT") != ""
	f.Fuzz(func(t *testing.T, src []byte) {
		k, err := monty.New(monty.WithLimits(fuzzLimits))
		if err != nil {
			t.Fatal(err)
		}
		defer k.Close()
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				panic(fmt.Sprintf("the kernel hangs on %q", src))
			}
		}()
		code := strings.ReplaceAll(string(src), "{{MARKER}}", filepath.Join(t.TempDir(), "marker"))
		start := time.Now()
		r, err := k.Execute(context.Background(), kernel.Request{Code: code})
		if d := time.Since(start); d > fuzzLimits.Timeout+2*time.Second {
			t.Errorf("ran %v past a timeout of %v", d, fuzzLimits.Timeout)
		}
		if err == nil && r.Error != nil && r.Error.Type == "SystemError" && strings.Contains(r.Error.Message, "internal error") {
			if strict {
				t.Errorf("internal error on %q: %s", src, r.Error.Message)
			} else {
				t.Logf("internal error (contained): %s", r.Error.Message)
			}
		}
		if r, err := k.Execute(context.Background(), kernel.Request{Code: "1 + 1"}); err != nil || !r.Success {
			t.Errorf("the session does not answer after %q: %v %+v", src, err, r)
		}
	})
}

// TestFuzzInCI runs each fuzz target of this package for 30 s when the
// environment variable CI is set, as `make fuzz` does: CI runs `make test`
// only, so the fuzzing rides on it. Locally it does nothing.
func TestFuzzInCI(t *testing.T) {
	if os.Getenv("CI") == "" || testing.Short() {
		return
	}
	for _, target := range []string{"FuzzRun"} {
		// One fuzzing worker: the other packages' tests run alongside.
		cmd := exec.Command("go", "test", "-run", "^$", "-fuzz", "^"+target+"$", "-fuzztime", "30s", "-parallel", "1", ".")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", target, err, out)
		}
	}
}
