package vm

import (
	"bytes"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// The methods of bytes and bytearray. Their text operations are ASCII
// only: case mappings and predicates see bytes 0x80 and above as
// non-letters, and whitespace is the six ASCII whitespace bytes.

const asciiSpace = " \t\n\r\x0b\x0c"

func isSpaceByte(c byte) bool { return strings.IndexByte(asciiSpace, c) >= 0 }
func isLowerByte(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }
func isAlphaByte(c byte) bool { return isLowerByte(c) || isUpperByte(c) }
func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func toLowerByte(c byte) byte {
	if isUpperByte(c) {
		return c + 32
	}
	return c
}

func toUpperByte(c byte) byte {
	if isLowerByte(c) {
		return c - 32
	}
	return c
}

func mapBytes(b []byte, f func(byte) byte) []byte {
	r := make([]byte, len(b))
	for i, c := range b {
		r[i] = f(c)
	}
	return r
}

func titleBytes(b []byte) []byte {
	r := make([]byte, len(b))
	prev := false
	for i, c := range b {
		if prev {
			r[i] = toLowerByte(c)
		} else {
			r[i] = toUpperByte(c)
		}
		prev = isAlphaByte(c)
	}
	return r
}

func capitalizeBytes(b []byte) []byte {
	r := make([]byte, len(b))
	for i, c := range b {
		if i == 0 {
			r[i] = toUpperByte(c)
		} else {
			r[i] = toLowerByte(c)
		}
	}
	return r
}

func swapcaseBytes(b []byte) []byte {
	return mapBytes(b, func(c byte) byte {
		switch {
		case isUpperByte(c):
			return c + 32
		case isLowerByte(c):
			return c - 32
		}
		return c
	})
}

func allBytes(b []byte, f func(byte) bool) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if !f(c) {
			return false
		}
	}
	return true
}

func isTitleBytes(b []byte) bool {
	cased, prev := false, false
	for _, c := range b {
		switch {
		case isUpperByte(c):
			if prev {
				return false
			}
			prev, cased = true, true
		case isLowerByte(c):
			if !prev {
				return false
			}
			prev, cased = true, true
		default:
			prev = false
		}
	}
	return cased
}

func casedPredicate(b []byte, want func(byte) bool, other func(byte) bool) bool {
	cased := false
	for _, c := range b {
		if other(c) {
			return false
		}
		if want(c) {
			cased = true
		}
	}
	return cased
}

// bytesArg converts the argument of a bytes method: bytes-like, or for
// some methods an int in range(256).
func bytesArgument(x Value, allowInt bool) ([]byte, error) {
	if b, ok := bytesLike(x); ok {
		return b, nil
	}
	if m, ok := x.(*MemoryView); ok {
		return m.bytes(), nil
	}
	if allowInt {
		if n, ok := AsInt64(x); ok {
			if n < 0 || n > 255 {
				return nil, Errorf(ValueErrorType, "byte must be in range(0, 256)")
			}
			return []byte{byte(n)}, nil
		}
		return nil, Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", typeName(x))
	}
	return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(x))
}

// byteRange resolves optional start and end for the search methods.
func (t *Thread) byteRange(args []Value, n int) (int, int, error) {
	start, end := 0, n
	if len(args) > 0 && args[0] != None {
		i, err := t.sliceIndex(args[0])
		if err != nil {
			return 0, 0, err
		}
		start = i
	}
	if len(args) > 1 && args[1] != None {
		i, err := t.sliceIndex(args[1])
		if err != nil {
			return 0, 0, err
		}
		end = i
	}
	if start < 0 {
		start = max(start+n, 0)
	}
	if end < 0 {
		end = max(end+n, 0)
	}
	end = min(end, n)
	return start, end, nil
}

func splitWhitespaceBytes(b []byte, maxsplit int) [][]byte {
	var out [][]byte
	i := 0
	for {
		for i < len(b) && isSpaceByte(b[i]) {
			i++
		}
		if i >= len(b) {
			return out
		}
		if maxsplit >= 0 && len(out) == maxsplit {
			j := len(b)
			for j > i && isSpaceByte(b[j-1]) {
				j--
			}
			return append(out, b[i:j])
		}
		j := i
		for j < len(b) && !isSpaceByte(b[j]) {
			j++
		}
		out = append(out, b[i:j])
		i = j
	}
}

