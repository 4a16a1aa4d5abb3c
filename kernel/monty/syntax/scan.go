package syntax

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// The scanner turns the whole source into a slice of tokens before parsing
// starts, so the parser can look ahead and back up for free. It follows
// CPython's tokenizer (Parser/tokenizer.c): INDENT/DEDENT from an indent
// stack checked with two tab sizes (8 and 1, for TabError), newlines
// ignored inside brackets and on blank lines, backslash continuation.
//
// A tokenizer error does not stop the parser at once: CPython reports the
// tokenizer's error even when the parser failed earlier (it re-tokenizes
// the rest of the file), so Parse reports a scan error in preference to any
// parse error.

const maxIndent = 100

type openParen struct {
	ch        byte
	line, col int32
}

type scanner struct {
	src       []byte
	filename  string
	pos       int
	line      int32
	lineStart int
	toks      []token

	indents    []int
	altIndents []int
	parens     []openParen
	atBOL      bool
	lineHasTok bool
	norms      map[int32]string // NFKC forms of non-ASCII names, by offset // a token other than INDENT/DEDENT was emitted on this logical line

	err *Error
}

// scan tokenizes src. On error it returns the tokens so far and the error.
func scan(filename string, src []byte) *scanner {
	s := &scanner{src: src, filename: filename, line: 1, atBOL: true}
	s.indents = append(make([]int, 0, 16), 0)
	s.altIndents = append(make([]int, 0, 16), 0)
	s.toks = make([]token, 0, len(src)/4+16)
	s.run()
	return s
}

func (s *scanner) col() int32 { return int32(s.pos - s.lineStart) }

func (s *scanner) emit(kind tokKind, off int, line int32, col int32) {
	depth := len(s.parens)
	if depth > 255 {
		depth = 255
	}
	s.toks = append(s.toks, token{
		kind: kind, depth: uint8(depth), line: line, col: col,
		endLine: s.line, endCol: s.col(),
		off: int32(off), end: int32(s.pos),
	})
}

// errorAt records a tokenizer error at a 0-based column of line.
func (s *scanner) errorAt(kind ErrorKind, line int32, col int, endLine int32, endCol int, msg string) {
	if s.err != nil {
		return
	}
	s.err = &Error{Kind: kind, Msg: msg, Filename: s.filename,
		Line: int(line), Col: col + 1, EndLine: int(endLine), EndCol: endCol + 1}
}

func (s *scanner) newline() {
	s.line++
	s.lineStart = s.pos
}

func (s *scanner) run() {
	src := s.src
	for s.err == nil {
		blank := false
		if s.atBOL {
			s.atBOL = false
			col, altcol := 0, 0
			for s.pos < len(src) {
				switch src[s.pos] {
				case ' ':
					col++
					altcol++
				case '\t':
					col = (col/8 + 1) * 8
					altcol++
				case '\f':
					col, altcol = 0, 0
				default:
					goto measured
				}
				s.pos++
			}
		measured:
			if s.pos >= len(src) || src[s.pos] == '#' || src[s.pos] == '\n' || src[s.pos] == '\\' && s.lineContinues() {
				blank = true
			}
			if !blank && len(s.parens) == 0 {
				s.indentation(col, altcol)
				if s.err != nil {
					return
				}
			}
		}
	again:
		for s.pos < len(src) && (src[s.pos] == ' ' || src[s.pos] == '\t' || src[s.pos] == '\f') {
			s.pos++
		}
		if s.pos >= len(src) {
			s.eof()
			return
		}
		c := src[s.pos]
		start := s.pos
		col := s.col()
		switch {
		case c == '#':
			for s.pos < len(src) && src[s.pos] != '\n' {
				s.pos++
			}
			goto again
		case c == '\n':
			if blank || len(s.parens) > 0 || !s.lineHasTok {
				s.pos++
				s.newline()
				s.atBOL = true
				continue
			}
			s.pos++
			s.toks = append(s.toks, token{kind: tNewline, line: s.line, col: col, endLine: s.line, endCol: col + 1, off: int32(start), end: int32(s.pos)})
			s.newline()
			s.atBOL = true
			s.lineHasTok = false
			continue
		case c == '\\':
			s.pos++
			if s.pos >= len(src) {
				s.errorAt(SyntaxError, s.line, int(s.col()), s.line, int(s.col()), "unexpected EOF while parsing")
				return
			}
			if src[s.pos] != '\n' {
				s.errorAt(SyntaxError, s.line, int(s.col()), s.line, -1, "unexpected character after line continuation character")
				return
			}
			s.pos++
			s.newline()
			if s.pos >= len(src) {
				s.errorAt(SyntaxError, s.line, 0, s.line, 0, "unexpected EOF while parsing")
				return
			}
			goto again
		case isIdentStart(c):
			s.identOrString()
		case c >= '0' && c <= '9' || c == '.' && s.pos+1 < len(src) && src[s.pos+1] >= '0' && src[s.pos+1] <= '9':
			s.number()
		case c == '\'' || c == '"':
			s.str(start, 0)
		case c >= utf8.RuneSelf:
			s.identOrString()
		default:
			s.operator()
		}
		s.lineHasTok = true
	}
}

