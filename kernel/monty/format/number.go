package format

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Float operations whose results depend on decimal or hexadecimal text:
// round(), float.hex(), float.fromhex() and complex() of a string.

// RoundFloat is round(x, ndigits): x rounded half-to-even at the
// ndigits-th decimal place (a negative ndigits rounds to tens, hundreds…),
// computed exactly as CPython does (correctly rounded decimal digits, read
// back correctly rounded). The error is CPython's OverflowError when the
// result is too large for a float.
func RoundFloat(x float64, ndigits int) (float64, error) {
	const ndigitsMax, ndigitsMin = 323, -308
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x) || ndigits > ndigitsMax:
		return x, nil
	case ndigits < ndigitsMin:
		return math.Copysign(0, x), nil
	}
	var r float64
	if ndigits >= 0 {
		r, _ = strconv.ParseFloat(strconv.FormatFloat(x, 'f', ndigits, 64), 64)
	} else {
		// scale by 10^-ndigits exactly, round half-even to an integer,
		// scale back and let big.Rat round to the nearest float.
		q := new(big.Rat).SetFloat64(x)
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-ndigits)), nil)
		q.Quo(q, new(big.Rat).SetInt(p))
		n := roundHalfEven(q)
		r, _ = new(big.Rat).SetInt(n.Mul(n, p)).Float64()
	}
	if math.IsInf(r, 0) {
		return 0, overflowError("rounded value too large to represent")
	}
	if r == 0 {
		r = math.Copysign(0, x)
	}
	return r, nil
}

// roundHalfEven rounds q to the nearest integer, ties to even.
func roundHalfEven(q *big.Rat) *big.Int {
	num, den := q.Num(), q.Denom()
	quo, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	// compare 2|rem| with den
	twice := new(big.Int).Abs(rem)
	twice.Lsh(twice, 1)
	switch c := twice.Cmp(den); {
	case c > 0 || c == 0 && quo.Bit(0) == 1:
		if num.Sign() < 0 {
			quo.Sub(quo, big.NewInt(1))
		} else {
			quo.Add(quo, big.NewInt(1))
		}
	}
	return quo
}

// FloatHex is float.hex(x): "0x1.8000000000000p+0", thirteen hex digits
// after the point (the leading digit is 0 for subnormals).
func FloatHex(x float64) string {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return FloatRepr(x)
	case x == 0:
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	bits := math.Float64bits(x)
	exp := int(bits>>52) & 0x7ff
	mant := bits & (1<<52 - 1)
	lead := byte('1')
	if exp == 0 {
		lead = '0'
		exp = -1022
	} else {
		exp -= 1023
	}
	var b []byte
	if x < 0 {
		b = append(b, '-')
	}
	b = append(b, '0', 'x', lead, '.')
	for shift := 48; shift >= 0; shift -= 4 {
		b = append(b, hexDigits[mant>>uint(shift)&15])
	}
	b = append(b, 'p')
	if exp >= 0 {
		b = append(b, '+')
	}
	return string(strconv.AppendInt(b, int64(exp), 10))
}

// FloatFromHex is float.fromhex(s): optional whitespace and sign, then
// "inf", "infinity", "nan", or hex digits with an optional point, an
// optional "0x" before them and an optional binary exponent "p±d" after.
func FloatFromHex(s string) (float64, error) {
	invalid := valueError("invalid hexadecimal floating-point string")
	t := strings.Trim(s, " \t\n\r\v\f")
	neg := false
	body := t
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	lower := strings.ToLower(body)
	switch lower {
	case "inf", "infinity":
		return math.Copysign(math.Inf(1), signOf(neg)), nil
	case "nan":
		return math.Copysign(math.NaN(), signOf(neg)), nil
	}
	if strings.HasPrefix(lower, "0x") {
		body = body[2:]
	}
	i, digits := 0, 0
	for i < len(body) && isHexDigit(body[i]) {
		i, digits = i+1, digits+1
	}
	if i < len(body) && body[i] == '.' {
		i++
		for i < len(body) && isHexDigit(body[i]) {
			i, digits = i+1, digits+1
		}
	}
	if digits == 0 {
		return 0, invalid
	}
	mant, exp := body[:i], "0"
	if i < len(body) && (body[i] == 'p' || body[i] == 'P') {
		e := body[i+1:]
		j := 0
		if j < len(e) && (e[j] == '+' || e[j] == '-') {
			j++
		}
		if j == len(e) {
			return 0, invalid
		}
		for k := j; k < len(e); k++ {
			if e[k] < '0' || e[k] > '9' {
				return 0, invalid
			}
		}
		exp = e
		i = len(body)
	}
	if i != len(body) {
		return 0, invalid
	}
	if strings.HasPrefix(mant, ".") {
		mant = "0" + mant
	}
	x, err := strconv.ParseFloat("0x"+mant+"p"+exp, 64)
	if err != nil && !isRangeError(err) {
		return 0, invalid
	}
	if math.IsInf(x, 0) {
		return 0, overflowError("hexadecimal value too large to represent as a float")
	}
	if neg {
		x = -x
	}
	return x, nil
}

