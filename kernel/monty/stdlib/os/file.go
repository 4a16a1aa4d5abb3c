package os

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The builtin open and its file objects: _io.TextIOWrapper for text,
// BufferedReader, BufferedWriter and BufferedRandom for binary modes.
//
// Writes go straight through to the file. A text file decodes what is
// left of the file on its first read (so reading a file charges its size
// to the memory budget) and serves reads and lines from there; seek drops
// that buffer.

type fileObj struct {
	cls      *vm.Type
	f        *mountfs.File
	name     vm.Value
	mode     string
	text     bool
	encoding string
	newline  string // "" none given (universal), or the newline argument
	hasNL    bool
	read     bool
	write    bool
	closed   bool

	// text read buffer: decoded code points and the position in them
	buf    []rune
	pos    int
	loaded bool
}

func (f *fileObj) Type() *vm.Type { return f.cls }

var textType, readerType, writerType, randomType *vm.Type

func init() {
	getters := map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
		"closed": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.Bool(self.(*fileObj).closed), nil },
		"name":   func(t *vm.Thread, self vm.Value) (vm.Value, error) { return self.(*fileObj).name, nil },
		"mode":   func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(self.(*fileObj).mode), nil },
	}
	textGetters := map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
		"encoding":       func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(self.(*fileObj).encoding), nil },
		"errors":         func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr("strict"), nil },
		"line_buffering": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.False, nil },
		"newlines":       func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.None, nil },
	}
	for k, v := range getters {
		textGetters[k] = v
	}
	textType = vm.NewNativeType(vm.NativeType{Name: "TextIOWrapper", Module: "_io", Final: true, Methods: fileMethods(), Getters: textGetters})
	readerType = vm.NewNativeType(vm.NativeType{Name: "BufferedReader", Module: "_io", Final: true, Methods: fileMethods(), Getters: getters})
	writerType = vm.NewNativeType(vm.NativeType{Name: "BufferedWriter", Module: "_io", Final: true, Methods: fileMethods(), Getters: getters})
	randomType = vm.NewNativeType(vm.NativeType{Name: "BufferedRandom", Module: "_io", Final: true, Methods: fileMethods(), Getters: getters})
}

// parseMode checks open's mode as CPython's io.open does.
func parseMode(mode string) (flag int, read, write, text bool, err error) {
	var creating, reading, writing, appending, updating, binary, textual bool
	for i, c := range mode {
		if strings.ContainsRune(mode[i+1:], c) || !strings.ContainsRune("axrwb+t", c) {
			return 0, false, false, false, vm.Errorf(vm.ValueErrorType, "invalid mode: '%s'", mode)
		}
		switch c {
		case 'x':
			creating = true
		case 'r':
			reading = true
		case 'w':
			writing = true
		case 'a':
			appending = true
		case '+':
			updating = true
		case 'b':
			binary = true
		case 't':
			textual = true
		}
	}
	if textual && binary {
		return 0, false, false, false, vm.Errorf(vm.ValueErrorType, "can't have text and binary mode at once")
	}
	n := 0
	for _, b := range []bool{creating, reading, writing, appending} {
		if b {
			n++
		}
	}
	if n != 1 {
		return 0, false, false, false, vm.Errorf(vm.ValueErrorType, "must have exactly one of create/read/write/append mode")
	}
	switch {
	case reading:
		flag = os.O_RDONLY
		if updating {
			flag = os.O_RDWR
		}
	case writing:
		flag = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	case appending:
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	case creating:
		flag = os.O_WRONLY | os.O_CREATE | os.O_EXCL
	}
	if updating && !reading {
		flag = flag&^os.O_WRONLY | os.O_RDWR
	}
	return flag, reading || updating, !reading || updating, !binary, nil
}

func normEncoding(enc string) (string, bool) {
	e := strings.ToLower(strings.ReplaceAll(enc, "_", "-"))
	switch e {
	case "utf-8", "utf8", "u8", "utf":
		return enc, true
	case "utf-8-sig":
		return enc, true
	case "ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1":
		return enc, true
	}
	return enc, false
}

