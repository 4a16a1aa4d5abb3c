package syntax

import "fmt"

// `match` is a soft keyword: a line starting with the name match is a
// match statement only if `match subject:` NEWLINE follows, as in CPython's
// PEG grammar where match_stmt is tried first and silently backtracks.

// tryMatch parses a match statement, or returns nil (position unchanged)
// when the line is not one.
func (p *parser) tryMatch() Stmt {
	start := p.startPos()
	line := p.tok().line
	var subject Expr
	ok := p.try(func() {
		p.next()
		subject = p.subjectExpr()
		if p.kind() != tColon {
			p.unexpected()
		}
		p.next()
		if p.kind() != tNewline {
			p.unexpected()
		}
	})
	if !ok {
		return nil
	}
	p.next()
	if p.kind() != tIndent {
		t := p.tok()
		p.fail(IndentationError, t.line, t.col, t.endLine, t.endCol, fmt.Sprintf("expected an indented block after 'match' statement on line %d", line))
	}
	p.next()
	var cases []*MatchCase
	for p.isName("case") {
		cases = append(cases, p.caseBlock())
	}
	if p.kind() != tDedent {
		p.unexpected()
	}
	p.skipDedent()
	return &Match{p.loc(start), subject, cases}
}

func (p *parser) subjectExpr() Expr {
	start := p.startPos()
	first := p.starNamedExpression()
	if p.kind() != tComma {
		if _, ok := first.(*Starred); ok {
			p.unexpected()
		}
		return first
	}
	elts := []Expr{first}
	for p.got(tComma) {
		if p.kind() == tColon {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	return &Tuple{p.loc(start), elts, Load}
}

func (p *parser) caseBlock() *MatchCase {
	line := p.tok().line
	p.next() // case
	c := &MatchCase{Pattern: p.patterns()}
	if p.got(tIf) {
		c.Guard = p.namedExpression()
	}
	c.Body = p.block("'case' statement", line)
	return c
}

func (p *parser) patterns() Pattern {
	start := p.startPos()
	pat := p.maybeStarPattern()
	if p.kind() != tComma {
		if _, ok := pat.(*MatchStar); ok {
			p.errorNode(pat, "invalid syntax")
		}
		return pat
	}
	pats := []Pattern{pat}
	for p.got(tComma) {
		if p.kind() == tColon || p.kind() == tIf {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	return &MatchSequence{p.loc(start), pats}
}

func (p *parser) maybeStarPattern() Pattern {
	if p.kind() == tStar {
		start := p.startPos()
		p.next()
		name := p.name()
		if name == "_" {
			name = ""
		}
		return &MatchStar{p.loc(start), name}
	}
	return p.pattern()
}

func (p *parser) pattern() Pattern {
	start := p.startPos()
	pat := p.orPattern()
	if p.got(tAs) {
		if p.isName("_") {
			p.errorAt(p.tok(), "cannot use '_' as a target")
		}
		if p.kind() != tName {
			p.errorAt(p.tok(), "invalid pattern target")
		}
		name := p.name()
		return &MatchAs{p.loc(start), pat, name}
	}
	return pat
}

func (p *parser) orPattern() Pattern {
	start := p.startPos()
	pat := p.closedPattern()
	if p.kind() != tVbar {
		return pat
	}
	pats := []Pattern{pat}
	for p.got(tVbar) {
		pats = append(pats, p.closedPattern())
	}
	return &MatchOr{p.loc(start), pats}
}

func (p *parser) closedPattern() Pattern {
	start := p.startPos()
	switch p.kind() {
	case tNumber, tMinus:
		v := p.complexLiteral()
		return &MatchValue{p.loc(start), v}
	case tString:
		v := p.strings()
		if _, ok := v.(*JoinedStr); ok {
			p.errorNode(v, "patterns may only match literals and attribute lookups")
		}
		return &MatchValue{p.loc(start), v}
	case tNone:
		p.next()
		return &MatchSingleton{p.loc(start), nil}
	case tTrue:
		p.next()
		return &MatchSingleton{p.loc(start), true}
	case tFalse:
		p.next()
		return &MatchSingleton{p.loc(start), false}
	case tName:
		if p.isName("_") && p.peekKind(1) != tDot && p.peekKind(1) != tLpar && p.peekKind(1) != tEqual {
			p.next()
			return &MatchAs{Loc: p.loc(start)}
		}
		var e Expr
		t := p.tok()
		p.next()
		e = &Name{p.loc(start), p.identifier(t), Load}
		dotted := false
		for p.got(tDot) {
			name := p.name()
			e = &Attribute{p.loc(start), e, name, Load}
			dotted = true
		}
		if p.kind() == tLpar {
			return p.classPattern(start, e)
		}
		if dotted {
			return &MatchValue{p.loc(start), e}
		}
		return &MatchAs{Loc: p.loc(start), Name: e.(*Name).Id}
	case tLpar:
		p.next()
		if p.got(tRpar) {
			return &MatchSequence{p.loc(start), []Pattern{}}
		}
		pat := p.maybeStarPattern()
		if p.kind() == tComma {
			pats := []Pattern{pat}
			for p.got(tComma) {
				if p.kind() == tRpar {
					break
				}
				pats = append(pats, p.maybeStarPattern())
			}
			p.expect(tRpar)
			return &MatchSequence{p.loc(start), pats}
		}
		p.expect(tRpar)
		if _, ok := pat.(*MatchStar); ok {
			return &MatchSequence{p.loc(start), []Pattern{pat}}
		}
		return pat
	case tLsqb:
		p.next()
		pats := []Pattern{}
		for p.kind() != tRsqb {
			pats = append(pats, p.maybeStarPattern())
			if !p.got(tComma) {
				break
			}
		}
		p.expect(tRsqb)
		return &MatchSequence{p.loc(start), pats}
	case tLbrace:
		return p.mappingPattern()
	}
	p.unexpected()
	return nil
}

// complexLiteral parses signed_number or complex_number.
func (p *parser) complexLiteral() Expr {
	start := p.startPos()
	real := p.signedNumber()
	if p.kind() != tPlus && p.kind() != tMinus {
		return real
	}
	op := Add
	if p.kind() == tMinus {
		op = Sub
	}
	p.next()
	if p.kind() != tNumber {
		p.unexpected()
	}
	is := p.startPos()
	t := p.tok()
	p.next()
	imag := &Constant{Loc: p.loc(is), Value: p.number(t)}
	if _, ok := imag.Value.(complex128); !ok {
		p.errorNode(imag, "imaginary number required in complex literal")
	}
	if c, ok := real.(*Constant); ok {
		if _, isc := c.Value.(complex128); isc {
			p.errorNode(real, "real number required in complex literal")
		}
	}
	return &BinOp{p.loc(start), real, op, imag}
}

func (p *parser) signedNumber() Expr {
	start := p.startPos()
	neg := p.got(tMinus)
	if p.kind() != tNumber {
		p.unexpected()
	}
	ns := p.startPos()
	t := p.tok()
	p.next()
	var e Expr = &Constant{Loc: p.loc(ns), Value: p.number(t)}
	if neg {
		e = &UnaryOp{p.loc(start), USub, e}
	}
	return e
}

func (p *parser) mappingPattern() Pattern {
	start := p.startPos()
	p.next()
	m := &MatchMapping{Keys: []Expr{}, Patterns: []Pattern{}}
	for p.kind() != tRbrace {
		if p.got(tDoubleStar) {
			m.Rest = p.name()
			p.got(tComma)
			break
		}
		var key Expr
		ks := p.startPos()
		switch p.kind() {
		case tNumber, tMinus:
			key = p.complexLiteral()
		case tString:
			key = p.strings()
		case tNone:
			p.next()
			key = &Constant{Loc: p.loc(ks), Value: nil}
		case tTrue:
			p.next()
			key = &Constant{Loc: p.loc(ks), Value: true}
		case tFalse:
			p.next()
			key = &Constant{Loc: p.loc(ks), Value: false}
		case tName:
			t := p.tok()
			p.next()
			key = &Name{p.loc(ks), p.identifier(t), Load}
			n := 0
			for p.got(tDot) {
				name := p.name()
				key = &Attribute{p.loc(ks), key, name, Load}
				n++
			}
			if n == 0 {
				p.unexpected()
			}
		default:
			p.unexpected()
		}
		p.expect(tColon)
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.got(tComma) {
			break
		}
	}
	p.expect(tRbrace)
	m.Loc = p.loc(start)
	return m
}

func (p *parser) classPattern(start Pos, cls Expr) Pattern {
	p.next() // (
	c := &MatchClass{Cls: cls, Patterns: []Pattern{}, KwdAttrs: []string{}, KwdPatterns: []Pattern{}}
	for p.kind() != tRpar {
		if p.kind() == tName && p.peekKind(1) == tEqual {
			c.KwdAttrs = append(c.KwdAttrs, p.name())
			p.next()
			c.KwdPatterns = append(c.KwdPatterns, p.pattern())
		} else {
			ps := p.startPos()
			pat := p.pattern()
			if len(c.KwdAttrs) > 0 {
				p.errorRange(ps, p.prevEnd, "positional patterns follow keyword patterns")
			}
			c.Patterns = append(c.Patterns, pat)
		}
		if !p.got(tComma) {
			break
		}
	}
	p.expect(tRpar)
	c.Loc = p.loc(start)
	return c
}
