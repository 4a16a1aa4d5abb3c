// Package array is Python's array module for monty: array.array, a
// sequence of numbers of one C type (or of characters, typecode 'u') kept
// packed in a byte slice, as CPython's is on x86-64 Linux. The slice is
// the array's buffer: memoryview, bytes() and the functions that read
// bytes-like arguments see it through vm.Buffer.
package array

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

const typecodes = "bBuhHiIlLqQfd"

// kind groups the typecodes by how an item converts.
type kind uint8

const (
	signed kind = iota
	unsigned
	floating
	unicode
)

// code describes one typecode.
type code struct {
	c    byte
	size int
	kind kind
}

var codes = map[byte]*code{
	'b': {'b', 1, signed}, 'B': {'B', 1, unsigned}, 'u': {'u', 4, unicode},
	'h': {'h', 2, signed}, 'H': {'H', 2, unsigned}, 'i': {'i', 4, signed},
	'I': {'I', 4, unsigned}, 'l': {'l', 8, signed}, 'L': {'L', 8, unsigned},
	'q': {'q', 8, signed}, 'Q': {'Q', 8, unsigned}, 'f': {'f', 4, floating},
	'd': {'d', 8, floating},
}

// Array is an array.array.
type Array struct {
	code *code
	b    []byte
}

var arrayType, iterType *vm.Type

// Type returns array.array.
func (*Array) Type() *vm.Type { return arrayType }

// BufferInfo exposes the items to memoryview and the bytes-like readers;
// a 'u' array's items read as format 'w', as CPython's do.
func (a *Array) BufferInfo() ([]byte, string, int) {
	f := string(a.code.c)
	if a.code.c == 'u' {
		f = "w"
	}
	return a.b, f, a.code.size
}

func (a *Array) len() int { return len(a.b) / a.code.size }

func init() {
	arrayType = vm.NewNativeType(vm.NativeType{
		Name: "array", Module: "array",
		Doc: "array(typecode [, initializer]) -> array",
		New: newArray,
		Methods: map[string]vm.BuiltinFunc{
			"append": arrAppend, "extend": arrExtend, "insert": arrInsert, "pop": arrPop,
			"remove": arrRemove, "index": arrIndex, "count": arrCount, "reverse": arrReverse,
			"byteswap": arrByteswap, "buffer_info": arrBufferInfo, "frombytes": arrFrombytes,
			"tobytes": arrTobytes, "fromlist": arrFromlist, "tolist": arrTolist,
			"fromunicode": arrFromunicode, "tounicode": arrTounicode, "tofile": arrTofile,
			"fromfile": arrFromfile, "__copy__": arrCopy, "__deepcopy__": arrDeepcopy,
			"__len__": arrLen, "__getitem__": arrGetitem, "__setitem__": arrSetitem,
			"__delitem__": arrDelitem, "__contains__": arrContains, "__iter__": arrIter,
			"__add__": arrAdd, "__iadd__": arrIadd, "__mul__": arrMul, "__rmul__": arrRmul,
			"__imul__": arrImul, "__repr__": arrRepr, "__sizeof__": arrSizeof,
			"__eq__": compare(opEQ), "__ne__": compare(opNE), "__lt__": compare(opLT),
			"__le__": compare(opLE), "__gt__": compare(opGT), "__ge__": compare(opGE),
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"typecode": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.NewStr(string(self2(self).code.c)), nil
			},
			"itemsize": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self2(self).code.size)), nil
			},
		},
		Attrs: map[string]vm.Value{"__hash__": vm.None},
	})
	iterType = vm.NewNativeType(vm.NativeType{
		Name: "arrayiterator", Module: "array", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__next__": iterNext,
		},
	})
	vm.RegisterModule("array", newModule)
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("array")
	d := m.Dict()
	d.SetString("array", arrayType)
	d.SetString("ArrayType", arrayType)
	d.SetString("typecodes", vm.NewStr(typecodes))
	return m, nil
}

// self2 is the Array of an array or of an instance of a subclass.
func self2(v vm.Value) *Array { return native.Unwrap(v).(*Array) }

// asArray returns the Array of v, if v is an array.
func asArray(v vm.Value) (*Array, bool) {
	a, ok := native.Unwrap(v).(*Array)
	return a, ok
}

