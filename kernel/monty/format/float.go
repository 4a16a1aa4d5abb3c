package format

import (
	"math"
	"strconv"
)

// floatFlags are the Py_DTSF_* flags of PyOS_double_to_string.
type floatFlags uint8

const (
	flagSign    floatFlags = 1 << iota // always write a sign ('+' for non-negative)
	flagAddDot0                        // write "1.0", not "1", when the result looks like an int
	flagAlt                            // '#': keep the decimal point and trailing zeros
	flagNoNeg0                         // 'z': a negative result that rounds to zero loses its sign
)

// FloatRepr returns repr(x) (which is also str(x)): the shortest string that
// reads back as x, in fixed notation when 1e-4 <= |x| < 1e16 and in
// scientific notation otherwise, with ".0" added to integral values.
func FloatRepr(x float64) string {
	var buf [32]byte
	return string(AppendFloatRepr(buf[:0], x))
}

// AppendFloatRepr appends repr(x) to dst. It serves f-string building and
// str(float), so it allocates nothing beyond dst's growth.
func AppendFloatRepr(dst []byte, x float64) []byte {
	return appendFloat(dst, x, 'r', 0, flagAddDot0)
}

// dtoa returns the decimal digits of the finite x as _Py_dg_dtoa does:
// |x| = 0.digits × 10^decpt, trailing zeros removed; zero is "0" with
// decpt 1, and a value that rounds to zero in fixed mode has no digits.
// mode is 0 (shortest round-trip), 2 (ndigits significant digits) or 3
// (ndigits digits after the point). strconv rounds the exact binary value
// half-to-even, as dtoa does, so the digits agree. The digits are built in
// buf, which keeps them on the caller's stack.
func dtoa(buf []byte, x float64, mode, ndigits int) (digits []byte, decpt int, neg bool) {
	neg = math.Signbit(x)
	x = math.Abs(x)
	if x == 0 {
		return append(buf[:0], '0'), 1, neg
	}
	switch mode {
	case 0, 2:
		prec := -1
		if mode == 2 {
			prec = ndigits - 1
		}
		s := strconv.AppendFloat(buf[:0], x, 'e', prec, 64)
		// s is "d.ddde±XX" or "de±XX"; pull the digits to the front.
		e := len(s) - 1
		for s[e] != 'e' {
			e--
		}
		exp := 0
		for _, c := range s[e+2:] {
			exp = exp*10 + int(c-'0')
		}
		if s[e+1] == '-' {
			exp = -exp
		}
		n := 1
		for i := 2; i < e; i++ {
			s[n] = s[i]
			n++
		}
		digits, decpt = s[:n], exp+1
	case 3:
		s := strconv.AppendFloat(buf[:0], x, 'f', ndigits, 64)
		n := 0
		decpt = -1
		for _, c := range s {
			if c == '.' {
				decpt = n
				continue
			}
			s[n] = c
			n++
		}
		if decpt < 0 {
			decpt = n
		}
		s = s[:n]
		for len(s) > 0 && s[0] == '0' {
			s = s[1:]
			decpt--
		}
		if len(s) == 0 {
			decpt = -ndigits
		}
		digits = s
	}
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
	}
	return digits, decpt, neg
}

// appendFloat is PyOS_double_to_string: code is one of "eEfFgGr", prec the
// precision as Python's format codes mean it.
func appendFloat(dst []byte, x float64, code byte, prec int, flags floatFlags) []byte {
	upper := false
	mode := 0
	switch code {
	case 'E':
		upper = true
		code = 'e'
		fallthrough
	case 'e':
		mode = 2
		prec++
	case 'F':
		upper = true
		code = 'f'
		fallthrough
	case 'f':
		mode = 3
	case 'G':
		upper = true
		code = 'g'
		fallthrough
	case 'g':
		mode = 2
		if prec == 0 {
			prec = 1
		}
	case 'r':
		prec = 0
	}

	if math.IsInf(x, 0) || math.IsNaN(x) {
		if math.IsInf(x, -1) {
			dst = append(dst, '-')
		} else if flags&flagSign != 0 {
			dst = append(dst, '+')
		}
		switch {
		case math.IsNaN(x) && upper:
			return append(dst, "NAN"...)
		case math.IsNaN(x):
			return append(dst, "nan"...)
		case upper:
			return append(dst, "INF"...)
		}
		return append(dst, "inf"...)
	}

	var buf [32]byte
	digits, decpt, neg := dtoa(buf[:0], x, mode, prec)
	if flags&flagNoNeg0 != 0 && neg && (len(digits) == 0 || len(digits) == 1 && digits[0] == '0') {
		neg = false
	}
	alt := flags&flagAlt != 0
	addDot0 := flags&flagAddDot0 != 0

	// Output the slice [start, end) of the digits padded with zeros on
	// both sides, with the decimal point after position decpt.
	end := len(digits)
	useExp := false
	switch code {
	case 'e':
		useExp = true
		end = prec
	case 'f':
		end = decpt + prec
	case 'g':
		limit := prec
		if addDot0 {
			limit--
		}
		if decpt <= -4 || decpt > limit {
			useExp = true
		}
		if alt {
			end = prec
		}
	case 'r':
		if decpt <= -4 || decpt > 16 {
			useExp = true
		}
	}
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	start := 0
	if decpt <= 0 {
		start = decpt - 1
	}
	if !useExp && addDot0 {
		end = max(end, decpt+1)
	} else {
		end = max(end, decpt)
	}

	if neg {
		dst = append(dst, '-')
	} else if flags&flagSign != 0 {
		dst = append(dst, '+')
	}
	if decpt <= 0 {
		dst = appendZeros(dst, decpt-start)
		dst = append(dst, '.')
		dst = appendZeros(dst, -decpt)
	} else {
		dst = appendZeros(dst, -start)
	}
	if 0 < decpt && decpt <= len(digits) {
		dst = append(dst, digits[:decpt]...)
		dst = append(dst, '.')
		dst = append(dst, digits[decpt:]...)
	} else {
		dst = append(dst, digits...)
	}
	if len(digits) < decpt {
		dst = appendZeros(dst, decpt-len(digits))
		dst = append(dst, '.')
		dst = appendZeros(dst, end-decpt)
	} else {
		dst = appendZeros(dst, end-len(digits))
	}
	if dst[len(dst)-1] == '.' && !alt {
		dst = dst[:len(dst)-1]
	}
	if useExp {
		if upper {
			dst = append(dst, 'E')
		} else {
			dst = append(dst, 'e')
		}
		if exp < 0 {
			dst = append(dst, '-')
			exp = -exp
		} else {
			dst = append(dst, '+')
		}
		if exp < 10 {
			dst = append(dst, '0')
		}
		dst = strconv.AppendInt(dst, int64(exp), 10)
	}
	return dst
}

func appendZeros(dst []byte, n int) []byte {
	for ; n > 0; n-- {
		dst = append(dst, '0')
	}
	return dst
}
