package compile

import (
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

func binaryOp(op syntax.Operator) BinaryOp {
	switch op {
	case syntax.Add:
		return OpAdd
	case syntax.Sub:
		return OpSub
	case syntax.Mult:
		return OpMul
	case syntax.MatMult:
		return OpMatMul
	case syntax.Div:
		return OpTrueDiv
	case syntax.Mod:
		return OpMod
	case syntax.Pow:
		return OpPow
	case syntax.LShift:
		return OpLShift
	case syntax.RShift:
		return OpRShift
	case syntax.BitOr:
		return OpOr
	case syntax.BitXor:
		return OpXor
	case syntax.BitAnd:
		return OpAnd
	case syntax.FloorDiv:
		return OpFloorDiv
	}
	panic("unknown operator")
}

func (c *compiler) exprs(list []syntax.Expr) {
	for _, e := range list {
		c.expr(e)
	}
}

func (c *compiler) expr(n syntax.Expr) {
	saved := c.u.loc
	c.setLoc(n)
	c.expr1(n)
	c.u.loc = saved
}

func (c *compiler) expr1(n syntax.Expr) {
	switch e := n.(type) {
	case *syntax.Constant:
		c.loadConst(constValue(e.Value))
	case *syntax.Name:
		c.nameOp(e.Id, ctxLoad)
	case *syntax.BinOp:
		if v, ok := foldBinOp(e); ok {
			c.loadConst(v)
			return
		}
		c.expr(e.Left)
		c.expr(e.Right)
		c.setLoc(e)
		c.emit(BINARY_OP, int(binaryOp(e.Op)))
	case *syntax.UnaryOp:
		if v, ok := foldUnary(e); ok {
			c.loadConst(v)
			return
		}
		c.expr(e.Operand)
		c.setLoc(e)
		switch e.Op {
		case syntax.USub:
			c.emit(UNARY_NEGATIVE, 0)
		case syntax.UAdd:
			c.emit(UNARY_POSITIVE, 0)
		case syntax.Not:
			c.emit(UNARY_NOT, 0)
		case syntax.Invert:
			c.emit(UNARY_INVERT, 0)
		}
	case *syntax.BoolOp:
		end := c.newLabel()
		op := JUMP_IF_FALSE_OR_POP
		if e.Op == syntax.Or {
			op = JUMP_IF_TRUE_OR_POP
		}
		for i, v := range e.Values {
			c.expr(v)
			if i < len(e.Values)-1 {
				c.setLoc(e)
				c.emitJump(op, end)
			}
		}
		c.place(end)
	case *syntax.Compare:
		c.compare(e)
	case *syntax.IfExp:
		next := c.newLabel()
		end := c.newLabel()
		c.jumpIf(e.Test, next, false)
		c.expr(e.Body)
		c.emitJump(JUMP, end)
		c.place(next)
		c.expr(e.Orelse)
		c.place(end)
	case *syntax.NamedExpr:
		c.expr(e.Value)
		c.emit(COPY, 1)
		c.assignTarget(e.Target)
	case *syntax.Attribute:
		c.expr(e.Value)
		c.setLoc(e)
		c.emit(LOAD_ATTR, c.name(c.mangle(e.Attr)))
	case *syntax.Subscript:
		c.expr(e.Value)
		c.subscriptKey(e.Slice)
		c.setLoc(e)
		c.emit(BINARY_SUBSCR, 0)
	case *syntax.Slice:
		c.sliceExpr(e)
	case *syntax.Call:
		c.call(e)
	case *syntax.Tuple:
		if v, ok := constTuple(e.Elts); ok {
			c.loadConst(v)
			return
		}
		if c.starredSeq(e.Elts, BUILD_LIST, LIST_APPEND, LIST_EXTEND) {
			c.emit(LIST_TO_TUPLE, 0)
			return
		}
		c.exprs(e.Elts)
		c.setLoc(e)
		c.emit(BUILD_TUPLE, len(e.Elts))
	case *syntax.List:
		if c.starredSeq(e.Elts, BUILD_LIST, LIST_APPEND, LIST_EXTEND) {
			return
		}
		c.exprs(e.Elts)
		c.setLoc(e)
		c.emit(BUILD_LIST, len(e.Elts))
	case *syntax.Set:
		if c.starredSeq(e.Elts, BUILD_SET, SET_ADD, SET_UPDATE) {
			return
		}
		if v, ok := constTuple(e.Elts); ok && len(e.Elts) > 2 {
			// As CPython: a frozenset constant added to an empty set.
			c.setLoc(e)
			c.emit(BUILD_SET, 0)
			c.loadConst(FrozenSet(v))
			c.emit(SET_UPDATE, 1)
			return
		}
		c.exprs(e.Elts)
		c.setLoc(e)
		c.emit(BUILD_SET, len(e.Elts))
	case *syntax.Dict:
		c.dict(e)
	case *syntax.JoinedStr:
		c.joinedStr(e)
	case *syntax.FormattedValue:
		c.formattedValue(e)
	case *syntax.Lambda:
		c.lambda(e)
	case *syntax.ListComp:
		c.comprehension(e, "<listcomp>", e.Generators, e.Elt, nil)
	case *syntax.SetComp:
		c.comprehension(e, "<setcomp>", e.Generators, e.Elt, nil)
	case *syntax.DictComp:
		c.comprehension(e, "<dictcomp>", e.Generators, e.Key, e.Value)
	case *syntax.GeneratorExp:
		c.comprehension(e, "<genexpr>", e.Generators, e.Elt, nil)
	case *syntax.Yield:
		if c.u.scope.kind != functionScope {
			c.fail(e, "'yield' outside function")
		}
		if e.Value != nil {
			c.expr(e.Value)
		} else {
			c.loadConst(nil)
		}
		c.setLoc(e)
		if c.u.code.Flags&AsyncGenerator != 0 {
			c.emit(YIELD_VALUE, 2)
		} else {
			c.emit(YIELD_VALUE, 0)
		}
	case *syntax.YieldFrom:
		if c.u.scope.kind != functionScope {
			c.fail(e, "'yield' outside function")
		}
		if c.u.code.Flags&AsyncGenerator != 0 {
			c.fail(e, "'yield from' inside async function")
		}
		c.expr(e.Value)
		c.setLoc(e)
		c.emit(GET_YIELD_FROM_ITER, 0)
		c.loadConst(nil)
		c.yieldFromLoop()
	case *syntax.Await:
		if c.u.scope.kind != functionScope {
			c.fail(e, "'await' outside function")
		}
		if c.u.code.Flags&(Coroutine|AsyncGenerator) == 0 && !c.u.scope.isComprehension {
			c.fail(e, "'await' outside async function")
		}
		c.expr(e.Value)
		c.setLoc(e)
		c.awaitTOS()
	case *syntax.Starred:
		c.fail(e, "can't use starred expression here")
	default:
		c.fail(n, "unsupported expression %T", n)
	}
}

func constValue(v any) any {
	switch x := v.(type) {
	case int:
		return int64(x)
	}
	return v
}

// constTuple returns a tuple of constants as one constant.
func constTuple(elts []syntax.Expr) (Tuple, bool) {
	if len(elts) == 0 {
		return Tuple{}, true
	}
	t := make(Tuple, len(elts))
	for i, e := range elts {
		switch x := e.(type) {
		case *syntax.Constant:
			t[i] = constValue(x.Value)
		case *syntax.UnaryOp:
			v, ok := foldUnary(x)
			if !ok {
				return nil, false
			}
			t[i] = v
		case *syntax.Tuple:
			inner, ok := constTuple(x.Elts)
			if !ok {
				return nil, false
			}
			t[i] = inner
		default:
			return nil, false
		}
	}
	return t, true
}

// foldUnary folds -x and +x of a numeric constant.
func foldUnary(e *syntax.UnaryOp) (any, bool) {
	k, ok := e.Operand.(*syntax.Constant)
	if !ok {
		return nil, false
	}
	switch e.Op {
	case syntax.USub:
		switch v := k.Value.(type) {
		case int64:
			if v == -1<<63 {
				return nil, false
			}
			if v == 0 {
				return int64(0), true
			}
			return -v, true
		case *big.Int:
			r := new(big.Int).Neg(v)
			if r.IsInt64() {
				return r.Int64(), true
			}
			return r, true
		case float64:
			return -v, true
		case complex128:
			return -v, true
		}
	case syntax.UAdd:
		switch v := k.Value.(type) {
		case int64, float64, complex128:
			return v, true
		}
	case syntax.Invert:
		if v, ok := k.Value.(int64); ok {
			return ^v, true
		}
	}
	return nil, false
}

// foldBinOp folds small integer and float arithmetic on constants, as
// CPython's AST optimizer does (within the same size limits).
func foldBinOp(e *syntax.BinOp) (any, bool) {
	lv, ok := constNumber(e.Left)
	if !ok {
		return nil, false
	}
	rv, ok := constNumber(e.Right)
	if !ok {
		return nil, false
	}
	a, aInt := lv.(int64)
	b, bInt := rv.(int64)
	if aInt && bInt {
		switch e.Op {
		case syntax.Add:
			r := a + b
			if (r > a) == (b > 0) {
				return r, true
			}
		case syntax.Sub:
			r := a - b
			if (r < a) == (b > 0) {
				return r, true
			}
		case syntax.Mult:
			if a > -(1<<31) && a < 1<<31 && b > -(1<<31) && b < 1<<31 {
				return a * b, true
			}
		case syntax.Pow:
			if b >= 0 && b <= 128 {
				r := new(big.Int).Exp(big.NewInt(a), big.NewInt(b), nil)
				if r.BitLen() <= 128 {
					if r.IsInt64() {
						return r.Int64(), true
					}
					return r, true
				}
			}
		case syntax.LShift:
			if b >= 0 && b < 62 && a >= 0 && a < 1<<(62-b) {
				return a << uint(b), true
			}
		}
		return nil, false
	}
	af, aF := lv.(float64)
	bf, bF := rv.(float64)
	if aF && bF {
		switch e.Op {
		case syntax.Add:
			return af + bf, true
		case syntax.Sub:
			return af - bf, true
		case syntax.Mult:
			return af * bf, true
		}
	}
	return nil, false
}

func constNumber(e syntax.Expr) (any, bool) {
	switch x := e.(type) {
	case *syntax.Constant:
		switch v := x.Value.(type) {
		case int64, float64:
			return v, true
		}
	case *syntax.UnaryOp:
		v, ok := foldUnary(x)
		if !ok {
			return nil, false
		}
		switch v.(type) {
		case int64, float64:
			return v, true
		}
	case *syntax.BinOp:
		v, ok := foldBinOp(x)
		if !ok {
			return nil, false
		}
		switch v.(type) {
		case int64, float64:
			return v, true
		}
	}
	return nil, false
}

// starredSeq builds a list/set with *unpacking; it reports false (and
// emits nothing) when there is no starred element.
func (c *compiler) starredSeq(elts []syntax.Expr, build, add, extend Opcode) bool {
	has := false
	for _, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			has = true
		}
	}
	if !has {
		return false
	}
	c.emit(build, 0)
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			c.expr(s.Value)
			c.setLoc(s)
			c.emit(extend, 1)
		} else {
			c.expr(e)
			c.emit(add, 1)
		}
	}
	return true
}

