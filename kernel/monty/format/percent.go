package format

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// Arg is one operand of printf-style formatting ('fmt % args'), as the VM
// sees it. Methods report Python exceptions as errors, which Percent
// returns unchanged — except ErrWrongType, which it turns into the
// message of the conversion being attempted.
type Arg interface {
	// TypeName is the name of the value's type, for error messages.
	TypeName() string
	// Str returns str(v); Repr returns repr(v).
	Str() (string, error)
	Repr() (string, error)
	// AsStr returns the value when it is a str, for %c.
	AsStr() (s string, ok bool)
	// IsInt reports whether the value is an int (bool and subclasses
	// included), which is all a '*' width or precision accepts.
	IsInt() bool
	// Int returns the value as an int: an int as is, else int(v) for
	// %d %i %u (index false) or operator.index(v) for %o %x %X %c
	// (index true). The result is small, or big when not nil. It
	// returns ErrWrongType when v is not a number (PyNumber_Check) or
	// the conversion raises TypeError, and other errors as raised
	// (int(float('nan')) is a ValueError).
	Int(index bool) (small int64, big *big.Int, err error)
	// Float returns the value as a float for %e %f %g, as
	// PyFloat_AsDouble does; for a non-number the error is CPython's
	// TypeError "must be real number, not T".
	Float() (float64, error)
}

// ErrWrongType is returned by Arg.Int when the value has no integer form.
var ErrWrongType = errors.New("wrong type")

// Percent is str.__mod__: format % args. args holds the right operand's
// items when it is a tuple (tuple true), or the operand itself as its one
// element. mapping is non-nil when the operand is a mapping (has
// __getitem__ and is neither tuple nor str): it looks up "%(key)s" keys
// and lets the operand go unused.
func Percent(format string, args []Arg, tuple bool, mapping func(key string) (Arg, error), lim Limits) (string, error) {
	p := percent{args: args, arglen: -1, argidx: -2, mapping: mapping, lim: lim}
	if tuple {
		p.arglen, p.argidx = len(args), 0
	}
	out, err := p.run(make([]byte, 0, len(format)+16), format)
	return string(out), err
}

// BytesArg is an operand of bytes formatting ('b"%s" % args'): an Arg
// that can also give its bytes.
type BytesArg interface {
	Arg
	// AsBytes returns the value when it is a bytes or bytearray, for %c.
	AsBytes() (b []byte, ok bool)
	// Bytes returns the value for %b and %s: a bytes-like object's bytes,
	// or what __bytes__ returns; ok is false when the value has neither.
	Bytes() (b []byte, ok bool, err error)
}

// PercentBytes is bytes.__mod__ (and bytearray's): format % args with
// byte-wise specifications, %b and %s taking bytes-like operands, %r and
// %a giving ascii(), %c one byte. mapping, when not nil, looks keys up as
// bytes (the operand is a mapping other than bytes, bytearray, str or
// tuple).
func PercentBytes(format []byte, args []BytesArg, tuple bool, mapping func(key []byte) (BytesArg, error), lim Limits) ([]byte, error) {
	p := percent{bytes: true, args: make([]Arg, len(args)), arglen: -1, argidx: -2, lim: lim}
	for i, a := range args {
		p.args[i] = a
	}
	if mapping != nil {
		p.mapping = func(key string) (Arg, error) { return mapping([]byte(key)) }
	}
	if tuple {
		p.arglen, p.argidx = len(args), 0
	}
	return p.run(make([]byte, 0, len(format)+16), string(format))
}

type percent struct {
	bytes   bool // bytes % args: byte-wise, %b, ascii() for %r
	args    []Arg
	arglen  int // -1: a single operand, not a tuple
	argidx  int
	mapping func(string) (Arg, error)
	keyed   Arg // the value of the last %(key)
	lim     Limits
}

// Limits bound what one formatting may build, so that a sandbox fails
// fast instead of allocating: '%1000000000d' % 1.
type Limits struct {
	MaxStrDigits int // decimal digits of an int, as sys.set_int_max_str_digits (0: none)
	MaxWidth     int // largest width or precision of one conversion (0: none); beyond it, MemoryError
}

func (lim Limits) check(n int) error {
	if lim.MaxWidth > 0 && n > lim.MaxWidth {
		return &Error{Type: "MemoryError", Msg: ""}
	}
	return nil
}

