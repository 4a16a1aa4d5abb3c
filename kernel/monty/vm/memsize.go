package vm

import (
	"reflect"
	"unsafe"
)

// Measuring the live values of a Thread (see memory.go for when and why).
//
// The walk starts at the Thread's roots and visits every value reachable
// from them once, adding up the bytes Go allocated for it: the struct, the
// backing arrays of its slices, the bytes of its strings. Values are
// remembered by address in a bitmap (markSet), so shared and cyclic
// structures count once, and a work list instead of recursion lets the
// walk follow a list nested a million deep.
//
// The built-in types, and what hangs off them, are shared by every Thread
// and never change: the walk does not enter them. The common values have
// a case of their own; any other Value (the iterators, descriptors, the
// types of Go-written modules) is taken apart with reflection, which finds
// the Values in its fields without following pointers to anything else,
// so the walk never reads state that is not the Thread's own.

// liveSize walks the values reachable from the Thread's roots and returns
// their size in bytes and the number of references it followed (what the
// walk cost).
func (t *Thread) liveSize(extra ...Value) (bytes, objects int64) {
	w := &memWalker{marks: newMarkSet()}
	w.values(extra)
	w.add(int64(unsafe.Sizeof(*t)))
	// The Thread's fields that hold values (builtins, modules, the
	// exception being handled, what packages keep in Local, and whatever
	// field is added later) are found by reflection; the frame pool and
	// the pins are walked here.
	w.reflectFields(reflect.ValueOf(t).Elem(), 0)
	for _, f := range t.frames {
		w.frame(f)
	}
	for _, p := range t.mem.pins {
		if p != nil {
			w.values(*p)
		}
	}
	w.run()
	return w.bytes, w.objects
}

// memWalker is the state of one walk.
type memWalker struct {
	marks   *markSet
	numbers *markSet // the blocks of number boxes counted (see number)
	work    []workItem
	bytes   int64
	objects int64
	// visit, when set, sees every value the walk reaches (finding the
	// generators still reachable, genfinal.go).
	visit func(Value)
}

// reflectThread is the Thread's struct, whose fields hold roots.
func reflectThread(t *Thread) reflect.Value { return reflect.ValueOf(t).Elem() }

// workItem is what remains to visit, last in first out: a value, or the
// rest of a wide container's elements (values, dict entries or set
// entries), so that a wide container takes one item, not one per element.
// Small containers push their elements one by one, first element on top,
// so that the leaves of a nested structure are visited at once and what
// stays pending grows with the nesting only where it must.
type workItem struct {
	v    Value
	p    unsafe.Pointer // the next element of a container
	n    int            // elements left
	kind uint8
}

const (
	workValues = iota + 1
	workEntries
	workTable
)

// Go's allocation sizes: a value's size rounded up to the allocator's
// granularity, and the size of an interface or a pointer slot.
const (
	valueSlot = int64(unsafe.Sizeof(Value(nil)))
	wordSize  = int64(unsafe.Sizeof(uintptr(0)))
)

func allocSize(n int64) int64 {
	if n <= 0 {
		return 0
	}
	if n <= 16 {
		return 16
	}
	return (n + 15) &^ 15
}

func (w *memWalker) add(n int64) { w.bytes += allocSize(n) }

// push queues v unless it was queued before. Values are marked when they
// are queued, not when visited, so that a value reachable many times
// (a = [a, a]) takes one entry of the work list, not one per reference.
func (w *memWalker) push(v Value) {
	if w.claim(v) {
		w.work = append(w.work, workItem{v: v})
	}
}

// claim marks v and reports whether it is still to be visited: false for
// a value seen before, and for the values that hold nothing (ints and
// floats, counted here).
func (w *memWalker) claim(v Value) bool {
	w.objects++
	switch x := v.(type) {
	case nil, NoneType, Bool:
		return false
	case Int:
		if x < smallIntMin || x > smallIntMax {
			w.number(v)
		}
		return false
	case Float:
		w.number(v)
		return false
	case Tuple:
		return cap(x) > 0 && !w.seen(unsafe.Pointer(unsafe.SliceData(x)))
	}
	// The data word of the interface: the pointer itself for the pointer
	// types, else the value's boxed copy.
	p := (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1]
	return p != nil && !w.seen(p)
}

