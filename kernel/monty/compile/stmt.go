package compile

import (
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

func (c *compiler) stmts(list []syntax.Stmt) {
	for _, s := range list {
		if c.opts.Stop != nil {
			if c.nstmts++; c.nstmts&255 == 0 {
				if err := c.opts.Stop(); err != nil {
					panic(stopped{err})
				}
			}
		}
		c.stmt(s)
	}
}

func (c *compiler) stmt(n syntax.Stmt) {
	c.setLoc(n)
	switch s := n.(type) {
	case *syntax.ExprStmt:
		if c.interactive && len(c.stack) == 0 {
			c.displayExpr(s)
			break
		}
		c.expr(s.Value)
		c.setLoc(s)
		c.emit(POP_TOP, 0)
	case *syntax.Assign:
		if len(s.Targets) == 1 && c.parallelAssign(s.Targets[0], s.Value) {
			break
		}
		c.expr(s.Value)
		for i, t := range s.Targets {
			if i < len(s.Targets)-1 {
				c.emit(COPY, 1)
			}
			c.assignTarget(t)
		}
	case *syntax.AugAssign:
		c.augAssign(s)
	case *syntax.AnnAssign:
		c.annAssign(s)
	case *syntax.FunctionDef:
		c.function(s, s.Name, s.Args, s.Returns, s.Body, s.DecoratorList, false)
	case *syntax.AsyncFunctionDef:
		c.function(s, s.Name, s.Args, s.Returns, s.Body, s.DecoratorList, true)
	case *syntax.ClassDef:
		c.classDef(s)
	case *syntax.Return:
		c.returnStmt(s)
	case *syntax.Delete:
		for _, t := range s.Targets {
			c.delTarget(t)
		}
	case *syntax.If:
		c.ifStmt(s)
	case *syntax.While:
		c.whileStmt(s)
	case *syntax.For:
		c.forStmt(s)
	case *syntax.AsyncFor:
		c.asyncFor(s)
	case *syntax.Break:
		c.breakStmt(s)
	case *syntax.Continue:
		c.continueStmt(s)
	case *syntax.Pass:
		c.emit(NOP, 0)
	case *syntax.Raise:
		n := 0
		if s.Exc != nil {
			c.expr(s.Exc)
			n++
			if s.Cause != nil {
				c.expr(s.Cause)
				n++
			}
		}
		c.setLoc(s)
		c.emit(RAISE_VARARGS, n)
	case *syntax.Try:
		if len(s.Finalbody) > 0 {
			c.tryFinally(s.Body, s.Handlers, s.Orelse, s.Finalbody, false)
		} else {
			c.tryExcept(s.Body, s.Handlers, s.Orelse)
		}
	case *syntax.TryStar:
		if len(s.Finalbody) > 0 {
			c.tryFinally(s.Body, s.Handlers, s.Orelse, s.Finalbody, true)
		} else {
			c.tryStar(s.Body, s.Handlers, s.Orelse)
		}
	case *syntax.Assert:
		c.assertStmt(s)
	case *syntax.With:
		c.with(s, 0)
	case *syntax.AsyncWith:
		c.asyncWith(s, 0)
	case *syntax.Import:
		c.importStmt(s)
	case *syntax.ImportFrom:
		c.importFrom(s)
	case *syntax.Global, *syntax.Nonlocal:
		c.emit(NOP, 0)
	case *syntax.Match:
		c.match(s)
	case *syntax.TypeAlias:
		c.expr(s.Value)
		c.storeName(s.Name.Id)
	default:
		c.fail(n, "unsupported statement %T", n)
	}
}

// ---- assignment ----

func (c *compiler) assignTarget(t syntax.Expr) {
	c.setLoc(t)
	switch x := t.(type) {
	case *syntax.Name:
		c.nameOp(x.Id, ctxStore)
	case *syntax.Attribute:
		c.expr(x.Value)
		c.setLoc(x)
		c.emit(STORE_ATTR, c.name(c.mangle(x.Attr)))
	case *syntax.Subscript:
		c.expr(x.Value)
		c.subscriptKey(x.Slice)
		c.setLoc(x)
		c.emit(STORE_SUBSCR, 0)
	case *syntax.Tuple:
		c.unpackTargets(x, x.Elts)
	case *syntax.List:
		c.unpackTargets(x, x.Elts)
	case *syntax.Starred:
		c.fail(x, "starred assignment target must be in a list or tuple")
	default:
		c.fail(t, "cannot assign to expression")
	}
}

// parallelAssign compiles `a, b = b, a` (a tuple or list of targets,
// a tuple display of as many values, nested alike, at most four in all)
// without the tuple: the values are pushed, reversed with SWAPs, and
// stored in order, as CPython does for two or three. It reports false,
// emitting nothing, for any other assignment.
func (c *compiler) parallelAssign(target, value syntax.Expr) bool {
	var targets, values []syntax.Expr
	if !pairUp(target, value, &targets, &values) || len(targets) > 4 {
		return false
	}
	for _, v := range values {
		c.expr(v)
	}
	c.setLoc(target)
	switch len(targets) {
	case 2:
		c.emit(SWAP, 2)
	case 3:
		c.emit(SWAP, 3)
	case 4:
		c.emit(SWAP, 4)
		c.emit(SWAP, 2)
		c.emit(SWAP, 3)
		c.emit(SWAP, 2)
	}
	for _, t := range targets {
		c.assignTarget(t)
	}
	return true
}

// pairUp matches a tuple or list of targets with a tuple display of as
// many values, element by element and into nested ones, appending the
// pairs that do not split further; false (and nothing appended) when
// target and value do not split, or a starred item is in either.
func pairUp(target, value syntax.Expr, targets, values *[]syntax.Expr) bool {
	var tElts []syntax.Expr
	switch t := target.(type) {
	case *syntax.Tuple:
		tElts = t.Elts
	case *syntax.List:
		tElts = t.Elts
	default:
		return false
	}
	v, ok := value.(*syntax.Tuple)
	if !ok || len(v.Elts) != len(tElts) || len(tElts) == 0 {
		return false
	}
	for i := range tElts {
		if _, ok := tElts[i].(*syntax.Starred); ok {
			return false
		}
		if _, ok := v.Elts[i].(*syntax.Starred); ok {
			return false
		}
	}
	for i := range tElts {
		if !pairUp(tElts[i], v.Elts[i], targets, values) {
			*targets = append(*targets, tElts[i])
			*values = append(*values, v.Elts[i])
		}
	}
	return true
}

func (c *compiler) unpackTargets(n syntax.Node, elts []syntax.Expr) {
	star := -1
	for i, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			if star >= 0 {
				c.fail(e, "multiple starred expressions in assignment")
			}
			star = i
		}
	}
	c.setLoc(n)
	if star >= 0 {
		after := len(elts) - star - 1
		if star > 255 || after > 0xffff {
			c.fail(n, "too many expressions in star-unpacking assignment")
		}
		c.emit(UNPACK_EX, star|after<<8)
	} else {
		c.emit(UNPACK_SEQUENCE, len(elts))
	}
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			c.assignTarget(s.Value)
		} else {
			c.assignTarget(e)
		}
	}
}

