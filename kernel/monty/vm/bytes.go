package vm

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// bytesLike returns the contents of a bytes or bytearray.
func bytesLike(x Value) ([]byte, bool) {
	switch v := x.(type) {
	case *Bytes:
		return v.b, true
	case *ByteArray:
		return v.b, true
	case *Object:
		return bytesLike(v.base)
	}
	return nil, false
}

func bytesContains(b []byte, x Value) (bool, error) {
	if n, ok := AsInt64(x); ok {
		if n < 0 || n > 255 {
			return false, Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		return bytes.IndexByte(b, byte(n)) >= 0, nil
	}
	sub, ok := bytesLike(x)
	if mv, isView := x.(*MemoryView); isView {
		sub, ok = mv.bytes(), true
	}
	if !ok {
		return false, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(x))
	}
	return bytes.Contains(b, sub), nil
}

func (t *Thread) bytesPercent(f []byte, args Value) (Value, error) {
	var list []format.BytesArg
	tuple := false
	var mapping func([]byte) (format.BytesArg, error)
	if tu, ok := tupleBase(args); ok {
		tuple = true
		list = make([]format.BytesArg, len(tu))
		for i, x := range tu {
			list[i] = bytesArg{percentArg{t, x}}
		}
	} else {
		list = []format.BytesArg{bytesArg{percentArg{t, args}}}
		if isPercentMapping(args) {
			mapping = func(key []byte) (format.BytesArg, error) {
				v, err := t.GetItem(args, NewBytes(append([]byte(nil), key...)))
				if err != nil {
					return nil, err
				}
				return bytesArg{percentArg{t, v}}, nil
			}
		}
	}
	s, err := format.PercentBytes(f, list, tuple, mapping, t.fmtLimits())
	if err != nil {
		return nil, convertFormatError(err)
	}
	return NewBytes(s), nil
}

// bytesArg adapts a value to format.BytesArg.
type bytesArg struct{ percentArg }

func (a bytesArg) AsBytes() ([]byte, bool) {
	switch v := a.v.(type) {
	case *Bytes:
		return v.b, true
	case *ByteArray:
		return v.b, true
	}
	return nil, false
}

func (a bytesArg) Bytes() ([]byte, bool, error) {
	if b, ok := bytesLike(a.v); ok {
		return b, true, nil
	}
	if mv, ok := a.v.(*MemoryView); ok {
		b, err := a.t.bytesFrom(mv)
		return b, err == nil, err
	}
	if m := a.v.Type().Lookup("__bytes__"); m != nil {
		r, err := a.t.callDunder(m, a.v)
		if err != nil {
			return nil, false, err
		}
		b, ok := r.(*Bytes)
		if !ok {
			return nil, false, Errorf(TypeErrorType, "__bytes__ returned non-bytes (type %s)", typeName(r))
		}
		return b.b, true, nil
	}
	return nil, false, nil
}

// utf8Error classifies the invalid UTF-8 at the start of b as CPython's
// decoder does: the length of the bad sequence and the reason.
func utf8Error(b []byte) (int, string) {
	c := b[0]
	var need int
	var lo, hi byte = 0x80, 0xBF
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c >= 0xE1 && c <= 0xEC || c == 0xEE || c == 0xEF:
		need = 2
	case c == 0xED:
		need, hi = 2, 0x9F
	case c == 0xF0:
		need, lo = 3, 0x90
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	case c == 0xF4:
		need, hi = 3, 0x8F
	default:
		return 1, "invalid start byte"
	}
	n := 1
	for k := 0; k < need; k++ {
		if n >= len(b) {
			return n, "unexpected end of data"
		}
		x := b[n]
		l, h := byte(0x80), byte(0xBF)
		if k == 0 {
			l, h = lo, hi
		}
		if x < l || x > h {
			return n, "invalid continuation byte"
		}
		n++
	}
	return n, ""
}

// decodeError builds the UnicodeDecodeError of a failed decoding.
func decodeError(encoding string, b []byte, start, end int, reason string) *Exception {
	e := NewException(UnicodeDecodeErrorType, NewStr(encoding), NewBytes(append([]byte(nil), b...)), MakeInt(int64(start)), MakeInt(int64(end)), NewStr(reason))
	for i, n := range []string{"encoding", "object", "start", "end", "reason"} {
		e.setAttr(n, e.args[i])
	}
	return e
}

