package vm

import (
	"math"
	"math/bits"
	"reflect"
	"sync/atomic"
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
//
// An interruption of the Thread ends the walk early, with a size too small;
// measure then leaves the account as it was.
func (t *Thread) liveSize(extra ...Value) (bytes, objects int64) {
	w := &memWalker{marks: newMarkSet(), stop: &t.stop}
	w.values(extra)
	w.add(sizeOfPointee(t))
	// The Thread's fields that hold values, by name: reflection may read
	// unexported fields but not hand out the Values in them. Its exported
	// fields (Local, where packages keep their values) are found by
	// reflection, so that a field a package adds is not missed.
	w.push(t.builtins)
	for _, m := range t.modules {
		w.push(m)
	}
	for _, subs := range t.builtinSubclasses {
		for _, c := range subs {
			w.push(c)
		}
	}
	w.push(t.sysModules)
	w.push(t.curExc)
	for _, s := range t.interned {
		w.push(s)
	}
	w.values(t.reprSeen)
	rv := reflect.ValueOf(t).Elem()
	for i := 0; i < rv.NumField(); i++ {
		if threadType.Field(i).IsExported() {
			w.reflectFields(rv.Field(i), 1)
		}
	}
	// The frame pool and the pins.
	for _, f := range t.frames {
		w.frame(f)
	}
	for _, p := range t.mem.pins {
		if p != nil {
			w.values(*p)
		}
	}
	w.run()
	if w.stopped {
		return -1, w.objects
	}
	return w.bytes, w.objects
}

// memWalker is the state of one walk.
type memWalker struct {
	marks *markSet
	// The numbers counted last (see number).
	numberKey [numberCacheSize]uint64
	numberSet [numberCacheSize]bool
	work      []workItem
	bytes     int64
	objects   int64
	// visit, when set, sees every value the walk reaches (finding the
	// generators still reachable, genfinal.go).
	visit func(Value)
	// visitRef is push as a func value, made once per walk for
	// Referrers.
	visitRef func(Value)
	// stop, when set, ends the walk early once the Thread is interrupted
	// (a timeout during the walk of a huge graph); stopped tells.
	stop    *atomic.Pointer[LimitError]
	stopped bool
}

// reflectThread is the Thread's struct, whose fields hold roots.
func reflectThread(t *Thread) reflect.Value { return reflect.ValueOf(t).Elem() }

// workItem is what remains to visit, last in first out: a value, the rest
// of a wide container's elements (values, dict entries or set entries),
// so that a wide container takes one item, not one per element, or a
// value reached through a field reflection may read but not hand out
// (see reflectFields). Small containers push their elements one by one,
// first element on top, so that the leaves of a nested structure are
// visited at once and what stays pending grows with the nesting only
// where it must.
type workItem struct {
	v       Value
	values  []Value
	entries []dictEntry
	table   []setEntry
	rv      reflect.Value
	kind    uint8
}

const (
	workValues = iota + 1
	workEntries
	workTable
	workReflect
)

// Go's allocation sizes: a value's size rounded up to the allocator's
// granularity, and the size of an interface (two words) or a pointer slot.
const (
	wordSize  = int64(bits.UintSize / 8)
	valueSlot = 2 * wordSize
)

// The sizes of the structs the walk and the charges count by the element.
var (
	sizeDictEntry   = int64(reflect.TypeFor[dictEntry]().Size())
	sizeSetEntry    = int64(reflect.TypeFor[setEntry]().Size())
	sizeInlineCache = int64(reflect.TypeFor[inlineCache]().Size())
	sizeDict        = int64(reflect.TypeFor[Dict]().Size())
	sizeOfTuple     = int64(reflect.TypeFor[Tuple]().Size())
)

// sizeOfPointee returns the size of the struct p points to.
func sizeOfPointee(p any) int64 { return int64(reflect.TypeOf(p).Elem().Size()) }

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
		if s, ok := v.(*Str); ok {
			// A str holds no Values: it is counted now, not queued. A
			// container that hands its elements over one by one (a
			// Referrer, a native type read by reflection) would
			// otherwise queue a 120-byte work item per str, and the
			// walks a filling budget makes reallocated the list each
			// time: 43 MB of garbage for a deque of 64 MB of strs.
			w.value(s)
			return
		}
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
			w.number(uint64(x), 0)
		}
		return false
	case Float:
		w.number(math.Float64bits(float64(x)), 1)
		return false
	case Tuple:
		// The address of the array (a slice in an interface would be
		// boxed again to be reflected: an allocation per tuple).
		return cap(x) > 0 && !w.seen(addressOf(&x[:1][0]))
	case *Str:
		return x != nil && !w.seen(addressOf(x))
	case *Dict:
		return x != nil && !w.seen(addressOf(x))
	case *List:
		return x != nil && !w.seen(addressOf(x))
	case *Object:
		return x != nil && !w.seen(addressOf(x))
	}
	// The address of what the pointer types point to; the other value
	// types are counted each time they are met.
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		p := rv.Pointer()
		return p != 0 && !w.seen(p)
	}
	return true
}

