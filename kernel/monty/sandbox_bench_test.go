package monty_test

// Benchmarks of monty as a sandbox, each against CPython measured in the
// same run (python3 started as a subprocess, as a sandbox per snippet
// would start it):
//
//   - BenchmarkSandboxStart: a new interpreter runs 1+1 (target: a
//     median under 20 µs);
//   - BenchmarkSandboxIdleMemory: what an idle interpreter holds (target:
//     under 200 KB);
//   - BenchmarkSandboxBatch: 10,000 small snippets on 2 workers (target:
//     at least 20,000 a second);
//   - BenchmarkLimitsOverhead: the same work with and without limits
//     (target: under 5%).
//
// Run them with `make bench BENCH=Sandbox\|Limits BENCHPKG=./kernel/monty`.

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// python3 returns the real CPython binary (the python3 on PATH may be a
// shim that adds its own start-up time), or "" when there is none.
var python3 = sync.OnceValue(func() string {
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
})

// pythonRuns times n runs of python3 -c code and returns their median.
func pythonRuns(b *testing.B, n int, code string) time.Duration {
	b.Helper()
	py := python3()
	if py == "" {
		return 0
	}
	times := make([]time.Duration, n)
	for i := range times {
		start := time.Now()
		if out, err := exec.Command(py, "-c", code).CombinedOutput(); err != nil {
			b.Fatalf("python3 -c %q: %v\n%s", code, err, out)
		}
		times[i] = time.Since(start)
	}
	return median(times)
}

// BenchmarkSandboxStart: a new kernel, one cell of 1+1, closed.
func BenchmarkSandboxStart(b *testing.B) {
	ctx := context.Background()
	req := kernel.Request{Code: "1+1"}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	for b.Loop() {
		start := time.Now()
		k, err := monty.New()
		if err != nil {
			b.Fatal(err)
		}
		r, err := k.Execute(ctx, req)
		if err != nil || !r.Success {
			b.Fatal(err, r)
		}
		k.Close()
		times = append(times, time.Since(start))
	}
	b.StopTimer()
	m := median(times)
	b.ReportMetric(float64(m.Nanoseconds())/1e3, "median-µs")
	if py := pythonRuns(b, 20, "1+1"); py > 0 {
		b.ReportMetric(float64(py.Nanoseconds())/1e3, "python3-median-µs")
		b.ReportMetric(float64(py)/float64(m), "x-python3")
	}
}

