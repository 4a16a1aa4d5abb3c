package syntax

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// Dump returns the text CPython 3.11's ast.dump(node, include_attributes=True)
// prints for the same tree: fields in _fields order, None-valued optional
// fields omitted, empty lists kept, constants in Python repr.
func Dump(node Node) string {
	d := &dumper{}
	d.node(node)
	return d.b.String()
}

type dumper struct {
	b strings.Builder
}

// obj writes one node's fields, comma separated.
type obj struct {
	d *dumper
	n int
}

func (d *dumper) begin(name string) obj {
	d.b.WriteString(name)
	d.b.WriteByte('(')
	return obj{d: d}
}

func (o *obj) key(k string) {
	if o.n > 0 {
		o.d.b.WriteString(", ")
	}
	o.n++
	o.d.b.WriteString(k)
	o.d.b.WriteByte('=')
}

func (o *obj) expr(k string, e Expr) {
	if e == nil {
		return
	}
	o.key(k)
	o.d.node(e)
}

func (o *obj) exprs(k string, es []Expr) {
	o.key(k)
	o.d.b.WriteByte('[')
	for i, e := range es {
		if i > 0 {
			o.d.b.WriteString(", ")
		}
		if e == nil {
			o.d.b.WriteString("None")
		} else {
			o.d.node(e)
		}
	}
	o.d.b.WriteByte(']')
}

func (o *obj) stmts(k string, ss []Stmt) {
	o.key(k)
	o.d.b.WriteByte('[')
	for i, s := range ss {
		if i > 0 {
			o.d.b.WriteString(", ")
		}
		o.d.node(s)
	}
	o.d.b.WriteByte(']')
}

func (o *obj) patterns(k string, ps []Pattern) {
	o.key(k)
	o.d.b.WriteByte('[')
	for i, s := range ps {
		if i > 0 {
			o.d.b.WriteString(", ")
		}
		o.d.node(s)
	}
	o.d.b.WriteByte(']')
}

func (o *obj) typeParams(k string, ps []TypeParam) {
	if len(ps) == 0 {
		return // absent in 3.11's ast
	}
	o.key(k)
	o.d.b.WriteByte('[')
	for i, s := range ps {
		if i > 0 {
			o.d.b.WriteString(", ")
		}
		o.d.node(s)
	}
	o.d.b.WriteByte(']')
}

func (o *obj) str(k, v string) {
	o.key(k)
	o.d.b.WriteString(strRepr(v))
}

func (o *obj) optStr(k, v string) {
	if v != "" {
		o.str(k, v)
	}
}

func (o *obj) raw(k, v string) {
	o.key(k)
	o.d.b.WriteString(v)
}

func (o *obj) int(k string, v int) {
	o.raw(k, strconv.Itoa(v))
}

func (o *obj) loc(l *Loc) {
	o.int("lineno", int(l.Lineno))
	o.int("col_offset", int(l.ColOffset))
	o.int("end_lineno", int(l.EndLineno))
	o.int("end_col_offset", int(l.EndColOffset))
}

func (o *obj) end() { o.d.b.WriteByte(')') }

var ctxNames = [...]string{Load: "Load()", Store: "Store()", Del: "Del()"}
var boolOpNames = [...]string{And: "And()", Or: "Or()"}
var opNames = [...]string{Add: "Add()", Sub: "Sub()", Mult: "Mult()", MatMult: "MatMult()", Div: "Div()", Mod: "Mod()", Pow: "Pow()",
	LShift: "LShift()", RShift: "RShift()", BitOr: "BitOr()", BitXor: "BitXor()", BitAnd: "BitAnd()", FloorDiv: "FloorDiv()"}
