package vm

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling OS thread's CPU time (user and system), from
// its CPU-time clock: to the nanosecond, where getrusage's RUSAGE_THREAD
// advances only at the scheduler's tick (4 ms here), which made short
// spans of time.process_time() read as zero.
func threadCPU() (time.Duration, bool) {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
