package syntax

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// benchFile is a large, ordinary stdlib module (~230 KB, 6,400 lines).
const benchFile = "_pydecimal.py"

// cpythonParseNanos times ast.parse of path in a python3 subprocess: the
// best of several runs, in nanoseconds per parse.
func cpythonParseNanos(b *testing.B, py, path string) float64 {
	script := `
import ast, sys, time
src = open(sys.argv[1], 'rb').read()
best = float('inf')
for _ in range(15):
    t = time.perf_counter_ns(); ast.parse(src); best = min(best, time.perf_counter_ns() - t)
print(best)
`
	out, err := exec.Command(py, "-I", "-S", "-c", script, path).Output()
	if err != nil {
		b.Fatalf("time ast.parse: %v", err)
	}
	ns, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("parse python output %q: %v", out, err)
	}
	return ns
}

// BenchmarkParse parses a large stdlib file and reports the ratio of our
// time to CPython's ast.parse of the same file measured in the same run
// (x_cpython < 1 means faster than CPython).
func BenchmarkParse(b *testing.B) {
	py := python3(b)
	out, err := exec.Command(py, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), benchFile)
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	cpython := cpythonParseNanos(b, py, path)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for b.Loop() {
		if _, err := Parse(path, src, ModeExec); err != nil {
			b.Fatal(err)
		}
		n++
	}
	ours := float64(b.Elapsed().Nanoseconds()) / float64(n)
	b.ReportMetric(cpython/1e6, "cpython-ms/op")
	b.ReportMetric(ours/cpython, "x_cpython")
}