func (c *compiler) dict(e *syntax.Dict) {
	n := 0
	started := false
	flush := func() {
		if !started {
			c.emit(BUILD_MAP, n)
			started = true
		} else if n > 0 {
			c.emit(BUILD_MAP, n)
			c.emit(DICT_UPDATE, 1)
		}
		n = 0
	}
	for i, k := range e.Keys {
		if k == nil {
			flush()
			c.expr(e.Values[i])
			c.setLoc(e)
			c.emit(DICT_UPDATE, 1)
			continue
		}
		c.expr(k)
		c.expr(e.Values[i])
		n++
	}
	if !started || n > 0 {
		c.setLoc(e)
		flush()
	}
}

func (c *compiler) subscriptKey(e syntax.Expr) {
	if s, ok := e.(*syntax.Slice); ok {
		c.sliceExpr(s)
		return
	}
	c.expr(e)
}

func (c *compiler) sliceExpr(s *syntax.Slice) {
	n := 2
	for _, x := range []syntax.Expr{s.Lower, s.Upper} {
		if x == nil {
			c.loadConst(nil)
		} else {
			c.expr(x)
		}
	}
	if s.Step != nil {
		c.expr(s.Step)
		n = 3
	}
	c.setLoc(s)
	c.emit(BUILD_SLICE, n)
}

