// Package pystruct is Python's struct module for monty: values packed to
// and unpacked from bytes by a format string, in native layout (sizes and
// alignment as CPython's on x86-64 Linux) or a standard one in either byte
// order, with CPython 3.11's errors.
//
// A format is parsed into runs (a code and its repeat count), never
// expanded item by item, so that '1000000000x' costs nothing until it is
// packed, and packing charges the memory budget first.
package pystruct

import (
	"fmt"
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

var errorType, structType, iterType *vm.Type

func init() {
	errorType = vm.NewNativeType(vm.NativeType{Name: "error", Module: "struct", Base: vm.ExceptionType})
	structType = vm.NewNativeType(vm.NativeType{
		Name: "Struct", Module: "_struct",
		Doc: "Struct(fmt) --> compiled struct object",
		New: newStruct,
		Methods: map[string]vm.BuiltinFunc{
			"pack":        structPack,
			"pack_into":   structPackInto,
			"unpack":      structUnpack,
			"unpack_from": structUnpackFrom,
			"iter_unpack": structIterUnpack,
			"__sizeof__":  structSizeof,
			"__repr__":    structRepr,
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"format": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(self2(self).format), nil },
			"size":   func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.MakeInt(self2(self).size), nil },
		},
	})
	iterType = vm.NewNativeType(vm.NativeType{
		Name: "unpack_iterator", Module: "_struct", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"__iter__":        func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__next__":        iterNext,
			"__length_hint__": iterLengthHint,
		},
	})
	vm.RegisterModule("struct", newModule)
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("struct", native.Funcs{
		"pack":        pack,
		"pack_into":   packInto,
		"unpack":      unpack,
		"unpack_from": unpackFrom,
		"iter_unpack": iterUnpack,
		"calcsize":    calcsize,
	})
	m.Dict().SetString("error", errorType)
	m.Dict().SetString("Struct", structType)
	return m, nil
}

func structError(msg string, args ...any) error {
	if len(args) > 0 {
		return vm.NewException(errorType, vm.NewStr(fmt.Sprintf(msg, args...)))
	}
	return vm.NewException(errorType, vm.NewStr(msg))
}

// order is how a format lays its items out.
type order byte

const (
	orderNative order = iota // '@': native sizes and alignment
	orderLittle              // '<' and '='
	orderBig                 // '>' and '!'
)

// run is one format code with its repeat count; for 's' and 'p' the
// count is the length of the one string.
type run struct {
	code   byte
	count  int64
	offset int64 // of the first item
	size   int64 // of one item
}

// layout is a parsed format.
type layout struct {
	format string
	order  order
	runs   []run
	size   int64
	nitems int64
}

// itemSize is the size of code in a layout of order o; 0 if o has no
// such code.
func itemSize(o order, code byte) int64 {
	switch code {
	case 'x', 'c', 'b', 'B', '?', 's', 'p':
		return 1
	case 'h', 'H', 'e':
		return 2
	case 'i', 'I', 'f':
		return 4
	case 'q', 'Q', 'd':
		return 8
	case 'l', 'L':
		if o == orderNative {
			return 8
		}
		return 4
	case 'n', 'N', 'P':
		if o == orderNative {
			return 8
		}
	}
	return 0
}

const maxSize = math.MaxInt64

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// parse reads a format string.
func parse(f string) (*layout, error) {
	l := &layout{format: f}
	s := f
	if s != "" {
		switch s[0] {
		case '@':
			s = s[1:]
		case '<', '=':
			l.order, s = orderLittle, s[1:]
		case '>', '!':
			l.order, s = orderBig, s[1:]
		}
	}
	var off int64
	for i := 0; i < len(s); {
		c := s[i]
		if isSpace(c) {
			i++
			continue
		}
		count := int64(1)
		if c >= '0' && c <= '9' {
			count = 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				if count > (maxSize-9)/10 {
					return nil, structError("total struct size too long")
				}
				count = count*10 + int64(s[i]-'0')
				i++
			}
			if i == len(s) {
				return nil, structError("repeat count given without format specifier")
			}
			c = s[i]
		}
		i++
		size := itemSize(l.order, c)
		if size == 0 {
			return nil, structError("bad char in struct format")
		}
		if l.order == orderNative && size > 1 {
			if off > maxSize-size {
				return nil, structError("total struct size too long")
			}
			off = (off + size - 1) / size * size
		}
		total := count * size
		if count != 0 && total/count != size || off > maxSize-total {
			return nil, structError("total struct size too long")
		}
		switch c {
		case 'x':
		case 's', 'p':
			l.runs = append(l.runs, run{code: c, count: count, offset: off, size: count})
			l.nitems++
		default:
			l.runs = append(l.runs, run{code: c, count: count, offset: off, size: size})
			l.nitems += count
		}
		off += total
	}
	l.size = off
	return l, nil
}

