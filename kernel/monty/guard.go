package monty

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

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
	cellCtx, cancel := context.WithTimeoutCause(ctx, limits.Timeout, &cellTimeout{limits.Timeout})
	t.Ctx = cellCtx
	stopAfter := context.AfterFunc(cellCtx, func() { interruptFor(t, cellCtx) })
	return func() {
		stopAfter()
		cancel()
	}
}

// cellTimeout is the cause of a cell's context ending at its timeout.
type cellTimeout struct{ d time.Duration }

func (e *cellTimeout) Error() string {
	return "TimeoutError: " + kernel.CellTimeoutMessage(e.d)
}

// interruptFor interrupts t for the end of its cell's context, as a
// timeout or as a KeyboardInterrupt, and returns the pending limit error
// (nil while the context is not done). A host function that returns
// because its context ended calls it, so that the cell stops for the
// limit, not for the function's error, even if the context's own
// goroutine has not interrupted the Thread yet.
func interruptFor(t *vm.Thread, ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	var to *cellTimeout
	if errors.As(context.Cause(ctx), &to) {
		t.Interrupt(vm.LimitTimeout, to.Error())
	} else {
		t.Interrupt(vm.LimitCancelled, "KeyboardInterrupt: the cell was interrupted")
	}
	return t.Interrupted()
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
