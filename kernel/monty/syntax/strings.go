package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// number converts a NUMBER token to its Constant value.
func (p *parser) number(t *token) any {
	s := string(p.src[t.off:t.end])
	if strings.IndexByte(s, '_') >= 0 {
		s = strings.ReplaceAll(s, "_", "")
	}
	last := s[len(s)-1]
	if last == 'j' || last == 'J' {
		f := parseFloat(s[:len(s)-1])
		return complex(0, f)
	}
	if len(s) > 1 && s[0] == '0' && (s[1]|0x20 == 'x' || s[1]|0x20 == 'o' || s[1]|0x20 == 'b') {
		base := 16
		switch s[1] | 0x20 {
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
		return parseInt(s[2:], base)
	}
	if strings.ContainsAny(s, ".eE") {
		return parseFloat(s)
	}
	return parseInt(s, 10)
}

func parseInt(s string, base int) any {
	if v, err := strconv.ParseInt(s, base, 64); err == nil {
		return v
	}
	b, _ := new(big.Int).SetString(s, base)
	return b
}

func parseFloat(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0
	}
	return f
}

// fstringState accumulates the parts of an implicitly concatenated string
// group, as CPython 3.11's FstringParser does: adjacent literal text is
// merged into one Constant, and every part gets the position of the whole
// group.
type fstringState struct {
	last    []byte
	hasLast bool
	values  []Expr
	fmode   bool
}

func (st *fstringState) addStr(s []byte) {
	if len(s) == 0 {
		return
	}
	st.last = append(st.last, s...)
	st.hasLast = true
}

// group is the token range of a string group, for positions.
type group struct {
	first, last *token
	kind        string
}

func (g *group) loc() Loc {
	return Loc{g.first.line, g.first.col, g.last.endLine, g.last.endCol}
}

func (st *fstringState) flushConst(g *group, first, last *token) {
	if !st.hasLast {
		return
	}
	st.values = append(st.values, &Constant{Loc: Loc{first.line, first.col, last.endLine, last.endCol}, Value: string(st.last), Kind: g.kind})
	st.last, st.hasLast = nil, false
}

// strings parses STRING+ into a Constant (str or bytes) or a JoinedStr.
func (p *parser) strings() Expr {
	fi := p.i
	for p.kind() == tString {
		p.next()
	}
	li := p.i - 1
	if p.toks[p.i].kind == tString { // the final token of the stream
		li = p.i
	}
	first, last := &p.toks[fi], &p.toks[li]
	g := &group{first: first, last: last}
	if p.src[first.off] == 'u' {
		g.kind = "u"
	}
	st := &fstringState{}
	var bytesVal []byte
	isBytes := false
	for k := fi; k <= li; k++ {
		t := &p.toks[k]
		flags, body, bodyOff := p.splitString(t)
		b := flags&strBytes != 0
		if t == first {
			isBytes = b
		} else if b != isBytes {
			p.fail(SyntaxError, last.endLine, last.endCol, last.endLine, last.endCol, "cannot mix bytes and nonbytes literals")
		}
		switch {
		case b:
			bytesVal = append(bytesVal, p.decodeBytes(t, body, flags&strRaw != 0)...)
		case flags&strF != 0:
			st.fmode = true
			p.fstring(st, g, t, body, bodyOff, flags&strRaw != 0, 0)
		default:
			st.addStr(p.decodeStr(t, body, flags&strRaw != 0))
		}
	}
	if isBytes {
		return &Constant{Loc: g.loc(), Value: Bytes(bytesVal), Kind: ""}
	}
	if !st.fmode {
		return &Constant{Loc: g.loc(), Value: string(st.last), Kind: g.kind}
	}
	st.flushConst(g, g.first, g.last)
	if st.values == nil {
		st.values = []Expr{}
	}
	return &JoinedStr{g.loc(), st.values}
}