func (w *memWalker) values(vs []Value) {
	if len(vs) <= 8 {
		for i := len(vs) - 1; i >= 0; i-- {
			w.push(vs[i])
		}
		return
	}
	w.work = append(w.work, workItem{p: unsafe.Pointer(unsafe.SliceData(vs)), n: len(vs), kind: workValues})
}

func (w *memWalker) entries(es []dictEntry) {
	if len(es) <= 8 {
		for i := len(es) - 1; i >= 0; i-- {
			if es[i].key != nil {
				w.push(es[i].value)
				w.push(es[i].key)
			}
		}
		return
	}
	w.work = append(w.work, workItem{p: unsafe.Pointer(unsafe.SliceData(es)), n: len(es), kind: workEntries})
}

func (w *memWalker) table(ts []setEntry) {
	if len(ts) <= 8 {
		for i := len(ts) - 1; i >= 0; i-- {
			if k := ts[i].key; k != setDummy {
				w.push(k)
			}
		}
		return
	}
	w.work = append(w.work, workItem{p: unsafe.Pointer(unsafe.SliceData(ts)), n: len(ts), kind: workTable})
}

// seen marks the value at p and reports whether it was marked already.
// number counts the box of an int or float. The loop's arithmetic boxes
// numbers in chunks (box.go) that stay allocated while any of their
// numbers is live, so a box counts as the whole boxChunk-word block of
// addresses it lies in, once per block: a program keeping one number in
// boxChunk is charged what it holds, and numbers boxed side by side (a
// list of them, built in a loop) still count about 8 bytes each.
func (w *memWalker) number(v Value) {
	const block = boxChunk * 8
	p := uintptr((*iface)(unsafe.Pointer(&v)).data) &^ (block - 1)
	if w.numbers == nil {
		w.numbers = newMarkSet()
	}
	if w.numbers.mark(p) {
		w.bytes += block
	}
}

func (w *memWalker) seen(p unsafe.Pointer) bool {
	return !w.marks.mark(uintptr(p))
}

func (w *memWalker) run() {
	for len(w.work) > 0 {
		it := &w.work[len(w.work)-1]
		var v, next Value
		var size uintptr
		claimed := false
		switch it.kind {
		case 0:
			v, claimed = it.v, true
		case workValues:
			v, size = *(*Value)(it.p), uintptr(valueSlot)
		case workEntries:
			if e := (*dictEntry)(it.p); e.key != nil {
				v, next = e.key, e.value
			}
			size = unsafe.Sizeof(dictEntry{})
		case workTable:
			if e := (*setEntry)(it.p); e.key != setDummy {
				v = e.key
			}
			size = unsafe.Sizeof(setEntry{})
		}
		// Advance within the elements, never past the last one: the
		// collector must not see a pointer beyond the array.
		if it.n > 1 {
			it.p = unsafe.Add(it.p, size)
			it.n--
		} else {
			*it = workItem{}
			w.work = w.work[:len(w.work)-1]
		}
		w.push(next)
		if claimed || w.claim(v) {
			w.value(v)
		}
	}
}