// nextArg is unicode_format_getnextarg.
func (p *percent) nextArg() (Arg, error) {
	if p.argidx < p.arglen {
		i := p.argidx
		p.argidx++
		if p.arglen < 0 {
			if p.keyed != nil {
				return p.keyed, nil
			}
			return p.args[0], nil
		}
		return p.args[i], nil
	}
	return nil, typeError("not enough arguments for format string")
}

// percentArg holds one conversion specification.
type percentArg struct {
	conv                          rune
	ljust, sign, blank, alt, zero bool
	width, prec                   int
	numeric                       bool // arg->sign: a number, so sign and zero fill apply
}

func (p *percent) run(dst []byte, format string) ([]byte, error) {
	pos := 0 // in bytes
	for pos < len(format) {
		i := pos
		for i < len(format) && format[i] != '%' {
			i++
		}
		dst = append(dst, format[pos:i]...)
		if i == len(format) {
			break
		}
		var err error
		if dst, pos, err = p.conversion(dst, format, i+1); err != nil {
			return dst, err
		}
		// The result grows by doubling: twice its capacity (with the
		// array it outgrew) must fit what is left of the budget
		// ('%s' * n % (big,) * n).
		if err := p.lim.check(2 * cap(dst)); err != nil {
			return dst, err
		}
	}
	if p.argidx < p.arglen && p.mapping == nil {
		return dst, p.notAllConverted()
	}
	return dst, nil
}

func (p *percent) notAllConverted() error {
	if p.bytes {
		return typeError("not all arguments converted during bytes formatting")
	}
	return typeError("not all arguments converted during string formatting")
}

// conversion formats the specification that starts at format[i], just
// after a '%', returning the position after it.
func (p *percent) conversion(dst []byte, format string, i int) ([]byte, int, error) {
	n := len(format)
	if i < n && format[i] == '%' {
		return append(dst, '%'), i + 1, nil
	}
	a := percentArg{width: -1, prec: -1}
	if i < n && format[i] == '(' {
		if p.mapping == nil {
			return dst, i, typeError("format requires a mapping")
		}
		depth, j := 1, i+1
		for ; j < n && depth > 0; j++ {
			switch format[j] {
			case ')':
				depth--
			case '(':
				depth++
			}
		}
		if depth > 0 {
			return dst, i, valueError("incomplete format key")
		}
		v, err := p.mapping(format[i+1 : j-1])
		if err != nil {
			return dst, i, err
		}
		p.keyed, p.arglen, p.argidx = v, -1, -2
		i = j
	}
	// The reads below follow CPython's: running out of text anywhere
	// is "incomplete format", reported only after the arguments a '*'
	// asked for were taken.
	incomplete := false
	var ch rune
	read := func() {
		if i >= n {
			incomplete = true
			return
		}
		if p.bytes {
			ch, i = rune(format[i]), i+1
			return
		}
		r, size := text.DecodeRune(format[i:])
		ch, i = r, i+size
	}
	for {
		read()
		if incomplete {
			break
		}
		switch ch {
		case '-':
			a.ljust = true
			continue
		case '+':
			a.sign = true
			continue
		case ' ':
			a.blank = true
			continue
		case '#':
			a.alt = true
			continue
		case '0':
			a.zero = true
			continue
		}
		break
	}
	if !incomplete && ch == '*' {
		w, err := p.starArg(false)
		if err != nil {
			return dst, i, err
		}
		if w < 0 {
			a.ljust = true
			w = -w
		}
		a.width = w
		read()
	} else if !incomplete && ch >= '0' && ch <= '9' {
		a.width = int(ch - '0')
		for read(); !incomplete && ch >= '0' && ch <= '9'; read() {
			if a.width > (math.MaxInt64-int(ch-'0'))/10 {
				return dst, i, valueError("width too big")
			}
			a.width = a.width*10 + int(ch-'0')
		}
	}
	if !incomplete && ch == '.' {
		a.prec = 0
		read()
		if !incomplete && ch == '*' {
			pr, err := p.starArg(true)
			if err != nil {
				return dst, i, err
			}
			a.prec = max(pr, 0)
			read()
		} else if !incomplete && ch >= '0' && ch <= '9' {
			a.prec = int(ch - '0')
			for read(); !incomplete && ch >= '0' && ch <= '9'; read() {
				if a.prec > (math.MaxInt32-int(ch-'0'))/10 {
					if p.bytes {
						return dst, i, valueError("prec too big")
					}
					return dst, i, valueError("precision too big")
				}
				a.prec = a.prec*10 + int(ch-'0')
			}
		}
	}
	if !incomplete && (ch == 'h' || ch == 'l' || ch == 'L') {
		read()
	}
	if incomplete {
		return dst, i, valueError("incomplete format")
	}
	a.conv = ch
	if err := p.lim.check(max(a.width, a.prec)); err != nil {
		return dst, i, err
	}
	v, err := p.nextArg()
	if err != nil {
		return dst, i, err
	}
	s, err := p.render(&a, v, format, i)
	if err != nil {
		return dst, i, err
	}
	dst = a.pad(dst, s, p.bytes)
	if p.mapping != nil && p.argidx < p.arglen {
		return dst, i, p.notAllConverted()
	}
	return dst, i, nil
}

