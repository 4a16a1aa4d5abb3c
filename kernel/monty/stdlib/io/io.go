// Package io is Python's io module for monty: StringIO and BytesIO, the
// in-memory files programs read and write (csv, redirect_stdout, tests of
// code that takes a file), with CPython's _io semantics: positions in code
// points for StringIO, writes past the end padded with NULs, the same
// errors for closed files and bad seeks. Both types may be subclassed.
package io

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The class hierarchy of _io.
var (
	ioBaseType, textIOBaseType, bufferedIOBaseType, rawIOBaseType *vm.Type
	stringIOType, bytesIOType                                     *vm.Type
)

func init() {
	ioBaseType = vm.NewNativeType(vm.NativeType{Name: "_IOBase", Module: "_io", Methods: baseMethods(), New: newBase,
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"closed": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.Bool(fileOf(self).closed), nil },
		}})
	textIOBaseType = vm.NewNativeType(vm.NativeType{Name: "_TextIOBase", Module: "_io", Base: ioBaseType, New: newBase})
	bufferedIOBaseType = vm.NewNativeType(vm.NativeType{Name: "_BufferedIOBase", Module: "_io", Base: ioBaseType, New: newBase})
	rawIOBaseType = vm.NewNativeType(vm.NativeType{Name: "_RawIOBase", Module: "_io", Base: ioBaseType, New: newBase})
	stringIOType = vm.NewNativeType(vm.NativeType{
		Name: "StringIO", Module: "_io", Base: textIOBaseType,
		Doc:     "Text I/O implementation using an in-memory buffer.",
		New:     newStringIO,
		Methods: stringMethods(),
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"closed":         func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.Bool(fileOf(self).closed), nil },
			"line_buffering": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.False, nil },
			"encoding":       func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.None, nil },
			"errors":         func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.None, nil },
			"newlines": func(t *vm.Thread, x vm.Value) (vm.Value, error) {
				f, err := self(x)
				if err != nil {
					return nil, err
				}
				return f.newlines(), nil
			},
		},
	})
	bytesIOType = vm.NewNativeType(vm.NativeType{
		Name: "BytesIO", Module: "_io", Base: bufferedIOBaseType,
		Doc:     "Buffered I/O implementation using an in-memory bytes buffer.",
		New:     newBytesIO,
		Methods: bytesMethods(),
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"closed": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.Bool(fileOf(self).closed), nil },
		},
	})
	vm.RegisterModule("io", newModule)
	vm.RegisterModule("_io", newModule)
}

// newBase makes an instance of one of the abstract classes (a Python
// subclass of io.IOBase): a file with no buffer of its own, whose methods
// the subclass provides.
func newBase(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.WrapInstance(cls, &file{cls: ioBaseType}), nil
}

func fileOf(x vm.Value) *file {
	if f, ok := native.Unwrap(x).(*file); ok {
		return f
	}
	return &file{closed: true}
}

// self returns the receiver's file, or the closed-file ValueError.
func self(x vm.Value) (*file, error) {
	f, ok := native.Unwrap(x).(*file)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "descriptor requires an _io object but received a '%s'", native.TypeName(x))
	}
	if f.closed {
		return nil, closedError(f)
	}
	return f, nil
}

func closedError(f *file) error {
	if f.isText {
		return vm.Errorf(vm.ValueErrorType, "I/O operation on closed file")
	}
	return vm.Errorf(vm.ValueErrorType, "I/O operation on closed file.")
}

// value makes a str or bytes of b, a part of the buffer.
func (f *file) value(b []byte) vm.Value {
	if f.isText {
		return vm.NewStr(string(b))
	}
	return vm.NewBytes(append([]byte(nil), b...))
}

// size reads the optional size of read and readline: None or negative
// for all.
func size(t *vm.Thread, args []vm.Value) (int, error) {
	if len(args) == 0 || args[0] == vm.None {
		return -1, nil
	}
	if !native.IsInt(args[0]) && args[0].Type().Lookup("__index__") == nil {
		return 0, vm.Errorf(vm.TypeErrorType, "argument should be integer or None, not '%s'", native.TypeName(args[0]))
	}
	n, err := native.Int64(t, args[0], "Python int too large to convert to C ssize_t")
	return int(n), err
}

type method func(t *vm.Thread, f *file, args []vm.Value) (vm.Value, error)