func (w *memWalker) values(vs []Value) {
	if len(vs) <= 8 {
		for i := len(vs) - 1; i >= 0; i-- {
			w.push(vs[i])
		}
		return
	}
	w.work = append(w.work, workItem{values: vs, kind: workValues})
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
	w.work = append(w.work, workItem{entries: es, kind: workEntries})
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
	w.work = append(w.work, workItem{table: ts, kind: workTable})
}

// number counts the 8-byte box of an int outside the small-int table or
// of a float. A number has no address the walk may read, so a box counts
// each time it is met unless the same number (kind 0 for ints, 1 for
// floats) is in a small cache of the recent ones: a list holding one
// number a million times counts it about once, as the box it shares; a
// list of distinct numbers counts each.
func (w *memWalker) number(bits uint64, kind uint64) {
	key := bits*2 + kind
	slot := (key ^ key>>29 ^ key>>47) % numberCacheSize
	if w.numberSet[slot] && w.numberKey[slot] == key {
		return
	}
	w.numberSet[slot], w.numberKey[slot] = true, key
	w.bytes += 8
}

const numberCacheSize = 64

// seen marks the value at address p and reports whether it was marked
// already.
func (w *memWalker) seen(p uintptr) bool {
	return !w.marks.mark(p)
}

func (w *memWalker) run() {
	for n := 0; len(w.work) > 0; n++ {
		if n&(1<<12-1) == 0 && w.stop != nil && w.stop.Load() != nil {
			w.work, w.stopped = nil, true
			return
		}
		it := &w.work[len(w.work)-1]
		var v, next Value
		claimed := false
		switch it.kind {
		case 0:
			v, claimed = it.v, true
			w.pop()
		case workValues:
			v = it.values[0]
			if it.values = it.values[1:]; len(it.values) == 0 {
				w.pop()
			}
		case workEntries:
			if e := &it.entries[0]; e.key != nil {
				v, next = e.key, e.value
			}
			if it.entries = it.entries[1:]; len(it.entries) == 0 {
				w.pop()
			}
		case workTable:
			if e := &it.table[0]; e.key != setDummy {
				v = e.key
			}
			if it.table = it.table[1:]; len(it.table) == 0 {
				w.pop()
			}
		case workReflect:
			rv := it.rv
			w.pop()
			w.reflectOpaque(rv)
			continue
		}
		w.push(next)
		if claimed || w.claim(v) {
			w.value(v)
		}
	}
}

