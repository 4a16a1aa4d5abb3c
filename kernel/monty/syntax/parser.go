package syntax

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/ianaindex"
)

// Parse parses src as Python source and returns its tree: a *Module,
// *Expression or *Interactive according to mode. A syntax error is returned
// as a *Error. filename is used only in errors.
func Parse(filename string, src []byte, mode Mode) (root Root, err error) {
	return ParseInterruptible(filename, src, mode, nil)
}

// ParseInterruptible is Parse that calls stop every few hundred
// statements and gives up with its error when it returns one (a deadline
// passed): a source of megabytes takes seconds to parse. stop may be nil.
func ParseInterruptible(filename string, src []byte, mode Mode, stop func() error) (root Root, err error) {
	text, derr := decodeSource(src)
	if derr != "" {
		return nil, &Error{Kind: SyntaxError, Msg: derr, Filename: filename, Line: 1, Col: 1}
	}
	sc := scan(filename, text)
	p := &parser{src: text, filename: filename, toks: sc.toks, parens: sc.parens, norms: sc.norms, stop: stop}
	if serr := sc.err; serr != nil {
		serr.Text = p.lineText(serr.Line)
		return nil, serr
	}
	defer func() {
		if r := recover(); r != nil {
			switch r := r.(type) {
			case interrupted:
				root, err = nil, r.err
				return
			case tooDeep:
				root, err = nil, &Error{Kind: MemoryError, Filename: filename}
				return
			case treeTooDeep:
				root, err = nil, &Error{Kind: RecursionError, Msg: RecursionErrorMsg, Filename: filename}
				return
			}
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.err.Text = p.lineText(p.err.Line)
			root, err = nil, p.err
		}
	}()
	defer func() {
		if err == nil && TooDeep(root) {
			root, err = nil, &Error{Kind: RecursionError, Msg: RecursionErrorMsg, Filename: filename}
		}
	}()
	switch mode {
	case ModeEval:
		for p.kind() == tNewline {
			p.next()
		}
		e := p.expressions()
		for p.kind() == tNewline {
			p.next()
		}
		p.expectEOF()
		return &Expression{Body: e}, nil
	case ModeSingle:
		return &Interactive{Body: p.interactive()}, nil
	}
	body := p.statements(true)
	p.expectEOF()
	return &Module{Body: body, TypeIgnores: []*TypeIgnore{}}, nil
}

// decodeSource strips a UTF-8 BOM, decodes a PEP 263 coding declaration's
// encoding to UTF-8, normalizes newlines to \n and checks the text is
// UTF-8, as CPython's tokenizer does before it tokenizes.
func decodeSource(src []byte) ([]byte, string) {
	bom := bytes.HasPrefix(src, []byte("\xef\xbb\xbf"))
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	if enc := codingDeclaration(src); enc != "" {
		name := strings.ReplaceAll(enc, "_", "-")
		switch {
		case name == "utf-8" || strings.HasPrefix(name, "utf-8-"):
		case bom:
			return nil, fmt.Sprintf("encoding problem: %s with BOM", enc)
		case name == "utf8" || name == "u8" || name == "utf" || name == "cp65001":
		case name == "latin-1" || name == "iso-8859-1" || name == "iso-latin-1" || name == "latin1" || name == "l1" ||
			strings.HasPrefix(name, "latin-1-") || strings.HasPrefix(name, "iso-8859-1-") || strings.HasPrefix(name, "iso-latin-1-"):
			buf := make([]byte, 0, len(src)+len(src)/8)
			for _, b := range src {
				buf = utf8.AppendRune(buf, rune(b))
			}
			src = buf
		case name == "ascii" || name == "us-ascii" || name == "646":
		default:
			e, err := ianaindex.IANA.Encoding(name)
			if err != nil || e == nil {
				if strings.HasPrefix(name, "cp") {
					e, err = ianaindex.IANA.Encoding("windows-" + name[2:])
				}
				if err != nil || e == nil {
					return nil, "unknown encoding: " + enc
				}
			}
			if cm, ok := e.(*charmap.Charmap); ok && strings.HasPrefix(name, "iso-8859-") {
				// Python's ISO 8859 codecs map 0x80-0x9F to the C1
				// controls, where Go's tables have no character.
				buf := make([]byte, 0, len(src)+len(src)/2)
				for _, b := range src {
					r := cm.DecodeByte(b)
					if r == utf8.RuneError && b >= 0x80 && b < 0xa0 {
						r = rune(b)
					}
					buf = utf8.AppendRune(buf, r)
				}
				src = buf
				break
			}
			out, err := e.NewDecoder().Bytes(src)
			if err != nil {
				return nil, "encoding problem: " + enc
			}
			src = out
		}
	}
	if bytes.IndexByte(src, 0) >= 0 {
		return nil, "source code string cannot contain null bytes"
	}
	if bytes.IndexByte(src, '\r') >= 0 {
		buf := make([]byte, 0, len(src))
		for i := 0; i < len(src); i++ {
			if src[i] == '\r' {
				buf = append(buf, '\n')
				if i+1 < len(src) && src[i+1] == '\n' {
					i++
				}
				continue
			}
			buf = append(buf, src[i])
		}
		src = buf
	}
	if !utf8.Valid(src) {
		return nil, "(unicode error) 'utf-8' codec can't decode bytes: invalid utf-8"
	}
	return src, ""
}