// m wraps a method taking from lo to hi positional arguments.
func m(name string, lo, hi int, fn method) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.Count(name, name, args[1:], kw, lo, hi); err != nil {
			return nil, err
		}
		f, err := self(args[0])
		if err != nil {
			return nil, err
		}
		return fn(t, f, args[1:])
	}
}

// common are the methods StringIO and BytesIO share.
func common() map[string]vm.BuiltinFunc {
	return map[string]vm.BuiltinFunc{
		"read": m("read", 0, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			n, err := size(t, a)
			if err != nil {
				return nil, err
			}
			return f.value(f.read(n)), nil
		}),
		"readline": m("readline", 0, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			n, err := size(t, a)
			if err != nil {
				return nil, err
			}
			return f.value(f.readline(n)), nil
		}),
		"readlines": m("readlines", 0, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			hint, err := size(t, a)
			if err != nil {
				return nil, err
			}
			var lines []vm.Value
			total := 0
			for {
				start := f.pos
				l := f.readline(-1)
				if len(l) == 0 {
					break
				}
				lines = append(lines, f.value(l))
				total += f.pos - start
				// StringIO stops once past the hint, BytesIO once at it.
				if hint > 0 && (total > hint || !f.isText && total == hint) {
					break
				}
			}
			return vm.NewList(lines), nil
		}),
		"writelines": m("writelines", 1, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			err := t.Iterate(a[0], func(line vm.Value) error {
				_, err := f.put(t, line)
				return err
			})
			return vm.None, err
		}),
		"write": m("write", 1, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			k, err := f.put(t, a[0])
			if err != nil {
				return nil, err
			}
			return vm.MakeInt(int64(k)), nil
		}),
		"getvalue": m("getvalue", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			return f.value(f.buf), nil
		}),
		"tell": m("tell", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			return vm.MakeInt(int64(f.pos)), nil
		}),
		"seek": m("seek", 1, 2, seek),
		"truncate": m("truncate", 0, 1, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
			n := f.pos
			if len(a) == 1 && a[0] != vm.None {
				v, err := size(t, a)
				if err != nil {
					return nil, err
				}
				if v < 0 {
					if f.isText {
						return nil, vm.Errorf(vm.ValueErrorType, "Negative size value %d", v)
					}
					return nil, vm.Errorf(vm.ValueErrorType, "negative size value %d", v)
				}
				n = v
			}
			f.truncate(n)
			return vm.MakeInt(int64(n)), nil
		}),
		"readable": m("readable", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) { return vm.True, nil }),
		"writable": m("writable", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) { return vm.True, nil }),
		"seekable": m("seekable", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) { return vm.True, nil }),
		"__next__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f, err := self(args[0])
			if err != nil {
				return nil, err
			}
			l := f.readline(-1)
			if len(l) == 0 {
				return nil, vm.NewException(vm.StopIterationType)
			}
			return f.value(l), nil
		},
	}
}

// put writes v, a str for StringIO or a bytes-like object for BytesIO,
// and returns its length (a str's before newline translation).
func (f *file) put(t *vm.Thread, v vm.Value) (int, error) {
	if f.isText {
		s, ok := native.Unwrap(v).(*vm.Str)
		if !ok {
			return 0, vm.Errorf(vm.TypeErrorType, "string argument expected, got '%s'", native.TypeName(v))
		}
		k := s.Len()
		w := s.String()
		if f.newline != "\n" {
			w = f.translate(w)
		}
		wk := k
		if len(w) != len(s.String()) {
			wk = countUnits([]byte(w), true)
		}
		return k, f.write(t, w, wk)
	}
	b, ok := native.Buffer(v)
	if !ok {
		return 0, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
	}
	return len(b), f.write(t, string(b), len(b))
}

func seek(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
	pos, err := native.Int64(t, a[0], "Python int too large to convert to C ssize_t")
	if err != nil {
		return nil, err
	}
	whence := int64(0)
	if len(a) == 2 {
		if whence, err = native.Int64(t, a[1], "Python int too large to convert to C int"); err != nil {
			return nil, err
		}
	}
	switch whence {
	case 0:
		if pos < 0 {
			if f.isText {
				return nil, vm.Errorf(vm.ValueErrorType, "Negative seek position %d", pos)
			}
			return nil, vm.Errorf(vm.ValueErrorType, "negative seek value %d", pos)
		}
		f.setPos(int(pos))
	case 1, 2:
		if f.isText && pos != 0 {
			// CPython says cur for both.
			return nil, vm.NewException(vm.OSErrorType, vm.NewStr("Can't do nonzero cur-relative seeks"))
		}
		base := f.pos
		if whence == 2 {
			base = f.n
		}
		f.setPos(max(0, base+int(pos)))
	default:
		if f.isText {
			return nil, vm.Errorf(vm.ValueErrorType, "Invalid whence (%d, should be 0, 1 or 2)", whence)
		}
		return nil, vm.Errorf(vm.ValueErrorType, "invalid whence (%d, should be 0, 1 or 2)", whence)
	}
	return vm.MakeInt(int64(f.pos)), nil
}