func (c *compiler) delTarget(t syntax.Expr) {
	c.setLoc(t)
	switch x := t.(type) {
	case *syntax.Name:
		c.nameOp(x.Id, ctxDel)
	case *syntax.Attribute:
		c.expr(x.Value)
		c.setLoc(x)
		c.emit(DELETE_ATTR, c.name(c.mangle(x.Attr)))
	case *syntax.Subscript:
		c.expr(x.Value)
		c.subscriptKey(x.Slice)
		c.setLoc(x)
		c.emit(DELETE_SUBSCR, 0)
	case *syntax.Tuple:
		for _, e := range x.Elts {
			c.delTarget(e)
		}
	case *syntax.List:
		for _, e := range x.Elts {
			c.delTarget(e)
		}
	default:
		c.fail(t, "cannot delete expression")
	}
}

func (c *compiler) augAssign(s *syntax.AugAssign) {
	op := int(binaryOp(s.Op) + OpInplace)
	switch t := s.Target.(type) {
	case *syntax.Name:
		c.setLoc(t)
		c.nameOp(t.Id, ctxLoad)
		c.expr(s.Value)
		c.setLoc(s)
		c.emit(BINARY_OP, op)
		c.setLoc(t)
		c.nameOp(t.Id, ctxStore)
	case *syntax.Attribute:
		c.expr(t.Value)
		c.emit(COPY, 1)
		c.setLoc(t)
		c.emit(LOAD_ATTR, c.name(c.mangle(t.Attr)))
		c.expr(s.Value)
		c.setLoc(s)
		c.emit(BINARY_OP, op)
		c.emit(SWAP, 2)
		c.setLoc(t)
		c.emit(STORE_ATTR, c.name(c.mangle(t.Attr)))
	case *syntax.Subscript:
		c.expr(t.Value)
		c.subscriptKey(t.Slice)
		c.emit(COPY, 2)
		c.emit(COPY, 2)
		c.setLoc(t)
		c.emit(BINARY_SUBSCR, 0)
		c.expr(s.Value)
		c.setLoc(s)
		c.emit(BINARY_OP, op)
		c.emit(SWAP, 3)
		c.emit(SWAP, 2)
		c.setLoc(t)
		c.emit(STORE_SUBSCR, 0)
	default:
		c.fail(s.Target, "'%s' is an illegal expression for augmented assignment", exprKindName(s.Target))
	}
}