// codingDeclaration returns the normalized encoding named by a PEP 263
// comment on line 1 or 2, or "".
func codingDeclaration(src []byte) string {
	for line := 0; line < 2 && len(src) > 0; line++ {
		end := bytes.IndexByte(src, '\n')
		var l []byte
		if end < 0 {
			l, src = src, nil
		} else {
			l, src = src[:end], src[end+1:]
		}
		t := bytes.TrimLeft(l, " \t\f")
		if len(t) == 0 || t[0] != '#' {
			if len(t) > 0 {
				return ""
			}
			continue
		}
		i := bytes.Index(t, []byte("coding"))
		if i < 0 || i+6 >= len(t) || (t[i+6] != ':' && t[i+6] != '=') {
			continue
		}
		rest := bytes.TrimLeft(t[i+7:], " \t")
		j := 0
		for j < len(rest) && (isIdentChar(rest[j]) || rest[j] == '-' || rest[j] == '.') {
			j++
		}
		return string(bytes.ToLower(rest[:j]))
	}
	return ""
}

type bailout struct{}

// parser is a recursive-descent parser over the token slice.
type parser struct {
	src      []byte
	filename string
	toks     []token
	i        int
	prevEnd  Pos
	parens   []openParen
	norms    map[int32]string
	err      *Error

	root *parser // the file's parser, for sub-parsers of f-string fields

	// depth counts the levels of recursion of the root parser (enter).
	depth int
	// stop, when set, says whether to give up (ParseInterruptible);
	// stmts counts statements between two calls.
	stop  func() error
	stmts int

	// speculating counts enclosing try calls; error refinements that
	// re-parse are skipped inside them (their errors are discarded anyway,
	// and nesting them would cost exponential time).
	speculating int

	// lastDisj is the most recently parsed disjunction (first token index
	// and end), for the "Perhaps you forgot a comma?" message.
	lastDisj struct {
		tok int
		end Pos
	}
}

func (p *parser) rootParser() *parser {
	if p.root != nil {
		return p.root
	}
	return p
}

func (p *parser) tok() *token          { return &p.toks[p.i] }
func (p *parser) kind() tokKind        { return p.toks[p.i].kind }
func (p *parser) startPos() Pos        { t := &p.toks[p.i]; return Pos{t.line, t.col} }
func (p *parser) text(t *token) string { return string(p.src[t.off:t.end]) }

func (p *parser) peekKind(n int) tokKind {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n].kind
	}
	return tEOF
}

func (p *parser) next() {
	t := &p.toks[p.i]
	p.prevEnd = Pos{t.endLine, t.endCol}
	if p.i < len(p.toks)-1 {
		p.i++
	}
}

func (p *parser) loc(start Pos) Loc {
	return Loc{start.Line, start.Col, p.prevEnd.Line, p.prevEnd.Col}
}

// isName reports whether the current token is the (soft keyword) name s.
func (p *parser) isName(s string) bool {
	t := &p.toks[p.i]
	return t.kind == tName && int(t.end-t.off) == len(s) && string(p.src[t.off:t.end]) == s
}