func openBuiltin(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("open", args, kw, 1, "file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener")
	if err != nil {
		return nil, err
	}
	mode := "r"
	if a[1] != nil {
		s, ok := native.Str(a[1])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "open() argument 'mode' must be str, not %s", native.TypeName(a[1]))
		}
		mode = s
	}
	if native.IsInt(a[0]) {
		return nil, vm.Errorf(vm.OSErrorType, "monty has no file descriptors")
	}
	p, err := fspath(t, a[0])
	if err != nil {
		return nil, vm.Errorf(vm.TypeErrorType, "expected str, bytes or os.PathLike object, not %s", native.TypeName(a[0]))
	}
	flag, read, write, isText, err := parseMode(mode)
	if err != nil {
		return nil, err
	}
	f := &fileObj{name: a[0], mode: mode, text: isText, read: read, write: write, encoding: "UTF-8"}
	if a[3] != nil && a[3] != vm.None {
		if !isText {
			return nil, vm.Errorf(vm.ValueErrorType, "binary mode doesn't take an encoding argument")
		}
		enc, _ := native.Str(a[3])
		var ok bool
		if f.encoding, ok = normEncoding(enc); !ok {
			return nil, vm.Errorf(vm.LookupErrorType, "unknown encoding: %s", enc)
		}
	}
	if a[5] != nil && a[5] != vm.None {
		if !isText {
			return nil, vm.Errorf(vm.ValueErrorType, "binary mode doesn't take a newline argument")
		}
		nl, _ := native.Str(a[5])
		if nl != "" && nl != "\n" && nl != "\r" && nl != "\r\n" {
			r, _ := t.Repr(a[5])
			return nil, vm.Errorf(vm.ValueErrorType, "illegal newline value: %s", r)
		}
		f.newline, f.hasNL = nl, true
	}
	fsys, err := fsOf(t)
	if err != nil {
		return nil, err
	}
	file, err := fsys.Open(p, flag, 0o666)
	if err != nil {
		return nil, pyError(t, err)
	}
	if fi, err := file.Stat(); err == nil && fi.IsDir() {
		file.Close()
		e, _ := t.Call(vm.IsADirectoryErrorType, []vm.Value{vm.MakeInt(21), vm.NewStr("Is a directory"), vm.NewStr(p)}, nil)
		return nil, e.(error)
	}
	f.f = file
	switch {
	case isText:
		f.cls = textType
	case read && write:
		f.cls = randomType
	case read:
		f.cls = readerType
	default:
		f.cls = writerType
	}
	if mode == "r" || !isText {
		f.mode = mode
	}
	return f, nil
}

func (f *fileObj) check(t *vm.Thread, op string) error {
	if f.closed {
		return vm.Errorf(vm.ValueErrorType, "I/O operation on closed file.")
	}
	switch {
	case op == "read" && !f.read:
		return unsupported(t, "not readable")
	case op == "write" && !f.write:
		return unsupported(t, "not writable")
	}
	return nil
}

func unsupported(t *vm.Thread, msg string) error {
	m, err := t.ImportModule("io")
	if err == nil {
		if cls, ok := m.Dict().GetString("UnsupportedOperation"); ok {
			if e, err := t.Call(cls, []vm.Value{vm.NewStr(msg)}, nil); err == nil {
				return e.(error)
			}
		}
	}
	return vm.Errorf(vm.OSErrorType, "%s", msg)
}

// load decodes the rest of a text file into the buffer.
func (f *fileObj) load(t *vm.Thread) error {
	if f.loaded {
		return nil
	}
	data, err := f.f.ReadAll(0)
	if err != nil {
		return pyError(t, err)
	}
	if err := t.AllocElems(int64(len(data)), 4); err != nil {
		return err
	}
	s := string(data)
	if strings.EqualFold(f.encoding, "utf-8-sig") {
		s = strings.TrimPrefix(s, "\ufeff")
	}
	r, err := f.decode(t, s)
	if err != nil {
		return err
	}
	if !f.hasNL {
		r = universal(r)
	}
	f.buf, f.pos, f.loaded = r, 0, true
	return nil
}

