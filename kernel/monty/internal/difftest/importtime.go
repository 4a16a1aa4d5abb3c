package difftest

import (
	"context"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// BenchImport times `import module` in a fresh monty kernel per
// iteration (the kernel's creation is not timed) and reports it beside
// the cumulative time CPython's `python3 -X importtime` gives the same
// import, in microseconds.
func BenchImport(b *testing.B, module string) {
	b.Helper()
	ctx := context.Background()
	req := kernel.Request{Code: "import " + module}
	var total time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		k, err := monty.New(monty.WithLimits(kernel.Limits{Timeout: time.Minute, MemoryBytes: 1 << 30}))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start := time.Now()
		res, err := k.Execute(ctx, req)
		total += time.Since(start)
		b.StopTimer()
		k.Close()
		if err != nil || !res.Success {
			b.Fatalf("import %s: %v %+v", module, err, res)
		}
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(float64(total.Microseconds())/float64(b.N), "monty-us/import")
	if us, ok := cpythonImportTime(module); ok {
		b.ReportMetric(us, "cpython-us/import")
	}
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
