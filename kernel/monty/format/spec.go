package format

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// Spec is a parsed format specification, the text after the colon of a
// replacement field:
//
//	[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
//
// Spec records what the text says; the defaults that depend on the type of
// the value formatted (alignment, the meaning of the '0' flag) are applied
// when formatting.
type Spec struct {
	Fill      rune // fill character; 0 when not given
	Align     byte // '<', '>', '^', '=', or 0 when not given
	Sign      byte // '+', '-', ' ', or 0 when not given
	NoNegZero bool // 'z': negative zero after rounding prints as zero
	Alt       bool // '#': alternate form
	Zero      bool // '0' before the width: zero padding
	Width     int  // minimum width in code points; -1 when not given
	Grouping  byte // ',' or '_' thousands separator, or 0
	Precision int  // -1 when not given
	Type      rune // presentation type, or 0 when not given
}

// ParseSpec parses a format specification for a value of the Python type
// typeName (which error messages name). Callers that want to bound the
// memory a format will take can read Width and Precision before formatting.
func ParseSpec(spec, typeName string) (Spec, error) {
	s := Spec{Width: -1, Precision: -1}
	rest := spec
	first, n1 := text.DecodeRune(rest)
	if len(rest) > n1 && isAlign(rest[n1]) {
		s.Fill, s.Align = first, rest[n1]
		rest = rest[n1+1:]
	} else if len(rest) > 0 && isAlign(rest[0]) {
		s.Align = rest[0]
		rest = rest[1:]
	}
	if len(rest) > 0 && (rest[0] == '+' || rest[0] == '-' || rest[0] == ' ') {
		s.Sign = rest[0]
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == 'z' {
		s.NoNegZero = true
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == '#' {
		s.Alt = true
		rest = rest[1:]
	}
	if s.Fill == 0 && len(rest) > 0 && rest[0] == '0' {
		s.Zero = true
		rest = rest[1:]
	}
	var err error
	var n int
	if s.Width, n, rest, err = parseDecimal(rest); err != nil {
		return s, err
	} else if n == 0 {
		s.Width = -1
	}
	if len(rest) > 0 && rest[0] == ',' {
		s.Grouping = ','
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == '_' {
		if s.Grouping != 0 {
			return s, valueError("Cannot specify both ',' and '_'.")
		}
		s.Grouping = '_'
		rest = rest[1:]
	}
	if len(rest) > 0 && rest[0] == ',' && s.Grouping == '_' {
		return s, valueError("Cannot specify both ',' and '_'.")
	}
	if len(rest) > 0 && rest[0] == '.' {
		if s.Precision, n, rest, err = parseDecimal(rest[1:]); err != nil {
			return s, err
		} else if n == 0 {
			return s, valueError("Format specifier missing precision")
		}
	}
	if len(rest) > 0 {
		r, size := text.DecodeRune(rest)
		if size < len(rest) {
			return s, valueError(fmt.Sprintf("Invalid format specifier '%s' for object of type '%s'", spec, typeName))
		}
		s.Type = r
	}
	if s.Grouping != 0 {
		switch s.Type {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if s.Grouping == '_' {
				break
			}
			fallthrough
		default:
			return s, valueError(fmt.Sprintf("Cannot specify '%c' with %s.", s.Grouping, quoteCode(s.Type)))
		}
	}
	return s, nil
}

func isAlign(c byte) bool { return c == '<' || c == '>' || c == '^' || c == '=' }

// parseDecimal reads a run of decimal digits (of any script, as CPython's
// get_integer does), returning the value, the digit count and the rest.
func parseDecimal(s string) (v, n int, rest string, err error) {
	for len(s) > 0 {
		d, size := int(s[0])-'0', 1
		if d < 0 || d > 9 {
			var r rune
			r, size = text.DecodeRune(s)
			d = text.DecimalValue(r)
		}
		if d < 0 {
			break
		}
		if v > (math.MaxInt64-d)/10 {
			return 0, 0, s, valueError("Too many decimal digits in format string")
		}
		v = v*10 + d
		n++
		s = s[size:]
	}
	return v, n, s, nil
}

// quoteCode writes a presentation type as CPython's messages do: 'x' when
// printable ASCII, else '\x1f' style.
func quoteCode(r rune) string {
	if r > 32 && r < 128 {
		return "'" + string(r) + "'"
	}
	return fmt.Sprintf("'\\x%x'", r)
}

func unknownCode(r rune, typeName string) error {
	return valueError(fmt.Sprintf("Unknown format code %s for object of type '%s'", quoteCode(r), typeName))
}

// layout returns the spec's fill, alignment and zero-padding flag with
// the defaults for a value whose natural alignment is defaultAlign.
func (s *Spec) layout(defaultAlign byte) (fill rune, align byte) {
	fill, align = ' ', defaultAlign
	if s.Fill != 0 {
		fill = s.Fill
	}
	if s.Align != 0 {
		align = s.Align
	}
	if s.Zero {
		fill = '0'
		if s.Align == 0 && defaultAlign == '>' {
			align = '='
		}
	}
	return fill, align
}

// FormatStr is str.__format__: s aligned and truncated by spec.
// format(s, "") is s itself.
func FormatStr(s, spec, typeName string) (string, error) {
	b, err := AppendStrSpec(nil, s, spec, typeName)
	return string(b), err
}

// AppendStrSpec is FormatStr appending to dst.
func AppendStrSpec(dst []byte, s, spec, typeName string) ([]byte, error) {
	if spec == "" {
		return append(dst, s...), nil
	}
	sp, err := ParseSpec(spec, typeName)
	if err != nil {
		return dst, err
	}
	if sp.Grouping != 0 && sp.Type == 0 {
		// str's default type 's' takes no separator; ParseSpec only
		// saw an absent type
		return dst, valueError(fmt.Sprintf("Cannot specify '%c' with 's'.", sp.Grouping))
	}
	if sp.Type != 0 && sp.Type != 's' {
		return dst, unknownCode(sp.Type, typeName)
	}
	switch {
	case sp.Sign == ' ':
		return dst, valueError("Space not allowed in string format specifier")
	case sp.Sign != 0:
		return dst, valueError("Sign not allowed in string format specifier")
	case sp.NoNegZero:
		return dst, valueError("Negative zero coercion (z) not allowed in string format specifier")
	case sp.Alt:
		return dst, valueError("Alternate form (#) not allowed in string format specifier")
	}
	fill, align := sp.layout('<')
	if align == '=' {
		return dst, valueError("'=' alignment not allowed in string format specifier")
	}
	n := utf8.RuneCountInString(s)
	if sp.Precision >= 0 && n > sp.Precision {
		s = prefixRunes(s, sp.Precision)
		n = sp.Precision
	}
	return appendPadded(dst, s, n, sp.Width, fill, align), nil
}

// prefixRunes returns the first n code points of s.
func prefixRunes(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := text.DecodeRune(s[i:])
		i += size
	}
	return s[:i]
}

// appendPadded appends s, n code points long, padded with fill to width
// (calc_padding: '=' pads like '<').
func appendPadded(dst []byte, s string, n, width int, fill rune, align byte) []byte {
	pad := max(width-n, 0)
	left := 0
	switch align {
	case '>':
		left = pad
	case '^':
		left = pad / 2
	}
	dst = appendFill(dst, fill, left)
	dst = append(dst, s...)
	return appendFill(dst, fill, pad-left)
}

func appendFill(dst []byte, fill rune, n int) []byte {
	if n <= 0 {
		return dst
	}
	if fill < utf8.RuneSelf {
		for ; n > 0; n-- {
			dst = append(dst, byte(fill))
		}
		return dst
	}
	for ; n > 0; n-- {
		dst = text.AppendRune(dst, fill)
	}
	return dst
}

// FormatInt is int.__format__ for an int that fits an int64. typeName is
// the value's type ("int", "bool", a subclass) for error messages; an
// empty spec gives str(x), which for bool and subclasses the caller
// produces itself.
func FormatInt(x int64, spec, typeName string) (string, error) {
	b, err := AppendIntSpec(nil, x, spec, typeName)
	return string(b), err
}

// AppendIntSpec is FormatInt appending to dst.
func AppendIntSpec(dst []byte, x int64, spec, typeName string) ([]byte, error) {
	if spec == "" {
		return AppendInt(dst, x, 10, false), nil
	}
	return appendIntSpec(dst, x, nil, spec, typeName, 0)
}

// FormatBigInt is int.__format__ for any int; decimal output is bounded
// by maxDigits as str() is (0: no limit).
func FormatBigInt(x *big.Int, spec, typeName string, maxDigits int) (string, error) {
	b, err := AppendBigIntSpec(nil, x, spec, typeName, maxDigits)
	return string(b), err
}

// AppendBigIntSpec is FormatBigInt appending to dst.
func AppendBigIntSpec(dst []byte, x *big.Int, spec, typeName string, maxDigits int) ([]byte, error) {
	if x.IsInt64() {
		return AppendIntSpec(dst, x.Int64(), spec, typeName)
	}
	if spec == "" {
		return AppendBigInt(dst, x, 10, false, maxDigits)
	}
	return appendIntSpec(dst, 0, x, spec, typeName, maxDigits)
}

// appendIntSpec formats the int small, or big when not nil.
func appendIntSpec(dst []byte, small int64, bigx *big.Int, spec, typeName string, maxDigits int) ([]byte, error) {
	sp, err := ParseSpec(spec, typeName)
	if err != nil {
		return dst, err
	}
	base := 10
	switch sp.Type {
	case 'b':
		base = 2
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	case 'c', 'd', 'n', 0:
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f := float64(small)
		if bigx != nil {
			f, _ = new(big.Float).SetInt(bigx).Float64()
			if math.IsInf(f, 0) {
				return dst, overflowError("int too large to convert to float")
			}
		}
		return appendFloatSpec(dst, f, &sp)
	default:
		return dst, unknownCode(sp.Type, typeName)
	}
	if sp.Precision >= 0 {
		return dst, valueError("Precision not allowed in integer format specifier")
	}
	if sp.NoNegZero {
		return dst, valueError("Negative zero coercion (z) not allowed in integer format specifier")
	}
	fill, align := sp.layout('>')
	if sp.Type == 'c' {
		if sp.Sign != 0 {
			return dst, valueError("Sign not allowed with integer format specifier 'c'")
		}
		if sp.Alt {
			return dst, valueError("Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if bigx != nil {
			return dst, overflowError("Python int too large to convert to C long")
		}
		if small < 0 || small > 0x10ffff {
			return dst, overflowError("%c arg not in range(0x110000)")
		}
		c := text.AppendRune(nil, rune(small))
		return appendNumber(dst, &sp, fill, align, false, "", "", string(c)), nil
	}
	var buf [72]byte
	digits := buf[:0]
	neg := small < 0
	if bigx != nil {
		neg = bigx.Sign() < 0
		if base == 10 {
			if err := checkDecimalSize(bigx, maxDigits); err != nil {
				return dst, err
			}
		}
		digits = new(big.Int).Abs(bigx).Append(digits, base)
		if base == 10 && maxDigits > 0 && len(digits) > maxDigits {
			return dst, strDigitsError(maxDigits)
		}
	} else {
		u := uint64(small)
		if neg {
			u = -u
		}
		digits = strconv.AppendUint(digits, u, base)
	}
	prefix := ""
	if sp.Alt {
		prefix = basePrefix(base)
	}
	if sp.Type == 'X' {
		prefix = strings.ToUpper(prefix)
		for i, c := range digits {
			if c >= 'a' {
				digits[i] = c - 'a' + 'A'
			}
		}
	}
	return appendNumber(dst, &sp, fill, align, neg, prefix, string(digits), ""), nil
}

// FormatFloat is float.__format__.
func FormatFloat(x float64, spec, typeName string) (string, error) {
	b, err := AppendFloatSpec(nil, x, spec, typeName)
	return string(b), err
}

// AppendFloatSpec is FormatFloat appending to dst.
func AppendFloatSpec(dst []byte, x float64, spec, typeName string) ([]byte, error) {
	if spec == "" {
		return AppendFloatRepr(dst, x), nil
	}
	sp, err := ParseSpec(spec, typeName)
	if err != nil {
		return dst, err
	}
	switch sp.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return dst, unknownCode(sp.Type, typeName)
	}
	return appendFloatSpec(dst, x, &sp)
}

// floatArgs maps a spec to PyOS_double_to_string's code, precision and
// flags, as format_float_internal does.
func floatArgs(sp *Spec, addDot0 bool) (code byte, prec int, flags floatFlags, pct bool, err error) {
	if sp.Precision > math.MaxInt32 {
		return 0, 0, 0, false, valueError("precision too big")
	}
	prec = sp.Precision
	if sp.Alt {
		flags |= flagAlt
	}
	if sp.NoNegZero {
		flags |= flagNoNeg0
	}
	defaultPrec := 6
	switch sp.Type {
	case 0:
		if addDot0 {
			flags |= flagAddDot0
		}
		code, defaultPrec = 'r', 0
	case 'n':
		code = 'g'
	case '%':
		code, pct = 'f', true
	default:
		code = byte(sp.Type)
	}
	if prec < 0 {
		prec = defaultPrec
	} else if code == 'r' {
		code = 'g'
	}
	return code, prec, flags, pct, nil
}

func appendFloatSpec(dst []byte, x float64, sp *Spec) ([]byte, error) {
	code, prec, flags, pct, err := floatArgs(sp, true)
	if err != nil {
		return dst, err
	}
	if pct {
		x *= 100
	}
	if sp.Width < 0 && sp.Sign != '+' && sp.Sign != ' ' && sp.Grouping == 0 {
		// nothing to lay out: the f-string fast path, as in CPython
		dst = appendFloat(dst, x, code, prec, flags)
		if pct {
			dst = append(dst, '%')
		}
		return dst, nil
	}
	var buf [64]byte
	num := appendFloat(buf[:0], x, code, prec, flags)
	if pct {
		num = append(num, '%')
	}
	fill, align := sp.layout('>')
	neg := len(num) > 0 && num[0] == '-'
	if neg {
		num = num[1:]
	}
	intPart, rest := splitNumber(string(num))
	return appendNumber(dst, sp, fill, align, neg, "", intPart, rest), nil
}

// splitNumber splits a formatted number into its leading digits and the
// rest (decimal point, fraction, exponent), as parse_number does.
func splitNumber(num string) (digits, rest string) {
	i := 0
	for i < len(num) && num[i] >= '0' && num[i] <= '9' {
		i++
	}
	return num[:i], num[i:]
}

// appendNumber lays out a number as calc_number_widths and fill_number do:
//
//	<lpad><sign><prefix><zero or fill pad><grouped digits><rest><rpad>
//
// digits are the integer digits (grouped and zero-padded), rest starts at
// the decimal point or exponent. Zero padding ('0' fill with '=' alignment)
// inserts zeros into the grouped digits so separators fall in place.
func appendNumber(dst []byte, sp *Spec, fill rune, align byte, neg bool, prefix, digits, rest string) []byte {
	var sign byte
	switch {
	case neg:
		sign = '-'
	case sp.Sign == '+' || sp.Sign == ' ':
		sign = sp.Sign
	}
	nsign := 0
	if sign != 0 {
		nsign = 1
	}
	nrest := utf8.RuneCountInString(rest) // 'c' formatting puts a non-ASCII rune here
	fixed := nsign + len(prefix) + nrest
	minWidth := 0
	if fill == '0' && align == '=' {
		minWidth = sp.Width - fixed
	}
	sep, group := groupingFor(sp)
	ngrouped := 0
	if len(digits) > 0 {
		ngrouped = groupedLen(len(digits), minWidth, group)
	}
	pad := sp.Width - (fixed + ngrouped)
	lpad, spad, rpad := 0, 0, 0
	if pad > 0 {
		switch align {
		case '<':
			rpad = pad
		case '^':
			lpad = pad / 2
			rpad = pad - lpad
		case '=':
			spad = pad
		default:
			lpad = pad
		}
	}
	dst = appendFill(dst, fill, lpad)
	if sign != 0 {
		dst = append(dst, sign)
	}
	dst = append(dst, prefix...)
	dst = appendFill(dst, fill, spad)
	if len(digits) > 0 {
		dst = appendGrouped(dst, digits, ngrouped, sep, group)
	}
	dst = append(dst, rest...)
	return appendFill(dst, fill, rpad)
}

// groupingFor returns the separator and group size of sp's grouping: ','
// every 3 digits, '_' every 3 for decimal and every 4 for b/o/x/X, or no
// grouping (group 0).
func groupingFor(sp *Spec) (sep byte, group int) {
	switch sp.Grouping {
	case ',':
		return ',', 3
	case '_':
		switch sp.Type {
		case 'b', 'o', 'x', 'X':
			return '_', 4
		}
		return '_', 3
	}
	return 0, 0
}

// groupedLen is the length of n digits grouped and zero-padded to at least
// minWidth characters (_PyUnicode_InsertThousandsGrouping counting).
func groupedLen(n, minWidth, group int) int {
	minWidth = max(minWidth, 0)
	if group == 0 {
		return max(n, minWidth, 1)
	}
	count, remaining, first := 0, n, true
	for {
		l := min(group, max(remaining, minWidth, 1))
		if !first {
			count++
		}
		count += l
		first = false
		remaining -= min(remaining, l)
		minWidth -= l
		if remaining <= 0 && minWidth <= 0 {
			return count
		}
		minWidth--
	}
}

// appendGrouped writes digits right-aligned into total characters,
// with sep between groups and zeros filling the leading positions.
func appendGrouped(dst []byte, digits string, total int, sep byte, group int) []byte {
	start := len(dst)
	for range total {
		dst = append(dst, '0')
	}
	out := dst[start:]
	pos, di, inGroup := total-1, len(digits)-1, 0
	for pos >= 0 {
		if group > 0 && inGroup == group {
			out[pos] = sep
			pos--
			inGroup = 0
			continue
		}
		if di >= 0 {
			out[pos] = digits[di]
			di--
		}
		pos--
		inGroup++
	}
	return dst
}

// FormatComplex is complex.__format__. An empty spec gives str(x).
func FormatComplex(x complex128, spec, typeName string) (string, error) {
	if spec == "" {
		return ComplexRepr(x), nil
	}
	sp, err := ParseSpec(spec, typeName)
	if err != nil {
		return "", err
	}
	switch sp.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n':
	default:
		return "", unknownCode(sp.Type, typeName)
	}
	fill, align := sp.layout('>')
	if fill == '0' {
		return "", valueError("Zero padding is not allowed in complex format specifier")
	}
	if align == '=' {
		return "", valueError("'=' alignment flag is not allowed in complex format specifier")
	}
	re, im := real(x), imag(x)
	code, prec, flags, _, err := floatArgs(&sp, false)
	if err != nil {
		return "", err
	}
	skipRe, parens := false, false
	if sp.Type == 0 {
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			parens = true
		}
	}
	// Each part is laid out without padding; the whole is padded after.
	part := Spec{Sign: sp.Sign, Grouping: sp.Grouping, Type: sp.Type, Width: -1}
	var b []byte
	if parens {
		b = append(b, '(')
	}
	if !skipRe {
		b = appendComplexPart(b, re, code, prec, flags, &part)
		part.Sign = '+'
	}
	b = appendComplexPart(b, im, code, prec, flags, &part)
	b = append(b, 'j')
	if parens {
		b = append(b, ')')
	}
	return string(appendPadded(nil, string(b), utf8.RuneCount(b), sp.Width, fill, align)), nil
}

func appendComplexPart(dst []byte, x float64, code byte, prec int, flags floatFlags, part *Spec) []byte {
	var buf [64]byte
	num := appendFloat(buf[:0], x, code, prec, flags)
	neg := num[0] == '-'
	if neg {
		num = num[1:]
	}
	digits, rest := splitNumber(string(num))
	return appendNumber(dst, part, 0, '<', neg, "", digits, rest)
}

// ComplexRepr returns repr(x) (also str(x)): "1j", "(1+2j)", "(-0-1j)";
// parentheses unless the real part is +0.
func ComplexRepr(x complex128) string {
	re, im := real(x), imag(x)
	if re == 0 && !math.Signbit(re) {
		return string(appendFloat(nil, im, 'r', 0, 0)) + "j"
	}
	b := []byte{'('}
	b = appendFloat(b, re, 'r', 0, 0)
	b = appendFloat(b, im, 'r', 0, flagSign)
	return string(append(b, 'j', ')'))
}