// lineContinues reports whether the backslash at s.pos is a line
// continuation (so a line holding only it counts as blank for indentation).
func (s *scanner) lineContinues() bool {
	return false
}

func (s *scanner) indentation(col, altcol int) {
	top := len(s.indents) - 1
	line, icol := s.line, s.col()
	switch {
	case col == s.indents[top]:
		if altcol != s.altIndents[top] {
			s.tabError()
		}
	case col > s.indents[top]:
		if len(s.indents) >= maxIndent {
			s.errorAt(IndentationError, line, int(icol), line, int(icol), "too many levels of indentation")
			return
		}
		if altcol <= s.altIndents[top] {
			s.tabError()
			return
		}
		s.indents = append(s.indents, col)
		s.altIndents = append(s.altIndents, altcol)
		// CPython reports "unexpected indent" one column left of the text.
		s.toks = append(s.toks, token{kind: tIndent, line: line, col: icol - 1, endLine: line, endCol: icol, off: int32(s.pos), end: int32(s.pos)})
	default:
		for top > 0 && col < s.indents[top] {
			top--
			s.toks = append(s.toks, token{kind: tDedent, line: line, col: icol, endLine: line, endCol: icol, off: int32(s.pos), end: int32(s.pos)})
		}
		s.indents = s.indents[:top+1]
		s.altIndents = s.altIndents[:top+1]
		if col != s.indents[top] {
			// CPython reports this at the end of the offending line.
			eol := s.pos
			for eol < len(s.src) && s.src[eol] != '\n' {
				eol++
			}
			s.errorAt(IndentationError, line, eol-s.lineStart, line, -2, "unindent does not match any outer indentation level")
			return
		}
		if altcol != s.altIndents[top] {
			s.tabError()
		}
	}
}

func (s *scanner) tabError() {
	s.errorAt(TabError, s.line, 0, s.line, -1, "inconsistent use of tabs and spaces in indentation")
}

func (s *scanner) eof() {
	line, col := s.line, s.col()
	if s.lineHasTok && len(s.parens) == 0 {
		s.toks = append(s.toks, token{kind: tNewline, line: line, col: col, endLine: line, endCol: col + 1, off: int32(s.pos), end: int32(s.pos)})
	}
	if len(s.parens) == 0 {
		for i := len(s.indents) - 1; i > 0; i-- {
			s.toks = append(s.toks, token{kind: tDedent, line: line, col: col, endLine: line, endCol: col, off: int32(s.pos), end: int32(s.pos)})
		}
	}
	s.toks = append(s.toks, token{kind: tEOF, line: line, col: col, endLine: line, endCol: col, off: int32(s.pos), end: int32(s.pos)})
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= '0' && c <= '9'
}

// isXIDStart and isXIDContinue are Unicode 14.0's properties (CPython
// 3.11's), not those of Go's newer tables: a letter Unicode 15 added is
// not yet part of a name.
func isXIDStart(r rune) bool { return r == '_' || text.IsXIDStart(r) }

func isXIDContinue(r rune) bool { return text.IsXIDContinue(r) }

// invalidCharacter is CPython's message for a character no token starts
// with, non-printable ones (Unicode 14.0's view) by code point only.
func invalidCharacter(r rune) string {
	if !text.IsPrintable(r) {
		return fmt.Sprintf("invalid non-printable character U+%04X", r)
	}
	return fmt.Sprintf("invalid character '%c' (U+%04X)", r, r)
}