func (c *compiler) annAssign(s *syntax.AnnAssign) {
	if c.futureAnnotations {
		// Checked wherever it stands, evaluated or not.
		c.checkAnnotationText(s.Annotation)
	}
	if s.Value != nil {
		c.expr(s.Value)
		c.assignTarget(s.Target)
	}
	name, isName := s.Target.(*syntax.Name)
	sk := c.u.scope.kind
	if isName && s.Simple && sk != functionScope {
		// __annotations__['x'] = annotation
		c.setLoc(s)
		c.annotationExpr(s.Annotation)
		c.emit(LOAD_NAME, c.name("__annotations__"))
		c.loadConst(c.mangle(name.Id))
		c.emit(STORE_SUBSCR, 0)
		return
	}
	if !isName && sk != functionScope {
		// Evaluate the target's parts (but not the annotation's value use).
		switch t := s.Target.(type) {
		case *syntax.Attribute:
			if s.Value == nil {
				c.expr(t.Value)
				c.emit(POP_TOP, 0)
			}
		case *syntax.Subscript:
			if s.Value == nil {
				c.expr(t.Value)
				c.emit(POP_TOP, 0)
				c.subscriptKey(t.Slice)
				c.emit(POP_TOP, 0)
			}
		}
		if !c.futureAnnotations {
			c.expr(s.Annotation)
			c.emit(POP_TOP, 0)
		}
	}
}

func exprKindName(e syntax.Expr) string {
	switch e.(type) {
	case *syntax.Call:
		return "function call"
	case *syntax.Tuple:
		return "tuple"
	case *syntax.List:
		return "list"
	case *syntax.Constant:
		return "literal"
	}
	return "expression"
}

// ---- control flow ----

func (c *compiler) ifStmt(s *syntax.If) {
	end := c.newLabel()
	next := c.newLabel()
	c.jumpIf(s.Test, next, false)
	c.stmts(s.Body)
	if len(s.Orelse) > 0 {
		c.emitJump(JUMP, end)
		c.place(next)
		c.stmts(s.Orelse)
		c.place(end)
		return
	}
	c.place(next)
	c.place(end)
}