func rsplitWhitespaceBytes(b []byte, maxsplit int) [][]byte {
	var out [][]byte
	j := len(b)
	for {
		for j > 0 && isSpaceByte(b[j-1]) {
			j--
		}
		if j == 0 {
			break
		}
		if maxsplit >= 0 && len(out) == maxsplit {
			i := 0
			for i < j && isSpaceByte(b[i]) {
				i++
			}
			out = append(out, b[i:j])
			break
		}
		i := j
		for i > 0 && !isSpaceByte(b[i-1]) {
			i--
		}
		out = append(out, b[i:j])
		j = i
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

func setupBytesMethods() {
	for _, bt := range []*Type{BytesType, ByteArrayType} {
		bt := bt
		seqDunders(bt, unwrapBase)
		bt.addMethod("__rmod__", bytesRmod)
		mk := func(b []byte) Value {
			if bt == ByteArrayType {
				return &ByteArray{b: b}
			}
			return NewBytes(b)
		}
		list := func(parts [][]byte) Value {
			r := make([]Value, len(parts))
			for i, p := range parts {
				r[i] = mk(append([]byte(nil), p...))
			}
			return NewList(r)
		}
		method := func(name string, fn func(t *Thread, b []byte, args []Value, kw []string) (Value, error)) {
			bt.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
				if len(args) == 0 {
					return nil, Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", bt.name, name)
				}
				b, ok := bytesLike(args[0])
				if !ok {
					return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, bt.name, typeName(args[0]))
				}
				return fn(t, b, args[1:], kw)
			}, fn)
		}
		k := bytesSetup{bt: bt, mk: mk, list: list, method: method}
		k.caseStripPad()
		k.searchSplit()
		k.joinCodecs()
	}
	BytesType.addMethod("__bytes__", bytesBytes)
	setupByteArrayMethods()
}

// bytesRmod is the method bytes.__rmod__.
func bytesRmod(t *Thread, args []Value, kw []string) (Value, error) { return NotImplemented, nil }

// bytesBytes is the method bytes.__bytes__.
func bytesBytes(t *Thread, args []Value, kw []string) (Value, error) {
	b, ok := bytesLike(args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor '__bytes__' requires a 'bytes' object but received a '%s'", typeName(args[0]))
	}
	return NewBytes(b), nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// origPos maps a position in s without its whitespace back to s.
func origPos(s string, pos int) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isSpaceByte(s[i]) {
			continue
		}
		if n == pos {
			return i
		}
		n++
	}
	return len(s)
}

func recvByteArray(x Value) *ByteArray {
	switch v := x.(type) {
	case *ByteArray:
		return v
	case *Object:
		if b, ok := v.base.(*ByteArray); ok {
			return b
		}
	}
	return nil
}

// byteArrayMethods are the methods of bytearray that bytes lacks, registered by setupByteArrayMethods.
var byteArrayMethods = []method[*ByteArray]{
	{"append", byteArrayAppend},
	{"extend", byteArrayExtend},
	{"insert", byteArrayInsert},
	{"pop", byteArrayPop},
	{"remove", byteArrayRemove},
	{"reverse", byteArrayReverse},
	{"clear", byteArrayClear},
	{"copy", byteArrayCopy},
	{"__setitem__", byteArraySetitem},
	{"__delitem__", byteArrayDelitem},
	{"__alloc__", byteArrayAlloc},
}

// byteArrayInplaceMethods are the in-place operators of bytearray, registered by setupByteArrayMethods.
var byteArrayInplaceMethods = []builtinMethod{
	{"__iadd__", byteArrayIadd},
	{"__imul__", byteArrayImul},
}

// byteValue converts x to a byte value for bytearray's methods.
func byteValue(t *Thread, x Value) (byte, error) {
	n, err := t.index(x)
	if err != nil {
		return 0, err
	}
	if n < 0 || n > 255 {
		return 0, Errorf(ValueErrorType, "byte must be in range(0, 256)")
	}
	return byte(n), nil
}

