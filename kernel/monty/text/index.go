package text

import (
	"strings"
	"unicode/utf8"
)

// Python indexes a str by code point; a Go string is UTF-8 bytes. These
// helpers convert between the two. Each is O(n) in the worst case but
// takes a fast path over ASCII, where code points and bytes coincide.

// Len returns the number of code points in s (len() of the str), counting
// a three-byte surrogate as one.
func Len(s string) int {
	n := utf8.RuneCountInString(s)
	if n == len(s) || strings.IndexByte(s, 0xED) < 0 {
		return n
	}
	// WTF-8 surrogates count as one code point, not three bad bytes.
	n = 0
	for i := 0; i < len(s); n++ {
		_, size := DecodeRune(s[i:])
		i += size
	}
	return n
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Offset returns the byte offset in s of code point i (0 <= i <= Len(s));
// Offset(s, Len(s)) is len(s).
func Offset(s string, i int) int {
	b := 0
	for ; i > 0 && b < len(s); i-- {
		if s[b] < utf8.RuneSelf {
			b++
			continue
		}
		_, size := DecodeRune(s[b:])
		b += size
	}
	return b
}

// Slice returns the code points [start, stop) of s; the caller has
// normalised the bounds as slice.indices does, with start <= stop.
func Slice(s string, start, stop int) string {
	b := Offset(s, start)
	e := b + Offset(s[b:], stop-start)
	return s[b:e]
}

// SliceStep returns s[start:stop:step] for bounds normalised by
// slice.indices (step != 0).
func SliceStep(s string, start, stop, step int) string {
	if step == 1 {
		if start >= stop {
			return ""
		}
		return Slice(s, start, stop)
	}
	rs := decodeAll(s)
	var b []byte
	if step > 0 {
		for i := start; i < stop; i += step {
			b = AppendRune(b, rs[i])
		}
	} else {
		for i := start; i > stop; i += step {
			b = AppendRune(b, rs[i])
		}
	}
	return string(b)
}

// At returns code point i of s (0 <= i < Len(s)).
func At(s string, i int) rune {
	r, _ := DecodeRune(s[Offset(s, i):])
	return r
}

// decodeAll returns the code points of s.
func decodeAll(s string) []rune {
	rs := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		rs = append(rs, r)
		i += size
	}
	return rs
}

// adjustIndices is CPython's ADJUST_INDICES: Python's start/end arguments
// of find, count, startswith... made to lie in [0, n] (end may stay below
// start). Callers pass 0 and math.MaxInt for omitted arguments.
func adjustIndices(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	return start, end
}

// window returns the part of s between code points start and end (after
// adjustIndices), its byte offset in s, and the code-point length of s.
func window(s string, start, end int) (w string, off, n int, ascii bool) {
	ascii = isASCII(s)
	if ascii {
		n = len(s)
	} else {
		n = Len(s)
	}
	start, end = adjustIndices(start, end, n)
	if start > end {
		return "", -1, n, ascii
	}
	if ascii {
		return s[start:end], start, n, true
	}
	b := Offset(s, start)
	e := b + Offset(s[b:], end-start)
	return s[b:e], b, n, false
}
