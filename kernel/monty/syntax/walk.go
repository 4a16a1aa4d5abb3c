package syntax

// A Visitor's Visit method is called for each node met by Walk. If the
// returned visitor w is not nil, Walk visits each child of node with w,
// followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Walk traverses the tree rooted at node in depth-first order, children in
// evaluation order (decorators and type parameters before a definition's
// arguments and body, dict keys before their values).
func Walk(v Visitor, node Node) {
	if v = v.Visit(node); v == nil {
		return
	}
	switch n := node.(type) {
	case *Module:
		walkStmts(v, n.Body)
	case *Interactive:
		walkStmts(v, n.Body)
	case *Expression:
		Walk(v, n.Body)
	case *TypeIgnore:

	case *FunctionDef:
		walkExprs(v, n.DecoratorList)
		walkTypeParams(v, n.TypeParams)
		Walk(v, n.Args)
		walkExpr(v, n.Returns)
		walkStmts(v, n.Body)
	case *AsyncFunctionDef:
		walkExprs(v, n.DecoratorList)
		walkTypeParams(v, n.TypeParams)
		Walk(v, n.Args)
		walkExpr(v, n.Returns)
		walkStmts(v, n.Body)
	case *ClassDef:
		walkExprs(v, n.DecoratorList)
		walkTypeParams(v, n.TypeParams)
		walkExprs(v, n.Bases)
		for _, k := range n.Keywords {
			Walk(v, k)
		}
		walkStmts(v, n.Body)
	case *Return:
		walkExpr(v, n.Value)
	case *Delete:
		walkExprs(v, n.Targets)
	case *Assign:
		walkExprs(v, n.Targets)
		Walk(v, n.Value)
	case *TypeAlias:
		Walk(v, n.Name)
		walkTypeParams(v, n.TypeParams)
		Walk(v, n.Value)
	case *AugAssign:
		Walk(v, n.Target)
		Walk(v, n.Value)
	case *AnnAssign:
		Walk(v, n.Target)
		Walk(v, n.Annotation)
		walkExpr(v, n.Value)
	case *For:
		Walk(v, n.Target)
		Walk(v, n.Iter)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *AsyncFor:
		Walk(v, n.Target)
		Walk(v, n.Iter)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *While:
		Walk(v, n.Test)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *If:
		Walk(v, n.Test)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *With:
		for _, it := range n.Items {
			Walk(v, it)
		}
		walkStmts(v, n.Body)
	case *AsyncWith:
		for _, it := range n.Items {
			Walk(v, it)
		}
		walkStmts(v, n.Body)
	case *Match:
		Walk(v, n.Subject)
		for _, c := range n.Cases {
			Walk(v, c)
		}
	case *Raise:
		walkExpr(v, n.Exc)
		walkExpr(v, n.Cause)
	case *Try:
		walkStmts(v, n.Body)
		for _, h := range n.Handlers {
			Walk(v, h)
		}
		walkStmts(v, n.Orelse)
		walkStmts(v, n.Finalbody)
	case *TryStar:
		walkStmts(v, n.Body)
		for _, h := range n.Handlers {
			Walk(v, h)
		}
		walkStmts(v, n.Orelse)
		walkStmts(v, n.Finalbody)
	case *Assert:
		Walk(v, n.Test)
		walkExpr(v, n.Msg)
	case *Import:
		for _, a := range n.Names {
			Walk(v, a)
		}
	case *ImportFrom:
		for _, a := range n.Names {
			Walk(v, a)
		}
	case *Global, *Nonlocal, *Pass, *Break, *Continue:

	case *ExprStmt:
		Walk(v, n.Value)

	case *BoolOp:
		walkExprs(v, n.Values)
	case *NamedExpr:
		Walk(v, n.Target)
		Walk(v, n.Value)
	case *BinOp:
		Walk(v, n.Left)
		Walk(v, n.Right)
	case *UnaryOp:
		Walk(v, n.Operand)
	case *Lambda:
		Walk(v, n.Args)
		Walk(v, n.Body)
	case *IfExp:
		Walk(v, n.Test)
		Walk(v, n.Body)
		Walk(v, n.Orelse)
	case *Dict:
		for i, k := range n.Keys {
			walkExpr(v, k)
			Walk(v, n.Values[i])
		}
	case *Set:
		walkExprs(v, n.Elts)
	case *ListComp:
		Walk(v, n.Elt)
		walkComps(v, n.Generators)
	case *SetComp:
		Walk(v, n.Elt)
		walkComps(v, n.Generators)
	case *DictComp:
		Walk(v, n.Key)
		Walk(v, n.Value)
		walkComps(v, n.Generators)
	case *GeneratorExp:
		Walk(v, n.Elt)
		walkComps(v, n.Generators)
	case *Await:
		Walk(v, n.Value)
	case *Yield:
		walkExpr(v, n.Value)
	case *YieldFrom:
		Walk(v, n.Value)
	case *Compare:
		Walk(v, n.Left)
		walkExprs(v, n.Comparators)
	case *Call:
		Walk(v, n.Func)
		walkExprs(v, n.Args)
		for _, k := range n.Keywords {
			Walk(v, k)
		}
	case *FormattedValue:
		Walk(v, n.Value)
		walkExpr(v, n.FormatSpec)
	case *JoinedStr:
		walkExprs(v, n.Values)
	case *Constant, *Name:

	case *Attribute:
		Walk(v, n.Value)
	case *Subscript:
		Walk(v, n.Value)
		Walk(v, n.Slice)
	case *Starred:
		Walk(v, n.Value)
	case *List:
		walkExprs(v, n.Elts)
	case *Tuple:
		walkExprs(v, n.Elts)
	case *Slice:
		walkExpr(v, n.Lower)
		walkExpr(v, n.Upper)
		walkExpr(v, n.Step)

	case *Comprehension:
		Walk(v, n.Target)
		Walk(v, n.Iter)
		walkExprs(v, n.Ifs)
	case *ExceptHandler:
		walkExpr(v, n.Type)
		walkStmts(v, n.Body)
	case *Arguments:
		for _, a := range n.PosOnlyArgs {
			Walk(v, a)
		}
		for _, a := range n.Args {
			Walk(v, a)
		}
		if n.Vararg != nil {
			Walk(v, n.Vararg)
		}
		for _, a := range n.KwOnlyArgs {
			Walk(v, a)
		}
		for _, d := range n.KwDefaults {
			walkExpr(v, d)
		}
		if n.Kwarg != nil {
			Walk(v, n.Kwarg)
		}
		walkExprs(v, n.Defaults)
	case *Arg:
		walkExpr(v, n.Annotation)
	case *Keyword:
		Walk(v, n.Value)
	case *Alias:

	case *WithItem:
		Walk(v, n.ContextExpr)
		walkExpr(v, n.OptionalVars)
	case *MatchCase:
		Walk(v, n.Pattern)
		walkExpr(v, n.Guard)
		walkStmts(v, n.Body)

	case *MatchValue:
		Walk(v, n.Value)
	case *MatchSingleton, *MatchStar:

	case *MatchSequence:
		walkPatterns(v, n.Patterns)
	case *MatchMapping:
		walkExprs(v, n.Keys)
		walkPatterns(v, n.Patterns)
	case *MatchClass:
		Walk(v, n.Cls)
		walkPatterns(v, n.Patterns)
		walkPatterns(v, n.KwdPatterns)
	case *MatchAs:
		if n.Pattern != nil {
			Walk(v, n.Pattern)
		}
	case *MatchOr:
		walkPatterns(v, n.Patterns)

	case *TypeVar:
		walkExpr(v, n.Bound)
	case *ParamSpec, *TypeVarTuple:

	default:
		panic("syntax.Walk: unexpected node type")
	}
	v.Visit(nil)
}

func walkExpr(v Visitor, e Expr) {
	if e != nil {
		Walk(v, e)
	}
}

func walkExprs(v Visitor, es []Expr) {
	for _, e := range es {
		if e != nil {
			Walk(v, e)
		}
	}
}

func walkStmts(v Visitor, ss []Stmt) {
	for _, s := range ss {
		Walk(v, s)
	}
}

func walkComps(v Visitor, cs []*Comprehension) {
	for _, c := range cs {
		Walk(v, c)
	}
}

func walkPatterns(v Visitor, ps []Pattern) {
	for _, p := range ps {
		Walk(v, p)
	}
}

func walkTypeParams(v Visitor, ps []TypeParam) {
	for _, p := range ps {
		Walk(v, p)
	}
}

type inspector func(Node) bool

func (f inspector) Visit(node Node) Visitor {
	if f(node) {
		return f
	}
	return nil
}

// Inspect traverses the tree rooted at node in depth-first order, calling f
// for each node and then f(nil) after its children. If f returns false, the
// children of that node are skipped.
func Inspect(node Node, f func(Node) bool) {
	Walk(inspector(f), node)
}