// decodeError is UnicodeDecodeError(encoding, object, start, end, reason).
func decodeError(t *vm.Thread, enc, s string, pos int, reason string) error {
	e, err := t.Call(vm.UnicodeDecodeErrorType, []vm.Value{vm.NewStr(enc), vm.NewBytes([]byte(s)),
		vm.MakeInt(int64(pos)), vm.MakeInt(int64(pos + 1)), vm.NewStr(reason)}, nil)
	if err != nil {
		return err
	}
	return e.(error)
}

// utf8Reason says why the bytes at s[i:] are not UTF-8, as CPython's
// decoder words it.
func utf8Reason(s string, i int) string {
	c := s[i]
	need := 0
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
	case c >= 0xF0 && c <= 0xF4:
		need = 3
	default:
		return "invalid start byte"
	}
	for k := 1; k <= need; k++ {
		if i+k >= len(s) {
			return "unexpected end of data"
		}
		if s[i+k]&0xC0 != 0x80 {
			return "invalid continuation byte"
		}
	}
	return "invalid continuation byte"
}

func (f *fileObj) decode(t *vm.Thread, s string) ([]rune, error) {
	e := strings.ToLower(strings.ReplaceAll(f.encoding, "_", "-"))
	r := make([]rune, 0, len(s))
	switch e {
	case "ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1":
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 && strings.Contains(e, "ascii") {
				return nil, decodeError(t, "ascii", s, i, "ordinal not in range(128)")
			}
			r = append(r, rune(s[i]))
		}
		return r, nil
	}
	for i := 0; i < len(s); {
		c, size := text.DecodeRune(s[i:])
		if c == 0xFFFD && size == 1 {
			return nil, decodeError(t, "utf-8", s, i, utf8Reason(s, i))
		}
		r = append(r, c)
		i += size
	}
	return r, nil
}

// universal translates \r\n and \r to \n, as universal newlines mode does.
func universal(r []rune) []rune {
	out := r[:0]
	for i := 0; i < len(r); i++ {
		if r[i] == '\r' {
			out = append(out, '\n')
			if i+1 < len(r) && r[i+1] == '\n' {
				i++
			}
			continue
		}
		out = append(out, r[i])
	}
	return out
}

func (f *fileObj) encode(s string) ([]byte, error) {
	if f.hasNL && f.newline != "" && f.newline != "\n" {
		s = strings.ReplaceAll(s, "\n", f.newline)
	}
	e := strings.ToLower(strings.ReplaceAll(f.encoding, "_", "-"))
	switch e {
	case "ascii", "us-ascii", "latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1":
		limit := rune(0x100)
		name := "latin-1"
		if strings.Contains(e, "ascii") {
			limit, name = 0x80, "ascii"
		}
		b := make([]byte, 0, len(s))
		pos := 0
		for i := 0; i < len(s); pos++ {
			c, size := text.DecodeRune(s[i:])
			if c >= limit {
				return nil, vm.Errorf(vm.UnicodeEncodeErrorType, "'%s' codec can't encode character '\\u%04x' in position %d: ordinal not in range(%d)", name, c, pos, limit)
			}
			b = append(b, byte(c))
			i += size
		}
		return b, nil
	}
	return []byte(s), nil
}

func (f *fileObj) textOf(r []rune) vm.Value {
	b := make([]byte, 0, len(r))
	for _, c := range r {
		b = text.AppendRune(b, c)
	}
	return vm.NewStr(string(b))
}

// readBytes reads n bytes (all when n < 0) of a binary file.
func (f *fileObj) readBytes(t *vm.Thread, n int) ([]byte, error) {
	if n < 0 {
		data, err := f.f.ReadAll(0)
		if err != nil {
			return nil, pyError(t, err)
		}
		return data, t.Alloc(int64(len(data)))
	}
	if err := t.Alloc(int64(n)); err != nil {
		return nil, err
	}
	buf := make([]byte, n)
	got := 0
	for got < n {
		k, err := f.f.Read(buf[got:])
		got += k
		if err == io.EOF || k == 0 {
			break
		}
		if err != nil {
			return nil, pyError(t, err)
		}
	}
	return buf[:got], nil
}

