package vm

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
)

// MemoryView is a memoryview: a window on the buffer of another object
// (bytes, bytearray, array.array), with a format, a shape and strides.
// The exporter's storage is fetched afresh at each access, since a
// bytearray's may move when it grows; an access past its end (the
// exporter shrank, which CPython forbids while views exist) is an error,
// never a Go panic.
type MemoryView struct {
	obj      Value // the exporter
	start    int   // byte offset of the first item
	shape    []int // nil for a 0-dimensional view
	strides  []int
	format   string // as the view reports it ("B", "@i")
	code     byte   // the item's struct code
	itemsize int
	readonly bool
	released bool
}

// MemoryViewType is memoryview.
var MemoryViewType = newBuiltinType("memoryview")

// Type returns memoryview.
func (*MemoryView) Type() *Type { return MemoryViewType }

// mvItemSizes are the native sizes of the formats a memoryview reads.
var mvItemSizes = map[byte]int{
	'?': 1, 'b': 1, 'B': 1, 'c': 1, 'h': 2, 'H': 2, 'i': 4, 'I': 4,
	'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'n': 8, 'N': 8, 'f': 4, 'd': 8, 'P': 8,
}

// nativeCode returns the struct code of a single native format ("i",
// "@i"); ok is false for anything else.
func nativeCode(f string) (byte, bool) {
	f = strings.TrimPrefix(f, "@")
	if len(f) != 1 {
		return 0, false
	}
	_, ok := mvItemSizes[f[0]]
	return f[0], ok
}

// newMemoryView makes a view of all of obj's buffer.
func newMemoryView(obj Value) (*MemoryView, bool) {
	if m, ok := obj.(*MemoryView); ok {
		c := *m
		c.shape = append([]int(nil), m.shape...)
		c.strides = append([]int(nil), m.strides...)
		return &c, true
	}
	e, ok := exportOf(obj)
	if !ok {
		return nil, false
	}
	code, _ := nativeCode(e.format)
	if code == 0 && len(e.format) > 0 {
		code = e.format[len(e.format)-1]
	}
	n := 0
	if e.itemsize > 0 {
		n = len(e.b) / e.itemsize
	}
	return &MemoryView{obj: obj, shape: []int{n}, strides: []int{e.itemsize},
		format: e.format, code: code, itemsize: e.itemsize, readonly: e.readonly}, true
}

func (m *MemoryView) ndim() int { return len(m.shape) }

// count is the number of items, the product of the shape.
func (m *MemoryView) count() int {
	n := 1
	for _, d := range m.shape {
		n *= d
	}
	return n
}

func (m *MemoryView) nbytes() int { return m.count() * m.itemsize }

// isContiguous reports whether the items lie in C order without gaps.
func (m *MemoryView) isContiguous() bool {
	want := m.itemsize
	for i := len(m.shape) - 1; i >= 0; i-- {
		if m.shape[i] > 1 && m.strides[i] != want {
			return false
		}
		if m.shape[i] == 0 {
			return true
		}
		want *= m.shape[i]
	}
	return true
}

