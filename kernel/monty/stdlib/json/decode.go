package json

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// decoder is one run of the scanner over a document, with the hooks of a
// JSONDecoder (nil: the default behaviour).
type decoder struct {
	t               *vm.Thread
	s               string
	strict          bool
	objectHook      vm.Value
	objectPairsHook vm.Value
	parseFloat      vm.Value
	parseInt        vm.Value
	parseConstant   vm.Value
	memo            map[string]*vm.Str
	// stack holds the elements (or key, value pairs) of the containers
	// being scanned, so that each list and dict is allocated once at its
	// final size.
	stack []vm.Value
	nodes int
	depth int
}

// errNoValue is the scanner's StopIteration: no value starts at pos (a
// byte offset); the caller reports "Expecting value" there.
type errNoValue struct{ pos int }

func (e *errNoValue) Error() string { return "Expecting value" }

// decodeError builds a JSONDecodeError at byte offset pos of doc.
func decodeError(t *vm.Thread, msg, doc string, pos int) error {
	return newDecodeError(t, msg, vm.NewStr(doc), text.Len(doc[:pos]))
}

func (d *decoder) fail(msg string, pos int) error { return decodeError(d.t, msg, d.s, pos) }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (d *decoder) skipSpace(i int) int {
	for i < len(d.s) && isSpace(d.s[i]) {
		i++
	}
	return i
}

// value scans the value starting at byte i and returns it with the
// offset just past it.
func (d *decoder) value(i int) (vm.Value, int, error) {
	s := d.s
	if i >= len(s) {
		return nil, i, &errNoValue{i}
	}
	d.nodes++
	if d.nodes%checkEvery == 0 {
		if err := d.t.Interrupted(); err != nil {
			return nil, i, err
		}
	}
	switch c := s[i]; c {
	case '"':
		str, end, err := d.str(i + 1)
		if err != nil {
			return nil, end, err
		}
		return str, end, nil
	case '{':
		return d.object(i + 1)
	case '[':
		return d.array(i + 1)
	case 'n':
		if strings.HasPrefix(s[i:], "null") {
			return vm.None, i + 4, nil
		}
	case 't':
		if strings.HasPrefix(s[i:], "true") {
			return vm.True, i + 4, nil
		}
	case 'f':
		if strings.HasPrefix(s[i:], "false") {
			return vm.False, i + 5, nil
		}
	case 'N':
		if strings.HasPrefix(s[i:], "NaN") {
			return d.constant("NaN", i+3)
		}
	case 'I':
		if strings.HasPrefix(s[i:], "Infinity") {
			return d.constant("Infinity", i+8)
		}
	case '-':
		if strings.HasPrefix(s[i:], "-Infinity") {
			return d.constant("-Infinity", i+9)
		}
	}
	return d.number(i)
}

func (d *decoder) constant(name string, end int) (vm.Value, int, error) {
	if d.parseConstant != nil {
		v, err := d.t.Call(d.parseConstant, []vm.Value{vm.NewStr(name)}, nil)
		return v, end, err
	}
	switch name {
	case "NaN":
		return vm.Float(math.NaN()), end, nil
	case "Infinity":
		return vm.Float(math.Inf(1)), end, nil
	}
	return vm.Float(math.Inf(-1)), end, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number scans -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?
func (d *decoder) number(start int) (vm.Value, int, error) {
	s := d.s
	i := start
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	case i < len(s) && s[i] == '0':
		i++
	default:
		return nil, start, &errNoValue{start}
	}
	isFloat := false
	if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		isFloat = true
		i += 2
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i+1 < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '-' || s[j] == '+') {
			j++
		}
		k := j
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k > j {
			isFloat = true
			i = k
		}
	}
	num := s[start:i]
	if isFloat {
		if d.parseFloat != nil {
			v, err := d.t.Call(d.parseFloat, []vm.Value{vm.NewStr(num)}, nil)
			return v, i, err
		}
		f, err := strconv.ParseFloat(num, 64)
		if err != nil && !isRangeErr(err) {
			return nil, i, vm.Errorf(vm.ValueErrorType, "could not convert string to float: '%s'", num)
		}
		return vm.Float(f), i, nil
	}
	if d.parseInt != nil {
		v, err := d.t.Call(d.parseInt, []vm.Value{vm.NewStr(num)}, nil)
		return v, i, err
	}
	if n, err := strconv.ParseInt(num, 10, 64); err == nil {
		return vm.MakeInt(n), i, nil
	}
	// Through int() so that the interpreter's digit limit
	// (sys.set_int_max_str_digits) applies as in CPython's json.
	v, err := d.t.Call(vm.IntType, []vm.Value{vm.NewStr(num)}, nil)
	return v, i, err
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// str scans a string whose opening quote is at i-1.
func (d *decoder) str(i int) (vm.Value, int, error) {
	s := d.s
	begin := i - 1
	// fast path: no escapes
	j := i
	for j < len(s) {
		c := s[j]
		if c == '"' || c == '\\' || (c < 0x20 && d.strict) {
			break
		}
		j++
	}
	if j < len(s) && s[j] == '"' {
		if err := d.t.Alloc(int64(j-i) + 48); err != nil {
			return nil, j, err
		}
		return vm.NewStr(s[i:j]), j + 1, nil
	}
	buf := make([]byte, 0, j-i+16)
	buf = append(buf, s[i:j]...)
	for {
		if j >= len(s) {
			return nil, j, d.fail("Unterminated string starting at", begin)
		}
		c := s[j]
		switch {
		case c == '"':
			if err := d.t.Alloc(int64(len(buf)) + 48); err != nil {
				return nil, j, err
			}
			return vm.NewStr(string(buf)), j + 1, nil
		case c < 0x20 && d.strict:
			return nil, j, d.fail("Invalid control character at", j)
		case c != '\\':
			buf = append(buf, c)
			j++
			continue
		}
		// an escape
		j++
		if j >= len(s) {
			return nil, j, d.fail("Unterminated string starting at", begin)
		}
		c = s[j]
		if c != 'u' {
			var r byte
			switch c {
			case '"', '\\', '/':
				r = c
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			default:
				return nil, j, d.fail("Invalid \\escape", j-1)
			}
			buf = append(buf, r)
			j++
			continue
		}
		j++ // past the u
		end := j + 4
		if end >= len(s) {
			return nil, j, d.fail("Invalid \\uXXXX escape", j-1)
		}
		r, ok := hex4(s[j:end])
		if !ok {
			return nil, j, d.fail("Invalid \\uXXXX escape", end-5)
		}
		j = end
		if r >= 0xD800 && r <= 0xDBFF && end+6 < len(s) && s[end] == '\\' && s[end+1] == 'u' {
			r2, ok := hex4(s[end+2 : end+6])
			if !ok {
				return nil, j, d.fail("Invalid \\uXXXX escape", end+1)
			}
			if r2 >= 0xDC00 && r2 <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
				j = end + 6
			}
		}
		buf = text.AppendRune(buf, r)
	}
}

