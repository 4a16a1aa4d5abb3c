package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

// Hooks for the standard-library packages (kernel/monty/stdlib/...): the
// few VM internals a module written in Go needs, exported here so that the
// rest of the VM keeps its unexported names. Everything here only reads or
// forwards; nothing adds state.

// Interrupted returns the limit error (timeout, cancellation, memory) that
// is pending for the Thread, or nil. A built-in that can run long (sleep, a
// regular-expression match, encoding a large document) calls it now and
// then and returns the error as is: Python code cannot catch it.
func (t *Thread) Interrupted() error { return t.check() }

// WrapInstance returns the instance of cls that holds base, the Go value of
// a native type: base itself when cls is that native type, an instance of
// the Python subclass cls wrapping it otherwise (the methods of the native
// type find base again through Object.Base).
func WrapInstance(cls *Type, base Value) Value { return wrapInstance(cls, base) }

// BinaryOp computes x op y as the operator would, dunders included.
func (t *Thread) BinaryOp(op compile.BinaryOp, x, y Value) (Value, error) {
	return t.binaryOp(op, x, y)
}

// BytesLike returns the bytes of a bytes or bytearray value (or of an
// instance of a subclass of either), without copying; ok is false for
// anything else.
func BytesLike(x Value) (b []byte, ok bool) {
	switch v := unwrapBase(x).(type) {
	case *Bytes:
		return v.b, true
	case *ByteArray:
		return v.b, true
	}
	return nil, false
}

// SliceIndices resolves a slice against a sequence of length n, as
// slice.indices does; the result's length is SliceLength of the three.
func (t *Thread) SliceIndices(s *Slice, n int) (start, stop, step int, err error) {
	return t.sliceIndices(s, n)
}

// SliceLength is the number of items from start to stop by step.
func SliceLength(start, stop, step int) int { return sliceLength(start, stop, step) }