// storage returns the exporter's bytes, checked to still hold every byte
// the view spans.
func (m *MemoryView) storage() ([]byte, error) {
	if m.released {
		return nil, errReleased()
	}
	e, _ := exportOf(m.obj)
	lo, hi := m.start, m.start+m.itemsize
	for i, d := range m.shape {
		if d == 0 {
			return e.b, nil
		}
		if s := m.strides[i] * (d - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	if lo < 0 || hi > len(e.b) {
		return nil, Errorf(BufferErrorType, "memoryview: the underlying buffer was resized")
	}
	return e.b, nil
}

func errReleased() error {
	return Errorf(ValueErrorType, "operation forbidden on released memoryview object")
}

// contiguous returns the view's bytes without copying, when they are
// contiguous.
func (m *MemoryView) contiguous() ([]byte, bool) {
	b, err := m.storage()
	if err != nil || !m.isContiguous() {
		return nil, false
	}
	return b[m.start : m.start+m.nbytes()], true
}

// offsets calls f with the byte offset of every item, in C order.
func (m *MemoryView) offsets(f func(off int)) {
	var walk func(dim, off int)
	walk = func(dim, off int) {
		if dim == len(m.shape) {
			f(off)
			return
		}
		for i := 0; i < m.shape[dim]; i++ {
			walk(dim+1, off+i*m.strides[dim])
		}
	}
	walk(0, m.start)
}

// gather copies the view's bytes in C order (nil if it is unusable).
func (m *MemoryView) gather() []byte {
	b, err := m.storage()
	if err != nil {
		return nil
	}
	if c, ok := m.contiguous(); ok {
		return append([]byte(nil), c...)
	}
	out := make([]byte, 0, m.nbytes())
	m.offsets(func(off int) { out = append(out, b[off:off+m.itemsize]...) })
	return out
}

// bytes is the view's bytes, for the callers that read a memoryview as
// bytes (bytes methods, join).
func (m *MemoryView) bytes() []byte {
	if b, ok := m.contiguous(); ok {
		return b
	}
	return m.gather()
}

// unpackItem reads one item of format code from b.
func unpackItem(code byte, b []byte) (Value, error) {
	le := binary.LittleEndian
	switch code {
	case 'b':
		return MakeInt(int64(int8(b[0]))), nil
	case 'B':
		return MakeInt(int64(b[0])), nil
	case 'c':
		return NewBytes([]byte{b[0]}), nil
	case '?':
		return Bool(b[0] != 0), nil
	case 'h':
		return MakeInt(int64(int16(le.Uint16(b)))), nil
	case 'H':
		return MakeInt(int64(le.Uint16(b))), nil
	case 'i':
		return MakeInt(int64(int32(le.Uint32(b)))), nil
	case 'I':
		return MakeInt(int64(le.Uint32(b))), nil
	case 'l', 'q', 'n':
		return MakeInt(int64(le.Uint64(b))), nil
	case 'L', 'Q', 'N', 'P':
		u := le.Uint64(b)
		if u > math.MaxInt64 {
			return MakeBigInt(new(big.Int).SetUint64(u)), nil
		}
		return MakeInt(int64(u)), nil
	case 'f':
		return Float(math.Float32frombits(le.Uint32(b))), nil
	case 'd':
		return Float(math.Float64frombits(le.Uint64(b))), nil
	}
	return nil, Errorf(NotImplementedErrorType, "memoryview: format %s not supported", string(code))
}

// packItem writes v as one item of format code into b, with memoryview's
// errors.
func (t *Thread) packItem(code byte, format string, v Value, b []byte) error {
	badType := func() error { return Errorf(TypeErrorType, "memoryview: invalid type for format '%s'", format) }
	badValue := func() error { return Errorf(ValueErrorType, "memoryview: invalid value for format '%s'", format) }
	le := binary.LittleEndian
	switch code {
	case 'f', 'd':
		var f float64
		switch x := v.(type) {
		case Float:
			f = float64(x)
		case Int, Bool, *BigInt:
			var err error
			if f, err = intToFloat(x); err != nil {
				return err
			}
		default:
			fv, err := t.toFloat(v)
			if err != nil {
				return badType()
			}
			f = float64(fv.(Float))
		}
		if code == 'f' {
			le.PutUint32(b, math.Float32bits(float32(f)))
		} else {
			le.PutUint64(b, math.Float64bits(f))
		}
		return nil
	case '?':
		ok, err := t.Truth(v)
		if err != nil {
			return err
		}
		b[0] = 0
		if ok {
			b[0] = 1
		}
		return nil
	case 'c':
		bb, ok := v.(*Bytes)
		if !ok {
			return badType()
		}
		if len(bb.b) != 1 {
			return badValue()
		}
		b[0] = bb.b[0]
		return nil
	}
	if _, isFloat := v.(Float); isFloat || v.Type().Lookup("__index__") == nil && !isIntValue(v) {
		return badType()
	}
	var n *big.Int
	switch x := v.(type) {
	case Int:
		n = big.NewInt(int64(x))
	case Bool:
		n = big.NewInt(0)
		if x {
			n.SetInt64(1)
		}
	case *BigInt:
		n = x.Big()
	default:
		i, err := t.index(v)
		if err != nil {
			return err
		}
		n = big.NewInt(i)
	}
	signed := code == 'b' || code == 'h' || code == 'i' || code == 'l' || code == 'q' || code == 'n'
	bits := uint(mvItemSizes[code] * 8)
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), bits)
	if signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	if n.Cmp(lo) < 0 || n.Cmp(hi) >= 0 {
		return badValue()
	}
	var u uint64
	if n.Sign() < 0 {
		u = uint64(n.Int64())
	} else {
		u = n.Uint64()
	}
	switch len(b) {
	case 1:
		b[0] = byte(u)
	case 2:
		le.PutUint16(b, uint16(u))
	case 4:
		le.PutUint32(b, uint32(u))
	default:
		le.PutUint64(b, u)
	}
	return nil
}