// formatArg reads a format argument: a str or bytes.
func formatArg(v vm.Value) (string, error) {
	if s, ok := native.Str(v); ok {
		return s, nil
	}
	if b, ok := native.Unwrap(v).(*vm.Bytes); ok {
		bb, _ := vm.BytesLike(b)
		return string(bb), nil
	}
	return "", vm.Errorf(vm.TypeErrorType, "Struct() argument 1 must be a str or bytes object, not %s", native.TypeName(v))
}

func parseArg(v vm.Value) (*layout, error) {
	f, err := formatArg(v)
	if err != nil {
		return nil, err
	}
	return parse(f)
}

// rangeRule says how an integer code reads its argument and which range
// it then checks.
type rangeRule struct {
	unsigned bool   // read as C unsigned long (else signed long)
	bigErr   bool   // a failed read says "int too large to convert"
	lo, hi   int64  // checked range when bits < 64
	msg      string // the range error
}

func intRule(o order, code byte) rangeRule {
	switch code {
	case 'b':
		return rangeRule{lo: -128, hi: 127, msg: "byte format requires -128 <= number <= 127"}
	case 'B':
		return rangeRule{lo: 0, hi: 255, msg: "ubyte format requires 0 <= number <= 255"}
	case 'h':
		if o == orderBig {
			return rangeRule{lo: -32768, hi: 32767, msg: "'h' format requires -32768 <= number <= 32767"}
		}
		return rangeRule{lo: -32768, hi: 32767, msg: "short format requires -32768 <= number <= 32767"}
	case 'H':
		if o == orderBig {
			return rangeRule{unsigned: true, lo: 0, hi: 65535, msg: "'H' format requires 0 <= number <= 65535"}
		}
		return rangeRule{lo: 0, hi: 65535, msg: "ushort format requires 0 <= number <= 65535"}
	case 'i':
		return rangeRule{lo: math.MinInt32, hi: math.MaxInt32, msg: "'i' format requires -2147483648 <= number <= 2147483647"}
	case 'I':
		return rangeRule{unsigned: true, lo: 0, hi: math.MaxUint32, msg: "'I' format requires 0 <= number <= 4294967295"}
	case 'l':
		if o != orderNative {
			return rangeRule{lo: math.MinInt32, hi: math.MaxInt32, msg: "'l' format requires -2147483648 <= number <= 2147483647"}
		}
	case 'L':
		if o != orderNative {
			return rangeRule{unsigned: true, lo: 0, hi: math.MaxUint32, msg: "'L' format requires 0 <= number <= 4294967295"}
		}
		return rangeRule{unsigned: true}
	case 'q':
		return rangeRule{bigErr: o == orderBig}
	case 'Q':
		return rangeRule{unsigned: true, bigErr: o == orderBig}
	case 'N':
		return rangeRule{unsigned: true}
	}
	return rangeRule{}
}

var (
	minInt64  = big.NewInt(math.MinInt64)
	maxUint64 = new(big.Int).SetUint64(math.MaxUint64)
)

// intArg converts an argument of an integer code: an int or an object
// with __index__.
func intArg(t *vm.Thread, v vm.Value) (*big.Int, error) {
	if !native.IsInt(v) && v.Type().Lookup("__index__") == nil {
		return nil, structError("required argument is not an integer")
	}
	return native.IndexBig(t, v)
}

