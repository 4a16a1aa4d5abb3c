package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
)

func TestRunNamesTheScriptInTracebacksOnEitherBackend(t *testing.T) {
	script := filepath.Join(t.TempDir(), "prog.py")
	if err := os.WriteFile(script, []byte("print('start')\n1 / 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, backend := range []string{"monty", "container"} {
		t.Run(backend, func(t *testing.T) {
			if backend == "container" {
				enginetest.Connect(t)
			}
			var out, errb strings.Builder
			code := run(context.Background(), []string{"run", "--backend", backend, script}, stdio{strings.NewReader(""), &out, &errb})
			want := `File "` + script + `", line 2, in <module>`
			if code != 1 || out.String() != "start\n" || !strings.Contains(errb.String(), want) ||
				!strings.HasSuffix(errb.String(), "ZeroDivisionError: division by zero\n") {
				t.Errorf("exit %d\nstdout %q\nstderr %q\nwant exit 1, stderr ∋ %q", code, out.String(), errb.String(), want)
			}
		})
	}
}
