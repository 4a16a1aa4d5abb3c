package syntax

import "fmt"

// The parser reads an assignment's left-hand side as an ordinary
// expression and only then, on seeing '=', 'in', ':' or an augmented
// operator, turns it into a target. setStore and setDel do that turn: they
// set the context of names, attributes, subscripts, starred items and the
// tuples and lists holding them, and reject everything else with CPython's
// "cannot assign to ..." message.

// setStore marks e as an assignment target. star allows Starred at the top
// (it is checked by the caller's grammar otherwise).
func (p *parser) setStore(e Expr, _ bool) {
	if bad := invalidTarget(e, Store); bad != nil {
		p.errorNode(bad, fmt.Sprintf("cannot assign to %s", exprName(bad)))
	}
	setCtx(e, Store)
}

// checkAssignTargets validates the targets of `t1 = t2 = ... = value` with
// CPython 3.11's messages, then marks them as stores.
func (p *parser) checkAssignTargets(targets []Expr, value Expr) {
	for _, t := range targets {
		if s, ok := t.(*Starred); ok {
			p.errorNode(s, "starred assignment target must be in a list or tuple")
		}
		bad := invalidTarget(t, Store)
		if bad == nil {
			continue
		}
		switch bad.(type) {
		case *Yield, *YieldFrom:
			p.errorNode(bad, "assignment to yield expression not possible")
		}
		// invalid_named_expression: the element just before the last '='
		// followed by a plain expression gets the "here. Maybe..." message.
		cand := t
		if tup, ok := t.(*Tuple); ok && p.src[p.offsetOf(t.Pos())] != '(' && len(tup.Elts) > 0 {
			cand = tup.Elts[len(tup.Elts)-1]
		}
		if len(targets) == 1 && cand == bad && p.hereEligible(bad) && startsBitwiseOr(value) {
			p.errorNode(bad, fmt.Sprintf("cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(bad)))
		}
		p.errorNode(bad, fmt.Sprintf("cannot assign to %s", exprName(bad)))
	}
	for _, t := range targets {
		setCtx(t, Store)
	}
}

// startsBitwiseOr reports whether an assigned value begins with a plain
// (bitwise_or) operand rather than `*`, lambda, not or yield.
func startsBitwiseOr(v Expr) bool {
	for {
		switch t := v.(type) {
		case *Tuple:
			if len(t.Elts) == 0 {
				return true
			}
			if t.Elts[0].Pos() != t.Pos() {
				return true // parenthesized
			}
			v = t.Elts[0]
		case *Starred, *Lambda, *Yield, *YieldFrom:
			return false
		case *UnaryOp:
			return t.Op != Not || t.Operand.Pos() == t.Pos()
		case *Compare:
			v = t.Left
		case *BoolOp:
			v = t.Values[0]
		case *IfExp:
			v = t.Body
		default:
			return true
		}
	}
}

func (p *parser) setDel(e Expr) {
	if bad := invalidTarget(e, Del); bad != nil {
		p.errorNode(bad, fmt.Sprintf("cannot delete %s", exprName(bad)))
	}
	setCtx(e, Del)
}

// invalidTarget returns the first sub-expression of e that cannot be a
// target, or nil.
func invalidTarget(e Expr, ctx ExprContext) Expr {
	switch t := e.(type) {
	case *Name, *Attribute, *Subscript:
		return nil
	case *Starred:
		if ctx == Del {
			return e
		}
		return invalidTarget(t.Value, ctx)
	case *Tuple:
		for _, x := range t.Elts {
			if bad := invalidTarget(x, ctx); bad != nil {
				return bad
			}
		}
		return nil
	case *List:
		for _, x := range t.Elts {
			if bad := invalidTarget(x, ctx); bad != nil {
				return bad
			}
		}
		return nil
	case *Compare:
		if ctx == Store {
			// `for x in y` style: CPython points at the comparison's left
			// operand when that is itself not a target.
			if len(t.Ops) == 1 && t.Ops[0] == In {
				return invalidTarget(t.Left, ctx)
			}
		}
	}
	return e
}

func setCtx(e Expr, ctx ExprContext) {
	switch t := e.(type) {
	case *Name:
		t.Ctx = ctx
	case *Attribute:
		t.Ctx = ctx
	case *Subscript:
		t.Ctx = ctx
	case *Starred:
		t.Ctx = ctx
		setCtx(t.Value, ctx)
	case *Tuple:
		t.Ctx = ctx
		for _, x := range t.Elts {
			setCtx(x, ctx)
		}
	case *List:
		t.Ctx = ctx
		for _, x := range t.Elts {
			setCtx(x, ctx)
		}
	}
}

// exprName names an expression kind as CPython's error messages do.
func exprName(e Expr) string {
	switch t := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch t.Value.(type) {
		case nil:
			return "None"
		case bool:
			if t.Value.(bool) {
				return "True"
			}
			return "False"
		case Ellipsis:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	case *Slice:
		return "slice"
	}
	return "expression"
}
