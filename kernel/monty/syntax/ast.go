package syntax

// This file defines the abstract syntax tree. It mirrors CPython's ast module
// (Python 3.11, plus the 3.12 additions of PEP 695) node for node and field
// for field, so that Dump can print exactly what ast.dump prints.
//
// Conventions (read these before walking the tree):
//
//   - Every node that has a position in CPython embeds Loc: Lineno and
//     EndLineno are 1-based lines; ColOffset and EndColOffset are 0-based
//     offsets in UTF-8 BYTES within the line, exactly as CPython reports them.
//     Nodes without positions in CPython (Comprehension, Arguments, WithItem,
//     MatchCase) still implement Node, computing Pos/End from their children.
//   - Sum types are Go interfaces: Expr, Stmt, Pattern, TypeParam, Root (the
//     `mod` kind: *Module, *Interactive, *Expression).
//   - Optional child nodes ("expr?" in the ASDL) are nil interfaces or nil
//     pointers when absent. Optional identifiers ("identifier?") are plain
//     strings, "" when absent (ImportFrom.Module, Keyword.Arg for **kw,
//     ExceptHandler.Name, Alias.Asname, MatchAs.Name, MatchStar.Name,
//     MatchMapping.Rest).
//   - Dict.Keys holds a nil entry for each `**mapping` item; the matching
//     Values entry is the mapping.
//   - Arguments.Defaults are the defaults of the LAST len(Defaults) entries of
//     PosOnlyArgs+Args (right-aligned, as in CPython). Arguments.KwDefaults is
//     parallel to KwOnlyArgs, with nil where a keyword-only arg has no default.
//   - Expression contexts (Load/Store/Del), and the operators (BoolOperator,
//     Operator, UnaryOperator, CmpOperator) are small integer enums.
//   - Constant.Value is a plain Go value:
//     nil (None), bool, int64 (ints that fit) or *big.Int (larger ints),
//     float64, complex128 (imaginary literals: complex(0, x)), string (str),
//     Bytes (bytes), Ellipsis{} (...). A str is held in WTF-8: lone
//     surrogates such as '\udc80' are encoded as their 3-byte UTF-8-like
//     sequence, so every Python str round-trips. Constant.Kind is "u" for a
//     u-prefixed string and "" otherwise.
//   - FormattedValue.Conversion is -1 (none) or the code of 's', 'r', 'a';
//     FormatSpec is nil or a *JoinedStr.
//   - Comprehension.IsAsync, AnnAssign.Simple are bools (ints in CPython).
//   - TypeComment fields exist for fidelity; the parser leaves them "" (as
//     ast.parse does without type_comments=True).

// Pos is a position in the source: Line is 1-based, Col is a 0-based UTF-8
// byte offset within the line.
type Pos struct {
	Line, Col int32
}

// Before reports whether p comes strictly before q.
func (p Pos) Before(q Pos) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Col < q.Col
}

// Loc is the source range of a node, in CPython's four attributes.
type Loc struct {
	Lineno, ColOffset, EndLineno, EndColOffset int32
}

// Pos returns the start of the range.
func (l *Loc) Pos() Pos { return Pos{l.Lineno, l.ColOffset} }

// End returns the end of the range (exclusive column).
func (l *Loc) End() Pos { return Pos{l.EndLineno, l.EndColOffset} }

// Node is any node of the tree.
type Node interface {
	Pos() Pos
	End() Pos
}