// splitString returns a string token's prefix flags, its body (between the
// quotes) and the body's offset within the token text.
func (p *parser) splitString(t *token) (int, []byte, int) {
	text := p.src[t.off:t.end]
	i := 0
	flags := 0
	for text[i] != '\'' && text[i] != '"' {
		switch text[i] | 0x20 {
		case 'r':
			flags |= strRaw
		case 'b':
			flags |= strBytes
		case 'f':
			flags |= strF
		case 'u':
			flags |= strU
		}
		i++
	}
	q := 1
	if len(text)-i >= 6 && text[i+1] == text[i] && text[i+2] == text[i] {
		q = 3
	}
	return flags, text[i+q : len(text)-q], i + q
}

// decodeStr decodes a str literal body (WTF-8 out).
func (p *parser) decodeStr(t *token, body []byte, raw bool) []byte {
	if raw || !containsByte(body, '\\') {
		return body
	}
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		i++
		if i >= len(body) {
			out = append(out, '\\')
			break
		}
		c = body[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, c)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, 10)
		case 'r':
			out = append(out, 13)
		case 't':
			out = append(out, 9)
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(c - '0')
			for n := 1; n < 3 && i < len(body) && body[i] >= '0' && body[i] <= '7'; n++ {
				v = v*8 + rune(body[i]-'0')
				i++
			}
			out = appendWTF8(out, v)
		case 'x', 'u', 'U':
			n := 2
			if c == 'u' {
				n = 4
			} else if c == 'U' {
				n = 8
			}
			if i+n > len(body) || !isHex(body[i:i+n]) {
				p.errorAt(t, "(unicode error) 'unicodeescape' codec can't decode bytes: truncated \\"+string(c)+" escape")
			}
			v, _ := strconv.ParseUint(string(body[i:i+n]), 16, 32)
			if v > unicode_max {
				p.errorAt(t, "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode character")
			}
			out = appendWTF8(out, rune(v))
			i += n
		case 'N':
			if i >= len(body) || body[i] != '{' {
				p.errorAt(t, "(unicode error) 'unicodeescape' codec can't decode bytes: malformed \\N character escape")
			}
			j := i + 1
			for j < len(body) && body[j] != '}' {
				j++
			}
			if j >= len(body) {
				p.errorAt(t, "(unicode error) 'unicodeescape' codec can't decode bytes: malformed \\N character escape")
			}
			r, ok := lookupRuneName(string(body[i+1 : j]))
			if !ok {
				p.errorAt(t, "(unicode error) 'unicodeescape' codec can't decode bytes: unknown Unicode character name")
			}
			out = append(out, r...)
			i = j + 1
		default:
			out = append(out, '\\', c)
		}
	}
	return out
}

const unicode_max = 0x10FFFF

func isHex(b []byte) bool {
	for _, c := range b {
		if !(c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f') {
			return false
		}
	}
	return true
}

func containsByte(b []byte, c byte) bool {
	for _, x := range b {
		if x == c {
			return true
		}
	}
	return false
}

// appendWTF8 appends r, encoding surrogates as their 3-byte sequences.
func appendWTF8(out []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(out, 0xED, byte(0xA0|(r>>6)&0x1F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(out, r)
}

// decodeBytes decodes a bytes literal body.
func (p *parser) decodeBytes(t *token, body []byte, raw bool) []byte {
	for _, c := range body {
		if c >= 0x80 {
			p.errorAt(t, "bytes can only contain ASCII literal characters")
		}
	}
	if raw || !containsByte(body, '\\') {
		return body
	}
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			i++
			continue
		}
		i++
		if i >= len(body) {
			out = append(out, '\\')
			break
		}
		c = body[i]
		i++
		switch c {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, c)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, 10)
		case 'r':
			out = append(out, 13)
		case 't':
			out = append(out, 9)
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for n := 1; n < 3 && i < len(body) && body[i] >= '0' && body[i] <= '7'; n++ {
				v = v*8 + int(body[i]-'0')
				i++
			}
			out = append(out, byte(v))
		case 'x':
			if i+2 > len(body) || !isHex(body[i:i+2]) {
				p.errorAt(t, "(value error) invalid \\x escape at position 0")
			}
			v, _ := strconv.ParseUint(string(body[i:i+2]), 16, 8)
			out = append(out, byte(v))
			i += 2
		default:
			out = append(out, '\\', c)
		}
	}
	return out
}
