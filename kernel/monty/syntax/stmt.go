package syntax

import "fmt"

// statements parses statements until EOF (top) or DEDENT.
func (p *parser) statements(top bool) []Stmt {
	var body []Stmt
	for {
		switch p.kind() {
		case tEOF:
			if !top {
				p.unexpected()
			}
			return body
		case tDedent:
			if top {
				p.unexpected()
			}
			return body
		}
		p.checkStop()
		body = p.statement(body)
	}
}

func (p *parser) interactive() []Stmt {
	for p.kind() == tNewline {
		p.next()
	}
	var body []Stmt
	if p.kind() == tEOF {
		return body
	}
	body = p.statement(body)
	for p.kind() == tNewline {
		p.next()
	}
	if p.kind() != tEOF {
		p.errorAt(p.tok(), "multiple statements found while compiling a single statement")
	}
	return body
}

// statement appends one statement (or the several of a simple_stmts line).
func (p *parser) statement(body []Stmt) []Stmt {
	switch p.kind() {
	case tDef, tIf, tClass, tWith, tFor, tTry, tWhile, tAt, tAsync:
		return append(body, p.compoundStmt())
	case tName:
		if p.isName("match") {
			if s := p.tryMatch(); s != nil {
				return append(body, s)
			}
		}
	}
	return p.simpleStmts(body)
}

func (p *parser) simpleStmts(body []Stmt) []Stmt {
	for {
		body = append(body, p.simpleStmt())
		if p.got(tSemi) {
			if p.kind() == tNewline {
				break
			}
			continue
		}
		break
	}
	if p.kind() != tNewline {
		p.simpleStmtEndError()
	}
	p.skipDedent()
	return body
}

// simpleStmtEndError reports what CPython reports when a simple statement
// is followed by something that cannot continue it.
func (p *parser) simpleStmtEndError() {
	p.unexpected()
}

func (p *parser) simpleStmt() Stmt {
	start := p.startPos()
	switch p.kind() {
	case tPass:
		p.next()
		return &Pass{p.loc(start)}
	case tBreak:
		p.next()
		return &Break{p.loc(start)}
	case tContinue:
		p.next()
		return &Continue{p.loc(start)}
	case tReturn:
		p.next()
		var v Expr
		if p.startsExpr() {
			v = p.starExpressions()
		}
		return &Return{p.loc(start), v}
	case tImport:
		return p.importStmt()
	case tFrom:
		return p.importFrom()
	case tRaise:
		p.next()
		s := &Raise{}
		if p.startsExpr() {
			s.Exc = p.expression()
			if p.got(tFrom) {
				s.Cause = p.expression()
			}
		}
		s.Loc = p.loc(start)
		return s
	case tGlobal, tNonlocal:
		k := p.kind()
		p.next()
		names := []string{p.name()}
		for p.got(tComma) {
			names = append(names, p.name())
		}
		if k == tGlobal {
			return &Global{p.loc(start), names}
		}
		return &Nonlocal{p.loc(start), names}
	case tDel:
		return p.delStmt()
	case tAssert:
		p.next()
		s := &Assert{Test: p.expression()}
		if p.got(tComma) {
			s.Msg = p.expression()
		}
		s.Loc = p.loc(start)
		return s
	case tName:
		if p.isName("type") && p.peekKind(1) == tName && (p.peekKind(2) == tEqual || p.peekKind(2) == tLsqb) {
			return p.typeAlias()
		}
	}
	return p.exprStmt()
}

func (p *parser) exprStmt() Stmt {
	start := p.startPos()
	var e Expr
	if p.kind() == tYield {
		e = p.yieldExpr()
	} else {
		e = p.starExpressions()
	}
	switch k := p.kind(); k {
	case tEqual:
		targets := []Expr{e}
		var value Expr
		for p.got(tEqual) {
			if p.kind() == tYield {
				value = p.yieldExpr()
			} else {
				value = p.starExpressions()
			}
			if p.kind() == tEqual {
				targets = append(targets, value)
			}
		}
		p.checkAssignTargets(targets, value)
		return &Assign{Loc: p.loc(start), Targets: targets, Value: value}
	case tColon:
		p.next()
		simple := false
		switch t := e.(type) {
		case *Name:
			simple = t.Lineno == start.Line && t.ColOffset == start.Col
		case *Attribute, *Subscript:
		case *Tuple:
			p.errorNode(e, "only single target (not tuple) can be annotated")
		case *List:
			p.errorNode(e, "only single target (not list) can be annotated")
		default:
			p.errorNode(e, "illegal target for annotation")
		}
		p.setStore(e, true)
		ann := p.expression()
		var value Expr
		if p.got(tEqual) {
			if p.kind() == tYield {
				value = p.yieldExpr()
			} else {
				value = p.starExpressions()
			}
		}
		return &AnnAssign{Loc: p.loc(start), Target: e, Annotation: ann, Value: value, Simple: simple}
	default:
		if op, ok := augOps[k]; ok {
			switch e.(type) {
			case *Name, *Attribute, *Subscript:
			default:
				p.errorNode(e, fmt.Sprintf("'%s' is an illegal expression for augmented assignment", exprName(e)))
			}
			p.setStore(e, true)
			p.next()
			var value Expr
			if p.kind() == tYield {
				value = p.yieldExpr()
			} else {
				value = p.starExpressions()
			}
			return &AugAssign{Loc: p.loc(start), Target: e, Op: op, Value: value}
		}
	}
	return &ExprStmt{p.loc(start), e}
}

