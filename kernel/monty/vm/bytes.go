package vm

import (
	"bytes"
	"encoding/hex"
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
	if !ok {
		return false, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(x))
	}
	return bytes.Contains(b, sub), nil
}

func (t *Thread) bytesPercent(f *Bytes, args Value) (Value, error) {
	var list []format.Arg
	tuple := false
	if tu, ok := args.(Tuple); ok {
		tuple = true
		for _, x := range tu {
			list = append(list, bytesArg{percentArg{t, x}})
		}
	} else {
		list = []format.Arg{bytesArg{percentArg{t, args}}}
	}
	s, err := format.Percent(string(f.b), list, tuple, nil, t.fmtLimits())
	if err != nil {
		return nil, convertFormatError(err)
	}
	return NewBytes([]byte(s)), nil
}

// bytesArg formats %s of bytes operands as their raw bytes.
type bytesArg struct{ percentArg }

func (a bytesArg) Str() (string, error) {
	if b, ok := bytesLike(a.v); ok {
		return string(b), nil
	}
	return "", Errorf(TypeErrorType, "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", typeName(a.v))
}

// decodeBytes decodes with one of the encodings monty knows.
func decodeBytes(b []byte, encoding, errors string) (string, error) {
	switch normEncoding(encoding) {
	case "utf-8", "utf8":
		if utf8.Valid(b) {
			return string(b), nil
		}
		if errors == "strict" {
			i := 0
			for i < len(b) {
				r, n := utf8.DecodeRune(b[i:])
				if r == utf8.RuneError && n <= 1 {
					break
				}
				i += n
			}
			return "", Errorf(UnicodeDecodeErrorType, "'utf-8' codec can't decode byte 0x%02x in position %d: invalid start byte", b[i], i)
		}
		var sb strings.Builder
		for i := 0; i < len(b); {
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n <= 1 {
				switch errors {
				case "replace":
					sb.WriteRune('\uFFFD')
				case "ignore":
				case "surrogateescape":
					sb.WriteString(encodeRune(0xDC00 + rune(b[i])))
				case "backslashreplace":
					sb.WriteString(`\x` + hex.EncodeToString(b[i:i+1]))
				}
				i++
				continue
			}
			sb.WriteRune(r)
			i += n
		}
		return sb.String(), nil
	case "ascii", "us-ascii":
		var sb strings.Builder
		for i, c := range b {
			if c >= 0x80 {
				switch errors {
				case "strict":
					return "", Errorf(UnicodeDecodeErrorType, "'ascii' codec can't decode byte 0x%02x in position %d: ordinal not in range(128)", c, i)
				case "replace":
					sb.WriteRune('\uFFFD')
				case "ignore":
				}
				continue
			}
			sb.WriteByte(c)
		}
		return sb.String(), nil
	case "latin-1", "latin1", "iso-8859-1", "iso8859-1":
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		return string(rs), nil
	}
	return "", Errorf(LookupErrorType, "unknown encoding: %s", encoding)
}

func normEncoding(e string) string {
	e = strings.ToLower(strings.ReplaceAll(e, "_", "-"))
	return e
}

// encodeStr encodes a str.
func encodeStr(s, encoding, errors string) ([]byte, error) {
	switch normEncoding(encoding) {
	case "utf-8", "utf8":
		// Lone surrogates cannot be encoded.
		for i := 0; i < len(s); {
			r, n := decodeRune(s[i:])
			if r >= 0xD800 && r <= 0xDFFF {
				if errors == "surrogateescape" && r >= 0xDC80 && r <= 0xDCFF {
					i += n
					continue
				}
				if errors == "strict" {
					return nil, Errorf(UnicodeEncodeErrorType, "'utf-8' codec can't encode character '\\u%04x' in position %d: surrogates not allowed", r, countRunes(s[:i]))
				}
			}
			i += n
		}
		return []byte(s), nil
	case "ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1":
		limit := rune(0x80)
		name := "ascii"
		if !strings.HasPrefix(normEncoding(encoding), "a") && !strings.HasPrefix(normEncoding(encoding), "u") {
			limit, name = 0x100, "latin-1"
		}
		var out []byte
		pos := 0
		for _, r := range s {
			if r >= limit {
				switch errors {
				case "strict":
					return nil, Errorf(UnicodeEncodeErrorType, "'%s' codec can't encode character '\\u%04x' in position %d: ordinal not in range(%d)", name, r, pos, limit)
				case "replace":
					out = append(out, '?')
				case "ignore":
				case "xmlcharrefreplace":
					out = append(out, []byte("&#"+itoa(int(r))+";")...)
				case "backslashreplace":
					out = append(out, []byte(format.ASCII(string(r)))...)
				}
			} else {
				out = append(out, byte(r))
			}
			pos++
		}
		return out, nil
	}
	return nil, Errorf(LookupErrorType, "unknown encoding: %s", encoding)
}

