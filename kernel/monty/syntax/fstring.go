package syntax

import "fmt"

// F-strings are parsed the way CPython 3.11 does (Parser/string_parser.c),
// because that fixes the positions ast.dump shows: literal parts and
// FormattedValue nodes take the span of the whole implicitly concatenated
// group, a format spec's JoinedStr takes the span of its own token, and each
// replacement field's expression is parsed as "(" + text + ")" by a
// sub-parser whose first line is shifted to where the '{' stands. The scanner
// has already found where each f-string ends using PEP 701's nesting rules,
// so replacement fields may also hold quotes of the enclosing kind.

// fstring parses the body of one f-string token t into st. lvl is 0 for the
// top level and 1 inside a format spec.
func (p *parser) fstring(st *fstringState, g *group, t *token, body []byte, bodyOff int, raw bool, lvl int) int {
	i := 0
	for {
		lit, next, more := p.fstringLiteral(t, body, i, raw, lvl)
		i = next
		if lit != nil {
			st.addStr(lit)
		}
		if more {
			continue
		}
		if i >= len(body) || body[i] == '}' {
			break
		}
		fv, text, ni := p.fstringField(g, t, body, bodyOff, i, raw, lvl)
		i = ni
		if text != nil {
			st.addStr(text)
		}
		st.flushConst(g, g.first, g.last)
		st.values = append(st.values, fv)
	}
	if lvl > 0 && (i >= len(body) || body[i] != '}') {
		p.fstringError(t, "f-string: expecting '}'")
	}
	return i
}

// fstringLiteral reads literal text from i up to an expression's '{' (or a
// spec's closing '}'); more reports a doubled brace that ends the literal
// early.
func (p *parser) fstringLiteral(t *token, body []byte, i int, raw bool, lvl int) (lit []byte, next int, more bool) {
	start := i
	end := len(body)
	for i < end {
		ch := body[i]
		i++
		if !raw && ch == '\\' && i < end {
			ch = body[i]
			i++
			if ch == 'N' {
				if i < end && body[i] == '{' {
					i++
					for i < end {
						c := body[i]
						i++
						if c == '}' {
							break
						}
					}
				}
				continue
			}
		}
		if ch == '{' || ch == '}' {
			if lvl == 0 {
				if i < end && body[i] == ch {
					return p.decodeLit(t, body[start:i], raw), i + 1, true
				}
				if ch == '}' {
					p.fstringError(t, "f-string: single '}' is not allowed")
				}
			}
			i--
			break
		}
	}
	if i == start {
		return nil, i, false
	}
	return p.decodeLit(t, body[start:i], raw), i, false
}

func (p *parser) decodeLit(t *token, b []byte, raw bool) []byte {
	if raw {
		return b
	}
	return p.decodeStr(t, b, false)
}

