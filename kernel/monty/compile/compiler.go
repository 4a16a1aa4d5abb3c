// Package compile turns a syntax tree into code objects for the monty VM.
//
// What comes in is the tree of package syntax; what comes out is a Code for
// the module (or expression) with the Codes of its functions, classes and
// comprehensions among its constants. Compilation has three stages:
//
//  1. Scope resolution (scope.go) decides for every name whether it lives
//     in a frame slot, a cell shared with closures, or a dict of globals,
//     so the VM never looks a local up by name.
//  2. Code generation (this file, stmt.go, expr.go) walks the tree and
//     emits instructions with their source positions. The shape of the
//     code follows CPython 3.11: a stack machine with no block stack;
//     try, with and except emit SETUP/POP_BLOCK pseudo-instructions around
//     the protected ranges, and return, break and continue unwind the
//     enclosing blocks inline (running finally bodies, calling __exit__).
//  3. Assembly (assemble.go) follows the control flow to compute the stack
//     depth at every instruction and which handler protects it, then
//     replaces the pseudo-instructions by an exception table.
package compile

import (
	"fmt"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// Options control compilation.
type Options struct {
	// ReplValue compiles a module whose last statement is an expression so
	// that the code returns that expression's value (a notebook cell's
	// Out[n]) instead of discarding it.
	ReplValue bool
	// Stop, when set, is called every few hundred statements; compiling
	// gives up with its error when it returns one (a deadline passed).
	Stop func() error
	// Flags are compile()'s future flags (FutureAnnotations) in force
	// before the source's own future statements.
	Flags int
}

// Error is a syntax error found by the compiler (a misplaced return,
// break or nonlocal, ...), with CPython's message and position.
type Error struct {
	Filename        string
	Msg             string
	Line, Col       int
	EndLine, EndCol int
	Text            string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: SyntaxError: %s", e.Filename, e.Line, e.Col, e.Msg)
}

func newError(filename string, n syntax.Node, format string, args ...any) *Error {
	e := &Error{Filename: filename, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		p, q := n.Pos(), n.End()
		e.Line, e.Col = int(p.Line), int(p.Col)+1
		e.EndLine, e.EndCol = int(q.Line), int(q.Col)+1
	}
	return e
}

type fblockKind uint8

const (
	fbWhile fblockKind = iota
	fbFor
	fbTryExcept
	fbFinallyTry
	fbFinallyEnd
	fbWith
	fbAsyncWith
	fbHandlerCleanup
	fbPopValue
	fbExceptionHandler
	fbExceptionGroupHandler
	fbAsyncComprehension
)

type fblock struct {
	kind  fblockKind
	start *label // loop start (continue)
	exit  *label // loop exit (break)
	// finally body (fbFinallyTry), handler name (fbHandlerCleanup)
	body []syntax.Stmt
	name string
	node syntax.Node
	// owned is a for loop whose iterator only the loop holds (its
	// iterable is a call's result): leaving the loop early closes it.
	owned bool
}

// unit is one code object being compiled.
type unit struct {
	scope    *scope
	code     *Code
	instrs   []instr
	consts   []any
	constIdx map[any]int
	names    map[string]int
	varIdx   map[string]int
	derefIdx map[string]int // cells then frees
	fblocks  []fblock
	loc      syntax.Loc
	kwIdx    map[string]int
}

type compiler struct {
	filename string
	st       *symtable
	u        *unit
	stack    []*unit
	opts     Options
	nstmts   int // statements compiled, for Options.Stop
	// interactive: compile(..., 'single'), whose expression statements at
	// module level show their values (sys.displayhook).
	interactive bool
	// futureAnnotations: `from __future__ import annotations` is in force,
	// so annotations are kept as their source text, not evaluated.
	futureAnnotations bool
	// futureHeads are the module's leading future statements, the only
	// places `from __future__ import` may stand.
	futureHeads map[*syntax.ImportFrom]bool
}

// Compile compiles a parsed module, expression or interactive statement.
func Compile(filename string, root syntax.Root, opts Options) (code *Code, err error) {
	st, err := buildSymtable(filename, root)
	if err != nil {
		return nil, err
	}
	c := &compiler{filename: filename, st: st, opts: opts}
	c.futureAnnotations = opts.Flags&FutureAnnotations != 0
	defer func() {
		if r := recover(); r != nil {
			if ce, ok := r.(*Error); ok {
				code, err = nil, ce
				return
			}
			if st, ok := r.(stopped); ok {
				code, err = nil, st.err
				return
			}
			panic(r)
		}
	}()
	switch r := root.(type) {
	case *syntax.Module:
		c.futureHeads = c.futures(r.Body)
	case *syntax.Interactive:
		c.futureHeads = c.futures(r.Body)
	}
	c.enter(st.top, "<module>", "<module>", 1)
	c.u.code.Flags |= ModuleBody
	switch r := root.(type) {
	case *syntax.Module:
		c.moduleBody(r.Body)
	case *syntax.Interactive:
		c.interactive = true
		c.moduleBody(r.Body)
	case *syntax.Expression:
		c.setLoc(r.Body)
		c.expr(r.Body)
		c.emit(RETURN_VALUE, 0)
	}
	return c.leave(), nil
}

func (c *compiler) fail(n syntax.Node, format string, args ...any) {
	panic(newError(c.filename, n, format, args...))
}

func (c *compiler) moduleBody(body []syntax.Stmt) {
	// A cell's final expression is its value: it is split off before the
	// docstring is looked for, as the notebook driver does.
	var last *syntax.ExprStmt
	if c.opts.ReplValue && len(body) > 0 {
		if e, ok := body[len(body)-1].(*syntax.ExprStmt); ok {
			last = e
			body = body[:len(body)-1]
		}
	}
	if doc := docstring(body); doc != nil && !c.interactive {
		c.u.code.Doc = *doc
		c.setLoc(body[0])
		c.loadConst(*doc)
		c.storeName("__doc__")
		body = body[1:]
	}
	if c.st.top.hasAnnotations {
		c.emit(SETUP_ANNOTATIONS, 0)
	}
	c.stmts(body)
	if last != nil {
		c.setLoc(last)
		c.expr(last.Value)
		c.emit(RETURN_VALUE, 0)
		return
	}
	c.loadConst(nil)
	c.emit(RETURN_VALUE, 0)
}

func docstring(body []syntax.Stmt) *any {
	if len(body) == 0 {
		return nil
	}
	if e, ok := body[0].(*syntax.ExprStmt); ok {
		if k, ok := e.Value.(*syntax.Constant); ok {
			if s, ok := k.Value.(string); ok {
				var v any = cleanDoc(s)
				return &v
			}
		}
	}
	return nil
}

// cleanDoc is inspect.cleandoc, which CPython 3.13 applies; 3.11 keeps the
// docstring as written.
func cleanDoc(s string) string { return s }

// enter starts compiling a new code unit for scope s.
func (c *compiler) enter(s *scope, name, qualname string, firstLine int32) {
	u := &unit{
		scope:    s,
		code:     &Code{Name: name, QualName: qualname, Filename: c.filename, FirstLine: firstLine},
		constIdx: map[any]int{},
		names:    map[string]int{},
		varIdx:   map[string]int{},
		derefIdx: map[string]int{},
		kwIdx:    map[string]int{},
	}
	code := u.code
	if c.futureAnnotations {
		code.Flags |= AnnotationsAsText
	}
	if s.kind == functionScope {
		for _, p := range s.params {
			u.addVar(p)
		}
		// Parameters order: positional, keyword-only, *args, **kwargs; the
		// caller sets ArgCount and KwOnlyCount and appends varargs names.
		for _, name := range s.order {
			if s.resolved[name] == kindLocal || s.resolved[name] == kindCell {
				if s.flags[name]&defParam != 0 {
					continue
				}
			}
		}
	}
	for _, name := range s.cells {
		u.derefIdx[name] = len(code.CellVars)
		code.CellVars = append(code.CellVars, name)
	}
	for _, name := range s.free {
		u.derefIdx[name] = len(code.CellVars) + len(code.FreeVars)
		code.FreeVars = append(code.FreeVars, name)
	}
	if len(code.FreeVars) > 0 {
		code.Flags |= NestedScope
	}
	if c.u != nil {
		c.stack = append(c.stack, c.u)
	}
	c.u = u
}

func (u *unit) addVar(name string) int {
	if i, ok := u.varIdx[name]; ok {
		return i
	}
	i := len(u.code.VarNames)
	u.varIdx[name] = i
	u.code.VarNames = append(u.code.VarNames, name)
	return i
}

// leave finishes the current unit and returns its code.
func (c *compiler) leave() *Code {
	u := c.u
	code := u.code
	code.Consts = u.consts
	// Cell2Arg: parameters that are cells.
	code.Cell2Arg = make([]int, len(code.CellVars))
	anyArg := false
	for i, name := range code.CellVars {
		code.Cell2Arg[i] = -1
		if j, ok := u.varIdx[name]; ok && j < code.nparams() {
			code.Cell2Arg[i] = j
			anyArg = true
		}
	}
	if !anyArg {
		code.Cell2Arg = nil
	}
	assemble(code, u.instrs)
	if n := len(c.stack); n > 0 {
		c.u = c.stack[n-1]
		c.stack = c.stack[:n-1]
	} else {
		c.u = nil
	}
	return code
}

func (c *Code) nparams() int {
	n := c.ArgCount + c.KwOnlyCount
	if c.Flags&VarArgs != 0 {
		n++
	}
	if c.Flags&VarKeywords != 0 {
		n++
	}
	return n
}

// ---- emission ----

func (c *compiler) setLoc(n syntax.Node) {
	switch x := n.(type) {
	case interface{ locOf() *syntax.Loc }:
		c.u.loc = *x.locOf()
	default:
		p, q := n.Pos(), n.End()
		c.u.loc = syntax.Loc{Lineno: p.Line, ColOffset: p.Col, EndLineno: q.Line, EndColOffset: q.Col}
	}
}

func (c *compiler) emit(op Opcode, arg int) {
	if arg > MaxArg || arg < 0 {
		c.fail(nil, "too many values in one instruction")
	}
	c.u.instrs = append(c.u.instrs, instr{op: op, arg: arg, loc: c.u.loc})
}

func (c *compiler) emitJump(op Opcode, l *label) {
	c.u.instrs = append(c.u.instrs, instr{op: op, target: l, loc: c.u.loc})
}

func (c *compiler) newLabel() *label { return &label{pos: -1} }

func (c *compiler) place(l *label) { l.pos = len(c.u.instrs) }

// constKey makes a map key for constant deduplication; floats and ints of
// equal value must not merge (1 and 1.0 and True are distinct constants).
type constKey struct {
	kind string
	v    any
}

func (c *compiler) addConst(v any) int {
	var key any
	switch x := v.(type) {
	case nil:
		key = constKey{"none", nil}
	case bool:
		key = constKey{"bool", x}
	case int64:
		key = constKey{"int", x}
	case float64:
		key = constKey{"float", fmt.Sprintf("%b", x)}
	case string:
		key = constKey{"str", x}
	case syntax.Bytes:
		key = constKey{"bytes", string(x)}
	case *big.Int:
		key = constKey{"bigint", x.String()}
	case complex128:
		key = constKey{"complex", fmt.Sprintf("%b", x)}
	case syntax.Ellipsis:
		key = constKey{"ellipsis", nil}
	}
	if key != nil {
		if i, ok := c.u.constIdx[key]; ok {
			return i
		}
		c.u.constIdx[key] = len(c.u.consts)
	}
	c.u.consts = append(c.u.consts, v)
	return len(c.u.consts) - 1
}

func (c *compiler) loadConst(v any) { c.emit(LOAD_CONST, c.addConst(v)) }

func (c *compiler) name(n string) int {
	if i, ok := c.u.names[n]; ok {
		return i
	}
	i := len(c.u.code.Names)
	c.u.names[n] = i
	c.u.code.Names = append(c.u.code.Names, n)
	return i
}

func (c *compiler) kwNames(names []string) int {
	key := fmt.Sprint(names)
	if i, ok := c.u.kwIdx[key]; ok {
		return i
	}
	i := len(c.u.code.KwNames)
	c.u.kwIdx[key] = i
	c.u.code.KwNames = append(c.u.code.KwNames, names)
	return i
}

// ---- names ----

type nameCtx uint8

const (
	ctxLoad nameCtx = iota
	ctxStore
	ctxDel
)

// mangle applies private name mangling (__x inside class C is _C__x).
func (c *compiler) mangle(name string) string {
	cls := ""
	for s := c.u.scope; s != nil; s = s.parent {
		if s.kind == classScope {
			cls = s.name
			break
		}
	}
	if cls == "" || len(name) < 3 || name[0] != '_' || name[1] != '_' {
		return name
	}
	if name[len(name)-1] == '_' && name[len(name)-2] == '_' {
		return name
	}
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name
		}
	}
	j := 0
	for j < len(cls) && cls[j] == '_' {
		j++
	}
	if j == len(cls) {
		return name
	}
	return "_" + cls[j:] + name
}