func itoa(i int) string { return strconv.Itoa(i) }

func recvBytes(x Value, method string) ([]byte, error) {
	if b, ok := bytesLike(x); ok {
		return b, nil
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'bytes' objects doesn't apply to a '%s' object", method, typeName(x))
}

func (t *Thread) bytesFrom(x Value) ([]byte, error) {
	switch v := x.(type) {
	case *Bytes:
		return v.b, nil
	case *ByteArray:
		return append([]byte(nil), v.b...), nil
	case *Str:
		return nil, Errorf(TypeErrorType, "string argument without an encoding")
	case Int:
		if v < 0 {
			return nil, Errorf(ValueErrorType, "negative count")
		}
		if err := t.Alloc(int64(v)); err != nil {
			return nil, err
		}
		return make([]byte, int(v)), nil
	}
	var out []byte
	err := t.Iterate(x, func(e Value) error {
		n, err := t.index(e)
		if err != nil {
			return err
		}
		if n < 0 || n > 255 {
			return Errorf(ValueErrorType, "bytes must be in range(0, 256)")
		}
		out = append(out, byte(n))
		return nil
	})
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(x) {
			return nil, Errorf(TypeErrorType, "cannot convert '%s' object to bytes", typeName(x))
		}
	}
	return out, err
}

func setupBytes() {
	c := BytesType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var src, enc, errs Value
		if err := UnpackArgs("bytes", args, kw, "source?", &src, "encoding?", &enc, "errors?", &errs); err != nil {
			return nil, err
		}
		var b []byte
		if src != nil {
			if s, ok := src.(*Str); ok {
				if enc == nil {
					return nil, Errorf(TypeErrorType, "string argument without an encoding")
				}
				e, _ := enc.(*Str)
				es := "strict"
				if x, ok := errs.(*Str); ok {
					es = x.s
				}
				var err error
				if b, err = encodeStr(s.s, e.s, es); err != nil {
					return nil, err
				}
			} else {
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
		var src, enc Value
		if err := UnpackArgs("bytearray", args, kw, "source?", &src, "encoding?", &enc); err != nil {
			return nil, err
		}
		var b []byte
		if src != nil {
			if s, ok := src.(*Str); ok {
				if enc == nil {
					return nil, Errorf(TypeErrorType, "string argument without an encoding")
				}
				var err error
				if b, err = encodeStr(s.s, enc.(*Str).s, "strict"); err != nil {
					return nil, err
				}
			} else {
				var err error
				if b, err = t.bytesFrom(src); err != nil {
					return nil, err
				}
				b = append([]byte(nil), b...)
			}
		}
		return wrapInstance(cls, &ByteArray{b: b}), nil
	}
	ByteArrayType.dict.SetString("__hash__", None)
	for _, bt := range []*Type{BytesType, ByteArrayType} {
		bt := bt
		mk := func(b []byte) Value {
			if bt == ByteArrayType {
				return &ByteArray{b: b}
			}
			return NewBytes(b)
		}
		seqDunders(bt, unwrapBase)
		bt.addMethod("decode", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, err := recvBytes(args[0], "decode")
			if err != nil {
				return nil, err
			}
			enc, errs := "utf-8", "strict"
			if err := t.UnpackArgs("decode", args[1:], kw, "encoding?", &enc, "errors?", &errs); err != nil {
				return nil, err
			}
			s, err := decodeBytes(b, enc, errs)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		})
		bt.addMethod("hex", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "hex")
			return NewStr(hex.EncodeToString(b)), nil
		})
		bt.addClassMethod("fromhex", func(t *Thread, args []Value, kw []string) (Value, error) {
			s, ok := args[1].(*Str)
			if !ok {
				return nil, Errorf(TypeErrorType, "fromhex() argument must be str, not %s", typeName(args[1]))
			}
			b, err := hex.DecodeString(strings.ReplaceAll(s.s, " ", ""))
			if err != nil {
				return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg")
			}
			return mk(b), nil
		})
		bt.addMethod("join", func(t *Thread, args []Value, kw []string) (Value, error) {
			sep, _ := recvBytes(args[0], "join")
			var parts [][]byte
			i := 0
			err := t.Iterate(args[1], func(x Value) error {
				b, ok := bytesLike(x)
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
			return mk(bytes.Join(parts, sep)), nil
		})
		simple := map[string]func([]byte) []byte{
			"upper": bytes.ToUpper, "lower": bytes.ToLower,
			"strip":  func(b []byte) []byte { return bytes.TrimSpace(b) },
			"lstrip": func(b []byte) []byte { return bytes.TrimLeft(b, " \t\n\r\x0b\x0c") },
			"rstrip": func(b []byte) []byte { return bytes.TrimRight(b, " \t\n\r\x0b\x0c") },
		}
		for name, f := range simple {
			f, name := f, name
			bt.addMethod(name, func(t *Thread, args []Value, kw []string) (Value, error) {
				b, err := recvBytes(args[0], name)
				if err != nil {
					return nil, err
				}
				if len(args) > 1 && args[1] != None {
					chars, ok := bytesLike(args[1])
					if !ok {
						return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(args[1]))
					}
					switch name {
					case "strip":
						return mk(bytes.Trim(b, string(chars))), nil
					case "lstrip":
						return mk(bytes.TrimLeft(b, string(chars))), nil
					case "rstrip":
						return mk(bytes.TrimRight(b, string(chars))), nil
					}
				}
				return mk(append([]byte(nil), f(b)...)), nil
			})
		}
		bt.addMethod("split", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "split")
			var sep Value = None
			maxsplit := int64(-1)
			if err := t.UnpackArgs("split", args[1:], kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
				return nil, err
			}
			var parts [][]byte
			if sep == None {
				parts = bytes.Fields(b)
			} else {
				s, ok := bytesLike(sep)
				if !ok {
					return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", typeName(sep))
				}
				if len(s) == 0 {
					return nil, Errorf(ValueErrorType, "empty separator")
				}
				parts = bytes.SplitN(b, s, int(maxsplit+1))
				if maxsplit < 0 {
					parts = bytes.Split(b, s)
				}
			}
			r := make([]Value, len(parts))
			for i, p := range parts {
				r[i] = mk(append([]byte(nil), p...))
			}
			return NewList(r), nil
		})
		bt.addMethod("startswith", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "startswith")
			p, ok := bytesLike(args[1])
			if !ok {
				return nil, Errorf(TypeErrorType, "startswith first arg must be bytes or a tuple of bytes, not %s", typeName(args[1]))
			}
			return Bool(bytes.HasPrefix(b, p)), nil
		})
		bt.addMethod("endswith", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "endswith")
			p, ok := bytesLike(args[1])
			if !ok {
				return nil, Errorf(TypeErrorType, "endswith first arg must be bytes or a tuple of bytes, not %s", typeName(args[1]))
			}
			return Bool(bytes.HasSuffix(b, p)), nil
		})
		bt.addMethod("find", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "find")
			p, ok := bytesLike(args[1])
			if !ok {
				if n, ok := AsInt64(args[1]); ok {
					return MakeInt(int64(bytes.IndexByte(b, byte(n)))), nil
				}
				return nil, Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", typeName(args[1]))
			}
			return MakeInt(int64(bytes.Index(b, p))), nil
		})
		bt.addMethod("count", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "count")
			p, ok := bytesLike(args[1])
			if !ok {
				return nil, Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", typeName(args[1]))
			}
			return MakeInt(int64(bytes.Count(b, p))), nil
		})
		bt.addMethod("replace", func(t *Thread, args []Value, kw []string) (Value, error) {
			b, _ := recvBytes(args[0], "replace")
			o, ok1 := bytesLike(args[1])
			n, ok2 := bytesLike(args[2])
			if !ok1 || !ok2 {
				return nil, Errorf(TypeErrorType, "a bytes-like object is required")
			}
			count := -1
			if len(args) > 3 {
				c, _ := AsInt64(args[3])
				count = int(c)
			}
			return mk(bytes.Replace(b, o, n, count)), nil
		})
		bt.addMethod("__hash__", func(t *Thread, args []Value, kw []string) (Value, error) {
			h, err := t.Hash(unwrapBase(args[0]))
			return MakeInt(h), err
		})
	}
	ba := ByteArrayType
	ba.addMethod("append", func(t *Thread, args []Value, kw []string) (Value, error) {
		a := unwrapBase(args[0]).(*ByteArray)
		n, err := t.index(args[1])
		if err != nil {
			return nil, err
		}
		if n < 0 || n > 255 {
			return nil, Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		a.b = append(a.b, byte(n))
		return None, nil
	})
	ba.addMethod("extend", func(t *Thread, args []Value, kw []string) (Value, error) {
		a := unwrapBase(args[0]).(*ByteArray)
		b, err := t.bytesFrom(args[1])
		if err != nil {
			return nil, err
		}
		a.b = append(a.b, b...)
		return None, nil
	})
	ba.addMethod("__setitem__", func(t *Thread, args []Value, kw []string) (Value, error) {
		return None, t.SetItem(unwrapBase(args[0]), args[1], args[2])
	})
	ba.addMethod("pop", func(t *Thread, args []Value, kw []string) (Value, error) {
		a := unwrapBase(args[0]).(*ByteArray)
		if len(a.b) == 0 {
			return nil, Errorf(IndexErrorType, "pop from empty bytearray")
		}
		v := a.b[len(a.b)-1]
		a.b = a.b[:len(a.b)-1]
		return MakeInt(int64(v)), nil
	})
	ba.addMethod("clear", func(t *Thread, args []Value, kw []string) (Value, error) {
		unwrapBase(args[0]).(*ByteArray).b = nil
		return None, nil
	})
	ba.addMethod("copy", func(t *Thread, args []Value, kw []string) (Value, error) {
		return &ByteArray{b: append([]byte(nil), unwrapBase(args[0]).(*ByteArray).b...)}, nil
	})
}

