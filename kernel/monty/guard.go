package monty

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// recoverPanic turns a Go panic anywhere in Execute — the parser, the
// loop, the repr of the final value, the message of the exception that
// ended the cell — into a Result with an internal error, so that no
// program can take the host process down. The kernel stays usable: the
// Thread is readied for the next cell. Deferred first thing in Execute,
// with the Result and error Execute returns.
func (k *Kernel) recoverPanic(res **kernel.Result, err *error) {
	r := recover()
	if r == nil {
		return
	}
	if debugPanics {
		panic(r)
	}
	if k.thread != nil {
		k.thread.Recover()
		k.thread.Stdout, k.thread.Stderr, k.thread.Ctx = nil, nil, nil
	}
	ie := &internalError{msg: fmt.Sprint(r), stack: string(debug.Stack())}
	out := &kernel.Result{Backend: kernel.Monty}
	if *res != nil {
		out.Stdout, out.Stderr, out.Duration = (*res).Stdout, (*res).Stderr, (*res).Duration
	}
	out.Error = &kernel.PyError{Type: "SystemError", Message: ie.Error()}
	out.Error.Traceback = out.Error.Error() + "\n"
	*res, *err = out, nil
}

// startLimits arms the cell's timeout and the caller's cancellation: the
// Thread's context (what host functions, time.sleep and re see) ends at
// the deadline or when ctx does, and then the Thread is interrupted, as a
// timeout or as a KeyboardInterrupt. The returned function disarms both.
func startLimits(ctx context.Context, t *vm.Thread, limits kernel.Limits) (stop func()) {
	cellCtx, cancel := context.WithTimeout(ctx, limits.Timeout)
	t.Ctx = cellCtx
	stopAfter := context.AfterFunc(cellCtx, func() {
		if ctx.Err() != nil {
			t.Interrupt(vm.LimitCancelled, "KeyboardInterrupt: the cell was interrupted")
			return
		}
		t.Interrupt(vm.LimitTimeout, fmt.Sprintf("TimeoutError: the cell ran past its timeout of %v", limits.Timeout))
	})
	return func() {
		stopAfter()
		cancel()
	}
}

// MemoryStats returns the memory account of the kernel's interpreter: the
// budget, what was live at the last measurement, and how often the
// current or last cell measured.
func (k *Kernel) MemoryStats() vm.MemoryStats {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.thread == nil {
		return vm.MemoryStats{}
	}
	return k.thread.MemoryStats()
}

// MeasureMemory measures the bytes the session holds now: its namespace,
// its modules and the interpreter's own tables.
func (k *Kernel) MeasureMemory() int64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.thread == nil {
		return 0
	}
	return k.thread.MeasureMemory(k.globals)
}
