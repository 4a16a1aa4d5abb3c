package container_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

// testEngine connects to the engine (or skips; see enginetest) and makes sure the
// current kernel image is there, building its layer if only the agent changed.
func testEngine(t testing.TB) (*engine.Engine, string) {
	t.Helper()
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	ref, err := image.Ensure(ctx, e, image.Options{})
	if err != nil {
		t.Fatalf("kernel image: %v", err)
	}
	return e, ref
}

// newKernel starts a kernel on runc unless opts say otherwise, closed when the test
// ends.
func newKernel(t testing.TB, opts container.Options) *container.Kernel {
	t.Helper()
	if opts.Engine == nil {
		opts.Engine, opts.Image = testEngine(t)
	}
	if opts.Runtime == "" {
		opts.Runtime = engine.Runc
	}
	enginetest.RequireRuntime(t, opts.Engine, opts.Runtime)
	if opts.Log == nil {
		opts.Log = slog.New(slog.NewTextHandler(testWriter{t}, nil))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	k, err := container.New(ctx, opts)
	if err != nil {
		t.Fatalf("container.New: %v", err)
	}
	t.Cleanup(func() {
		if err := k.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return k
}

// execute runs code and fails the test on a Go error.
func execute(t testing.TB, k kernel.Kernel, req kernel.Request) *kernel.Result {
	t.Helper()
	res, err := k.Execute(context.Background(), req)
	if err != nil {
		t.Fatalf("Execute(%q): %v", req.Code, err)
	}
	return res
}

// value runs code and returns the repr of its value, failing the test when the
// cell fails.
func value(t testing.TB, k kernel.Kernel, code string) string {
	t.Helper()
	res := execute(t, k, kernel.Request{Code: code})
	if !res.Success {
		t.Fatalf("cell %q failed: %v\n%s%s", code, res.Error, res.Stderr, traceback(res))
	}
	if res.Value == nil {
		return ""
	}
	return res.Value.Repr
}

func traceback(res *kernel.Result) string {
	if res.Error == nil {
		return ""
	}
	return res.Error.Traceback
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// logRecorder keeps what a kernel logs, for tests that check what it did.
type logRecorder struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (r *logRecorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.buf.Write(p)
}

func (r *logRecorder) count(s string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return strings.Count(r.buf.String(), s)
}

func (r *logRecorder) logger() *slog.Logger { return slog.New(slog.NewTextHandler(r, nil)) }

func kernelRequest(code string) kernel.Request { return kernel.Request{Code: code} }
