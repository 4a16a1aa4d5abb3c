package vm

import (
	"encoding/binary"
	"fmt"
	"strings"

	"golang.org/x/text/unicode/runenames"
)

// str.encode for the codecs monty has (UTF-8, UTF-16 and UTF-32 in both
// byte orders and with a BOM, ASCII, Latin-1, cp1252) and CPython's error
// handlers. As CPython does, a run of characters the codec cannot encode
// is one error: strict raises a UnicodeEncodeError spanning it, the other
// handlers replace each of its characters.

// codec encodes one code point, reporting false when it cannot.
type codec struct {
	name   string
	reason string // of a UnicodeEncodeError
	bom    []byte
	encode func(dst []byte, r rune) ([]byte, bool)
	// unitSurrogates: surrogatepass writes a surrogate as this codec's
	// code unit (the UTF codecs).
	utf bool
}

func isSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// cp1252High maps bytes 0x80-0x9F of Windows-1252; 0 is undefined.
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

func cp1252Encode(dst []byte, r rune) ([]byte, bool) {
	if r < 0x80 || r >= 0xA0 && r < 0x100 {
		return append(dst, byte(r)), true
	}
	for i, c := range cp1252High {
		if c == r && c != 0 {
			return append(dst, byte(0x80+i)), true
		}
	}
	return dst, false
}

// lookupCodec returns the codec for an encoding name, as Python
// normalises them (case, '-' and '_' alike, common aliases).
func lookupCodec(encoding string) (*codec, bool) {
	n := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(encoding), "_", "-"))
	switch n {
	case "utf-8", "utf8", "u8", "utf", "cp65001":
		return &codec{name: "utf-8", reason: "surrogates not allowed", utf: true, encode: func(dst []byte, r rune) ([]byte, bool) {
			if isSurrogate(r) {
				return dst, false
			}
			return appendRune(dst, r), true
		}}, true
	case "ascii", "us-ascii", "646":
		return &codec{name: "ascii", reason: "ordinal not in range(128)", encode: func(dst []byte, r rune) ([]byte, bool) {
			if r < 0x80 {
				return append(dst, byte(r)), true
			}
			return dst, false
		}}, true
	case "latin-1", "latin1", "latin", "iso-8859-1", "iso8859-1", "8859", "cp819", "l1":
		return &codec{name: "latin-1", reason: "ordinal not in range(256)", encode: func(dst []byte, r rune) ([]byte, bool) {
			if r < 0x100 {
				return append(dst, byte(r)), true
			}
			return dst, false
		}}, true
	case "cp1252", "windows-1252":
		return &codec{name: "charmap", reason: "character maps to <undefined>", encode: cp1252Encode}, true
	}
	for _, u := range []struct {
		names []string
		width int
		big   bool
		bom   bool
	}{
		{[]string{"utf-16", "utf16"}, 2, false, true},
		{[]string{"utf-16-le", "utf-16le"}, 2, false, false},
		{[]string{"utf-16-be", "utf-16be"}, 2, true, false},
		{[]string{"utf-32", "utf32"}, 4, false, true},
		{[]string{"utf-32-le", "utf-32le"}, 4, false, false},
		{[]string{"utf-32-be", "utf-32be"}, 4, true, false},
	} {
		for _, name := range u.names {
			if n != name {
				continue
			}
			u := u
			var order binary.AppendByteOrder = binary.LittleEndian
			if u.big {
				order = binary.BigEndian
			}
			c := &codec{name: u.names[0], reason: "surrogates not allowed", utf: true}
			if u.bom {
				c.bom = appendUnits(nil, 0xFEFF, u.width, order)
			}
			c.encode = func(dst []byte, r rune) ([]byte, bool) {
				if isSurrogate(r) {
					return dst, false
				}
				return appendUnits(dst, r, u.width, order), true
			}
			return c, true
		}
	}
	return nil, false
}

// appendUnits writes r as UTF-16 (width 2, a pair above U+FFFF) or UTF-32.
func appendUnits(dst []byte, r rune, width int, order binary.AppendByteOrder) []byte {
	if width == 4 {
		return order.AppendUint32(dst, uint32(r))
	}
	if r >= 0x10000 {
		r -= 0x10000
		dst = order.AppendUint16(dst, uint16(0xD800+r>>10))
		return order.AppendUint16(dst, uint16(0xDC00+r&0x3FF))
	}
	return order.AppendUint16(dst, uint16(r))
}