func (c *compiler) nameOp(name string, ctx nameCtx) {
	s := c.u.scope
	kind, ok := s.resolved[name]
	if !ok {
		kind = kindGlobalImplicit
	}
	plain := name
	name = c.mangle(name)
	switch s.kind {
	case moduleScope:
		switch ctx {
		case ctxLoad:
			c.emit(LOAD_NAME, c.name(name))
		case ctxStore:
			c.emit(STORE_NAME, c.name(name))
		case ctxDel:
			c.emit(DELETE_NAME, c.name(name))
		}
		return
	case classScope:
		switch kind {
		case kindGlobalExplicit:
			c.globalOp(name, ctx)
		case kindFree:
			switch ctx {
			case ctxLoad:
				c.emit(LOAD_CLASSDEREF, c.u.derefIdx[plain])
			case ctxStore:
				c.emit(STORE_DEREF, c.u.derefIdx[plain])
			case ctxDel:
				c.emit(DELETE_DEREF, c.u.derefIdx[plain])
			}
		default:
			switch ctx {
			case ctxLoad:
				c.emit(LOAD_NAME, c.name(name))
			case ctxStore:
				c.emit(STORE_NAME, c.name(name))
			case ctxDel:
				c.emit(DELETE_NAME, c.name(name))
			}
		}
		return
	}
	switch kind {
	case kindLocal:
		i := c.u.addVar(plain)
		switch ctx {
		case ctxLoad:
			c.emit(LOAD_FAST, i)
		case ctxStore:
			c.emit(STORE_FAST, i)
		case ctxDel:
			c.emit(DELETE_FAST, i)
		}
	case kindCell, kindFree:
		i := c.u.derefIdx[plain]
		switch ctx {
		case ctxLoad:
			c.emit(LOAD_DEREF, i)
		case ctxStore:
			c.emit(STORE_DEREF, i)
		case ctxDel:
			c.emit(DELETE_DEREF, i)
		}
	default:
		c.globalOp(name, ctx)
	}
}