func isIntValue(v Value) bool {
	switch unwrapBase(v).(type) {
	case Int, Bool, *BigInt:
		return true
	}
	return false
}

// item reads the item at byte offset off.
func (m *MemoryView) item(b []byte, off int) (Value, error) {
	return unpackItem(m.code, b[off:off+m.itemsize])
}

// tolist is the view's items, nested by its shape.
func (m *MemoryView) tolist(t *Thread) (Value, error) {
	b, err := m.storage()
	if err != nil {
		return nil, err
	}
	if _, ok := mvItemSizes[m.code]; !ok || m.itemsize != mvItemSizes[m.code] {
		return nil, Errorf(NotImplementedErrorType, "memoryview: format %s not supported", m.format)
	}
	if err := t.AllocElems(int64(m.count())+int64(len(m.shape)), 32); err != nil {
		return nil, err
	}
	if m.ndim() == 0 {
		return m.item(b, m.start)
	}
	var build func(dim, off int) (Value, error)
	build = func(dim, off int) (Value, error) {
		out := make([]Value, m.shape[dim])
		for i := range out {
			o := off + i*m.strides[dim]
			var err error
			if dim == len(m.shape)-1 {
				out[i], err = m.item(b, o)
			} else {
				out[i], err = build(dim+1, o)
			}
			if err != nil {
				return nil, err
			}
		}
		return NewList(out), nil
	}
	return build(0, m.start)
}

// index resolves an integer key on a 1-dimensional view to a byte offset.
func (t *Thread) mvOffset(m *MemoryView, dim int, k Value) (int, error) {
	i, err := t.index(k)
	if err != nil {
		if _, isExc := err.(*Exception); isExc && k.Type().Lookup("__index__") == nil {
			return 0, Errorf(TypeErrorType, "memoryview: invalid slice key")
		}
		return 0, err
	}
	n := int64(m.shape[dim])
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, Errorf(IndexErrorType, "index out of bounds on dimension %d", dim+1)
	}
	return int(i) * m.strides[dim], nil
}

