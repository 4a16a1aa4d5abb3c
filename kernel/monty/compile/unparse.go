package compile

import (
	"math"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// exprSource is the source text of an expression as CPython 3.11 writes an
// annotation under `from __future__ import annotations`: normalised
// spacing, only the parentheses precedence needs, constants by repr.
func exprSource(e syntax.Expr) string {
	var w sourceWriter
	w.expr(e, precTest)
	return w.b.String()
}

// Binding strengths, loosest first, as the grammar nests them.
const (
	precTuple = iota
	precTest  // if-else, lambda
	precOr
	precAnd
	precNot
	precCmp
	precBor
	precBxor
	precBand
	precShift
	precArith
	precTerm
	precFactor // unary + - ~
	precPower
	precAwait
	precAtom
)

type sourceWriter struct {
	b strings.Builder
}

func (w *sourceWriter) s(text string) { w.b.WriteString(text) }

// open writes "(" when an expression of strength own stands where at least
// need is required, and returns whether it did (close must follow).
func (w *sourceWriter) open(need, own int) bool {
	if need > own {
		w.s("(")
		return true
	}
	return false
}

func (w *sourceWriter) close(opened bool) {
	if opened {
		w.s(")")
	}
}

var binOps = map[syntax.Operator]struct {
	text string
	prec int
}{
	syntax.Add: {" + ", precArith}, syntax.Sub: {" - ", precArith},
	syntax.Mult: {" * ", precTerm}, syntax.MatMult: {" @ ", precTerm},
	syntax.Div: {" / ", precTerm}, syntax.Mod: {" % ", precTerm},
	syntax.FloorDiv: {" // ", precTerm}, syntax.Pow: {" ** ", precPower},
	syntax.LShift: {" << ", precShift}, syntax.RShift: {" >> ", precShift},
	syntax.BitOr: {" | ", precBor}, syntax.BitXor: {" ^ ", precBxor},
	syntax.BitAnd: {" & ", precBand},
}

var cmpText = [...]string{
	syntax.Eq: " == ", syntax.NotEq: " != ", syntax.Lt: " < ", syntax.LtE: " <= ",
	syntax.Gt: " > ", syntax.GtE: " >= ", syntax.Is: " is ", syntax.IsNot: " is not ",
	syntax.In: " in ", syntax.NotIn: " not in ",
}

func (w *sourceWriter) list(es []syntax.Expr, prec int) {
	for i, e := range es {
		if i > 0 {
			w.s(", ")
		}
		w.expr(e, prec)
	}
}

func (w *sourceWriter) expr(e syntax.Expr, need int) {
	switch e := e.(type) {
	case *syntax.Name:
		w.s(e.Id)
	case *syntax.Constant:
		w.constant(e.Value)
	case *syntax.Attribute:
		w.expr(e.Value, precAtom)
		// 1.real would read as a float: CPython writes "1 .real".
		if k, ok := e.Value.(*syntax.Constant); ok {
			if _, isInt := k.Value.(int64); isInt {
				w.s(" ")
			}
		}
		w.s(".")
		w.s(e.Attr)
	case *syntax.Subscript:
		w.expr(e.Value, precAtom)
		w.s("[")
		if t, ok := e.Slice.(*syntax.Tuple); ok && len(t.Elts) > 0 {
			w.list(t.Elts, precTest)
			if len(t.Elts) == 1 {
				w.s(",")
			}
		} else {
			w.expr(e.Slice, precTuple)
		}
		w.s("]")
	case *syntax.Slice:
		if e.Lower != nil {
			w.expr(e.Lower, precTest)
		}
		w.s(":")
		if e.Upper != nil {
			w.expr(e.Upper, precTest)
		}
		if e.Step != nil {
			w.s(":")
			w.expr(e.Step, precTest)
		}
	case *syntax.Call:
		w.call(e)
	case *syntax.BinOp:
		op := binOps[e.Op]
		p := w.open(need, op.prec)
		left, right := op.prec, op.prec+1
		if e.Op == syntax.Pow { // right-associative
			left, right = op.prec+1, op.prec
		}
		w.expr(e.Left, left)
		w.s(op.text)
		w.expr(e.Right, right)
		w.close(p)
	case *syntax.UnaryOp:
		w.unary(e, need)
	case *syntax.BoolOp:
		prec, text := precAnd, " and "
		if e.Op == syntax.Or {
			prec, text = precOr, " or "
		}
		p := w.open(need, prec)
		for i, v := range e.Values {
			if i > 0 {
				w.s(text)
			}
			w.expr(v, prec+1)
		}
		w.close(p)
	case *syntax.Compare:
		p := w.open(need, precCmp)
		w.expr(e.Left, precCmp+1)
		for i, op := range e.Ops {
			w.s(cmpText[op])
			w.expr(e.Comparators[i], precCmp+1)
		}
		w.close(p)
	case *syntax.IfExp:
		p := w.open(need, precTest)
		w.expr(e.Body, precTest+1)
		w.s(" if ")
		w.expr(e.Test, precTest+1)
		w.s(" else ")
		w.expr(e.Orelse, precTest)
		w.close(p)
	case *syntax.Lambda:
		p := w.open(need, precTest)
		w.s("lambda")
		if params := w.params(e.Args); params != "" {
			w.s(" " + params)
		}
		w.s(": ")
		w.expr(e.Body, precTest)
		w.close(p)
	case *syntax.NamedExpr:
		p := w.open(need, precTuple)
		w.expr(e.Target, precAtom)
		w.s(" := ")
		w.expr(e.Value, precAtom)
		w.close(p)
	case *syntax.Tuple:
		if len(e.Elts) == 0 {
			w.s("()")
			return
		}
		p := w.open(need, precTuple)
		w.list(e.Elts, precTest)
		if len(e.Elts) == 1 {
			w.s(",")
		}
		w.close(p)
	case *syntax.List:
		w.s("[")
		w.list(e.Elts, precTest)
		w.s("]")
	case *syntax.Set:
		if len(e.Elts) == 0 {
			w.s("{*()}")
			return
		}
		w.s("{")
		w.list(e.Elts, precTest)
		w.s("}")
	case *syntax.Dict:
		w.s("{")
		for i, v := range e.Values {
			if i > 0 {
				w.s(", ")
			}
			if e.Keys[i] == nil {
				w.s("**")
				w.expr(v, precBor)
				continue
			}
			w.expr(e.Keys[i], precTest)
			w.s(": ")
			w.expr(v, precTest)
		}
		w.s("}")
	case *syntax.Starred:
		w.s("*")
		w.expr(e.Value, precBor)
	case *syntax.ListComp:
		w.s("[")
		w.expr(e.Elt, precTest)
		w.comprehensions(e.Generators)
		w.s("]")
	case *syntax.SetComp:
		w.s("{")
		w.expr(e.Elt, precTest)
		w.comprehensions(e.Generators)
		w.s("}")
	case *syntax.DictComp:
		w.s("{")
		w.expr(e.Key, precTest)
		w.s(": ")
		w.expr(e.Value, precTest)
		w.comprehensions(e.Generators)
		w.s("}")
	case *syntax.GeneratorExp:
		w.s("(")
		w.expr(e.Elt, precTest)
		w.comprehensions(e.Generators)
		w.s(")")
	case *syntax.Await:
		p := w.open(need, precAwait)
		w.s("await ")
		w.expr(e.Value, precAtom)
		w.close(p)
	case *syntax.Yield:
		w.s("(yield")
		if e.Value != nil {
			w.s(" ")
			w.expr(e.Value, precTest)
		}
		w.s(")")
	case *syntax.YieldFrom:
		w.s("(yield from ")
		w.expr(e.Value, precTest)
		w.s(")")
	case *syntax.JoinedStr:
		w.s("f")
		w.s(syntax.Repr(fstringBody(e)))
	case *syntax.FormattedValue:
		w.s("f")
		w.s(syntax.Repr(fstringBody(&syntax.JoinedStr{Values: []syntax.Expr{e}})))
	}
}

func (w *sourceWriter) unary(e *syntax.UnaryOp, need int) {
	text, prec := "-", precFactor
	switch e.Op {
	case syntax.Not:
		text, prec = "not ", precNot
	case syntax.Invert:
		text = "~"
	case syntax.UAdd:
		text = "+"
	}
	p := w.open(need, prec)
	w.s(text)
	w.expr(e.Operand, prec)
	w.close(p)
}

func (w *sourceWriter) call(e *syntax.Call) {
	w.expr(e.Func, precAtom)
	// f(x for x in y): a lone generator argument keeps its own parentheses.
	if len(e.Args) == 1 && len(e.Keywords) == 0 {
		if g, ok := e.Args[0].(*syntax.GeneratorExp); ok {
			w.expr(g, precTest)
			return
		}
	}
	w.s("(")
	w.list(e.Args, precTest)
	for i, k := range e.Keywords {
		if i > 0 || len(e.Args) > 0 {
			w.s(", ")
		}
		if k.Arg == "" {
			w.s("**")
		} else {
			w.s(k.Arg + "=")
		}
		w.expr(k.Value, precTest)
	}
	w.s(")")
}

func (w *sourceWriter) comprehensions(gens []*syntax.Comprehension) {
	for _, g := range gens {
		if g.IsAsync {
			w.s(" async for ")
		} else {
			w.s(" for ")
		}
		w.expr(g.Target, precTuple)
		w.s(" in ")
		w.expr(g.Iter, precTest+1)
		for _, cond := range g.Ifs {
			w.s(" if ")
			w.expr(cond, precTest+1)
		}
	}
}

// params is a lambda's parameter list, as written.
func (w *sourceWriter) params(a *syntax.Arguments) string {
	var parts []string
	positional := append(append([]*syntax.Arg{}, a.PosOnlyArgs...), a.Args...)
	firstDefault := len(positional) - len(a.Defaults)
	for i, p := range positional {
		text := p.Arg
		if i >= firstDefault {
			text += "=" + exprSource(a.Defaults[i-firstDefault])
		}
		parts = append(parts, text)
		if len(a.PosOnlyArgs) > 0 && i == len(a.PosOnlyArgs)-1 {
			parts = append(parts, "/")
		}
	}
	if a.Vararg != nil {
		parts = append(parts, "*"+a.Vararg.Arg)
	} else if len(a.KwOnlyArgs) > 0 {
		parts = append(parts, "*")
	}
	for i, p := range a.KwOnlyArgs {
		text := p.Arg
		if i < len(a.KwDefaults) && a.KwDefaults[i] != nil {
			text += "=" + exprSource(a.KwDefaults[i])
		}
		parts = append(parts, text)
	}
	if a.Kwarg != nil {
		parts = append(parts, "**"+a.Kwarg.Arg)
	}
	return strings.Join(parts, ", ")
}

func (w *sourceWriter) constant(v any) {
	switch v := v.(type) {
	case syntax.Ellipsis:
		w.s("...")
	case float64:
		// inf has no literal: CPython writes a float too big to hold.
		if math.IsInf(v, 0) {
			if v < 0 {
				w.s("-")
			}
			w.s("1e309")
			return
		}
		w.s(syntax.Repr(v))
	case complex128:
		if math.IsInf(imag(v), 0) || math.IsInf(real(v), 0) {
			w.s("1e309j")
			return
		}
		w.s(syntax.Repr(v))
	default:
		w.s(syntax.Repr(v))
	}
}

// fstringBody is the text between an f-string's quotes: its literal parts
// with braces doubled, its fields as {expr!c:spec}.
func fstringBody(j *syntax.JoinedStr) string {
	var b strings.Builder
	for _, part := range j.Values {
		switch p := part.(type) {
		case *syntax.Constant:
			s, _ := p.Value.(string)
			s = strings.ReplaceAll(s, "{", "{{")
			b.WriteString(strings.ReplaceAll(s, "}", "}}"))
		case *syntax.FormattedValue:
			var inner sourceWriter
			inner.expr(p.Value, precTest+1)
			text := inner.b.String()
			b.WriteString("{")
			if strings.HasPrefix(text, "{") {
				b.WriteString(" ")
			}
			b.WriteString(text)
			if p.Conversion > 0 {
				b.WriteString("!" + string(rune(p.Conversion)))
			}
			if spec, ok := p.FormatSpec.(*syntax.JoinedStr); ok {
				b.WriteString(":" + fstringBody(spec))
			}
			b.WriteString("}")
		}
	}
	return b.String()
}
