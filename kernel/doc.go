// Package kernel is the contract between backyard's front ends and its two
// Python kernels.
//
// A Kernel runs cells of Python code in one persistent namespace. monty (our
// own interpreter, in-process) and container (CPython in a hardened
// container) both implement it; the Sandbox in kernel/sandbox owns one and
// converts between them by replaying the History.
//
// The rules every kernel keeps:
//
//   - A Python exception is a Result with Success false and Error set, never
//     a Go error. Go errors are for the sandbox itself failing (a dead
//     engine, a closed kernel, code the kernel cannot run).
//   - A timeout or a memory limit ends the cell, sets TimedOut or
//     MemoryLimitHit on the Result, and leaves the kernel usable.
//   - Code the kernel cannot run at all (monty meeting an import it lacks)
//     is refused with a *NotSupportedError before any statement of the cell
//     runs, so a caller may retry it elsewhere with no side effects.
//   - Cancelling the context interrupts the running cell.
//
// Values cross the boundary (inputs, host function arguments and results)
// as plain Go values; see Request.Inputs for the mapping.
package kernel
