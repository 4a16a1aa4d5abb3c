package pyre

import (
	"strconv"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// tree.go holds the intermediate form sre_parse builds: nodes of
// (opcode, argument), subpatterns with their widths, and the parse state.

// maxRepeat and maxGroups are _sre's limits.
const (
	maxRepeat = 4294967295
	maxGroups = 1073741823
)

type opcode uint8

const (
	opLiteral opcode = iota
	opNotLiteral
	opAny
	opIn
	opAt
	opBranch
	opSubpattern
	opAtomic
	opMaxRepeat
	opMinRepeat
	opPossessiveRepeat
	opAssert
	opAssertNot
	opGroupRef
	opGroupRefExists
)

func (op opcode) isRepeat() bool {
	return op == opMaxRepeat || op == opMinRepeat || op == opPossessiveRepeat
}

// atCode is the argument of an AT node (an anchor).
type atCode uint8

const (
	atBeginning atCode = iota
	atBeginningString
	atBoundary
	atNonBoundary
	atEnd
	atEndString
)

// category is a class escape: \d \D \s \S \w \W.
type category uint8

const (
	catDigit category = iota
	catNotDigit
	catSpace
	catNotSpace
	catWord
	catNotWord
)

type itemKind uint8

const (
	itemLiteral itemKind = iota
	itemRange
	itemCategory
)

// setItem is one member of a character set: a literal, a range or a
// category.
type setItem struct {
	kind   itemKind
	lo, hi rune
	cat    category
}

// node is one (opcode, argument) pair of sre_parse's intermediate form.
type node struct {
	op       opcode
	c        rune      // opLiteral, opNotLiteral
	negate   bool      // opIn
	items    []setItem // opIn
	at       atCode
	min, max int         // repeats
	sub      *subPattern // body of a repeat, group, atomic group, assertion; "yes" of a conditional
	no       *subPattern // "no" branch of a conditional, or nil
	branches []*subPattern
	group    int // capture group of opSubpattern (0: none), opGroupRef, opGroupRefExists
	add, del Flags
	behind   bool // opAssert, opAssertNot
}

// subPattern is a sequence of nodes, with its width once computed.
type subPattern struct {
	nodes    []node
	state    *parseState
	width    [2]int
	hasWidth bool
}

// getWidth is SubPattern.getwidth: the least and most code points the
// subpattern can match, capped at maxRepeat.
func (p *subPattern) getWidth() (int, int) {
	if p.hasWidth {
		return p.width[0], p.width[1]
	}
	lo, hi := 0, 0
	for _, n := range p.nodes {
		switch {
		case n.op == opBranch:
			i, j := maxRepeat-1, 0
			for _, b := range n.branches {
				l, h := b.getWidth()
				i, j = min(i, l), max(j, h)
			}
			lo, hi = lo+i, hi+j
		case n.op == opAtomic || n.op == opSubpattern:
			i, j := n.sub.getWidth()
			lo, hi = lo+i, hi+j
		case n.op.isRepeat():
			i, j := n.sub.getWidth()
			lo, hi = lo+satMul(i, n.min), hi+satMul(j, n.max)
		case n.op == opAny || n.op == opIn || n.op == opLiteral || n.op == opNotLiteral:
			lo, hi = lo+1, hi+1
		case n.op == opGroupRef:
			w := p.state.groupWidths[n.group]
			lo, hi = lo+w[0], hi+w[1]
		case n.op == opGroupRefExists:
			i, j := n.sub.getWidth()
			if n.no != nil {
				l, h := n.no.getWidth()
				i, j = min(i, l), max(j, h)
			} else {
				i = 0
			}
			lo, hi = lo+i, hi+j
		}
		// Python's ints do not overflow; keep ours from doing so.
		lo, hi = min(lo, 1<<60), min(hi, 1<<60)
	}
	p.width = [2]int{min(lo, maxRepeat-1), min(hi, maxRepeat)}
	p.hasWidth = true
	return p.width[0], p.width[1]
}

// satMul is a*b for non-negative a and b, saturating at 1<<60 (Python's
// ints do not overflow; the widths only need to compare right).
func satMul(a, b int) int {
	const limit = 1 << 60
	if a != 0 && b > limit/a {
		return limit
	}
	return min(a*b, limit)
}

// parseState is sre_parse.State.
type parseState struct {
	flags            Flags
	groupIndex       map[string]int
	groupNames       []string // in order of definition
	groupWidths      [][2]int // index 0 is group 0
	groupClosed      []bool
	lookbehindGroups int // -1: not inside a look-behind
	grouprefPos      map[int]int
	grouprefOrder    []int
}

func (s *parseState) groups() int { return len(s.groupWidths) }

func (s *parseState) openGroup(name string, named bool) (int, string) {
	gid := s.groups()
	s.groupWidths = append(s.groupWidths, [2]int{})
	s.groupClosed = append(s.groupClosed, false)
	if s.groups() > maxGroups {
		return 0, "too many groups"
	}
	if named {
		if ogid, ok := s.groupIndex[name]; ok {
			return 0, "redefinition of group name " + format.StrRepr(name) + " as group " +
				strconv.Itoa(gid) + "; was group " + strconv.Itoa(ogid)
		}
		s.groupIndex[name] = gid
		s.groupNames = append(s.groupNames, name)
	}
	return gid, ""
}

func (s *parseState) closeGroup(gid int, p *subPattern) {
	lo, hi := p.getWidth()
	s.groupWidths[gid] = [2]int{lo, hi}
	s.groupClosed[gid] = true
}

func (s *parseState) checkGroup(gid int) bool {
	return gid < s.groups() && s.groupClosed[gid]
}

func (s *parseState) checkLookbehindGroup(gid int, src *tokenizer) error {
	if s.lookbehindGroups >= 0 {
		if !s.checkGroup(gid) {
			return src.error("cannot refer to an open group", 0)
		}
		if gid >= s.lookbehindGroups {
			return src.error("cannot refer to group defined in the same lookbehind subpattern", 0)
		}
	}
	return nil
}