// BenchmarkSandboxIdleMemory: the heap a thousand idle kernels hold, per
// kernel, after each ran a cell; and what the memory budget measures of
// one. CPython's figure is the resident memory of an idle python3.
func BenchmarkSandboxIdleMemory(b *testing.B) {
	const n = 1000
	var perKernel, measured float64
	for b.Loop() {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		ks := make([]*monty.Kernel, n)
		for i := range ks {
			k, err := monty.New()
			if err != nil {
				b.Fatal(err)
			}
			if _, err := k.Execute(context.Background(), kernel.Request{Code: "x = 1 + 1"}); err != nil {
				b.Fatal(err)
			}
			ks[i] = k
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perKernel = float64(after.HeapAlloc-before.HeapAlloc) / n
		measured = float64(ks[0].MeasureMemory())
		runtime.KeepAlive(ks)
	}
	b.ReportMetric(perKernel/1024, "KB/sandbox")
	b.ReportMetric(measured/1024, "measured-KB/sandbox")
	if rss := pythonIdleRSS(); rss > 0 {
		b.ReportMetric(float64(rss)/1024, "python3-RSS-KB")
		b.ReportMetric(float64(rss)/perKernel, "x-python3")
	}
}

// pythonIdleRSS is the resident memory of a python3 that does nothing.
func pythonIdleRSS() int64 {
	py := python3()
	if py == "" {
		return 0
	}
	cmd := exec.Command(py, "-c", "import sys; sys.stdin.read()")
	stdin, err := cmd.StdinPipe()
	if err != nil || cmd.Start() != nil {
		return 0
	}
	defer func() { stdin.Close(); cmd.Wait() }()
	time.Sleep(200 * time.Millisecond)
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}

// batchSnippets are small programs of the kind a scoring loop runs.
var batchSnippets = []string{
	"sum(range(100))",
	"x = [i * i for i in range(50)]\nsum(x) % 7",
	"'-'.join(str(i) for i in range(20))",
	"def f(n):\n    return n if n < 2 else f(n - 1) + f(n - 2)\nf(10)",
	"d = {}\nfor w in 'the quick brown fox jumps over the lazy dog the end'.split():\n    d[w] = d.get(w, 0) + 1\nmax(d, key=d.get)",
	"sorted([5, 3, 9, 1, 7], reverse=True)[:3]",
	"assert sum(x) == 15",
	"s = 'racecar'\ns == s[::-1]",
}

// BenchmarkSandboxBatch: 10,000 snippets, each on a fresh kernel, on 2
// workers. CPython's figure starts one python3 per snippet, as a sandbox
// per snippet must.
func BenchmarkSandboxBatch(b *testing.B) {
	const n = 10000
	snippets := make([]monty.Snippet, n)
	for i := range snippets {
		snippets[i] = monty.Snippet{Code: batchSnippets[i%len(batchSnippets)], Inputs: map[string]any{"x": []any{1, 2, 3, 4, 5}}}
	}
	var rate float64
	for b.Loop() {
		start := time.Now()
		results := monty.RunBatch(context.Background(), snippets, monty.BatchOptions{Workers: 2})
		rate = n / time.Since(start).Seconds()
		for _, r := range results {
			if r.Err != nil || !r.Result.Success {
				b.Fatalf("snippet %d: %v %+v", r.Index, r.Err, r.Result)
			}
		}
	}
	b.ReportMetric(rate, "snippets/s")
	if py := pythonRuns(b, 20, batchSnippets[3]); py > 0 {
		pyRate := 2 / py.Seconds() // two at a time
		b.ReportMetric(pyRate, "python3-snippets/s")
		b.ReportMetric(rate/pyRate, "x-python3")
	}
}

// limitsWork allocates, loops and calls: what the limits watch.
const limitsWork = `
def score(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: -kv[1])[:3]
words = ('alpha beta gamma delta ' * 50).split()
out = []
for i in range(40):
    out.append(score(words + [str(i)]))
    s = ''.join(w[0] for w in words)
len(out)
`

// BenchmarkLimitsOverhead runs the same work on an interpreter with no
// limits (no memory budget, no deadline armed) and with the default ones,
// alternating, and reports how much slower the limited runs are. CPython
// has no such limits; its time for the work is reported for scale.
func BenchmarkLimitsOverhead(b *testing.B) {
	tree, err := syntax.Parse("<bench>", []byte(limitsWork), syntax.ModeExec)
	if err != nil {
		b.Fatal(err)
	}
	code, err := compile.Compile("<bench>", tree, compile.Options{})
	if err != nil {
		b.Fatal(err)
	}
	run := func(limited bool) time.Duration {
		t := vm.NewThread(vm.Options{})
		g := t.NewMainDict()
		if limited {
			t.SetMemoryLimit(kernel.DefaultMemoryBytes)
			t.ClearInterrupt()
			timer := time.AfterFunc(kernel.DefaultTimeout, func() { t.Interrupt(vm.LimitTimeout, "timeout") })
			defer timer.Stop()
		}
		start := time.Now()
		if _, err := t.RunCode(vm.Load(code), g, g); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	var with, without []time.Duration
	for b.Loop() {
		without = append(without, run(false))
		with = append(with, run(true))
	}
	w, wo := median(with), median(without)
	b.ReportMetric(float64(wo.Microseconds()), "no-limits-µs")
	b.ReportMetric(float64(w.Microseconds()), "limits-µs")
	b.ReportMetric(100*(float64(w)/float64(wo)-1), "overhead-%")
	if py := pythonRuns(b, 5, strings.Replace(limitsWork, "len(out)", "print(len(out))", 1)); py > 0 {
		b.ReportMetric(float64(py.Microseconds()), "python3-process-µs")
	}
}
