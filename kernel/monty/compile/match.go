package compile

import (
	"fmt"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// The match statement compiles as CPython 3.11's compiler does: each
// pattern consumes the subject on top of the stack, jumping to a failure
// label on mismatch; captured values stay on the stack until the whole
// pattern matched, then are stored. failPop[n] is the label that pops n
// leftover values before falling through to the next case.

type patternCtx struct {
	stores           []string
	allowIrrefutable bool
	failPop          []*label
	onTop            int
}

func isWildcard(p syntax.Pattern) bool {
	a, ok := p.(*syntax.MatchAs)
	return ok && a.Pattern == nil && a.Name == ""
}

func isStarWildcard(p syntax.Pattern) bool {
	s, ok := p.(*syntax.MatchStar)
	return ok && s.Name == ""
}

func (c *compiler) match(s *syntax.Match) {
	c.expr(s.Subject)
	end := c.newLabel()
	cases := len(s.Cases)
	hasDefault := 0
	if cases > 1 && isWildcard(s.Cases[cases-1].Pattern) {
		hasDefault = 1
	}
	for i := 0; i < cases-hasDefault; i++ {
		m := s.Cases[i]
		c.setLoc(m.Pattern)
		if i != cases-hasDefault-1 {
			c.emit(COPY, 1)
		}
		pc := &patternCtx{allowIrrefutable: m.Guard != nil || i == cases-1}
		c.pattern(m.Pattern, pc)
		for _, name := range pc.stores {
			c.nameOp(name, ctxStore)
		}
		if m.Guard != nil {
			c.ensureFailPop(pc, 0)
			c.jumpIf(m.Guard, pc.failPop[0], false)
		}
		if i != cases-hasDefault-1 {
			c.emit(POP_TOP, 0)
		}
		c.stmts(m.Body)
		c.emitJump(JUMP, end)
		c.setLoc(m.Pattern)
		c.emitFailPop(pc)
	}
	if hasDefault == 1 {
		m := s.Cases[cases-1]
		c.setLoc(m.Pattern)
		if cases == 1 {
			c.emit(POP_TOP, 0)
		} else {
			c.emit(NOP, 0)
		}
		if m.Guard != nil {
			c.jumpIf(m.Guard, end, false)
		}
		c.stmts(m.Body)
	}
	c.place(end)
}

func (c *compiler) ensureFailPop(pc *patternCtx, n int) {
	for len(pc.failPop) <= n {
		pc.failPop = append(pc.failPop, c.newLabel())
	}
}

func (c *compiler) jumpToFailPop(pc *patternCtx, op Opcode) {
	pops := pc.onTop + len(pc.stores)
	c.ensureFailPop(pc, pops)
	c.emitJump(op, pc.failPop[pops])
}

func (c *compiler) emitFailPop(pc *patternCtx) {
	if len(pc.failPop) == 0 {
		return
	}
	for i := len(pc.failPop) - 1; i > 0; i-- {
		c.place(pc.failPop[i])
		c.emit(POP_TOP, 0)
	}
	c.place(pc.failPop[0])
	pc.failPop = nil
}

func (c *compiler) patternRotate(count int) {
	for count > 1 {
		c.emit(SWAP, count)
		count--
	}
}

func (c *compiler) patternStoreName(n syntax.Node, name string, pc *patternCtx) {
	if name == "" {
		c.emit(POP_TOP, 0)
		return
	}
	for _, s := range pc.stores {
		if s == name {
			c.fail(n, "multiple assignments to name '%s' in pattern", name)
		}
	}
	c.patternRotate(pc.onTop + len(pc.stores) + 1)
	pc.stores = append(pc.stores, name)
}

func (c *compiler) subpattern(p syntax.Pattern, pc *patternCtx) {
	saved := pc.allowIrrefutable
	pc.allowIrrefutable = true
	c.pattern(p, pc)
	pc.allowIrrefutable = saved
}

func (c *compiler) pattern(p syntax.Pattern, pc *patternCtx) {
	c.setLoc(p)
	switch x := p.(type) {
	case *syntax.MatchValue:
		switch x.Value.(type) {
		case *syntax.Constant, *syntax.Attribute, *syntax.UnaryOp, *syntax.BinOp, *syntax.JoinedStr:
		default:
			c.fail(x, "patterns may only match literals and attribute lookups")
		}
		c.expr(x.Value)
		c.setLoc(x)
		c.emit(COMPARE_OP, int(CmpEQ))
		c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	case *syntax.MatchSingleton:
		c.loadConst(x.Value)
		c.emit(IS_OP, 0)
		c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	case *syntax.MatchAs:
		if x.Pattern == nil {
			if !pc.allowIrrefutable {
				if x.Name == "" {
					c.fail(x, "wildcard makes remaining patterns unreachable")
				}
				c.fail(x, "name capture '%s' makes remaining patterns unreachable", x.Name)
			}
			c.patternStoreName(x, x.Name, pc)
			return
		}
		pc.onTop++
		c.emit(COPY, 1)
		c.pattern(x.Pattern, pc)
		pc.onTop--
		c.patternStoreName(x, x.Name, pc)
	case *syntax.MatchStar:
		c.patternStoreName(x, x.Name, pc)
	case *syntax.MatchSequence:
		c.matchSequence(x, pc)
	case *syntax.MatchMapping:
		c.matchMapping(x, pc)
	case *syntax.MatchClass:
		c.matchClass(x, pc)
	case *syntax.MatchOr:
		c.matchOr(x, pc)
	default:
		c.fail(p, "unsupported pattern %T", p)
	}
}

func (c *compiler) matchSequence(p *syntax.MatchSequence, pc *patternCtx) {
	pats := p.Patterns
	size := len(pats)
	star := -1
	onlyWildcard := true
	starWildcard := false
	for i, q := range pats {
		if _, ok := q.(*syntax.MatchStar); ok {
			if star >= 0 {
				c.fail(q, "multiple starred names in sequence pattern")
			}
			starWildcard = isStarWildcard(q)
			onlyWildcard = onlyWildcard && starWildcard
			star = i
			continue
		}
		onlyWildcard = onlyWildcard && isWildcard(q)
	}
	pc.onTop++
	c.emit(MATCH_SEQUENCE, 0)
	c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	if star < 0 {
		c.emit(GET_LEN, 0)
		c.loadConst(int64(size))
		c.emit(COMPARE_OP, int(CmpEQ))
		c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	} else if size > 1 {
		c.emit(GET_LEN, 0)
		c.loadConst(int64(size - 1))
		c.emit(COMPARE_OP, int(CmpGE))
		c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	}
	pc.onTop--
	switch {
	case onlyWildcard:
		c.emit(POP_TOP, 0)
	case starWildcard:
		pc.onTop++
		for i, q := range pats {
			if isWildcard(q) || i == star {
				continue
			}
			c.emit(COPY, 1)
			if i < star {
				c.loadConst(int64(i))
			} else {
				c.emit(GET_LEN, 0)
				c.loadConst(int64(size - i))
				c.emit(BINARY_OP, int(OpSub))
			}
			c.emit(BINARY_SUBSCR, 0)
			c.subpattern(q, pc)
		}
		pc.onTop--
		c.emit(POP_TOP, 0)
	default:
		if star >= 0 {
			c.emit(UNPACK_EX, star|(size-star-1)<<8)
		} else {
			c.emit(UNPACK_SEQUENCE, size)
		}
		pc.onTop += size
		for _, q := range pats {
			pc.onTop--
			c.subpattern(q, pc)
		}
	}
}

func (c *compiler) matchMapping(p *syntax.MatchMapping, pc *patternCtx) {
	keys := p.Keys
	size := len(keys)
	if size != len(p.Patterns) {
		c.fail(p, "keys (%d) / patterns (%d) length mismatch in mapping pattern", size, len(p.Patterns))
	}
	pc.onTop++
	c.emit(MATCH_MAPPING, 0)
	c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	if size == 0 && p.Rest == "" {
		pc.onTop--
		c.emit(POP_TOP, 0)
		return
	}
	if size > 0 {
		c.emit(GET_LEN, 0)
		c.loadConst(int64(size))
		c.emit(COMPARE_OP, int(CmpGE))
		c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	}
	seen := map[string]bool{}
	for _, k := range keys {
		switch kx := k.(type) {
		case *syntax.Constant:
			key := fmt.Sprintf("%T:%v", kx.Value, kx.Value)
			if seen[key] {
				c.fail(k, "mapping pattern checks duplicate key (%s)", reprConst(kx.Value))
			}
			seen[key] = true
		case *syntax.Attribute, *syntax.UnaryOp, *syntax.BinOp:
		default:
			c.fail(k, "mapping pattern keys may only match literals and attribute lookups")
		}
		c.expr(k)
	}
	c.setLoc(p)
	c.emit(BUILD_TUPLE, size)
	c.emit(MATCH_KEYS, 0)
	pc.onTop += 2
	c.emit(COPY, 1)
	c.loadConst(nil)
	c.emit(IS_OP, 1)
	c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	c.emit(UNPACK_SEQUENCE, size)
	pc.onTop += size - 1
	for _, q := range p.Patterns {
		pc.onTop--
		c.subpattern(q, pc)
	}
	pc.onTop -= 2
	if p.Rest != "" {
		c.emit(BUILD_MAP, 0)
		c.emit(SWAP, 3)
		c.emit(DICT_UPDATE, 2)
		c.emit(UNPACK_SEQUENCE, size)
		for n := size; n > 0; n-- {
			c.emit(COPY, 1+n)
			c.emit(SWAP, 2)
			c.emit(DELETE_SUBSCR, 0)
		}
		c.patternStoreName(p, p.Rest, pc)
	} else {
		c.emit(POP_TOP, 0)
		c.emit(POP_TOP, 0)
	}
}

func reprConst(v any) string {
	switch x := v.(type) {
	case string:
		return "'" + x + "'"
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	}
	return fmt.Sprint(v)
}

func (c *compiler) matchClass(p *syntax.MatchClass, pc *patternCtx) {
	nargs := len(p.Patterns)
	nattrs := len(p.KwdAttrs)
	if nattrs != len(p.KwdPatterns) {
		c.fail(p, "kwd_attrs (%d) / kwd_patterns (%d) length mismatch in class pattern", nattrs, len(p.KwdPatterns))
	}
	for i, a := range p.KwdAttrs {
		for _, b := range p.KwdAttrs[i+1:] {
			if a == b {
				c.fail(p.KwdPatterns[i], "attribute name repeated in class pattern: %s", a)
			}
		}
	}
	c.expr(p.Cls)
	names := make(Tuple, nattrs)
	for i, a := range p.KwdAttrs {
		names[i] = a
	}
	c.u.consts = append(c.u.consts, names)
	c.setLoc(p)
	c.emit(LOAD_CONST, len(c.u.consts)-1)
	c.emit(MATCH_CLASS, nargs)
	c.emit(COPY, 1)
	c.loadConst(nil)
	c.emit(IS_OP, 1)
	pc.onTop++
	c.jumpToFailPop(pc, POP_JUMP_IF_FALSE)
	c.emit(UNPACK_SEQUENCE, nargs+nattrs)
	pc.onTop += nargs + nattrs - 1
	for i := 0; i < nargs+nattrs; i++ {
		pc.onTop--
		var q syntax.Pattern
		if i < nargs {
			q = p.Patterns[i]
		} else {
			q = p.KwdPatterns[i-nargs]
		}
		if isWildcard(q) {
			c.emit(POP_TOP, 0)
			continue
		}
		c.subpattern(q, pc)
	}
}

func (c *compiler) matchOr(p *syntax.MatchOr, pc *patternCtx) {
	end := c.newLabel()
	old := *pc
	var control []string
	for i, alt := range p.Patterns {
		c.setLoc(alt)
		pc.stores = nil
		pc.allowIrrefutable = i == len(p.Patterns)-1 && old.allowIrrefutable
		pc.failPop = nil
		pc.onTop = 0
		c.emit(COPY, 1)
		c.pattern(alt, pc)
		nstores := len(pc.stores)
		if i == 0 {
			control = pc.stores
		} else if nstores != len(control) {
			c.fail(alt, "alternative patterns bind different names")
		} else if nstores > 0 {
			for icontrol := nstores - 1; icontrol >= 0; icontrol-- {
				name := control[icontrol]
				istores := -1
				for j, s := range pc.stores {
					if s == name {
						istores = j
					}
				}
				if istores < 0 {
					c.fail(alt, "alternative patterns bind different names")
				}
				if icontrol != istores {
					rotations := istores + 1
					rotated := append([]string(nil), pc.stores[:rotations]...)
					rest := append([]string(nil), pc.stores[rotations:]...)
					at := icontrol - istores
					stores := append([]string(nil), rest[:at]...)
					stores = append(stores, rotated...)
					stores = append(stores, rest[at:]...)
					pc.stores = stores
					for ; rotations > 0; rotations-- {
						c.patternRotate(icontrol + 1)
					}
				}
			}
		}
		c.emitJump(JUMP, end)
		c.emitFailPop(pc)
	}
	*pc = old
	c.emit(POP_TOP, 0)
	c.jumpToFailPop(pc, JUMP)
	c.place(end)
	nstores := len(control)
	nrots := nstores + 1 + pc.onTop + len(pc.stores)
	for i := 0; i < nstores; i++ {
		c.patternRotate(nrots)
		name := control[i]
		for _, s := range pc.stores {
			if s == name {
				c.fail(p, "multiple assignments to name '%s' in pattern", name)
			}
		}
		pc.stores = append(pc.stores, name)
	}
	c.emit(POP_TOP, 0)
}