// MemoryView is a minimal memoryview over bytes or a bytearray.
type MemoryView struct {
	obj Value
}

// MemoryViewType is memoryview.
var MemoryViewType = newBuiltinType("memoryview")

// Type returns memoryview.
func (*MemoryView) Type() *Type { return MemoryViewType }

func (m *MemoryView) bytes() []byte {
	b, _ := bytesLike(m.obj)
	return b
}

func setupMemoryView() {
	c := MemoryViewType
	c.layout = c
	c.final = true
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var obj Value
		if err := t.UnpackArgs("memoryview", args, kw, "object", &obj); err != nil {
			return nil, err
		}
		if _, ok := bytesLike(obj); !ok {
			return nil, Errorf(TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", typeName(obj))
		}
		return &MemoryView{obj: obj}, nil
	}
	c.addMethod("tobytes", func(t *Thread, args []Value, kw []string) (Value, error) {
		return NewBytes(append([]byte(nil), args[0].(*MemoryView).bytes()...)), nil
	})
	c.addMethod("tolist", func(t *Thread, args []Value, kw []string) (Value, error) {
		b := args[0].(*MemoryView).bytes()
		r := make([]Value, len(b))
		for i, x := range b {
			r[i] = MakeInt(int64(x))
		}
		return NewList(r), nil
	})
	c.addMethod("__len__", func(t *Thread, args []Value, kw []string) (Value, error) {
		return MakeInt(int64(len(args[0].(*MemoryView).bytes()))), nil
	})
	c.addMethod("__getitem__", func(t *Thread, args []Value, kw []string) (Value, error) {
		m := args[0].(*MemoryView)
		r, err := t.GetItem(NewBytes(m.bytes()), args[1])
		if b, ok := r.(*Bytes); ok {
			return &MemoryView{obj: b}, err
		}
		return r, err
	})
	c.addMethod("__iter__", func(t *Thread, args []Value, kw []string) (Value, error) {
		return &bytesIterator{b: args[0].(*MemoryView).bytes()}, nil
	})
	c.addMethod("__enter__", func(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil })
	c.addMethod("__exit__", func(t *Thread, args []Value, kw []string) (Value, error) { return None, nil })
	c.addMethod("release", func(t *Thread, args []Value, kw []string) (Value, error) { return None, nil })
	c.addGetter("obj", func(t *Thread, self Value) (Value, error) { return self.(*MemoryView).obj, nil })
	c.addGetter("nbytes", func(t *Thread, self Value) (Value, error) {
		return MakeInt(int64(len(self.(*MemoryView).bytes()))), nil
	})
	c.addGetter("readonly", func(t *Thread, self Value) (Value, error) {
		_, ok := self.(*MemoryView).obj.(*Bytes)
		return Bool(ok), nil
	})
	c.dict.SetString("__hash__", None)
	c.finishBuiltin()
}