var unaryNames = [...]string{Invert: "Invert()", Not: "Not()", UAdd: "UAdd()", USub: "USub()"}
var cmpNames = [...]string{Eq: "Eq()", NotEq: "NotEq()", Lt: "Lt()", LtE: "LtE()", Gt: "Gt()", GtE: "GtE()", Is: "Is()", IsNot: "IsNot()", In: "In()", NotIn: "NotIn()"}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (d *dumper) node(n Node) {
	switch n := n.(type) {
	case *Module:
		o := d.begin("Module")
		o.stmts("body", n.Body)
		o.key("type_ignores")
		d.b.WriteByte('[')
		for i, t := range n.TypeIgnores {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.node(t)
		}
		d.b.WriteByte(']')
		o.end()
	case *Interactive:
		o := d.begin("Interactive")
		o.stmts("body", n.Body)
		o.end()
	case *Expression:
		o := d.begin("Expression")
		o.expr("body", n.Body)
		o.end()
	case *TypeIgnore:
		o := d.begin("TypeIgnore")
		o.int("lineno", int(n.Lineno))
		o.str("tag", n.Tag)
		o.end()
	case *FunctionDef:
		d.funcDef("FunctionDef", &n.Loc, n.Name, n.Args, n.Body, n.DecoratorList, n.Returns, n.TypeComment, n.TypeParams)
	case *AsyncFunctionDef:
		d.funcDef("AsyncFunctionDef", &n.Loc, n.Name, n.Args, n.Body, n.DecoratorList, n.Returns, n.TypeComment, n.TypeParams)
	case *ClassDef:
		o := d.begin("ClassDef")
		o.str("name", n.Name)
		o.exprs("bases", n.Bases)
		o.key("keywords")
		d.keywords(n.Keywords)
		o.stmts("body", n.Body)
		o.exprs("decorator_list", n.DecoratorList)
		o.typeParams("type_params", n.TypeParams)
		o.loc(&n.Loc)
		o.end()
	case *Return:
		o := d.begin("Return")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *Delete:
		o := d.begin("Delete")
		o.exprs("targets", n.Targets)
		o.loc(&n.Loc)
		o.end()
	case *Assign:
		o := d.begin("Assign")
		o.exprs("targets", n.Targets)
		o.expr("value", n.Value)
		o.optStr("type_comment", n.TypeComment)
		o.loc(&n.Loc)
		o.end()
	case *TypeAlias:
		o := d.begin("TypeAlias")
		o.expr("name", n.Name)
		o.key("type_params")
		d.b.WriteByte('[')
		for i, t := range n.TypeParams {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.node(t)
		}
		d.b.WriteByte(']')
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *AugAssign:
		o := d.begin("AugAssign")
		o.expr("target", n.Target)
		o.raw("op", opNames[n.Op])
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *AnnAssign:
		o := d.begin("AnnAssign")
		o.expr("target", n.Target)
		o.expr("annotation", n.Annotation)
		o.expr("value", n.Value)
		o.int("simple", b2i(n.Simple))
		o.loc(&n.Loc)
		o.end()
	case *For:
		d.forStmt("For", &n.Loc, n.Target, n.Iter, n.Body, n.Orelse, n.TypeComment)
	case *AsyncFor:
		d.forStmt("AsyncFor", &n.Loc, n.Target, n.Iter, n.Body, n.Orelse, n.TypeComment)
	case *While:
		o := d.begin("While")
		o.expr("test", n.Test)
		o.stmts("body", n.Body)
		o.stmts("orelse", n.Orelse)
		o.loc(&n.Loc)
		o.end()
	case *If:
		o := d.begin("If")
		o.expr("test", n.Test)
		o.stmts("body", n.Body)
		o.stmts("orelse", n.Orelse)
		o.loc(&n.Loc)
		o.end()
	case *With:
		d.withStmt("With", &n.Loc, n.Items, n.Body, n.TypeComment)
	case *AsyncWith:
		d.withStmt("AsyncWith", &n.Loc, n.Items, n.Body, n.TypeComment)
	case *Match:
		o := d.begin("Match")
		o.expr("subject", n.Subject)
		o.key("cases")
		d.b.WriteByte('[')
		for i, c := range n.Cases {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.node(c)
		}
		d.b.WriteByte(']')
		o.loc(&n.Loc)
		o.end()
	case *Raise:
		o := d.begin("Raise")
		o.expr("exc", n.Exc)
		o.expr("cause", n.Cause)
		o.loc(&n.Loc)
		o.end()
	case *Try:
		d.tryStmt("Try", &n.Loc, n.Body, n.Handlers, n.Orelse, n.Finalbody)
	case *TryStar:
		d.tryStmt("TryStar", &n.Loc, n.Body, n.Handlers, n.Orelse, n.Finalbody)
	case *Assert:
		o := d.begin("Assert")
		o.expr("test", n.Test)
		o.expr("msg", n.Msg)
		o.loc(&n.Loc)
		o.end()
	case *Import:
		o := d.begin("Import")
		d.aliases(&o, n.Names)
		o.loc(&n.Loc)
		o.end()
	case *ImportFrom:
		o := d.begin("ImportFrom")
		o.optStr("module", n.Module)
		d.aliases(&o, n.Names)
		o.int("level", n.Level)
		o.loc(&n.Loc)
		o.end()
	case *Global:
		o := d.begin("Global")
		d.names(&o, n.Names)
		o.loc(&n.Loc)
		o.end()
	case *Nonlocal:
		o := d.begin("Nonlocal")
		d.names(&o, n.Names)
		o.loc(&n.Loc)
		o.end()
	case *ExprStmt:
		o := d.begin("Expr")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *Pass:
		o := d.begin("Pass")
		o.loc(&n.Loc)
		o.end()
	case *Break:
		o := d.begin("Break")
		o.loc(&n.Loc)
		o.end()
	case *Continue:
		o := d.begin("Continue")
		o.loc(&n.Loc)
		o.end()

	case *BoolOp:
		o := d.begin("BoolOp")
		o.raw("op", boolOpNames[n.Op])
		o.exprs("values", n.Values)
		o.loc(&n.Loc)
		o.end()
	case *NamedExpr:
		o := d.begin("NamedExpr")
		o.expr("target", n.Target)
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *BinOp:
		o := d.begin("BinOp")
		o.expr("left", n.Left)
		o.raw("op", opNames[n.Op])
		o.expr("right", n.Right)
		o.loc(&n.Loc)
		o.end()
	case *UnaryOp:
		o := d.begin("UnaryOp")
		o.raw("op", unaryNames[n.Op])
		o.expr("operand", n.Operand)
		o.loc(&n.Loc)
		o.end()
	case *Lambda:
		o := d.begin("Lambda")
		o.key("args")
		d.node(n.Args)
		o.expr("body", n.Body)
		o.loc(&n.Loc)
		o.end()
	case *IfExp:
		o := d.begin("IfExp")
		o.expr("test", n.Test)
		o.expr("body", n.Body)
		o.expr("orelse", n.Orelse)
		o.loc(&n.Loc)
		o.end()
	case *Dict:
		o := d.begin("Dict")
		o.exprs("keys", n.Keys)
		o.exprs("values", n.Values)
		o.loc(&n.Loc)
		o.end()
	case *Set:
		o := d.begin("Set")
		o.exprs("elts", n.Elts)
		o.loc(&n.Loc)
		o.end()
	case *ListComp:
		d.comp("ListComp", &n.Loc, n.Elt, n.Generators)
	case *SetComp:
		d.comp("SetComp", &n.Loc, n.Elt, n.Generators)
	case *GeneratorExp:
		d.comp("GeneratorExp", &n.Loc, n.Elt, n.Generators)
	case *DictComp:
		o := d.begin("DictComp")
		o.expr("key", n.Key)
		o.expr("value", n.Value)
		d.generators(&o, n.Generators)
		o.loc(&n.Loc)
		o.end()
	case *Await:
		o := d.begin("Await")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *Yield:
		o := d.begin("Yield")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *YieldFrom:
		o := d.begin("YieldFrom")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *Compare:
		o := d.begin("Compare")
		o.expr("left", n.Left)
		o.key("ops")
		d.b.WriteByte('[')
		for i, op := range n.Ops {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.b.WriteString(cmpNames[op])
		}
		d.b.WriteByte(']')
		o.exprs("comparators", n.Comparators)
		o.loc(&n.Loc)
		o.end()
	case *Call:
		o := d.begin("Call")
		o.expr("func", n.Func)
		o.exprs("args", n.Args)
		o.key("keywords")
		d.keywords(n.Keywords)
		o.loc(&n.Loc)
		o.end()
	case *FormattedValue:
		o := d.begin("FormattedValue")
		o.expr("value", n.Value)
		o.int("conversion", n.Conversion)
		o.expr("format_spec", n.FormatSpec)
		o.loc(&n.Loc)
		o.end()
	case *JoinedStr:
		o := d.begin("JoinedStr")
		o.exprs("values", n.Values)
		o.loc(&n.Loc)
		o.end()
	case *Constant:
		o := d.begin("Constant")
		o.raw("value", Repr(n.Value))
		o.optStr("kind", n.Kind)
		o.loc(&n.Loc)
		o.end()
	case *Attribute:
		o := d.begin("Attribute")
		o.expr("value", n.Value)
		o.str("attr", n.Attr)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *Subscript:
		o := d.begin("Subscript")
		o.expr("value", n.Value)
		o.expr("slice", n.Slice)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *Starred:
		o := d.begin("Starred")
		o.expr("value", n.Value)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *Name:
		o := d.begin("Name")
		o.str("id", n.Id)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *List:
		o := d.begin("List")
		o.exprs("elts", n.Elts)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *Tuple:
		o := d.begin("Tuple")
		o.exprs("elts", n.Elts)
		o.raw("ctx", ctxNames[n.Ctx])
		o.loc(&n.Loc)
		o.end()
	case *Slice:
		o := d.begin("Slice")
		o.expr("lower", n.Lower)
		o.expr("upper", n.Upper)
		o.expr("step", n.Step)
		o.loc(&n.Loc)
		o.end()

	case *Comprehension:
		o := d.begin("comprehension")
		o.expr("target", n.Target)
		o.expr("iter", n.Iter)
		o.exprs("ifs", n.Ifs)
		o.int("is_async", b2i(n.IsAsync))
		o.end()
	case *ExceptHandler:
		o := d.begin("ExceptHandler")
		o.expr("type", n.Type)
		o.optStr("name", n.Name)
		o.stmts("body", n.Body)
		o.loc(&n.Loc)
		o.end()
	case *Arguments:
		o := d.begin("arguments")
		d.args(&o, "posonlyargs", n.PosOnlyArgs)
		d.args(&o, "args", n.Args)
		if n.Vararg != nil {
			o.key("vararg")
			d.node(n.Vararg)
		}
		d.args(&o, "kwonlyargs", n.KwOnlyArgs)
		o.exprs("kw_defaults", n.KwDefaults)
		if n.Kwarg != nil {
			o.key("kwarg")
			d.node(n.Kwarg)
		}
		o.exprs("defaults", n.Defaults)
		o.end()
	case *Arg:
		o := d.begin("arg")
		o.str("arg", n.Arg)
		o.expr("annotation", n.Annotation)
		o.optStr("type_comment", n.TypeComment)
		o.loc(&n.Loc)
		o.end()
	case *Keyword:
		o := d.begin("keyword")
		o.optStr("arg", n.Arg)
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *Alias:
		o := d.begin("alias")
		o.str("name", n.Name)
		o.optStr("asname", n.Asname)
		o.loc(&n.Loc)
		o.end()
	case *WithItem:
		o := d.begin("withitem")
		o.expr("context_expr", n.ContextExpr)
		o.expr("optional_vars", n.OptionalVars)
		o.end()
	case *MatchCase:
		o := d.begin("match_case")
		o.key("pattern")
		d.node(n.Pattern)
		o.expr("guard", n.Guard)
		o.stmts("body", n.Body)
		o.end()

	case *MatchValue:
		o := d.begin("MatchValue")
		o.expr("value", n.Value)
		o.loc(&n.Loc)
		o.end()
	case *MatchSingleton:
		o := d.begin("MatchSingleton")
		o.raw("value", Repr(n.Value))
		o.loc(&n.Loc)
		o.end()
	case *MatchSequence:
		o := d.begin("MatchSequence")
		o.patterns("patterns", n.Patterns)
		o.loc(&n.Loc)
		o.end()
	case *MatchMapping:
		o := d.begin("MatchMapping")
		o.exprs("keys", n.Keys)
		o.patterns("patterns", n.Patterns)
		o.optStr("rest", n.Rest)
		o.loc(&n.Loc)
		o.end()
	case *MatchClass:
		o := d.begin("MatchClass")
		o.expr("cls", n.Cls)
		o.patterns("patterns", n.Patterns)
		d.names2(&o, "kwd_attrs", n.KwdAttrs)
		o.patterns("kwd_patterns", n.KwdPatterns)
		o.loc(&n.Loc)
		o.end()
	case *MatchStar:
		o := d.begin("MatchStar")
		o.optStr("name", n.Name)
		o.loc(&n.Loc)
		o.end()
	case *MatchAs:
		o := d.begin("MatchAs")
		if n.Pattern != nil {
			o.key("pattern")
			d.node(n.Pattern)
		}
		o.optStr("name", n.Name)
		o.loc(&n.Loc)
		o.end()
	case *MatchOr:
		o := d.begin("MatchOr")
		o.patterns("patterns", n.Patterns)
		o.loc(&n.Loc)
		o.end()

	case *TypeVar:
		o := d.begin("TypeVar")
		o.str("name", n.Name)
		o.expr("bound", n.Bound)
		o.loc(&n.Loc)
		o.end()
	case *ParamSpec:
		o := d.begin("ParamSpec")
		o.str("name", n.Name)
		o.loc(&n.Loc)
		o.end()
	case *TypeVarTuple:
		o := d.begin("TypeVarTuple")
		o.str("name", n.Name)
		o.loc(&n.Loc)
		o.end()
	default:
		fmt.Fprintf(&d.b, "<%T>", n)
	}
}