// get decodes item i.
func (a *Array) get(i int) vm.Value {
	n := a.code.size
	p := a.b[i*n : i*n+n]
	le := binary.LittleEndian
	switch a.code.c {
	case 'b':
		return vm.MakeInt(int64(int8(p[0])))
	case 'B':
		return vm.MakeInt(int64(p[0]))
	case 'h':
		return vm.MakeInt(int64(int16(le.Uint16(p))))
	case 'H':
		return vm.MakeInt(int64(le.Uint16(p)))
	case 'i':
		return vm.MakeInt(int64(int32(le.Uint32(p))))
	case 'I':
		return vm.MakeInt(int64(le.Uint32(p)))
	case 'l', 'q':
		return vm.MakeInt(int64(le.Uint64(p)))
	case 'L', 'Q':
		u := le.Uint64(p)
		if u > math.MaxInt64 {
			return vm.MakeBigInt(new(big.Int).SetUint64(u))
		}
		return vm.MakeInt(int64(u))
	case 'f':
		return vm.Float(math.Float32frombits(le.Uint32(p)))
	case 'd':
		return vm.Float(math.Float64frombits(le.Uint64(p)))
	}
	return vm.NewStr(string(rune(le.Uint32(p))))
}

func overflow(msg string) error { return vm.Errorf(vm.OverflowErrorType, "%s", msg) }

var (
	minLong  = big.NewInt(math.MinInt64)
	maxLong  = big.NewInt(math.MaxInt64)
	maxULong = new(big.Int).SetUint64(math.MaxUint64)
)

// signedRange is how a signed code checks its value, after reading it as
// a C long: the narrower checks CPython's setters make, in their order.
var signedRange = map[byte][]struct {
	lo, hi int64
	what   string
}{
	'b': {{math.MinInt16, math.MaxInt16, "signed short integer"}, {math.MinInt8, math.MaxInt8, "signed char"}},
	'B': {{0, math.MaxUint8, "unsigned byte integer"}},
	'h': {{math.MinInt16, math.MaxInt16, "signed short integer"}},
	'H': {{math.MinInt32, math.MaxInt32, "signed integer"}, {0, math.MaxUint16, "unsigned short"}},
	'i': {{math.MinInt32, math.MaxInt32, "signed integer"}},
}

// encodeInt converts v for an integer code, with CPython's errors.
func (c *code) encodeInt(t *vm.Thread, v vm.Value) (uint64, error) {
	if native.IsFloat(v) || !native.IsInt(v) && v.Type().Lookup("__index__") == nil {
		return 0, vm.Errorf(vm.TypeErrorType, "'%s' object cannot be interpreted as an integer", native.TypeName(v))
	}
	n, err := native.IndexBig(t, v)
	if err != nil {
		return 0, err
	}
	switch c.c {
	case 'q':
		if n.Cmp(minLong) < 0 || n.Cmp(maxLong) > 0 {
			return 0, overflow("int too big to convert")
		}
		return uint64(n.Int64()), nil
	case 'Q':
		if n.Sign() < 0 {
			return 0, overflow("can't convert negative int to unsigned")
		}
		if n.Cmp(maxULong) > 0 {
			return 0, overflow("int too big to convert")
		}
		return n.Uint64(), nil
	case 'I', 'L':
		if n.Sign() < 0 {
			return 0, overflow("can't convert negative value to unsigned int")
		}
		if n.Cmp(maxULong) > 0 {
			return 0, overflow("Python int too large to convert to C unsigned long")
		}
		u := n.Uint64()
		if c.c == 'I' && u > math.MaxUint32 {
			return 0, overflow("unsigned int is greater than maximum")
		}
		return u, nil
	}
	if n.Cmp(minLong) < 0 || n.Cmp(maxLong) > 0 {
		return 0, overflow("Python int too large to convert to C long")
	}
	i := n.Int64()
	for _, r := range signedRange[c.c] {
		if i < r.lo {
			return 0, overflow(r.what + " is less than minimum")
		}
		if i > r.hi {
			return 0, overflow(r.what + " is greater than maximum")
		}
	}
	return uint64(i), nil
}