var cmpOps = map[syntax.CmpOperator]CmpOp{
	syntax.Eq: CmpEQ, syntax.NotEq: CmpNE, syntax.Lt: CmpLT, syntax.LtE: CmpLE, syntax.Gt: CmpGT, syntax.GtE: CmpGE,
}

func (c *compiler) compareOp(op syntax.CmpOperator) {
	switch op {
	case syntax.Is:
		c.emit(IS_OP, 0)
	case syntax.IsNot:
		c.emit(IS_OP, 1)
	case syntax.In:
		c.emit(CONTAINS_OP, 0)
	case syntax.NotIn:
		c.emit(CONTAINS_OP, 1)
	default:
		c.emit(COMPARE_OP, int(cmpOps[op]))
	}
}

// iterExpr compiles an iterable of a for loop or comprehension, or the
// right operand of a final 'in': a list or set display of constants is
// a tuple or frozenset constant, as CPython's AST optimizer makes it.
func (c *compiler) iterExpr(e syntax.Expr) {
	switch x := e.(type) {
	case *syntax.List:
		if v, ok := constTuple(x.Elts); ok {
			c.loadConst(v)
			return
		}
	case *syntax.Set:
		if v, ok := constTuple(x.Elts); ok {
			c.loadConst(FrozenSet(v))
			return
		}
	}
	c.expr(e)
}