// Root is a tree as returned by Parse: *Module (ModeExec), *Interactive
// (ModeSingle) or *Expression (ModeEval).
type Root interface {
	Node
	rootNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Pattern is a pattern of a match statement's case clause.
type Pattern interface {
	Node
	patternNode()
}

// TypeParam is a type parameter of PEP 695 generic syntax (Python 3.12).
type TypeParam interface {
	Node
	typeParamNode()
}

// ---- roots ----

// Module is a whole file (mode exec).
type Module struct {
	Body        []Stmt
	TypeIgnores []*TypeIgnore
}

// Interactive is one interactive statement (mode single).
type Interactive struct {
	Body []Stmt
}

// Expression is a single expression (mode eval).
type Expression struct {
	Body Expr
}

// TypeIgnore is a `# type: ignore` comment (never produced by Parse).
type TypeIgnore struct {
	Lineno int32
	Tag    string
}

// ---- statements ----

// FunctionDef is `def name(args) -> returns: body`.
type FunctionDef struct {
	Loc
	Name          string
	Args          *Arguments
	Body          []Stmt
	DecoratorList []Expr
	Returns       Expr // or nil
	TypeComment   string
	TypeParams    []TypeParam // PEP 695; empty for 3.11 syntax
}

// AsyncFunctionDef is `async def`.
type AsyncFunctionDef struct {
	Loc
	Name          string
	Args          *Arguments
	Body          []Stmt
	DecoratorList []Expr
	Returns       Expr // or nil
	TypeComment   string
	TypeParams    []TypeParam
}

// ClassDef is `class name(bases, keywords): body`.
type ClassDef struct {
	Loc
	Name          string
	Bases         []Expr
	Keywords      []*Keyword
	Body          []Stmt
	DecoratorList []Expr
	TypeParams    []TypeParam
}

// Return is `return value`.
type Return struct {
	Loc
	Value Expr // or nil
}

// Delete is `del targets`.
type Delete struct {
	Loc
	Targets []Expr
}

// Assign is `t1 = t2 = value`.
type Assign struct {
	Loc
	Targets     []Expr
	Value       Expr
	TypeComment string
}

// TypeAlias is `type name[params] = value` (PEP 695, Python 3.12).
type TypeAlias struct {
	Loc
	Name       *Name
	TypeParams []TypeParam
	Value      Expr
}

// AugAssign is `target op= value`.
type AugAssign struct {
	Loc
	Target Expr
	Op     Operator
	Value  Expr
}

// AnnAssign is `target: annotation = value`. Simple is true for a bare,
// unparenthesized name target.
type AnnAssign struct {
	Loc
	Target     Expr
	Annotation Expr
	Value      Expr // or nil
	Simple     bool
}

// For is `for target in iter: body else: orelse`.
type For struct {
	Loc
	Target      Expr
	Iter        Expr
	Body        []Stmt
	Orelse      []Stmt
	TypeComment string
}

// AsyncFor is `async for`.
type AsyncFor struct {
	Loc
	Target      Expr
	Iter        Expr
	Body        []Stmt
	Orelse      []Stmt
	TypeComment string
}

// While is `while test: body else: orelse`.
type While struct {
	Loc
	Test   Expr
	Body   []Stmt
	Orelse []Stmt
}

// If is `if test: body` with elif chains nested in Orelse.
type If struct {
	Loc
	Test   Expr
	Body   []Stmt
	Orelse []Stmt
}

// With is `with items: body`.
type With struct {
	Loc
	Items       []*WithItem
	Body        []Stmt
	TypeComment string
}

// AsyncWith is `async with`.
type AsyncWith struct {
	Loc
	Items       []*WithItem
	Body        []Stmt
	TypeComment string
}

// Match is `match subject: cases`.
type Match struct {
	Loc
	Subject Expr
	Cases   []*MatchCase
}

// Raise is `raise exc from cause`.
type Raise struct {
	Loc
	Exc   Expr // or nil
	Cause Expr // or nil
}

// Try is `try/except/else/finally`.
type Try struct {
	Loc
	Body      []Stmt
	Handlers  []*ExceptHandler
	Orelse    []Stmt
	Finalbody []Stmt
}

// TryStar is try with `except*` handlers.
type TryStar struct {
	Loc
	Body      []Stmt
	Handlers  []*ExceptHandler
	Orelse    []Stmt
	Finalbody []Stmt
}

// Assert is `assert test, msg`.
type Assert struct {
	Loc
	Test Expr
	Msg  Expr // or nil
}

// Import is `import names`.
type Import struct {
	Loc
	Names []*Alias
}

// ImportFrom is `from .module import names`. Module is "" for `from . import x`.
type ImportFrom struct {
	Loc
	Module string
	Names  []*Alias
	Level  int
}

// Global is `global names`.
type Global struct {
	Loc
	Names []string
}

// Nonlocal is `nonlocal names`.
type Nonlocal struct {
	Loc
	Names []string
}

// ExprStmt is an expression statement (CPython's Expr node; renamed because
// Expr is the expression interface). Dump prints it as Expr.
type ExprStmt struct {
	Loc
	Value Expr
}

// Pass is `pass`.
type Pass struct{ Loc }

// Break is `break`.
type Break struct{ Loc }

// Continue is `continue`.
type Continue struct{ Loc }

// ---- expressions ----

// BoolOp is `a and b and c` (one node for the whole chain of one operator).
type BoolOp struct {
	Loc
	Op     BoolOperator
	Values []Expr
}

// NamedExpr is `target := value`.
type NamedExpr struct {
	Loc
	Target Expr
	Value  Expr
}

// BinOp is `left op right`.
type BinOp struct {
	Loc
	Left  Expr
	Op    Operator
	Right Expr
}

// UnaryOp is `op operand`.
type UnaryOp struct {
	Loc
	Op      UnaryOperator
	Operand Expr
}

// Lambda is `lambda args: body`.
type Lambda struct {
	Loc
	Args *Arguments
	Body Expr
}

// IfExp is `body if test else orelse`.
type IfExp struct {
	Loc
	Test   Expr
	Body   Expr
	Orelse Expr
}

// Dict is `{k: v, **m}`; see the note on Keys at the top of the file.
type Dict struct {
	Loc
	Keys   []Expr
	Values []Expr
}

// Set is `{a, b}`.
type Set struct {
	Loc
	Elts []Expr
}

// ListComp is `[elt for ...]`.
type ListComp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// SetComp is `{elt for ...}`.
type SetComp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// DictComp is `{key: value for ...}`.
type DictComp struct {
	Loc
	Key        Expr
	Value      Expr
	Generators []*Comprehension
}

// GeneratorExp is `(elt for ...)`.
type GeneratorExp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// Await is `await value`.
type Await struct {
	Loc
	Value Expr
}

// Yield is `yield value`.
type Yield struct {
	Loc
	Value Expr // or nil
}

// YieldFrom is `yield from value`.
type YieldFrom struct {
	Loc
	Value Expr
}

// Compare is `left op1 c1 op2 c2 ...`.
type Compare struct {
	Loc
	Left        Expr
	Ops         []CmpOperator
	Comparators []Expr
}

// Call is `func(args, keywords)`; `*x` arguments are *Starred in Args and
// `**x` arguments are keywords with Arg "".
type Call struct {
	Loc
	Func     Expr
	Args     []Expr
	Keywords []*Keyword
}

// FormattedValue is one `{value!conversion:format_spec}` of an f-string.
type FormattedValue struct {
	Loc
	Value      Expr
	Conversion int  // -1, 's', 'r' or 'a'
	FormatSpec Expr // nil or *JoinedStr
}

// JoinedStr is an f-string (with its implicitly concatenated neighbours).
type JoinedStr struct {
	Loc
	Values []Expr // *Constant (str) and *FormattedValue
}

// Constant is a literal; see the note on Value at the top of the file.
type Constant struct {
	Loc
	Value any
	Kind  string // "u" or ""
}

// Attribute is `value.attr`.
type Attribute struct {
	Loc
	Value Expr
	Attr  string
	Ctx   ExprContext
}

// Subscript is `value[slice]`.
type Subscript struct {
	Loc
	Value Expr
	Slice Expr
	Ctx   ExprContext
}

// Starred is `*value`.
type Starred struct {
	Loc
	Value Expr
	Ctx   ExprContext
}

// Name is an identifier in an expression.
type Name struct {
	Loc
	Id  string
	Ctx ExprContext
}

// List is `[elts]`.
type List struct {
	Loc
	Elts []Expr
	Ctx  ExprContext
}

// Tuple is `a, b` or `(a, b)`.
type Tuple struct {
	Loc
	Elts []Expr
	Ctx  ExprContext
}

// Slice is `lower:upper:step`, only inside a subscript.
type Slice struct {
	Loc
	Lower Expr // or nil
	Upper Expr // or nil
	Step  Expr // or nil
}

// ---- constant value types ----

// Bytes is the value of a bytes literal.
type Bytes string

// Ellipsis is the value of the `...` literal.
type Ellipsis struct{}

// ---- enums ----

// ExprContext says whether an expression is read, assigned or deleted.
type ExprContext uint8

// Expression contexts.
const (
	Load ExprContext = iota
	Store
	Del
)

// BoolOperator is `and` or `or`.
type BoolOperator uint8

// Boolean operators.
const (
	And BoolOperator = iota
	Or
)

// Operator is a binary arithmetic or bitwise operator.
type Operator uint8

// Binary operators.
const (
	Add Operator = iota
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
)

// UnaryOperator is a prefix operator.
type UnaryOperator uint8

// Unary operators.
const (
	Invert UnaryOperator = iota
	Not
	UAdd
	USub
)

// CmpOperator is a comparison operator.
type CmpOperator uint8

// Comparison operators.
const (
	Eq CmpOperator = iota
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

// ---- helper nodes ----

// Comprehension is one `for target in iter if ifs` clause.
type Comprehension struct {
	Target  Expr
	Iter    Expr
	Ifs     []Expr
	IsAsync bool
}

// ExceptHandler is one `except type as name: body` clause.
type ExceptHandler struct {
	Loc
	Type Expr   // or nil
	Name string // or ""
	Body []Stmt
}

// Arguments is a parameter list; see the note on defaults at the top.
type Arguments struct {
	PosOnlyArgs []*Arg
	Args        []*Arg
	Vararg      *Arg // or nil
	KwOnlyArgs  []*Arg
	KwDefaults  []Expr // parallel to KwOnlyArgs, nil entries for none
	Kwarg       *Arg   // or nil
	Defaults    []Expr
}

// Arg is one parameter.
type Arg struct {
	Loc
	Arg         string
	Annotation  Expr // or nil
	TypeComment string
}

// Keyword is `arg=value` in a call or class bases, or `**value` (Arg "").
type Keyword struct {
	Loc
	Arg   string
	Value Expr
}

// Alias is `name as asname` in an import.
type Alias struct {
	Loc
	Name   string
	Asname string
}

// WithItem is `context_expr as optional_vars`.
type WithItem struct {
	ContextExpr  Expr
	OptionalVars Expr // or nil
}

// MatchCase is `case pattern if guard: body`.
type MatchCase struct {
	Pattern Pattern
	Guard   Expr // or nil
	Body    []Stmt
}

// ---- patterns ----

// MatchValue is a value pattern (a literal or dotted name).
type MatchValue struct {
	Loc
	Value Expr
}

// MatchSingleton is `None`, `True` or `False` (Value is nil or a bool).
type MatchSingleton struct {
	Loc
	Value any
}

// MatchSequence is `[p1, p2, *rest]`.
type MatchSequence struct {
	Loc
	Patterns []Pattern
}

// MatchMapping is `{k: p, **rest}`.
type MatchMapping struct {
	Loc
	Keys     []Expr
	Patterns []Pattern
	Rest     string
}

// MatchClass is `Cls(p1, attr=p2)`.
type MatchClass struct {
	Loc
	Cls         Expr
	Patterns    []Pattern
	KwdAttrs    []string
	KwdPatterns []Pattern
}

// MatchStar is `*name` in a sequence pattern (Name "" for `*_`).
type MatchStar struct {
	Loc
	Name string
}

// MatchAs is `pattern as name`, a capture `name` (Pattern nil) or the
// wildcard `_` (both empty).
type MatchAs struct {
	Loc
	Pattern Pattern // or nil
	Name    string
}

// MatchOr is `p1 | p2`.
type MatchOr struct {
	Loc
	Patterns []Pattern
}

// ---- type parameters (PEP 695) ----

// TypeVar is `T` or `T: bound`.
type TypeVar struct {
	Loc
	Name  string
	Bound Expr // or nil
}

// ParamSpec is `**P`.
type ParamSpec struct {
	Loc
	Name string
}

// TypeVarTuple is `*Ts`.
type TypeVarTuple struct {
	Loc
	Name string
}

// ---- positions of nodes without Loc ----

// Pos returns the start of the first statement (1:0 when empty).
func (m *Module) Pos() Pos { return bodyPos(m.Body) }

// End returns the end of the last statement.
func (m *Module) End() Pos { return bodyEnd(m.Body) }

// Pos returns the start of the first statement.
func (m *Interactive) Pos() Pos { return bodyPos(m.Body) }

// End returns the end of the last statement.
func (m *Interactive) End() Pos { return bodyEnd(m.Body) }

// Pos returns the start of the expression.
func (m *Expression) Pos() Pos { return m.Body.Pos() }

// End returns the end of the expression.
func (m *Expression) End() Pos { return m.Body.End() }

// Pos returns the start of the line holding the comment.
func (t *TypeIgnore) Pos() Pos { return Pos{t.Lineno, 0} }

// End returns the same position as Pos.
func (t *TypeIgnore) End() Pos { return Pos{t.Lineno, 0} }

// Pos returns the start of the target (the `for` keyword is not recorded).
func (c *Comprehension) Pos() Pos { return c.Target.Pos() }

// End returns the end of the last condition or of the iterable.
func (c *Comprehension) End() Pos {
	if n := len(c.Ifs); n > 0 {
		return c.Ifs[n-1].End()
	}
	return c.Iter.End()
}

// Pos returns the start of the first parameter (or 0:0 for none).
func (a *Arguments) Pos() Pos {
	var p Pos
	first := true
	for _, n := range a.nodes() {
		if q := n.Pos(); first || q.Before(p) {
			p, first = q, false
		}
	}
	return p
}

// End returns the end of the last parameter or default.
func (a *Arguments) End() Pos {
	var p Pos
	for _, n := range a.nodes() {
		if q := n.End(); p.Before(q) {
			p = q
		}
	}
	return p
}

func (a *Arguments) nodes() []Node {
	var ns []Node
	for _, x := range a.PosOnlyArgs {
		ns = append(ns, x)
	}
	for _, x := range a.Args {
		ns = append(ns, x)
	}
	if a.Vararg != nil {
		ns = append(ns, a.Vararg)
	}
	for _, x := range a.KwOnlyArgs {
		ns = append(ns, x)
	}
	for _, x := range a.KwDefaults {
		if x != nil {
			ns = append(ns, x)
		}
	}
	if a.Kwarg != nil {
		ns = append(ns, a.Kwarg)
	}
	for _, x := range a.Defaults {
		ns = append(ns, x)
	}
	return ns
}

// Pos returns the start of the context expression.
func (w *WithItem) Pos() Pos { return w.ContextExpr.Pos() }

// End returns the end of the `as` target or of the context expression.
func (w *WithItem) End() Pos {
	if w.OptionalVars != nil {
		return w.OptionalVars.End()
	}
	return w.ContextExpr.End()
}

// Pos returns the start of the pattern (the `case` keyword is not recorded).
func (c *MatchCase) Pos() Pos { return c.Pattern.Pos() }

// End returns the end of the body.
func (c *MatchCase) End() Pos { return bodyEnd(c.Body) }

func bodyPos(body []Stmt) Pos {
	if len(body) == 0 {
		return Pos{1, 0}
	}
	return body[0].Pos()
}

func bodyEnd(body []Stmt) Pos {
	if len(body) == 0 {
		return Pos{1, 0}
	}
	return body[len(body)-1].End()
}

// ---- sum type markers ----

func (*Module) rootNode()      {}
func (*Interactive) rootNode() {}
func (*Expression) rootNode()  {}

func (*FunctionDef) stmtNode()      {}
func (*AsyncFunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()         {}
func (*Return) stmtNode()           {}
func (*Delete) stmtNode()           {}
func (*Assign) stmtNode()           {}
func (*TypeAlias) stmtNode()        {}
func (*AugAssign) stmtNode()        {}
func (*AnnAssign) stmtNode()        {}
func (*For) stmtNode()              {}
func (*AsyncFor) stmtNode()         {}
func (*While) stmtNode()            {}
func (*If) stmtNode()               {}
func (*With) stmtNode()             {}
func (*AsyncWith) stmtNode()        {}
func (*Match) stmtNode()            {}
func (*Raise) stmtNode()            {}
func (*Try) stmtNode()              {}
func (*TryStar) stmtNode()          {}
func (*Assert) stmtNode()           {}
func (*Import) stmtNode()           {}
func (*ImportFrom) stmtNode()       {}
func (*Global) stmtNode()           {}
func (*Nonlocal) stmtNode()         {}
func (*ExprStmt) stmtNode()         {}
func (*Pass) stmtNode()             {}
func (*Break) stmtNode()            {}
func (*Continue) stmtNode()         {}

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Await) exprNode()          {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}

func (*TypeVar) typeParamNode()      {}
func (*ParamSpec) typeParamNode()    {}
func (*TypeVarTuple) typeParamNode() {}