func (f *fileObj) readLineBytes(t *vm.Thread, limit int) ([]byte, error) {
	var line []byte
	var c [1]byte
	for limit < 0 || len(line) < limit {
		k, err := f.f.Read(c[:])
		if k == 0 || err == io.EOF {
			break
		}
		if err != nil {
			return nil, pyError(t, err)
		}
		line = append(line, c[0])
		if c[0] == '\n' {
			break
		}
	}
	return line, nil
}

func (f *fileObj) readLine(t *vm.Thread, limit int) (vm.Value, error) {
	if !f.text {
		b, err := f.readLineBytes(t, limit)
		if err != nil {
			return nil, err
		}
		return vm.NewBytes(b), nil
	}
	if err := f.load(t); err != nil {
		return nil, err
	}
	end := len(f.buf)
	if limit >= 0 && f.pos+limit < end {
		end = f.pos + limit
	}
	for i := f.pos; i < end; i++ {
		if f.buf[i] == '\n' {
			end = i + 1
			break
		}
	}
	r := f.buf[f.pos:end]
	f.pos = end
	return f.textOf(r), nil
}

func sizeArg(t *vm.Thread, args []vm.Value) (int, error) {
	if len(args) == 0 || args[0] == vm.None {
		return -1, nil
	}
	n, err := native.Int64(t, args[0], "Python int too large to convert to C ssize_t")
	return int(n), err
}