func (d *dumper) funcDef(kind string, l *Loc, name string, args *Arguments, body []Stmt, decos []Expr, returns Expr, tc string, tps []TypeParam) {
	o := d.begin(kind)
	o.str("name", name)
	o.key("args")
	d.node(args)
	o.stmts("body", body)
	o.exprs("decorator_list", decos)
	o.expr("returns", returns)
	o.optStr("type_comment", tc)
	o.typeParams("type_params", tps)
	o.loc(l)
	o.end()
}

func (d *dumper) forStmt(kind string, l *Loc, target, iter Expr, body, orelse []Stmt, tc string) {
	o := d.begin(kind)
	o.expr("target", target)
	o.expr("iter", iter)
	o.stmts("body", body)
	o.stmts("orelse", orelse)
	o.optStr("type_comment", tc)
	o.loc(l)
	o.end()
}

func (d *dumper) withStmt(kind string, l *Loc, items []*WithItem, body []Stmt, tc string) {
	o := d.begin(kind)
	o.key("items")
	d.b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(it)
	}
	d.b.WriteByte(']')
	o.stmts("body", body)
	o.optStr("type_comment", tc)
	o.loc(l)
	o.end()
}

func (d *dumper) tryStmt(kind string, l *Loc, body []Stmt, handlers []*ExceptHandler, orelse, final []Stmt) {
	o := d.begin(kind)
	o.stmts("body", body)
	o.key("handlers")
	d.b.WriteByte('[')
	for i, h := range handlers {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(h)
	}
	d.b.WriteByte(']')
	o.stmts("orelse", orelse)
	o.stmts("finalbody", final)
	o.loc(l)
	o.end()
}