// keyOffset resolves an item key (an int, or a tuple of ints for a
// multi-dimensional view) to the item's byte offset.
func (t *Thread) mvKeyOffset(m *MemoryView, k Value) (int, error) {
	if tu, ok := k.(Tuple); ok {
		if len(tu) != m.ndim() {
			if m.ndim() == 0 && len(tu) > 0 {
				return 0, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
			}
			return 0, Errorf(TypeErrorType, "cannot index %d-dimension view with %d-element tuple", m.ndim(), len(tu))
		}
		off := m.start
		for d, x := range tu {
			if _, isSlice := x.(*Slice); isSlice {
				return 0, Errorf(NotImplementedErrorType, "multi-dimensional slicing is not implemented")
			}
			o, err := t.mvOffset(m, d, x)
			if err != nil {
				return 0, err
			}
			off += o
		}
		return off, nil
	}
	switch m.ndim() {
	case 0:
		return 0, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
	case 1:
	default:
		return 0, Errorf(NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
	}
	o, err := t.mvOffset(m, 0, k)
	return m.start + o, err
}

func (t *Thread) mvGetItem(m *MemoryView, k Value) (Value, error) {
	b, err := m.storage()
	if err != nil {
		return nil, err
	}
	if s, ok := k.(*Slice); ok {
		if m.ndim() == 0 {
			return nil, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
		}
		start, stop, step, err := t.sliceIndices(s, m.shape[0])
		if err != nil {
			return nil, err
		}
		v, _ := newMemoryView(m)
		v.start = m.start + start*m.strides[0]
		v.shape[0] = sliceLength(start, stop, step)
		v.strides[0] = m.strides[0] * step
		return v, nil
	}
	if k == Ellipsis && m.ndim() == 0 {
		v, _ := newMemoryView(m)
		return v, nil
	}
	off, err := t.mvKeyOffset(m, k)
	if err != nil {
		return nil, err
	}
	return m.item(b, off)
}

func (t *Thread) mvSetItem(m *MemoryView, k, v Value) error {
	b, err := m.storage()
	if err != nil {
		return err
	}
	if m.readonly {
		return Errorf(TypeErrorType, "cannot modify read-only memory")
	}
	if s, ok := k.(*Slice); ok {
		if m.ndim() != 1 {
			return Errorf(NotImplementedErrorType, "memoryview slice assignments are currently restricted to ndim = 1")
		}
		dst, err := t.mvGetItem(m, s)
		if err != nil {
			return err
		}
		return t.mvAssign(dst.(*MemoryView), b, v)
	}
	if _, isMV := mvItemSizes[m.code]; !isMV {
		return Errorf(NotImplementedErrorType, "memoryview: format %s not supported", m.format)
	}
	off, err := t.mvKeyOffset(m, k)
	if err != nil {
		return err
	}
	return t.packItem(m.code, m.format, v, b[off:off+m.itemsize])
}

// mvAssign copies the buffer v into the view dst (a slice of a view over
// storage b): same item format, same length.
func (t *Thread) mvAssign(dst *MemoryView, b []byte, v Value) error {
	src, ok := newMemoryView(v)
	if !ok {
		return Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(v))
	}
	if src.released {
		return errReleased()
	}
	sc, _ := nativeCode(src.format)
	dc, _ := nativeCode(dst.format)
	if sc != dc || sc == 0 || src.ndim() != 1 || src.shape[0] != dst.shape[0] {
		return Errorf(ValueErrorType, "memoryview assignment: lvalue and rvalue have different structures")
	}
	data := src.gather() // a copy: source and destination may overlap
	if data == nil && src.count() > 0 {
		return errReleased()
	}
	i := 0
	dst.offsets(func(off int) {
		copy(b[off:off+dst.itemsize], data[i:i+dst.itemsize])
		i += dst.itemsize
	})
	return nil
}

// mvCast is memoryview.cast(format, shape).
func (t *Thread) mvCast(m *MemoryView, format Value, shape Value) (Value, error) {
	if m.released {
		return nil, errReleased()
	}
	fs, ok := format.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "cast() argument 'format' must be str, not %s", typeName(format))
	}
	code, ok := nativeCode(fs.s)
	if !ok {
		return nil, Errorf(ValueErrorType, "memoryview: destination format must be a native single character format prefixed with an optional '@'")
	}
	if !m.isContiguous() {
		return nil, Errorf(TypeErrorType, "memoryview: casts are restricted to C-contiguous views")
	}
	byteFormat := func(c byte) bool { return c == 'B' || c == 'b' || c == 'c' }
	if !byteFormat(code) && !byteFormat(m.code) {
		return nil, Errorf(TypeErrorType, "memoryview: cannot cast between two non-byte formats")
	}
	size := mvItemSizes[code]
	nb := m.nbytes()
	v := &MemoryView{obj: m.obj, start: m.start, format: fs.s, code: code, itemsize: size, readonly: m.readonly}
	if shape == nil || shape == None {
		if nb%size != 0 {
			return nil, Errorf(TypeErrorType, "memoryview: length is not a multiple of itemsize")
		}
		v.shape, v.strides = []int{nb / size}, []int{size}
		return v, nil
	}
	var dims []Value
	switch s := shape.(type) {
	case Tuple:
		dims = s
	case *List:
		dims = s.elems
	default:
		return nil, Errorf(TypeErrorType, "shape must be a list or a tuple")
	}
	if m.ndim() != 1 && len(dims) != 1 {
		return nil, Errorf(TypeErrorType, "memoryview: cast must be 1D -> ND or ND -> 1D")
	}
	if len(dims) > 64 {
		return nil, Errorf(ValueErrorType, "memoryview: number of dimensions must not exceed 64")
	}
	prod := int64(size)
	v.shape = make([]int, len(dims))
	for i, d := range dims {
		n, ok := AsInt64(d)
		if !ok || n <= 0 {
			return nil, Errorf(ValueErrorType, "memoryview.cast(): elements of shape must be integers > 0")
		}
		if prod > int64(nb) {
			break
		}
		prod *= n
		v.shape[i] = int(n)
	}
	if prod != int64(nb) {
		return nil, Errorf(TypeErrorType, "memoryview: product(shape) * itemsize != buffer size")
	}
	if len(dims) == 0 {
		v.shape = nil
	}
	v.strides = make([]int, len(v.shape))
	stride := size
	for i := len(v.shape) - 1; i >= 0; i-- {
		v.strides[i] = stride
		stride *= v.shape[i]
	}
	return v, nil
}

