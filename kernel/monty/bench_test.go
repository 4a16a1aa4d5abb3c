package monty_test

// The language benchmarks: each program under testdata/bench defines
// bench(); monty and CPython (the real binary, started with -I -S, kept
// running) each time bench() alone, excluding start-up and compilation, in
// process CPU time on both sides. The runs alternate, monty then CPython,
// b.N pairs (the same number on both sides); each sub-benchmark reports
// the median of the per-pair ratios monty/CPython as "x-cpython" (lower is
// better; 1.0 is parity) with their min and max, and the median times of
// both sides. The sub-benchmark "geomean" is the geometric mean of the
// programs' median ratios. The parser is timed apart ("parse", against
// CPython's ast.parse of the same text): building Go structures is not the
// work of building Python AST objects, so it stays out of the geomean.
//
//	go test ./kernel/monty -run '^$' -bench Language -benchtime 10x

import (
	"bufio"
	"cmp"
	"context"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
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
	benchPrograms(b, "testdata/bench/*.py")
	b.Run("parse", benchParse)
}

// benchPrograms runs every program matching pattern as a sub-benchmark,
// then "geomean", the geometric mean of their median ratios.
func benchPrograms(b *testing.B, pattern string) {
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
			k, err := monty.New()
			if err != nil {
				b.Fatal(err)
			}
			defer k.Close()
			ctx := context.Background()
			if res, err := k.Execute(ctx, kernel.Request{Code: string(src)}); err != nil || !res.Success {
				b.Fatalf("define: %v %+v", err, res)
			}
			py := startDriver(b, python, cpythonBenchDriver, path)
			defer py.close()
			// The first run of each side is a check that both did the same
			// work (and warms both up).
			res, err := k.Execute(ctx, kernel.Request{Code: "print(repr(bench()))"})
			if err != nil || !res.Success {
				b.Fatalf("bench(): %v %+v", err, res.Error)
			}
			if want := py.line("check"); strings.TrimSpace(res.Stdout) != want {
				b.Fatalf("bench() returned %s on monty, %s on CPython", strings.TrimSpace(res.Stdout), want)
			}
			montyRun := func() float64 {
				start := cpuTime()
				res, err := k.Execute(ctx, kernel.Request{Code: "bench()"})
				if err != nil || !res.Success {
					b.Fatalf("bench(): %v %+v", err, res.Error)
				}
				return (cpuTime() - start).Seconds()
			}
			ratios[name] = interleave(b, montyRun, py.run)
		})
	}
	if len(ratios) == len(paths) {
		b.Run("geomean", func(b *testing.B) {
			var all []float64
			for _, r := range ratios {
				all = append(all, r)
			}
			for i := 0; i < b.N; i++ {
			}
			b.ReportMetric(geomean(all), "x-cpython")
		})
	}
}

// interleave times monty and CPython alternately, one run of each per
// iteration after one warm-up run of each, and reports the median of the
// per-pair ratios monty/CPython with their min and max, and the median
// time of each side. It returns the median ratio.
func interleave(b *testing.B, monty, cpython func() float64) float64 {
	monty()
	cpython()
	b.ResetTimer()
	var ms, cs, rs []float64
	for i := 0; i < b.N; i++ {
		m := monty()
		c := cpython()
		ms, cs = append(ms, m), append(cs, c)
		rs = append(rs, m/c)
	}
	b.StopTimer()
	ratio := median(rs)
	b.ReportMetric(ratio, "x-cpython")
	b.ReportMetric(slices.Min(rs), "x-min")
	b.ReportMetric(slices.Max(rs), "x-max")
	b.ReportMetric(median(ms)*1e3, "monty-ms")
	b.ReportMetric(median(cs)*1e3, "cpython-ms")
	return ratio
}

// median is the middle of xs (the upper middle for an even count).
func median[T cmp.Ordered](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func geomean(rs []float64) float64 {
	sum := 0.0
	for _, r := range rs {
		sum += math.Log(r)
	}
	return math.Exp(sum / float64(len(rs)))
}

// cpythonBenchDriver loads the program named by argv[1], then times one
// bench() call in process CPU time for every line it reads.
const cpythonBenchDriver = `
import sys, time
with open(sys.argv[1], encoding="utf-8") as f:
    exec(compile(f.read(), sys.argv[1], "exec"))
for _line in sys.stdin:
    if _line == "check\n":
        print(repr(bench()), flush=True)
        continue
    _s = time.process_time()
    bench()
    print(time.process_time() - _s, flush=True)
`

// cpythonParseDriver times one ast.parse of the file named by argv[1] per
// line it reads.
const cpythonParseDriver = `
import ast, sys, time
src = open(sys.argv[1], encoding="utf-8").read()
for _ in sys.stdin:
    _s = time.process_time()
    ast.parse(src)
    print(time.process_time() - _s, flush=True)
`

// driver is a CPython process kept running through a benchmark, so that
// its runs interleave with monty's without a start-up between them.
type driver struct {
	b   *testing.B
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startDriver(b *testing.B, python, prog, arg string) *driver {
	cmd := exec.Command(python, "-I", "-S", "-c", prog, arg)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatalf("cpython: %v", err)
	}
	return &driver{b: b, cmd: cmd, in: in, out: bufio.NewReader(out)}
}

// line sends a command and returns the line the driver answers.
func (d *driver) line(cmd string) string {
	if _, err := io.WriteString(d.in, cmd+"\n"); err != nil {
		d.b.Fatalf("cpython: %v", err)
	}
	line, err := d.out.ReadString('\n')
	if err != nil {
		d.b.Fatalf("cpython: %v (printed %q)", err, line)
	}
	return strings.TrimSpace(line)
}

// run asks for one timed run and returns its CPU time in seconds.
func (d *driver) run() float64 {
	line := d.line("run")
	v, err := strconv.ParseFloat(line, 64)
	if err != nil {
		d.b.Fatalf("cpython printed %q", line)
	}
	return v
}

func (d *driver) close() {
	d.in.Close()
	_ = d.cmd.Wait()
}

// benchParse times the parser on a large file of CPython's standard
// library (_pydecimal.py, about 6,000 lines) against CPython's ast.parse
// of the same text, interleaved as the programs are.
func benchParse(b *testing.B) {
	python := realPython(b)
	out, err := exec.Command(python, "-I", "-S", "-c",
		"import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		b.Fatalf("cpython: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "_pydecimal.py")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatalf("no large file to parse: %v", err)
	}
	py := startDriver(b, python, cpythonParseDriver, path)
	defer py.close()
	interleave(b, func() float64 {
		start := cpuTime()
		if _, err := syntax.Parse(path, src, syntax.ModeExec); err != nil {
			b.Fatalf("parse %s: %v", path, err)
		}
		return (cpuTime() - start).Seconds()
	}, py.run)
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