// appendRune writes r in UTF-8, a surrogate as its three bytes.
func appendRune(dst []byte, r rune) []byte { return append(dst, encodeRune(r)...) }

// encodeError builds the UnicodeEncodeError of a failed encoding.
func encodeError(encoding, s string, start, end int, reason string) *Exception {
	e := NewException(UnicodeEncodeErrorType, NewStr(encoding), NewStr(s), MakeInt(int64(start)), MakeInt(int64(end)), NewStr(reason))
	for i, n := range []string{"encoding", "object", "start", "end", "reason"} {
		e.setAttr(n, e.args[i])
	}
	return e
}

// encodeWith encodes s with codec c and the error handler errors.
func encodeWith(s string, c *codec, errors string) ([]byte, error) {
	rs := []rune(nil)
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		rs = append(rs, r)
		i += n
	}
	out := append([]byte(nil), c.bom...)
	ok := true
	for i := 0; i < len(rs); {
		if out, ok = c.encode(out, rs[i]); ok {
			i++
			continue
		}
		j := i + 1
		for j < len(rs) {
			if _, ok := c.encode(nil, rs[j]); ok {
				break
			}
			j++
		}
		switch errors {
		case "strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace", "surrogateescape", "surrogatepass":
		default:
			// Looked up only when needed, as CPython does.
			return nil, Errorf(LookupErrorType, "unknown error handler name '%s'", errors)
		}
		// A builder: a run of unencodable characters is as long as the
		// string, and += on a string would copy it once per character.
		var repl strings.Builder
		for k := i; k < j; k++ {
			r := rs[k]
			switch errors {
			case "strict":
				return nil, encodeError(c.name, s, i, j, c.reason)
			case "ignore":
			case "replace":
				repl.WriteByte('?')
			case "backslashreplace":
				repl.WriteString(escapeRune(r))
			case "xmlcharrefreplace":
				fmt.Fprintf(&repl, "&#%d;", r)
			case "namereplace":
				if n := runeName(r); n != "" {
					repl.WriteString(`\N{` + n + "}")
				} else {
					repl.WriteString(escapeRune(r))
				}
			case "surrogateescape":
				// Single bytes: only where a code unit is one byte. A
				// handler that cannot serve the run raises the original
				// error.
				if r < 0xDC80 || r > 0xDCFF || c.utf && c.name != "utf-8" {
					return nil, encodeError(c.name, s, k, j, c.reason)
				}
				out = append(out, byte(r-0xDC00))
			case "surrogatepass":
				if !c.utf || !isSurrogate(r) {
					return nil, encodeError(c.name, s, k, j, c.reason)
				}
				switch {
				case c.name == "utf-8":
					out = appendRune(out, r)
				default:
					width, order := 2, binary.AppendByteOrder(binary.LittleEndian)
					if strings.HasPrefix(c.name, "utf-32") {
						width = 4
					}
					if strings.HasSuffix(c.name, "be") {
						order = binary.BigEndian
					}
					out = appendUnits(out, r, width, order)
				}
			}
		}
		for _, r := range repl.String() {
			out, _ = c.encode(out, r)
		}
		i = j
	}
	return out, nil
}

// escapeRune is backslashreplace's form of r.
func escapeRune(r rune) string {
	switch {
	case r < 0x100:
		return fmt.Sprintf(`\x%02x`, r)
	case r < 0x10000:
		return fmt.Sprintf(`\u%04x`, r)
	}
	return fmt.Sprintf(`\U%08x`, r)
}

// runeName is the Unicode name of r for namereplace, "" when it has none.
func runeName(r rune) string {
	if isSurrogate(r) || r < 0x20 || r >= 0x7F && r < 0xA0 {
		return ""
	}
	n := runenames.Name(r)
	switch {
	case strings.HasPrefix(n, "<CJK Ideograph"):
		return fmt.Sprintf("CJK UNIFIED IDEOGRAPH-%X", r)
	case strings.HasPrefix(n, "<"):
		return ""
	}
	return n
}