// identOrString scans a name, a keyword, or a prefixed string literal.
func (s *scanner) identOrString() {
	src := s.src
	start := s.pos
	line, col := s.line, s.col()
	nonASCII := false
	for s.pos < len(src) {
		c := src[s.pos]
		if isIdentChar(c) {
			s.pos++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, size := utf8.DecodeRune(src[s.pos:])
		if r == utf8.RuneError && size == 1 {
			s.errorAt(SyntaxError, line, int(s.col()), line, int(s.col()), "invalid UTF-8 in source")
			return
		}
		ok := isXIDContinue(r)
		if s.pos == start {
			ok = isXIDStart(r)
		}
		if !ok {
			if s.pos == start || !unicode.IsPrint(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r) {
				break
			}
			break
		}
		nonASCII = true
		s.pos += size
	}
	if s.pos == start {
		r, _ := utf8.DecodeRune(src[s.pos:])
		s.errorAt(SyntaxError, line, int(col), line, int(col), invalidCharacter(r))
		return
	}
	if s.pos < len(src) && (src[s.pos] == '"' || src[s.pos] == '\'') && s.pos-start <= 2 {
		if flags, ok := stringPrefix(src[start:s.pos]); ok {
			s.str(start, flags)
			return
		}
	}
	if s.pos < len(src) && src[s.pos] >= utf8.RuneSelf {
		r, _ := utf8.DecodeRune(src[s.pos:])
		if !isXIDContinue(r) {
			c := s.col()
			s.errorAt(SyntaxError, line, int(c), line, int(c), invalidCharacter(r))
			return
		}
	}
	kind := tName
	if !nonASCII {
		kind = keywordKind(src[start:s.pos])
	}
	s.emit(kind, start, line, col)
	if nonASCII {
		// CPython stores identifiers NFKC-normalized (PEP 3131).
		if id := norm.NFKC.Bytes(src[start:s.pos]); string(id) != string(src[start:s.pos]) {
			if s.norms == nil {
				s.norms = make(map[int32]string)
			}
			s.norms[int32(start)] = string(id)
		}
	}
}

// String prefix flags.
const (
	strRaw = 1 << iota
	strBytes
	strF
	strU
)

func stringPrefix(p []byte) (flags int, ok bool) {
	for _, c := range p {
		var f int
		switch c {
		case 'r', 'R':
			f = strRaw
		case 'b', 'B':
			f = strBytes
		case 'f', 'F':
			f = strF
		case 'u', 'U':
			f = strU
		default:
			return 0, false
		}
		if flags&f != 0 {
			return 0, false
		}
		flags |= f
	}
	if flags&strU != 0 && flags != strU || flags&strBytes != 0 && flags&strF != 0 {
		return 0, false
	}
	return flags, true
}

// str scans a string literal whose prefix starts at start and whose opening
// quote is at s.pos.
func (s *scanner) str(start int, flags int) {
	line, col := s.line, int32(start-s.lineStart)
	end, ok := s.stringEnd(s.pos, flags)
	if !ok {
		return
	}
	// Count the lines the literal spans.
	for i := s.pos; i < end; i++ {
		if s.src[i] == '\n' {
			s.line++
			s.lineStart = i + 1
		}
	}
	s.pos = end
	s.emit(tString, start, line, col)
}

// stringEnd returns the offset just past the literal whose opening quote is
// at q, or reports an unterminated-string error.
func (s *scanner) stringEnd(q int, flags int) (int, bool) {
	src := s.src
	quote := src[q]
	triple := q+2 < len(src) && src[q+1] == quote && src[q+2] == quote
	i := q + 1
	if triple {
		i = q + 3
	}
	var end int
	if flags&strF != 0 {
		end = fstringEnd(src, i, quote, triple)
	} else {
		end = plainStringEnd(src, i, quote, triple)
	}
	if end >= 0 {
		return end, true
	}
	// Unterminated: report where CPython does.
	startLine, startCol := s.line, int(int32(q-s.lineStart))
	// the token starts at its prefix
	for p := q - 1; p >= s.lineStart && p >= 0 && isIdentChar(src[p]); p-- {
		startCol--
	}
	detected := s.line
	stop := len(src)
	if !triple {
		// a single-quoted string ends at the end of its (logical) line
		for j := i; j < len(src); j++ {
			if src[j] == '\\' && j+1 < len(src) {
				if src[j+1] == '\n' {
					detected++
				}
				j++
				continue
			}
			if src[j] == '\n' {
				break
			}
		}
		s.errorAt(SyntaxError, startLine, startCol, startLine, startCol, fmt.Sprintf("unterminated string literal (detected at line %d)", detected))
		return 0, false
	}
	for j := q; j < stop; j++ {
		if src[j] == '\n' && j+1 < stop {
			detected++
		}
	}
	s.errorAt(SyntaxError, startLine, startCol, startLine, startCol, fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", detected))
	return 0, false
}

// plainStringEnd finds the end of a non-f string body starting at i; -1 if
// unterminated.
func plainStringEnd(src []byte, i int, quote byte, triple bool) int {
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\\':
			i += 2
			continue
		case c == '\n' && !triple:
			return -1
		case c == quote:
			if !triple {
				return i + 1
			}
			if i+2 < len(src) && src[i+1] == quote && src[i+2] == quote {
				return i + 3
			}
		}
		i++
	}
	return -1
}