func (c *compiler) whileStmt(s *syntax.While) {
	start := c.newLabel()
	body := c.newLabel()
	orelse := c.newLabel()
	end := c.newLabel()
	c.place(start)
	c.jumpIf(s.Test, orelse, false)
	c.place(body)
	c.pushFblock(fblock{kind: fbWhile, start: start, exit: end})
	c.stmts(s.Body)
	c.popFblock()
	c.setLoc(s)
	c.emitJump(JUMP_BACKWARD, start)
	c.place(orelse)
	c.stmts(s.Orelse)
	c.place(end)
}

func (c *compiler) forStmt(s *syntax.For) {
	start := c.newLabel()
	cleanup := c.newLabel()
	end := c.newLabel()
	c.iterExpr(s.Iter)
	c.setLoc(s.Iter)
	owned := ownsIterator(s.Iter)
	c.emit(GET_ITER, b2i(owned))
	c.place(start)
	c.setLoc(s)
	c.emitJump(FOR_ITER, cleanup)
	c.pushFblock(fblock{kind: fbFor, start: start, exit: end, owned: owned})
	c.assignTarget(s.Target)
	c.stmts(s.Body)
	c.popFblock()
	c.setLoc(s)
	c.emitJump(JUMP_BACKWARD, start)
	c.place(cleanup)
	c.stmts(s.Orelse)
	c.place(end)
}

// ownsIterator reports a for loop's iterable that nothing but the loop
// holds: the result of a call (not iter(x), which returns x's own
// iterator) or a generator expression. GET_ITER 1 marks a fresh generator
// it gives as owned by the loop.
func ownsIterator(e syntax.Expr) bool {
	switch x := e.(type) {
	case *syntax.GeneratorExp:
		return true
	case *syntax.Call:
		if n, ok := x.Func.(*syntax.Name); ok && n.Id == "iter" {
			return false
		}
		return true
	}
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (c *compiler) pushFblock(f fblock) { c.u.fblocks = append(c.u.fblocks, f) }

func (c *compiler) popFblock() { c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1] }

func (c *compiler) breakStmt(s *syntax.Break) {
	loop := c.unwindStack(s, false, true)
	if loop == nil {
		c.fail(s, "'break' outside loop")
	}
	c.setLoc(s)
	c.unwindBlock(*loop, false)
	c.emitJump(JUMP, loop.exit)
}

func (c *compiler) continueStmt(s *syntax.Continue) {
	loop := c.unwindStack(s, false, true)
	if loop == nil {
		c.fail(s, "'continue' not properly in loop")
	}
	c.setLoc(s)
	c.emitJump(JUMP_BACKWARD, loop.start)
}

func (c *compiler) returnStmt(s *syntax.Return) {
	if c.u.scope.kind != functionScope {
		c.fail(s, "'return' outside function")
	}
	if s.Value != nil && c.u.code.Flags&AsyncGenerator != 0 {
		c.fail(s, "'return' with value in async generator")
	}
	preserve := s.Value != nil
	if preserve {
		c.expr(s.Value)
	}
	c.setLoc(s)
	c.unwindStack(s, preserve, false)
	c.setLoc(s)
	if s.Value == nil {
		c.emit(RETURN_CONST, c.addConst(nil))
	} else {
		c.emit(RETURN_VALUE, 0)
	}
}

// unwindStack emits the exits of the enclosing blocks, innermost first. For
// break and continue (loop true) it stops at the innermost loop and
// returns it.
func (c *compiler) unwindStack(n syntax.Node, preserveTOS bool, loop bool) *fblock {
	// A copy: unwinding a finally block compiles its body, which pushes
	// blocks where the ones popped here still live.
	saved := append([]fblock(nil), c.u.fblocks...)
	defer func() { c.u.fblocks = saved }()
	for len(c.u.fblocks) > 0 {
		top := c.u.fblocks[len(c.u.fblocks)-1]
		if top.kind == fbExceptionGroupHandler {
			c.fail(n, "'break', 'continue' and 'return' cannot appear in an except* block")
		}
		if loop && (top.kind == fbWhile || top.kind == fbFor) {
			f := top
			return &f
		}
		c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1]
		c.unwindBlock(top, preserveTOS)
	}
	return nil
}