func fileMethods() map[string]vm.BuiltinFunc {
	self := func(x vm.Value) *fileObj { return x.(*fileObj) }
	return map[string]vm.BuiltinFunc{
		"read": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "read"); err != nil {
				return nil, err
			}
			n, err := sizeArg(t, args[1:])
			if err != nil {
				return nil, err
			}
			if !f.text {
				b, err := f.readBytes(t, n)
				if err != nil {
					return nil, err
				}
				return vm.NewBytes(b), nil
			}
			if err := f.load(t); err != nil {
				return nil, err
			}
			end := len(f.buf)
			if n >= 0 && f.pos+n < end {
				end = f.pos + n
			}
			r := f.buf[f.pos:end]
			f.pos = end
			return f.textOf(r), nil
		},
		"readline": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "read"); err != nil {
				return nil, err
			}
			n, err := sizeArg(t, args[1:])
			if err != nil {
				return nil, err
			}
			return f.readLine(t, n)
		},
		"readlines": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "read"); err != nil {
				return nil, err
			}
			var lines []vm.Value
			for {
				l, err := f.readLine(t, -1)
				if err != nil {
					return nil, err
				}
				if n, _ := t.Len(l); n == 0 {
					break
				}
				lines = append(lines, l)
			}
			return vm.NewList(lines), nil
		},
		"__next__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "read"); err != nil {
				return nil, err
			}
			l, err := f.readLine(t, -1)
			if err != nil {
				return nil, err
			}
			if n, _ := t.Len(l); n == 0 {
				return nil, vm.NewException(vm.StopIterationType)
			}
			return l, nil
		},
		"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if self(args[0]).closed {
				return nil, vm.Errorf(vm.ValueErrorType, "I/O operation on closed file.")
			}
			return args[0], nil
		},
		"write": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := native.One("write", args[1:], kw); err != nil {
				return nil, err
			}
			if err := f.check(t, "write"); err != nil {
				return nil, err
			}
			var data []byte
			var n int
			if f.text {
				s, ok := native.Str(args[1])
				if !ok {
					return nil, vm.Errorf(vm.TypeErrorType, "write() argument must be str, not %s", native.TypeName(args[1]))
				}
				var err error
				if data, err = f.encode(s); err != nil {
					return nil, err
				}
				n = text.Len(s)
			} else {
				b, ok := native.Buffer(args[1])
				if !ok {
					return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(args[1]))
				}
				data, n = b, len(b)
			}
			if f.loaded {
				// writing after a read: continue where the reader is
				f.resync()
			}
			if _, err := f.f.Write(data); err != nil {
				return nil, pyError(t, err)
			}
			return vm.MakeInt(int64(n)), nil
		},
		"writelines": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "write"); err != nil {
				return nil, err
			}
			err := t.Iterate(args[1], func(line vm.Value) error {
				_, err := t.CallMethod(args[0], "write", line)
				return err
			})
			return vm.None, err
		},
		"seek": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := native.Count("seek", "seek", args[1:], kw, 1, 2); err != nil {
				return nil, err
			}
			if err := f.check(t, ""); err != nil {
				return nil, err
			}
			off, err := native.Int64(t, args[1], "Python int too large to convert to C long")
			if err != nil {
				return nil, err
			}
			whence := int64(0)
			if len(args) == 3 {
				if whence, err = native.Int64(t, args[2], "Python int too large to convert to C int"); err != nil {
					return nil, err
				}
			}
			if f.text && whence != 0 && off != 0 {
				kind := map[int64]string{1: "cur", 2: "end"}[whence]
				return nil, unsupported(t, "can't do nonzero "+kind+"-relative seeks")
			}
			if f.loaded {
				f.resync()
			}
			pos, err := f.f.Seek(off, int(whence))
			if err != nil {
				return nil, pyError(t, err)
			}
			f.loaded, f.buf, f.pos = false, nil, 0
			return vm.MakeInt(pos), nil
		},
		"tell": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, ""); err != nil {
				return nil, err
			}
			if f.loaded {
				f.resync()
			}
			pos, err := f.f.Tell()
			if err != nil {
				return nil, pyError(t, err)
			}
			return vm.MakeInt(pos), nil
		},
		"truncate": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if err := f.check(t, "write"); err != nil {
				return nil, err
			}
			if f.loaded {
				f.resync()
			}
			size, err := f.f.Tell()
			if err != nil {
				return nil, pyError(t, err)
			}
			if len(args) > 1 && args[1] != vm.None {
				if size, err = native.Int64(t, args[1], "Python int too large to convert to C long"); err != nil {
					return nil, err
				}
			}
			if err := f.f.Truncate(size); err != nil {
				return nil, pyError(t, err)
			}
			return vm.MakeInt(size), nil
		},
		"flush": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.None, self(args[0]).check(t, "")
		},
		"close": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			if !f.closed {
				f.closed = true
				f.buf = nil
				if err := f.f.Close(); err != nil && !errors.Is(err, fs.ErrClosed) {
					return nil, pyError(t, err)
				}
			}
			return vm.None, nil
		},
		"__enter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := self(args[0]).check(t, ""); err != nil {
				return nil, err
			}
			return args[0], nil
		},
		"__exit__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			_, err := t.CallMethod(args[0], "close")
			return vm.None, err
		},
		"readable": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			return vm.Bool(f.read), f.check(t, "")
		},
		"writable": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			return vm.Bool(f.write), f.check(t, "")
		},
		"seekable": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.True, self(args[0]).check(t, "")
		},
		"isatty": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.False, self(args[0]).check(t, "")
		},
		"fileno": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return nil, unsupported(t, "fileno")
		},
		"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			f := self(args[0])
			name, err := t.Repr(f.name)
			if err != nil {
				return nil, err
			}
			s := "<_io." + f.cls.Name() + " name=" + name
			if f.text {
				s += " mode='" + f.mode + "' encoding='" + f.encoding + "'"
			}
			return vm.NewStr(s + ">"), nil
		},
	}
}

// resync moves the file's offset back to where the text reader is, so a
// write or tell after a read acts at the reader's position.
func (f *fileObj) resync() {
	if !f.loaded {
		return
	}
	rest, _ := f.encode(string(runesToString(f.buf[f.pos:])))
	if cur, err := f.f.Tell(); err == nil {
		f.f.Seek(cur-int64(len(rest)), io.SeekStart)
	}
	f.loaded, f.buf, f.pos = false, nil, 0
}

func runesToString(r []rune) string {
	b := make([]byte, 0, len(r))
	for _, c := range r {
		b = text.AppendRune(b, c)
	}
	return string(b)
}