// fstringField parses a replacement field starting at body[i] == '{'.
func (p *parser) fstringField(g *group, t *token, body []byte, bodyOff int, i int, raw bool, lvl int) (Expr, []byte, int) {
	if lvl >= 2 {
		p.fstringError(t, "f-string: expressions nested too deeply")
	}
	open := i
	i++
	exprStart := i
	end := len(body)
	var stack []byte
loop:
	for i < end {
		ch := body[i]
		switch {
		case ch == '\'' || ch == '"':
			fl := 0
			for k := i - 1; k >= exprStart && isIdentChar(body[k]); k-- {
				if body[k]|0x20 == 'f' {
					fl = strF
				}
			}
			tr := i+2 < end && body[i+1] == ch && body[i+2] == ch
			j := i + 1
			if tr {
				j = i + 3
			}
			var e int
			if fl != 0 {
				e = fstringEnd(body[:end], j, ch, tr)
			} else {
				e = plainStringEnd(body[:end], j, ch, tr)
			}
			if e < 0 {
				p.fstringError(t, "f-string: unterminated string")
			}
			i = e
			continue
		case ch == '[' || ch == '{' || ch == '(':
			if len(stack) >= 200 {
				p.fstringError(t, "f-string: too many nested parenthesis")
			}
			stack = append(stack, ch)
		case ch == '#':
			p.fstringError(t, "f-string expression part cannot include '#'")
		case len(stack) == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<'):
			if i+1 < end {
				next := body[i+1]
				if ch == '!' && next == '=' || ch == '=' && next == '=' || ch == '<' && next == '=' || ch == '>' && next == '=' {
					i += 2
					continue
				}
			}
			if ch == '>' || ch == '<' {
				break
			}
			break loop
		case ch == ']' || ch == '}' || ch == ')':
			if len(stack) == 0 {
				p.fstringError(t, fmt.Sprintf("f-string: unmatched '%c'", ch))
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if !(o == '(' && ch == ')' || o == '[' && ch == ']' || o == '{' && ch == '}') {
				p.fstringError(t, fmt.Sprintf("f-string: closing parenthesis '%c' does not match opening parenthesis '%c'", ch, o))
			}
		}
		i++
	}
	if len(stack) > 0 {
		p.fstringError(t, fmt.Sprintf("f-string: unmatched '%c'", stack[len(stack)-1]))
	}
	if i >= end {
		p.fstringError(t, "f-string: expecting '}'")
	}
	exprEnd := i
	expr := p.fstringExpr(t, body, bodyOff, open, exprStart, exprEnd)

	var text []byte
	if body[i] == '=' {
		i++
		for i < end && isPySpace(body[i]) {
			i++
		}
		text = body[exprStart:i]
	}
	conversion := -1
	if i < end && body[i] == '!' {
		i++
		if i >= end {
			p.fstringError(t, "f-string: expecting '}'")
		}
		conversion = int(body[i])
		i++
		if conversion != 's' && conversion != 'r' && conversion != 'a' {
			p.fstringError(t, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
	}
	if i >= end {
		p.fstringError(t, "f-string: expecting '}'")
	}
	var spec Expr
	if body[i] == ':' {
		i++
		if i >= end {
			p.fstringError(t, "f-string: expecting '}'")
		}
		sub := &fstringState{fmode: true}
		n := p.fstring(sub, g, t, body[i:], bodyOff+i, raw, lvl+1)
		i += n
		tg := &group{first: t, last: t}
		sub.flushConst(tg, t, t)
		if sub.values == nil {
			sub.values = []Expr{}
		}
		spec = &JoinedStr{Loc{t.line, t.col, t.endLine, t.endCol}, sub.values}
	}
	if i >= end || body[i] != '}' {
		p.fstringError(t, "f-string: expecting '}'")
	}
	i++
	if text != nil && spec == nil && conversion == -1 {
		conversion = 'r'
	}
	fv := &FormattedValue{Loc: g.loc(), Value: expr, Conversion: conversion, FormatSpec: spec}
	return fv, text, i
}

func isPySpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// fstringExpr parses body[exprStart:exprEnd] as "(" + text + ")" with
// CPython 3.11's position shift.
func (p *parser) fstringExpr(t *token, body []byte, bodyOff, open, exprStart, exprEnd int) Expr {
	s := exprStart
	for s < exprEnd && (body[s] == ' ' || body[s] == '\t' || body[s] == '\n' || body[s] == '\f') {
		s++
	}
	if s == exprEnd {
		p.fstringError(t, "f-string: empty expression not allowed")
	}
	// Locate the '{' within the token text.
	tokText := p.src[t.off:t.end]
	brace := bodyOff + open
	newlineAfterBrace := true
	for k := brace + 1; k < len(tokText) && tokText[k] != '}' && tokText[k] != '\n'; k++ {
		if c := tokText[k]; c != ' ' && c != '\t' && c != '\f' {
			newlineAfterBrace = false
			break
		}
	}
	lines, cols := 0, 0
	if !newlineAfterBrace {
		k := brace
		for k > 0 && tokText[k] != '\n' {
			k--
		}
		cols = brace - k
		if tokText[k] == '\n' {
			cols--
		}
	}
	for k := 0; k < brace; k++ {
		if tokText[k] == '\n' {
			lines++
		}
	}
	startCol := int32(cols)
	if lines == 0 {
		startCol += t.col
	}
	lineShift := t.line + int32(lines) - 1

	sub := make([]byte, 0, exprEnd-exprStart+2)
	sub = append(sub, '(')
	sub = append(sub, body[exprStart:exprEnd]...)
	sub = append(sub, ')')
	sc := scan(p.filename, sub)
	if sc.err != nil {
		p.fstringError(t, sc.err.Msg)
	}
	toks := sc.toks
	for k := range toks {
		tk := &toks[k]
		if tk.endLine == 1 {
			tk.col += startCol
			tk.endCol += startCol
		}
		tk.line += lineShift
		tk.endLine += lineShift
	}
	q := &parser{src: sub, filename: p.filename, toks: toks, norms: sc.norms, root: p.rootParser()}
	var e Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bailout); !ok {
					panic(r)
				}
				if p.err == nil {
					p.err = q.err
				}
				panic(bailout{})
			}
		}()
		e = q.starExpressions()
		if q.kind() != tNewline && q.kind() != tEOF {
			q.unexpected()
		}
	}()
	return e
}

// fstringError reports an f-string error where CPython 3.11 does: after the
// string token.
func (p *parser) fstringError(t *token, msg string) {
	p.fail(SyntaxError, t.endLine, t.endCol, t.endLine, t.endCol, msg)
}