// mvEqual is view == other, for another object with a buffer: equal
// shapes and equal items, each read by its own format.
func (t *Thread) mvEqual(m *MemoryView, other Value) (Value, error) {
	w, ok := newMemoryView(other)
	if !ok {
		return NotImplemented, nil
	}
	if m.released || w.released {
		return Bool(other == Value(m)), nil
	}
	if len(m.shape) != len(w.shape) {
		return False, nil
	}
	for i := range m.shape {
		if m.shape[i] != w.shape[i] {
			return False, nil
		}
	}
	mc, _ := nativeCode(m.format)
	wc, _ := nativeCode(w.format)
	if mc != 0 && mc == wc && mc != 'f' && mc != 'd' {
		return Bool(string(m.gather()) == string(w.gather())), nil
	}
	// Item by item, by value: a NaN equals nothing, not even itself.
	mb, err := m.storage()
	if err != nil {
		return nil, err
	}
	wb, err := w.storage()
	if err != nil {
		return nil, err
	}
	// Both views have the same shape: walk one index over both.
	idx := make([]int, len(m.shape))
	for k, n := 0, m.count(); k < n; k++ {
		if k&0xffff == 0xffff {
			if err := t.check(); err != nil {
				return nil, err
			}
		}
		mo, wo := m.start, w.start
		for d, i := range idx {
			mo += i * m.strides[d]
			wo += i * w.strides[d]
		}
		for d := len(idx) - 1; d >= 0; d-- {
			if idx[d]++; idx[d] < m.shape[d] {
				break
			}
			idx[d] = 0
		}
		x, err := m.item(mb, mo)
		if err != nil {
			return nil, err
		}
		y, err := w.item(wb, wo)
		if err != nil {
			return nil, err
		}
		if f, ok := x.(Float); ok {
			if g, ok := y.(Float); ok {
				if f != g {
					return False, nil
				}
				continue
			}
		}
		eq, err := t.Equal(x, y)
		if err != nil || !eq {
			return Bool(eq), err
		}
	}
	return True, nil
}

// memoryViewHash is hash(view): that of its bytes, for read-only views of
// bytes only.
func (t *Thread) memoryViewHash(v *MemoryView) (int64, error) {
	if v.released {
		return 0, errReleased()
	}
	if !v.readonly {
		return 0, Errorf(ValueErrorType, "cannot hash writable memoryview object")
	}
	if c, _ := nativeCode(v.format); c != 'B' && c != 'b' && c != 'c' {
		return 0, Errorf(ValueErrorType, "memoryview: hashing is restricted to formats 'B', 'b' or 'c'")
	}
	// As CPython: the exporter must be hashable too (a read-only view of
	// a bytearray is not).
	if _, err := t.Hash(v.obj); err != nil {
		return 0, err
	}
	return bytesHash(v.gather()), nil
}

func mvSelf(args []Value) *MemoryView { return args[0].(*MemoryView) }