func setupByteArrayMethods() {
	ba := ByteArrayType
	method := func(name string, fn func(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error)) {
		ba.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			a := recvByteArray(args[0])
			if a == nil {
				return nil, Errorf(TypeErrorType, "descriptor '%s' for 'bytearray' objects doesn't apply to a '%s' object", name, typeName(args[0]))
			}
			return fn(t, a, args[1:], kw)
		}, fn)
	}
	for _, m := range byteArrayMethods {
		method(m.name, m.fn)
	}
	for _, m := range byteArrayInplaceMethods {
		ba.addMethod(m.name, m.fn)
	}
}

// byteArrayAppend is the method bytearray.append.
func byteArrayAppend(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("append", args, kw, 1, 1); err != nil {
		return nil, err
	}
	c, err := byteValue(t, args[0])
	if err != nil {
		return nil, err
	}
	if err := t.chargeBytesAppend(a.b, 1); err != nil {
		return nil, err
	}
	a.b = append(a.b, c)
	return None, nil
}

// byteArrayInsert is the method bytearray.insert.
func byteArrayInsert(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("insert", args, kw, 2, 2); err != nil {
		return nil, err
	}
	i, err := t.index(args[0])
	if err != nil {
		return nil, err
	}
	c, err := byteValue(t, args[1])
	if err != nil {
		return nil, err
	}
	n := int64(len(a.b))
	if i < 0 {
		i = max(i+n, 0)
	}
	i = min(i, n)
	if err := t.chargeBytesAppend(a.b, 1); err != nil {
		return nil, err
	}
	a.b = append(a.b[:i], append([]byte{c}, a.b[i:]...)...)
	return None, nil
}

// byteArrayRemove is the method bytearray.remove.
func byteArrayRemove(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("remove", args, kw, 1, 1); err != nil {
		return nil, err
	}
	c, err := byteValue(t, args[0])
	if err != nil {
		return nil, err
	}
	i := bytes.IndexByte(a.b, c)
	if i < 0 {
		return nil, Errorf(ValueErrorType, "value not found in bytearray")
	}
	a.b = append(a.b[:i], a.b[i+1:]...)
	return None, nil
}

