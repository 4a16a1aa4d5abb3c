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

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
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
	fuzzSeeds(f)
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
		if d, bound := time.Since(start), fuzzLimits.Timeout+loadfactor.Scale(2*time.Second); d > bound {
			t.Errorf("ran %v past a timeout of %v (bound %v, scaled by the load)", d, fuzzLimits.Timeout, bound)
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

// fuzzSeeds adds the seeds of the fuzz targets: a sample of the
// differential corpus (all of it when fuzzing) and the escape corpus.
func fuzzSeeds(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.py")
	if fl := flag.Lookup("test.fuzz"); fl == nil || fl.Value.String() == "" {
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
}

// FuzzCompile parses and compiles arbitrary source in every mode, as
// the kernel and eval/exec/compile() do, without running it: the
// compiler must never panic, whatever tree the parser accepts (a
// SyntaxError is an answer, a Go panic is a failure), and must answer
// within a second.
func FuzzCompile(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, mode := range []syntax.Mode{syntax.ModeExec, syntax.ModeEval, syntax.ModeSingle} {
			start := time.Now()
			tree, err := syntax.Parse("<fuzz>", src, mode)
			if err != nil {
				continue
			}
			for _, repl := range []bool{false, true} {
				_, _ = compile.Compile("<fuzz>", tree, compile.Options{ReplValue: repl})
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("mode %v took %v on %q", mode, d, src)
			}
		}
	})
}

// TestFuzzInCI runs each fuzz target of this package for 30 s when the
// environment variable CI is set, as `make fuzz` does: CI runs `make test`
// only, so the fuzzing rides on it (with the grammar-aware fuzzer of
// internal/pyfuzz, four minutes: five in all). Locally it does nothing.
func TestFuzzInCI(t *testing.T) {
	if os.Getenv("CI") == "" || testing.Short() {
		return
	}
	for _, target := range []string{"FuzzCompile", "FuzzRun"} {
		// One fuzzing worker: the other packages' tests run alongside.
		cmd := exec.Command("go", "test", "-run", "^$", "-fuzz", "^"+target+"$", "-fuzztime", "30s", "-parallel", "1", ".")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", target, err, out)
		}
	}
}