func (c *compiler) globalOp(name string, ctx nameCtx) {
	switch ctx {
	case ctxLoad:
		c.emit(LOAD_GLOBAL, c.name(name))
	case ctxStore:
		c.emit(STORE_GLOBAL, c.name(name))
	case ctxDel:
		c.emit(DELETE_GLOBAL, c.name(name))
	}
}

func (c *compiler) storeName(name string) { c.nameOp(name, ctxStore) }

// ---- functions, classes, closures ----

func (c *compiler) qualname(name string) string {
	u := c.u
	if u.scope.kind == moduleScope {
		return name
	}
	base := u.code.QualName
	if u.scope.kind == functionScope {
		return base + ".<locals>." + name
	}
	// Class scope: a global-declared name keeps its plain name.
	if u.scope.resolved[name] == kindGlobalExplicit {
		return name
	}
	return base + "." + name
}

// makeClosure emits the closure tuple (if any) and the code, then
// MAKE_FUNCTION with the given flags.
func (c *compiler) makeClosure(code *Code, flags int) {
	if len(code.FreeVars) > 0 {
		for _, name := range code.FreeVars {
			i, ok := c.u.derefIdx[name]
			if !ok {
				panic(fmt.Sprintf("compile: no cell for free variable %s in %s", name, c.u.code.Name))
			}
			c.emit(LOAD_CLOSURE, i)
		}
		c.emit(BUILD_TUPLE, len(code.FreeVars))
		flags |= MakeClosure
	}
	c.loadConst(code)
	c.emit(MAKE_FUNCTION, flags)
}