func (p *parser) got(k tokKind) bool {
	if p.kind() == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(k tokKind) {
	if p.kind() != k {
		if k == tColon {
			p.errorAtPrevEnd("expected ':'")
		}
		p.unexpected()
	}
	p.next()
}

func (p *parser) expectEOF() {
	if p.kind() != tEOF {
		p.unexpected()
	}
}

func (p *parser) name() string {
	if p.kind() != tName {
		p.unexpected()
	}
	t := p.tok()
	s := p.identifier(t)
	p.next()
	return s
}

// identifier returns the text of a name token (interned for ASCII names
// would be a later optimisation).
func (p *parser) identifier(t *token) string {
	if p.norms != nil {
		if n, ok := p.norms[t.off]; ok {
			return n
		}
	}
	return string(p.src[t.off:t.end])
}

// ---- errors ----

func (p *parser) fail(kind ErrorKind, line, col int32, endLine, endCol int32, msg string) {
	if p.err == nil {
		p.err = &Error{Kind: kind, Msg: msg, Filename: p.filename,
			Line: int(line), Col: p.rootParser().charCol(line, col) + 1, EndLine: int(endLine), EndCol: p.rootParser().charCol(endLine, endCol) + 1}
	}
	panic(bailout{})
}

func (p *parser) errorAt(t *token, msg string) {
	p.fail(SyntaxError, t.line, t.col, t.endLine, t.endCol, msg)
}

func (p *parser) errorNode(n Node, msg string) {
	s, e := n.Pos(), n.End()
	p.fail(SyntaxError, s.Line, s.Col, e.Line, e.Col, msg)
}

func (p *parser) errorRange(s, e Pos, msg string) {
	p.fail(SyntaxError, s.Line, s.Col, e.Line, e.Col, msg)
}

func (p *parser) errorAtPrevEnd(msg string) {
	p.fail(SyntaxError, p.prevEnd.Line, p.prevEnd.Col, p.prevEnd.Line, p.prevEnd.Col, msg)
}

// unexpected reports the generic error at the current token.
func (p *parser) unexpected() {
	t := p.tok()
	switch t.kind {
	case tEOF:
		if len(p.parens) > 0 {
			o := p.parens[len(p.parens)-1]
			p.fail(SyntaxError, o.line, o.col, o.line, o.col+1, fmt.Sprintf("'%c' was never closed", o.ch))
		}
		p.fail(SyntaxError, t.line, t.col, t.line, t.col, "unexpected EOF while parsing")
	case tIndent:
		p.fail(IndentationError, t.line, t.col, t.line, -2, "unexpected indent")
	case tDedent:
		p.fail(IndentationError, t.line, t.col, t.line, t.col, "unexpected unindent")
	}
	if p.speculating == 0 {
		p.legacyPrint()
		p.forgotComma()
	}
	if len(p.parens) > 0 && t.kind == tNewline {
		o := p.parens[len(p.parens)-1]
		p.fail(SyntaxError, o.line, o.col, o.line, o.col+1, fmt.Sprintf("'%c' was never closed", o.ch))
	}
	p.errorAt(t, "invalid syntax")
}

// charCol converts a byte column to CPython's character offset.
func (p *parser) charCol(line, col int32) int {
	if col < 0 {
		return int(col)
	}
	start := p.lineOffset(int(line))
	if start < 0 {
		return int(col)
	}
	end := start + int(col)
	if end > len(p.src) {
		end = len(p.src)
	}
	n := 0
	for _, b := range p.src[start:end] {
		if b&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

func (p *parser) lineOffset(line int) int {
	if line < 1 {
		return -1
	}
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(p.src[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	return off
}

func (p *parser) lineText(line int) string {
	off := p.lineOffset(line)
	if off < 0 {
		return ""
	}
	end := bytes.IndexByte(p.src[off:], '\n')
	if end < 0 {
		return string(p.src[off:])
	}
	return string(p.src[off : off+end+1])
}

// legacyPrint reports `print x` / `exec x` as CPython's
// invalid_legacy_expression rule does.
func (p *parser) legacyPrint() {
	if p.i == 0 || !p.startsExpr() || p.kind() == tLpar {
		return
	}
	prev := &p.toks[p.i-1]
	if prev.kind != tName {
		return
	}
	name := p.text(prev)
	if name != "print" && name != "exec" {
		return
	}
	save := p.i
	var end Pos
	if p.try(func() { p.starExpressions(); end = p.prevEnd }) {
		p.i = save
		p.errorRange(prev.pos(), end, fmt.Sprintf("Missing parentheses in call to '%s'. Did you mean %s(...)?", name, name))
	}
}

// forgotComma reports two juxtaposed expressions inside brackets, as
// CPython's invalid_expression rule does.
func (p *parser) forgotComma() {
	if !p.startsExpr() || p.lastDisj.end != p.prevEnd || p.toks[p.i].depth == 0 {
		return
	}
	a := &p.toks[p.lastDisj.tok]
	if a.kind == tName {
		switch p.text(a) {
		case "match", "case", "_":
			return
		}
		if p.lastDisj.tok+1 < len(p.toks) && p.toks[p.lastDisj.tok+1].kind == tString {
			return
		}
	}
	save := p.i
	var end Pos
	if p.try(func() { p.expression(); end = p.prevEnd }) {
		p.i = save
		p.errorRange(a.pos(), end, "invalid syntax. Perhaps you forgot a comma?")
	}
}

// offsetOf returns the source offset of a position of the root source.
func (p *parser) offsetOf(pos Pos) int {
	off := p.lineOffset(int(pos.Line))
	if off < 0 || off+int(pos.Col) >= len(p.src) {
		return 0
	}
	return off + int(pos.Col)
}
