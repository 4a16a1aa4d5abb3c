package vm

import (
	"runtime"
	"slices"
	"testing"
	"time"
)

// TestCPUClockResolution: the interpreter's CPU clock (time.process_time)
// moves by far less than a millisecond at a time, as CPython's does; a
// clock that advances only at the scheduler's tick moves by 4 ms steps.
func TestCPUClockResolution(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, ok := threadCPU(); !ok {
		t.Skip("no per-thread CPU clock on this system")
	}
	// The median step: a tick clock's first step can be a fraction of a
	// tick, the others are whole ticks.
	steps := make([]time.Duration, 21)
	for i := range steps {
		t0, _ := threadCPU()
		t1 := t0
		for t1 == t0 {
			t1, _ = threadCPU()
		}
		steps[i] = t1 - t0
	}
	slices.Sort(steps)
	if median := steps[len(steps)/2]; median >= time.Millisecond {
		t.Fatalf("the thread's CPU clock moves by %v at a time (median of %d steps), want under 1ms", median, len(steps))
	}
}