func mvNew(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
	var obj Value
	if len(args) == 0 {
		return nil, Errorf(TypeErrorType, "memoryview() missing required argument 'object' (pos 1)")
	}
	if err := t.UnpackArgs("memoryview", args, kw, "object", &obj); err != nil {
		return nil, err
	}
	m, ok := newMemoryView(obj)
	if !ok {
		return nil, Errorf(TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", typeName(obj))
	}
	if m.released {
		return nil, errReleased()
	}
	return m, nil
}

func mvToBytes(t *Thread, args []Value, kw []string) (Value, error) {
	var order Value = None
	if err := t.UnpackArgs("tobytes", args[1:], kw, "order?", &order); err != nil {
		return nil, err
	}
	m := mvSelf(args)
	if _, err := m.storage(); err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(m.nbytes())); err != nil {
		return nil, err
	}
	return NewBytes(m.gather()), nil
}

func mvToList(t *Thread, args []Value, kw []string) (Value, error) {
	if err := t.UnpackArgs("tolist", args[1:], kw); err != nil {
		return nil, err
	}
	return mvSelf(args).tolist(t)
}

func mvHex(t *Thread, args []Value, kw []string) (Value, error) {
	m := mvSelf(args)
	if _, err := m.storage(); err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(m.nbytes())); err != nil {
		return nil, err
	}
	var sep, per Value
	if err := t.UnpackArgs("hex", args[1:], kw, "sep?", &sep, "bytes_per_sep?", &per); err != nil {
		return nil, err
	}
	call := []Value{NewBytes(m.gather())}
	if sep != nil {
		call = append(call, sep)
		if per != nil {
			call = append(call, per)
		}
	}
	return t.Call(BytesType.Lookup("hex"), call, nil)
}

func mvLen(t *Thread, args []Value, kw []string) (Value, error) {
	m := mvSelf(args)
	if m.released {
		return nil, errReleased()
	}
	if m.ndim() == 0 {
		return MakeInt(1), nil
	}
	return MakeInt(int64(m.shape[0])), nil
}

