package format

import (
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

const hexDigits = "0123456789abcdef"

// StrRepr returns repr(s): s in single quotes, or in double quotes when it
// holds a single quote and no double quote; backslash, the quote, \t \n \r
// escaped, other non-printable characters (see text.IsPrintable) as \xhh,
// \uhhhh or \Uhhhhhhhh.
func StrRepr(s string) string {
	return string(AppendStrRepr(make([]byte, 0, len(s)+2), s, false))
}

// ASCII returns ascii(v) given repr(v): every non-ASCII code point of the
// repr escaped as \xhh, \uhhhh or \Uhhhhhhhh (which is also what the
// backslashreplace error handler writes for it). ascii() of a str is
// ASCII(StrRepr(s)), or AppendStrRepr with asciiOnly in one pass.
func ASCII(repr string) string {
	i := 0
	for i < len(repr) && repr[i] < utf8.RuneSelf {
		i++
	}
	if i == len(repr) {
		return repr
	}
	b := append(make([]byte, 0, len(repr)+8), repr[:i]...)
	for i < len(repr) {
		if repr[i] < utf8.RuneSelf {
			b = append(b, repr[i])
			i++
			continue
		}
		r, size := text.DecodeRune(repr[i:])
		b = appendRuneEscape(b, r)
		i += size
	}
	return string(b)
}

// AppendStrRepr appends repr(s), or ascii(s) when asciiOnly, to dst.
func AppendStrRepr(dst []byte, s string, asciiOnly bool) []byte {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	dst = append(dst, quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			i++
			switch {
			case c == quote || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\t':
				dst = append(dst, '\\', 't')
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c < ' ' || c == 0x7f:
				dst = append(dst, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
			default:
				dst = append(dst, c)
			}
			continue
		}
		r, size := text.DecodeRune(s[i:])
		if !asciiOnly && text.IsPrintable(r) {
			dst = append(dst, s[i:i+size]...)
		} else {
			dst = appendRuneEscape(dst, r)
		}
		i += size
	}
	return append(dst, quote)
}

// appendRuneEscape appends the shortest of \xhh, \uhhhh, \Uhhhhhhhh for r.
func appendRuneEscape(dst []byte, r rune) []byte {
	switch {
	case r < 0x100:
		return append(dst, '\\', 'x', hexDigits[r>>4], hexDigits[r&15])
	case r < 0x10000:
		return append(dst, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
	}
	dst = append(dst, '\\', 'U')
	for shift := 28; shift >= 0; shift -= 4 {
		dst = append(dst, hexDigits[r>>shift&15])
	}
	return dst
}

// BytesRepr returns repr(b): b'...' with the same quote choice as StrRepr,
// printable ASCII kept and every other byte but \t \n \r written \xhh.
// bytearray's repr wraps it: "bytearray(" + BytesRepr(b) + ")".
func BytesRepr(b []byte) string {
	return string(AppendBytesRepr(make([]byte, 0, len(b)+3), b))
}

// AppendBytesRepr appends repr(b) to dst.
func AppendBytesRepr(dst []byte, b []byte) []byte {
	quote := byte('\'')
	hasSingle, hasDouble := false, false
	for _, c := range b {
		hasSingle = hasSingle || c == '\''
		hasDouble = hasDouble || c == '"'
	}
	if hasSingle && !hasDouble {
		quote = '"'
	}
	dst = append(dst, 'b', quote)
	for _, c := range b {
		switch {
		case c == quote || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\t':
			dst = append(dst, '\\', 't')
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c == '\r':
			dst = append(dst, '\\', 'r')
		case c < ' ' || c >= 0x7f:
			dst = append(dst, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, quote)
}