// fstringEnd finds the end of an f-string body starting at i, with PEP 701
// nesting: replacement fields may hold strings with any quotes. -1 if
// unterminated.
func fstringEnd(src []byte, i int, quote byte, triple bool) int {
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\\':
			if i+1 < len(src) && src[i+1] != '{' && src[i+1] != '}' {
				i++
			}
			i++
			continue
		case c == '\n' && !triple:
			return -1
		case c == quote:
			if !triple {
				return i + 1
			}
			if i+2 < len(src) && src[i+1] == quote && src[i+2] == quote {
				return i + 3
			}
		case c == '{':
			if i+1 < len(src) && src[i+1] == '{' {
				i += 2
				continue
			}
			i = fieldEnd(src, i+1, quote, triple, 0)
			if i < 0 {
				return -1
			}
			continue
		}
		i++
	}
	return -1
}

// fieldEnd skips a replacement field whose expression starts at i and
// returns the offset after its closing '}' (or at the enclosing string's
// closing quote, which the caller then sees). -1 if unterminated.
func fieldEnd(src []byte, i int, quote byte, triple bool, depth int) int {
	if depth > 20 {
		return -1
	}
	brackets := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n' && !triple:
			return -1
		case c == '\\':
			i += 2
			continue
		case c == '\'' || c == '"':
			if c == quote && plainStringEnd(src, i+1, c, false) < 0 {
				return i // the enclosing f-string ends here (3.11's reading)
			}
			fl := 0
			for p := i - 1; p >= 0 && isIdentChar(src[p]); p-- {
				if src[p] == 'f' || src[p] == 'F' {
					fl = strF
				}
			}
			tr := i+2 < len(src) && src[i+1] == c && src[i+2] == c
			j := i + 1
			if tr {
				j = i + 3
			}
			var e int
			if fl != 0 {
				e = fstringEnd(src, j, c, tr)
			} else {
				e = plainStringEnd(src, j, c, tr)
			}
			if e < 0 {
				return -1
			}
			i = e
			continue
		case c == '(' || c == '[' || c == '{':
			brackets++
		case c == ')' || c == ']':
			if brackets > 0 {
				brackets--
			}
		case c == '}':
			if brackets == 0 {
				return i + 1
			}
			brackets--
		case c == ':' && brackets == 0:
			// format spec: literal text with nested fields up to '}'
			i++
			for i < len(src) {
				d := src[i]
				if d == '\n' && !triple {
					return -1
				}
				if d == quote && (!triple || i+2 < len(src) && src[i+1] == quote && src[i+2] == quote) {
					return i
				}
				if d == '{' {
					i = fieldEnd(src, i+1, quote, triple, depth+1)
					if i < 0 {
						return -1
					}
					continue
				}
				if d == '}' {
					return i + 1
				}
				if d == '\\' {
					i++
				}
				i++
			}
			return -1
		}
		i++
	}
	return -1
}