// baseMethods are _IOBase's: close, the context manager, iteration and
// the operations an in-memory file does not support.
func baseMethods() map[string]vm.BuiltinFunc {
	unsupported := func(name string) vm.BuiltinFunc {
		return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return nil, unsupportedOperation(t, name)
		}
	}
	return map[string]vm.BuiltinFunc{
		"close": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if f, ok := native.Unwrap(args[0]).(*file); ok {
				f.closed = true
				f.buf, f.n, f.bpos = nil, 0, -1
			}
			return vm.None, nil
		},
		"flush": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if fileOf(args[0]).closed {
				return nil, closedError(fileOf(args[0]))
			}
			return vm.None, nil
		},
		"isatty": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if _, err := self(args[0]); err != nil {
				return nil, err
			}
			return vm.False, nil
		},
		"fileno": unsupported("fileno"),
		"detach": unsupported("detach"),
		"__enter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if _, err := self(args[0]); err != nil {
				return nil, err
			}
			return args[0], nil
		},
		"__exit__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return t.CallMethod(args[0], "close")
		},
		"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if fileOf(args[0]).closed {
				return nil, vm.Errorf(vm.ValueErrorType, "I/O operation on closed file.")
			}
			return args[0], nil
		},
	}
}

func unsupportedOperation(t *vm.Thread, name string) error {
	if m, ok := t.Modules()["io"]; ok {
		if cls, ok := m.Dict().GetString("UnsupportedOperation"); ok {
			if e, err := t.Call(cls, []vm.Value{vm.NewStr(name)}, nil); err == nil {
				return e.(error)
			}
		}
	}
	return vm.NewException(vm.OSErrorType, vm.NewStr(name))
}

func stringMethods() map[string]vm.BuiltinFunc {
	ms := common()
	ms["__init__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.None, nil }
	return ms
}

func bytesMethods() map[string]vm.BuiltinFunc {
	ms := common()
	ms["__init__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return vm.None, nil }
	ms["read1"] = ms["read"]
	ms["getbuffer"] = m("getbuffer", 0, 0, func(t *vm.Thread, f *file, a []vm.Value) (vm.Value, error) {
		// a view of a copy: writes through it do not reach the buffer
		return t.Call(vm.MemoryViewType, []vm.Value{f.value(f.buf)}, nil)
	})
	return ms
}

func newStringIO(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	var init, newline vm.Value
	if err := t.UnpackArgs("StringIO", args, kw, "initial_value?", &init, "newline?", &newline); err != nil {
		return nil, err
	}
	f := &file{cls: stringIOType, isText: true, newline: "\n"}
	if newline == vm.None {
		f.newline = nlNone
	} else if newline != nil {
		s, ok := native.Str(newline)
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "newline must be str or None, not %s", native.TypeName(newline))
		}
		if s != "" && s != "\n" && s != "\r" && s != "\r\n" {
			r, _ := t.Repr(newline)
			return nil, vm.Errorf(vm.ValueErrorType, "illegal newline value: %s", r)
		}
		f.newline = s
	}
	if init != nil && init != vm.None {
		if _, ok := native.Str(init); !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "initial_value must be str or None, not %s", native.TypeName(init))
		}
		if _, err := f.put(t, init); err != nil {
			return nil, err
		}
		f.setPos(0)
	}
	return vm.WrapInstance(cls, f), nil
}

func newBytesIO(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	var init vm.Value
	if err := t.UnpackArgs("BytesIO", args, kw, "initial_bytes?", &init); err != nil {
		return nil, err
	}
	f := &file{cls: bytesIOType}
	if init != nil && init != vm.None {
		if _, err := f.put(t, init); err != nil {
			return nil, err
		}
		f.setPos(0)
	}
	return vm.WrapInstance(cls, f), nil
}

