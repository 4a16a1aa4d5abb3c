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

// bytesSelf is the receiver of a method bytes and bytearray share: the
// receiver's bytes and the type the method was registered on, bytes or
// bytearray, which is the type of the method's results.
type bytesSelf struct {
	b  []byte
	bt *Type
}

// mk makes a result of s's type holding b.
func (s bytesSelf) mk(b []byte) Value {
	if s.bt == ByteArrayType {
		return &ByteArray{b: b}
	}
	return NewBytes(b)
}

// list makes a list of results of s's type, each holding a copy of a part.
func (s bytesSelf) list(parts [][]byte) Value {
	r := make([]Value, len(parts))
	for i, p := range parts {
		r[i] = s.mk(append([]byte(nil), p...))
	}
	return NewList(r)
}

// bytesMethods are the methods bytes and bytearray share, registered on
// each by addBytesMethods.
var bytesMethods = []method[bytesSelf]{
	{"lower", bytesLower},
	{"upper", bytesUpper},
	{"title", bytesTitle},
	{"capitalize", bytesCapitalize},
	{"swapcase", bytesSwapcase},
	{"isalpha", bytesIsalpha},
	{"isdigit", bytesIsdigit},
	{"isalnum", bytesIsalnum},
	{"isspace", bytesIsspace},
	{"isascii", bytesIsascii},
	{"islower", bytesIslower},
	{"isupper", bytesIsupper},
	{"istitle", bytesIstitle},
	{"strip", bytesStrip},
	{"lstrip", bytesLstrip},
	{"rstrip", bytesRstrip},
	{"center", bytesCenter},
	{"ljust", bytesLjust},
	{"rjust", bytesRjust},
	{"zfill", bytesZfill},
	{"expandtabs", bytesExpandtabs},
	{"find", bytesFind},
	{"rfind", bytesRfind},
	{"index", bytesIndex},
	{"rindex", bytesRindex},
	{"count", bytesCount},
	{"startswith", bytesStartswith},
	{"endswith", bytesEndswith},
	{"replace", bytesReplace},
	{"removeprefix", bytesRemoveprefix},
	{"removesuffix", bytesRemovesuffix},
	{"split", bytesSplit},
	{"rsplit", bytesRsplit},
	{"splitlines", bytesSplitlines},
	{"partition", bytesPartition},
	{"rpartition", bytesRpartition},
	{"join", bytesJoin},
	{"decode", bytesDecode},
	{"hex", bytesHex},
	{"translate", bytesTranslate},
}

// bytesOnlyMethods are the methods of bytes that bytearray lacks.
var bytesOnlyMethods = []method[bytesSelf]{
	{"__getnewargs__", bytesGetnewargs},
}

// bytesOperators are the operator methods bytes and bytearray share.
var bytesOperators = []builtinMethod{
	{"__hash__", bytesDunderHash},
	{"__add__", bytesAdd},
	{"__mul__", bytesMul},
	{"__rmul__", bytesRmul},
	{"__mod__", bytesMod},
	{"__rmod__", bytesRmod},
}

func setupBytesMethods() {
	for _, bt := range []*Type{BytesType, ByteArrayType} {
		seqDunders(bt, unwrapBase)
		addBytesMethods(bt, bytesMethods)
		bt.addStaticMethod("maketrans", bytesMaketrans)
		for _, m := range bytesOperators {
			bt.addMethod(m.name, m.fn)
		}
	}
	BytesType.addClassMethod("fromhex", bytesFromhex)
	ByteArrayType.addClassMethod("fromhex", byteArrayFromhex)
	addBytesMethods(BytesType, bytesOnlyMethods)
	BytesType.addMethod("__bytes__", bytesBytes)
	setupByteArrayMethods()
}

// addBytesMethods registers the methods ms on bt, bytes or bytearray,
// with the check of their receiver.
func addBytesMethods(bt *Type, ms []method[bytesSelf]) {
	for _, m := range ms {
		name, fn := m.name, m.fn
		bt.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) == 0 {
				return nil, Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", bt.name, name)
			}
			b, ok := bytesLike(args[0])
			if !ok {
				return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, bt.name, typeName(args[0]))
			}
			return fn(t, bytesSelf{b: b, bt: bt}, args[1:], kw)
		}, fn)
	}
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

// bytesMapped is a method that maps the receiver's bytes by f.
func bytesMapped(s bytesSelf, name string, args []Value, kw []string, f func([]byte) []byte) (Value, error) {
	if err := checkArgs(s.bt.name+"."+name, args, kw, 0, 0); err != nil {
		return nil, err
	}
	return s.mk(f(s.b)), nil
}