// byteArrayExtend is the method bytearray.extend.
func byteArrayExtend(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("extend", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if _, ok := args[0].(*Str); ok {
		return nil, Errorf(TypeErrorType, "expected iterable of integers; got: 'str'")
	}
	b, err := t.bytesFrom(args[0])
	if err != nil {
		return nil, err
	}
	if err := t.chargeBytesAppend(a.b, len(b)); err != nil {
		return nil, err
	}
	a.b = append(a.b, b...)
	return None, nil
}

// byteArrayPop is the method bytearray.pop.
func byteArrayPop(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("pop", args, kw, 0, 1); err != nil {
		return nil, err
	}
	if len(a.b) == 0 {
		return nil, Errorf(IndexErrorType, "pop from empty bytearray")
	}
	i := int64(len(a.b) - 1)
	if len(args) == 1 {
		var err error
		if i, err = t.index(args[0]); err != nil {
			return nil, err
		}
		if i < 0 {
			i += int64(len(a.b))
		}
		if i < 0 || i >= int64(len(a.b)) {
			return nil, Errorf(IndexErrorType, "pop index out of range")
		}
	}
	v := a.b[i]
	a.b = append(a.b[:i], a.b[i+1:]...)
	return MakeInt(int64(v)), nil
}

// byteArrayReverse is the method bytearray.reverse.
func byteArrayReverse(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("bytearray.reverse", args, kw, 0, 0); err != nil {
		return nil, err
	}
	for i, j := 0, len(a.b)-1; i < j; i, j = i+1, j-1 {
		a.b[i], a.b[j] = a.b[j], a.b[i]
	}
	return None, nil
}

// byteArrayClear is the method bytearray.clear.
func byteArrayClear(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("bytearray.clear", args, kw, 0, 0); err != nil {
		return nil, err
	}
	a.b = a.b[:0]
	return None, nil
}

// byteArrayCopy is the method bytearray.copy.
func byteArrayCopy(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	if err := checkArgs("bytearray.copy", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return &ByteArray{b: append([]byte(nil), a.b...)}, nil
}

// byteArraySetitem is the method bytearray.__setitem__.
func byteArraySetitem(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	return None, t.SetItem(a, args[0], args[1])
}

// byteArrayDelitem is the method bytearray.__delitem__.
func byteArrayDelitem(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	return None, t.DelItem(a, args[0])
}

// byteArrayIadd is the method bytearray.__iadd__.
func byteArrayIadd(t *Thread, args []Value, kw []string) (Value, error) {
	a := recvByteArray(args[0])
	if a == nil || len(args) != 2 {
		return nil, Errorf(TypeErrorType, "descriptor '__iadd__' for 'bytearray' objects doesn't apply to a '%s' object", typeName(args[0]))
	}
	b, ok := bytesLike(args[1])
	if !ok {
		if mv, isMV := args[1].(*MemoryView); isMV {
			var err error
			if b, err = t.bytesFrom(mv); err != nil {
				return nil, err
			}
		} else {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytearray", typeName(args[1]))
		}
	}
	if err := t.chargeBytesAppend(a.b, len(b)); err != nil {
		return nil, err
	}
	a.b = append(a.b, b...)
	return args[0], nil
}

// byteArrayImul is the method bytearray.__imul__.
func byteArrayImul(t *Thread, args []Value, kw []string) (Value, error) {
	a := recvByteArray(args[0])
	if a == nil || len(args) != 2 {
		return nil, Errorf(TypeErrorType, "descriptor '__imul__' for 'bytearray' objects doesn't apply to a '%s' object", typeName(args[0]))
	}
	if args[1].Type().Lookup("__index__") == nil {
		return NotImplemented, nil
	}
	n, err := t.index(args[1])
	if err != nil {
		return nil, err
	}
	if n <= 0 {
		a.b = a.b[:0]
		return args[0], nil
	}
	if err := t.AllocElems(int64(len(a.b)), n); err != nil {
		return nil, err
	}
	a.b = bytes.Repeat(a.b, int(n))
	return args[0], nil
}

// byteArrayAlloc is the method bytearray.__alloc__.
func byteArrayAlloc(t *Thread, a *ByteArray, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(cap(a.b) + 1)), nil
}

// bytesSetup holds, for bytes or bytearray, what setupBytesMethods'
// groups of methods share: the type, how to make a result of the type
// (mk) and a list of them (list), and how to add a method taking the
// receiver's bytes (method).
type bytesSetup struct {
	bt     *Type
	mk     func([]byte) Value
	list   func([][]byte) Value
	method func(name string, fn func(t *Thread, b []byte, args []Value, kw []string) (Value, error))
}

// caseStripPad adds the byte-wise maps and predicates, strip, the padding, zfill and expandtabs.
func (k bytesSetup) caseStripPad() {
	mk, method := k.mk, k.method
	simple := map[string]func([]byte) []byte{
		"lower":      func(b []byte) []byte { return mapBytes(b, toLowerByte) },
		"upper":      func(b []byte) []byte { return mapBytes(b, toUpperByte) },
		"title":      titleBytes,
		"capitalize": capitalizeBytes,
		"swapcase":   swapcaseBytes,
	}
	for name, f := range simple {
		f := f
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(k.bt.name+"."+name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			return mk(f(b)), nil
		})
	}
	preds := map[string]func([]byte) bool{
		"isalpha": func(b []byte) bool { return allBytes(b, isAlphaByte) },
		"isdigit": func(b []byte) bool { return allBytes(b, isDigitByte) },
		"isalnum": func(b []byte) bool { return allBytes(b, func(c byte) bool { return isAlphaByte(c) || isDigitByte(c) }) },
		"isspace": func(b []byte) bool { return allBytes(b, isSpaceByte) },
		"isascii": func(b []byte) bool {
			for _, c := range b {
				if c >= 0x80 {
					return false
				}
			}
			return true
		},
		"islower": func(b []byte) bool { return casedPredicate(b, isLowerByte, isUpperByte) },
		"isupper": func(b []byte) bool { return casedPredicate(b, isUpperByte, isLowerByte) },
		"istitle": isTitleBytes,
	}
	for name, f := range preds {
		f := f
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(k.bt.name+"."+name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			return Bool(f(b)), nil
		})
	}
	for _, name := range []string{"strip", "lstrip", "rstrip"} {
		name := name
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 0, 1); err != nil {
				return nil, err
			}
			chars := asciiSpace
			if len(args) == 1 && args[0] != None {
				c, err := bytesArgument(args[0], false)
				if err != nil {
					return nil, err
				}
				chars = string(c)
			}
			var r []byte
			switch name {
			case "strip":
				r = bytes.Trim(b, chars)
			case "lstrip":
				r = bytes.TrimLeft(b, chars)
			default:
				r = bytes.TrimRight(b, chars)
			}
			if chars == "" {
				r = b
			}
			return mk(append([]byte(nil), r...)), nil
		})
	}
	for _, name := range []string{"center", "ljust", "rjust"} {
		name := name
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 1, 2); err != nil {
				return nil, err
			}
			w, err := t.index(args[0])
			if err != nil {
				return nil, err
			}
			fill := byte(' ')
			if len(args) == 2 {
				f, ok := bytesLike(args[1])
				if !ok || len(f) != 1 {
					return nil, Errorf(TypeErrorType, "%s() argument 2 must be a byte string of length 1, not %s", name, typeName(args[1]))
				}
				fill = f[0]
			}
			n := int(w) - len(b)
			if n <= 0 {
				return mk(append([]byte(nil), b...)), nil
			}
			if err := t.Alloc(w); err != nil {
				return nil, err
			}
			var left int
			switch name {
			case "ljust":
				left = 0
			case "rjust":
				left = n
			default:
				left = n / 2
				if n%2 == 1 && len(b)%2 == 1 {
					left++
				}
			}
			r := bytes.Repeat([]byte{fill}, int(w))
			copy(r[left:], b)
			return mk(r), nil
		})
	}
	method("zfill", func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
		if err := checkArgs("zfill", args, kw, 1, 1); err != nil {
			return nil, err
		}
		w, err := t.index(args[0])
		if err != nil {
			return nil, err
		}
		n := int(w) - len(b)
		if n <= 0 {
			return mk(append([]byte(nil), b...)), nil
		}
		if err := t.Alloc(w); err != nil {
			return nil, err
		}
		r := make([]byte, 0, w)
		rest := b
		if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
			r = append(r, b[0])
			rest = b[1:]
		}
		r = append(r, bytes.Repeat([]byte{'0'}, n)...)
		return mk(append(r, rest...)), nil
	})
	method("expandtabs", func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
		ts := int64(8)
		if err := t.UnpackArgs("expandtabs", args, kw, "tabsize?", &ts); err != nil {
			return nil, err
		}
		if err := t.Alloc(expandTabsBytesSize(b, ts)); err != nil {
			return nil, err
		}
		var r []byte
		col := 0
		for _, c := range b {
			switch c {
			case '\t':
				if ts > 0 {
					n := int(ts) - col%int(ts)
					r = append(r, bytes.Repeat([]byte{' '}, n)...)
					col += n
				}
			case '\n', '\r':
				r = append(r, c)
				col = 0
			default:
				r = append(r, c)
				col++
			}
		}
		return mk(r), nil
	})
}