// unwindBlock emits the code that leaves one block early.
func (c *compiler) unwindBlock(f fblock, preserveTOS bool) {
	switch f.kind {
	case fbWhile, fbExceptionHandler, fbExceptionGroupHandler, fbAsyncComprehension:
	case fbFor:
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		// POP_TOP 1 closes a generator the loop alone held, as
		// CPython's reference counting does when the loop is left.
		c.emit(POP_TOP, b2i(f.owned))
	case fbTryExcept:
		c.emit(popBlock, 0)
	case fbFinallyTry:
		c.emit(popBlock, 0)
		if preserveTOS {
			c.pushFblock(fblock{kind: fbPopValue})
		}
		loc := c.u.loc
		c.stmts(f.body)
		c.u.loc = loc
		if preserveTOS {
			c.popFblock()
		}
	case fbFinallyEnd:
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		c.emit(POP_TOP, 0) // exc
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		c.emit(popBlock, 0)
		c.emit(POP_EXCEPT, 0)
	case fbWith, fbAsyncWith:
		c.emit(popBlock, 0)
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		c.callExitWithNones()
		if f.kind == fbAsyncWith {
			c.awaitTOS()
		}
		c.emit(POP_TOP, 0)
	case fbHandlerCleanup:
		if f.name != "" {
			c.emit(popBlock, 0)
		}
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		c.emit(popBlock, 0)
		c.emit(POP_EXCEPT, 0)
		if f.name != "" {
			c.loadConst(nil)
			c.nameOp(f.name, ctxStore)
			c.nameOp(f.name, ctxDel)
		}
	case fbPopValue:
		if preserveTOS {
			c.emit(SWAP, 2)
		}
		c.emit(POP_TOP, 0)
	}
}

// callExitWithNones calls the __exit__ below the top of the stack with
// three Nones.
func (c *compiler) callExitWithNones() {
	c.loadConst(nil)
	c.loadConst(nil)
	c.loadConst(nil)
	c.emit(CALL, 3)
}

// ---- try ----

func (c *compiler) tryExcept(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse []syntax.Stmt) {
	except := c.newLabel()
	end := c.newLabel()
	cleanup := c.newLabel()
	c.emitJump(setupFinally, except)
	c.pushFblock(fblock{kind: fbTryExcept})
	c.stmts(body)
	c.popFblock()
	c.emit(popBlock, 0)
	c.stmts(orelse)
	c.emitJump(JUMP, end)
	c.place(except)
	c.emitJump(setupCleanup, cleanup)
	c.emit(PUSH_EXC_INFO, 0)
	c.pushFblock(fblock{kind: fbExceptionHandler})
	for i, h := range handlers {
		c.setLoc(h)
		if h.Type == nil && i < len(handlers)-1 {
			c.fail(h, "default 'except:' must be last")
		}
		next := c.newLabel()
		if h.Type != nil {
			c.expr(h.Type)
			c.setLoc(h)
			c.emit(CHECK_EXC_MATCH, 0)
			c.emitJump(POP_JUMP_IF_FALSE, next)
		}
		if h.Name != "" {
			cleanupEnd := c.newLabel()
			c.nameOp(h.Name, ctxStore)
			c.emitJump(setupCleanup, cleanupEnd)
			c.pushFblock(fblock{kind: fbHandlerCleanup, name: h.Name})
			c.stmts(h.Body)
			c.popFblock()
			c.emit(popBlock, 0)
			c.emit(popBlock, 0)
			c.emit(POP_EXCEPT, 0)
			c.loadConst(nil)
			c.nameOp(h.Name, ctxStore)
			c.nameOp(h.Name, ctxDel)
			c.emitJump(JUMP, end)
			c.place(cleanupEnd)
			c.loadConst(nil)
			c.nameOp(h.Name, ctxStore)
			c.nameOp(h.Name, ctxDel)
			c.emit(RERAISE, 1)
		} else {
			c.emit(POP_TOP, 0)
			c.pushFblock(fblock{kind: fbHandlerCleanup})
			c.stmts(h.Body)
			c.popFblock()
			c.emit(popBlock, 0)
			c.emit(POP_EXCEPT, 0)
			c.emitJump(JUMP, end)
		}
		c.place(next)
	}
	c.popFblock()
	c.emit(RERAISE, 0)
	c.place(cleanup)
	c.popExceptAndReraise()
	c.place(end)
}