// decodeBytes decodes with one of the encodings monty knows.
func decodeBytes(b []byte, encoding, errors string) (string, error) {
	switch normEncoding(encoding) {
	case "utf-8", "utf8", "utf_8":
		if utf8.Valid(b) {
			return string(b), nil
		}
		var sb strings.Builder
		for i := 0; i < len(b); {
			c := b[i]
			if c < 0x80 {
				sb.WriteByte(c)
				i++
				continue
			}
			n, reason := utf8Error(b[i:])
			if reason == "" {
				sb.Write(b[i : i+n])
				i += n
				continue
			}
			if errors == "surrogatepass" && i+3 <= len(b) && b[i] == 0xED && b[i+1] >= 0xA0 && b[i+1] <= 0xBF && b[i+2] >= 0x80 && b[i+2] <= 0xBF {
				// A surrogate's three bytes (WTF-8, as monty keeps them).
				sb.Write(b[i : i+3])
				i += 3
				continue
			}
			switch errors {
			case "strict":
				return "", decodeError("utf-8", b, i, i+n, reason)
			case "replace":
				sb.WriteRune('\uFFFD')
			case "ignore":
			case "surrogateescape":
				for k := 0; k < n; k++ {
					sb.WriteString(encodeRune(0xDC00 + rune(b[i+k])))
				}
			case "backslashreplace":
				for k := 0; k < n; k++ {
					sb.WriteString(`\x` + hex.EncodeToString(b[i+k:i+k+1]))
				}
			default:
				return "", Errorf(LookupErrorType, "unknown error handler name '%s'", errors)
			}
			i += n
		}
		return sb.String(), nil
	case "ascii", "us-ascii":
		var sb strings.Builder
		for i, c := range b {
			if c >= 0x80 {
				switch errors {
				case "strict":
					return "", decodeError("ascii", b, i, i+1, "ordinal not in range(128)")
				case "replace":
					sb.WriteRune('\uFFFD')
				case "surrogateescape":
					sb.WriteString(encodeRune(0xDC00 + rune(c)))
				case "backslashreplace":
					sb.WriteString(`\x` + hex.EncodeToString([]byte{c}))
				}
				continue
			}
			sb.WriteByte(c)
		}
		return sb.String(), nil
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1":
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		return string(rs), nil
	case "utf-16", "utf-16-le", "utf-16le", "utf-16-be", "utf-16be":
		enc := normEncoding(encoding)
		le := !strings.HasSuffix(enc, "be")
		data := b
		if enc == "utf-16" && len(b) >= 2 {
			if b[0] == 0xFF && b[1] == 0xFE {
				data = b[2:]
			} else if b[0] == 0xFE && b[1] == 0xFF {
				data, le = b[2:], false
			}
		}
		if len(data)%2 == 1 {
			return "", decodeError(strings.ReplaceAll(enc, "-le", "-le"), b, len(b)-1, len(b), "truncated data")
		}
		units := make([]uint16, len(data)/2)
		for i := range units {
			if le {
				units[i] = uint16(data[2*i]) | uint16(data[2*i+1])<<8
			} else {
				units[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
			}
		}
		off := len(b) - len(data)
		var sb strings.Builder
		for i := 0; i < len(units); i++ {
			c := rune(units[i])
			if c >= 0xD800 && c < 0xDC00 && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] < 0xE000 {
				sb.WriteRune((c-0xD800)<<10 | (rune(units[i+1]) - 0xDC00) + 0x10000)
				i++
				continue
			}
			if isSurrogate(c) {
				switch errors {
				case "surrogatepass":
					sb.WriteString(encodeRune(c))
				case "replace":
					sb.WriteRune('\uFFFD')
				case "ignore":
				default:
					return "", decodeError(enc, b, off+2*i, off+2*i+2, "illegal encoding")
				}
				continue
			}
			sb.WriteRune(c)
		}
		return sb.String(), nil
	case "utf-32", "utf32", "utf-32-le", "utf-32le", "utf-32-be", "utf-32be":
		enc := normEncoding(encoding)
		name := strings.Replace(strings.Replace(enc, "utf32", "utf-32", 1), "32le", "32-le", 1)
		name = strings.Replace(name, "32be", "32-be", 1)
		le := !strings.HasSuffix(enc, "be")
		data, off := b, 0
		if (enc == "utf-32" || enc == "utf32") && len(b) >= 4 {
			if b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0 {
				data, off = b[4:], 4
			} else if b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF {
				data, off, le = b[4:], 4, false
			}
		}
		var sb strings.Builder
		for i := 0; i < len(data); i += 4 {
			if i+4 > len(data) {
				switch errors {
				case "strict":
					return "", decodeError(name, b, off+i, len(b), "truncated data")
				case "replace":
					sb.WriteRune('\uFFFD')
				}
				break
			}
			var u uint32
			if le {
				u = binary.LittleEndian.Uint32(data[i:])
			} else {
				u = binary.BigEndian.Uint32(data[i:])
			}
			r := rune(u)
			if u > 0x10FFFF || isSurrogate(r) {
				reason := "code point not in range(0x110000)"
				if isSurrogate(r) {
					reason = "code point in surrogate character range"
				}
				switch errors {
				case "strict":
					return "", decodeError(name, b, off+i, off+i+4, reason)
				case "replace":
					sb.WriteRune('\uFFFD')
				case "ignore":
				case "surrogatepass":
					sb.WriteString(encodeRune(r))
				default:
					return "", decodeError(name, b, off+i, off+i+4, reason)
				}
				continue
			}
			sb.WriteString(encodeRune(r))
		}
		return sb.String(), nil
	case "cp1252", "windows-1252":
		var sb strings.Builder
		for i, c := range b {
			r := rune(c)
			if c >= 0x80 && c < 0xA0 {
				r = cp1252High[c-0x80]
				if r == 0 {
					switch errors {
					case "strict":
						return "", decodeError("charmap", b, i, i+1, "character maps to <undefined>")
					case "replace":
						sb.WriteRune('\uFFFD')
					case "surrogateescape":
						sb.WriteString(encodeRune(0xDC00 + rune(c)))
					case "backslashreplace":
						sb.WriteString(fmt.Sprintf(`\x%02x`, c))
					}
					continue
				}
			}
			sb.WriteRune(r)
		}
		return sb.String(), nil
	}
	return "", Errorf(LookupErrorType, "unknown encoding: %s", encoding)
}

