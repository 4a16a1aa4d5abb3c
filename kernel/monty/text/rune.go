package text

import "unicode/utf8"

// DecodeRune decodes the first code point of s like utf8.DecodeRuneInString,
// except that a surrogate code point encoded in three bytes (as WTF-8 and
// CPython's "surrogatepass" write it: ED A0..BF 80..BF) decodes to itself,
// so a Python str holding a lone surrogate survives the trip through a Go
// string. Other invalid bytes decode to U+FFFD with size 1.
func DecodeRune(s string) (r rune, size int) {
	if len(s) > 0 && s[0] < utf8.RuneSelf {
		return rune(s[0]), 1
	}
	r, size = utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size == 1 && len(s) >= 3 && s[0] == 0xED &&
		s[1] >= 0xA0 && s[1] <= 0xBF && s[2] >= 0x80 && s[2] <= 0xBF {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, size
}

// DecodeLastRune is DecodeRune from the end of s.
func DecodeLastRune(s string) (r rune, size int) {
	n := len(s)
	if n > 0 && s[n-1] < utf8.RuneSelf {
		return rune(s[n-1]), 1
	}
	r, size = utf8.DecodeLastRuneInString(s)
	if r == utf8.RuneError && size == 1 && n >= 3 {
		if r2, size2 := DecodeRune(s[n-3:]); size2 == 3 {
			return r2, 3
		}
	}
	return r, size
}

// AppendRune appends the encoding of r to dst: UTF-8, or for a surrogate the
// three-byte form DecodeRune reads back.
func AppendRune(dst []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(dst, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(dst, r)
}