// defaults emits the defaults tuple and keyword-defaults dict of a
// function, returning the MAKE_FUNCTION flags.
func (c *compiler) defaults(args *syntax.Arguments) int {
	flags := 0
	if len(args.Defaults) > 0 {
		for _, d := range args.Defaults {
			c.expr(d)
		}
		c.emit(BUILD_TUPLE, len(args.Defaults))
		flags |= MakeDefaults
	}
	n := 0
	for i, d := range args.KwDefaults {
		if d == nil {
			continue
		}
		c.loadConst(c.mangle(args.KwOnlyArgs[i].Arg))
		c.expr(d)
		n++
	}
	if n > 0 {
		c.emit(BUILD_MAP, n)
		flags |= MakeKwDefaults
	}
	return flags
}

// annotations emits the annotations of a function as a tuple of name,
// value pairs (as CPython 3.10+ does), returning the flag.
func (c *compiler) annotations(args *syntax.Arguments, returns syntax.Expr) int {
	n := 0
	add := func(name string, e syntax.Expr) {
		if e == nil {
			return
		}
		c.loadConst(c.mangle(name))
		c.annotationExpr(e)
		n++
	}
	for _, list := range [][]*syntax.Arg{args.PosOnlyArgs, args.Args} {
		for _, a := range list {
			add(a.Arg, a.Annotation)
		}
	}
	if args.Vararg != nil {
		add(args.Vararg.Arg, args.Vararg.Annotation)
	}
	for _, a := range args.KwOnlyArgs {
		add(a.Arg, a.Annotation)
	}
	if args.Kwarg != nil {
		add(args.Kwarg.Arg, args.Kwarg.Annotation)
	}
	add("return", returns)
	if n == 0 {
		return 0
	}
	c.emit(BUILD_TUPLE, 2*n)
	return MakeAnnotations
}