func (d *dumper) comp(kind string, l *Loc, elt Expr, gens []*Comprehension) {
	o := d.begin(kind)
	o.expr("elt", elt)
	d.generators(&o, gens)
	o.loc(l)
	o.end()
}

func (d *dumper) generators(o *obj, gens []*Comprehension) {
	o.key("generators")
	d.b.WriteByte('[')
	for i, g := range gens {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(g)
	}
	d.b.WriteByte(']')
}

func (d *dumper) keywords(kws []*Keyword) {
	d.b.WriteByte('[')
	for i, k := range kws {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(k)
	}
	d.b.WriteByte(']')
}

func (d *dumper) aliases(o *obj, names []*Alias) {
	o.key("names")
	d.b.WriteByte('[')
	for i, a := range names {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(a)
	}
	d.b.WriteByte(']')
}

func (d *dumper) names(o *obj, names []string) {
	d.names2(o, "names", names)
}

func (d *dumper) names2(o *obj, key string, names []string) {
	o.key(key)
	d.b.WriteByte('[')
	for i, s := range names {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.b.WriteString(strRepr(s))
	}
	d.b.WriteByte(']')
}

func (d *dumper) args(o *obj, key string, args []*Arg) {
	o.key(key)
	d.b.WriteByte('[')
	for i, a := range args {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.node(a)
	}
	d.b.WriteByte(']')
}