var augOps = map[tokKind]Operator{
	tPlusEqual: Add, tMinEqual: Sub, tStarEqual: Mult, tAtEqual: MatMult,
	tSlashEqual: Div, tPercentEqual: Mod, tAmperEqual: BitAnd, tVbarEqual: BitOr,
	tCircumflexEqual: BitXor, tLeftShiftEqual: LShift, tRightShiftEqual: RShift,
	tDoubleStarEqual: Pow, tDoubleSlashEqual: FloorDiv,
}

func (p *parser) typeAlias() Stmt {
	start := p.startPos()
	p.next() // type
	ns := p.startPos()
	n := &Name{Id: p.name(), Ctx: Store}
	n.Loc = p.loc(ns)
	var tps []TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams()
	}
	p.expect(tEqual)
	v := p.expression()
	return &TypeAlias{Loc: p.loc(start), Name: n, TypeParams: tps, Value: v}
}

func (p *parser) typeParams() []TypeParam {
	p.expect(tLsqb)
	var tps []TypeParam
	for p.kind() != tRsqb {
		start := p.startPos()
		switch p.kind() {
		case tStar:
			p.next()
			name := p.name()
			tps = append(tps, &TypeVarTuple{p.loc(start), name})
		case tDoubleStar:
			p.next()
			name := p.name()
			tps = append(tps, &ParamSpec{p.loc(start), name})
		default:
			name := p.name()
			var bound Expr
			if p.got(tColon) {
				bound = p.expression()
			}
			tps = append(tps, &TypeVar{p.loc(start), name, bound})
		}
		if !p.got(tComma) {
			break
		}
	}
	p.expect(tRsqb)
	return tps
}

func (p *parser) delStmt() Stmt {
	start := p.startPos()
	p.next()
	var targets []Expr
	for {
		t := p.delTarget()
		targets = append(targets, t)
		if !p.got(tComma) || p.kind() == tSemi || p.kind() == tNewline {
			break
		}
	}
	return &Delete{p.loc(start), targets}
}

func (p *parser) delTarget() Expr {
	e := p.bitwiseOr()
	p.setDel(e)
	return e
}

func (p *parser) dottedName() string {
	s := p.name()
	for p.kind() == tDot {
		p.next()
		s += "." + p.name()
	}
	return s
}

func (p *parser) importStmt() Stmt {
	start := p.startPos()
	p.next()
	var names []*Alias
	for {
		as := p.startPos()
		a := &Alias{Name: p.dottedName()}
		if p.got(tAs) {
			a.Asname = p.name()
		}
		a.Loc = p.loc(as)
		names = append(names, a)
		if !p.got(tComma) {
			break
		}
	}
	return &Import{p.loc(start), names}
}