// lastComparator compiles the last operand of a comparison.
func (c *compiler) lastComparator(op syntax.CmpOperator, e syntax.Expr) {
	if op == syntax.In || op == syntax.NotIn {
		c.iterExpr(e)
		return
	}
	c.expr(e)
}

func (c *compiler) compare(e *syntax.Compare) {
	c.expr(e.Left)
	n := len(e.Ops)
	if n == 1 {
		c.lastComparator(e.Ops[0], e.Comparators[0])
		c.setLoc(e)
		c.compareOp(e.Ops[0])
		return
	}
	cleanup := c.newLabel()
	for i := 0; i < n-1; i++ {
		c.expr(e.Comparators[i])
		c.setLoc(e)
		c.emit(SWAP, 2)
		c.emit(COPY, 2)
		c.compareOp(e.Ops[i])
		c.emitJump(JUMP_IF_FALSE_OR_POP, cleanup)
	}
	c.lastComparator(e.Ops[n-1], e.Comparators[n-1])
	c.setLoc(e)
	c.compareOp(e.Ops[n-1])
	end := c.newLabel()
	c.emitJump(JUMP, end)
	c.place(cleanup)
	c.emit(SWAP, 2)
	c.emit(POP_TOP, 0)
	c.place(end)
}

// jumpIf emits a jump to target when the truth of e equals cond, with
// short-circuit evaluation of not/and/or and chained comparisons.
func (c *compiler) jumpIf(e syntax.Expr, target *label, cond bool) {
	switch x := e.(type) {
	case *syntax.UnaryOp:
		if x.Op == syntax.Not {
			c.jumpIf(x.Operand, target, !cond)
			return
		}
	case *syntax.BoolOp:
		isOr := x.Op == syntax.Or
		if cond == isOr {
			// or-jump-if-true / and-jump-if-false: any operand decides.
			for _, v := range x.Values {
				c.jumpIf(v, target, cond)
			}
			return
		}
		next := c.newLabel()
		for i, v := range x.Values {
			if i < len(x.Values)-1 {
				c.jumpIf(v, next, !cond)
			} else {
				c.jumpIf(v, target, cond)
			}
		}
		c.place(next)
		return
	case *syntax.IfExp:
		end := c.newLabel()
		next := c.newLabel()
		c.jumpIf(x.Test, next, false)
		c.jumpIf(x.Body, target, cond)
		c.emitJump(JUMP, end)
		c.place(next)
		c.jumpIf(x.Orelse, target, cond)
		c.place(end)
		return
	case *syntax.Compare:
		if len(x.Ops) > 1 {
			cleanup := c.newLabel()
			c.expr(x.Left)
			n := len(x.Ops)
			for i := 0; i < n-1; i++ {
				c.expr(x.Comparators[i])
				c.setLoc(x)
				c.emit(SWAP, 2)
				c.emit(COPY, 2)
				c.compareOp(x.Ops[i])
				c.emitJump(POP_JUMP_IF_FALSE, cleanup)
			}
			c.lastComparator(x.Ops[n-1], x.Comparators[n-1])
			c.setLoc(x)
			c.compareOp(x.Ops[n-1])
			if cond {
				c.emitJump(POP_JUMP_IF_TRUE, target)
			} else {
				c.emitJump(POP_JUMP_IF_FALSE, target)
			}
			end := c.newLabel()
			c.emitJump(JUMP, end)
			c.place(cleanup)
			c.emit(POP_TOP, 0)
			if !cond {
				c.emitJump(JUMP, target)
			}
			c.place(end)
			return
		}
		// x is None / x is not None: jump on None without a bool.
		if len(x.Ops) == 1 && (x.Ops[0] == syntax.Is || x.Ops[0] == syntax.IsNot) {
			if k, ok := x.Comparators[0].(*syntax.Constant); ok && k.Value == nil {
				c.expr(x.Left)
				c.setLoc(x)
				isNone := x.Ops[0] == syntax.Is
				if isNone == cond {
					c.emitJump(POP_JUMP_IF_NONE, target)
				} else {
					c.emitJump(POP_JUMP_IF_NOT_NONE, target)
				}
				return
			}
		}
	}
	c.expr(e)
	if cond {
		c.emitJump(POP_JUMP_IF_TRUE, target)
	} else {
		c.emitJump(POP_JUMP_IF_FALSE, target)
	}
}

