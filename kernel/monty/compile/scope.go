package compile

import (
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// Scope resolution decides, before any code is generated, where each name
// of each scope lives. It follows CPython's symtable in two passes.
//
// The first pass walks the tree and gives every function, lambda, class,
// comprehension and generator expression a scope recording the names it
// binds (assignments, parameters, imports, def/class, for targets, except
// names, walrus), the names it uses, and its global and nonlocal
// declarations.
//
// The second pass resolves each name from the outermost scope inward:
//
//   - in a function, a name bound there is local (a slot in the frame)
//     unless declared global or nonlocal; a name only used is free when an
//     enclosing function binds it, else global;
//   - a local that an inner scope uses as free becomes a cell, shared by
//     the frame and the closures made from it;
//   - class bodies bind into the class namespace; their names are not
//     visible to the functions defined in them, except __class__, an
//     implicit cell created when a method uses super() or __class__;
//   - module-level names are globals, looked up by name.
//
// Comprehensions are functions (as in CPython 3.11) whose first iterable is
// evaluated in the enclosing scope; an assignment expression inside one
// binds in the nearest enclosing function or module.

type scopeKind uint8

const (
	moduleScope scopeKind = iota
	classScope
	functionScope
)

// symbol flags.
const (
	defLocal = 1 << iota
	defParam
	defGlobal
	defNonlocal
	use
	defImport
	defCompIter // comprehension iteration variable
	defAnnot
	// defBound marks a binding other than an import: CPython 3.11 lets
	// `import os` precede `global os` but no other binding.
	defBound
)

// Resolved kinds of a name.
type nameKind uint8

const (
	kindLocal nameKind = iota
	kindGlobalExplicit
	kindGlobalImplicit
	kindFree
	kindCell
)

type scope struct {
	kind     scopeKind
	name     string
	node     syntax.Node
	parent   *scope
	children []*scope
	flags    map[string]int
	order    []string // names in order of first appearance
	params   []string
	resolved map[string]nameKind

	isGenerator      bool
	isCoroutine      bool
	isComprehension  bool
	isLambda         bool
	needsClassCell   bool // class: a method uses super or __class__
	usesSuperOrClass bool // function: uses super() or __class__
	hasAnnotations   bool
	varargs, varkw   bool
	// free lists the free variables, cells the cell variables, sorted by
	// first appearance.
	free, cells []string
}

func newScope(kind scopeKind, name string, node syntax.Node, parent *scope) *scope {
	s := &scope{kind: kind, name: name, node: node, parent: parent, flags: map[string]int{}, resolved: map[string]nameKind{}}
	if parent != nil {
		parent.children = append(parent.children, s)
	}
	return s
}

func (s *scope) add(name string, flag int) {
	if _, ok := s.flags[name]; !ok {
		s.order = append(s.order, name)
	}
	if flag&defLocal != 0 && flag&defImport == 0 {
		flag |= defBound
	}
	s.flags[name] |= flag
}

// symtable is the result of the first pass.
type symtable struct {
	filename string
	scopes   map[syntax.Node]*scope
	top      *scope
	err      error
	cur      *scope
}

func buildSymtable(filename string, root syntax.Root) (*symtable, error) {
	st := &symtable{filename: filename, scopes: map[syntax.Node]*scope{}}
	st.top = newScope(moduleScope, "top", root, nil)
	st.scopes[root] = st.top
	st.cur = st.top
	switch r := root.(type) {
	case *syntax.Module:
		st.stmts(r.Body)
	case *syntax.Interactive:
		st.stmts(r.Body)
	case *syntax.Expression:
		st.expr(r.Body)
	}
	if st.err != nil {
		return nil, st.err
	}
	if err := st.analyze(st.top, nil, nil); err != nil {
		return nil, err
	}
	return st, nil
}

func (st *symtable) errorf(n syntax.Node, format string, args ...any) {
	if st.err == nil {
		st.err = newError(st.filename, n, format, args...)
	}
}

func (st *symtable) push(kind scopeKind, name string, node syntax.Node) *scope {
	s := newScope(kind, name, node, st.cur)
	st.scopes[node] = s
	st.cur = s
	return s
}

func (st *symtable) pop() { st.cur = st.cur.parent }

func (st *symtable) bind(n syntax.Node, name string, flag int) {
	s := st.cur
	f := s.flags[name]
	if flag&defParam != 0 && f&defParam != 0 {
		st.errorf(n, "duplicate argument '%s' in function definition", name)
		return
	}
	if flag&(defLocal|defParam) != 0 && s.isComprehension && f&defCompIter != 0 && flag&defCompIter == 0 {
		st.errorf(n, "assignment expression cannot rebind comprehension iteration variable '%s'", name)
		return
	}
	s.add(name, flag)
}

func (st *symtable) stmts(list []syntax.Stmt) {
	for _, s := range list {
		st.stmt(s)
	}
}

func (st *symtable) stmt(n syntax.Stmt) {
	switch s := n.(type) {
	case *syntax.FunctionDef:
		st.bind(s, s.Name, defLocal)
		st.exprs(s.DecoratorList)
		st.function(s, s.Name, s.Args, s.Returns, s.Body, false)
	case *syntax.AsyncFunctionDef:
		st.bind(s, s.Name, defLocal)
		st.exprs(s.DecoratorList)
		st.function(s, s.Name, s.Args, s.Returns, s.Body, true)
	case *syntax.ClassDef:
		st.bind(s, s.Name, defLocal)
		st.exprs(s.DecoratorList)
		st.exprs(s.Bases)
		for _, k := range s.Keywords {
			st.expr(k.Value)
		}
		st.push(classScope, s.Name, s)
		st.stmts(s.Body)
		st.pop()
	case *syntax.Return:
		if st.cur.kind != functionScope || st.cur.isComprehension {
			st.errorf(s, "'return' outside function")
		}
		st.optExpr(s.Value)
	case *syntax.Delete:
		for _, t := range s.Targets {
			st.target(t, defLocal)
		}
	case *syntax.Assign:
		st.expr(s.Value)
		for _, t := range s.Targets {
			st.target(t, defLocal)
		}
	case *syntax.TypeAlias:
		st.bind(s, s.Name.Id, defLocal)
		st.expr(s.Value)
	case *syntax.AugAssign:
		// No use flag: CPython's symbol table sees only the store, so
		// `x += 1` before `global x` reads as an assignment.
		st.target(s.Target, defLocal)
		st.expr(s.Value)
	case *syntax.AnnAssign:
		if name, ok := s.Target.(*syntax.Name); ok {
			f := st.cur.flags[name.Id]
			if f&(defGlobal|defNonlocal) != 0 && s.Simple {
				kind := "global"
				if f&defNonlocal != 0 {
					kind = "nonlocal"
				}
				st.errorf(s, "annotated name '%s' can't be %s", name.Id, kind)
				return
			}
			if s.Simple {
				st.bind(s, name.Id, defAnnot)
			}
			if s.Value != nil {
				st.bind(s, name.Id, defLocal)
			}
		} else {
			st.target(s.Target, defLocal)
		}
		if s.Simple || st.cur.kind != functionScope {
			st.cur.hasAnnotations = true
		}
		if st.cur.kind != functionScope {
			st.expr(s.Annotation)
		}
		st.optExpr(s.Value)
	case *syntax.For:
		st.expr(s.Iter)
		st.target(s.Target, defLocal)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *syntax.AsyncFor:
		st.expr(s.Iter)
		st.target(s.Target, defLocal)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *syntax.While:
		st.expr(s.Test)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *syntax.If:
		st.expr(s.Test)
		st.stmts(s.Body)
		st.stmts(s.Orelse)
	case *syntax.With:
		for _, it := range s.Items {
			st.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				st.target(it.OptionalVars, defLocal)
			}
		}
		st.stmts(s.Body)
	case *syntax.AsyncWith:
		for _, it := range s.Items {
			st.expr(it.ContextExpr)
			if it.OptionalVars != nil {
				st.target(it.OptionalVars, defLocal)
			}
		}
		st.stmts(s.Body)
	case *syntax.Match:
		st.expr(s.Subject)
		for _, c := range s.Cases {
			st.pattern(c.Pattern)
			st.optExpr(c.Guard)
			st.stmts(c.Body)
		}
	case *syntax.Raise:
		st.optExpr(s.Exc)
		st.optExpr(s.Cause)
	case *syntax.Try:
		st.stmts(s.Body)
		for _, h := range s.Handlers {
			st.optExpr(h.Type)
			if h.Name != "" {
				st.bind(h, h.Name, defLocal)
			}
			st.stmts(h.Body)
		}
		st.stmts(s.Orelse)
		st.stmts(s.Finalbody)
	case *syntax.TryStar:
		st.stmts(s.Body)
		for _, h := range s.Handlers {
			st.optExpr(h.Type)
			if h.Name != "" {
				st.bind(h, h.Name, defLocal)
			}
			st.stmts(h.Body)
		}
		st.stmts(s.Orelse)
		st.stmts(s.Finalbody)
	case *syntax.Assert:
		st.expr(s.Test)
		st.optExpr(s.Msg)
	case *syntax.Import:
		for _, a := range s.Names {
			name := a.Asname
			if name == "" {
				name = a.Name
				if i := indexByte(name, '.'); i >= 0 {
					name = name[:i]
				}
			}
			st.bind(a, name, defLocal|defImport)
		}
	case *syntax.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				if st.cur.kind != moduleScope {
					st.errorf(s, "import * only allowed at module level")
				}
				continue
			}
			name := a.Asname
			if name == "" {
				name = a.Name
			}
			st.bind(a, name, defLocal|defImport)
		}
	case *syntax.Global:
		for _, name := range s.Names {
			f := st.cur.flags[name]
			if f&defParam != 0 {
				st.errorf(s, "name '%s' is parameter and global", name)
				return
			}
			if f&defNonlocal != 0 {
				st.errorf(s, "name '%s' is nonlocal and global", name)
				return
			}
			if f&use != 0 {
				st.errorf(s, "name '%s' is used prior to global declaration", name)
				return
			}
			if f&defAnnot != 0 {
				st.errorf(s, "annotated name '%s' can't be global", name)
				return
			}
			if f&defBound != 0 {
				st.errorf(s, "name '%s' is assigned to before global declaration", name)
				return
			}
			st.cur.add(name, defGlobal)
		}
	case *syntax.Nonlocal:
		if st.cur.kind == moduleScope {
			st.errorf(s, "nonlocal declaration not allowed at module level")
			return
		}
		for _, name := range s.Names {
			f := st.cur.flags[name]
			if f&defParam != 0 {
				st.errorf(s, "name '%s' is parameter and nonlocal", name)
				return
			}
			if f&defGlobal != 0 {
				st.errorf(s, "name '%s' is nonlocal and global", name)
				return
			}
			if f&use != 0 {
				st.errorf(s, "name '%s' is used prior to nonlocal declaration", name)
				return
			}
			if f&defAnnot != 0 {
				st.errorf(s, "annotated name '%s' can't be nonlocal", name)
				return
			}
			if f&defBound != 0 {
				st.errorf(s, "name '%s' is assigned to before nonlocal declaration", name)
				return
			}
			st.cur.add(name, defNonlocal)
		}
	case *syntax.ExprStmt:
		st.expr(s.Value)
	case *syntax.Pass, *syntax.Break, *syntax.Continue:
	}
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func (st *symtable) function(n syntax.Node, name string, args *syntax.Arguments, returns syntax.Expr, body []syntax.Stmt, async bool) {
	// Defaults and annotations are evaluated in the enclosing scope.
	st.exprs(args.Defaults)
	for _, d := range args.KwDefaults {
		st.optExpr(d)
	}
	st.argAnnotations(args)
	st.optExpr(returns)
	s := st.push(functionScope, name, n)
	s.isCoroutine = async
	st.params(args)
	st.stmts(body)
	st.pop()
}