// encode converts v to the bytes of one item, into p.
func (c *code) encode(t *vm.Thread, v vm.Value, p []byte) error {
	le := binary.LittleEndian
	switch c.kind {
	case unicode:
		s, ok := native.Str(v)
		if !ok || utf8.RuneCountInString(s) != 1 {
			return vm.Errorf(vm.TypeErrorType, "array item must be unicode character")
		}
		r, _ := utf8.DecodeRuneInString(s)
		le.PutUint32(p, uint32(r))
		return nil
	case floating:
		x, err := native.Float(t, v)
		if err != nil {
			return err
		}
		if x != x { // monty's NaNs carry bits of their own; store CPython's
			x = math.Float64frombits(math.Float64bits(x)&(1<<63) | 0x7ff8000000000000)
		}
		if c.size == 4 {
			le.PutUint32(p, math.Float32bits(float32(x)))
		} else {
			le.PutUint64(p, math.Float64bits(x))
		}
		return nil
	}
	u, err := c.encodeInt(t, v)
	if err != nil {
		return err
	}
	switch c.size {
	case 1:
		p[0] = byte(u)
	case 2:
		le.PutUint16(p, uint16(u))
	case 4:
		le.PutUint32(p, uint32(u))
	default:
		le.PutUint64(p, u)
	}
	return nil
}

// push appends v.
func (a *Array) push(t *vm.Thread, v vm.Value) error {
	var tmp [8]byte
	p := tmp[:a.code.size]
	if err := a.code.encode(t, v, p); err != nil {
		return err
	}
	if err := t.Alloc(int64(a.code.size)); err != nil {
		return err
	}
	a.b = append(a.b, p...)
	return nil
}

// extendIter appends the items of an iterable (an array of the same
// kind is copied as it is).
func (a *Array) extendIter(t *vm.Thread, v vm.Value) error {
	if o, ok := asArray(v); ok {
		if o.code != a.code {
			return vm.Errorf(vm.TypeErrorType, "can only extend with array of same kind")
		}
		return a.appendBytes(t, o.b)
	}
	return t.Iterate(v, func(x vm.Value) error { return a.push(t, x) })
}

func (a *Array) appendBytes(t *vm.Thread, b []byte) error {
	if err := t.Alloc(int64(len(b))); err != nil {
		return err
	}
	a.b = append(a.b, b...)
	return nil
}

