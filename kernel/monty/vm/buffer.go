package vm

// The buffer protocol, as far as monty has one: bytes, bytearray,
// memoryview and the Go types of other packages that implement Buffer
// (array.array) lend their memory to memoryview, to bytes() and to the
// bytes-like arguments of built-in functions.

// Buffer is implemented by a Go value of a package outside vm whose items
// live in one contiguous byte slice (array.array).
type Buffer interface {
	Value
	// BufferInfo returns the live storage (not a copy; it may move when
	// the object grows), the struct-module format of one item and the
	// item's size in bytes.
	BufferInfo() (b []byte, format string, itemsize int)
}

// exporter describes the memory an object exports: its bytes, the format
// and size of an item, and whether it may be written.
type exporter struct {
	b        []byte
	format   string
	itemsize int
	readonly bool
}

// exportOf returns what x exports; ok is false when x has no buffer.
func exportOf(x Value) (exporter, bool) {
	switch v := x.(type) {
	case *Bytes:
		return exporter{b: v.b, format: "B", itemsize: 1, readonly: true}, true
	case *ByteArray:
		return exporter{b: v.b, format: "B", itemsize: 1}, true
	case Buffer:
		b, f, n := v.BufferInfo()
		return exporter{b: b, format: f, itemsize: n}, true
	case *Object:
		if v.base != nil {
			return exportOf(v.base)
		}
	}
	return exporter{}, false
}

// BufferBytes returns the bytes of any object with a buffer (bytes,
// bytearray, memoryview, array.array), as a C function reading a
// bytes-like argument sees them. The slice aliases the object's storage
// except for a non-contiguous memoryview, whose bytes are copied.
func BufferBytes(x Value) ([]byte, bool) {
	if m, ok := x.(*MemoryView); ok {
		if m.released {
			return nil, false
		}
		if b, ok := m.contiguous(); ok {
			return b, true
		}
		return m.gather(), true
	}
	e, ok := exportOf(x)
	return e.b, ok
}

// WritableBuffer returns the storage of an object with a writable,
// contiguous buffer (bytearray, array.array, a memoryview of either), for
// functions that write into a buffer (struct.pack_into, readinto).
func WritableBuffer(x Value) ([]byte, bool) {
	if m, ok := x.(*MemoryView); ok {
		if m.released || m.readonly {
			return nil, false
		}
		return m.contiguous()
	}
	e, ok := exportOf(x)
	if !ok || e.readonly {
		return nil, false
	}
	return e.b, true
}

// isBufferView reports whether x is a buffer other than bytes and
// bytearray (a memoryview, an array.array), which bytes + x reads too.
func isBufferView(x Value) bool {
	switch x.(type) {
	case *MemoryView, Buffer:
		return true
	}
	return false
}