// searchSplit adds find and count, startswith and endswith, replace, removeprefix, split, splitlines and partition.
func (k bytesSetup) searchSplit() {
	mk, list, method := k.mk, k.list, k.method
	search := func(name string, rev, raise, count bool) {
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			sub, err := bytesArgument(args[0], true)
			if err != nil {
				return nil, err
			}
			start, end, err := t.byteRange(args[1:], len(b))
			if err != nil {
				return nil, err
			}
			if count {
				if start > end {
					return MakeInt(0), nil
				}
				if len(sub) == 0 {
					return MakeInt(int64(end - start + 1)), nil
				}
				return MakeInt(int64(bytes.Count(b[start:end], sub))), nil
			}
			i := -1
			if start <= end && start <= len(b) {
				if rev {
					i = bytes.LastIndex(b[start:end], sub)
				} else {
					i = bytes.Index(b[start:end], sub)
				}
				if i >= 0 {
					i += start
				}
			}
			if i < 0 && raise {
				return nil, Errorf(ValueErrorType, "subsection not found")
			}
			return MakeInt(int64(i)), nil
		})
	}
	search("find", false, false, false)
	search("rfind", true, false, false)
	search("index", false, true, false)
	search("rindex", true, true, false)
	search("count", false, false, true)
	affix := func(name string, suffix bool) {
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			start, end, err := t.byteRange(args[1:], len(b))
			if err != nil {
				return nil, err
			}
			var window []byte
			if start <= end {
				window = b[start:end]
			} else if start > len(b) {
				return False, nil
			}
			test := func(p []byte) bool {
				if start > end {
					return false
				}
				if suffix {
					return bytes.HasSuffix(window, p)
				}
				return bytes.HasPrefix(window, p)
			}
			if tu, ok := args[0].(Tuple); ok {
				for _, x := range tu {
					p, ok := BufferBytes(x)
					if !ok {
						return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(x))
					}
					if test(p) {
						return True, nil
					}
				}
				return False, nil
			}
			p, ok := BufferBytes(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "%s first arg must be bytes or a tuple of bytes, not %s", name, typeName(args[0]))
			}
			return Bool(test(p)), nil
		})
	}
	affix("startswith", false)
	affix("endswith", true)
	method("replace", func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
		if err := checkArgs("replace", args, kw, 2, 3); err != nil {
			return nil, err
		}
		o, err := bytesArgument(args[0], false)
		if err != nil {
			return nil, err
		}
		n, err := bytesArgument(args[1], false)
		if err != nil {
			return nil, err
		}
		count := -1
		if len(args) > 2 {
			c, err := t.index(args[2])
			if err != nil {
				return nil, err
			}
			count = int(c)
		}
		if err := t.Alloc(replaceSize(string(b), string(o), string(n), count)); err != nil {
			return nil, err
		}
		return mk(bytes.Replace(b, o, n, count)), nil
	})
	for _, name := range []string{"removeprefix", "removesuffix"} {
		name := name
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 1, 1); err != nil {
				return nil, err
			}
			p, err := bytesArgument(args[0], false)
			if err != nil {
				return nil, err
			}
			if name == "removeprefix" {
				return mk(append([]byte(nil), bytes.TrimPrefix(b, p)...)), nil
			}
			return mk(append([]byte(nil), bytes.TrimSuffix(b, p)...)), nil
		})
	}
	for _, name := range []string{"split", "rsplit"} {
		name := name
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			var sep Value = None
			maxsplit := int64(-1)
			if err := t.UnpackArgs(name, args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
				return nil, err
			}
			if sep == None {
				if name == "split" {
					return list(splitWhitespaceBytes(b, int(maxsplit))), nil
				}
				return list(rsplitWhitespaceBytes(b, int(maxsplit))), nil
			}
			s, err := bytesArgument(sep, false)
			if err != nil {
				return nil, err
			}
			if len(s) == 0 {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			if maxsplit < 0 {
				return list(bytes.Split(b, s)), nil
			}
			if name == "split" {
				return list(bytes.SplitN(b, s, int(maxsplit)+1)), nil
			}
			var out [][]byte
			rest := b
			for ; maxsplit > 0; maxsplit-- {
				i := bytes.LastIndex(rest, s)
				if i < 0 {
					break
				}
				out = append([][]byte{rest[i+len(s):]}, out...)
				rest = rest[:i]
			}
			return list(append([][]byte{rest}, out...)), nil
		})
	}
	method("splitlines", func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
		keepends := 0 // an int, as CPython's: splitlines('x') is a TypeError
		if err := t.UnpackArgs("splitlines", args, kw, "keepends?", &keepends); err != nil {
			return nil, err
		}
		keep := keepends != 0
		var out [][]byte
		i := 0
		for i < len(b) {
			j := i
			for j < len(b) && b[j] != '\n' && b[j] != '\r' {
				j++
			}
			eol := j
			if j < len(b) {
				if b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n' {
					eol = j + 2
				} else {
					eol = j + 1
				}
			}
			if keep {
				out = append(out, b[i:eol])
			} else {
				out = append(out, b[i:j])
			}
			i = eol
		}
		return list(out), nil
	})
	for _, name := range []string{"partition", "rpartition"} {
		name := name
		method(name, func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
			if err := checkArgs(name, args, kw, 1, 1); err != nil {
				return nil, err
			}
			s, err := bytesArgument(args[0], false)
			if err != nil {
				return nil, err
			}
			if len(s) == 0 {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			var i int
			if name == "partition" {
				i = bytes.Index(b, s)
			} else {
				i = bytes.LastIndex(b, s)
			}
			if i < 0 {
				if name == "partition" {
					return Tuple{mk(append([]byte(nil), b...)), mk(nil), mk(nil)}, nil
				}
				return Tuple{mk(nil), mk(nil), mk(append([]byte(nil), b...))}, nil
			}
			return Tuple{mk(append([]byte(nil), b[:i]...)), mk(append([]byte(nil), s...)), mk(append([]byte(nil), b[i+len(s):]...))}, nil
		})
	}
}