// pop drops the top of the work list.
func (w *memWalker) pop() {
	w.work[len(w.work)-1] = workItem{}
	w.work = w.work[:len(w.work)-1]
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
		w.add(sizeOfPointee(x))
		if x.buf == nil {
			w.add(int64(len(x.s)))
		} else if !w.seen(addressOf(x.buf)) {
			// The builder's whole array, room included.
			w.add(sizeOfPointee(x.buf))
			w.add(int64(x.buf.Cap()))
		}
	case *BigInt:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.b.Bits())) * wordSize)
	case *List:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.elems)) * valueSlot)
		w.values(x.elems)
	case Tuple:
		if cap(x) == 0 {
			return
		}
		w.add(sizeOfTuple) // the slice header boxed in the interface
		w.add(int64(cap(x)) * valueSlot)
		w.values(x)
	case *Dict:
		w.dict(x)
	case *Set:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.table)) * sizeSetEntry)
		w.table(x.table)
	case *Bytes:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.b)))
	case *ByteArray:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.b)))
	case *Object:
		w.add(sizeOfPointee(x))
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
		w.add(sizeOfPointee(x))
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
		w.add(sizeOfPointee(x))
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
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.insns)) * 4)
		w.add(int64(cap(x.consts)+cap(x.names)+cap(x.varnames)) * valueSlot)
		w.add(int64(cap(x.caches)) * sizeInlineCache)
		w.values(x.consts)
		for i := range x.caches {
			w.push(x.caches[i].value)
		}
	case *Cell:
		w.add(sizeOfPointee(x))
		w.push(x.V)
	case *Module:
		w.add(sizeOfPointee(x))
		if x.dict != nil {
			w.push(x.dict)
		}
	case *Generator:
		// The generator holds its frame and, when they fit, its slots.
		w.add(sizeOfPointee(x))
		if f := x.frame; f != nil && !w.seen(addressOf(f)) {
			if cap(f.slots) > 0 && &f.slots[:1][0] != &x.buf[0] {
				w.add(int64(cap(f.slots)) * valueSlot)
			}
			w.frameFields(f)
		}
		if x.exc != nil {
			w.push(x.exc)
		}
		w.push(x.yieldFrom)
	case *Exception:
		w.add(sizeOfPointee(x))
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
		w.add(sizeOfPointee(x))
		if x.next != nil {
			w.push(x.next)
		}
	case *Builtin:
		w.add(sizeOfPointee(x))
		w.push(x.self)
	default:
		w.other(v)
	}
}