// starArg takes the next argument as a '*' width (a Py_ssize_t) or
// precision (a C int).
func (p *percent) starArg(prec bool) (int, error) {
	v, err := p.nextArg()
	if err != nil {
		return 0, err
	}
	if !v.IsInt() {
		return 0, typeError("* wants int")
	}
	small, bigv, err := v.Int(true)
	if err != nil {
		return 0, err
	}
	switch {
	case bigv != nil && !prec:
		return 0, overflowError("Python int too large to convert to C ssize_t")
	case prec && (bigv != nil || small > math.MaxInt32 || small < math.MinInt32):
		return 0, overflowError("Python int too large to convert to C int")
	}
	return int(small), nil
}

// render produces the text of one conversion before padding.
func (p *percent) render(a *percentArg, v Arg, format string, end int) (string, error) {
	switch a.conv {
	case 's':
		if p.bytes {
			return p.bytesOf(v)
		}
		return v.Str()
	case 'b':
		if p.bytes {
			return p.bytesOf(v)
		}
	case 'r':
		if p.bytes {
			return p.asciiOf(v)
		}
		return v.Repr()
	case 'a':
		return p.asciiOf(v)
	case 'd', 'i', 'u', 'o', 'x', 'X':
		a.numeric = true
		return p.formatLong(a, v)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		a.numeric = true
		x, err := v.Float()
		if err != nil {
			if p.bytes {
				return "", typeError("float argument required, not " + v.TypeName())
			}
			return "", err
		}
		prec := a.prec
		if prec < 0 {
			prec = 6
		}
		var flags floatFlags
		if a.alt {
			flags |= flagAlt
		}
		return string(appendFloat(nil, x, byte(a.conv), prec, flags)), nil
	case 'c':
		if p.bytes {
			return byteOf(v)
		}
		if s, ok := v.AsStr(); ok {
			r, size := text.DecodeRune(s)
			if size == 0 || size != len(s) {
				return "", typeError("%c requires int or char")
			}
			return string(text.AppendRune(nil, r)), nil
		}
		small, bigv, err := v.Int(true)
		if err == ErrWrongType {
			return "", typeError("%c requires int or char")
		} else if err != nil {
			return "", err
		}
		if bigv != nil || small < 0 || small > 0x10ffff {
			return "", overflowError("%c arg not in range(0x110000)")
		}
		return string(text.AppendRune(nil, rune(small))), nil
	}
	c := a.conv
	if p.bytes {
		// CPython passes the byte as a signed char to %c: bytes past
		// 0x7f fail there, the rest are shown raw.
		if c >= 0x80 {
			return "", overflowError("character argument not in range(0x110000)")
		}
		return "", valueError(fmt.Sprintf("unsupported format character '%c' (0x%x) at index %d", c, c, end-1))
	}
	shown := '?'
	if c >= 31 && c <= 126 {
		shown = c
	}
	return "", valueError(fmt.Sprintf("unsupported format character '%c' (0x%x) at index %d",
		shown, c, utf8.RuneCountInString(format[:end])-1))
}

// asciiOf is ascii(v), for %a (and %r of bytes formatting).
func (p *percent) asciiOf(v Arg) (string, error) {
	r, err := v.Repr()
	if err != nil {
		return "", err
	}
	return ASCII(r), nil
}

// bytesOf is the operand of a bytes %s or %b.
func (p *percent) bytesOf(v Arg) (string, error) {
	if bv, ok := v.(BytesArg); ok {
		b, ok, err := bv.Bytes()
		if err != nil {
			return "", err
		}
		if ok {
			return string(b), nil
		}
	}
	return "", typeError(fmt.Sprintf("%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", v.TypeName()))
}