func (p *parser) importFrom() Stmt {
	start := p.startPos()
	p.next()
	level := 0
	for {
		if p.kind() == tDot {
			level++
		} else if p.kind() == tEllipsis {
			level += 3
		} else {
			break
		}
		p.next()
	}
	mod := ""
	if level == 0 || p.kind() == tName {
		mod = p.dottedName()
	}
	p.expect(tImport)
	var names []*Alias
	if p.kind() == tStar {
		as := p.startPos()
		p.next()
		names = append(names, &Alias{Loc: p.loc(as), Name: "*"})
		return &ImportFrom{p.loc(start), mod, names, level}
	}
	paren := p.got(tLpar)
	for {
		as := p.startPos()
		a := &Alias{Name: p.name()}
		if p.got(tAs) {
			a.Asname = p.name()
		}
		a.Loc = p.loc(as)
		names = append(names, a)
		if !p.got(tComma) {
			break
		}
		if paren && p.kind() == tRpar {
			break
		}
		if !paren && p.kind() == tNewline {
			p.errorAtPrevEnd("trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expect(tRpar)
	}
	return &ImportFrom{p.loc(start), mod, names, level}
}

// ---- compound statements ----

func (p *parser) compoundStmt() Stmt {
	switch p.kind() {
	case tAt:
		return p.decorated()
	case tDef:
		return p.funcDef(p.startPos(), nil, false)
	case tClass:
		return p.classDef(p.startPos(), nil)
	case tIf:
		return p.ifStmt()
	case tWhile:
		return p.whileStmt()
	case tFor:
		return p.forStmt(p.startPos(), false)
	case tWith:
		return p.withStmt(p.startPos(), false)
	case tTry:
		return p.tryStmt()
	case tAsync:
		start := p.startPos()
		p.next()
		switch p.kind() {
		case tDef:
			return p.funcDef(start, nil, true)
		case tFor:
			return p.forStmt(start, true)
		case tWith:
			return p.withStmt(start, true)
		}
		p.unexpected()
	}
	p.unexpected()
	return nil
}

// block parses `':' block` after a compound statement header; what names
// the statement for "expected an indented block after ..." messages.
func (p *parser) block(what string, line int32) []Stmt {
	p.expect(tColon)
	return p.blockBody(what, line)
}

func (p *parser) blockBody(what string, line int32) []Stmt {
	if p.kind() != tNewline {
		return p.simpleStmts(nil)
	}
	p.next()
	if p.kind() != tIndent {
		t := p.tok()
		p.fail(IndentationError, t.line, t.col, t.endLine, t.endCol, fmt.Sprintf("expected an indented block after %s on line %d", what, line))
	}
	p.next()
	body := p.statements(false)
	p.skipDedent()
	return body
}

func (p *parser) decorated() Stmt {
	var decos []Expr
	for p.kind() == tAt {
		p.next()
		decos = append(decos, p.namedExpression())
		if p.kind() != tNewline {
			p.unexpected()
		}
		p.next()
	}
	start := p.startPos()
	switch p.kind() {
	case tDef:
		return p.funcDef(start, decos, false)
	case tClass:
		return p.classDef(start, decos)
	case tAsync:
		p.next()
		if p.kind() == tDef {
			return p.funcDef(start, decos, true)
		}
	}
	p.unexpected()
	return nil
}

func (p *parser) funcDef(start Pos, decos []Expr, async bool) Stmt {
	line := p.tok().line
	p.expect(tDef)
	name := p.name()
	var tps []TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams()
	}
	if p.kind() != tLpar {
		p.errorAt(p.tok(), "expected '('")
	}
	p.next()
	args := p.parameters(tRpar, true)
	p.expect(tRpar)
	var returns Expr
	if p.got(tRarrow) {
		returns = p.expression()
	}
	what := "function definition"
	body := p.block(what, line)
	if decos == nil {
		decos = []Expr{}
	}
	if async {
		return &AsyncFunctionDef{Loc: p.loc(start), Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns, TypeParams: tps}
	}
	return &FunctionDef{Loc: p.loc(start), Name: name, Args: args, Body: body, DecoratorList: decos, Returns: returns, TypeParams: tps}
}

func (p *parser) classDef(start Pos, decos []Expr) Stmt {
	line := p.tok().line
	p.expect(tClass)
	name := p.name()
	var tps []TypeParam
	if p.kind() == tLsqb {
		tps = p.typeParams()
	}
	bases, kws := []Expr{}, []*Keyword{}
	if p.kind() == tLpar {
		p.next()
		bases, kws = p.callArgs(nil)
	}
	body := p.block("class definition", line)
	if decos == nil {
		decos = []Expr{}
	}
	return &ClassDef{Loc: p.loc(start), Name: name, Bases: bases, Keywords: kws, Body: body, DecoratorList: decos, TypeParams: tps}
}

func (p *parser) ifStmt() Stmt {
	start := p.startPos()
	line := p.tok().line
	kw := "'if' statement"
	if p.kind() == tElif {
		kw = "'elif' statement"
	}
	p.next()
	test := p.namedExpression()
	body := p.block(kw, line)
	s := &If{Test: test, Body: body, Orelse: []Stmt{}}
	switch p.kind() {
	case tElif:
		s.Orelse = []Stmt{p.ifStmt()}
	case tElse:
		eline := p.tok().line
		p.next()
		s.Orelse = p.block("'else' statement", eline)
	}
	s.Loc = p.loc(start)
	return s
}

func (p *parser) elseBlock() []Stmt {
	if p.kind() != tElse {
		return []Stmt{}
	}
	line := p.tok().line
	p.next()
	return p.block("'else' statement", line)
}

func (p *parser) whileStmt() Stmt {
	start := p.startPos()
	line := p.tok().line
	p.next()
	test := p.namedExpression()
	body := p.block("'while' statement", line)
	orelse := p.elseBlock()
	return &While{p.loc(start), test, body, orelse}
}

func (p *parser) forStmt(start Pos, async bool) Stmt {
	line := p.tok().line
	p.expect(tFor)
	target := p.starTargets()
	p.expect(tIn)
	iter := p.starExpressions()
	body := p.block("'for' statement", line)
	orelse := p.elseBlock()
	if async {
		return &AsyncFor{Loc: p.loc(start), Target: target, Iter: iter, Body: body, Orelse: orelse}
	}
	return &For{Loc: p.loc(start), Target: target, Iter: iter, Body: body, Orelse: orelse}
}

func (p *parser) withStmt(start Pos, async bool) Stmt {
	line := p.tok().line
	p.expect(tWith)
	var items []*WithItem
	if p.kind() == tLpar {
		items = p.tryParenWithItems()
	}
	if items == nil {
		for {
			items = append(items, p.withItem())
			if !p.got(tComma) {
				break
			}
		}
	}
	body := p.block("'with' statement", line)
	if async {
		return &AsyncWith{Loc: p.loc(start), Items: items, Body: body}
	}
	return &With{Loc: p.loc(start), Items: items, Body: body}
}

// tryParenWithItems parses `'(' with_item, ... ')' ':'` if that is what
// follows, else leaves the position unchanged and returns nil.
func (p *parser) tryParenWithItems() (items []*WithItem) {
	save := p.i
	ok := p.try(func() {
		p.next()
		for {
			items = append(items, p.withItem())
			if !p.got(tComma) || p.kind() == tRpar {
				break
			}
		}
		p.expect(tRpar)
		if p.kind() != tColon {
			p.unexpected()
		}
	})
	if !ok {
		p.i = save
		return nil
	}
	return items
}

func (p *parser) withItem() *WithItem {
	e := p.expression()
	it := &WithItem{ContextExpr: e}
	if p.got(tAs) {
		t := p.starTarget()
		switch p.kind() {
		case tComma, tRpar, tColon:
		default:
			p.unexpected()
		}
		it.OptionalVars = t
	}
	return it
}

// try runs f speculatively: it reports whether f finished without a syntax
// error, and clears any error f raised.
func (p *parser) try(f func()) (ok bool) {
	save, saveEnd, saveDepth := p.i, p.prevEnd, p.rootParser().depth
	p.speculating++
	defer func() {
		p.speculating--
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			p.err = nil
			p.i, p.prevEnd, p.rootParser().depth = save, saveEnd, saveDepth
			ok = false
		}
	}()
	f()
	return true
}

