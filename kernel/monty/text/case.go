package text

import "unicode"

// Full case mappings of single code points: Go's simple mapping, or the
// generated exception when CPython maps differently (special casing such
// as 'ß'.upper() == 'SS', and characters Unicode 15 added).

func appendLower(dst []byte, r rune) []byte {
	return appendMapped(dst, r, lowerSpecial, unicode.ToLower)
}
func appendUpper(dst []byte, r rune) []byte {
	return appendMapped(dst, r, upperSpecial, unicode.ToUpper)
}
func appendTitle(dst []byte, r rune) []byte {
	return appendMapped(dst, r, titleSpecial, unicode.ToTitle)
}
func appendFold(dst []byte, r rune) []byte { return appendMapped(dst, r, foldSpecial, unicode.ToLower) }

func appendMapped(dst []byte, r rune, special map[rune]string, simple func(rune) rune) []byte {
	if s, ok := special[r]; ok {
		return append(dst, s...)
	}
	return AppendRune(dst, simple(r))
}