func newArray(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	if len(kw) > 0 {
		return nil, vm.Errorf(vm.TypeErrorType, "array.array() takes no keyword arguments")
	}
	switch {
	case len(args) == 0:
		return nil, vm.Errorf(vm.TypeErrorType, "array() takes at least 1 argument (0 given)")
	case len(args) > 2:
		return nil, vm.Errorf(vm.TypeErrorType, "array() takes at most 2 arguments (%d given)", len(args))
	}
	s, ok := native.Str(args[0])
	if !ok || utf8.RuneCountInString(s) != 1 {
		what := native.TypeName(args[0])
		if ok {
			what = "a string of length " + itoa(utf8.RuneCountInString(s))
			if utf8.RuneCountInString(s) != 1 {
				what = "str"
			}
		}
		return nil, vm.Errorf(vm.TypeErrorType, "array() argument 1 must be a unicode character, not %s", what)
	}
	c := codes[s[0]]
	if c == nil || len(s) != 1 {
		return nil, vm.Errorf(vm.ValueErrorType, "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
	}
	a := &Array{code: c}
	if len(args) == 2 {
		if err := a.initialise(t, args[1]); err != nil {
			return nil, err
		}
	}
	if cls != arrayType {
		return vm.WrapInstance(cls, a), nil
	}
	return a, nil
}

// initialise fills a new array from the constructor's initializer.
func (a *Array) initialise(t *vm.Thread, init vm.Value) error {
	if s, ok := native.Str(init); ok {
		if a.code.kind != unicode {
			return vm.Errorf(vm.TypeErrorType, "cannot use a str to initialize an array with typecode '%c'", a.code.c)
		}
		return a.fromUnicode(t, s)
	}
	if o, ok := asArray(init); ok {
		if o.code.kind == unicode && a.code.kind != unicode {
			return vm.Errorf(vm.TypeErrorType, "cannot use a unicode array to initialize an array with typecode '%c'", a.code.c)
		}
		if o.code == a.code {
			return a.appendBytes(t, o.b)
		}
	}
	switch native.Unwrap(init).(type) {
	case *vm.Bytes, *vm.ByteArray:
		b, _ := native.Bytes(init)
		return a.fromBytes(t, b)
	}
	return t.Iterate(init, func(x vm.Value) error { return a.push(t, x) })
}

func (a *Array) fromBytes(t *vm.Thread, b []byte) error {
	if len(b)%a.code.size != 0 {
		return vm.Errorf(vm.ValueErrorType, "bytes length not a multiple of item size")
	}
	return a.appendBytes(t, b)
}

func (a *Array) fromUnicode(t *vm.Thread, s string) error {
	if err := t.AllocElems(int64(len(s)), 4); err != nil {
		return err
	}
	for _, r := range s {
		a.b = binary.LittleEndian.AppendUint32(a.b, uint32(r))
	}
	return nil
}

// index resolves an item index, with the error of what ("array" or
// "array assignment").
func (a *Array) index(t *vm.Thread, k vm.Value, what string) (int, error) {
	if native.IsFloat(k) || !native.IsInt(k) && k.Type().Lookup("__index__") == nil {
		return 0, vm.Errorf(vm.TypeErrorType, "array indices must be integers")
	}
	i, err := native.Int64(t, k, "cannot fit 'int' into an index-sized integer")
	if err != nil {
		return 0, vm.Errorf(vm.IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	n := int64(a.len())
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, vm.Errorf(vm.IndexErrorType, "%s index out of range", what)
	}
	return int(i), nil
}

func arrGetitem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	if s, ok := args[1].(*vm.Slice); ok {
		start, stop, step, err := t.SliceIndices(s, a.len())
		if err != nil {
			return nil, err
		}
		n := vm.SliceLength(start, stop, step)
		size := a.code.size
		if err := t.AllocElems(int64(n), int64(size)); err != nil {
			return nil, err
		}
		out := &Array{code: a.code, b: make([]byte, 0, n*size)}
		for k, i := 0, start; k < n; k, i = k+1, i+step {
			out.b = append(out.b, a.b[i*size:i*size+size]...)
		}
		return out, nil
	}
	i, err := a.index(t, args[1], "array")
	if err != nil {
		return nil, err
	}
	return a.get(i), nil
}

func arrSetitem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	size := a.code.size
	if s, ok := args[1].(*vm.Slice); ok {
		o, ok := asArray(args[2])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "can only assign array (not \"%s\") to array slice", native.TypeName(args[2]))
		}
		if o.code != a.code {
			return nil, vm.Errorf(vm.TypeErrorType, "bad argument type for built-in operation")
		}
		src := append([]byte(nil), o.b...) // o may be a itself
		start, stop, step, err := t.SliceIndices(s, a.len())
		if err != nil {
			return nil, err
		}
		n := vm.SliceLength(start, stop, step)
		if step == 1 {
			if err := t.Alloc(int64(len(src))); err != nil {
				return nil, err
			}
			stop = max(stop, start)
			tail := append([]byte(nil), a.b[stop*size:]...)
			a.b = append(append(a.b[:start*size], src...), tail...)
			return vm.None, nil
		}
		if o.len() != n {
			return nil, vm.Errorf(vm.ValueErrorType, "attempt to assign array of size %d to extended slice of size %d", o.len(), n)
		}
		for k, i := 0, start; k < n; k, i = k+1, i+step {
			copy(a.b[i*size:i*size+size], src[k*size:])
		}
		return vm.None, nil
	}
	i, err := a.index(t, args[1], "array assignment")
	if err != nil {
		return nil, err
	}
	return vm.None, a.code.encode(t, args[2], a.b[i*size:i*size+size])
}

func arrDelitem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	size := a.code.size
	if s, ok := args[1].(*vm.Slice); ok {
		start, stop, step, err := t.SliceIndices(s, a.len())
		if err != nil {
			return nil, err
		}
		n := vm.SliceLength(start, stop, step)
		if n == 0 {
			return vm.None, nil
		}
		if step < 0 { // the same items, walked upwards
			start, step = start+(n-1)*step, -step
		}
		drop := make(map[int]bool, n)
		for k, i := 0, start; k < n; k, i = k+1, i+step {
			drop[i] = true
		}
		out := a.b[:0]
		for i := 0; i < a.len(); i++ {
			if !drop[i] {
				out = append(out, a.b[i*size:i*size+size]...)
			}
		}
		a.b = out
		return vm.None, nil
	}
	i, err := a.index(t, args[1], "array assignment")
	if err != nil {
		return nil, err
	}
	a.b = append(a.b[:i*size], a.b[(i+1)*size:]...)
	return vm.None, nil
}

