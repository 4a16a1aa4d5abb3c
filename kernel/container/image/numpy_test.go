package image_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

// TestImageRunsNumpyWithoutNetwork is the foundation's proof that the offline image
// works: numpy imports in it, with no network, under runc and under gVisor.
func TestImageRunsNumpyWithoutNetwork(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	ref, err := image.Ensure(ctx, e, image.Options{Log: testLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	version := regexp.MustCompile(`^\d+\.\d+\.\d+\n$`)
	for _, runtime := range []string{engine.Runc, engine.Runsc} {
		t.Run(runtime, func(t *testing.T) {
			enginetest.RequireRuntime(t, e, runtime)
			res, err := e.Run(ctx, engine.RunSpec{
				Image:   ref,
				Cmd:     []string{"python3", "-c", "import numpy; print(numpy.__version__)"},
				Runtime: runtime,
				Network: "none",
				Purpose: "test",
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != 0 || !version.MatchString(res.Stdout) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want numpy's version", res.ExitCode, res.Stdout, res.Stderr)
			}
			t.Logf("%s: numpy %s in %s", runtime, res.Stdout[:len(res.Stdout)-1], res.Duration.Round(time.Millisecond))
		})
	}
}

func TestImageHasNoNetworkInterfaceButLoopback(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	ref, err := image.Ensure(ctx, e, image.Options{Log: testLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(ctx, engine.RunSpec{
		Image:   ref,
		Cmd:     []string{"python3", "-c", "import socket; print(sorted(n for _, n in socket.if_nameindex()))"},
		Purpose: "test",
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.ExitCode != 0 || res.Stdout != "['lo']\n" {
		t.Errorf("exit %d, stdout %q, stderr %q; want only lo", res.ExitCode, res.Stdout, res.Stderr)
	}
}

func TestStatusSeesTheImage(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	ref, err := image.Ensure(ctx, e, image.Options{Log: testLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	r, err := image.Status(ctx, e)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Ready() || !r.Recipes[0].Present || r.Recipes[0].Ref != ref {
		t.Errorf("status %+v does not show %s present", r.Recipes, ref)
	}
	found, err := image.Find(ctx, e)
	if err != nil || found != ref {
		t.Errorf("Find = %q, %v; want %q", found, err, ref)
	}
	r.WriteTo(testLog(t))
}

// testLog sends build progress to the test log, shown with -v or on failure.
func testLog(t *testing.T) *logWriter { return &logWriter{t} }

type logWriter struct{ t *testing.T }

func (w *logWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
