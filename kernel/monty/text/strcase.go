package text

import (
	"strings"
	"unicode/utf8"
)

// String case mappings, with the full (possibly multi-character)
// mappings of CPython and the Final_Sigma rule of lower().

// Upper is str.upper().
func Upper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	return mapCase(s, 'a', func(b []byte, _ string, _ int, r rune) []byte { return appendUpper(b, r) })
}

// Lower is str.lower(): a capital sigma at the end of a word becomes the
// final form 'ς'.
func Lower(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	return mapCase(s, 'A', appendLowerAt)
}

// CaseFold is str.casefold().
func CaseFold(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	return mapCase(s, 'A', func(b []byte, _ string, _ int, r rune) []byte { return appendFold(b, r) })
}

// mapCase is mapRunes for a mapping that swaps the case of ASCII letters
// starting at from ('A' to lower, 'a' to upper) and sends other code
// points through f: ASCII runs of mixed text skip the decoding
// (BenchmarkLowerNonASCII).
func mapCase(s string, from byte, f func(b []byte, s string, i int, r rune) []byte) string {
	b := make([]byte, 0, len(s)+len(s)/8)
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= from && c <= from+25 {
				c ^= 0x20
			}
			b = append(b, c)
			i++
			continue
		}
		r, size := DecodeRune(s[i:])
		b = f(b, s, i, r)
		i += size
	}
	return string(b)
}

// SwapCase is str.swapcase(): uppercase characters lowered, lowercase
// ones uppered.
func SwapCase(s string) string {
	return mapRunes(s, func(b []byte, s string, i int, r rune) []byte {
		switch {
		case IsUpper(r):
			return appendLowerAt(b, s, i, r)
		case IsLower(r):
			return appendUpper(b, r)
		}
		return AppendRune(b, r)
	})
}

// Title is str.title(): the first cased character of each run of cased
// characters in titlecase, the rest lowercase.
func Title(s string) string {
	prevCased := false
	return mapRunes(s, func(b []byte, s string, i int, r rune) []byte {
		if prevCased {
			b = appendLowerAt(b, s, i, r)
		} else {
			b = appendTitle(b, r)
		}
		prevCased = IsCased(r)
		return b
	})
}

// Capitalize is str.capitalize(): the first character in titlecase, the
// rest lowercase.
func Capitalize(s string) string {
	first := true
	return mapRunes(s, func(b []byte, s string, i int, r rune) []byte {
		if first {
			first = false
			return appendTitle(b, r)
		}
		return appendLowerAt(b, s, i, r)
	})
}

// mapRunes rebuilds s by calling f for each code point r at byte i.
func mapRunes(s string, f func(b []byte, s string, i int, r rune) []byte) string {
	b := make([]byte, 0, len(s)+len(s)/8)
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		b = f(b, s, i, r)
		i += size
	}
	return string(b)
}

// appendLowerAt lowers r, found at byte i of s, applying Final_Sigma: a
// capital sigma preceded by a cased character (skipping case-ignorable
// ones) and not followed by one becomes 'ς'.
func appendLowerAt(b []byte, s string, i int, r rune) []byte {
	if r != 'Σ' {
		return appendLower(b, r)
	}
	final := false
	for j := i; j > 0; {
		c, size := DecodeLastRune(s[:j])
		j -= size
		if !IsCaseIgnorable(c) {
			final = IsCased(c)
			break
		}
	}
	if final {
		for j := i + len("Σ"); j < len(s); {
			c, size := DecodeRune(s[j:])
			j += size
			if !IsCaseIgnorable(c) {
				final = !IsCased(c)
				break
			}
		}
	}
	if final {
		return append(b, "ς"...)
	}
	return append(b, "σ"...)
}

// The string predicates: all of s's code points have the property, and
// s is not empty (IsPrintableStr and IsASCIIStr accept "").

func all(s string, p prop) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiProps[c]&(1<<p) == 0 {
				return false
			}
			i++
			continue
		}
		r, size := DecodeRune(s[i:])
		if !has(p, r) {
			return false
		}
		i += size
	}
	return true
}

// IsAlphaStr is str.isalpha().
func IsAlphaStr(s string) bool { return all(s, propAlpha) }

// IsDecimalStr is str.isdecimal().
func IsDecimalStr(s string) bool { return all(s, propDecimal) }

// IsDigitStr is str.isdigit().
func IsDigitStr(s string) bool { return all(s, propDigit) }

// IsNumericStr is str.isnumeric().
func IsNumericStr(s string) bool { return all(s, propNumeric) }

// IsSpaceStr is str.isspace().
func IsSpaceStr(s string) bool { return all(s, propSpace) }

// IsPrintableStr is str.isprintable(); true for "".
func IsPrintableStr(s string) bool { return s == "" || all(s, propPrintable) }

// IsASCIIStr is str.isascii(); true for "".
func IsASCIIStr(s string) bool { return isASCII(s) }

// IsAlnumStr is str.isalnum().
func IsAlnumStr(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		if !IsAlnum(r) {
			return false
		}
		i += size
	}
	return true
}

// IsIdentifier is str.isidentifier(): XID_Start or '_', then XID_Continue.
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	r, size := DecodeRune(s)
	if !IsXIDStart(r) && r != '_' {
		return false
	}
	for i := size; i < len(s); {
		r, size := DecodeRune(s[i:])
		if !IsXIDContinue(r) {
			return false
		}
		i += size
	}
	return true
}

// IsLowerStr is str.islower(): some cased character, and none uppercase
// or titlecase.
func IsLowerStr(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		if IsUpper(r) || IsTitle(r) {
			return false
		}
		cased = cased || IsLower(r)
		i += size
	}
	return cased
}

// IsUpperStr is str.isupper(): some cased character, and none lowercase
// or titlecase.
func IsUpperStr(s string) bool {
	cased := false
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		if IsLower(r) || IsTitle(r) {
			return false
		}
		cased = cased || IsUpper(r)
		i += size
	}
	return cased
}

// IsTitleStr is str.istitle(): some cased character; uppercase and
// titlecase ones only after uncased ones, lowercase ones only after
// cased ones.
func IsTitleStr(s string) bool {
	cased, prevCased := false, false
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		i += size
		switch {
		case IsUpper(r) || IsTitle(r):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case IsLower(r):
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
	}
	return cased
}