func (p *parser) tryStmt() Stmt {
	start := p.startPos()
	line := p.tok().line
	p.next()
	body := p.block("'try' statement", line)
	var handlers []*ExceptHandler
	star := -1
	for p.kind() == tExcept {
		hs := p.startPos()
		hline := p.tok().line
		p.next()
		isStar := p.got(tStar)
		if star == -1 {
			star = 0
			if isStar {
				star = 1
			}
		} else if (star == 1) != isStar {
			p.errorRange(hs, p.prevEnd, "cannot have both 'except' and 'except*' on the same 'try'")
		}
		h := &ExceptHandler{}
		what := "'except' statement"
		if isStar {
			what = "'except*' statement"
		}
		if p.kind() != tColon {
			h.Type = p.expression()
			if p.kind() == tComma {
				p.errorRange(h.Type.Pos(), p.parseAndEnd(), "multiple exception types must be parenthesized")
			}
			if p.got(tAs) {
				h.Name = p.name()
			}
		} else if isStar {
			p.errorAt(p.tok(), "expected one or more exception types")
		}
		h.Body = p.block(what, hline)
		h.Loc = p.loc(hs)
		handlers = append(handlers, h)
	}
	orelse := []Stmt{}
	if len(handlers) > 0 {
		orelse = p.elseBlock()
	}
	final := []Stmt{}
	if p.kind() == tFinally {
		fline := p.tok().line
		p.next()
		final = p.block("'finally' statement", fline)
	}
	if len(handlers) == 0 && len(final) == 0 {
		p.errorAtPrevEnd("expected 'except' or 'finally' block")
	}
	if handlers == nil {
		handlers = []*ExceptHandler{}
	}
	if star == 1 {
		return &TryStar{p.loc(start), body, handlers, orelse, final}
	}
	return &Try{p.loc(start), body, handlers, orelse, final}
}

// parseAndEnd parses the rest of a comma list of expressions (for error
// ranges) and returns where it ends.
func (p *parser) parseAndEnd() Pos {
	for p.got(tComma) {
		p.expression()
	}
	return p.prevEnd
}

// skipDedent consumes a DEDENT or NEWLINE without moving prevEnd: a block
// ends where its last statement ends.
func (p *parser) skipDedent() {
	end := p.prevEnd
	p.next()
	p.prevEnd = end
}
