package vm

import (
	"math"
	"runtime"
	"runtime/metrics"
	"time"
)

// The memory budget.
//
// A Thread's memory limit bounds what its Python values hold, not what
// they ever allocated: a loop that builds and drops a string a million
// times must not run out, and `a = [a, a]` repeated must. Go's garbage
// collector knows what is live, but only for the whole process, and many
// Threads share one process. So each Thread keeps its own account:
//
//   - Every allocation whose size is known is charged before it happens
//     (Alloc, AllocElems): the big ones in the built-ins that can make them
//     ('a' * n, [0] * n, 2 ** n, str.ljust, bytearray(n), ...), the small
//     ones where containers are built and grown (BUILD_LIST, LIST_APPEND,
//     ...). A charge that alone exceeds what is left of the budget fails at
//     once, before anything is built: MemoryError.
//
//   - The charges add up to an upper bound of what is live: live at the
//     last measurement plus everything charged since. While that bound is
//     under the limit nothing else happens, which is the case for almost
//     every program.
//
//   - When the bound passes the limit, the Thread measures: it walks the
//     values reachable from its roots (modules, the frames on its stack,
//     generators' frames through the generators, the exception being
//     handled, values pinned by built-ins at work) and sums their sizes
//     (memsize.go). That sum replaces the bound, and only if it is still
//     over the limit does the allocation fail.
//
//   - A built-in in the middle of its work holds values in Go variables
//     that no walk can see. What was charged since the interpreter loop
//     last passed a safe point (a backward jump, a call of a Python
//     function) is therefore added to the measurement as in flight. A
//     built-in that calls back into Python while it accumulates (list(g),
//     sorted(key=f)) passes safe points, so it pins what it accumulates
//     instead (pinValues).
//
//   - Allocations nobody charges (an instance's attributes, a closure)
//     would go unseen between measurements, so every so many steps the
//     loop reads the bytes the process allocated since the last
//     measurement (a counter of Go's runtime, cheap to read). What is live
//     now is at most what was live then plus that; only when the sum could
//     pass the limit does the loop measure. The counter counts every
//     goroutine's allocations, garbage included, so it errs on the side
//     of measuring.
//
// A measurement costs time in proportion to the live graph; it runs only
// when the budget looks exceeded or after many steps, so a program that
// stays well under its limit pays for charges only (an add and a
// compare). A program near its limit measures often and slows down,
// as a garbage-collected runtime does near its heap limit; when
// measuring takes more than half of the cell's time the Thread gives up
// with MemoryError rather than crawl.
type memBudget struct {
	limit    int64 // bytes; 0: no limit
	live     int64 // bytes reachable at the last measurement (+ in flight then)
	charged  int64 // bytes charged since the last measurement
	inflight int64 // bytes charged since the last safe point
	objects  int64 // references the last measurement followed
	// room is how many bytes may be charged before the next measurement:
	// what is left of the budget, divided by scale/256, the ratio of real
	// growth to charged growth seen at the last measurement.
	room  int64
	scale int64

	nextMeasure uint64 // t.steps at which the loop looks at the memory next
	// allocs reads the process's allocation counter; allocBase is what it
	// read at the last measurement.
	allocs    [1]metrics.Sample
	allocBase uint64

	pins []*[]Value // values built-ins hold while they call back into Python
	held int64      // bytes built-ins hold outside values (HoldBytes)
	// sinceGC is what was charged since the Thread last had Go collect
	// its garbage (collectGarbage).
	sinceGC int64
	// outgrown is the part of held that is the array a pinned slice last
	// outgrew (holdOutgrown).
	outgrown int64

	// Statistics of the current cell, for the give-up rule and for tests.
	start        time.Time
	measurements int
	measureTime  time.Duration
	peak         int64
}

// Interval bounds, in steps, for the loop's looks at the allocation
// counter; and the bytes one step may allocate without a charge, which
// sets how soon a filling budget is looked at again.
const (
	minMeasureInterval = 1 << 12
	maxMeasureInterval = 1 << 16
	unchargedPerStep   = 128
	// allocCounterLag is what Go's allocation counter may not show yet:
	// it counts small objects when a processor's cached span of their
	// size is swapped, so up to a span per size class per processor.
	allocCounterLag = 4 << 20
)

