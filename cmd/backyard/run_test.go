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

func TestRunWritesTheFiguresAProgramShows(t *testing.T) {
	enginetest.Connect(t)
	dir := t.TempDir()
	script := filepath.Join(dir, "plot.py")
	code := "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\nplt.bar(['a'], [1])\n"
	if err := os.WriteFile(script, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	figures := filepath.Join(dir, "figs")
	var out, errb strings.Builder
	code0 := run(context.Background(), []string{"run", "--figures", figures, script}, stdio{strings.NewReader(""), &out, &errb})
	if code0 != 0 || !strings.Contains(errb.String(), "wrote "+filepath.Join(figures, "figure-2.png")) {
		t.Fatalf("exit %d, stderr %q", code0, errb.String())
	}
	for _, name := range []string{"figure-1.png", "figure-2.png"} {
		data, err := os.ReadFile(filepath.Join(figures, name))
		if err != nil || !strings.HasPrefix(string(data), "\x89PNG\r\n\x1a\n") || len(data) < 5000 {
			t.Errorf("%s: %d bytes, %v", name, len(data), err)
		}
	}
	out.Reset()
	errb.Reset()
	if code := run(context.Background(), []string{"run", script}, stdio{strings.NewReader(""), &out, &errb}); code != 0 || !strings.Contains(errb.String(), "showed 2 figure(s)") {
		t.Errorf("without --figures: exit %d, stderr %q", code, errb.String())
	}
}