// annotationExpr pushes an annotation's value: the expression's, or under
// `from __future__ import annotations` its source text.
func (c *compiler) annotationExpr(e syntax.Expr) {
	if c.futureAnnotations {
		c.checkAnnotationText(e)
		c.loadConst(exprSource(e))
		return
	}
	c.expr(e)
}

func (c *compiler) setParams(code *Code, args *syntax.Arguments) {
	code.PosOnlyCount = len(args.PosOnlyArgs)
	code.ArgCount = len(args.PosOnlyArgs) + len(args.Args)
	code.KwOnlyCount = len(args.KwOnlyArgs)
	if args.Vararg != nil {
		code.Flags |= VarArgs
	}
	if args.Kwarg != nil {
		code.Flags |= VarKeywords
	}
}

// functionParams lists parameter names in slot order.
func functionParams(args *syntax.Arguments) []string {
	var ps []string
	for _, list := range [][]*syntax.Arg{args.PosOnlyArgs, args.Args, args.KwOnlyArgs} {
		for _, a := range list {
			ps = append(ps, a.Arg)
		}
	}
	if args.Vararg != nil {
		ps = append(ps, args.Vararg.Arg)
	}
	if args.Kwarg != nil {
		ps = append(ps, args.Kwarg.Arg)
	}
	return ps
}