// packInt writes v as an integer of code into b.
func packInt(t *vm.Thread, o order, code byte, v vm.Value, b []byte) error {
	n, err := intArg(t, v)
	if err != nil {
		return err
	}
	var u uint64
	if code == 'P' {
		// A pointer takes any value that fits as signed or unsigned.
		if n.Cmp(minInt64) < 0 || n.Cmp(maxUint64) > 0 {
			return structError("int too large to convert")
		}
		if n.Sign() < 0 {
			u = uint64(n.Int64())
		} else {
			u = n.Uint64()
		}
	} else {
		r := intRule(o, code)
		fail := "argument out of range"
		if r.bigErr {
			fail = "int too large to convert"
		}
		if r.unsigned {
			if n.Sign() < 0 || !n.IsUint64() {
				return structError("%s", fail)
			}
			u = n.Uint64()
			if r.msg != "" && u > uint64(r.hi) {
				return structError("%s", r.msg)
			}
		} else {
			if !n.IsInt64() {
				return structError("%s", fail)
			}
			i := n.Int64()
			if r.msg != "" && (i < r.lo || i > r.hi) {
				return structError("%s", r.msg)
			}
			u = uint64(i)
		}
	}
	putUint(o, b, u)
	return nil
}

// putUint writes the low len(b) bytes of u in the layout's byte order.
func putUint(o order, b []byte, u uint64) {
	n := len(b)
	for i := 0; i < n; i++ {
		k := i
		if o == orderBig {
			k = n - 1 - i
		}
		b[k] = byte(u >> (8 * i))
	}
}

// getUint reads b as an unsigned number in the layout's byte order.
func getUint(o order, b []byte) uint64 {
	var u uint64
	n := len(b)
	for i := 0; i < n; i++ {
		k := i
		if o == orderBig {
			k = n - 1 - i
		}
		u |= uint64(b[k]) << (8 * i)
	}
	return u
}

// floatArg converts an argument of a float code.
func floatArg(t *vm.Thread, v vm.Value) (float64, error) {
	c := v.Type()
	if !native.IsFloat(v) && !native.IsInt(v) && c.Lookup("__float__") == nil && c.Lookup("__index__") == nil {
		return 0, structError("required argument is not a float")
	}
	x, err := native.Float(t, v)
	if err != nil && native.IsInt(v) {
		return 0, structError("required argument is not a float")
	}
	return x, err
}

// halfBits rounds x to IEEE 754 binary16, half to even; ok is false when
// it is too large.
func halfBits(x float64) (uint16, bool) {
	var sign uint16
	if math.Signbit(x) {
		sign = 0x8000
	}
	a := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return sign | 0x7e00, true
	case math.IsInf(x, 0):
		return sign | 0x7c00, true
	case a < math.Ldexp(1, -14):
		// Subnormal: units of 2**-24; 1024 of them is the smallest normal.
		return sign | uint16(math.RoundToEven(math.Ldexp(a, 24))), true
	}
	frac, exp := math.Frexp(a) // a = frac * 2**exp, frac in [0.5, 1)
	e := exp - 1
	m := math.RoundToEven((frac*2 - 1) * 1024)
	if m == 1024 {
		m, e = 0, e+1
	}
	if e+15 >= 31 {
		return 0, false
	}
	return sign | uint16(e+15)<<10 | uint16(m), true
}

// floatBits is x's IEEE 754 bits, a NaN's made canonical (monty's NaNs
// carry bits of their own, to be told apart by `is`; CPython's float('nan')
// packs as 0x7ff8000000000000).
func floatBits(x float64) uint64 {
	if x != x {
		return math.Float64bits(x)&(1<<63) | 0x7ff8000000000000
	}
	return math.Float64bits(x)
}

func halfFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(m, -24)
	case 31:
		if m == 0 {
			return math.Inf(int(sign))
		}
		return math.Copysign(math.NaN(), sign)
	}
	return sign * math.Ldexp(1+m/1024, e-15)
}

