package syntax

import "fmt"

// startsExpr reports whether the current token can begin an expression.
func (p *parser) startsExpr() bool {
	switch p.kind() {
	case tName, tNumber, tString, tLpar, tLsqb, tLbrace, tMinus, tPlus, tTilde,
		tStar, tNot, tLambda, tAwait, tNone, tTrue, tFalse, tEllipsis, tYield:
		return true
	}
	return false
}

// expressions: expression (',' expression)* [','] (mode eval).
func (p *parser) expressions() Expr {
	start := p.startPos()
	e := p.expression()
	if p.kind() != tComma {
		return e
	}
	elts := []Expr{e}
	for p.got(tComma) {
		if !p.startsExpr() {
			break
		}
		elts = append(elts, p.expression())
	}
	return &Tuple{p.loc(start), elts, Load}
}

// starExpressions: star_expression (',' star_expression)* [','].
func (p *parser) starExpressions() Expr {
	start := p.startPos()
	e := p.starExpression()
	if p.kind() != tComma {
		return e
	}
	elts := []Expr{e}
	for p.got(tComma) {
		if !p.startsExpr() || p.kind() == tYield {
			break
		}
		elts = append(elts, p.starExpression())
	}
	return &Tuple{p.loc(start), elts, Load}
}

func (p *parser) starExpression() Expr {
	if p.kind() == tStar {
		start := p.startPos()
		p.next()
		v := p.bitwiseOr()
		return &Starred{p.loc(start), v, Load}
	}
	return p.expression()
}

func (p *parser) starNamedExpression() Expr {
	if p.kind() == tStar {
		start := p.startPos()
		p.next()
		v := p.bitwiseOr()
		return &Starred{p.loc(start), v, Load}
	}
	return p.namedExpression()
}