func arrLen(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.MakeInt(int64(self2(args[0]).len())), nil
}

// equalItem is item i == v, as CPython compares them: by value, without
// the identity shortcut of containers (a NaN equals nothing).
func (a *Array) equalItem(t *vm.Thread, i int, v vm.Value) (bool, error) {
	x := a.get(i)
	if f, ok := x.(vm.Float); ok {
		if g, ok := native.Unwrap(v).(vm.Float); ok {
			return f == g, nil
		}
	}
	return t.Equal(x, v)
}

// find is the first index of v in [lo, hi), or -1.
func (a *Array) find(t *vm.Thread, v vm.Value, lo, hi int) (int, error) {
	for i := lo; i < min(hi, a.len()); i++ {
		eq, err := a.equalItem(t, i, v)
		if err != nil {
			return 0, err
		}
		if eq {
			return i, nil
		}
	}
	return -1, nil
}

func arrContains(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	i, err := a.find(t, args[1], 0, a.len())
	return vm.Bool(i >= 0), err
}

func one(name string, args []vm.Value, kw []string) error {
	return native.One("array."+name, args[1:], kw)
}

func arrAppend(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("append", args, kw); err != nil {
		return nil, err
	}
	return vm.None, self2(args[0]).push(t, args[1])
}

func arrExtend(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("extend", args, kw); err != nil {
		return nil, err
	}
	return vm.None, self2(args[0]).extendIter(t, args[1])
}

func arrInsert(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("array.insert", "insert", args[1:], kw, 2, 2); err != nil {
		return nil, err
	}
	a := self2(args[0])
	i, err := native.Int64(t, args[1], "Python int too large to convert to C ssize_t")
	if err != nil {
		return nil, err
	}
	n := int64(a.len())
	if i < 0 {
		i = max(i+n, 0)
	}
	i = min(i, n)
	var tmp [8]byte
	p := tmp[:a.code.size]
	if err := a.code.encode(t, args[2], p); err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(len(p))); err != nil {
		return nil, err
	}
	at := int(i) * a.code.size
	a.b = append(a.b[:at], append(append([]byte(nil), p...), a.b[at:]...)...)
	return vm.None, nil
}

func arrPop(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("array.pop", "pop", args[1:], kw, 0, 1); err != nil {
		return nil, err
	}
	a := self2(args[0])
	i := int64(-1)
	if len(args) > 1 {
		var err error
		if i, err = native.Int64(t, args[1], "Python int too large to convert to C ssize_t"); err != nil {
			return nil, err
		}
	}
	n := int64(a.len())
	if n == 0 {
		return nil, vm.Errorf(vm.IndexErrorType, "pop from empty array")
	}
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, vm.Errorf(vm.IndexErrorType, "pop index out of range")
	}
	v := a.get(int(i))
	size := a.code.size
	a.b = append(a.b[:int(i)*size], a.b[int(i+1)*size:]...)
	return v, nil
}

func arrRemove(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("remove", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	i, err := a.find(t, args[1], 0, a.len())
	if err != nil {
		return nil, err
	}
	if i < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "array.remove(x): x not in array")
	}
	size := a.code.size
	a.b = append(a.b[:i*size], a.b[(i+1)*size:]...)
	return vm.None, nil
}

// bound resolves a start or stop argument of index() as a slice bound.
func bound(t *vm.Thread, v vm.Value, n int) (int, error) {
	i, err := native.IndexBig(t, v)
	if err != nil {
		return 0, err
	}
	if !i.IsInt64() {
		if i.Sign() < 0 {
			return 0, nil
		}
		return n, nil
	}
	x := i.Int64()
	if x < 0 {
		x = max(x+int64(n), 0)
	}
	return int(min(x, int64(n))), nil
}

