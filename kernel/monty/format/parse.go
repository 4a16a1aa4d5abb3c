package format

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// ParseInt converts s as int(s, base) does: surrounding whitespace, a sign,
// a base prefix (required to match base, or choosing it when base is 0),
// digits of any script, and single underscores between digits. The value
// comes back in small when it fits an int64, else in big (small is then 0).
// A decimal literal of more than maxDigits digits (0: no limit) is
// rejected before any conversion work, as sys.set_int_max_str_digits says.
func ParseInt(s string, base, maxDigits int) (small int64, big *big.Int, err error) {
	return parseInt(toASCIIDigits(s), base, maxDigits, func() string { return StrRepr(s) })
}

// ParseIntBytes is int(b, base) for bytes and bytearray: ASCII only, and the
// error shows the bytes' repr.
func ParseIntBytes(b []byte, base, maxDigits int) (small int64, big *big.Int, err error) {
	return parseInt(b, base, maxDigits, func() string { return BytesRepr(b[:min(len(b), 200)]) })
}

// toASCIIDigits is _PyUnicode_TransformDecimalAndSpaceToASCII: decimal
// digits of any script become ASCII digits, Unicode whitespace a space,
// and the first other non-ASCII character ends the string with '?', which
// no parser accepts.
func toASCIIDigits(s string) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c := s[i]; c < 0x7f {
			out = append(out, c)
			i++
			continue
		}
		r, size := text.DecodeRune(s[i:])
		i += size
		switch d := text.DecimalValue(r); {
		case text.IsSpace(r):
			out = append(out, ' ')
		case d >= 0:
			out = append(out, byte('0'+d))
		default:
			return append(out, '?')
		}
	}
	return out
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// digitValue is the value of an ASCII digit or letter in bases up to 36,
// or 99 for anything else.
func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// parseInt is PyLong_FromString over the ASCII form of the literal.
func parseInt(s []byte, base, maxDigits int, repr func() string) (int64, *big.Int, error) {
	if base != 0 && (base < 2 || base > 36) {
		return 0, nil, valueError("int() base must be >= 2 and <= 36, or 0")
	}
	invalid := func() (int64, *big.Int, error) {
		r := repr()
		if utf8.RuneCountInString(r) > 200 {
			r = string([]rune(r)[:200])
		}
		return 0, nil, valueError(fmt.Sprintf("invalid literal for int() with base %d: %s", base, r))
	}
	i := 0
	for i < len(s) && isASCIISpace(s[i]) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	at := func(k int) byte {
		if k < len(s) {
			return s[k]
		}
		return 0
	}
	b := base
	zeroOnly := false // base 0 with a leading 0: C-style octal is invalid, but zero is fine
	if b == 0 {
		switch {
		case at(i) != '0':
			b = 10
		case at(i+1) == 'x' || at(i+1) == 'X':
			b = 16
		case at(i+1) == 'o' || at(i+1) == 'O':
			b = 8
		case at(i+1) == 'b' || at(i+1) == 'B':
			b = 2
		default:
			zeroOnly = true
			b = 10
		}
	}
	if at(i) == '0' {
		p := at(i+1) | 0x20
		if b == 16 && p == 'x' || b == 8 && p == 'o' || b == 2 && p == 'b' {
			i += 2
			if at(i) == '_' {
				i++
			}
		}
	}
	if at(i) == '_' {
		return invalid()
	}
	start := i
	digits := 0
	prev := byte(0)
	for i < len(s) && (digitValue(s[i]) < b || s[i] == '_') {
		if s[i] == '_' {
			if prev == '_' {
				return invalid()
			}
		} else {
			digits++
		}
		prev = s[i]
		i++
	}
	if prev == '_' {
		return invalid()
	}
	if b&(b-1) != 0 && maxDigits > 0 && digits > maxDigits {
		return 0, nil, valueError(fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit", maxDigits, digits))
	}
	end := i
	for i < len(s) && isASCIISpace(s[i]) {
		i++
	}
	if end == start || i != len(s) {
		return invalid()
	}
	lit := s[start:end]
	if digits <= 12 || digits <= 15 && b <= 16 || digits <= 18 && b <= 10 {
		// b^digits < 2^63: the value fits an int64
		var v int64
		for _, c := range lit {
			if c != '_' {
				v = v*int64(b) + int64(digitValue(c))
			}
		}
		if zeroOnly && v != 0 {
			return invalid()
		}
		if neg {
			v = -v
		}
		return v, nil, nil
	}
	clean := make([]byte, 0, len(lit))
	for _, c := range lit {
		if c != '_' {
			clean = append(clean, c)
		}
	}
	z, ok := new(big.Int).SetString(string(clean), b)
	if !ok {
		return invalid()
	}
	if zeroOnly && z.Sign() != 0 {
		return invalid()
	}
	if neg {
		z.Neg(z)
	}
	if z.IsInt64() {
		return z.Int64(), nil, nil
	}
	return 0, z, nil
}

// ParseFloat converts s as float(s) does: surrounding whitespace, a sign,
// decimal digits of any script with single underscores between them, an
// optional exponent, or "inf", "infinity" and "nan" in any case. Values
// beyond the float range become ±inf, as in CPython.
func ParseFloat(s string) (float64, error) {
	x, ok := parseFloat(toASCIIDigits(s))
	if !ok {
		return 0, valueError("could not convert string to float: " + StrRepr(s))
	}
	return x, nil
}

// ParseFloatBytes is float(b) for bytes and bytearray.
func ParseFloatBytes(b []byte) (float64, error) {
	x, ok := parseFloat(b)
	if !ok {
		return 0, valueError("could not convert string to float: " + BytesRepr(b))
	}
	return x, nil
}

// parseFloat is float_from_string_inner after the underscore pass of
// _Py_string_to_number_with_underscores; it checks the syntax itself and
// leaves the correctly rounded conversion to strconv.
func parseFloat(s []byte) (float64, bool) {
	lo, hi := 0, len(s)
	for lo < hi && isASCIISpace(s[lo]) {
		lo++
	}
	for hi > lo && isASCIISpace(s[hi-1]) {
		hi--
	}
	s = s[lo:hi]
	var buf [64]byte
	clean := buf[:0]
	prev := byte(0)
	for _, c := range s {
		isDigit := c >= '0' && c <= '9'
		if c == '_' {
			if !(prev >= '0' && prev <= '9') {
				return 0, false
			}
		} else {
			if prev == '_' && !isDigit {
				return 0, false
			}
			clean = append(clean, c)
		}
		prev = c
	}
	if prev == '_' {
		return 0, false
	}
	neg := false
	body := clean
	if len(body) > 0 && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	switch {
	case equalFold(body, "inf") || equalFold(body, "infinity"):
		if neg {
			return math.Inf(-1), true
		}
		return math.Inf(1), true
	case equalFold(body, "nan"):
		if neg {
			return math.Copysign(math.NaN(), -1), true
		}
		return math.NaN(), true
	}
	if !validDecimal(body) {
		return 0, false
	}
	x, err := strconv.ParseFloat(string(clean), 64)
	if err != nil && !isRangeError(err) {
		return 0, false
	}
	return x, true
}

// validDecimal reports whether s is digits, an optional point and digits
// (at least one digit in all), and an optional exponent.
func validDecimal(s []byte) bool {
	i, n := 0, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i, n = i+1, n+1
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, n = i+1, n+1
		}
	}
	if n == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		e := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == e {
			return false
		}
	}
	return i == len(s)
}

func isRangeError(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func equalFold(b []byte, lower string) bool {
	if len(b) != len(lower) {
		return false
	}
	for i := range b {
		if b[i]|0x20 != lower[i] {
			return false
		}
	}
	return true
}