// bytesMethods is registered by joinCodecs.
var bytesMethods = []method[[]byte]{
	{"decode", bytesDecode},
	{"hex", bytesHex},
}

// joinCodecs adds join, decode, hex and fromhex, maketrans and translate, hash and the operators.
func (k bytesSetup) joinCodecs() {
	bt, mk, method := k.bt, k.mk, k.method
	method("join", func(t *Thread, sep []byte, args []Value, kw []string) (Value, error) {
		if err := checkArgs("join", args, kw, 1, 1); err != nil {
			return nil, err
		}
		var parts [][]byte
		i := 0
		err := t.Iterate(args[0], func(x Value) error {
			b, ok := bytesLike(x)
			if !ok {
				if m, isMV := x.(*MemoryView); isMV {
					b, ok = m.bytes(), true
				}
			}
			if !ok {
				return Errorf(TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", i, typeName(x))
			}
			parts = append(parts, b)
			i++
			return nil
		})
		if err != nil {
			return nil, err
		}
		size := int64(len(sep)) * int64(max(len(parts)-1, 0))
		for _, p := range parts {
			size += int64(len(p))
		}
		if err := t.Alloc(size); err != nil {
			return nil, err
		}
		return mk(bytes.Join(parts, sep)), nil
	})
	for _, m := range bytesMethods {
		method(m.name, m.fn)
	}
	bt.addClassMethod("fromhex", func(t *Thread, args []Value, kw []string) (Value, error) {
		s, ok := args[1].(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "fromhex() argument must be str, not %s", typeName(args[1]))
		}
		var clean []byte
		for i := 0; i < len(s.s); i++ {
			c := s.s[i]
			if isSpaceByte(c) {
				continue
			}
			clean = append(clean, c)
		}
		for i := 0; i < len(clean); i += 2 {
			if i+1 >= len(clean) || !isHex(clean[i]) || !isHex(clean[i+1]) {
				pos := i
				if i < len(clean) && isHex(clean[i]) {
					pos = i + 1
				}
				// Report the position in the original string.
				return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", origPos(s.s, pos))
			}
		}
		b, _ := hex.DecodeString(string(clean))
		r := mk(b)
		if c, ok := args[0].(*Type); ok && c != bt {
			return t.Call(c, []Value{r}, nil)
		}
		return r, nil
	})
	bt.addStaticMethod("maketrans", bytesMaketrans)
	method("translate", func(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
		var table, del Value
		if err := t.UnpackArgs("translate", args, kw, "table", &table, "delete?", &del); err != nil {
			return nil, err
		}
		var tb []byte
		if table != None {
			var ok bool
			if tb, ok = bytesLike(table); !ok || len(tb) != 256 {
				return nil, Errorf(ValueErrorType, "translation table must be 256 characters long")
			}
		}
		var dset []byte
		if del != nil {
			d, err := bytesArgument(del, false)
			if err != nil {
				return nil, err
			}
			dset = d
		}
		r, err := text.BytesTranslate(b, tb, dset) // the table's length is checked above
		if err != nil {
			return nil, err
		}
		return mk(r), nil
	})
	bt.addMethod("__hash__", bytesDunderHash)
	if bt == BytesType {
		method("__getnewargs__", bytesGetnewargs)
	}
	for _, name := range []string{"__add__", "__mul__", "__rmul__", "__mod__"} {
		name := name
		bt.addMethod(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			op := map[string]compile.BinaryOp{"__add__": compile.OpAdd, "__mul__": compile.OpMul, "__rmul__": compile.OpMul, "__mod__": compile.OpMod}[name]
			r, ok, err := t.builtinBinary(op, unwrapBase(args[0]), args[1])
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return r, err
		})
	}
}