func lowerBytes(b []byte) []byte { return mapBytes(b, toLowerByte) }
func upperBytes(b []byte) []byte { return mapBytes(b, toUpperByte) }

// bytesLower is the method bytes.lower.
func bytesLower(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesMapped(s, "lower", args, kw, lowerBytes)
}

// bytesUpper is the method bytes.upper.
func bytesUpper(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesMapped(s, "upper", args, kw, upperBytes)
}

// bytesTitle is the method bytes.title.
func bytesTitle(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesMapped(s, "title", args, kw, titleBytes)
}

// bytesCapitalize is the method bytes.capitalize.
func bytesCapitalize(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesMapped(s, "capitalize", args, kw, capitalizeBytes)
}

// bytesSwapcase is the method bytes.swapcase.
func bytesSwapcase(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesMapped(s, "swapcase", args, kw, swapcaseBytes)
}

// bytesPredicate is a method that tests the receiver's bytes by f.
func bytesPredicate(s bytesSelf, name string, args []Value, kw []string, f func([]byte) bool) (Value, error) {
	if err := checkArgs(s.bt.name+"."+name, args, kw, 0, 0); err != nil {
		return nil, err
	}
	return Bool(f(s.b)), nil
}

func isAlnumByte(c byte) bool { return isAlphaByte(c) || isDigitByte(c) }

func isASCIIBytes(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// bytesIsalpha is the method bytes.isalpha.
func bytesIsalpha(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isalpha", args, kw, func(b []byte) bool { return allBytes(b, isAlphaByte) })
}

// bytesIsdigit is the method bytes.isdigit.
func bytesIsdigit(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isdigit", args, kw, func(b []byte) bool { return allBytes(b, isDigitByte) })
}

// bytesIsalnum is the method bytes.isalnum.
func bytesIsalnum(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isalnum", args, kw, func(b []byte) bool { return allBytes(b, isAlnumByte) })
}

// bytesIsspace is the method bytes.isspace.
func bytesIsspace(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isspace", args, kw, func(b []byte) bool { return allBytes(b, isSpaceByte) })
}

// bytesIsascii is the method bytes.isascii.
func bytesIsascii(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isascii", args, kw, isASCIIBytes)
}

// bytesIslower is the method bytes.islower.
func bytesIslower(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "islower", args, kw, func(b []byte) bool { return casedPredicate(b, isLowerByte, isUpperByte) })
}

// bytesIsupper is the method bytes.isupper.
func bytesIsupper(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "isupper", args, kw, func(b []byte) bool { return casedPredicate(b, isUpperByte, isLowerByte) })
}

// bytesIstitle is the method bytes.istitle.
func bytesIstitle(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPredicate(s, "istitle", args, kw, isTitleBytes)
}

// bytesStripped is strip, lstrip or rstrip, as name says.
func bytesStripped(s bytesSelf, name string, args []Value, kw []string) (Value, error) {
	b := s.b
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
	return s.mk(append([]byte(nil), r...)), nil
}

// bytesStrip is the method bytes.strip.
func bytesStrip(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesStripped(s, "strip", args, kw)
}

// bytesLstrip is the method bytes.lstrip.
func bytesLstrip(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesStripped(s, "lstrip", args, kw)
}

// bytesRstrip is the method bytes.rstrip.
func bytesRstrip(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesStripped(s, "rstrip", args, kw)
}

// bytesPadded is center, ljust or rjust, as name says.
func bytesPadded(t *Thread, s bytesSelf, name string, args []Value, kw []string) (Value, error) {
	b := s.b
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
		return s.mk(append([]byte(nil), b...)), nil
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
	return s.mk(r), nil
}

// bytesCenter is the method bytes.center.
func bytesCenter(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPadded(t, s, "center", args, kw)
}

// bytesLjust is the method bytes.ljust.
func bytesLjust(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPadded(t, s, "ljust", args, kw)
}

// bytesRjust is the method bytes.rjust.
func bytesRjust(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPadded(t, s, "rjust", args, kw)
}