// allocated returns the bytes the process has allocated since it started.
func (m *memBudget) allocated() uint64 {
	if m.allocs[0].Name == "" {
		m.allocs[0].Name = "/gc/heap/allocs:bytes"
	}
	metrics.Read(m.allocs[:])
	if m.allocs[0].Value.Kind() != metrics.KindUint64 {
		return math.MaxUint64 // unknown: always measure
	}
	return m.allocs[0].Value.Uint64()
}

// mayBeOver reports whether what is live may have passed the limit since
// the last measurement: what was live then, plus what the process
// allocated since.
func (m *memBudget) mayBeOver() bool {
	now := m.allocated()
	if now < m.allocBase {
		return true
	}
	since := now - m.allocBase
	lag := uint64(allocCounterLag * runtime.GOMAXPROCS(0))
	return m.live >= m.limit || since+lag >= uint64(m.limit-m.live)
}

// SetMemoryLimit sets the memory budget in bytes (0: none) and starts a
// new account for the next run: what was charged before counts as live
// until the next measurement finds otherwise.
func (t *Thread) SetMemoryLimit(n int64) {
	m := &t.mem
	m.limit = n
	m.live += m.charged
	m.charged, m.inflight = 0, 0
	m.pins = m.pins[:0]
	m.held, m.outgrown = 0, 0
	m.start = time.Now()
	m.measurements, m.measureTime, m.peak = 0, 0, m.live
	if m.scale == 0 {
		m.scale = 256
	}
	m.setRoom()
	// allocBase stays that of the last measurement: what was allocated
	// since, in this run or the last, may be live.
	m.nextMeasure = t.steps + minMeasureInterval
	if n == 0 {
		m.nextMeasure = math.MaxUint64
	}
	t.poll.Store(m.nextMeasure)
	if t.stop.Load() != nil {
		t.poll.Store(0)
	}
}

// MemoryLimit returns the memory budget in bytes (0: none).
func (t *Thread) MemoryLimit() int64 { return t.mem.limit }

// Alloc charges n bytes about to be allocated against the memory budget.
// Call it before building a str, bytes, int or container whose size is
// known, so that oversized results fail before they exist. The error is a
// *LimitError that Python code cannot catch.
func (t *Thread) Alloc(n int64) error {
	if n < 0 {
		return t.memoryError()
	}
	m := &t.mem
	m.charged += n
	m.inflight += n
	if m.charged <= m.room {
		return nil
	}
	return t.overBudget(n)
}

// AllocElems charges a container of n elements of size bytes each.
func (t *Thread) AllocElems(n, size int64) error {
	if n < 0 || size < 0 || (n > 0 && size > (1<<62)/n) {
		return t.memoryError()
	}
	return t.Alloc(n * size)
}

// overBudget decides a charge of n that took the bound past the limit.
func (t *Thread) overBudget(n int64) error {
	m := &t.mem
	if m.limit == 0 {
		m.room = math.MaxInt64
		return nil
	}
	// Take the charge back while measuring: it is not allocated yet.
	m.charged -= n
	m.inflight -= n
	if n > m.limit {
		return t.memoryError()
	}
	t.collectGarbage()
	t.measure()
	if e := t.stop.Load(); e != nil {
		return e
	}
	if m.live+n > m.limit || t.thrashing() {
		return t.memoryError()
	}
	m.charged += n
	m.inflight += n
	return nil
}

// collectGarbage has Go collect garbage when the budget is full and the
// Thread charged a quarter of it since it last did. The budget bounds
// what is live; what a full budget drops (the old value of x in a loop
// of x <<= n) stays in the heap until Go's collector sweeps it, and with
// large values replaced at every step that can be more than the budget
// again.
func (t *Thread) collectGarbage() {
	m := &t.mem
	if m.sinceGC+m.charged < m.limit/4 {
		return
	}
	runtime.GC()
	m.sinceGC = -m.charged
}

// thrashing reports whether measuring has taken more than half of the
// cell's time (after enough measurements to tell).
func (t *Thread) thrashing() bool {
	m := &t.mem
	return m.measurements >= 8 && m.live > m.limit/2 && m.measureTime > time.Since(m.start)/2
}

func (t *Thread) memoryError() error {
	return &LimitError{Kind: LimitMemory, Msg: "MemoryError: memory limit exceeded"}
}

// safePoint is where the loop stands between instructions of the
// innermost frame (a backward jump, the call of a Python function): it
// checks for interruption, at every jump so that one slow built-in per
// iteration cannot delay the timeout by hundreds of iterations, and
// measures the memory when its interval has passed. Charges made before a
// safe point are no longer in flight.
func (t *Thread) safePoint() error {
	t.mem.inflight = 0
	if t.steps < t.poll.Load() {
		return nil
	}
	return t.safePointSlow()
}