// bytesDecode is the method bytes.decode.
func bytesDecode(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
	enc, errs := "utf-8", "strict"
	if err := t.UnpackArgs("decode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
		return nil, err
	}
	s, err := decodeBytes(b, enc, errs)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// bytesHex is the method bytes.hex.
func bytesHex(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
	// Two digits a byte, and at most one separator.
	if err := t.Alloc(3 * int64(len(b))); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return NewStr(hex.EncodeToString(b)), nil
	}
	sep, ok := args[0].(*Str)
	if !ok {
		if sb, isB := bytesLike(args[0]); isB {
			sep = NewStr(string(sb))
		} else {
			return nil, Errorf(TypeErrorType, "sep must be str or bytes.")
		}
	}
	if len(sep.s) != 1 {
		if utf8.RuneCountInString(sep.s) == 1 {
			return nil, Errorf(ValueErrorType, "sep must be ASCII.")
		}
		return nil, Errorf(ValueErrorType, "sep must be length 1.")
	}
	if sep.s[0] >= utf8.RuneSelf {
		return nil, Errorf(ValueErrorType, "sep must be ASCII.")
	}
	per := int64(1)
	if len(args) > 1 {
		per, _ = AsInt64(args[1])
	}
	return NewStr(hexGroups(b, sep.s[0], per)), nil
}