func arrIndex(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("array.index", "index", args[1:], kw, 1, 3); err != nil {
		return nil, err
	}
	a := self2(args[0])
	lo, hi := 0, a.len()
	var err error
	if len(args) > 2 {
		if lo, err = bound(t, args[2], a.len()); err != nil {
			return nil, err
		}
	}
	if len(args) > 3 {
		if hi, err = bound(t, args[3], a.len()); err != nil {
			return nil, err
		}
	}
	i, err := a.find(t, args[1], lo, hi)
	if err != nil {
		return nil, err
	}
	if i < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "array.index(x): x not in array")
	}
	return vm.MakeInt(int64(i)), nil
}

func arrCount(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("count", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	n := 0
	for i := 0; i < a.len(); i++ {
		eq, err := a.equalItem(t, i, args[1])
		if err != nil {
			return nil, err
		}
		if eq {
			n++
		}
	}
	return vm.MakeInt(int64(n)), nil
}

func noArgs(name string, args []vm.Value, kw []string) error {
	if err := native.NoKwargs("array."+name, kw); err != nil {
		return err
	}
	if len(args) > 1 {
		return vm.Errorf(vm.TypeErrorType, "array.%s() takes no arguments (%d given)", name, len(args)-1)
	}
	return nil
}

func arrReverse(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("reverse", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	size := a.code.size
	for i, j := 0, a.len()-1; i < j; i, j = i+1, j-1 {
		for k := 0; k < size; k++ {
			a.b[i*size+k], a.b[j*size+k] = a.b[j*size+k], a.b[i*size+k]
		}
	}
	return vm.None, nil
}

func arrByteswap(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("byteswap", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	size := a.code.size
	for i := 0; i+size <= len(a.b); i += size {
		p := a.b[i : i+size]
		for x, y := 0, size-1; x < y; x, y = x+1, y-1 {
			p[x], p[y] = p[y], p[x]
		}
	}
	return vm.None, nil
}

func arrBufferInfo(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("buffer_info", args, kw); err != nil {
		return nil, err
	}
	// The address is the array's id: stable while it lives, and showing
	// nothing of the host's memory.
	id, _ := t.Builtins().GetString("id")
	addr, err := t.Call(id, args[:1], nil)
	if err != nil {
		return nil, err
	}
	return vm.Tuple{addr, vm.MakeInt(int64(self2(args[0]).len()))}, nil
}

func arrFrombytes(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("frombytes", args, kw); err != nil {
		return nil, err
	}
	b, ok := native.Buffer(args[1])
	if o, isArray := asArray(args[1]); isArray && o.code.size != 1 {
		// CPython asks for a plain byte buffer, which an array of wider
		// items does not give.
		return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required")
	}
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(args[1]))
	}
	return vm.None, self2(args[0]).fromBytes(t, append([]byte(nil), b...))
}

func arrTobytes(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("tobytes", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	if err := t.Alloc(int64(len(a.b))); err != nil {
		return nil, err
	}
	return vm.NewBytes(append([]byte(nil), a.b...)), nil
}

func arrFromlist(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("fromlist", args, kw); err != nil {
		return nil, err
	}
	l, ok := native.Unwrap(args[1]).(*vm.List)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "arg must be list")
	}
	a := self2(args[0])
	// All or nothing: a bad item leaves the array as it was.
	saved := len(a.b)
	items, err := t.ToList(l)
	if err != nil {
		return nil, err
	}
	for _, x := range items {
		if err := a.push(t, x); err != nil {
			a.b = a.b[:saved]
			return nil, err
		}
	}
	return vm.None, nil
}

func arrTolist(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("tolist", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	if err := t.AllocElems(int64(a.len()), 24); err != nil {
		return nil, err
	}
	out := make([]vm.Value, a.len())
	for i := range out {
		out[i] = a.get(i)
	}
	return vm.NewList(out), nil
}

func arrFromunicode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("fromunicode", args, kw); err != nil {
		return nil, err
	}
	s, ok := native.Str(args[1])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "fromunicode() argument must be str, not %s", native.TypeName(args[1]))
	}
	a := self2(args[0])
	if a.code.kind != unicode {
		return nil, vm.Errorf(vm.ValueErrorType, "fromunicode() may only be called on unicode type arrays")
	}
	return vm.None, a.fromUnicode(t, s)
}

// text is the characters of a 'u' array.
func (a *Array) text() string {
	var sb strings.Builder
	for i := 0; i+4 <= len(a.b); i += 4 {
		sb.WriteRune(rune(binary.LittleEndian.Uint32(a.b[i:])))
	}
	return sb.String()
}