func (c *compiler) popExceptAndReraise() {
	c.emit(COPY, 3)
	c.emit(POP_EXCEPT, 0)
	c.emit(RERAISE, 1)
}

func (c *compiler) tryFinally(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse, final []syntax.Stmt, star bool) {
	end := c.newLabel()
	exit := c.newLabel()
	cleanup := c.newLabel()
	c.emitJump(setupFinally, end)
	c.pushFblock(fblock{kind: fbFinallyTry, body: final})
	if len(handlers) > 0 {
		if star {
			c.tryStar(body, handlers, orelse)
		} else {
			c.tryExcept(body, handlers, orelse)
		}
	} else {
		c.stmts(body)
	}
	c.emit(popBlock, 0)
	c.popFblock()
	c.stmts(final)
	c.emitJump(JUMP, exit)
	c.place(end)
	c.emitJump(setupCleanup, cleanup)
	c.emit(PUSH_EXC_INFO, 0)
	c.pushFblock(fblock{kind: fbFinallyEnd})
	c.stmts(final)
	c.popFblock()
	c.emit(RERAISE, 0)
	c.place(cleanup)
	c.popExceptAndReraise()
	c.place(exit)
}

// tryStar compiles try/except* as CPython 3.11 does: the handlers run in
// turn on what the previous ones left unmatched, collecting what they
// raise; PREP_RERAISE_STAR then builds the group to re-raise.
func (c *compiler) tryStar(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse []syntax.Stmt) {
	except := c.newLabel()
	orelseL := c.newLabel()
	end := c.newLabel()
	cleanup := c.newLabel()
	reraiseStar := c.newLabel()
	c.emitJump(setupFinally, except)
	c.pushFblock(fblock{kind: fbTryExcept})
	c.stmts(body)
	c.popFblock()
	c.emit(popBlock, 0)
	c.emitJump(JUMP, orelseL)
	c.place(except)
	c.emitJump(setupCleanup, cleanup)
	c.emit(PUSH_EXC_INFO, 0)
	c.pushFblock(fblock{kind: fbExceptionGroupHandler})
	n := len(handlers)
	for i, h := range handlers {
		c.setLoc(h)
		handled := c.newLabel()
		withError := c.newLabel()
		noMatch := c.newLabel()
		if i == 0 {
			c.emit(COPY, 1)
			c.emit(BUILD_LIST, 0)
			c.emit(SWAP, 2)
		}
		if h.Type != nil {
			c.expr(h.Type)
			c.setLoc(h)
			c.emit(CHECK_EG_MATCH, 0)
			c.emit(COPY, 1)
			c.emitJump(POP_JUMP_IF_NONE, noMatch)
		}
		cleanupEnd := c.newLabel()
		if h.Name != "" {
			c.nameOp(h.Name, ctxStore)
		} else {
			c.emit(POP_TOP, 0)
		}
		c.emitJump(setupCleanup, cleanupEnd)
		c.pushFblock(fblock{kind: fbHandlerCleanup, name: h.Name})
		c.stmts(h.Body)
		c.popFblock()
		c.emit(popBlock, 0)
		if h.Name != "" {
			c.loadConst(nil)
			c.nameOp(h.Name, ctxStore)
			c.nameOp(h.Name, ctxDel)
		}
		c.emitJump(JUMP, handled)
		c.place(cleanupEnd)
		if h.Name != "" {
			c.loadConst(nil)
			c.nameOp(h.Name, ctxStore)
			c.nameOp(h.Name, ctxDel)
		}
		c.emit(LIST_APPEND, 3)
		c.emit(POP_TOP, 0)
		c.emitJump(JUMP, withError)
		c.place(handled)
		c.emit(NOP, 0)
		c.emitJump(JUMP, withError)
		c.place(noMatch)
		c.emit(POP_TOP, 0)
		c.place(withError)
		if i == n-1 {
			c.emit(LIST_APPEND, 1)
			c.emitJump(JUMP, reraiseStar)
		}
	}
	c.popFblock()
	reraise := c.newLabel()
	c.place(reraiseStar)
	c.emit(PREP_RERAISE_STAR, 0)
	c.emit(COPY, 1)
	c.emitJump(POP_JUMP_IF_NOT_NONE, reraise)
	c.emit(POP_TOP, 0)
	c.emit(popBlock, 0)
	c.emit(POP_EXCEPT, 0)
	c.emitJump(JUMP, end)
	c.place(reraise)
	c.emit(popBlock, 0)
	c.emit(SWAP, 2)
	c.emit(POP_EXCEPT, 0)
	c.emit(RERAISE, 0)
	c.place(cleanup)
	c.popExceptAndReraise()
	c.place(orelseL)
	c.stmts(orelse)
	c.place(end)
}