// bytesMaketrans is the static method bytes.maketrans.
func bytesMaketrans(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("maketrans", args, kw, 2, 2); err != nil {
		return nil, err
	}
	from, err := bytesArgument(args[0], false)
	if err != nil {
		return nil, err
	}
	to, err := bytesArgument(args[1], false)
	if err != nil {
		return nil, err
	}
	if len(from) != len(to) {
		return nil, Errorf(ValueErrorType, "maketrans arguments must have same length")
	}
	table := make([]byte, 256)
	for i := range table {
		table[i] = byte(i)
	}
	for i, c := range from {
		table[c] = to[i]
	}
	return NewBytes(table), nil
}

// bytesDunderHash is the method bytes.__hash__.
func bytesDunderHash(t *Thread, args []Value, kw []string) (Value, error) {
	h, err := t.Hash(unwrapBase(args[0]))
	return MakeInt(h), err
}

// bytesGetnewargs is the method bytes.__getnewargs__.
func bytesGetnewargs(t *Thread, b []byte, args []Value, kw []string) (Value, error) {
	return Tuple{NewBytes(append([]byte(nil), b...))}, nil
}

// hexGroups is bytes.hex(sep, per): the hex digits in groups of |per|
// bytes counted from the right (per > 0) or the left (per < 0), sep
// between groups. Built in one pass, linear in len(b).
func hexGroups(b []byte, sep byte, per int64) string {
	if per == 0 || len(b) == 0 {
		return hex.EncodeToString(b)
	}
	n := per
	if n < 0 {
		n = -n
	}
	if n >= int64(len(b)) {
		return hex.EncodeToString(b)
	}
	k := int(n)
	seps := (len(b) - 1) / k
	out := make([]byte, 0, 2*len(b)+seps)
	// first is the size of the first group: the remainder when counted
	// from the right.
	first := k
	if per > 0 && len(b)%k != 0 {
		first = len(b) % k
	}
	for i := 0; i < len(b); {
		end := i + k
		if i == 0 {
			end = first
		}
		end = min(end, len(b))
		if i > 0 {
			out = append(out, sep)
		}
		out = hex.AppendEncode(out, b[i:end])
		i = end
	}
	return string(out)
}