func (st *symtable) argAnnotations(a *syntax.Arguments) {
	for _, list := range [][]*syntax.Arg{a.PosOnlyArgs, a.Args, a.KwOnlyArgs} {
		for _, x := range list {
			st.optExpr(x.Annotation)
		}
	}
	if a.Vararg != nil {
		st.optExpr(a.Vararg.Annotation)
	}
	if a.Kwarg != nil {
		st.optExpr(a.Kwarg.Annotation)
	}
}

func (st *symtable) params(a *syntax.Arguments) {
	s := st.cur
	for _, list := range [][]*syntax.Arg{a.PosOnlyArgs, a.Args, a.KwOnlyArgs} {
		for _, x := range list {
			st.bind(x, x.Arg, defParam)
			s.params = append(s.params, x.Arg)
		}
	}
	if a.Vararg != nil {
		st.bind(a.Vararg, a.Vararg.Arg, defParam)
		s.varargs = true
	}
	if a.Kwarg != nil {
		st.bind(a.Kwarg, a.Kwarg.Arg, defParam)
		s.varkw = true
	}
}

// target records the names an assignment target binds, and visits the
// expressions inside it (subscripts, attribute objects).
func (st *symtable) target(t syntax.Expr, flag int) {
	switch x := t.(type) {
	case *syntax.Name:
		if flag&use != 0 {
			st.bind(x, x.Id, use)
		}
		st.bind(x, x.Id, flag&^use)
	case *syntax.Tuple:
		for _, e := range x.Elts {
			st.target(e, flag)
		}
	case *syntax.List:
		for _, e := range x.Elts {
			st.target(e, flag)
		}
	case *syntax.Starred:
		st.target(x.Value, flag)
	case *syntax.Attribute:
		st.expr(x.Value)
	case *syntax.Subscript:
		st.expr(x.Value)
		st.expr(x.Slice)
	default:
		st.expr(t)
	}
}