func (c *compiler) assertStmt(s *syntax.Assert) {
	end := c.newLabel()
	c.jumpIf(s.Test, end, true)
	c.setLoc(s)
	c.emit(LOAD_ASSERTION_ERROR, 0)
	if s.Msg != nil {
		c.expr(s.Msg)
		c.setLoc(s)
		c.emit(CALL, 1)
	}
	c.emit(RAISE_VARARGS, 1)
	c.place(end)
}

// ---- with ----

func (c *compiler) with(s *syntax.With, pos int) {
	item := s.Items[pos]
	block := c.newLabel()
	final := c.newLabel()
	exit := c.newLabel()
	c.expr(item.ContextExpr)
	c.setLoc(s)
	c.emit(BEFORE_WITH, 0)
	c.emitJump(setupWith, final)
	c.place(block)
	c.pushFblock(fblock{kind: fbWith, node: s})
	if item.OptionalVars != nil {
		c.assignTarget(item.OptionalVars)
	} else {
		c.emit(POP_TOP, 0)
	}
	if pos+1 == len(s.Items) {
		c.stmts(s.Body)
	} else {
		c.with(s, pos+1)
	}
	c.popFblock()
	c.emit(popBlock, 0)
	c.setLoc(s)
	c.callExitWithNones()
	c.emit(POP_TOP, 0)
	c.emitJump(JUMP, exit)
	c.place(final)
	cleanup := c.newLabel()
	c.emitJump(setupCleanup, cleanup)
	c.emit(PUSH_EXC_INFO, 0)
	c.emit(WITH_EXCEPT_START, 0)
	c.withExceptFinish(cleanup)
	c.place(exit)
}

func (c *compiler) withExceptFinish(cleanup *label) {
	exit := c.newLabel()
	c.emitJump(POP_JUMP_IF_TRUE, exit)
	c.emit(RERAISE, 2)
	c.place(cleanup)
	c.popExceptAndReraise()
	c.place(exit)
	c.emit(POP_TOP, 0)
	c.emit(popBlock, 0)
	c.emit(POP_EXCEPT, 0)
	c.emit(POP_TOP, 0)
	c.emit(POP_TOP, 0)
}