// Repr formats a Constant value as Python's repr() does.
func Repr(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(v, 10)
	case *big.Int:
		return v.String()
	case float64:
		return floatRepr(v)
	case complex128:
		return complexRepr(v)
	case string:
		return strRepr(v)
	case Bytes:
		return bytesRepr(string(v))
	case Ellipsis:
		return "Ellipsis"
	}
	return fmt.Sprint(v)
}

// floatRepr is Python's repr(float): the shortest string that round-trips,
// in fixed notation for exponents in [-4, 16), else scientific.
func floatRepr(f float64) string {
	return formatFloat(f, true)
}

func formatFloat(f float64, addPointZero bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	epos := strings.IndexByte(s, 'e')
	mant, exp := s[:epos], s[epos+1:]
	e, _ := strconv.Atoi(exp)
	digits := strings.Replace(mant, ".", "", 1)
	var out string
	if e >= -4 && e < 16 {
		if e >= 0 {
			if len(digits) <= e+1 {
				out = digits + strings.Repeat("0", e+1-len(digits))
				if addPointZero {
					out += ".0"
				}
			} else {
				out = digits[:e+1] + "." + digits[e+1:]
			}
		} else {
			out = "0." + strings.Repeat("0", -e-1) + digits
		}
	} else {
		m := digits[:1]
		if len(digits) > 1 {
			m += "." + digits[1:]
		}
		sign := "+"
		if e < 0 {
			sign = "-"
			e = -e
		}
		es := strconv.Itoa(e)
		if len(es) < 2 {
			es = "0" + es
		}
		out = m + "e" + sign + es
	}
	if neg {
		out = "-" + out
	}
	return out
}