func (st *symtable) exprs(list []syntax.Expr) {
	for _, e := range list {
		st.expr(e)
	}
}

func (st *symtable) optExpr(e syntax.Expr) {
	if e != nil {
		st.expr(e)
	}
}

func (st *symtable) expr(n syntax.Expr) {
	switch e := n.(type) {
	case *syntax.Name:
		st.bind(e, e.Id, use)
		if e.Id == "super" && st.cur.kind == functionScope {
			st.cur.usesSuperOrClass = true
		}
		if e.Id == "__class__" && st.cur.kind == functionScope {
			st.cur.usesSuperOrClass = true
		}
	case *syntax.BoolOp:
		st.exprs(e.Values)
	case *syntax.NamedExpr:
		st.expr(e.Value)
		st.walrusTarget(e)
	case *syntax.BinOp:
		st.expr(e.Left)
		st.expr(e.Right)
	case *syntax.UnaryOp:
		st.expr(e.Operand)
	case *syntax.Lambda:
		st.exprs(e.Args.Defaults)
		for _, d := range e.Args.KwDefaults {
			st.optExpr(d)
		}
		s := st.push(functionScope, "<lambda>", e)
		s.isLambda = true
		st.params(e.Args)
		st.expr(e.Body)
		st.pop()
	case *syntax.IfExp:
		st.expr(e.Test)
		st.expr(e.Body)
		st.expr(e.Orelse)
	case *syntax.Dict:
		for i, k := range e.Keys {
			st.optExpr(k)
			st.expr(e.Values[i])
		}
	case *syntax.Set:
		st.exprs(e.Elts)
	case *syntax.ListComp:
		st.comprehension(e, "<listcomp>", e.Generators, func() { st.expr(e.Elt) })
	case *syntax.SetComp:
		st.comprehension(e, "<setcomp>", e.Generators, func() { st.expr(e.Elt) })
	case *syntax.DictComp:
		st.comprehension(e, "<dictcomp>", e.Generators, func() { st.expr(e.Key); st.expr(e.Value) })
	case *syntax.GeneratorExp:
		s := st.comprehension(e, "<genexpr>", e.Generators, func() { st.expr(e.Elt) })
		s.isGenerator = true
	case *syntax.Await:
		st.expr(e.Value)
		if st.cur.isComprehension {
			st.cur.isCoroutine = true
		}
	case *syntax.Yield:
		st.yield(e)
		st.optExpr(e.Value)
	case *syntax.YieldFrom:
		st.yield(e)
		st.expr(e.Value)
	case *syntax.Compare:
		st.expr(e.Left)
		st.exprs(e.Comparators)
	case *syntax.Call:
		st.expr(e.Func)
		st.exprs(e.Args)
		for _, k := range e.Keywords {
			st.expr(k.Value)
		}
	case *syntax.FormattedValue:
		st.expr(e.Value)
		st.optExpr(e.FormatSpec)
	case *syntax.JoinedStr:
		st.exprs(e.Values)
	case *syntax.Constant:
	case *syntax.Attribute:
		st.expr(e.Value)
	case *syntax.Subscript:
		st.expr(e.Value)
		st.expr(e.Slice)
	case *syntax.Starred:
		st.expr(e.Value)
	case *syntax.List:
		st.exprs(e.Elts)
	case *syntax.Tuple:
		st.exprs(e.Elts)
	case *syntax.Slice:
		st.optExpr(e.Lower)
		st.optExpr(e.Upper)
		st.optExpr(e.Step)
	}
}