func (c *compiler) function(n syntax.Node, name string, args *syntax.Arguments, returns syntax.Expr, body []syntax.Stmt, decorators []syntax.Expr, async bool) {
	for _, d := range decorators {
		c.setLoc(d)
		c.expr(d)
	}
	c.setLoc(n)
	flags := c.defaults(args)
	flags |= c.annotations(args, returns)
	s := c.st.scopes[n]
	qn := c.qualname(name)
	s.params = functionParams(args)
	firstLine := n.Pos().Line
	if len(decorators) > 0 {
		firstLine = decorators[0].Pos().Line
	}
	c.enter(s, name, qn, firstLine)
	code := c.u.code
	c.setParams(code, args)
	if s.isGenerator && async {
		code.Flags |= AsyncGenerator
	} else if s.isGenerator {
		code.Flags |= Generator
	} else if async {
		code.Flags |= Coroutine
	}
	if doc := docstring(body); doc != nil {
		code.Doc = *doc
		body = body[1:]
	} else {
		c.addConst(nil)
	}
	c.stmts(body)
	c.setLoc(n)
	if len(c.u.instrs) == 0 || !isTerminator(c.u.instrs[len(c.u.instrs)-1].op) || true {
		c.u.loc = lastLoc(c.u, n)
		c.emit(RETURN_CONST, c.addConst(nil))
	}
	fcode := c.leave()
	c.setLoc(n)
	c.makeClosure(fcode, flags)
	for range decorators {
		c.emit(CALL, 1)
	}
	c.storeName(name)
}

// lastLoc is the position of an implicit `return None`: the last line of
// the body, as CPython reports it.
func lastLoc(u *unit, n syntax.Node) syntax.Loc {
	if k := len(u.instrs); k > 0 {
		return u.instrs[k-1].loc
	}
	p := n.Pos()
	return syntax.Loc{Lineno: p.Line, ColOffset: p.Col, EndLineno: p.Line, EndColOffset: p.Col}
}

func (c *compiler) classDef(s *syntax.ClassDef) {
	for _, d := range s.DecoratorList {
		c.setLoc(d)
		c.expr(d)
	}
	c.setLoc(s)
	c.emit(LOAD_BUILD_CLASS, 0)
	sc := c.st.scopes[s]
	qn := c.qualname(s.Name)
	firstLine := s.Pos().Line
	if len(s.DecoratorList) > 0 {
		firstLine = s.DecoratorList[0].Pos().Line
	}
	c.enter(sc, s.Name, qn, firstLine)
	code := c.u.code
	code.Flags |= ClassBody
	c.setLoc(s)
	c.emit(LOAD_NAME, c.name("__name__"))
	c.emit(STORE_NAME, c.name("__module__"))
	c.loadConst(qn)
	c.emit(STORE_NAME, c.name("__qualname__"))
	body := s.Body
	if doc := docstring(body); doc != nil {
		code.Doc = *doc
		c.setLoc(body[0])
		c.loadConst(*doc)
		c.emit(STORE_NAME, c.name("__doc__"))
		body = body[1:]
	}
	if sc.hasAnnotations {
		c.emit(SETUP_ANNOTATIONS, 0)
	}
	c.stmts(body)
	c.u.loc = lastLoc(c.u, s)
	if sc.needsClassCell {
		c.emit(LOAD_CLOSURE, c.u.derefIdx["__class__"])
		c.emit(COPY, 1)
		c.emit(STORE_NAME, c.name("__classcell__"))
		c.emit(RETURN_VALUE, 0)
	} else {
		c.emit(RETURN_CONST, c.addConst(nil))
	}
	bcode := c.leave()
	c.setLoc(s)
	c.makeClosure(bcode, 0)
	c.loadConst(s.Name)
	c.callArgs(s.Bases, s.Keywords, 2, s)
	for range s.DecoratorList {
		c.emit(CALL, 1)
	}
	c.storeName(s.Name)
}

func (c *compiler) lambda(e *syntax.Lambda) {
	flags := c.defaults(e.Args)
	s := c.st.scopes[e]
	s.params = functionParams(e.Args)
	c.enter(s, "<lambda>", c.qualname("<lambda>"), e.Pos().Line)
	c.setParams(c.u.code, e.Args)
	if s.isGenerator {
		c.u.code.Flags |= Generator
	}
	c.addConst(nil)
	c.setLoc(e.Body)
	c.expr(e.Body)
	c.emit(RETURN_VALUE, 0)
	code := c.leave()
	c.setLoc(e)
	c.makeClosure(code, flags)
}

// stopped is the compiler's panic when Options.Stop says to give up.
type stopped struct{ err error }