func complexRepr(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return formatFloat(im, false) + "j"
	}
	rs := formatFloat(re, false)
	is := formatFloat(im, false)
	if !strings.HasPrefix(is, "-") && !math.IsNaN(im) {
		is = "+" + is
	}
	return "(" + rs + is + "j)"
}

// strRepr is Python's repr(str) for a WTF-8 string.
func strRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == quote || c == '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case c == '\t':
				b.WriteString(`\t`)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			case c < 0x20 || c == 0x7f:
				fmt.Fprintf(&b, `\x%02x`, c)
			default:
				b.WriteByte(c)
			}
			continue
		}
		// surrogate (WTF-8)
		if c == 0xED && i+2 < len(s)+0 && i+2 <= len(s)-1 && s[i+1] >= 0xA0 && s[i+1] <= 0xBF {
			r := rune(0xD000) | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			fmt.Fprintf(&b, `\u%04x`, r)
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if isPrintable(r) {
			b.WriteRune(r)
		} else if r <= 0xff {
			fmt.Fprintf(&b, `\x%02x`, r)
		} else if r <= 0xffff {
			fmt.Fprintf(&b, `\u%04x`, r)
		} else {
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// isPrintable mirrors str.isprintable for one character: everything but
// the Other (C*) and Separator (Z*) categories, except ASCII space.
// (Unicode 14.0's view, as CPython 3.11's).
func isPrintable(r rune) bool { return text.IsPrintable(r) }

func bytesRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}
