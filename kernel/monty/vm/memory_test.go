package vm

import (
	"runtime"
	"sync"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// runOn runs src as a module on th with g as its namespace.
func runOn(t *testing.T, th *Thread, g *Dict, src string) error {
	t.Helper()
	tree, err := syntax.Parse("<test>", []byte(src), syntax.ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	code, err := compile.Compile("<test>", tree, compile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = th.RunCode(Load(code), g, g)
	return err
}

func heapInUse() int64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int64(ms.HeapAlloc)
}

// TestMeasureMatchesHeap checks that a measurement of the live values is
// close to what Go's heap holds for them: at least most of it (else the
// budget lets the heap grow past the limit) and not much more (else it
// refuses programs that fit).
func TestMeasureMatchesHeap(t *testing.T) {
	tests := []struct{ name, src string }{
		{"ints", "x = list(range(100000, 400000))"},
		{"strs", "x = [str(i) * 3 for i in range(200000)]"},
		{"nested", "x = []\nfor i in range(200000):\n    x = [x, i]"},
		{"nested shared", "x = []\nfor i in range(200000):\n    x = [x, x]"},
		{"nested tuples", "x = ()\nfor i in range(200000):\n    x = (x, x, x)"},
		{"nested dicts", "x = {}\nfor i in range(200000):\n    x = {i: x, -i: x}"},
		{"dicts", "x = [{'a': i, 'b': [i]} for i in range(100000)]"},
		{"tuples", "x = [(i, i + 1.5) for i in range(200000)]"},
		{"objects", "class P:\n    def __init__(self, i):\n        self.i = i\n        self.s = 'x'\nx = [P(i) for i in range(100000)]"},
		{"big string", "x = 'ab' * 10**7"},
		{"string of +=", "x = ''\nfor i in range(10**6):\n    x += 'abcde'"},
		{"strings of +=", "x = []\nfor i in range(10**5):\n    s = str(i)\n    s += 'abc'\n    x.append(s)"},
		{"sets", "x = [{i, i + 1} for i in range(100000)]"},
		{"through an iterator", "x = iter([{'a': i, 'b': [i]} for i in range(100000)])"},
		{"through a bound method", "x = [{'a': i} for i in range(100000)].copy"},
		{"strs through a dict of few entries", "x = [{'k': str(i) * 30} for i in range(50000)]"},
		{"closures", "def mk(i):\n    def f():\n        return i\n    return f\nx = [mk(i) for i in range(100000)]"},
	}
	// The small-int table is built a chunk at a time, once per process,
	// and is not any interpreter's memory: build it all before measuring.
	for x := int64(smallIntMin); x <= smallIntMax; x += smallIntChunkLen {
		MakeInt(x)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := NewThread(Options{})
			g := th.NewMainDict()
			if err := runOn(t, th, g, "x = None"); err != nil {
				t.Fatal(err)
			}
			before, mBefore := heapInUse(), th.MeasureMemory(g)
			if err := runOn(t, th, g, tt.src); err != nil {
				t.Fatal(err)
			}
			// What the walk finds must stay reachable, not the measurement.
			after, mAfter := heapInUse(), th.MeasureMemory(g)
			heap, measured := after-before, mAfter-mBefore
			runtime.KeepAlive(g)
			t.Logf("heap %d, measured %d (%.2f)", heap, measured, float64(measured)/float64(heap))
			if measured < heap*9/10 || measured > heap*13/10 {
				t.Errorf("measured %d bytes for a heap of %d", measured, heap)
			}
		})
	}
}

func BenchmarkMeasure(b *testing.B) {
	for _, bm := range []struct{ name, src string }{
		{"list", "x = [{'a': i, 'b': [i, str(i)]} for i in range(100000)]"},
		// Reached through an iterator, which reflection took apart.
		{"iterator", "x = iter([{'a': i, 'b': [i, str(i)]} for i in range(100000)])"},
	} {
		b.Run(bm.name, func(b *testing.B) {
			th := NewThread(Options{})
			g := th.NewMainDict()
			tree, _ := syntax.Parse("<b>", []byte(bm.src), syntax.ModeExec)
			code, _ := compile.Compile("<b>", tree, compile.Options{})
			if _, err := th.RunCode(Load(code), g, g); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			var objects int64
			for i := 0; i < b.N; i++ {
				_, objects = th.liveSize(g)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(objects), "ns/value")
		})
	}
}

// TestWalkStopsWhenInterrupted checks that a measurement ends early once
// the Thread is interrupted (a timeout must not wait for the walk of a
// huge graph), and that the interrupted measurement leaves the account
// alone.
func TestWalkStopsWhenInterrupted(t *testing.T) {
	th := NewThread(Options{})
	g := th.NewMainDict()
	if err := runOn(t, th, g, "x = [[i] for i in range(100000)]"); err != nil {
		t.Fatal(err)
	}
	if size, _ := th.liveSize(g); size <= 0 {
		t.Fatalf("live size %d before the interruption", size)
	}
	th.Interrupt(LimitTimeout, "timeout")
	if size, objects := th.liveSize(g); size >= 0 || objects > 1<<13 {
		t.Errorf("interrupted walk: size %d after %d objects, want -1 within %d", size, objects, 1<<13)
	}
	before := th.MemoryStats()
	th.measure()
	if after := th.MemoryStats(); after.Live != before.Live || after.Measurements != before.Measurements {
		t.Errorf("interrupted measurement changed the account: %+v -> %+v", before, after)
	}
}

// TestSmallIntTable checks the lazily built small-int table: every int in
// its range boxes to itself, and boxing it again allocates nothing.
func TestSmallIntTable(t *testing.T) {
	for _, x := range []int64{smallIntMin, -1, 0, 255, 256, 4095, 4096, smallIntMax - 1, smallIntMax, smallIntMax + 1, smallIntMin - 1} {
		if got := MakeInt(x); got != Int(x) {
			t.Errorf("MakeInt(%d) = %v", x, got)
		}
	}
	// Interpreters on other goroutines build chunks at the same time
	// (go test -race checks the table's publication).
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := int64(smallIntMax); x >= smallIntMin; x -= 997 {
				if got := MakeInt(x); got != Int(x) {
					t.Errorf("MakeInt(%d) = %v", x, got)
				}
			}
		}()
	}
	wg.Wait()
	for _, x := range []int64{smallIntMin, 300, 100000, smallIntMax} {
		MakeInt(x)
		if n := testing.AllocsPerRun(100, func() { _ = MakeInt(x) }); n != 0 {
			t.Errorf("MakeInt(%d) allocates %v times once its chunk is built", x, n)
		}
	}
}
