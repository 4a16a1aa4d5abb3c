// Package difftest runs Python programs on monty and on CPython, the
// oracle, and compares what they print: the differential tests of the
// standard-library modules written in Go (kernel/monty/stdlib/...).
//
// CPython runs all the programs of one directory in a single process,
// through the corpus driver of kernel/monty/testdata (cpython_driver.py),
// because interpreter start-up times dozens of programs would eat the CI
// budget. Monty runs each program on a fresh kernel through the kernel
// contract, as a caller would. Compared per program: stdout exactly, the
// last line of stderr (the "Type: message" line of an uncaught exception),
// and success.
package difftest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// Timeout bounds one program on monty.
const Timeout = 20 * time.Second

// Outcome is what one interpreter did with one program.
type Outcome struct {
	Name   string `json:"name"`
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
	OK     bool   `json:"ok"`
}

// driverPath is the corpus driver, found next to this package's source.
func driverPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "cpython_driver.py")
}

// Programs lists the names (without ".py") of the programs in dir, sorted.
func Programs(t testing.TB, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range paths {
		names = append(names, strings.TrimSuffix(filepath.Base(p), ".py"))
	}
	sort.Strings(names)
	if len(names) == 0 {
		t.Fatalf("no programs under %s", dir)
	}
	return names
}

// CPython runs the named programs of dir in one python3 process.
func CPython(t testing.TB, dir string, names []string) map[string]Outcome {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 not found: the differential tests need CPython 3.11 as their oracle: %v", err)
	}
	cmd := exec.Command(python, append([]string{driverPath(), dir}, names...)...)
	cmd.Env = append(os.Environ(), "PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1", "TZ=UTC")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("cpython driver: %v\n%s", err, stderr.String())
	}
	want := map[string]Outcome{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var o Outcome
		if err := json.Unmarshal(sc.Bytes(), &o); err != nil {
			t.Fatalf("cpython driver printed %q: %v", sc.Text(), err)
		}
		want[o.Name] = o
	}
	return want
}

// Monty runs one program on a fresh kernel.
func Monty(name, src string, opts ...monty.Option) Outcome {
	k, err := monty.New(opts...)
	if err != nil {
		return Outcome{Name: name, Stderr: "monty.New: " + err.Error()}
	}
	defer k.Close()
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	res, err := k.Execute(ctx, kernel.Request{Code: src})
	if err != nil {
		return Outcome{Name: name, Stderr: "Execute: " + err.Error()}
	}
	stderr := res.Stderr
	if !res.Success && res.Error != nil {
		tb := res.Error.Traceback
		if tb == "" {
			tb = res.Error.Error()
		}
		stderr = strings.TrimSuffix(stderr, tb) + tb
	}
	return Outcome{Name: name, Stdout: res.Stdout, Stderr: stderr, OK: res.Success}
}

// Run compares monty with CPython on every program under dir, one subtest
// per program.
func Run(t *testing.T, dir string, opts ...monty.Option) {
	t.Helper()
	names := Programs(t, dir)
	want := CPython(t, dir, names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, name+".py"))
			if err != nil {
				t.Fatal(err)
			}
			w, ok := want[name]
			if !ok {
				t.Fatalf("the CPython driver printed no result for %s", name)
			}
			got := Monty(name, string(src), opts...)
			for _, p := range Compare(w, got) {
				t.Error(p)
			}
		})
	}
}

// Compare lists the differences between CPython's outcome and monty's.
func Compare(want, got Outcome) []string {
	var problems []string
	if want.OK != got.OK {
		problems = append(problems, "success differs: cpython "+okWord(want.OK)+", monty "+okWord(got.OK)+"\nmonty's stderr:\n"+got.Stderr)
	}
	if want.Stdout != got.Stdout {
		problems = append(problems, "stdout differs:\n"+lineDiff(want.Stdout, got.Stdout))
	}
	if w, g := LastLine(want.Stderr), LastLine(got.Stderr); w != g {
		problems = append(problems, "last stderr line differs:\n  cpython: "+w+"\n  monty:   "+g)
	}
	return problems
}

func okWord(ok bool) string {
	if ok {
		return "ok"
	}
	return "failed"
}

// lineDiff shows the first lines that differ, by position (the programs
// print a fixed number of lines, so an offset diff is enough).
func lineDiff(a, b string) string {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	var out strings.Builder
	shown := 0
	for i := 0; i < max(len(x), len(y)) && shown < 8; i++ {
		var w, g string
		if i < len(x) {
			w = x[i]
		}
		if i < len(y) {
			g = y[i]
		}
		if w == g {
			continue
		}
		shown++
		out.WriteString("  line " + itoa(i+1) + ":\n    cpython: " + quote(clip(w)) + "\n    monty:   " + quote(clip(g)) + "\n")
	}
	return out.String()
}

func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + "..."
	}
	return s
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// LastLine returns the last line of s.
func LastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}