// value counts v, if not counted yet, and queues the values it holds.
func (w *memWalker) value(v Value) {
	if w.visit != nil {
		w.visit(v)
	}
	switch x := v.(type) {
	case NoneType, Bool, notImplementedType, ellipsisType:
		return
	case Int, Float:
		return // counted by push
	case *Str:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(len(x.s)))
	case *BigInt:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.b.Bits())) * wordSize)
	case *List:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.elems)) * valueSlot)
		w.values(x.elems)
	case Tuple:
		if cap(x) == 0 {
			return
		}
		w.add(int64(unsafe.Sizeof(x))) // the slice header boxed in the interface
		w.add(int64(cap(x)) * valueSlot)
		w.values(x)
	case *Dict:
		w.dict(x)
	case *Set:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.table)) * int64(unsafe.Sizeof(setEntry{})))
		w.table(x.table)
	case *Bytes:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.b)))
	case *ByteArray:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.b)))
	case *Object:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.slots)) * valueSlot)
		w.push(x.class)
		if x.dict != nil {
			w.push(x.dict)
		}
		w.values(x.slots)
		w.push(x.base)
	case *Type:
		if x.builtin {
			return
		}
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.bases)+cap(x.mro)+cap(x.subclasses)) * wordSize)
		w.add(int64(len(x.attrs)) * 3 * valueSlot)
		w.add(int64(len(x.name) + len(x.qualname)))
		if x.dict != nil {
			w.push(x.dict)
		}
		for _, b := range x.mro {
			w.push(b)
		}
		for _, s := range x.subclasses {
			w.push(s)
		}
		if x.meta != nil {
			w.push(x.meta)
		}
	case *Function:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.closure)) * wordSize)
		w.push(x.code)
		if x.globals != nil {
			w.push(x.globals)
		}
		if x.defaults != nil {
			w.push(x.defaults)
		}
		if x.kwdefaults != nil {
			w.push(x.kwdefaults)
		}
		for _, c := range x.closure {
			if c != nil {
				w.push(c)
			}
		}
		if x.dict != nil {
			w.push(x.dict)
		}
		w.push(x.annotations)
		w.push(x.doc)
		w.push(x.module)
	case *Code:
		w.add(int64(unsafe.Sizeof(*x)))
		w.add(int64(cap(x.insns)) * 4)
		w.add(int64(cap(x.consts)+cap(x.names)+cap(x.varnames)) * valueSlot)
		w.add(int64(cap(x.caches)) * int64(unsafe.Sizeof(inlineCache{})))
		w.values(x.consts)
		for i := range x.caches {
			w.push(x.caches[i].value)
		}
	case *Cell:
		w.add(int64(unsafe.Sizeof(*x)))
		w.push(x.V)
	case *Module:
		w.add(int64(unsafe.Sizeof(*x)))
		if x.dict != nil {
			w.push(x.dict)
		}
	case *Generator:
		w.add(int64(unsafe.Sizeof(*x)))
		w.frame(x.frame)
		if x.exc != nil {
			w.push(x.exc)
		}
		w.push(x.yieldFrom)
	case *Exception:
		w.add(int64(unsafe.Sizeof(*x)))
		if x.args != nil {
			w.push(x.args)
		}
		if x.dict != nil {
			w.push(x.dict)
		}
		if x.tb != nil {
			w.push(x.tb)
		}
		w.push(x.cause)
		if x.context != nil {
			w.push(x.context)
		}
		w.push(x.payload)
	case *Traceback:
		w.add(int64(unsafe.Sizeof(*x)))
		if x.next != nil {
			w.push(x.next)
		}
	case *Builtin:
		w.add(int64(unsafe.Sizeof(*x)))
		w.push(x.self)
	default:
		if !w.reflectValue(v) {
			return
		}
	}
}

func (w *memWalker) dict(d *Dict) {
	w.add(int64(unsafe.Sizeof(*d)))
	w.add(int64(cap(d.entries)) * int64(unsafe.Sizeof(dictEntry{})))
	w.add(int64(cap(d.index)) * 4)
	w.entries(d.entries)
}

// frame counts a frame's slots and queues what they hold. Frames are not
// values; the pool's frames are reached from the Thread, a generator's
// from the generator. Fields other than the slots are found by
// reflection, so that a field added to Frame is not missed.
func (w *memWalker) frame(f *Frame) {
	if f == nil || w.seen(unsafe.Pointer(f)) {
		return
	}
	w.add(int64(unsafe.Sizeof(*f)))
	w.add(int64(cap(f.slots)) * valueSlot)
	w.values(f.slots[:cap(f.slots)])
	rv := reflect.ValueOf(f).Elem()
	for i := 0; i < rv.NumField(); i++ {
		if frameType.Field(i).Name != "slots" {
			w.reflectFields(rv.Field(i), 1)
		}
	}
}

var frameType = reflect.TypeFor[Frame]()

// reflectValue counts a value of a type without a case of its own,
// queueing the Values in its fields; false for a nil pointer.
func (w *memWalker) reflectValue(v Value) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return false
		}
		rv = rv.Elem()
	} else {
		// A value type boxed in the interface: copy it where its fields
		// can be read.
		p := reflect.New(rv.Type())
		p.Elem().Set(rv)
		rv = p.Elem()
	}
	w.add(int64(rv.Type().Size()))
	w.reflectFields(rv, 0)
	return true
}

var valueType = reflect.TypeFor[Value]()