func hex4(s string) (rune, bool) {
	var r rune
	for i := 0; i < 4; i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// maxDecodeDepth bounds the decoder's Go recursion whatever recursion
// limit the program set (the VM's own bound on Go recursion).
const maxDecodeDepth = 1 << 15

// enter counts one level of nesting of a JSON array or object (what).
func (d *decoder) enter(what string) error {
	d.depth++
	if d.depth > d.t.MaxDepth() || d.depth > maxDecodeDepth {
		return vm.Errorf(vm.RecursionErrorType, "maximum recursion depth exceeded while decoding a JSON %s from a unicode string", what)
	}
	return nil
}

// key returns the str for a property name, shared between the objects of
// one document as CPython's memo does.
func (d *decoder) key(i int) (*vm.Str, int, error) {
	v, end, err := d.str(i)
	if err != nil {
		return nil, end, err
	}
	k := v.(*vm.Str)
	if m, ok := d.memo[k.String()]; ok {
		return m, end, nil
	}
	if d.memo == nil {
		d.memo = make(map[string]*vm.Str)
	}
	d.memo[k.String()] = k
	return k, end, nil
}

func (d *decoder) object(i int) (vm.Value, int, error) {
	if err := d.enter("object"); err != nil {
		return nil, i, err
	}
	defer func() { d.depth-- }()
	s := d.s
	mark := len(d.stack)
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return nil, i, d.fail("Expecting property name enclosed in double quotes", i)
			}
			k, end, err := d.key(i + 1)
			if err != nil {
				return nil, end, err
			}
			i = d.skipSpace(end)
			if i >= len(s) || s[i] != ':' {
				return nil, i, d.fail("Expecting ':' delimiter", i)
			}
			i = d.skipSpace(i + 1)
			v, end, err := d.value(i)
			if err != nil {
				return nil, end, err
			}
			if err := d.push(k, v); err != nil {
				return nil, i, err
			}
			i = d.skipSpace(end)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return nil, i, d.fail("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	i++ // the closing brace
	kv := d.stack[mark:]
	d.stack = d.stack[:mark]
	n := len(kv) / 2
	if d.objectPairsHook != nil {
		if err := d.t.AllocElems(int64(n), 64); err != nil {
			return nil, i, err
		}
		pairs := make([]vm.Value, n)
		for j := range pairs {
			pairs[j] = vm.Tuple{kv[2*j], kv[2*j+1]}
		}
		clear(kv)
		v, err := d.t.Call(d.objectPairsHook, []vm.Value{vm.NewList(pairs)}, nil)
		return v, i, err
	}
	if err := d.t.AllocElems(int64(n)+1, 48); err != nil {
		return nil, i, err
	}
	dict := vm.NewDict(n)
	for j := 0; j < len(kv); j += 2 {
		dict.SetStr(kv[j].(*vm.Str), kv[j+1])
	}
	clear(kv)
	if d.objectHook != nil {
		v, err := d.t.Call(d.objectHook, []vm.Value{dict}, nil)
		return v, i, err
	}
	return dict, i, nil
}

func (d *decoder) array(i int) (vm.Value, int, error) {
	if err := d.enter("array"); err != nil {
		return nil, i, err
	}
	defer func() { d.depth-- }()
	s := d.s
	mark := len(d.stack)
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != ']' {
		for {
			v, end, err := d.value(i)
			if err != nil {
				return nil, end, err
			}
			if err := d.push(v); err != nil {
				return nil, i, err
			}
			i = d.skipSpace(end)
			if i < len(s) && s[i] == ']' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return nil, i, d.fail("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	n := len(d.stack) - mark
	if err := d.t.AllocElems(int64(n)+1, 16); err != nil {
		return nil, i, err
	}
	var elems []vm.Value
	if n > 0 {
		elems = make([]vm.Value, n)
		copy(elems, d.stack[mark:])
		clear(d.stack[mark:])
		d.stack = d.stack[:mark]
	}
	return vm.NewList(elems), i + 1, nil
}

// scan decodes the value starting at byte offset i, turning the
// scanner's "no value here" into the JSONDecodeError.
func (d *decoder) scan(i int) (vm.Value, int, error) {
	v, end, err := d.value(i)
	if nv, ok := err.(*errNoValue); ok {
		return nil, end, d.fail("Expecting value", nv.pos)
	}
	return v, end, err
}

// decode is JSONDecoder.decode: a whole document, whitespace around it.
func (d *decoder) decode() (vm.Value, error) {
	v, end, err := d.scan(d.skipSpace(0))
	if err != nil {
		return nil, err
	}
	if end = d.skipSpace(end); end != len(d.s) {
		return nil, d.fail("Extra data", end)
	}
	return v, nil
}

// decodeBytes turns the bytes given to loads into text: UTF-8, with or
// without a byte order mark; UTF-16 and UTF-32 as detect_encoding finds
// them.
func decodeBytes(b []byte) (string, error) {
	switch {
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		b = b[3:]
	case len(b) >= 2 && (b[0] == 0 || b[1] == 0 || (b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF)):
		return decodeWide(b)
	}
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := text.DecodeRune(string(b[i:min(len(b), i+4)]))
		if r == utf8.RuneError && size == 1 {
			return "", vm.Errorf(vm.UnicodeDecodeErrorType, "'utf-8' codec can't decode byte 0x%02x in position %d: invalid start byte", b[i], i)
		}
		i += size
	}
	return string(b), nil
}

// decodeWide decodes UTF-16 or UTF-32 as json.detect_encoding guesses it
// from the zero bytes of the first characters.
func decodeWide(b []byte) (string, error) {
	enc := ""
	switch {
	case len(b) >= 4 && b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0:
		enc, b = "utf-32-le", b[4:]
	case len(b) >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF:
		enc, b = "utf-32-be", b[4:]
	case b[0] == 0xFF && b[1] == 0xFE:
		enc, b = "utf-16-le", b[2:]
	case b[0] == 0xFE && b[1] == 0xFF:
		enc, b = "utf-16-be", b[2:]
	case len(b) >= 4 && b[0] == 0 && b[1] == 0:
		enc = "utf-32-be"
	case b[0] == 0:
		enc = "utf-16-be"
	case len(b) >= 4 && b[2] == 0 && b[3] == 0:
		enc = "utf-32-le"
	default:
		enc = "utf-16-le"
	}
	var units []rune
	le := strings.HasSuffix(enc, "-le")
	size := 2
	if strings.HasPrefix(enc, "utf-32") {
		size = 4
	}
	if len(b)%size != 0 {
		return "", vm.Errorf(vm.UnicodeDecodeErrorType, "'%s' codec can't decode byte 0x%02x in position %d: truncated data", strings.ReplaceAll(enc, "-", "_"), b[len(b)-1], len(b)-len(b)%size)
	}
	for i := 0; i+size <= len(b); i += size {
		var u rune
		for k := 0; k < size; k++ {
			idx := i + k
			if !le {
				idx = i + size - 1 - k
			}
			u |= rune(b[idx]) << (8 * k)
		}
		units = append(units, u)
	}
	var out []byte
	for i := 0; i < len(units); i++ {
		r := units[i]
		if size == 2 && r >= 0xD800 && r <= 0xDBFF && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF {
			r = 0x10000 + (r-0xD800)<<10 + (units[i+1] - 0xDC00)
			i++
		}
		out = text.AppendRune(out, r)
	}
	return string(out), nil
}

// push appends to the decoder's stack, charging the stack's growth: the
// values of a huge array or object wait there, where no measurement of
// the memory budget sees them, until their container is built.
func (d *decoder) push(vs ...vm.Value) error {
	old := cap(d.stack)
	d.stack = append(d.stack, vs...)
	if c := cap(d.stack); c != old {
		return d.t.Alloc(16 * int64(c))
	}
	return nil
}