// packItem writes one value of code at b.
func packItem(t *vm.Thread, o order, code byte, v vm.Value, b []byte) error {
	switch code {
	case 'c':
		bb, ok := native.Unwrap(v).(*vm.Bytes)
		if ok {
			raw, _ := vm.BytesLike(bb)
			if len(raw) == 1 {
				b[0] = raw[0]
				return nil
			}
		}
		return structError("char format requires a bytes object of length 1")
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
	case 'e', 'f', 'd':
		x, err := floatArg(t, v)
		if err != nil {
			return err
		}
		switch code {
		case 'e':
			h, ok := halfBits(x)
			if !ok {
				return vm.Errorf(vm.OverflowErrorType, "float too large to pack with e format")
			}
			putUint(o, b, uint64(h))
		case 'f':
			y := float32(x)
			if x != x {
				y = float32(math.Float64frombits(floatBits(x)))
			}
			// Native 'f' is a plain C cast; the standard ones check.
			if o != orderNative && math.IsInf(float64(y), 0) && !math.IsInf(x, 0) {
				return vm.Errorf(vm.OverflowErrorType, "float too large to pack with f format")
			}
			putUint(o, b, uint64(math.Float32bits(y)))
		default:
			putUint(o, b, floatBits(x))
		}
		return nil
	}
	return packInt(t, o, code, v, b)
}

// unpackItem reads one value of code from b.
func unpackItem(o order, code byte, b []byte) vm.Value {
	switch code {
	case 'c':
		return vm.NewBytes([]byte{b[0]})
	case '?':
		return vm.Bool(b[0] != 0)
	case 'e':
		return vm.Float(halfFloat(uint16(getUint(o, b))))
	case 'f':
		return vm.Float(math.Float32frombits(uint32(getUint(o, b))))
	case 'd':
		return vm.Float(math.Float64frombits(getUint(o, b)))
	}
	u := getUint(o, b)
	switch code {
	case 'b', 'h', 'i', 'l', 'q', 'n':
		shift := 64 - 8*uint(len(b))
		return vm.MakeInt(int64(u<<shift) >> shift)
	}
	if u > math.MaxInt64 {
		return vm.MakeBigInt(new(big.Int).SetUint64(u))
	}
	return vm.MakeInt(int64(u))
}

// packTo packs args by l into b, which is l.size long.
func (l *layout) packTo(t *vm.Thread, fname string, b []byte, args []vm.Value) error {
	if int64(len(args)) != l.nitems {
		return structError("%s expected %d items for packing (got %d)", fname, l.nitems, len(args))
	}
	k := 0
	for _, r := range l.runs {
		switch r.code {
		case 's', 'p':
			v := args[k]
			k++
			raw, ok := vm.BytesLike(v)
			if !ok {
				return structError("argument for '%c' must be a bytes object", r.code)
			}
			dst := b[r.offset : r.offset+r.size]
			if r.code == 's' {
				n := copy(dst, raw)
				clear(dst[n:])
				continue
			}
			if r.size == 0 {
				continue
			}
			n := copy(dst[1:], raw)
			clear(dst[1+n:])
			dst[0] = byte(min(n, 255))
			continue
		}
		for j := int64(0); j < r.count; j++ {
			off := r.offset + j*r.size
			if err := packItem(t, l.order, r.code, args[k], b[off:off+r.size]); err != nil {
				return err
			}
			k++
		}
	}
	return nil
}

// unpack reads the items of l from b, which is l.size long.
func (l *layout) unpack(t *vm.Thread, b []byte) (vm.Value, error) {
	if err := t.AllocElems(l.nitems, 32); err != nil {
		return nil, err
	}
	out := make(vm.Tuple, 0, l.nitems)
	for _, r := range l.runs {
		switch r.code {
		case 's':
			out = append(out, vm.NewBytes(append([]byte(nil), b[r.offset:r.offset+r.size]...)))
			continue
		case 'p':
			var s []byte
			if r.size > 0 {
				n := min(int64(b[r.offset]), r.size-1)
				s = append([]byte(nil), b[r.offset+1:r.offset+1+n]...)
			}
			out = append(out, vm.NewBytes(s))
			continue
		}
		for j := int64(0); j < r.count; j++ {
			off := r.offset + j*r.size
			out = append(out, unpackItem(l.order, r.code, b[off:off+r.size]))
		}
	}
	return out, nil
}

func (l *layout) pack(t *vm.Thread, fname string, args []vm.Value) (vm.Value, error) {
	if int64(len(args)) != l.nitems {
		return nil, structError("%s expected %d items for packing (got %d)", fname, l.nitems, len(args))
	}
	if err := t.Alloc(l.size); err != nil {
		return nil, err
	}
	b := make([]byte, l.size)
	if err := l.packTo(t, fname, b, args); err != nil {
		return nil, err
	}
	return vm.NewBytes(b), nil
}