func signOf(neg bool) float64 {
	if neg {
		return -1
	}
	return 1
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// ParseComplex is complex(s) for a str: "1+2j", "(1-2.5e3j)", "-j", "nan",
// with the float syntax of ParseFloat for each part and optional
// parentheses and surrounding whitespace.
func ParseComplex(s string) (complex128, error) {
	b := toASCIIDigits(s)
	clean, ok := stripUnderscores(b)
	if !ok {
		return 0, valueError("could not convert string to complex: " + StrRepr(s))
	}
	c, ok := parseComplex(clean)
	if !ok {
		return 0, valueError("complex() arg is a malformed string")
	}
	return c, nil
}

// stripUnderscores removes underscores that sit between digits, as
// _Py_string_to_number_with_underscores does; any other is an error.
func stripUnderscores(s []byte) ([]byte, bool) {
	if strings.IndexByte(string(s), '_') < 0 {
		return s, true
	}
	out := make([]byte, 0, len(s))
	prev := byte(0)
	for _, c := range s {
		if c == '_' {
			if !(prev >= '0' && prev <= '9') {
				return nil, false
			}
		} else {
			if prev == '_' && !(c >= '0' && c <= '9') {
				return nil, false
			}
			out = append(out, c)
		}
		prev = c
	}
	return out, prev != '_'
}

// parseComplex is complex_from_string_inner.
func parseComplex(s []byte) (complex128, bool) {
	i := 0
	skipSpace := func() {
		for i < len(s) && isASCIISpace(s[i]) {
			i++
		}
	}
	at := func() byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	skipSpace()
	bracket := false
	if at() == '(' {
		bracket = true
		i++
		skipSpace()
	}
	var re, im float64
	if z, n := scanFloat(s[i:]); n > 0 {
		i += n
		switch c := at(); {
		case c == '+' || c == '-':
			re = z
			if y, n := scanFloat(s[i:]); n > 0 {
				im = y
				i += n
			} else {
				im = 1
				if c == '-' {
					im = -1
				}
				i++
			}
			if c := at(); c != 'j' && c != 'J' {
				return 0, false
			}
			i++
		case c == 'j' || c == 'J':
			im = z
			i++
		default:
			re = z
		}
	} else {
		im = 1
		if c := at(); c == '+' || c == '-' {
			if c == '-' {
				im = -1
			}
			i++
		}
		if c := at(); c != 'j' && c != 'J' {
			return 0, false
		}
		i++
	}
	skipSpace()
	if bracket {
		if at() != ')' {
			return 0, false
		}
		i++
		skipSpace()
	}
	return complex(re, im), i == len(s)
}

// scanFloat reads the longest float literal at the start of s, as
// _PyOS_ascii_strtod does, returning its value and length (0: none).
func scanFloat(s []byte) (float64, int) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	rest := strings.ToLower(string(s[i:min(len(s), i+8)]))
	switch {
	case strings.HasPrefix(rest, "infinity"):
		return parseSpecial(s[:i+8]), i + 8
	case strings.HasPrefix(rest, "inf"), strings.HasPrefix(rest, "nan"):
		return parseSpecial(s[:i+3]), i + 3
	}
	if strings.HasPrefix(rest, "0x") {
		return 0, 0
	}
	digits := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i, digits = i+1, digits+1
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, digits = i+1, digits+1
		}
	}
	if digits == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			i = j
		}
	}
	x, _ := strconv.ParseFloat(string(s[:i]), 64)
	return x, i
}

func parseSpecial(s []byte) float64 {
	x, _ := parseFloat(s)
	return x
}