// other counts the values of the rarer types: the iterators, the
// descriptors and views of this package by a case of their own, so that
// the common shapes of a program (a list iterated, a bound method) never
// need reflection, whose walk of what they hold cannot come back to the
// typed cases (a list reached by reflection has its elements reflected
// too); a Referrer by its own method; anything else by reflection.
func (w *memWalker) other(v Value) {
	switch x := v.(type) {
	case Complex:
		w.add(int64(16))
	case *listIterator:
		w.add(sizeOfPointee(x))
		w.push(x.l)
	case *tupleIterator:
		w.add(sizeOfPointee(x))
		w.push(x.t)
	case *strIterator:
		w.add(sizeOfPointee(x))
		w.push(x.s)
	case *dictIterator:
		w.add(sizeOfPointee(x))
		w.push(x.d)
	case *setIterator:
		w.add(sizeOfPointee(x))
		w.push(x.s)
	case *reversedIterator:
		w.add(sizeOfPointee(x))
		w.push(x.l)
	case *rangeIterator, *Range, *TextStream, *attrDescriptor, *SlotMember:
		w.add(sizeOfPointee(x))
	case *bytesIterator:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.b)))
	case *seqIterator:
		w.add(sizeOfPointee(x))
		w.push(x.x)
	case *seqReversed:
		w.add(sizeOfPointee(x))
		w.push(x.x)
	case *callIterator:
		w.add(sizeOfPointee(x))
		w.push(x.fn)
		w.push(x.sentinel)
	case *enumerateIter:
		w.add(sizeOfPointee(x))
		w.push(x.it)
		w.push(x.n)
	case *zipIter:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.its)) * valueSlot)
		w.values(x.its)
	case *mapIter:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.its)) * valueSlot)
		w.push(x.fn)
		w.values(x.its)
	case *filterIter:
		w.add(sizeOfPointee(x))
		w.push(x.fn)
		w.push(x.it)
	case *dictView:
		w.add(sizeOfPointee(x))
		w.push(x.d)
	case *BoundMethod:
		w.add(sizeOfPointee(x))
		w.push(x.Self)
		w.push(x.Func)
	case *ClassMethod:
		w.add(sizeOfPointee(x))
		w.push(x.fn)
		if x.dict != nil {
			w.push(x.dict)
		}
	case *StaticMethod:
		w.add(sizeOfPointee(x))
		w.push(x.fn)
		if x.dict != nil {
			w.push(x.dict)
		}
	case *Property:
		w.add(sizeOfPointee(x))
		w.add(int64(len(x.builtinName)))
		w.push(x.fget)
		w.push(x.fset)
		w.push(x.fdel)
		w.push(x.doc)
		w.push(x.name)
		if x.owner != nil {
			w.push(x.owner)
		}
	case *SimpleNamespace:
		w.add(sizeOfPointee(x))
		if x.dict != nil {
			w.push(x.dict)
		}
	case *MappingProxy:
		w.add(sizeOfPointee(x))
		if x.d != nil {
			w.push(x.d)
		}
	case *Slice:
		w.add(sizeOfPointee(x))
		w.push(x.Start)
		w.push(x.Stop)
		w.push(x.Step)
	case *Super:
		w.add(sizeOfPointee(x))
		if x.thisType != nil {
			w.push(x.thisType)
		}
		if x.objType != nil {
			w.push(x.objType)
		}
		w.push(x.obj)
	case *GenericAlias:
		w.add(sizeOfPointee(x))
		w.push(x.origin)
		w.push(x.args)
	case *UnionType:
		w.add(sizeOfPointee(x))
		w.push(x.args)
	case *MemoryView:
		w.add(sizeOfPointee(x))
		w.add(int64(cap(x.shape)+cap(x.strides)) * wordSize)
		w.push(x.obj)
	case *coroWrapper:
		w.add(sizeOfPointee(x))
		if x.g != nil {
			w.push(x.g)
		}
	case *anextDefault:
		w.add(sizeOfPointee(x))
		w.push(x.it)
		w.push(x.def)
	case Referrer:
		if w.visitRef == nil {
			w.visitRef = w.push
		}
		w.bytes += x.Referents(w.visitRef)
	default:
		w.reflectValue(v)
	}
}

// A Referrer is a Value of a package built on the VM that tells the
// memory walk what it holds, which is cheaper than the reflection the walk
// uses on other types (and finds Values that reflection can only read
// through unexported fields, where it cannot hand them back to the typed
// walk of lists and dicts).
type Referrer interface {
	Value
	// Referents calls visit with each Value held and returns the bytes
	// the value itself takes: its struct and the arrays it owns, not the
	// Values visited.
	Referents(visit func(Value)) int64
}

func (w *memWalker) dict(d *Dict) {
	w.add(sizeOfPointee(d))
	w.add(int64(cap(d.entries)) * sizeDictEntry)
	w.add(int64(cap(d.index)) * 4)
	w.entries(d.entries)
}

// frame counts a frame's slots and queues what they hold. Frames are not
// values; the pool's frames are reached from the Thread, a generator's
// from the generator. Fields other than the slots are found by
// reflection, so that a field added to Frame is not missed.
func (w *memWalker) frame(f *Frame) {
	if f == nil || w.seen(addressOf(f)) {
		return
	}
	w.add(sizeOfPointee(f))
	w.add(int64(cap(f.slots)) * valueSlot)
	w.frameFields(f)
}

// frameFields queues what a frame's slots and fields hold.
func (w *memWalker) frameFields(f *Frame) {
	w.values(f.slots[:cap(f.slots)])
	// Every field of Frame holding a value (the caller is in the pool).
	w.push(f.code)
	w.push(f.fn)
	w.push(f.globals)
	w.push(f.locals)
	w.push(f.localsObj)
	w.push(f.gen)
	w.push(f.initObj)
}