func normEncoding(e string) string {
	e = strings.ToLower(strings.ReplaceAll(e, "_", "-"))
	return e
}

// encodeStr encodes a str.
func encodeStr(s, encoding, errors string) ([]byte, error) {
	c, ok := lookupCodec(encoding)
	if !ok {
		return nil, Errorf(LookupErrorType, "unknown encoding: %s", encoding)
	}
	return encodeWith(s, c, errors)
}

func itoa(i int) string { return strconv.Itoa(i) }

func (t *Thread) bytesFrom(x Value) ([]byte, error) { return t.bytesFromFor(x, "bytes") }

// bytesFromFor is bytesFrom for the constructor of the type named what,
// whose errors name it: bytearray([300]) says "byte must be in range".
func (t *Thread) bytesFromFor(x Value, what string) ([]byte, error) {
	switch v := x.(type) {
	case *Bytes:
		return v.b, nil
	case *ByteArray:
		return append([]byte(nil), v.b...), nil
	case *Str:
		return nil, Errorf(TypeErrorType, "string argument without an encoding")
	case *MemoryView:
		if _, err := v.storage(); err != nil {
			return nil, err
		}
		if err := t.Alloc(int64(v.nbytes())); err != nil {
			return nil, err
		}
		return v.gather(), nil
	case Buffer:
		b, _, _ := v.BufferInfo()
		if err := t.Alloc(int64(len(b))); err != nil {
			return nil, err
		}
		return append([]byte(nil), b...), nil
	case Int:
		if v < 0 {
			return nil, Errorf(ValueErrorType, "negative count")
		}
		if err := t.Alloc(int64(v)); err != nil {
			return nil, err
		}
		return make([]byte, int(v)), nil
	}
	if _, isObj := x.(*Object); isObj && x.Type().Lookup("__bytes__") == nil && x.Type().Lookup("__index__") != nil {
		n, err := t.index(x)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, Errorf(ValueErrorType, "negative count")
		}
		if err := t.Alloc(n); err != nil {
			return nil, err
		}
		return make([]byte, int(n)), nil
	}
	if m := x.Type().Lookup("__bytes__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return nil, err
		}
		b, ok := r.(*Bytes)
		if !ok {
			if o, isObj := r.(*Object); isObj {
				b, ok = o.base.(*Bytes)
			}
		}
		if !ok {
			return nil, Errorf(TypeErrorType, "__bytes__ returned non-bytes (type %s)", typeName(r))
		}
		return b.b, nil
	}
	var out []byte
	err := t.Iterate(x, func(e Value) error {
		n, err := t.index(e)
		if err != nil {
			return err
		}
		if n < 0 || n > 255 {
			if what == "bytearray" {
				return Errorf(ValueErrorType, "byte must be in range(0, 256)")
			}
			return Errorf(ValueErrorType, "bytes must be in range(0, 256)")
		}
		out = append(out, byte(n))
		return nil
	})
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(x) {
			return nil, Errorf(TypeErrorType, "cannot convert '%s' object to %s", typeName(x), what)
		}
	}
	return out, err
}

