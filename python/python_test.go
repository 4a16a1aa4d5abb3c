package python_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/sandbox"
)

// client is the Python client installed in a fresh virtual environment, with
// the backyard binary it runs.
type client struct {
	python string // the environment's interpreter
	binary string
}

// install builds the binary and installs ./ (the package) into a new
// virtual environment with no package index, as a user would with
// `pip install ./python`. Anything missing fails the test.
func install(t *testing.T) client {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary and a virtual environment; skipped under -short")
	}
	host, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 is needed to test the Python client: %v", err)
	}
	dir := t.TempDir()
	c := client{binary: filepath.Join(dir, "backyard"), python: filepath.Join(dir, "venv", "bin", "python")}
	runOrFail(t, "", "go", "build", "-o", c.binary, "github.com/backyard-dev/backyard/cmd/backyard")

	// The host's pip installs into an environment made without one (fast);
	// a host without pip makes the environment with its own.
	venv := filepath.Join(dir, "venv")
	if exec.Command(host, "-m", "pip", "--version").Run() == nil {
		runOrFail(t, "", host, "-m", "venv", "--without-pip", venv)
		runOrFail(t, "", host, "-m", "pip", "--python", c.python, "install", "--no-index", "--quiet", ".")
	} else {
		runOrFail(t, "", host, "-m", "venv", venv)
		runOrFail(t, "", c.python, "-m", "pip", "install", "--no-index", "--quiet", ".")
	}
	// The tests must import the installed package, not the source tree.
	where := runOrFail(t, os.TempDir(), c.python, "-c", "import backyard; print(backyard.__file__)")
	if !strings.HasPrefix(strings.TrimSpace(where), venv) {
		t.Fatalf("backyard imports from %s, not the virtual environment %s", where, venv)
	}
	return c
}

func runOrFail(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

var ranLine = regexp.MustCompile(`(?m)^Ran (\d+) tests? in `)

// TestPythonClient installs the client and runs its tests and its
// overhead benchmark.
func TestPythonClient(t *testing.T) {
	c := install(t)
	t.Run("unittest", func(t *testing.T) { testSuite(t, c) })
	t.Run("overhead", func(t *testing.T) { testOverhead(t, c) })
}

// testSuite runs the client's unittest suite: the usage guide's and
// README's code blocks on monty and on a container, and the API's own
// tests. The container half runs when an engine answers, and in CI a
// missing engine fails the test (enginetest's rule).
func testSuite(t *testing.T, c client) {
	withEngine := false
	t.Run("engine", func(t *testing.T) {
		enginetest.Connect(t)
		withEngine = true
	})
	cmd := exec.Command(c.python, "-m", "unittest", "discover", "-s", "tests", "-t", "tests", "-v")
	cmd.Env = append(os.Environ(), "BACKYARD_BIN="+c.binary, "BACKYARD_TEST_CONTAINER=0", "PYTHONDONTWRITEBYTECODE=1")
	if withEngine {
		cmd.Env = append(cmd.Env, "BACKYARD_TEST_CONTAINER=1")
	}
	out, err := cmd.CombinedOutput()
	summary := string(out)
	if i := strings.LastIndex(summary, "\nRan "); i >= 0 {
		summary = summary[i+1:]
	}
	if err != nil {
		t.Fatalf("the client's tests failed: %v\n%s", err, out)
	}
	m := ranLine.FindStringSubmatch(string(out))
	if m == nil || !strings.Contains(summary, "\nOK") {
		t.Fatalf("no passing unittest summary in the output:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); n < 50 {
		t.Errorf("only %d tests ran:\n%s", n, out)
	}
	if withEngine && strings.Contains(summary, "skipped") {
		t.Errorf("tests skipped with an engine at hand:\n%s", out)
	}
	t.Logf("container engine: %v; %s", withEngine, strings.TrimSpace(summary))
}

// testOverhead measures `sb.run("1+1")` on monty through the Python
// client against the same call through the Go API, in interleaved rounds,
// and holds the client to half a millisecond per call (scaled by the
// machine's load, measured here).
func testOverhead(t *testing.T, c client) {
	const rounds, calls = 7, 1000
	cmd := exec.Command(c.python, filepath.Join("bench", "overhead.py"), strconv.Itoa(calls))
	cmd.Env = append(os.Environ(), "BACKYARD_BIN="+c.binary)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		if err := cmd.Wait(); err != nil {
			t.Errorf("overhead.py: %v", err)
		}
	}()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() || lines.Text() != "ready" {
		t.Fatalf("overhead.py did not start: %q %v", lines.Text(), lines.Err())
	}

	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{Type: sandbox.MontyOnly})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	goRound := func() time.Duration {
		times := make([]time.Duration, calls)
		for i := range times {
			start := time.Now()
			r, err := sb.Run(ctx, "1+1")
			times[i] = time.Since(start)
			if err != nil || r.Value == nil || r.Value.Repr != "2" {
				t.Fatalf("1+1: %v %v", r, err)
			}
		}
		return median(times)
	}
	goRound() // warm up
	var goMedians, pyMedians []time.Duration
	for range rounds {
		goMedians = append(goMedians, goRound())
		fmt.Fprintln(stdin)
		if !lines.Scan() {
			t.Fatalf("overhead.py stopped: %v", lines.Err())
		}
		ns, err := strconv.ParseInt(lines.Text(), 10, 64)
		if err != nil {
			t.Fatalf("overhead.py printed %q", lines.Text())
		}
		pyMedians = append(pyMedians, time.Duration(ns))
	}
	report := func(name string, ds []time.Duration) string {
		return fmt.Sprintf("%-14s median %7.1f µs per call (rounds %.1f-%.1f)", name,
			us(median(ds)), us(slices.Min(ds)), us(slices.Max(ds)))
	}
	t.Logf("sb.run(\"1+1\") on monty, %d interleaved rounds of %d calls:\n%s\n%s", rounds, calls,
		report("Go API", goMedians), report("Python client", pyMedians))
	if bound := loadfactor.Scale(500 * time.Microsecond); median(pyMedians) > bound {
		t.Errorf("the Python client takes %v per call, past %v (0.5 ms scaled by the load)", median(pyMedians), bound)
	}
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

func us(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