// readBuffer reads a bytes-like argument.
func readBuffer(v vm.Value) ([]byte, error) {
	if b, ok := native.Buffer(v); ok {
		return b, nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
}

func (l *layout) unpackAll(t *vm.Thread, v vm.Value) (vm.Value, error) {
	b, err := readBuffer(v)
	if err != nil {
		return nil, err
	}
	if int64(len(b)) != l.size {
		return nil, structError("unpack requires a buffer of %d bytes", l.size)
	}
	return l.unpack(t, b)
}

// place resolves the offset argument of pack_into and unpack_from against
// a buffer of n bytes: the start of the items, or the error CPython gives.
func (l *layout) place(t *vm.Thread, n int64, offset vm.Value, packing bool) (int64, error) {
	off, err := native.Int64(t, offset, "Python int too large to convert to C ssize_t")
	if err != nil {
		return 0, err
	}
	verb, what := "unpack", "unpacking"
	if packing {
		verb, what = "pack", "packing"
	}
	if off < 0 {
		if off+n < 0 {
			return 0, structError("offset %d out of range for %d-byte buffer", off, n)
		}
		if off+l.size > 0 {
			if packing {
				return 0, structError("no space to pack %d bytes at offset %d", l.size, off)
			}
			return 0, structError("not enough data to unpack %d bytes at offset %d", l.size, off)
		}
		return off + n, nil
	}
	if n-off < l.size {
		return 0, structError("%s_%s requires a buffer of at least %d bytes for %s %d bytes at offset %d (actual buffer size is %d)",
			verb, map[bool]string{false: "from", true: "into"}[packing], l.size+off, what, l.size, off, n)
	}
	return off, nil
}

func (l *layout) packInto(t *vm.Thread, fname string, args []vm.Value) (vm.Value, error) {
	switch len(args) {
	case 0:
		return nil, structError("%s expected buffer argument", fname)
	case 1:
		return nil, structError("%s expected offset argument", fname)
	}
	items := args[2:]
	if int64(len(items)) != l.nitems {
		return nil, structError("%s expected %d items for packing (got %d)", fname, l.nitems, len(items))
	}
	b, ok := vm.WritableBuffer(args[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "argument must be read-write bytes-like object, not %s", native.TypeName(args[0]))
	}
	off, err := l.place(t, int64(len(b)), args[1], true)
	if err != nil {
		return nil, err
	}
	// As CPython: the region is zeroed, then written item by item, so a
	// failing item leaves the ones before it written.
	region := b[off : off+l.size]
	clear(region)
	if err := l.packTo(t, fname, region, items); err != nil {
		return nil, err
	}
	return vm.None, nil
}

func (l *layout) unpackFrom(t *vm.Thread, buffer, offset vm.Value) (vm.Value, error) {
	b, err := readBuffer(buffer)
	if err != nil {
		return nil, err
	}
	if offset == nil {
		offset = vm.MakeInt(0)
	}
	off, err := l.place(t, int64(len(b)), offset, false)
	if err != nil {
		return nil, err
	}
	return l.unpack(t, b[off:off+l.size])
}

// unpackIter is the iterator of iter_unpack.
type unpackIter struct {
	l   *layout
	b   []byte
	pos int64
}

func (*unpackIter) Type() *vm.Type { return iterType }

func (l *layout) iterUnpack(v vm.Value) (vm.Value, error) {
	if l.size == 0 {
		return nil, structError("cannot iteratively unpack with a struct of length 0")
	}
	b, err := readBuffer(v)
	if err != nil {
		return nil, err
	}
	if int64(len(b))%l.size != 0 {
		return nil, structError("iterative unpacking requires a buffer of a multiple of %d bytes", l.size)
	}
	return &unpackIter{l: l, b: b}, nil
}

func iterNext(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	it := args[0].(*unpackIter)
	if it.pos+it.l.size > int64(len(it.b)) {
		return nil, vm.NewException(vm.StopIterationType)
	}
	r, err := it.l.unpack(t, it.b[it.pos:it.pos+it.l.size])
	it.pos += it.l.size
	return r, err
}

func iterLengthHint(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	it := args[0].(*unpackIter)
	return vm.MakeInt((int64(len(it.b)) - it.pos) / it.l.size), nil
}

// The module's functions: the format is their first argument.

func formatFirst(fname string, args []vm.Value, kw []string) (*layout, error) {
	if err := native.NoKwargs("_struct."+fname, kw); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, vm.Errorf(vm.TypeErrorType, "missing format argument")
	}
	return parseArg(args[0])
}

