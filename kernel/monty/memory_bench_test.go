package monty_test

// BenchmarkMemoryPerElement builds containers of 1e6 and 3e6 elements
// (list of int, list of float, list of short str, dict int -> int) and
// reports the bytes per element each side holds for them: monty's as the
// growth of Go's live heap (after a collection) across the cell that
// builds the container, CPython's as tracemalloc's count of the bytes
// traced for it, in the same run. "x-cpython" is monty's bytes over
// CPython's; the target is 1.5 at most.
//
//	go test ./kernel/monty -run '^$' -bench MemoryPerElement -benchtime 1x

import (
	"context"
	"fmt"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// memoryKinds are the containers measured, as Python expressions of n.
var memoryKinds = []struct{ name, expr string }{
	{"list_int", "list(range(10**7, 10**7 + n))"},
	{"list_float", "[i * 0.5 for i in range(n)]"},
	{"list_str", "[str(i) for i in range(n)]"},
	{"dict_int_int", "{i: i for i in range(10**7, 10**7 + n)}"},
}

func BenchmarkMemoryPerElement(b *testing.B) {
	python := realPython(b)
	for _, kind := range memoryKinds {
		for _, n := range []int{1000000, 3000000} {
			b.Run(fmt.Sprintf("%s/%d", kind.name, n), func(b *testing.B) {
				var m, c float64
				for i := 0; i < b.N; i++ {
					m = montyBytes(b, kind.expr, n) / float64(n)
					c = pythonBytes(b, python, kind.expr, n) / float64(n)
				}
				b.ReportMetric(m, "monty-B/elem")
				b.ReportMetric(c, "cpython-B/elem")
				b.ReportMetric(m/c, "x-cpython")
			})
		}
	}
}

// montyBytes returns how much Go's live heap grows when a fresh monty
// kernel binds x to expr with n elements. Its budget is 1 GB: the dict of
// 3e6 ints takes about 180 MB, and while its entries grow the array they
// outgrow is live too, past the default 256 MB.
func montyBytes(b *testing.B, expr string, n int) float64 {
	k, err := monty.New(monty.WithLimits(kernel.Limits{MemoryBytes: 1 << 30}))
	if err != nil {
		b.Fatal(err)
	}
	defer k.Close()
	ctx := context.Background()
	if res, err := k.Execute(ctx, kernel.Request{Code: fmt.Sprintf("n = %d\nx = None", n)}); err != nil || !res.Success {
		b.Fatalf("setup: %v %+v", err, res)
	}
	before := liveHeap()
	res, err := k.Execute(ctx, kernel.Request{Code: "x = " + expr})
	if err != nil || !res.Success {
		b.Fatalf("x = %s: %v %+v", expr, err, res.Error)
	}
	after := liveHeap()
	// x stays bound in the kernel until here.
	if res, err := k.Execute(ctx, kernel.Request{Code: "print(len(x))"}); err != nil || strings.TrimSpace(res.Stdout) != strconv.Itoa(n) {
		b.Fatalf("len(x): %v %+v", err, res)
	}
	return float64(after - before)
}

// liveHeap returns the bytes of Go's heap objects after a collection.
func liveHeap() int64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int64(ms.HeapAlloc)
}

// pythonBytes returns the bytes tracemalloc traces for binding x to expr
// with n elements on CPython.
func pythonBytes(b *testing.B, python, expr string, n int) float64 {
	code := fmt.Sprintf(`
import tracemalloc
n = %d
tracemalloc.start()
before = tracemalloc.get_traced_memory()[0]
x = %s
print(tracemalloc.get_traced_memory()[0] - before)
`, n, expr)
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
