// Package loadfactor lets a test's timing bound scale with the machine's
// load, measured in the same test: a bound of "100 ms past the deadline"
// means 100 ms of a CPU the interpreter has to itself, which a shared,
// loaded 2-core machine may give at a third of its speed.
//
// Factor runs a short calibration loop on a locked OS thread and compares
// the wall time it took with the CPU time the thread got; Scale stretches
// a bound by that ratio. On an idle machine the factor is 1.
package loadfactor

import (
	"runtime"
	"time"

	"golang.org/x/sys/unix"
)

// calibration is the CPU work of one calibration run: long enough to
// span several scheduler slices, short enough to be noise in a test.
const calibration = 20 * time.Millisecond

// maxFactor caps the factor: past it the machine is too loaded for any
// timing bound to mean something, and the test should fail and say so.
const maxFactor = 20

// Factor returns wall time over CPU time for a short busy loop on this
// goroutine's own OS thread: 1 when the thread ran unhindered, 3 when it
// got a third of a CPU.
func Factor() float64 {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	startCPU, ok := threadCPU()
	if !ok {
		return 1
	}
	start := time.Now()
	x := uint64(1)
	for {
		for i := 0; i < 1<<14; i++ {
			x = x*6364136223846793005 + 1442695040888963407
		}
		cpu, _ := threadCPU()
		if cpu-startCPU >= calibration {
			f := float64(time.Since(start)) / float64(cpu-startCPU)
			if x == 0 { // keeps the loop from being optimised away
				f++
			}
			return min(max(f, 1), maxFactor)
		}
	}
}

// Scale returns bound stretched by the machine's current load factor.
func Scale(bound time.Duration) time.Duration {
	return time.Duration(float64(bound) * Factor())
}

// threadCPU is the CPU time (user and system) of the calling OS thread,
// from its CPU-time clock: getrusage's RUSAGE_THREAD moves only at the
// scheduler's tick (4 ms), a fifth of the calibration.
func threadCPU() (time.Duration, bool) {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