func (s *scanner) number() {
	src := s.src
	start := s.pos
	line, col := s.line, s.col()
	fail := func(msg string, at int) {
		c := at - s.lineStart
		s.errorAt(SyntaxError, line, c, line, c, msg)
	}
	digits := func(ok func(byte) bool) bool {
		// one or more digits, single underscores between
		if s.pos >= len(src) || !ok(src[s.pos]) {
			return false
		}
		for s.pos < len(src) {
			c := src[s.pos]
			if ok(c) {
				s.pos++
			} else if c == '_' && s.pos+1 < len(src) && ok(src[s.pos+1]) {
				s.pos += 2
			} else {
				break
			}
		}
		return true
	}
	isDec := func(c byte) bool { return c >= '0' && c <= '9' }
	kind := "decimal"
	if src[s.pos] == '0' && s.pos+1 < len(src) && (src[s.pos+1]|0x20 == 'x' || src[s.pos+1]|0x20 == 'o' || src[s.pos+1]|0x20 == 'b') {
		var ok func(byte) bool
		switch src[s.pos+1] | 0x20 {
		case 'x':
			kind = "hexadecimal"
			ok = func(c byte) bool { return isDec(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }
		case 'o':
			kind = "octal"
			ok = func(c byte) bool { return c >= '0' && c <= '7' }
		default:
			kind = "binary"
			ok = func(c byte) bool { return c == '0' || c == '1' }
		}
		s.pos += 2
		for {
			if s.pos < len(src) && src[s.pos] == '_' {
				s.pos++
			}
			if !digits(ok) {
				if s.pos < len(src) && isDec(src[s.pos]) {
					fail(fmt.Sprintf("invalid digit '%c' in %s literal", src[s.pos], kind), s.pos+1)
					return
				}
				fail(fmt.Sprintf("invalid %s literal", kind), s.pos-1)
				return
			}
			if s.pos < len(src) && src[s.pos] == '_' {
				continue
			}
			break
		}
		if s.pos < len(src) && isDec(src[s.pos]) {
			fail(fmt.Sprintf("invalid digit '%c' in %s literal", src[s.pos], kind), s.pos+1)
			return
		}
		if !s.endOfNumber(kind, line) {
			return
		}
		s.emit(tNumber, start, line, col)
		return
	}
	isFloat := false
	if src[s.pos] != '.' {
		leadingZero := src[s.pos] == '0'
		digits(isDec)
		if s.pos < len(src) && src[s.pos] == '_' {
			fail("invalid decimal literal", s.pos)
			return
		}
		if leadingZero {
			nonzero := false
			for _, c := range src[start:s.pos] {
				if c != '0' && c != '_' {
					nonzero = true
				}
			}
			next := byte(0)
			if s.pos < len(src) {
				next = src[s.pos]
			}
			if nonzero && next != '.' && next|0x20 != 'e' && next|0x20 != 'j' {
				c := start - s.lineStart
				s.err = &Error{Kind: SyntaxError, Filename: s.filename, Line: int(line), Col: c + 1, EndLine: int(line), EndCol: s.pos - s.lineStart + 1,
					Msg: "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"}
				return
			}
		}
	}
	if s.pos < len(src) && src[s.pos] == '.' {
		isFloat = true
		s.pos++
		if s.pos < len(src) && isDec(src[s.pos]) {
			digits(isDec)
			if s.pos < len(src) && src[s.pos] == '_' {
				fail("invalid decimal literal", s.pos+1)
				return
			}
		}
	}
	if s.pos < len(src) && src[s.pos]|0x20 == 'e' {
		save := s.pos
		s.pos++
		if s.pos < len(src) && (src[s.pos] == '+' || src[s.pos] == '-') {
			s.pos++
		}
		if !digits(isDec) {
			if s.pos < len(src) && (src[s.pos] == '+' || src[s.pos] == '-' || src[s.pos-1] == '+' || src[s.pos-1] == '-') {
				fail("invalid decimal literal", save)
				return
			}
			// `1else` style: the 'e' starts a keyword
			s.pos = save
			if !s.endOfNumber(kind, line) {
				return
			}
			s.emit(tNumber, start, line, col)
			return
		}
		if s.pos < len(src) && src[s.pos] == '_' {
			fail("invalid decimal literal", s.pos+1)
			return
		}
		isFloat = true
	}
	if s.pos < len(src) && src[s.pos]|0x20 == 'j' {
		s.pos++
		kind = "imaginary"
	}
	_ = isFloat
	if !s.endOfNumber(kind, line) {
		return
	}
	s.emit(tNumber, start, line, col)
}

// endOfNumber checks what follows a number: a name may follow only if it is
// one of the keywords CPython tolerates there (`1if x else y`).
func (s *scanner) endOfNumber(kind string, line int32) bool {
	src := s.src
	if s.pos >= len(src) {
		return true
	}
	c := src[s.pos]
	if !isIdentChar(c) && c < utf8.RuneSelf {
		return true
	}
	rest := src[s.pos:]
	for _, kw := range [...]string{"and", "else", "for", "if", "in", "is", "not", "or"} {
		if len(rest) >= len(kw) && string(rest[:len(kw)]) == kw {
			return true
		}
	}
	at := s.pos - s.lineStart
	if kind == "decimal" || kind == "imaginary" {
		at = s.pos - 1 - s.lineStart
	}
	// CPython points at the number's start for decimal literals
	s.errorAt(SyntaxError, line, at, line, at, fmt.Sprintf("invalid %s literal", kind))
	return false
}

func (s *scanner) operator() {
	src := s.src
	start := s.pos
	line, col := s.line, s.col()
	c := src[s.pos]
	var c1, c2 byte
	if s.pos+1 < len(src) {
		c1 = src[s.pos+1]
	}
	if s.pos+2 < len(src) {
		c2 = src[s.pos+2]
	}
	kind, n := tErrorOp, 1
	switch c {
	case '(':
		kind = tLpar
	case ')':
		kind = tRpar
	case '[':
		kind = tLsqb
	case ']':
		kind = tRsqb
	case '{':
		kind = tLbrace
	case '}':
		kind = tRbrace
	case ',':
		kind = tComma
	case ';':
		kind = tSemi
	case '~':
		kind = tTilde
	case ':':
		kind = tColon
		if c1 == '=' {
			kind, n = tColonEqual, 2
		}
	case '.':
		kind = tDot
		if c1 == '.' && c2 == '.' {
			kind, n = tEllipsis, 3
		}
	case '+':
		kind = tPlus
		if c1 == '=' {
			kind, n = tPlusEqual, 2
		}
	case '-':
		kind = tMinus
		if c1 == '=' {
			kind, n = tMinEqual, 2
		} else if c1 == '>' {
			kind, n = tRarrow, 2
		}
	case '*':
		kind = tStar
		if c1 == '*' {
			kind, n = tDoubleStar, 2
			if c2 == '=' {
				kind, n = tDoubleStarEqual, 3
			}
		} else if c1 == '=' {
			kind, n = tStarEqual, 2
		}
	case '/':
		kind = tSlash
		if c1 == '/' {
			kind, n = tDoubleSlash, 2
			if c2 == '=' {
				kind, n = tDoubleSlashEqual, 3
			}
		} else if c1 == '=' {
			kind, n = tSlashEqual, 2
		}
	case '|':
		kind = tVbar
		if c1 == '=' {
			kind, n = tVbarEqual, 2
		}
	case '&':
		kind = tAmper
		if c1 == '=' {
			kind, n = tAmperEqual, 2
		}
	case '^':
		kind = tCircumflex
		if c1 == '=' {
			kind, n = tCircumflexEqual, 2
		}
	case '%':
		kind = tPercent
		if c1 == '=' {
			kind, n = tPercentEqual, 2
		}
	case '@':
		kind = tAt
		if c1 == '=' {
			kind, n = tAtEqual, 2
		}
	case '=':
		kind = tEqual
		if c1 == '=' {
			kind, n = tEqEqual, 2
		}
	case '!':
		kind = tExclamation
		if c1 == '=' {
			kind, n = tNotEqual, 2
		}
	case '<':
		kind = tLess
		switch c1 {
		case '=':
			kind, n = tLessEqual, 2
		case '<':
			kind, n = tLeftShift, 2
			if c2 == '=' {
				kind, n = tLeftShiftEqual, 3
			}
		case '>':
			kind, n = tNotEqual, 2 // "<>" is rejected by the parser
		}
	case '>':
		kind = tGreater
		switch c1 {
		case '=':
			kind, n = tGreaterEqual, 2
		case '>':
			kind, n = tRightShift, 2
			if c2 == '=' {
				kind, n = tRightShiftEqual, 3
			}
		}
	}
	switch kind {
	case tLpar, tLsqb, tLbrace:
		if len(s.parens) >= 200 {
			s.errorAt(SyntaxError, line, int(col), line, int(col), "too many nested parentheses")
			return
		}
		s.parens = append(s.parens, openParen{c, line, col})
	case tRpar, tRsqb, tRbrace:
		if len(s.parens) == 0 {
			s.errorAt(SyntaxError, line, int(col), line, int(col)+1, fmt.Sprintf("unmatched '%c'", c))
			return
		}
		open := s.parens[len(s.parens)-1]
		if !(open.ch == '(' && c == ')' || open.ch == '[' && c == ']' || open.ch == '{' && c == '}') {
			if open.line != line {
				s.errorAt(SyntaxError, line, int(col), line, int(col)+1, fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, open.line))
			} else {
				s.errorAt(SyntaxError, line, int(col), line, int(col)+1, fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch))
			}
			return
		}
		s.parens = s.parens[:len(s.parens)-1]
	}
	s.pos += n
	s.emit(kind, start, line, col)
}
