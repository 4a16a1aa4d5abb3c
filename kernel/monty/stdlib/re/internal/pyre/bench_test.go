package pyre

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

// logLines makes n lines of a plausible application log.
func logLines(n int) string {
	levels := []string{"INFO", "WARN", "ERROR", "DEBUG"}
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "2024-03-%02d %02d:%02d:%02d,%03d %s [worker-%d] request id=%x took %dms from 10.0.%d.%d\n",
			1+i%28, i%24, i%60, (i*7)%60, i%1000, levels[i%4], i%8, i*2654435761%1000003, i%997, i%256, (i*13)%256)
	}
	return b.String()
}

const logPattern = `(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d),\d+ (\w+) \[([\w-]+)\] .*? took (\d+)ms from ([\d.]+)`

// benchPython times the same work under CPython: its fastest single run
// out of 25, the same measure as ours (one run at a time, best kept), so
// that a busy machine skews both alike. Nanoseconds per operation.
func benchPython(b *testing.B, setup, stmt string, input any) float64 {
	var ns float64
	python(b, `
import json, re, sys, timeit
data = json.load(sys.stdin)
`+setup+`
t = timeit.Timer(`+"'"+stmt+"'"+`, globals=globals())
print(json.dumps(min(t.repeat(25, 1)) * 1e9))
`, input, &ns)
	return ns
}

// BenchmarkLogExtraction is issue 4's "regex extraction over 10,000
// lines": findall of a six-group pattern over one log text, and a search
// per line, each against CPython's re in the same run. x-cpython is our
// fastest iteration over CPython's fastest run (measured before and after
// ours): best against best, since machines are shared. The target is at
// most 1.5.
func BenchmarkLogExtraction(b *testing.B) {
	text := logLines(10000)
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	ctx := context.Background()
	b.Run("findall", func(b *testing.B) {
		py := benchPython(b, "p = re.compile(data['p'])\ns = data['s']", "p.findall(s)", map[string]string{"p": logPattern, "s": text})
		re, err := Compile(logPattern, 0)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		best := time.Duration(math.MaxInt64)
		for range b.N {
			start := time.Now()
			s := NewSubject(text)
			items, err := re.FindAll(ctx, s, 0, s.Len(), nil)
			if err != nil || len(items) != 6*10000 {
				b.Fatal(err, len(items))
			}
			best = min(best, time.Since(start))
		}
		b.StopTimer()
		py = min(py, benchPython(b, "p = re.compile(data['p'])\ns = data['s']", "p.findall(s)", map[string]string{"p": logPattern, "s": text}))
		b.ReportMetric(float64(best.Nanoseconds()), "best-ns/op")
		b.ReportMetric(py, "cpython-ns/op")
		b.ReportMetric(float64(best.Nanoseconds())/py, "x-cpython")
	})
	b.Run("search-per-line", func(b *testing.B) {
		py := benchPython(b, "p = re.compile(data['p'])\nlines = data['lines']", "[p.search(l).group(5) for l in lines]",
			map[string]any{"p": logPattern, "lines": lines})
		re, err := Compile(logPattern, 0)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		best := time.Duration(math.MaxInt64)
		for range b.N {
			start := time.Now()
			for _, l := range lines {
				s := NewSubject(l)
				m, err := re.Search(ctx, s, 0, s.Len())
				if err != nil || m == nil {
					b.Fatal(err)
				}
				m.Group(5)
			}
			best = min(best, time.Since(start))
		}
		b.StopTimer()
		py = min(py, benchPython(b, "p = re.compile(data['p'])\nlines = data['lines']", "[p.search(l).group(5) for l in lines]",
			map[string]any{"p": logPattern, "lines": lines}))
		b.ReportMetric(float64(best.Nanoseconds()), "best-ns/op")
		b.ReportMetric(py, "cpython-ns/op")
		b.ReportMetric(float64(best.Nanoseconds())/py, "x-cpython")
	})
}
