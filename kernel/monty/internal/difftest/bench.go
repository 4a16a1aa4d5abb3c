package difftest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// Benchmarks compare monty with CPython in the same run: each side runs
// the same setup once and the same statement in a loop, and the benchmark
// reports monty's time per run, CPython's, and their ratio ("x-cpython",
// lower is better; the target of issue 4 is at most 1.5).

// CPythonTime returns CPython's seconds per execution of stmt after setup,
// timing a loop of n runs in one python3 process.
func CPythonTime(b *testing.B, setup, stmt string, n int) float64 {
	b.Helper()
	prog := setup + "\nimport time as _t\n_s = _t.perf_counter()\nfor _ in range(" + strconv.Itoa(n) + "):\n" +
		indent(stmt) + "\nprint(repr((_t.perf_counter() - _s) / " + strconv.Itoa(n) + "))\n"
	cmd := exec.Command("python3", "-c", prog)
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.Fatalf("python3: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	sec, err := strconv.ParseFloat(lines[len(lines)-1], 64)
	if err != nil {
		b.Fatalf("python3 printed %q", out)
	}
	return sec
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n    ")
}

// Bench runs setup once on a monty kernel, then stmt b.N times in a loop
// inside one cell, and reports the ratio to CPython's time for the same.
func Bench(b *testing.B, setup, stmt string) {
	b.Helper()
	k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: 10 * time.Minute, MemoryBytes: 4 << 30}))
	if err != nil {
		b.Fatal(err)
	}
	defer k.Close()
	ctx := context.Background()
	res, err := k.Execute(ctx, kernel.Request{Code: setup})
	if err != nil || !res.Success {
		b.Fatalf("setup: %v %+v", err, res)
	}
	loop := fmt.Sprintf("for _ in range(%d):\n%s\n", b.N, indent(stmt))
	b.ResetTimer()
	start := time.Now()
	res, err = k.Execute(ctx, kernel.Request{Code: loop})
	elapsed := time.Since(start)
	b.StopTimer()
	if err != nil || !res.Success {
		b.Fatalf("run: %v %+v", err, res)
	}
	perOp := elapsed.Seconds() / float64(b.N)
	n := max(3, min(b.N, 50))
	cpy := CPythonTime(b, setup, stmt, n)
	b.ReportMetric(cpy*1e3, "cpython-ms/op")
	b.ReportMetric(perOp*1e3, "monty-ms/op")
	b.ReportMetric(perOp/cpy, "x-cpython")
}