func (c *compiler) asyncWith(s *syntax.AsyncWith, pos int) {
	if c.u.code.Flags&(Coroutine|AsyncGenerator) == 0 {
		c.fail(s, "'async with' outside async function")
	}
	item := s.Items[pos]
	block := c.newLabel()
	final := c.newLabel()
	exit := c.newLabel()
	c.expr(item.ContextExpr)
	c.setLoc(s)
	c.emit(BEFORE_ASYNC_WITH, 0)
	c.awaitTOS()
	c.emitJump(setupWith, final)
	c.place(block)
	c.pushFblock(fblock{kind: fbAsyncWith, node: s})
	if item.OptionalVars != nil {
		c.assignTarget(item.OptionalVars)
	} else {
		c.emit(POP_TOP, 0)
	}
	if pos+1 == len(s.Items) {
		c.stmts(s.Body)
	} else {
		c.asyncWith(s, pos+1)
	}
	c.popFblock()
	c.emit(popBlock, 0)
	c.setLoc(s)
	c.callExitWithNones()
	c.awaitTOS()
	c.emit(POP_TOP, 0)
	c.emitJump(JUMP, exit)
	c.place(final)
	cleanup := c.newLabel()
	c.emitJump(setupCleanup, cleanup)
	c.emit(PUSH_EXC_INFO, 0)
	c.emit(WITH_EXCEPT_START, 0)
	c.awaitTOS()
	c.withExceptFinish(cleanup)
	c.place(exit)
}

// awaitTOS awaits the value on top of the stack.
func (c *compiler) awaitTOS() {
	c.emit(GET_AWAITABLE, 0)
	c.loadConst(nil)
	c.yieldFromLoop()
}

// yieldFromLoop emits the SEND loop of yield from and await: the
// sub-iterator and the value to send are on the stack.
func (c *compiler) yieldFromLoop() {
	start := c.newLabel()
	exit := c.newLabel()
	c.place(start)
	c.emitJump(SEND, exit)
	c.emit(YIELD_VALUE, 1)
	c.emitJump(JUMP, start)
	c.place(exit)
}

func (c *compiler) asyncFor(s *syntax.AsyncFor) {
	if c.u.code.Flags&(Coroutine|AsyncGenerator) == 0 {
		c.fail(s, "'async for' outside async function")
	}
	start := c.newLabel()
	except := c.newLabel()
	end := c.newLabel()
	c.expr(s.Iter)
	c.setLoc(s)
	c.emit(GET_AITER, 0)
	c.place(start)
	c.emitJump(setupFinally, except)
	c.emit(GET_ANEXT, 0)
	c.loadConst(nil)
	c.yieldFromLoop()
	c.emit(popBlock, 0)
	c.pushFblock(fblock{kind: fbFor, start: start, exit: end})
	c.assignTarget(s.Target)
	c.stmts(s.Body)
	c.popFblock()
	c.setLoc(s)
	c.emitJump(JUMP_BACKWARD, start)
	c.place(except)
	c.emit(END_ASYNC_FOR, 0)
	c.stmts(s.Orelse)
	c.place(end)
}

// ---- imports ----

func (c *compiler) importStmt(s *syntax.Import) {
	for _, a := range s.Names {
		c.setLoc(a)
		c.loadConst(int64(0))
		c.loadConst(nil)
		c.emit(IMPORT_NAME, c.name(a.Name))
		if a.Asname != "" {
			parts := strings.Split(a.Name, ".")
			for i, p := range parts[1:] {
				c.emit(IMPORT_FROM, c.name(p))
				c.emit(SWAP, 2)
				c.emit(POP_TOP, 0)
				_ = i
			}
			c.storeName(a.Asname)
		} else {
			top := a.Name
			if i := strings.IndexByte(top, '.'); i >= 0 {
				top = top[:i]
			}
			c.storeName(top)
		}
	}
}

func (c *compiler) importFrom(s *syntax.ImportFrom) {
	c.checkFutureImport(s)
	names := make(Tuple, len(s.Names))
	for i, a := range s.Names {
		names[i] = a.Name
	}
	c.loadConst(int64(s.Level))
	c.u.consts = append(c.u.consts, names)
	c.emit(LOAD_CONST, len(c.u.consts)-1)
	c.emit(IMPORT_NAME, c.name(s.Module))
	if len(s.Names) == 1 && s.Names[0].Name == "*" {
		c.emit(IMPORT_STAR, 0)
		return
	}
	for _, a := range s.Names {
		c.setLoc(a)
		c.emit(IMPORT_FROM, c.name(a.Name))
		name := a.Asname
		if name == "" {
			name = a.Name
		}
		c.storeName(name)
	}
	c.emit(POP_TOP, 0)
}