func arrTounicode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("tounicode", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	if a.code.kind != unicode {
		return nil, vm.Errorf(vm.ValueErrorType, "tounicode() may only be called on unicode type arrays")
	}
	if err := t.Alloc(int64(len(a.b))); err != nil {
		return nil, err
	}
	return vm.NewStr(a.text()), nil
}

func arrTofile(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("tofile", args, kw); err != nil {
		return nil, err
	}
	a := self2(args[0])
	// In blocks, as CPython writes, so a huge array is not copied at once.
	const block = 64 * 1024
	for i := 0; i < len(a.b) || i == 0; i += block {
		chunk := a.b[i:min(i+block, len(a.b))]
		if _, err := t.CallMethod(args[1], "write", vm.NewBytes(append([]byte(nil), chunk...))); err != nil {
			return nil, err
		}
		if len(a.b) == 0 {
			break
		}
	}
	return vm.None, nil
}

func arrFromfile(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("array.fromfile", "fromfile", args[1:], kw, 2, 2); err != nil {
		return nil, err
	}
	a := self2(args[0])
	n, err := native.Int64(t, args[2], "Python int too large to convert to C ssize_t")
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "negative count")
	}
	size := int64(a.code.size)
	if n > math.MaxInt64/size {
		return nil, vm.Errorf(vm.MemoryErrorType, "")
	}
	r, err := t.CallMethod(args[1], "read", vm.MakeInt(n*size))
	if err != nil {
		return nil, err
	}
	b, ok := native.Unwrap(r).(*vm.Bytes)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "read() didn't return bytes")
	}
	data, _ := vm.BytesLike(b)
	whole := int64(len(data)) / size * size
	if err := a.appendBytes(t, data[:whole]); err != nil {
		return nil, err
	}
	if int64(len(data)) < n*size {
		return nil, vm.Errorf(vm.EOFErrorType, "read() didn't return enough bytes")
	}
	return vm.None, nil
}

func (a *Array) clone(t *vm.Thread) (*Array, error) {
	if err := t.Alloc(int64(len(a.b))); err != nil {
		return nil, err
	}
	return &Array{code: a.code, b: append([]byte(nil), a.b...)}, nil
}

func arrCopy(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := noArgs("__copy__", args, kw); err != nil {
		return nil, err
	}
	return self2(args[0]).clone(t)
}

func arrDeepcopy(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := one("__deepcopy__", args, kw); err != nil {
		return nil, err
	}
	return self2(args[0]).clone(t)
}

func arrAdd(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	o, ok := asArray(args[1])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "can only append array (not \"%s\") to array", native.TypeName(args[1]))
	}
	if o.code != a.code {
		return nil, vm.Errorf(vm.TypeErrorType, "bad argument type for built-in operation")
	}
	out, err := a.clone(t)
	if err != nil {
		return nil, err
	}
	return out, out.appendBytes(t, o.b)
}

func arrIadd(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	o, ok := asArray(args[1])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "can only extend array with array (not \"%s\")", native.TypeName(args[1]))
	}
	if o.code != a.code {
		return nil, vm.Errorf(vm.TypeErrorType, "can only extend with array of same kind")
	}
	return args[0], a.appendBytes(t, o.b)
}