// checkNoEncoding rejects an encoding or errors argument given with a
// source that is not a str, as bytes(b"x", "utf-8") does in CPython.
func checkNoEncoding(src Value, enc, errs *Str) error {
	if _, isStr := src.(*Str); isStr {
		return nil
	}
	if enc != nil {
		return Errorf(TypeErrorType, "encoding without a string argument")
	}
	if errs != nil {
		return Errorf(TypeErrorType, "errors without a string argument")
	}
	return nil
}

func setupBytes() {
	c := BytesType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var src Value
		var enc, errs *Str
		if err := UnpackArgs("bytes", args, kw, "source?", &src, "encoding?", &enc, "errors?", &errs); err != nil {
			return nil, err
		}
		if err := checkNoEncoding(src, enc, errs); err != nil {
			return nil, err
		}
		var b []byte
		if src != nil {
			if s, ok := src.(*Str); ok {
				if enc == nil {
					return nil, Errorf(TypeErrorType, "string argument without an encoding")
				}
				e := enc
				es := "strict"
				if errs != nil {
					es = errs.s
				}
				var err error
				if b, err = encodeStr(s.s, e.s, es); err != nil {
					return nil, err
				}
			} else {
				if enc != nil {
					return nil, Errorf(TypeErrorType, "encoding without a string argument")
				}
				if errs != nil {
					return nil, Errorf(TypeErrorType, "errors without a string argument")
				}
				var err error
				if b, err = t.bytesFrom(src); err != nil {
					return nil, err
				}
			}
		}
		if cls == BytesType {
			return NewBytes(b), nil
		}
		return wrapInstance(cls, NewBytes(b)), nil
	}
	ByteArrayType.layout = ByteArrayType
	ByteArrayType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var src Value
		var enc *Str
		if err := UnpackArgs("bytearray", args, kw, "source?", &src, "encoding?", &enc); err != nil {
			return nil, err
		}
		if err := checkNoEncoding(src, enc, nil); err != nil {
			return nil, err
		}
		var b []byte
		if src != nil {
			if s, ok := src.(*Str); ok {
				if enc == nil {
					return nil, Errorf(TypeErrorType, "string argument without an encoding")
				}
				var err error
				if b, err = encodeStr(s.s, enc.s, "strict"); err != nil {
					return nil, err
				}
			} else {
				if enc != nil {
					return nil, Errorf(TypeErrorType, "encoding without a string argument")
				}
				var err error
				if b, err = t.bytesFromFor(src, "bytearray"); err != nil {
					return nil, err
				}
				b = append([]byte(nil), b...)
			}
		}
		return wrapInstance(cls, &ByteArray{b: b}), nil
	}
	setupBytesMethods()
	// After the methods it shares with bytes, which include __hash__.
	ByteArrayType.dict.SetString("__hash__", None)
}