func (t *Thread) safePointSlow() error {
	m := &t.mem
	if m.limit == 0 {
		m.nextMeasure = math.MaxUint64
	} else if t.steps >= m.nextMeasure {
		if !m.mayBeOver() {
			m.nextMeasure = t.steps + m.pollInterval()
		} else {
			t.measure()
			if m.live > m.limit || t.thrashing() {
				return t.memoryError()
			}
		}
	}
	// An Interrupt between the store and the load below stores 0 after
	// this store, so the next safe point sees it.
	t.poll.Store(m.nextMeasure)
	if e := t.stop.Load(); e != nil {
		t.poll.Store(0)
		return e
	}
	return nil
}

// chargeAppend charges the growth of elems by n more values, when they do
// not fit its capacity: the whole new array append allocates, since the
// old one stays live while it is copied (a list of half the budget cannot
// grow past it).
func (t *Thread) chargeAppend(elems []Value, n int) error {
	if len(elems)+n <= cap(elems) {
		return nil
	}
	return t.AllocElems(int64(grownCap(cap(elems), len(elems)+n)), valueSlot)
}

// chargeBytesAppend charges the growth of a bytearray's b by n more
// bytes, when they do not fit its capacity: the new array append
// allocates, while the old one becomes garbage.
func (t *Thread) chargeBytesAppend(b []byte, n int) error {
	if len(b)+n <= cap(b) {
		return nil
	}
	return t.Alloc(int64(grownCap(cap(b), len(b)+n)))
}

// grownCap is about the capacity append grows a slice of capacity c to
// when it needs room for need elements (Go doubles small slices, adds a
// quarter to large ones).
func grownCap(c, need int) int {
	n := 2 * c
	if c >= 256 {
		n = c + (c+3*256)/4
	}
	return max(n, need)
}

// chargeDictInsert charges the growth of d by one entry, when its entries
// are full.
func (t *Thread) chargeDictInsert(d *Dict) error {
	if len(d.entries) < cap(d.entries) {
		return nil
	}
	n := int64(max(cap(d.entries), 8))
	return t.Alloc(n * (sizeDictEntry + 8))
}

// chargeSetInsert charges the growth of s's table by one entry, when it is
// about to be resized.
func (t *Thread) chargeSetInsert(s *Set) error {
	if (s.fill+1)*5 < (len(s.table)-1)*3 {
		return nil
	}
	return t.AllocElems(int64(max(len(s.table), 8))*4, sizeSetEntry)
}

// measure replaces the bound with the size of what is reachable plus what
// is in flight, and schedules the next measurement.
func (t *Thread) measure() {
	m := &t.mem
	start := time.Now()
	size, objects := t.liveSize()
	if size < 0 {
		// Interrupted: the caller returns the interruption.
		m.measureTime += time.Since(start)
		return
	}
	// Learn how well the charges predict growth: real growth over charged
	// growth, between three quarters and sixteen. Charges that miss
	// allocations make the next measurement come sooner; charges that
	// overstate them (a preallocated table half used) later, so that a
	// structure growing to the limit is not measured again and again as
	// it nears it.
	grown, chargedBytes := size-m.live, m.charged
	switch {
	case chargedBytes <= 1<<16:
	case grown >= chargedBytes:
		m.scale = min(16*256, grown*256/chargedBytes)
	case chargedBytes >= m.limit/16:
		// Charges overstating growth is learnt from a long interval
		// only, and not below 3/4: a program whose allocations change
		// must not overshoot the budget by much before it is measured.
		m.scale = max(192, grown*256/chargedBytes)
	default:
		m.scale = 256
	}
	m.live = size + m.inflight + m.held
	m.sinceGC += m.charged
	m.charged = 0
	m.setRoom()
	m.objects = objects
	m.measurements++
	m.measureTime += time.Since(start)
	m.peak = max(m.peak, m.live)
	m.allocBase = m.allocated()
	m.nextMeasure = t.steps + m.pollInterval()
}

// pollInterval is the number of steps until the loop looks at the
// allocation counter again (mayBeOver): often enough that the budget
// cannot fill at unchargedPerStep bytes a step in between.
func (m *memBudget) pollInterval() uint64 {
	room := (m.limit - m.live) / unchargedPerStep
	return uint64(max(minMeasureInterval, min(maxMeasureInterval, room)))
}

