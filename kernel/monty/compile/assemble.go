package compile

import (
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// Pseudo-instructions that exist only while compiling. SETUP_* mark the
// start of a range protected by an exception handler and POP_BLOCK its
// end; the assembler turns them into the exception table.
const (
	setupFinally Opcode = 250 + iota // handler gets: exc
	setupCleanup                     // handler gets: lasti exc
	setupWith                        // as setupCleanup, one value below the top
	popBlock
)

type label struct {
	pos int // index of the instruction the label marks; -1 until placed
}

type instr struct {
	op     Opcode
	arg    int
	target *label
	loc    syntax.Loc
}

func isTerminator(op Opcode) bool {
	switch op {
	case RETURN_VALUE, RETURN_CONST, RAISE_VARARGS, RERAISE, JUMP, JUMP_BACKWARD:
		return true
	}
	return false
}

// stackEffect returns the change of stack depth of an instruction, when the
// branch is taken (jump) or not.
func stackEffect(op Opcode, arg int, jump bool) int {
	switch op {
	case NOP, SWAP, DELETE_FAST, DELETE_DEREF, DELETE_GLOBAL, DELETE_NAME, LOAD_ATTR,
		UNARY_NEGATIVE, UNARY_POSITIVE, UNARY_NOT, UNARY_INVERT, LIST_TO_TUPLE, GET_ITER,
		GET_YIELD_FROM_ITER, KW_NAMES, RETURN_CONST, YIELD_VALUE, GET_AWAITABLE, GET_AITER,
		CHECK_EXC_MATCH, CHECK_EG_MATCH, SETUP_ANNOTATIONS, JUMP, JUMP_BACKWARD, popBlock:
		return 0
	case POP_TOP, STORE_FAST, STORE_DEREF, STORE_GLOBAL, STORE_NAME, DELETE_ATTR, BINARY_OP,
		COMPARE_OP, IS_OP, CONTAINS_OP, BINARY_SUBSCR, LIST_APPEND, SET_ADD, LIST_EXTEND,
		SET_UPDATE, DICT_UPDATE, DICT_MERGE, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE,
		POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE, RETURN_VALUE, RERAISE, POP_EXCEPT,
		PREP_RERAISE_STAR, IMPORT_NAME, IMPORT_STAR:
		return -1
	case COPY, LOAD_CONST, LOAD_FAST, LOAD_DEREF, LOAD_GLOBAL, LOAD_NAME, LOAD_CLOSURE,
		LOAD_CLASSDEREF, LOAD_LOCALS, LOAD_BUILD_CLASS, LOAD_ASSERTION_ERROR, LOAD_METHOD,
		GET_ANEXT, BEFORE_ASYNC_WITH, PUSH_EXC_INFO, BEFORE_WITH, WITH_EXCEPT_START,
		IMPORT_FROM, MATCH_MAPPING, MATCH_SEQUENCE, MATCH_KEYS, GET_LEN, LOAD_FAST_ATTR,
		FAST_BINARY_OP_CONST, FAST_COMPARE_OP_CONST:
		return 1
	case STORE_FAST_LOAD_FAST, BINARY_OP_CONST, COMPARE_OP_CONST:
		return 0
	case LOAD_FAST_LOAD_FAST, LOAD_FAST_LOAD_CONST:
		return 2
	case STORE_FAST_STORE_FAST:
		return -2
	case STORE_ATTR, DELETE_SUBSCR, MAP_ADD, END_ASYNC_FOR, MATCH_CLASS:
		return -2
	case STORE_SUBSCR:
		return -3
	case BUILD_SLICE:
		return 1 - arg
	case BUILD_TUPLE, BUILD_LIST, BUILD_SET, BUILD_STRING:
		return 1 - arg
	case BUILD_MAP:
		return 1 - 2*arg
	case FORMAT_VALUE:
		if arg&FormatSpec != 0 {
			return -1
		}
		return 0
	case UNPACK_SEQUENCE:
		return arg - 1
	case UNPACK_EX:
		return (arg & 0xff) + (arg >> 8)
	case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP:
		if jump {
			return 0
		}
		return -1
	case FOR_ITER:
		if jump {
			return -1
		}
		return 1
	case CALL:
		return -arg
	case CALL_METHOD:
		return -arg - 1
	case CALL_EX:
		return -1 - arg&1
	case MAKE_FUNCTION:
		n := 0
		for f := arg; f != 0; f &= f - 1 {
			n++
		}
		return -n
	case SEND:
		if jump {
			return -1
		}
		return 0
	case RAISE_VARARGS:
		return -arg
	case setupFinally:
		if jump {
			return 1
		}
		return 0
	case setupCleanup:
		if jump {
			return 2
		}
		return 0
	case setupWith:
		if jump {
			return 1
		}
		return 0
	}
	panic("stackEffect: unknown opcode " + op.String())
}

type handlerInfo struct {
	target *label
	depth  int
	lasti  bool
	next   *handlerInfo
}

// assemble resolves labels, computes stack depths and the exception
// table, and fills in c.Code, c.Pos, c.ExcTable and c.MaxStack.
func assemble(c *Code, instrs []instr) {
	instrs = peephole(instrs)
	n := len(instrs)
	depth := make([]int, n)
	handler := make([]*handlerInfo, n)
	visited := make([]bool, n)
	type state struct {
		i     int
		depth int
		h     *handlerInfo
	}
	work := []state{{0, 0, nil}}
	maxDepth := 0
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		i, d, h := s.i, s.depth, s.h
		for i < n && !visited[i] {
			visited[i] = true
			depth[i] = d
			handler[i] = h
			in := instrs[i]
			if d > maxDepth {
				maxDepth = d
			}
			switch in.op {
			case setupFinally, setupCleanup, setupWith:
				hd := d
				if in.op == setupWith {
					hd--
				}
				nh := &handlerInfo{target: in.target, depth: hd, lasti: in.op != setupFinally, next: h}
				entry := hd + 1
				if nh.lasti {
					entry++
				}
				work = append(work, state{in.target.pos, entry, h})
				h = nh
				i++
				continue
			case popBlock:
				if h != nil {
					h = h.next
				}
				i++
				continue
			}
			if in.target != nil {
				work = append(work, state{in.target.pos, d + stackEffect(in.op, in.arg, true), h})
			}
			d += stackEffect(in.op, in.arg, false)
			if d > maxDepth {
				maxDepth = d
			}
			if isTerminator(in.op) {
				break
			}
			i++
		}
	}
	// Drop the pseudo-instructions, renumbering the jump targets.
	newIndex := make([]int, n+1)
	m := 0
	for i, in := range instrs {
		newIndex[i] = m
		if in.op < setupFinally {
			m++
		}
	}
	newIndex[n] = m
	c.Code = make([]uint32, 0, m)
	c.Pos = make([]syntax.Loc, 0, m)
	var handlers []*handlerInfo
	for i, in := range instrs {
		if in.op >= setupFinally {
			continue
		}
		arg := in.arg
		if in.target != nil {
			arg = newIndex[in.target.pos]
		}
		c.Code = append(c.Code, Encode(in.op, arg))
		c.Pos = append(c.Pos, in.loc)
		if visited[i] {
			handlers = append(handlers, handler[i])
		} else {
			handlers = append(handlers, nil)
		}
	}
	for i := 0; i < len(handlers); {
		h := handlers[i]
		j := i + 1
		for j < len(handlers) && handlers[j] == h {
			j++
		}
		if h != nil {
			c.ExcTable = append(c.ExcTable, Handler{
				Start:  int32(i),
				End:    int32(j),
				Target: int32(newIndex[h.target.pos]),
				Depth:  int32(h.depth),
				Lasti:  h.lasti,
			})
		}
		i = j
	}
	c.MaxStack = maxDepth + 2
}
