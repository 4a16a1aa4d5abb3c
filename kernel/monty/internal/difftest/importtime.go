package difftest

import (
	"context"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// BenchImport times `import module` in a fresh monty kernel per
// iteration (the kernel's creation is not timed) and reports it beside
// the cumulative time CPython's `python3 -X importtime` gives the same
// import, in microseconds.
//
// The machine the benchmarks run on is shared, so beside the mean wall
// time (monty-us/import) it reports the process CPU time of an import
// (the garbage collector's work included): the median over the
// iterations and their minimum and maximum (cpu-us, cpu-us-min,
// cpu-us-max). The module's Python is parsed and compiled once per
// process, in the benchmark's first run (b.N == 1), so these figures are
// those of an interpreter started in a process that has imported the
// module before.
func BenchImport(b *testing.B, module string) {
	b.Helper()
	ctx := context.Background()
	req := kernel.Request{Code: "import " + module}
	var total time.Duration
	cpu := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: time.Minute, MemoryBytes: 1 << 30}))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start, startCPU := time.Now(), processCPU()
		res, err := k.Execute(ctx, req)
		wall, used := time.Since(start), processCPU()-startCPU
		total += wall
		b.StopTimer()
		k.Close()
		if err != nil || !res.Success {
			b.Fatalf("import %s: %v %+v", module, err, res)
		}
		cpu = append(cpu, used)
		b.StartTimer()
	}
	b.StopTimer()
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	b.ReportMetric(us(total)/float64(b.N), "monty-us/import")
	slices.Sort(cpu)
	b.ReportMetric(us(cpu[len(cpu)/2]), "cpu-us/import")
	b.ReportMetric(us(cpu[0]), "cpu-us-min")
	b.ReportMetric(us(cpu[len(cpu)-1]), "cpu-us-max")
	if us, ok := cpythonImportTime(module); ok {
		b.ReportMetric(us, "cpython-us/import")
	}
}

// processCPU is the CPU time the process has used, user and system, every
// thread's.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpythonImportTime is the cumulative microseconds python3 -X importtime
// reports for module, the median of a few runs.
func cpythonImportTime(module string) (float64, bool) {
	var runs []float64
	for range 5 {
		out, err := exec.Command("python3", "-X", "importtime", "-c", "import "+module).CombinedOutput()
		if err != nil {
			return 0, false
		}
		for _, line := range strings.Split(string(out), "\n") {
			// import time: self [us] | cumulative | imported package
			f := strings.Split(line, "|")
			if len(f) != 3 || strings.TrimSpace(f[2]) != module {
				continue
			}
			if us, err := strconv.ParseFloat(strings.TrimSpace(f[1]), 64); err == nil {
				runs = append(runs, us)
			}
		}
	}
	if len(runs) == 0 {
		return 0, false
	}
	slices.Sort(runs)
	return runs[len(runs)/2], true
}
