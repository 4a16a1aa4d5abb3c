// Package enginetest gives tests a connected container engine, with the project's rule
// for when a test that needs one may skip: under `go test -short`, or when no engine
// answers and the CI environment variable is unset. In CI a missing engine is a failure,
// so a broken engine set-up can never pass as a green run with nothing tested.
package enginetest

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// InCI reports whether the tests run in CI (the CI environment variable is set).
func InCI() bool { return os.Getenv("CI") != "" }

// Connect returns a connected engine, closed when the test ends. It skips the test under
// -short, and when no engine answers outside CI; in CI it fails the test with the reason.
func Connect(t testing.TB) *engine.Engine {
	t.Helper()
	if testing.Short() {
		t.Skip("needs a container engine; skipped under -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := engine.Connect(ctx)
	if err != nil {
		var none *engine.NoEngineError
		if errors.As(err, &none) && !InCI() {
			t.Skipf("no container engine (CI unset): %v", err)
		}
		t.Fatalf("CI=%q: %v", os.Getenv("CI"), err)
	}
	t.Cleanup(func() { e.Close() })
	// go test caches a passing result keyed on the files the test looked at. Looking at
	// the engine's socket, whose mtime changes when the engine restarts, keeps a result
	// from outliving the engine it was measured on.
	if path, ok := strings.CutPrefix(e.Host, "unix://"); ok {
		_, _ = os.Stat(path)
	}
	return e
}

// RequireRuntime fails the test in CI, and skips it elsewhere, when the engine has not
// registered runtime (e.g. "runsc").
func RequireRuntime(t testing.TB, e *engine.Engine, runtime string) {
	t.Helper()
	if e.HasRuntime(runtime) {
		return
	}
	if InCI() && e.Kind != engine.Podman { // Podman's Docker API offers its default runtime only (engine.Connect)
		t.Fatalf("runtime %s is not registered with %s (have %v); .ci/run registers it in /etc/docker/daemon.json",
			runtime, e, e.Runtimes)
	}
	t.Skipf("runtime %s is not registered with %s (have %v)", runtime, e, e.Runtimes)
}