// ---- calls ----

func hasStarred(args []syntax.Expr, kws []*syntax.Keyword) bool {
	for _, a := range args {
		if _, ok := a.(*syntax.Starred); ok {
			return true
		}
	}
	for _, k := range kws {
		if k.Arg == "" {
			return true
		}
	}
	return false
}

func (c *compiler) call(e *syntax.Call) {
	if attr, ok := e.Func.(*syntax.Attribute); ok && !hasStarred(e.Args, e.Keywords) && len(e.Args)+len(e.Keywords) < 256 {
		c.expr(attr.Value)
		c.setLoc(attr)
		c.emit(LOAD_METHOD, c.name(c.mangle(attr.Attr)))
		c.exprs(e.Args)
		var names []string
		for _, k := range e.Keywords {
			c.expr(k.Value)
			names = append(names, k.Arg)
		}
		c.setLoc(e)
		if len(names) > 0 {
			c.emit(KW_NAMES, c.kwNames(names))
		}
		c.emit(CALL_METHOD, len(e.Args)+len(e.Keywords))
		return
	}
	c.expr(e.Func)
	c.callArgs(e.Args, e.Keywords, 0, e)
}

// callArgs emits the arguments of a call whose callable (and extra
// leading arguments, already pushed) is on the stack, then the call.
func (c *compiler) callArgs(args []syntax.Expr, kws []*syntax.Keyword, extra int, n syntax.Node) {
	seen := map[string]bool{}
	for _, k := range kws {
		if k.Arg != "" {
			if seen[k.Arg] {
				c.fail(k, "keyword argument repeated: %s", k.Arg)
			}
			seen[k.Arg] = true
		}
	}
	if !hasStarred(args, kws) {
		c.exprs(args)
		var names []string
		for _, k := range kws {
			c.expr(k.Value)
			names = append(names, k.Arg)
		}
		c.setLoc(n)
		if len(names) > 0 {
			c.emit(KW_NAMES, c.kwNames(names))
		}
		c.emit(CALL, extra+len(args)+len(kws))
		return
	}
	// Positional arguments as a tuple: the extra ones first. A lone
	// f(*x) passes x as it is (CALL_EX makes it a tuple).
	var lone *syntax.Starred
	if len(args) == 1 && extra == 0 {
		lone, _ = args[0].(*syntax.Starred)
	}
	if lone != nil {
		c.expr(lone.Value)
	} else {
		c.emit(BUILD_LIST, extra)
		for _, a := range args {
			if s, ok := a.(*syntax.Starred); ok {
				c.expr(s.Value)
				c.setLoc(s)
				c.emit(LIST_EXTEND, 1)
			} else {
				c.expr(a)
				c.emit(LIST_APPEND, 1)
			}
		}
		c.emit(LIST_TO_TUPLE, 0)
	}
	if len(kws) == 0 {
		c.setLoc(n)
		c.emit(CALL_EX, 0)
		return
	}
	c.emit(BUILD_MAP, 0)
	for _, k := range kws {
		if k.Arg == "" {
			c.expr(k.Value)
			c.setLoc(n)
			c.emit(DICT_MERGE, 1)
		} else {
			c.loadConst(k.Arg)
			c.expr(k.Value)
			c.emit(BUILD_MAP, 1)
			c.emit(DICT_MERGE, 1)
		}
	}
	c.setLoc(n)
	c.emit(CALL_EX, 1)
}