// reflectFields queues the Values held in rv (addressable): in interface
// fields, pointer fields of Value types, and slices, arrays, maps and
// structs of those, counting the backing arrays of slices. Pointers to
// anything else are not followed: they may lead to state shared between
// Threads, such as a cache guarded by a lock the walk does not hold.
func (w *memWalker) reflectFields(rv reflect.Value, depth int) {
	if depth > 8 {
		return
	}
	if rv.CanAddr() && !rv.CanInterface() {
		rv = reflect.NewAt(rv.Type(), unsafe.Pointer(rv.UnsafeAddr())).Elem()
	}
	switch rv.Kind() {
	case reflect.Interface:
		if rv.IsNil() {
			return
		}
		if v, ok := rv.Interface().(Value); ok {
			w.push(v)
		}
	case reflect.Pointer:
		if rv.IsNil() || !rv.Type().Implements(valueType) {
			return
		}
		w.push(rv.Interface().(Value))
	case reflect.Struct:
		for i := 0; i < rv.NumField(); i++ {
			w.reflectFields(rv.Field(i), depth+1)
		}
	case reflect.Array:
		if !holdsValues(rv.Type().Elem()) {
			return
		}
		for i := 0; i < rv.Len(); i++ {
			w.reflectFields(rv.Index(i), depth+1)
		}
	case reflect.Slice:
		if rv.IsNil() {
			return
		}
		w.add(int64(rv.Cap()) * int64(rv.Type().Elem().Size()))
		if !holdsValues(rv.Type().Elem()) {
			return
		}
		for i := 0; i < rv.Len(); i++ {
			w.reflectFields(rv.Index(i), depth+1)
		}
	case reflect.Map:
		if rv.IsNil() {
			return
		}
		kt, vt := rv.Type().Key(), rv.Type().Elem()
		w.add(int64(rv.Len()) * int64(kt.Size()+vt.Size()+8))
		if !holdsValues(kt) && !holdsValues(vt) {
			return
		}
		it := rv.MapRange()
		for it.Next() {
			k := reflect.New(kt).Elem()
			k.Set(it.Key())
			w.reflectFields(k, depth+1)
			e := reflect.New(vt).Elem()
			e.Set(it.Value())
			w.reflectFields(e, depth+1)
		}
	case reflect.String:
		w.add(int64(rv.Len()))
	}
}

// holdsValues reports whether a value of type t may hold a Value that
// reflectFields would find.
func holdsValues(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Interface:
		return true
	case reflect.Pointer:
		return t.Implements(valueType)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if holdsValues(t.Field(i).Type) {
				return true
			}
		}
	case reflect.Array, reflect.Slice:
		return holdsValues(t.Elem())
	case reflect.Map:
		return holdsValues(t.Key()) || holdsValues(t.Elem())
	}
	return false
}

// markSet is a set of addresses: one bit per 8-byte word, in chunks of
// 64 KiB of address space, so that marking the values of a large heap
// takes about 1/64 of its size.
type markSet struct {
	chunks map[uintptr]*markChunk
	// A direct-mapped cache of recent chunks in front of the map: a walk
	// alternates between the spans of a few size classes (a dict, its
	// entries, its keys), and the map lookup was a third of the walk.
	cacheBase [markCacheSize]uintptr
	cache     [markCacheSize]*markChunk
}

const markChunkShift = 16 // 64 KiB of addresses per chunk

const markCacheSize = 64

type markChunk [1 << (markChunkShift - 3) / 64]uint64

func newMarkSet() *markSet { return &markSet{chunks: make(map[uintptr]*markChunk)} }

// mark adds p to the set and reports whether it was absent.
func (s *markSet) mark(p uintptr) bool {
	base := p >> markChunkShift
	slot := base % markCacheSize
	c := s.cache[slot]
	if c == nil || s.cacheBase[slot] != base {
		c = s.chunks[base]
		if c == nil {
			c = new(markChunk)
			s.chunks[base] = c
		}
		s.cache[slot], s.cacheBase[slot] = c, base
	}
	bit := (p & (1<<markChunkShift - 1)) >> 3
	word, mask := bit/64, uint64(1)<<(bit%64)
	if c[word]&mask != 0 {
		return false
	}
	c[word] |= mask
	return true
}