func (st *symtable) yield(n syntax.Node) {
	s := st.cur
	if s.kind != functionScope {
		st.errorf(n, "'yield' outside function")
		return
	}
	if s.isComprehension {
		what := "list comprehension"
		switch s.name {
		case "<setcomp>":
			what = "set comprehension"
		case "<dictcomp>":
			what = "dict comprehension"
		case "<genexpr>":
			what = "generator expression"
		}
		st.errorf(n, "'yield' inside %s", what)
		return
	}
	s.isGenerator = true
}

// walrusTarget binds the target of := in the nearest scope that is not a
// comprehension.
func (st *symtable) walrusTarget(e *syntax.NamedExpr) {
	name := e.Target.(*syntax.Name).Id
	if st.cur.isComprehension {
		for s := st.cur; s != nil && s.isComprehension; s = s.parent {
			if s.flags[name]&defCompIter != 0 {
				st.errorf(e, "assignment expression cannot rebind comprehension iteration variable '%s'", name)
				return
			}
		}
		var target *scope
		for s := st.cur; s != nil; s = s.parent {
			if !s.isComprehension {
				target = s
				break
			}
			// The comprehension uses the name as free.
			s.add(name, use)
		}
		if target.kind == classScope {
			st.errorf(e, "assignment expression within a comprehension cannot be used in a class body")
			return
		}
		if target.kind == functionScope {
			if target.flags[name]&defGlobal == 0 {
				target.add(name, defLocal)
			}
			// Inner comprehensions reach it as a free variable.
			for s := st.cur; s != target; s = s.parent {
				s.add(name, defNonlocal)
			}
		} else {
			target.add(name, defLocal)
			for s := st.cur; s != target; s = s.parent {
				s.add(name, defGlobal)
			}
		}
		return
	}
	st.bind(e, name, defLocal)
}