const prelude = `
# Raised for an operation a stream does not support; both an OSError and
# a ValueError, as in CPython.
UnsupportedOperation = type('UnsupportedOperation', (OSError, ValueError), {'__module__': 'io'})


class TextIOWrapper(_TextIOBase):
    """Character and line based layer over a binary buffer (BytesIO, a
    file opened in binary mode). The whole rest of the buffer is decoded
    on the first read."""

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False) -> None:
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f"illegal newline value: {newline}")
        self.buffer = buffer
        self._encoding = encoding or 'UTF-8'
        self._errors = errors or 'strict'
        self._newline = newline
        self._line_buffering = bool(line_buffering)
        self._text = None
        self._pos = 0

    encoding = property(lambda self: self._encoding)
    errors = property(lambda self: self._errors)
    line_buffering = property(lambda self: self._line_buffering)
    newlines = property(lambda self: None)
    closed = property(lambda self: self.buffer.closed)
    name = property(lambda self: self.buffer.name)

    def _load(self):
        if self._text is None:
            text = self.buffer.read().decode(self._encoding, self._errors)
            if self._newline is None:
                text = text.replace('\r\n', '\n').replace('\r', '\n')
            self._text, self._pos = text, 0

    def read(self, size=-1):
        self._load()
        end = len(self._text) if size is None or size < 0 else self._pos + size
        s = self._text[self._pos:end]
        self._pos += len(s)
        return s

    def _line_end(self):
        # Where the line at _pos ends (after its terminator). Read with
        # newline='' lines end at any of \r, \n, \r\n, kept as they are;
        # otherwise at the newline given (translated input has only \n).
        text, pos = self._text, self._pos
        mark = self._newline
        if mark == '':
            for i in range(pos, len(text)):
                c = text[i]
                if c == '\n':
                    return i + 1
                if c == '\r':
                    return i + 2 if text[i + 1:i + 2] == '\n' else i + 1
            return len(text)
        found = text.find(mark or '\n', pos)
        return len(text) if found < 0 else found + len(mark or '\n')

    def readline(self, size=-1):
        self._load()
        end = self._line_end()
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        s = self._text[self._pos:end]
        self._pos = end
        return s

    def readlines(self, hint=-1):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        text = s
        if self._newline not in (None, '', '\n'):
            text = text.replace('\n', self._newline)
        self.buffer.write(text.encode(self._encoding, self._errors))
        return len(s)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def seek(self, cookie, whence=0) -> int:
        self._text = None
        return self.buffer.seek(cookie, whence)

    def tell(self):
        if self._text is not None:
            return len(self._text[:self._pos].encode(self._encoding, self._errors))
        return self.buffer.tell()

    def flush(self):
        self.buffer.flush()

    def close(self):
        if not self.buffer.closed:
            self.buffer.close()

    def detach(self):
        buffer, self.buffer = self.buffer, None
        return buffer

    # What the stream can do is what its buffer can do.
    readable = lambda self: self.buffer.readable()
    writable = lambda self: self.buffer.writable()
    seekable = lambda self: self.buffer.seekable()
    fileno = lambda self: self.buffer.fileno()

    def isatty(self):
        return False

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def __repr__(self):
        return "<_io.TextIOWrapper encoding=%r>" % (self._encoding,)


TextIOWrapper.__module__ = '_io'
`

func newModule(t *vm.Thread) (*vm.Module, error) {
	if m, ok := t.Modules()["io"]; ok {
		return m, nil
	}
	m := vm.NewModule("io")
	m.Dict().SetString("_TextIOBase", textIOBaseType)
	if err := native.Prelude(t, m, "<frozen io>", prelude); err != nil {
		return nil, err
	}
	d := m.Dict()
	d.SetString("StringIO", stringIOType)
	d.SetString("BytesIO", bytesIOType)
	d.SetString("IOBase", ioBaseType)
	d.SetString("TextIOBase", textIOBaseType)
	d.SetString("BufferedIOBase", bufferedIOBaseType)
	d.SetString("RawIOBase", rawIOBaseType)
	d.SetString("DEFAULT_BUFFER_SIZE", vm.MakeInt(8192))
	d.SetString("SEEK_SET", vm.MakeInt(0))
	d.SetString("SEEK_CUR", vm.MakeInt(1))
	d.SetString("SEEK_END", vm.MakeInt(2))
	if open, ok := t.Builtins().GetString("open"); ok {
		d.SetString("open", open)
	}
	return m, nil
}
