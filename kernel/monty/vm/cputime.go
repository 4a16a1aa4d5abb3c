package vm

import (
	"runtime"
	"time"
)

// cpuClock measures the CPU time the interpreter spends running Python:
// while a cell runs, its goroutine is locked to one OS thread, whose CPU
// clock (threadCPU) advances only for this interpreter.
type cpuClock struct {
	spent   time.Duration // CPU time of earlier runs
	mark    time.Duration // the OS thread's clock when this run began
	running bool
	born    time.Time
}

// StartCPUClock locks the calling goroutine to its OS thread and starts
// counting its CPU time for time.process_time() and time.thread_time().
// Call StopCPUClock, on the same goroutine, when the run ends.
func (t *Thread) StartCPUClock() {
	runtime.LockOSThread()
	if now, ok := threadCPU(); ok {
		t.cpu.mark, t.cpu.running = now, true
	}
}

// StopCPUClock adds the run's CPU time and unlocks the OS thread.
func (t *Thread) StopCPUClock() {
	if t.cpu.running {
		if now, ok := threadCPU(); ok {
			t.cpu.spent += now - t.cpu.mark
		}
		t.cpu.running = false
	}
	runtime.UnlockOSThread()
}

// CPUTime is the CPU time the interpreter has used. Where the OS gives no
// per-thread clock, or outside StartCPUClock, it falls back to the time
// since the Thread was created.
func (t *Thread) CPUTime() time.Duration {
	if t.cpu.running {
		if now, ok := threadCPU(); ok {
			return t.cpu.spent + now - t.cpu.mark
		}
	}
	if t.cpu.spent > 0 {
		return t.cpu.spent
	}
	return time.Since(t.cpu.born)
}