// ---- f-strings ----

func (c *compiler) joinedStr(e *syntax.JoinedStr) {
	if len(e.Values) == 0 {
		c.loadConst("")
		return
	}
	if len(e.Values) == 1 {
		if k, ok := e.Values[0].(*syntax.Constant); ok {
			c.loadConst(k.Value)
			return
		}
	}
	for _, v := range e.Values {
		c.expr(v)
	}
	if len(e.Values) > 1 {
		c.setLoc(e)
		c.emit(BUILD_STRING, len(e.Values))
	}
}

func (c *compiler) formattedValue(e *syntax.FormattedValue) {
	c.expr(e.Value)
	flags := FormatNone
	switch e.Conversion {
	case 's':
		flags = FormatStr
	case 'r':
		flags = FormatRepr
	case 'a':
		flags = FormatASCII
	}
	if e.FormatSpec != nil {
		c.expr(e.FormatSpec)
		flags |= FormatSpec
	}
	c.setLoc(e)
	c.emit(FORMAT_VALUE, flags)
}

// ---- comprehensions ----

func (c *compiler) comprehension(n syntax.Node, name string, gens []*syntax.Comprehension, elt, val syntax.Expr) {
	s := c.st.scopes[n]
	isGen := name == "<genexpr>"
	qn := c.qualname(name)
	c.enter(s, name, qn, n.Pos().Line)
	code := c.u.code
	code.ArgCount = 1
	if isGen {
		code.Flags |= Generator
		if s.isCoroutine {
			code.Flags = code.Flags&^Generator | AsyncGenerator
		}
	} else if s.isCoroutine {
		code.Flags |= Coroutine
	}
	c.setLoc(n)
	switch name {
	case "<listcomp>":
		c.emit(BUILD_LIST, 0)
	case "<setcomp>":
		c.emit(BUILD_SET, 0)
	case "<dictcomp>":
		c.emit(BUILD_MAP, 0)
	}
	c.compGenerator(n, gens, 0, name, elt, val)
	c.setLoc(n)
	if isGen {
		c.emit(RETURN_CONST, c.addConst(nil))
	} else {
		c.emit(RETURN_VALUE, 0)
	}
	fcode := c.leave()
	c.setLoc(n)
	if s.isCoroutine && !isGen && !c.u.scope.isComprehension && c.u.code.Flags&(Coroutine|AsyncGenerator) == 0 {
		c.fail(n, "asynchronous comprehension outside of an asynchronous function")
	}
	c.makeClosure(fcode, 0)
	c.iterExpr(gens[0].Iter)
	c.setLoc(n)
	if gens[0].IsAsync {
		c.emit(GET_AITER, 0)
	} else {
		// 2: the comprehension's .0 holds it too, so only a generator
		// expression's close (which frees the frame) closes it.
		c.emit(GET_ITER, 2*b2i(isGen && ownsIterator(gens[0].Iter)))
	}
	c.emit(CALL, 1)
	if s.isCoroutine && !isGen {
		c.awaitTOS()
	}
}

