package vm

import (
	"math"
	"unsafe"
)

// Boxing the results of arithmetic.
//
// A Value holding an Int or a Float outside the small-int table points to
// an 8-byte copy of the number, which Go allocates one at a time (about
// ten nanoseconds each, a third of a numeric loop's time). The loop's
// arithmetic instead takes the copies from a chunk of boxChunk words it
// allocates at once, and hands them out one by one. A chunk stays
// allocated while any of its numbers is live, so a program keeping one
// number in boxChunk holds boxChunk times its size; the memory walk counts
// such a number as a whole chunk (memsize.go), so that the budget holds.
const boxChunk = 32

// floatItab is the itab word of a Float held in a Value.
var floatItab = func() unsafe.Pointer {
	var v Value = Float(math.Pi)
	return (*iface)(unsafe.Pointer(&v)).tab
}()

// boxBigInt boxes an int outside the small-int table (the callers look
// the table up inline: Go would not inline a function doing both).
//
//go:noinline
func (t *Thread) boxBigInt(x int64) Value { return t.boxWord(intItab, uint64(x)) }

// boxWord boxes the bits of a number with the itab word tab.
func (t *Thread) boxWord(tab unsafe.Pointer, x uint64) Value {
	if t.boxLeft == 0 {
		t.refillBoxes()
	}
	t.boxLeft--
	w := &t.boxes[t.boxLeft]
	*w = x
	var v Value
	p := (*iface)(unsafe.Pointer(&v))
	p.tab = tab
	p.data = unsafe.Pointer(w)
	return v
}

// boxFloat returns x as a Value, boxed in the chunk.
func (t *Thread) boxFloat(x float64) Value {
	return t.boxWord(floatItab, math.Float64bits(x))
}

// refillBoxes allocates the next chunk.
//
//go:noinline
func (t *Thread) refillBoxes() {
	t.boxes = new([boxChunk]uint64)
	t.boxLeft = boxChunk
}