func (st *symtable) comprehension(n syntax.Node, name string, gens []*syntax.Comprehension, elt func()) *scope {
	// The first iterable is evaluated in the enclosing scope.
	st.expr(gens[0].Iter)
	s := st.push(functionScope, name, n)
	s.isComprehension = true
	s.add(".0", defParam)
	s.params = []string{".0"}
	for i, g := range gens {
		if g.IsAsync {
			s.isCoroutine = true
		}
		st.compTarget(g.Target)
		if i > 0 {
			st.expr(g.Iter)
		}
		st.exprs(g.Ifs)
	}
	elt()
	st.pop()
	// An asynchronous list, set or dict comprehension is awaited where
	// it is called, which makes an enclosing comprehension asynchronous
	// too.
	if s.isCoroutine && name != "<genexpr>" && st.cur.isComprehension {
		st.cur.isCoroutine = true
	}
	return s
}

func (st *symtable) compTarget(t syntax.Expr) {
	switch x := t.(type) {
	case *syntax.Name:
		st.cur.add(x.Id, defLocal|defCompIter)
	case *syntax.Tuple:
		for _, e := range x.Elts {
			st.compTarget(e)
		}
	case *syntax.List:
		for _, e := range x.Elts {
			st.compTarget(e)
		}
	case *syntax.Starred:
		st.compTarget(x.Value)
	default:
		st.target(t, defLocal)
	}
}

func (st *symtable) pattern(p syntax.Pattern) {
	switch x := p.(type) {
	case *syntax.MatchValue:
		st.expr(x.Value)
	case *syntax.MatchSingleton:
	case *syntax.MatchSequence:
		for _, q := range x.Patterns {
			st.pattern(q)
		}
	case *syntax.MatchMapping:
		st.exprs(x.Keys)
		for _, q := range x.Patterns {
			st.pattern(q)
		}
		if x.Rest != "" {
			st.bind(x, x.Rest, defLocal)
		}
	case *syntax.MatchClass:
		st.expr(x.Cls)
		for _, q := range x.Patterns {
			st.pattern(q)
		}
		for _, q := range x.KwdPatterns {
			st.pattern(q)
		}
	case *syntax.MatchStar:
		if x.Name != "" {
			st.bind(x, x.Name, defLocal)
		}
	case *syntax.MatchAs:
		if x.Pattern != nil {
			st.pattern(x.Pattern)
		}
		if x.Name != "" {
			st.bind(x, x.Name, defLocal)
		}
	case *syntax.MatchOr:
		for _, q := range x.Patterns {
			st.pattern(q)
		}
	}
}