// bytesZfill is the method bytes.zfill.
func bytesZfill(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	b := s.b
	if err := checkArgs("zfill", args, kw, 1, 1); err != nil {
		return nil, err
	}
	w, err := t.index(args[0])
	if err != nil {
		return nil, err
	}
	n := int(w) - len(b)
	if n <= 0 {
		return s.mk(append([]byte(nil), b...)), nil
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
	return s.mk(append(r, rest...)), nil
}

// bytesExpandtabs is the method bytes.expandtabs.
func bytesExpandtabs(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	ts := int64(8)
	if err := t.UnpackArgs("expandtabs", args, kw, "tabsize?", &ts); err != nil {
		return nil, err
	}
	if err := t.Alloc(expandTabsBytesSize(s.b, ts)); err != nil {
		return nil, err
	}
	var r []byte
	col := 0
	for _, c := range s.b {
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
	return s.mk(r), nil
}

// bytesSearch is find, rfind, index, rindex or count: rev searches from
// the right, raise fails when the search does, count counts.
func bytesSearch(t *Thread, s bytesSelf, name string, args []Value, kw []string, rev, raise, count bool) (Value, error) {
	b := s.b
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
}

// bytesFind is the method bytes.find.
func bytesFind(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSearch(t, s, "find", args, kw, false, false, false)
}

// bytesRfind is the method bytes.rfind.
func bytesRfind(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSearch(t, s, "rfind", args, kw, true, false, false)
}

// bytesIndex is the method bytes.index.
func bytesIndex(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSearch(t, s, "index", args, kw, false, true, false)
}

// bytesRindex is the method bytes.rindex.
func bytesRindex(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSearch(t, s, "rindex", args, kw, true, true, false)
}

// bytesCount is the method bytes.count.
func bytesCount(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSearch(t, s, "count", args, kw, false, false, true)
}

// bytesAffix is startswith or endswith (suffix).
func bytesAffix(t *Thread, s bytesSelf, name string, args []Value, kw []string, suffix bool) (Value, error) {
	b := s.b
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
}

// bytesStartswith is the method bytes.startswith.
func bytesStartswith(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesAffix(t, s, "startswith", args, kw, false)
}

// bytesEndswith is the method bytes.endswith.
func bytesEndswith(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesAffix(t, s, "endswith", args, kw, true)
}

// bytesReplace is the method bytes.replace.
func bytesReplace(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
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
	if err := t.Alloc(replaceSize(string(s.b), string(o), string(n), count)); err != nil {
		return nil, err
	}
	return s.mk(bytes.Replace(s.b, o, n, count)), nil
}

// bytesRemoveprefix is the method bytes.removeprefix.
func bytesRemoveprefix(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	if err := checkArgs("removeprefix", args, kw, 1, 1); err != nil {
		return nil, err
	}
	p, err := bytesArgument(args[0], false)
	if err != nil {
		return nil, err
	}
	return s.mk(append([]byte(nil), bytes.TrimPrefix(s.b, p)...)), nil
}

// bytesRemovesuffix is the method bytes.removesuffix.
func bytesRemovesuffix(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	if err := checkArgs("removesuffix", args, kw, 1, 1); err != nil {
		return nil, err
	}
	p, err := bytesArgument(args[0], false)
	if err != nil {
		return nil, err
	}
	return s.mk(append([]byte(nil), bytes.TrimSuffix(s.b, p)...)), nil
}

// bytesSplitBy is split or rsplit, as name says.
func bytesSplitBy(t *Thread, s bytesSelf, name string, args []Value, kw []string) (Value, error) {
	b := s.b
	var sep Value = None
	maxsplit := int64(-1)
	if err := t.UnpackArgs(name, args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
		return nil, err
	}
	if sep == None {
		if name == "split" {
			return s.list(splitWhitespaceBytes(b, int(maxsplit))), nil
		}
		return s.list(rsplitWhitespaceBytes(b, int(maxsplit))), nil
	}
	sp, err := bytesArgument(sep, false)
	if err != nil {
		return nil, err
	}
	if len(sp) == 0 {
		return nil, Errorf(ValueErrorType, "empty separator")
	}
	if maxsplit < 0 {
		return s.list(bytes.Split(b, sp)), nil
	}
	if name == "split" {
		return s.list(bytes.SplitN(b, sp, int(maxsplit)+1)), nil
	}
	var out [][]byte
	rest := b
	for ; maxsplit > 0; maxsplit-- {
		i := bytes.LastIndex(rest, sp)
		if i < 0 {
			break
		}
		out = append([][]byte{rest[i+len(sp):]}, out...)
		rest = rest[:i]
	}
	return s.list(append([][]byte{rest}, out...)), nil
}

// bytesSplit is the method bytes.split.
func bytesSplit(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSplitBy(t, s, "split", args, kw)
}

// bytesRsplit is the method bytes.rsplit.
func bytesRsplit(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesSplitBy(t, s, "rsplit", args, kw)
}

// bytesSplitlines is the method bytes.splitlines.
func bytesSplitlines(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	b := s.b
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
	return s.list(out), nil
}

// bytesPartitioned is partition or rpartition, as name says.
func bytesPartitioned(s bytesSelf, name string, args []Value, kw []string) (Value, error) {
	b, mk := s.b, s.mk
	if err := checkArgs(name, args, kw, 1, 1); err != nil {
		return nil, err
	}
	sep, err := bytesArgument(args[0], false)
	if err != nil {
		return nil, err
	}
	if len(sep) == 0 {
		return nil, Errorf(ValueErrorType, "empty separator")
	}
	var i int
	if name == "partition" {
		i = bytes.Index(b, sep)
	} else {
		i = bytes.LastIndex(b, sep)
	}
	if i < 0 {
		if name == "partition" {
			return Tuple{mk(append([]byte(nil), b...)), mk(nil), mk(nil)}, nil
		}
		return Tuple{mk(nil), mk(nil), mk(append([]byte(nil), b...))}, nil
	}
	return Tuple{mk(append([]byte(nil), b[:i]...)), mk(append([]byte(nil), sep...)), mk(append([]byte(nil), b[i+len(sep):]...))}, nil
}

// bytesPartition is the method bytes.partition.
func bytesPartition(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPartitioned(s, "partition", args, kw)
}

// bytesRpartition is the method bytes.rpartition.
func bytesRpartition(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	return bytesPartitioned(s, "rpartition", args, kw)
}

// bytesJoin is the method bytes.join.
func bytesJoin(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	sep := s.b
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
	return s.mk(bytes.Join(parts, sep)), nil
}

// bytesFromhex is the class method bytes.fromhex.
func bytesFromhex(t *Thread, args []Value, kw []string) (Value, error) {
	return fromhexOf(t, BytesType, args)
}

// byteArrayFromhex is the class method bytearray.fromhex.
func byteArrayFromhex(t *Thread, args []Value, kw []string) (Value, error) {
	return fromhexOf(t, ByteArrayType, args)
}

// fromhexOf is fromhex of bt, bytes or bytearray; args[0] is the class
// it was called on, bt or a subclass.
func fromhexOf(t *Thread, bt *Type, args []Value) (Value, error) {
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
	r := bytesSelf{bt: bt}.mk(b)
	if c, ok := args[0].(*Type); ok && c != bt {
		return t.Call(c, []Value{r}, nil)
	}
	return r, nil
}

// bytesTranslate is the method bytes.translate.
func bytesTranslate(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
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
	r, err := text.BytesTranslate(s.b, tb, dset) // the table's length is checked above
	if err != nil {
		return nil, err
	}
	return s.mk(r), nil
}

// bytesOperator is the operator method for op: NotImplemented where the
// operands do not fit.
func bytesOperator(t *Thread, op compile.BinaryOp, args []Value) (Value, error) {
	r, ok, err := t.builtinBinary(op, unwrapBase(args[0]), args[1])
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

// bytesAdd is the method bytes.__add__.
func bytesAdd(t *Thread, args []Value, kw []string) (Value, error) {
	return bytesOperator(t, compile.OpAdd, args)
}

// bytesMul is the method bytes.__mul__.
func bytesMul(t *Thread, args []Value, kw []string) (Value, error) {
	return bytesOperator(t, compile.OpMul, args)
}

// bytesRmul is the method bytes.__rmul__: repetition commutes.
func bytesRmul(t *Thread, args []Value, kw []string) (Value, error) {
	return bytesOperator(t, compile.OpMul, args)
}

// bytesMod is the method bytes.__mod__.
func bytesMod(t *Thread, args []Value, kw []string) (Value, error) {
	return bytesOperator(t, compile.OpMod, args)
}

// bytesDecode is the method bytes.decode.
func bytesDecode(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	b := s.b
	enc, errs := "utf-8", "strict"
	if err := t.UnpackArgs("decode", args, kw, "encoding?", &enc, "errors?", &errs); err != nil {
		return nil, err
	}
	str, err := decodeBytes(b, enc, errs)
	if err != nil {
		return nil, err
	}
	return NewStr(str), nil
}

// bytesHex is the method bytes.hex.
func bytesHex(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	b := s.b
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
func bytesGetnewargs(t *Thread, s bytesSelf, args []Value, kw []string) (Value, error) {
	b := s.b
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