// HoldBytes charges n bytes that a built-in keeps in Go memory no walk can
// see (a result being built by a library) while it calls back into
// Python: unlike a charge, they count at every measurement until
// ReleaseBytes gives them back.
func (t *Thread) HoldBytes(n int64) error {
	if err := t.Alloc(n); err != nil {
		return err
	}
	t.mem.held += n
	return nil
}

// chargePinnedAppend is chargeAppend for a slice a built-in has pinned
// (pinValues) while it fills it: measurements walk the slice itself, so
// its growth is charged to the bound but not kept in flight (there, the
// charges of a list(range(10**6)) would add up to five times the final
// array, which no one holds). The array it outgrows is held instead
// (holdOutgrown).
func (t *Thread) chargePinnedAppend(elems []Value, n int) error {
	if len(elems)+n <= cap(elems) {
		return nil
	}
	size := int64(grownCap(cap(elems), len(elems)+n)) * valueSlot
	if err := t.Alloc(size); err != nil {
		return err
	}
	t.mem.inflight = max(0, t.mem.inflight-size)
	t.holdOutgrown(elems)
	return nil
}

// holdOutgrown counts, at every measurement, the array of a pinned slice
// that is about to be outgrown (when it is full): garbage once the append
// copies it, but not collected at once, and while the pinned slice grows
// a measurement sees only the new array. It replaces the array held
// before; holdOutgrown(nil) returns the function that gives the last one
// back, for a defer.
func (t *Thread) holdOutgrown(elems []Value) func() {
	m := &t.mem
	if elems != nil && len(elems) == cap(elems) {
		old := int64(cap(elems)) * valueSlot
		m.held = max(0, m.held-m.outgrown) + old
		m.outgrown = old
		return nil
	}
	if elems == nil {
		return func() {
			m.held = max(0, m.held-m.outgrown)
			m.outgrown = 0
		}
	}
	return nil
}

// ReleaseBytes gives back bytes held with HoldBytes.
func (t *Thread) ReleaseBytes(n int64) { t.mem.held = max(0, t.mem.held-n) }

// setRoom computes room from the limit, what is live and scale.
func (m *memBudget) setRoom() {
	switch {
	case m.limit == 0:
		m.room = math.MaxInt64
	case m.live >= m.limit:
		m.room = 0
	default:
		m.room = (m.limit - m.live) * 256 / max(m.scale, 192)
	}
}

// pinValues makes the values *p reachable for measurements until
// unpinValues is called with the returned mark: a built-in that
// accumulates values in a Go slice while it calls back into Python
// (list(generator), sorted with a key) pins the slice, so that the partial
// result counts as live.
func (t *Thread) pinValues(p *[]Value) (mark int) {
	t.mem.pins = append(t.mem.pins, p)
	return len(t.mem.pins) - 1
}

// unpinValues releases the pin of pinValues and those made after it. (A
// panic may skip releases; SetMemoryLimit drops them for the next run.)
func (t *Thread) unpinValues(mark int) {
	if mark < len(t.mem.pins) {
		clear(t.mem.pins[mark:])
		t.mem.pins = t.mem.pins[:mark]
	}
}

// MemoryStats describe a Thread's memory account.
type MemoryStats struct {
	Limit        int64 // the budget in bytes (0: none)
	Live         int64 // bytes live at the last measurement
	Charged      int64 // bytes charged since
	Peak         int64 // the largest measurement of the current run
	Measurements int   // measurements made in the current run
	MeasureTime  time.Duration
}

// MemoryStats returns the Thread's memory account.
func (t *Thread) MemoryStats() MemoryStats {
	m := &t.mem
	return MemoryStats{Limit: m.limit, Live: m.live, Charged: m.charged, Peak: m.peak,
		Measurements: m.measurements, MeasureTime: m.measureTime}
}

// MeasureMemory measures the bytes reachable from the Thread's roots and
// from extra (a namespace between runs, which no frame holds then).
func (t *Thread) MeasureMemory(extra ...Value) int64 {
	size, _ := t.liveSize(extra...)
	return max(size, 0)
}

// instanceDictSize is about what the __dict__ of a new instance of cls
// takes, sized for the attributes its instances had so far.
func instanceDictSize(cls *Type) int64 {
	return sizeDict + int64(max(cls.dictHint, 4))*(sizeDictEntry+8)
}