func (c *compiler) compGenerator(n syntax.Node, gens []*syntax.Comprehension, i int, kind string, elt, val syntax.Expr) {
	g := gens[i]
	start := c.newLabel()
	ifCleanup := c.newLabel()
	anchor := c.newLabel()
	if i == 0 {
		c.emit(LOAD_FAST, c.u.addVar(".0"))
	} else {
		c.iterExpr(g.Iter)
		c.setLoc(g.Iter)
		if g.IsAsync {
			c.emit(GET_AITER, 0)
		} else {
			c.emit(GET_ITER, b2i(ownsIterator(g.Iter)))
		}
	}
	var except *label
	c.place(start)
	c.setLoc(g.Iter)
	if g.IsAsync {
		except = c.newLabel()
		c.emitJump(setupFinally, except)
		c.emit(GET_ANEXT, 0)
		c.loadConst(nil)
		c.yieldFromLoop()
		c.emit(popBlock, 0)
	} else {
		c.emitJump(FOR_ITER, anchor)
	}
	c.assignTarget(g.Target)
	for _, cond := range g.Ifs {
		c.jumpIf(cond, ifCleanup, false)
	}
	if i+1 < len(gens) {
		c.compGenerator(n, gens, i+1, kind, elt, val)
	} else {
		// Depth of the collection below the iterators: one per level.
		depth := len(gens) + 1
		switch kind {
		case "<genexpr>":
			c.expr(elt)
			c.setLoc(elt)
			if c.u.code.Flags&AsyncGenerator != 0 {
				c.emit(YIELD_VALUE, 2)
			} else {
				c.emit(YIELD_VALUE, 0)
			}
			c.emit(POP_TOP, 0)
		case "<listcomp>":
			c.expr(elt)
			c.setLoc(elt)
			c.emit(LIST_APPEND, depth)
		case "<setcomp>":
			c.expr(elt)
			c.setLoc(elt)
			c.emit(SET_ADD, depth)
		case "<dictcomp>":
			c.expr(elt)
			c.expr(val)
			c.setLoc(elt)
			c.emit(MAP_ADD, depth)
		}
	}
	c.place(ifCleanup)
	c.setLoc(g.Iter)
	c.emitJump(JUMP_BACKWARD, start)
	c.place(anchor)
	if g.IsAsync {
		c.place(except)
		c.emit(END_ASYNC_FOR, 0)
	}
}