func mvIter(t *Thread, args []Value, kw []string) (Value, error) {
	m := mvSelf(args)
	if m.released {
		return nil, errReleased()
	}
	switch m.ndim() {
	case 0:
		return nil, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
	case 1:
	default:
		return nil, Errorf(NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
	}
	l, err := m.tolist(t)
	if err != nil {
		return nil, err
	}
	return &listIterator{l: l.(*List)}, nil
}

func mvCastMethod(t *Thread, args []Value, kw []string) (Value, error) {
	var format, shape Value
	if err := t.UnpackArgs("cast", args[1:], kw, "format", &format, "shape?", &shape); err != nil {
		return nil, err
	}
	if err := t.Alloc(128); err != nil {
		return nil, err
	}
	return t.mvCast(mvSelf(args), format, shape)
}

func mvRelease(t *Thread, args []Value, kw []string) (Value, error) {
	mvSelf(args).released = true
	return None, nil
}

func mvEnter(t *Thread, args []Value, kw []string) (Value, error) {
	if mvSelf(args).released {
		return nil, errReleased()
	}
	return args[0], nil
}

func mvToReadonly(t *Thread, args []Value, kw []string) (Value, error) {
	m := mvSelf(args)
	if m.released {
		return nil, errReleased()
	}
	v, _ := newMemoryView(m)
	v.readonly = true
	return v, nil
}

func mvRepr(t *Thread, args []Value, kw []string) (Value, error) {
	if mvSelf(args).released {
		return NewStr("<released memory at " + t.addr(args[0]) + ">"), nil
	}
	return NewStr("<memory at " + t.addr(args[0]) + ">"), nil
}

// mvGetter wraps a getter that needs a live view.
func mvGetter(get func(m *MemoryView) Value) func(t *Thread, self Value) (Value, error) {
	return func(t *Thread, self Value) (Value, error) {
		m := self.(*MemoryView)
		if m.released {
			return nil, errReleased()
		}
		return get(m), nil
	}
}

func intsTuple(xs []int) Value {
	out := make(Tuple, len(xs))
	for i, x := range xs {
		out[i] = MakeInt(int64(x))
	}
	return out
}

// memoryViewMethods is registered by setupMemoryView.
var memoryViewMethods = []builtinMethod{
	{"tobytes", mvToBytes},
	{"tolist", mvToList},
	{"hex", mvHex},
	{"cast", mvCastMethod},
	{"release", mvRelease},
	{"toreadonly", mvToReadonly},
	{"__len__", mvLen},
	{"__iter__", mvIter},
	{"__repr__", mvRepr},
	{"__enter__", mvEnter},
	{"__exit__", mvRelease},
	{"__getitem__", memoryViewGetitem},
	{"__setitem__", memoryViewSetitem},
	{"__delitem__", memoryViewDelitem},
	{"__eq__", memoryViewEq},
	{"__ne__", memoryViewNe},
	{"__hash__", memoryViewHash},
}

func setupMemoryView() {
	c := MemoryViewType
	c.layout = c
	c.final = true
	c.newInstance = mvNew
	for _, m := range memoryViewMethods {
		c.addMethod(m.name, m.fn)
	}
	c.addGetter("obj", memoryViewObj)
	c.addGetter("nbytes", mvGetter(func(m *MemoryView) Value { return MakeInt(int64(m.nbytes())) }))
	c.addGetter("readonly", mvGetter(func(m *MemoryView) Value { return Bool(m.readonly) }))
	c.addGetter("format", mvGetter(func(m *MemoryView) Value { return NewStr(m.format) }))
	c.addGetter("itemsize", mvGetter(func(m *MemoryView) Value { return MakeInt(int64(m.itemsize)) }))
	c.addGetter("ndim", mvGetter(func(m *MemoryView) Value { return MakeInt(int64(m.ndim())) }))
	c.addGetter("shape", mvGetter(func(m *MemoryView) Value { return intsTuple(m.shape) }))
	c.addGetter("strides", mvGetter(func(m *MemoryView) Value { return intsTuple(m.strides) }))
	c.addGetter("suboffsets", mvGetter(func(m *MemoryView) Value { return Tuple{} }))
	c.addGetter("c_contiguous", mvGetter(func(m *MemoryView) Value { return Bool(m.isContiguous()) }))
	c.addGetter("f_contiguous", mvGetter(func(m *MemoryView) Value { return Bool(m.isContiguous() && m.ndim() <= 1) }))
	c.addGetter("contiguous", mvGetter(func(m *MemoryView) Value { return Bool(m.isContiguous()) }))
	c.finishBuiltin()
}

// memoryViewGetitem is the method memoryview.__getitem__.
func memoryViewGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return t.mvGetItem(mvSelf(args), args[1])
}

// memoryViewSetitem is the method memoryview.__setitem__.
func memoryViewSetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return None, t.mvSetItem(mvSelf(args), args[1], args[2])
}

// memoryViewDelitem is the method memoryview.__delitem__.
func memoryViewDelitem(t *Thread, args []Value, kw []string) (Value, error) {
	if mvSelf(args).readonly {
		return nil, Errorf(TypeErrorType, "cannot modify read-only memory")
	}
	return nil, Errorf(TypeErrorType, "cannot delete memory")
}

// memoryViewEq is the method memoryview.__eq__.
func memoryViewEq(t *Thread, args []Value, kw []string) (Value, error) {
	return t.mvEqual(mvSelf(args), args[1])
}

// memoryViewNe is the method memoryview.__ne__.
func memoryViewNe(t *Thread, args []Value, kw []string) (Value, error) {
	r, err := t.mvEqual(mvSelf(args), args[1])
	if b, ok := r.(Bool); ok {
		return !b, err
	}
	return r, err
}

// memoryViewHash is the method memoryview.__hash__.
func memoryViewHash(t *Thread, args []Value, kw []string) (Value, error) {
	h, err := t.memoryViewHash(mvSelf(args))
	return MakeInt(h), err
}

// memoryViewObj is the attribute memoryview.obj.
func memoryViewObj(t *Thread, self Value) (Value, error) {
	m := self.(*MemoryView)
	if m.released {
		return nil, errReleased()
	}
	return m.obj, nil
}
