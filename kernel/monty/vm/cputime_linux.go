package vm

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling OS thread's user and system CPU time.
func threadCPU() (time.Duration, bool) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