// byteOf is the operand of a bytes %c: a bytes or bytearray of length 1,
// or an int in range(256).
func byteOf(v Arg) (string, error) {
	wrong := typeError("%c requires an integer in range(256) or a single byte")
	if bv, ok := v.(BytesArg); ok {
		if b, ok := bv.AsBytes(); ok {
			if len(b) != 1 {
				return "", wrong
			}
			return string(b), nil
		}
	}
	small, bigv, err := v.Int(true)
	if err == ErrWrongType {
		return "", wrong
	} else if err != nil {
		return "", err
	}
	if bigv != nil || small < 0 || small > 255 {
		return "", overflowError("%c arg not in range(256)")
	}
	return string([]byte{byte(small)}), nil
}

// formatLong is mainformatlong and _PyUnicode_FormatLong: the digits with
// sign, the 0x/0o prefix under '#', and zeros up to the precision.
func (p *percent) formatLong(a *percentArg, v Arg) (string, error) {
	index := a.conv == 'o' || a.conv == 'x' || a.conv == 'X'
	small, bigv, err := v.Int(index)
	if err == ErrWrongType {
		what := "a real number"
		if index {
			what = "an integer"
		}
		conv := a.conv
		if p.bytes && conv == 'i' {
			conv = 'd'
		}
		return "", typeError(fmt.Sprintf("%%%c format: %s is required, not %s", conv, what, v.TypeName()))
	} else if err != nil {
		return "", err
	}
	if a.prec > math.MaxInt32-3 {
		return "", overflowError("precision too large")
	}
	base := 10
	switch a.conv {
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	}
	// a machine int (nearly every %d) is formatted in buffers on the
	// stack: no big.Int and one allocation, the string
	var digitBuf, outBuf [48]byte
	var digits []byte
	neg := false
	if bigv == nil {
		u := uint64(small)
		if small < 0 {
			neg, u = true, -u
		}
		digits = strconv.AppendUint(digitBuf[:0], u, base)
	} else {
		digits, err = AppendBigInt(nil, new(big.Int).Abs(bigv), base, false, p.lim.MaxStrDigits)
		if err != nil {
			return "", err
		}
		neg = bigv.Sign() < 0
	}
	b := outBuf[:0]
	if neg {
		b = append(b, '-')
	}
	if a.alt && base != 10 {
		b = append(b, '0', byte(a.conv))
	}
	b = appendZeros(b, a.prec-len(digits))
	b = append(b, digits...)
	if a.conv == 'X' {
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - 'a' + 'A'
			}
		}
	}
	return string(b), nil
}

// pad is unicode_format_arg_output: truncation for %s %r %a, the sign
// and '#' prefix of numbers, and padding to the width (zeros go after
// the sign and prefix).
func (a *percentArg) pad(dst []byte, s string, bytes bool) []byte {
	n := len(s)
	if !bytes {
		n = utf8.RuneCountInString(s)
	}
	if (a.width < 0 || a.width <= n) && (a.prec < 0 || a.prec >= n) && !a.sign && !a.blank {
		return append(dst, s...)
	}
	if (a.conv == 's' || a.conv == 'r' || a.conv == 'a' || a.conv == 'b') && a.prec >= 0 && n > a.prec {
		if bytes {
			s = s[:a.prec]
		} else {
			s = prefixRunes(s, a.prec)
		}
		n = a.prec
	}
	fill := byte(' ')
	if a.numeric && a.zero {
		fill = '0'
	}
	var sign byte
	signed := a.numeric
	if signed {
		switch {
		case s != "" && (s[0] == '-' || s[0] == '+'):
			sign = s[0]
			s = s[1:]
			n--
		case a.sign:
			sign = '+'
		case a.blank:
			sign = ' '
		default:
			signed = false
		}
	}
	width := max(a.width, n)
	prefix := ""
	if a.alt && (a.conv == 'x' || a.conv == 'X' || a.conv == 'o') {
		prefix = s[:2]
		s = s[2:]
	}
	if signed {
		if fill != ' ' {
			dst = append(dst, sign)
		}
		if width > n {
			width--
		}
	}
	if prefix != "" {
		if fill != ' ' {
			dst = append(dst, prefix...)
		}
		width = max(width-2, 0)
		n -= 2
	}
	if width > n && !a.ljust {
		dst = appendFill(dst, rune(fill), width-n)
		width = n
	}
	if fill == ' ' {
		if signed {
			dst = append(dst, sign)
		}
		dst = append(dst, prefix...)
	}
	dst = append(dst, s...)
	return appendFill(dst, ' ', width-n)
}
