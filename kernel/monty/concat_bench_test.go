package monty_test

// BenchmarkConcat times `s += piece` in a loop of 1e3 to 1e6 pieces on
// monty (default limits: the 256 MB budget) and on CPython, in process CPU
// time, and reports each size's times and the growth factor from the
// size ten times smaller: about 10 for a linear loop, 100 for a
// quadratic one. CPython's in-place concatenation of an unshared str is
// amortised linear; monty's must be too, and must not count the strs it
// drops as live.
//
//	go test ./kernel/monty -run '^$' -bench Concat -benchtime 1x

import (
	"context"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// concatProgram builds a str of n pieces; it prints the length, which
// both sides must agree on.
const concatProgram = `
def concat(n):
    s = ""
    for i in range(n):
        s += "piece"
    return len(s)
`

func BenchmarkConcat(b *testing.B) {
	python := realPython(b)
	k, err := monty.New()
	if err != nil {
		b.Fatal(err)
	}
	defer k.Close()
	ctx := context.Background()
	if res, err := k.Execute(ctx, kernel.Request{Code: concatProgram}); err != nil || !res.Success {
		b.Fatalf("define: %v %+v", err, res)
	}
	// The medians of each size, by size (b.Run may run a size more than
	// once: the last run counts).
	montyMs, cpythonMs := map[int]float64{}, map[int]float64{}
	for n := 1000; n <= 1000000; n *= 10 {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var ms, cs []float64
			for i := 0; i < b.N; i++ {
				start := cpuTime()
				res, err := k.Execute(ctx, kernel.Request{Code: fmt.Sprintf("print(concat(%d))", n)})
				m := (cpuTime() - start).Seconds()
				if err != nil || !res.Success {
					b.Fatalf("monty, %d pieces: %v %+v", n, err, res.Error)
				}
				if got, want := strings.TrimSpace(res.Stdout), strconv.Itoa(5*n); got != want {
					b.Fatalf("monty, %d pieces: len %s, want %s", n, got, want)
				}
				c := pythonConcat(b, python, n)
				ms, cs = append(ms, m), append(cs, c)
			}
			m, c := median(ms), median(cs)
			b.ReportMetric(m*1e3, "monty-ms")
			b.ReportMetric(c*1e3, "cpython-ms")
			b.ReportMetric(m/c, "x-cpython")
			line := fmt.Sprintf("%8d pieces: monty %9.3f ms, cpython %9.3f ms", n, m*1e3, c*1e3)
			if prevM, ok := montyMs[n/10]; ok {
				b.ReportMetric(m/prevM, "growth-per-10x")
				line += fmt.Sprintf(", growth per 10x: monty %.1f, cpython %.1f", m/prevM, c/cpythonMs[n/10])
			}
			b.Log(line)
			montyMs[n], cpythonMs[n] = m, c
		})
	}
}

// pythonConcat runs concatProgram's loop of n pieces on CPython and
// returns its CPU time in seconds.
func pythonConcat(b *testing.B, python string, n int) float64 {
	code := concatProgram + fmt.Sprintf(`
import time
_s = time.process_time()
concat(%d)
print(time.process_time() - _s)
`, n)
	out, err := exec.Command(python, "-I", "-S", "-c", code).Output()
	if err != nil {
		b.Fatalf("cpython: %v", err)
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("cpython printed %q", out)
	}
	return v
}