// analyze resolves the names of s given the names bound by enclosing
// functions (bound) and the names declared global on the way (global).
// It returns an error for a nonlocal with no binding.
func (st *symtable) analyze(s *scope, bound map[string]bool, global map[string]bool) error {
	newGlobal := map[string]bool{}
	for k := range global {
		newGlobal[k] = true
	}
	local := map[string]bool{}
	for _, name := range s.order {
		f := s.flags[name]
		switch {
		case f&defGlobal != 0:
			s.resolved[name] = kindGlobalExplicit
			newGlobal[name] = true
		case f&defNonlocal != 0:
			if !bound[name] {
				if s.isComprehension {
					// A walrus inside nested comprehensions at module level.
					s.resolved[name] = kindGlobalImplicit
					continue
				}
				return newError(st.filename, s.node, "no binding for nonlocal '%s' found", name)
			}
			s.resolved[name] = kindFree
		case f&(defLocal|defParam) != 0:
			s.resolved[name] = kindLocal
			local[name] = true
			delete(newGlobal, name)
		case s.kind == classScope:
			// Used in a class body, bound outside: look in the namespace,
			// then in the enclosing function's cells.
			if bound[name] {
				s.resolved[name] = kindFree
			} else {
				s.resolved[name] = kindGlobalImplicit
			}
		case bound[name] && !global[name]:
			s.resolved[name] = kindFree
		default:
			s.resolved[name] = kindGlobalImplicit
		}
	}
	// Names visible to children.
	childBound := map[string]bool{}
	if s.kind == functionScope {
		for k := range bound {
			childBound[k] = true
		}
		for k := range local {
			childBound[k] = true
		}
		for k, kind := range s.resolved {
			if kind == kindFree {
				childBound[k] = true
			}
		}
		for k := range newGlobal {
			if s.flags[k]&defGlobal != 0 {
				delete(childBound, k)
			}
		}
	} else if s.kind == classScope {
		for k := range bound {
			childBound[k] = true
		}
		for k, kind := range s.resolved {
			if kind == kindGlobalExplicit {
				delete(childBound, k)
			}
		}
	}
	if s.kind == classScope {
		childBound["__class__"] = true
	}
	childFree := map[string]bool{}
	for _, c := range s.children {
		if err := st.analyze(c, childBound, newGlobal); err != nil {
			return err
		}
		for _, name := range c.free {
			childFree[name] = true
		}
		if childFree["__class__"] && s.kind == classScope {
			s.needsClassCell = true
		}
	}
	// Locals used free by children become cells; other free names of the
	// children pass through as free here.
	for _, name := range s.order {
		if childFree[name] && s.resolved[name] == kindLocal && s.kind == functionScope {
			s.resolved[name] = kindCell
		}
	}
	var passThrough []string
	for name := range childFree {
		if _, ok := s.flags[name]; ok {
			if s.kind == classScope && bound[name] && s.resolved[name] != kindFree && name != "__class__" {
				passThrough = append(passThrough, name)
			}
			continue
		}
		if name == "__class__" && s.kind == classScope {
			continue
		}
		if s.kind != moduleScope && bound[name] {
			s.add(name, 0)
			s.resolved[name] = kindFree
		}
	}
	if s.kind == classScope && s.needsClassCell {
		s.cells = append(s.cells, "__class__")
	}
	if s.kind == functionScope && s.usesSuperOrClass && bound["__class__"] {
		if _, ok := s.flags["__class__"]; !ok {
			s.add("__class__", 0)
		}
		s.resolved["__class__"] = kindFree
	}
	for _, name := range s.order {
		switch s.resolved[name] {
		case kindFree:
			s.free = append(s.free, name)
		case kindCell:
			s.cells = append(s.cells, name)
		}
	}
	sortStrs(passThrough)
	s.free = append(s.free, passThrough...)
	return nil
}

func sortStrs(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