var threadType = reflect.TypeFor[Thread]()

// reflectValue counts a value of a type without a case of its own,
// queueing the Values in its fields; false for a nil pointer.
func (w *memWalker) reflectValue(v Value) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return false
		}
		rv = rv.Elem()
	}
	w.add(int64(rv.Type().Size()))
	w.reflectFields(rv, 0)
	return true
}

var (
	valueType    = reflect.TypeFor[Value]()
	framePtrType = reflect.TypeFor[*Frame]()
	typePtrType  = reflect.TypeFor[*Type]()
	// typeBuiltinField is the index of Type.builtin.
	typeBuiltinField = func() []int {
		f, _ := reflect.TypeFor[Type]().FieldByName("builtin")
		return f.Index
	}()
)

// pushOpaque queues a value known only through reflection (the dynamic
// value of an interface, or a pointer, read through an unexported field),
// unless it was queued before.
func (w *memWalker) pushOpaque(rv reflect.Value) {
	w.objects++
	switch rv.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		if p := rv.Pointer(); p == 0 || w.seen(p) {
			return
		}
	case reflect.Int64:
		if rv.Type() == intType {
			if x := rv.Int(); x < smallIntMin || x > smallIntMax {
				w.number(uint64(x), 0)
			}
		}
		return
	case reflect.Float64:
		if rv.Type() == floatType {
			w.number(math.Float64bits(rv.Float()), 1)
		}
		return
	case reflect.Struct:
		if rv.NumField() == 0 {
			return
		}
	case reflect.Bool, reflect.Int, reflect.Int32, reflect.Uint8, reflect.Complex128:
		return
	}
	if rv.Type() == typePtrType && rv.Elem().FieldByIndex(typeBuiltinField).Bool() {
		return // shared by every Thread, and never changed
	}
	w.work = append(w.work, workItem{rv: rv, kind: workReflect})
}

var (
	intType   = reflect.TypeFor[Int]()
	floatType = reflect.TypeFor[Float]()
)

// reflectOpaque counts a value queued by pushOpaque and queues what it
// holds.
func (w *memWalker) reflectOpaque(rv reflect.Value) {
	switch rv.Kind() {
	case reflect.Pointer:
		rv = rv.Elem()
		w.add(int64(rv.Type().Size()))
		w.reflectFields(rv, 0)
	case reflect.Slice, reflect.Map, reflect.String, reflect.Struct, reflect.Array:
		w.reflectFields(rv, 0)
	}
}

// reflectFields queues the Values held in rv: in interface
// fields, pointer fields of Value types, and slices, arrays, maps and
// structs of those, counting the backing arrays of slices. Pointers to
// anything else are not followed: they may lead to state shared between
// Threads, such as a cache guarded by a lock the walk does not hold.
func (w *memWalker) reflectFields(rv reflect.Value, depth int) {
	if depth > 8 {
		return
	}
	// A field reached through an unexported one may be read but not
	// turned back into a Value: what it holds is walked by reflection
	// (reflectOpaque) instead.
	opaque := !rv.CanInterface()
	switch rv.Kind() {
	case reflect.Interface:
		if rv.IsNil() {
			return
		}
		if opaque {
			w.pushOpaque(rv.Elem())
		} else if v, ok := rv.Interface().(Value); ok {
			w.push(v)
		}
	case reflect.Pointer:
		if rv.IsNil() || !rv.Type().Implements(valueType) && rv.Type() != framePtrType {
			return
		}
		if opaque || rv.Type() == framePtrType {
			w.pushOpaque(rv)
		} else {
			w.push(rv.Interface().(Value))
		}
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
			w.reflectFields(it.Key(), depth+1)
			w.reflectFields(it.Value(), depth+1)
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