func pack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	l, err := formatFirst("pack", args, kw)
	if err != nil {
		return nil, err
	}
	return l.pack(t, "pack", args[1:])
}

func packInto(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	l, err := formatFirst("pack_into", args, kw)
	if err != nil {
		return nil, err
	}
	return l.packInto(t, "pack_into", args[1:])
}

func unpack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("unpack", "unpack", args, kw, 2, 2); err != nil {
		return nil, err
	}
	l, err := parseArg(args[0])
	if err != nil {
		return nil, err
	}
	return l.unpackAll(t, args[1])
}

func unpackFrom(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var format, buffer, offset vm.Value
	if err := t.UnpackArgs("unpack_from", args, kw, "format", &format, "buffer", &buffer, "offset?", &offset); err != nil {
		return nil, err
	}
	l, err := parseArg(format)
	if err != nil {
		return nil, err
	}
	return l.unpackFrom(t, buffer, offset)
}

func iterUnpack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("iter_unpack", "iter_unpack", args, kw, 2, 2); err != nil {
		return nil, err
	}
	l, err := parseArg(args[0])
	if err != nil {
		return nil, err
	}
	return l.iterUnpack(args[1])
}

func calcsize(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("_struct.calcsize", args, kw); err != nil {
		return nil, err
	}
	l, err := parseArg(args[0])
	if err != nil {
		return nil, err
	}
	return vm.MakeInt(l.size), nil
}

// structObj is a Struct: a parsed format.
type structObj struct{ l *layout }

func (*structObj) Type() *vm.Type { return structType }

// self2 is the structObj of a Struct or of an instance of a subclass.
func self2(v vm.Value) *layout { return native.Unwrap(v).(*structObj).l }

func newStruct(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	var format vm.Value
	if err := t.UnpackArgs("Struct", args, kw, "format", &format); err != nil {
		return nil, err
	}
	l, err := parseArg(format)
	if err != nil {
		return nil, err
	}
	s := &structObj{l: l}
	if cls != structType {
		return vm.WrapInstance(cls, s), nil
	}
	return s, nil
}

func structPack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("Struct.pack", kw); err != nil {
		return nil, err
	}
	return self2(args[0]).pack(t, "pack", args[1:])
}

func structPackInto(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("Struct.pack_into", kw); err != nil {
		return nil, err
	}
	return self2(args[0]).packInto(t, "pack_into", args[1:])
}

func structUnpack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("Struct.unpack", args[1:], kw); err != nil {
		return nil, err
	}
	return self2(args[0]).unpackAll(t, args[1])
}

func structUnpackFrom(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var buffer, offset vm.Value
	if err := t.UnpackArgs("unpack_from", args[1:], kw, "buffer", &buffer, "offset?", &offset); err != nil {
		return nil, err
	}
	return self2(args[0]).unpackFrom(t, buffer, offset)
}

func structIterUnpack(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("Struct.iter_unpack", args[1:], kw); err != nil {
		return nil, err
	}
	return self2(args[0]).iterUnpack(args[1])
}

func structSizeof(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.MakeInt(40 + 32*int64(len(self2(args[0]).runs))), nil
}

// structRepr is CPython's default repr, with the type's module-qualified
// name as a C type's has it.
func structRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	id, _ := t.Builtins().GetString("id")
	r, err := t.Call(id, args[:1], nil)
	if err != nil {
		return nil, err
	}
	n, _ := vm.AsInt64(r)
	name := "_struct.Struct"
	if c := args[0].Type(); c != structType {
		name = c.Name()
	}
	return vm.NewStr(fmt.Sprintf("<%s object at 0x%012x>", name, n)), nil
}