// times reads the count of a repetition.
func times(t *vm.Thread, v vm.Value) (int64, error) {
	if native.IsFloat(v) || !native.IsInt(v) && v.Type().Lookup("__index__") == nil {
		return 0, vm.Errorf(vm.TypeErrorType, "can't multiply sequence by non-int of type '%s'", native.TypeName(v))
	}
	n, err := native.IndexBig(t, v)
	if err != nil {
		return 0, err
	}
	if !n.IsInt64() {
		if n.Sign() < 0 {
			return 0, nil
		}
		return 0, vm.Errorf(vm.OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	return max(n.Int64(), 0), nil
}

// repeated is b repeated n times, charged before it exists.
func repeated(t *vm.Thread, b []byte, n int64) ([]byte, error) {
	if err := t.AllocElems(n, int64(len(b))); err != nil {
		return nil, err
	}
	if len(b) == 0 || n == 0 {
		return nil, nil
	}
	return []byte(strings.Repeat(string(b), int(n))), nil
}

func arrMul(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	n, err := times(t, args[1])
	if err != nil {
		return nil, err
	}
	b, err := repeated(t, a.b, n)
	if err != nil {
		return nil, err
	}
	return &Array{code: a.code, b: b}, nil
}

// arrRmul is n * array. A sequence on the left (str, list) failed to
// repeat itself by the array, and CPython's message names the array.
func arrRmul(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	switch native.Unwrap(args[1]).(type) {
	case *vm.Str, *vm.List, vm.Tuple, *vm.Bytes, *vm.ByteArray:
		return nil, vm.Errorf(vm.TypeErrorType, "can't multiply sequence by non-int of type '%s'", args[0].Type().TpName())
	}
	return arrMul(t, args, kw)
}

func arrImul(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	n, err := times(t, args[1])
	if err != nil {
		return nil, err
	}
	b, err := repeated(t, a.b, n)
	if err != nil {
		return nil, err
	}
	a.b = b
	return args[0], nil
}

func arrRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a := self2(args[0])
	name := args[0].Type().Name()
	head := name + "('" + string(a.code.c) + "'"
	if a.len() == 0 {
		return vm.NewStr(head + ")"), nil
	}
	var body string
	if a.code.kind == unicode {
		r, err := t.Repr(vm.NewStr(a.text()))
		if err != nil {
			return nil, err
		}
		body = r
	} else {
		if err := t.AllocElems(int64(a.len()), 24); err != nil {
			return nil, err
		}
		parts := make([]string, a.len())
		for i := range parts {
			r, err := t.Repr(a.get(i))
			if err != nil {
				return nil, err
			}
			parts[i] = r
		}
		body = "[" + strings.Join(parts, ", ") + "]"
	}
	return vm.NewStr(head + ", " + body + ")"), nil
}

func arrSizeof(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.MakeInt(64 + int64(cap(self2(args[0]).b))), nil
}

// The comparison operators.
type cmpOp int

const (
	opEQ cmpOp = iota
	opNE
	opLT
	opLE
	opGT
	opGE
)

var cmpOps = [...]compile.CmpOp{compile.CmpEQ, compile.CmpNE, compile.CmpLT, compile.CmpLE, compile.CmpGT, compile.CmpGE}

// compare makes a rich comparison: item by item, as lists compare, each
// pair by value.
func compare(op cmpOp) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a := self2(args[0])
		o, ok := asArray(args[1])
		if !ok {
			return vm.NotImplemented, nil
		}
		if (op == opEQ || op == opNE) && a.len() != o.len() {
			return vm.Bool(op == opNE), nil
		}
		n := min(a.len(), o.len())
		for i := 0; i < n; i++ {
			x, y := a.get(i), o.get(i)
			eq, err := itemEqual(t, x, y)
			if err != nil {
				return nil, err
			}
			if eq {
				continue
			}
			switch op {
			case opEQ:
				return vm.False, nil
			case opNE:
				return vm.True, nil
			}
			return t.Compare(cmpOps[op], x, y)
		}
		la, lb := a.len(), o.len()
		var r bool
		switch op {
		case opEQ:
			r = la == lb
		case opNE:
			r = la != lb
		case opLT:
			r = la < lb
		case opLE:
			r = la <= lb
		case opGT:
			r = la > lb
		case opGE:
			r = la >= lb
		}
		return vm.Bool(r), nil
	}
}

// itemEqual compares two items by value: floats as floats (a NaN equals
// nothing), anything else by ==.
func itemEqual(t *vm.Thread, x, y vm.Value) (bool, error) {
	if f, ok := x.(vm.Float); ok {
		if g, ok := y.(vm.Float); ok {
			return f == g, nil
		}
	}
	return t.Equal(x, y)
}

// arrayIter iterates an array, reading it live.
type arrayIter struct {
	a *Array
	i int
}

func (*arrayIter) Type() *vm.Type { return iterType }

func arrIter(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return &arrayIter{a: self2(args[0])}, nil
}

func iterNext(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	it := args[0].(*arrayIter)
	if it.a == nil || it.i >= it.a.len() {
		it.a = nil
		return nil, vm.NewException(vm.StopIterationType)
	}
	v := it.a.get(it.i)
	it.i++
	return v, nil
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }
