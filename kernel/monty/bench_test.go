package monty_test

// The language benchmarks of issue 3: each program under testdata/bench
// defines bench(); monty and CPython (the real binary, started with -I -S)
// each time bench() alone, excluding start-up and compilation, in the same
// run, in process CPU time. Every sub-benchmark reports its ratio monty/CPython as
// "x-cpython" (lower is better; 1.0 is parity), and the last one the
// geometric mean of the ratios. The sub-benchmark "parse" times the parser
// on a large file against CPython's ast.parse in the same way; the
// geomean is reported with it (x-cpython) and without (x-cpython-programs).
//
//	go test ./kernel/monty -run '^$' -bench Language

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

func BenchmarkLanguage(b *testing.B) {
	benchPrograms(b, "testdata/bench/*.py", benchParse)
}

// benchPrograms runs every program matching pattern as a sub-benchmark,
// then parse (when not nil) as the sub-benchmark "parse", and then the
// geometric mean of their ratios.
func benchPrograms(b *testing.B, pattern string, parse func(*testing.B, string) float64) {
	python := realPython(b)
	// The collector as backyard's commands set it (TuneGC); GOGC=100 in
	// the environment measures Go's default instead.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	paths, err := filepath.Glob(pattern)
	if err != nil || len(paths) == 0 {
		b.Fatalf("no benchmark programs: %v", err)
	}
	sort.Strings(paths)
	ratios := map[string]float64{}
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			cpython := cpythonTime(b, python, string(src))
			k, err := monty.New()
			if err != nil {
				b.Fatal(err)
			}
			defer k.Close()
			ctx := context.Background()
			if res, err := k.Execute(ctx, kernel.Request{Code: string(src)}); err != nil || !res.Success {
				b.Fatalf("define: %v %+v", err, res)
			}
			// One warm-up run, as CPython's timing takes the best of several.
			if res, err := k.Execute(ctx, kernel.Request{Code: "bench()"}); err != nil || !res.Success {
				b.Fatalf("bench(): %v %+v", err, res.Error)
			}
			b.ResetTimer()
			// The best of the runs, on both sides: the machine's other load
			// only ever adds time.
			per := math.Inf(1)
			for i := 0; i < b.N; i++ {
				start := cpuTime()
				if _, err := k.Execute(ctx, kernel.Request{Code: "bench()"}); err != nil {
					b.Fatal(err)
				}
				per = min(per, (cpuTime() - start).Seconds())
			}
			ratio := per / cpython
			ratios[name] = ratio
			b.ReportMetric(ratio, "x-cpython")
			b.ReportMetric(cpython*1e3, "cpython-ms")
		})
	}
	want := len(paths)
	if parse != nil {
		want++
		b.Run("parse", func(b *testing.B) {
			ratios["parse"] = parse(b, python)
		})
	}
	if len(ratios) == want {
		b.Run("geomean", func(b *testing.B) {
			var all, programs []float64
			for name, r := range ratios {
				all = append(all, r)
				if name != "parse" {
					programs = append(programs, r)
				}
			}
			for i := 0; i < b.N; i++ {
			}
			b.ReportMetric(geomean(all), "x-cpython")
			if parse != nil {
				b.ReportMetric(geomean(programs), "x-cpython-programs")
			}
		})
	}
}

func geomean(rs []float64) float64 {
	sum := 0.0
	for _, r := range rs {
		sum += math.Log(r)
	}
	return math.Exp(sum / float64(len(rs)))
}

// benchParse times the parser on a large file of CPython's standard
// library (_pydecimal.py, about 6,000 lines) against CPython's ast.parse
// of the same text, both in process CPU time, best of the runs, and
// reports the ratio.
func benchParse(b *testing.B, python string) float64 {
	out, err := exec.Command(python, "-I", "-S", "-c",
		"import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		b.Fatalf("cpython: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "_pydecimal.py")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("no large file to parse: %v", err)
	}
	prog := `
import ast, sys, time as _t
src = open(sys.argv[1], encoding="utf-8").read()
ast.parse(src)
_ts = []
for _ in range(5):
    _s = _t.process_time()
    ast.parse(src)
    _ts.append(_t.process_time() - _s)
print(min(_ts))
`
	out, err = exec.Command(python, "-I", "-S", "-c", prog, path).Output()
	if err != nil {
		b.Fatalf("cpython: %v", err)
	}
	cpython, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("cpython printed %q", out)
	}
	// One warm-up parse, as CPython's.
	if _, err := syntax.Parse(path, src, syntax.ModeExec); err != nil {
		b.Fatalf("parse %s: %v", path, err)
	}
	b.ResetTimer()
	per := math.Inf(1)
	for i := 0; i < b.N; i++ {
		start := cpuTime()
		if _, err := syntax.Parse(path, src, syntax.ModeExec); err != nil {
			b.Fatal(err)
		}
		per = min(per, (cpuTime() - start).Seconds())
	}
	ratio := per / cpython
	b.ReportMetric(ratio, "x-cpython")
	b.ReportMetric(cpython*1e3, "cpython-ms")
	return ratio
}

// realPython finds CPython's binary (the python3 on PATH may be a shim
// that adds tens of milliseconds per start).
func realPython(b *testing.B) string {
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		b.Skipf("python3 not available: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// cpuTime is the CPU time the process has used (user and system, every
// thread: the garbage collector's work counts). Both sides are measured in
// CPU time so that other load on the machine does not skew the ratio.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpythonTime runs bench() in CPython five times and returns the best
// CPU time of one run in seconds.
func cpythonTime(b *testing.B, python, src string) float64 {
	prog := src + `
import time as _t
_ts = []
for _ in range(5):
    _s = _t.process_time()
    bench()
    _ts.append(_t.process_time() - _s)
print(min(_ts))
`
	out, err := exec.Command(python, "-I", "-S", "-c", prog).Output()
	if err != nil {
		b.Fatalf("cpython: %v", err)
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("cpython printed %q", out)
	}
	return v
}

var _ = fmt.Sprint