// starNamedExpressions parses a comma list up to (not including) close.
func (p *parser) starNamedExpressions(elts []Expr, close tokKind) []Expr {
	for p.got(tComma) {
		if p.kind() == close {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	return elts
}

func (p *parser) namedExpression() Expr {
	if p.kind() == tName && p.peekKind(1) == tColonEqual {
		start := p.startPos()
		t := p.tok()
		target := &Name{Id: p.identifier(t), Ctx: Store}
		p.next()
		target.Loc = p.loc(start)
		p.next()
		v := p.expression()
		return &NamedExpr{p.loc(start), target, v}
	}
	e := p.expression()
	switch p.kind() {
	case tColonEqual:
		p.errorNode(e, fmt.Sprintf("cannot use assignment expressions with %s", exprName(e)))
	case tEqual:
		if p.speculating == 0 {
			p.invalidNamedExpression(e)
		}
	}
	return e
}

// invalidNamedExpression reports `x = 1` where a named expression was
// expected (an if condition, a list item), as CPython 3.11 does.
func (p *parser) invalidNamedExpression(e Expr) {
	save, saveEnd := p.i, p.prevEnd
	var end Pos
	ok := p.try(func() {
		p.next()
		p.bitwiseOr()
		end = p.prevEnd
		if p.kind() == tEqual || p.kind() == tColonEqual {
			p.unexpected()
		}
	})
	p.i, p.prevEnd = save, saveEnd
	if !ok {
		return
	}
	if _, isName := e.(*Name); isName && !p.parenthesized(e) {
		p.errorRange(e.Pos(), end, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	if p.hereEligible(e) {
		p.errorNode(e, fmt.Sprintf("cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(e)))
	}
}

// hereEligible reports whether CPython's invalid_named_expression rule
// would match e as its left side: a bitwise_or-level expression that is
// not a list, tuple, generator expression, True, None or False.
func (p *parser) hereEligible(e Expr) bool {
	switch t := e.(type) {
	case *List, *Tuple, *GeneratorExp:
		return p.parenthesized(e) && !isDisplay(e)
	case *Constant:
		switch t.Value.(type) {
		case nil, bool:
			return p.parenthesized(e)
		}
	case *Compare, *BoolOp, *IfExp, *Lambda, *NamedExpr, *Starred, *Yield, *YieldFrom:
		return p.parenthesized(e)
	case *UnaryOp:
		if t.Op == Not {
			return p.parenthesized(e)
		}
	}
	return true
}

func isDisplay(e Expr) bool {
	switch e.(type) {
	case *List, *Tuple, *GeneratorExp:
		return true
	}
	return false
}

// parenthesized reports whether e stands inside its own parentheses.
func (p *parser) parenthesized(e Expr) bool {
	root := p.rootParser()
	if p != root {
		return false
	}
	s := root.lineOffset(int(e.Pos().Line))
	if s < 0 {
		return false
	}
	i := s + int(e.Pos().Col) - 1
	for i >= 0 && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n') {
		i--
	}
	return i >= 0 && p.src[i] == '('
}

func (p *parser) expression() Expr {
	p.enter(1)
	defer p.leave(1)
	if p.kind() == tLambda {
		return p.lambdef()
	}
	start := p.startPos()
	e := p.disjunction()
	if p.kind() == tIf {
		p.next()
		test := p.disjunction()
		if p.kind() != tElse {
			p.errorRange(start, p.prevEnd, "expected 'else' after 'if' expression")
		}
		p.next()
		orelse := p.expression()
		return &IfExp{p.loc(start), test, e, orelse}
	}
	return e
}

func (p *parser) yieldExpr() Expr {
	start := p.startPos()
	p.next()
	if p.got(tFrom) {
		v := p.expression()
		return &YieldFrom{p.loc(start), v}
	}
	var v Expr
	if p.startsExpr() && p.kind() != tYield {
		v = p.starExpressions()
	}
	return &Yield{p.loc(start), v}
}

func (p *parser) disjunction() Expr {
	start := p.startPos()
	first := p.i
	e := p.conjunction()
	if p.kind() == tOr {
		values := []Expr{e}
		for p.got(tOr) {
			values = append(values, p.conjunction())
		}
		e = &BoolOp{p.loc(start), Or, values}
	}
	p.lastDisj.tok, p.lastDisj.end = first, p.prevEnd
	return e
}

func (p *parser) conjunction() Expr {
	start := p.startPos()
	e := p.inversion()
	if p.kind() != tAnd {
		return e
	}
	values := []Expr{e}
	for p.got(tAnd) {
		values = append(values, p.inversion())
	}
	return &BoolOp{p.loc(start), And, values}
}

func (p *parser) inversion() Expr {
	if p.kind() == tNot {
		start := p.startPos()
		p.next()
		p.enter(1)
		v := p.inversion()
		p.leave(1)
		return &UnaryOp{p.loc(start), Not, v}
	}
	return p.comparison()
}

func (p *parser) comparison() Expr {
	start := p.startPos()
	e := p.bitwiseOr()
	var ops []CmpOperator
	var comps []Expr
	for {
		var op CmpOperator
		switch p.kind() {
		case tEqEqual:
			op = Eq
		case tNotEqual:
			if t := p.tok(); p.src[t.off] == '<' {
				p.errorAt(t, "invalid syntax")
			}
			op = NotEq
		case tLess:
			op = Lt
		case tLessEqual:
			op = LtE
		case tGreater:
			op = Gt
		case tGreaterEqual:
			op = GtE
		case tIn:
			op = In
		case tIs:
			op = Is
			if p.peekKind(1) == tNot {
				p.next()
				op = IsNot
			}
		case tNot:
			if p.peekKind(1) != tIn {
				goto done
			}
			p.next()
			op = NotIn
		default:
			goto done
		}
		p.next()
		ops = append(ops, op)
		comps = append(comps, p.bitwiseOr())
	}
done:
	if ops == nil {
		return e
	}
	return &Compare{p.loc(start), e, ops, comps}
}

// binary operator precedences for precedence climbing (higher binds tighter).
var binPrec = [numTokKinds]int8{
	tVbar: 1, tCircumflex: 2, tAmper: 3, tLeftShift: 4, tRightShift: 4,
	tPlus: 5, tMinus: 5, tStar: 6, tSlash: 6, tDoubleSlash: 6, tPercent: 6, tAt: 6,
}

var binOp = [numTokKinds]Operator{
	tVbar: BitOr, tCircumflex: BitXor, tAmper: BitAnd, tLeftShift: LShift, tRightShift: RShift,
	tPlus: Add, tMinus: Sub, tStar: Mult, tSlash: Div, tDoubleSlash: FloorDiv, tPercent: Mod, tAt: MatMult,
}

func (p *parser) bitwiseOr() Expr {
	return p.binary(1)
}

// binary parses a left-associative chain of operators of precedence >= min.
func (p *parser) binary(min int8) Expr {
	start := p.startPos()
	left := p.factor()
	for n := 0; ; n++ {
		p.chain(n)
		k := p.kind()
		prec := binPrec[k]
		if prec < min || prec == 0 {
			return left
		}
		p.next()
		right := p.binaryAbove(prec)
		left = &BinOp{p.loc(start), left, binOp[k], right}
	}
}

// binaryAbove parses an operand of an operator of precedence prec: a chain
// of strictly tighter operators.
func (p *parser) binaryAbove(prec int8) Expr {
	if prec == 6 {
		return p.factor()
	}
	start := p.startPos()
	left := p.factor()
	for n := 0; ; n++ {
		p.chain(n)
		k := p.kind()
		q := binPrec[k]
		if q <= prec {
			return left
		}
		p.next()
		right := p.binaryAbove(q)
		left = &BinOp{p.loc(start), left, binOp[k], right}
	}
}

func (p *parser) factor() Expr {
	var op UnaryOperator
	switch p.kind() {
	case tPlus:
		op = UAdd
	case tMinus:
		op = USub
	case tTilde:
		op = Invert
	default:
		return p.power()
	}
	start := p.startPos()
	p.next()
	p.enter(1)
	v := p.factor()
	p.leave(1)
	return &UnaryOp{p.loc(start), op, v}
}

func (p *parser) power() Expr {
	start := p.startPos()
	var e Expr
	if p.kind() == tAwait {
		p.next()
		v := p.primary()
		e = &Await{p.loc(start), v}
	} else {
		e = p.primary()
	}
	if p.kind() == tDoubleStar {
		p.next()
		p.enter(2)
		r := p.factor()
		p.leave(2)
		return &BinOp{p.loc(start), e, Pow, r}
	}
	return e
}

func (p *parser) primary() Expr {
	start := p.startPos()
	e := p.atom()
	for n := 0; ; n++ {
		p.chain(n)
		switch p.kind() {
		case tDot:
			p.next()
			name := p.name()
			e = &Attribute{p.loc(start), e, name, Load}
		case tLpar:
			p.next()
			args, kws := p.callArgs(nil)
			e = &Call{p.loc(start), e, args, kws}
		case tLsqb:
			p.next()
			s := p.slices()
			p.expect(tRsqb)
			e = &Subscript{p.loc(start), e, s, Load}
		default:
			return e
		}
	}
}

// callArgs parses arguments after '(' through ')'.
func (p *parser) callArgs(_ []Expr) ([]Expr, []*Keyword) {
	open := p.toks[p.i-1]
	args, kws := []Expr{}, []*Keyword{}
	sawKw, sawDoubleStar := false, false
	for p.kind() != tRpar {
		start := p.startPos()
		switch {
		case p.kind() == tStar:
			p.next()
			v := p.expression()
			if sawDoubleStar {
				p.errorRange(start, p.prevEnd, "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, &Starred{p.loc(start), v, Load})
		case p.kind() == tDoubleStar:
			p.next()
			v := p.expression()
			kws = append(kws, &Keyword{p.loc(start), "", v})
			sawDoubleStar = true
		case p.kind() == tName && p.peekKind(1) == tEqual:
			name := p.identifier(p.tok())
			p.next()
			p.next()
			v := p.expression()
			kws = append(kws, &Keyword{p.loc(start), name, v})
			sawKw = true
		default:
			e := p.namedExpression()
			if p.kind() == tFor || p.kind() == tAsync {
				gens := p.comprehensions()
				if len(args) > 0 || len(kws) > 0 || p.kind() != tRpar {
					if p.kind() == tComma && p.peekKind(1) == tRpar && len(args) == 0 && len(kws) == 0 {
						p.errorRange(start, p.prevEnd, "Generator expression must be parenthesized")
					}
					p.errorRange(start, p.prevEnd, "Generator expression must be parenthesized")
				}
				p.next()
				g := &GeneratorExp{Loc{open.line, open.col, p.prevEnd.Line, p.prevEnd.Col}, e, gens}
				return []Expr{g}, kws
			}
			if p.kind() == tEqual {
				p.errorRange(start, p.prevEnd, "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
			if sawDoubleStar {
				p.errorNode(e, "positional argument follows keyword argument unpacking")
			}
			if sawKw {
				p.errorNode(e, "positional argument follows keyword argument")
			}
			args = append(args, e)
		}
		if !p.got(tComma) {
			break
		}
	}
	if p.kind() != tRpar {
		p.callArgError()
	}
	p.next()
	return args, kws
}

func (p *parser) callArgError() {
	p.unexpected()
}

func (p *parser) slices() Expr {
	start := p.startPos()
	s := p.slice()
	if p.kind() != tComma {
		if _, ok := s.(*Starred); ok {
			return &Tuple{p.loc(start), []Expr{s}, Load}
		}
		return s
	}
	elts := []Expr{s}
	for p.got(tComma) {
		if p.kind() == tRsqb {
			break
		}
		elts = append(elts, p.slice())
	}
	return &Tuple{p.loc(start), elts, Load}
}

func (p *parser) slice() Expr {
	start := p.startPos()
	if p.kind() == tStar {
		p.next()
		v := p.expression()
		return &Starred{p.loc(start), v, Load}
	}
	var lower Expr
	if p.kind() != tColon {
		lower = p.namedExpression()
		if p.kind() != tColon {
			return lower
		}
		if _, ok := lower.(*NamedExpr); ok {
			p.unexpected()
		}
	}
	p.next()
	s := &Slice{Lower: lower}
	if p.startsExpr() {
		s.Upper = p.expression()
	}
	if p.got(tColon) {
		if p.startsExpr() {
			s.Step = p.expression()
		}
	}
	s.Loc = p.loc(start)
	return s
}

func (p *parser) atom() Expr {
	start := p.startPos()
	t := p.tok()
	switch t.kind {
	case tName:
		p.next()
		return &Name{p.loc(start), p.identifier(t), Load}
	case tNumber:
		p.next()
		return &Constant{Loc: p.loc(start), Value: p.number(t)}
	case tString:
		return p.strings()
	case tNone:
		p.next()
		return &Constant{Loc: p.loc(start), Value: nil}
	case tTrue:
		p.next()
		return &Constant{Loc: p.loc(start), Value: true}
	case tFalse:
		p.next()
		return &Constant{Loc: p.loc(start), Value: false}
	case tEllipsis:
		p.next()
		return &Constant{Loc: p.loc(start), Value: Ellipsis{}}
	case tLpar:
		return p.parenAtom()
	case tLsqb:
		return p.listAtom()
	case tLbrace:
		return p.braceAtom()
	}
	p.unexpected()
	return nil
}

func (p *parser) parenAtom() Expr {
	start := p.startPos()
	p.next()
	if p.got(tRpar) {
		return &Tuple{p.loc(start), []Expr{}, Load}
	}
	if p.kind() == tYield {
		e := p.yieldExpr()
		p.expect(tRpar)
		return e
	}
	first := p.starNamedExpression()
	switch p.kind() {
	case tFor, tAsync:
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		p.expect(tRpar)
		return &GeneratorExp{p.loc(start), first, gens}
	case tComma:
		elts := p.starNamedExpressions([]Expr{first}, tRpar)
		p.expect(tRpar)
		return &Tuple{p.loc(start), elts, Load}
	case tRpar:
		p.next()
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, "cannot use starred expression here")
		}
		return first
	}
	p.unexpected()
	return nil
}

func (p *parser) listAtom() Expr {
	start := p.startPos()
	p.next()
	if p.got(tRsqb) {
		return &List{p.loc(start), []Expr{}, Load}
	}
	first := p.starNamedExpression()
	if p.kind() == tFor || p.kind() == tAsync {
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		p.expect(tRsqb)
		return &ListComp{p.loc(start), first, gens}
	}
	elts := p.starNamedExpressions([]Expr{first}, tRsqb)
	p.expect(tRsqb)
	return &List{p.loc(start), elts, Load}
}

func (p *parser) braceAtom() Expr {
	start := p.startPos()
	p.next()
	if p.got(tRbrace) {
		return &Dict{p.loc(start), []Expr{}, []Expr{}}
	}
	if p.kind() == tDoubleStar {
		return p.dictRest(start, nil, nil)
	}
	first := p.starNamedExpression()
	if p.kind() == tColon {
		p.next()
		v := p.expression()
		if p.kind() == tFor || p.kind() == tAsync {
			gens := p.comprehensions()
			p.expect(tRbrace)
			return &DictComp{p.loc(start), first, v, gens}
		}
		return p.dictRest(start, []Expr{first}, []Expr{v})
	}
	if p.kind() == tFor || p.kind() == tAsync {
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		p.expect(tRbrace)
		return &SetComp{p.loc(start), first, gens}
	}
	elts := p.starNamedExpressions([]Expr{first}, tRbrace)
	p.expect(tRbrace)
	return &Set{p.loc(start), elts}
}

// dictRest parses the remaining `k: v` and `**m` items of a dict display.
func (p *parser) dictRest(start Pos, keys, values []Expr) Expr {
	if keys != nil {
		if !p.got(tComma) {
			p.expect(tRbrace)
			return &Dict{p.loc(start), keys, values}
		}
	}
	for p.kind() != tRbrace {
		if p.got(tDoubleStar) {
			keys = append(keys, nil)
			values = append(values, p.bitwiseOr())
		} else {
			k := p.expression()
			p.expect(tColon)
			keys = append(keys, k)
			values = append(values, p.expression())
		}
		if !p.got(tComma) {
			break
		}
	}
	p.expect(tRbrace)
	if keys == nil {
		keys, values = []Expr{}, []Expr{}
	}
	return &Dict{p.loc(start), keys, values}
}

func (p *parser) comprehensions() []*Comprehension {
	var gens []*Comprehension
	for p.kind() == tFor || p.kind() == tAsync && p.peekKind(1) == tFor {
		c := &Comprehension{}
		if p.got(tAsync) {
			c.IsAsync = true
		}
		p.next() // for
		c.Target = p.starTargets()
		p.expect(tIn)
		c.Iter = p.disjunction()
		c.Ifs = []Expr{}
		for p.got(tIf) {
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
	return gens
}

// starTargets parses assignment targets of a for loop or comprehension.
func (p *parser) starTargets() Expr {
	start := p.startPos()
	e := p.starTarget()
	if p.kind() != tComma {
		return e
	}
	elts := []Expr{e}
	for p.got(tComma) {
		if p.kind() == tIn || p.kind() == tEqual || !p.startsExpr() {
			break
		}
		elts = append(elts, p.starTarget())
	}
	return &Tuple{p.loc(start), elts, Store}
}

func (p *parser) starTarget() Expr {
	if p.kind() == tStar {
		start := p.startPos()
		p.next()
		v := p.starTarget()
		s := &Starred{p.loc(start), v, Store}
		p.setStore(v, false)
		return s
	}
	e := p.primary()
	p.setStore(e, false)
	return e
}

// lambdef: 'lambda' [lambda_params] ':' expression.
func (p *parser) lambdef() Expr {
	start := p.startPos()
	p.next()
	args := p.parameters(tColon, false)
	p.expect(tColon)
	p.enter(1)
	body := p.expression()
	p.leave(1)
	return &Lambda{p.loc(start), args, body}
}

// parameters parses a def's (annotated) or lambda's parameter list, up to
// close.
func (p *parser) parameters(close tokKind, annotated bool) *Arguments {
	a := &Arguments{PosOnlyArgs: []*Arg{}, Args: []*Arg{}, KwOnlyArgs: []*Arg{}, KwDefaults: []Expr{}, Defaults: []Expr{}}
	star := false
	sawDefault := false
	for p.kind() != close {
		start := p.startPos()
		switch p.kind() {
		case tSlash:
			if star || len(a.PosOnlyArgs) > 0 {
				p.errorAt(p.tok(), "/ may appear only once")
			}
			if len(a.Args) == 0 {
				p.errorAt(p.tok(), "at least one argument must precede /")
			}
			p.next()
			a.PosOnlyArgs, a.Args = a.Args, []*Arg{}
		case tStar:
			if star {
				p.errorAt(p.tok(), "* argument may appear only once")
			}
			p.next()
			star = true
			if p.kind() == tComma || p.kind() == close {
				if p.kind() == close || p.peekKind(1) == close {
					p.errorRange(start, p.prevEnd, "named arguments must follow bare *")
				}
				break
			}
			a.Vararg = p.param(annotated, true)
			if p.kind() == tEqual {
				p.errorAt(p.tok(), "var-positional argument cannot have default value")
			}
		case tDoubleStar:
			p.next()
			a.Kwarg = p.param(annotated, false)
			if p.kind() == tEqual {
				p.errorAt(p.tok(), "var-keyword argument cannot have default value")
			}
			p.got(tComma)
			if p.kind() != close {
				p.errorAt(p.tok(), "arguments cannot follow var-keyword argument")
			}
			return a
		default:
			arg := p.param(annotated, false)
			var def Expr
			if p.got(tEqual) {
				def = p.expression()
			}
			if star {
				a.KwOnlyArgs = append(a.KwOnlyArgs, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				a.Args = append(a.Args, arg)
				if def != nil {
					a.Defaults = append(a.Defaults, def)
					sawDefault = true
				} else if sawDefault {
					p.errorNode(arg, "non-default argument follows default argument")
				}
			}
		}
		if !p.got(tComma) {
			break
		}
	}
	return a
}

func (p *parser) param(annotated, starred bool) *Arg {
	start := p.startPos()
	name := p.name()
	arg := &Arg{Arg: name}
	if annotated && p.got(tColon) {
		if starred && p.kind() == tStar {
			s := p.startPos()
			p.next()
			v := p.expression()
			arg.Annotation = &Starred{p.loc(s), v, Load}
		} else {
			arg.Annotation = p.expression()
		}
	}
	arg.Loc = p.loc(start)
	return arg
}
