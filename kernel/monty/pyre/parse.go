package pyre

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// This file is a port of CPython 3.11's re/_parser.py: the same grammar,
// the same checks in the same order, and so the same error messages at the
// same positions. It builds the tree sre_parse builds (a subPattern of
// nodes); emit.go turns that tree into regexp2 syntax.

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

// tokenizer is sre_parse.Tokenizer over code points (bytes patterns are
// decoded as Latin-1). next is the next token: one character, or two for
// an escape; "" at the end.
type tokenizer struct {
	pattern []rune
	isText  bool
	index   int
	next    string
}

func newTokenizer(pattern []rune, isText bool) (*tokenizer, error) {
	t := &tokenizer{pattern: pattern, isText: isText}
	if err := t.advance(); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *tokenizer) advance() error {
	index := t.index
	if index >= len(t.pattern) {
		t.next = ""
		return nil
	}
	c := t.pattern[index]
	tok := string(c)
	if c == '\\' {
		index++
		if index >= len(t.pattern) {
			return newError("bad escape (end of pattern)", t.pattern, len(t.pattern)-1)
		}
		tok += string(t.pattern[index])
	}
	t.index = index + 1
	t.next = tok
	return nil
}

func (t *tokenizer) match(c string) (bool, error) {
	if c == t.next {
		return true, t.advance()
	}
	return false, nil
}

func (t *tokenizer) get() (string, error) {
	this := t.next
	return this, t.advance()
}

func (t *tokenizer) getWhile(n int, set string) (string, error) {
	var b strings.Builder
	for range n {
		c := t.next
		if c == "" || len([]rune(c)) != 1 || !strings.Contains(set, c) {
			break
		}
		b.WriteString(c)
		if err := t.advance(); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

func (t *tokenizer) getUntil(terminator, name string) (string, error) {
	var result []rune
	for {
		c := t.next
		if err := t.advance(); err != nil {
			return "", err
		}
		if c == "" {
			if len(result) == 0 {
				return "", t.error("missing "+name, 0)
			}
			return "", t.error("missing "+terminator+", unterminated name", len(result))
		}
		if c == terminator {
			if len(result) == 0 {
				return "", t.error("missing "+name, 1)
			}
			break
		}
		result = append(result, []rune(c)...)
	}
	return string(result), nil
}

func (t *tokenizer) tell() int { return t.index - len([]rune(t.next)) }

func (t *tokenizer) seek(index int) error {
	t.index = index
	return t.advance()
}

func (t *tokenizer) error(msg string, offset int) error {
	if !t.isText {
		msg = asciiBackslashReplace(msg)
	}
	return newError(msg, t.pattern, t.tell()-offset)
}

func (t *tokenizer) checkGroupName(name string, offset int) error {
	if !text.IsIdentifier(name) {
		return t.error("bad character in group name "+format.StrRepr(name), len([]rune(name))+offset)
	}
	return nil
}

func isDigits(c string) bool   { return len(c) == 1 && c[0] >= '0' && c[0] <= '9' }
func isOctDigit(c string) bool { return len(c) == 1 && c[0] >= '0' && c[0] <= '7' }
func isASCIILetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

const hexDigits = "0123456789abcdefABCDEF"

var escapes = map[string]rune{
	`\a`: '\a', `\b`: '\b', `\f`: '\f', `\n`: '\n', `\r`: '\r', `\t`: '\t', `\v`: '\v', `\\`: '\\',
}

var categoryEscapes = map[string]category{
	`\d`: catDigit, `\D`: catNotDigit, `\s`: catSpace, `\S`: catNotSpace, `\w`: catWord, `\W`: catNotWord,
}

var atEscapes = map[string]atCode{
	`\A`: atBeginningString, `\b`: atBoundary, `\B`: atNonBoundary, `\Z`: atEndString,
}

// escapeCode scans the rest of a \x, \u, \U or \N escape (shared by
// classEscape and escape), reporting ok=false when the escape is not one
// of them.
func (t *tokenizer) numericEscape(escape string) (r rune, ok bool, err error) {
	c := escape[1]
	switch {
	case c == 'x':
		digits, err := t.getWhile(2, hexDigits)
		if err != nil {
			return 0, true, err
		}
		escape += digits
		if len(escape) != 4 {
			return 0, true, t.error("incomplete escape "+escape, len(escape))
		}
		v, _ := strconv.ParseUint(escape[2:], 16, 32)
		return rune(v), true, nil
	case (c == 'u' || c == 'U') && t.isText:
		n := 4
		if c == 'U' {
			n = 8
		}
		digits, err := t.getWhile(n, hexDigits)
		if err != nil {
			return 0, true, err
		}
		escape += digits
		if len(escape) != n+2 {
			return 0, true, t.error("incomplete escape "+escape, len(escape))
		}
		v, _ := strconv.ParseUint(escape[2:], 16, 32)
		if v > 0x10ffff {
			// chr() raises ValueError, which sre_parse turns into "bad escape".
			return 0, true, t.error("bad escape "+escape, len(escape))
		}
		return rune(v), true, nil
	case c == 'N' && t.isText:
		ok, err := t.match("{")
		if err != nil {
			return 0, true, err
		}
		if !ok {
			return 0, true, t.error("missing {", 0)
		}
		name, err := t.getUntil("}", "character name")
		if err != nil {
			return 0, true, err
		}
		r, found := lookupCharName(name)
		if !found {
			return 0, true, t.error("undefined character name "+format.StrRepr(name), len([]rune(name))+len(`\N{}`))
		}
		return r, true, nil
	}
	return 0, false, nil
}

// classEscape is _class_escape: an escape inside a character set. It
// returns a literal (kind itemLiteral) or a category.
func (t *tokenizer) classEscape(escape string) (setItem, error) {
	if r, ok := escapes[escape]; ok {
		return setItem{kind: itemLiteral, lo: r}, nil
	}
	if c, ok := categoryEscapes[escape]; ok {
		return setItem{kind: itemCategory, cat: c}, nil
	}
	r, ok, err := t.numericEscape(escape)
	if err != nil {
		return setItem{}, err
	}
	if ok {
		return setItem{kind: itemLiteral, lo: r}, nil
	}
	c := escape[1:]
	switch {
	case isOctDigit(c):
		digits, err := t.getWhile(2, "01234567")
		if err != nil {
			return setItem{}, err
		}
		escape += digits
		v, _ := strconv.ParseUint(escape[1:], 8, 32)
		if v > 0o377 {
			return setItem{}, t.error("octal escape value "+escape+" outside of range 0-0o377", len(escape))
		}
		return setItem{kind: itemLiteral, lo: rune(v)}, nil
	case isDigits(c):
		return setItem{}, t.error("bad escape "+escape, len([]rune(escape)))
	}
	if len([]rune(escape)) == 2 {
		if isASCIILetter(escape[1]) {
			return setItem{}, t.error("bad escape "+escape, 2)
		}
		return setItem{kind: itemLiteral, lo: []rune(escape)[1]}, nil
	}
	return setItem{}, t.error("bad escape "+escape, len([]rune(escape)))
}

// escape is _escape: an escape outside a character set.
func (t *tokenizer) escape(escape string, state *parseState) (node, error) {
	if a, ok := atEscapes[escape]; ok {
		return node{op: opAt, at: a}, nil
	}
	if c, ok := categoryEscapes[escape]; ok {
		return node{op: opIn, items: []setItem{{kind: itemCategory, cat: c}}}, nil
	}
	if r, ok := escapes[escape]; ok {
		return node{op: opLiteral, c: r}, nil
	}
	r, ok, err := t.numericEscape(escape)
	if err != nil {
		return node{}, err
	}
	if ok {
		return node{op: opLiteral, c: r}, nil
	}
	c := escape[1:]
	switch {
	case c == "0":
		digits, err := t.getWhile(2, "01234567")
		if err != nil {
			return node{}, err
		}
		escape += digits
		v, _ := strconv.ParseUint(escape[1:], 8, 32)
		return node{op: opLiteral, c: rune(v)}, nil
	case isDigits(c):
		// An octal escape, or a decimal group reference.
		if isDigits(t.next) {
			d, err := t.get()
			if err != nil {
				return node{}, err
			}
			escape += d
			if isOctDigit(escape[1:2]) && isOctDigit(escape[2:3]) && isOctDigit(t.next) {
				d, err := t.get()
				if err != nil {
					return node{}, err
				}
				escape += d
				v, _ := strconv.ParseUint(escape[1:], 8, 32)
				if v > 0o377 {
					return node{}, t.error("octal escape value "+escape+" outside of range 0-0o377", len(escape))
				}
				return node{op: opLiteral, c: rune(v)}, nil
			}
		}
		group, _ := strconv.Atoi(escape[1:])
		if group < state.groups() {
			if !state.checkGroup(group) {
				return node{}, t.error("cannot refer to an open group", len(escape))
			}
			if err := state.checkLookbehindGroup(group, t); err != nil {
				return node{}, err
			}
			return node{op: opGroupRef, group: group}, nil
		}
		return node{}, t.error("invalid group reference "+strconv.Itoa(group), len(escape)-1)
	}
	if len([]rune(escape)) == 2 {
		if isASCIILetter(escape[1]) {
			return node{}, t.error("bad escape "+escape, 2)
		}
		return node{op: opLiteral, c: []rune(escape)[1]}, nil
	}
	return node{}, t.error("bad escape "+escape, len([]rune(escape)))
}

// parseSub is _parse_sub: an alternation a|b|c. The prefix and
// single-character optimisations of CPython do not change what matches,
// so they are left to regexp2.
func parseSub(src *tokenizer, state *parseState, verbose bool, nested int) (*subPattern, error) {
	var items []*subPattern
	for {
		item, err := parseSeq(src, state, verbose, nested+1, nested == 0 && len(items) == 0)
		if err != nil {
			return nil, err
		}
		items = append(items, item)
		ok, err := src.match("|")
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if nested == 0 {
			verbose = state.flags&Verbose != 0
		}
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return &subPattern{state: state, nodes: []node{{op: opBranch, branches: items}}}, nil
}

const specialChars = ".\\[{()*+?^$|"

// parseSeq is _parse: a sequence of items up to '|', ')' or the end.
func parseSeq(src *tokenizer, state *parseState, verbose bool, nested int, first bool) (*subPattern, error) {
	sp := &subPattern{state: state}
	for {
		this := src.next
		if this == "" || this == "|" || this == ")" {
			break
		}
		if err := src.advance(); err != nil {
			return nil, err
		}
		if verbose {
			if len(this) == 1 && strings.Contains(" \t\n\r\v\f", this) {
				continue
			}
			if this == "#" {
				for {
					this, err := src.get()
					if err != nil {
						return nil, err
					}
					if this == "" || this == "\n" {
						break
					}
				}
				continue
			}
		}
		switch {
		case this[0] == '\\':
			n, err := src.escape(this, state)
			if err != nil {
				return nil, err
			}
			sp.nodes = append(sp.nodes, n)
		case len(this) > 1 || !strings.Contains(specialChars, this):
			r := []rune(this)[0]
			sp.nodes = append(sp.nodes, node{op: opLiteral, c: r})
		case this == "[":
			n, err := parseSet(src)
			if err != nil {
				return nil, err
			}
			sp.nodes = append(sp.nodes, n)
		case strings.Contains("*+?{", this):
			if err := parseRepeat(src, sp, this); err != nil {
				return nil, err
			}
		case this == ".":
			sp.nodes = append(sp.nodes, node{op: opAny})
		case this == "(":
			n, skip, err := parseGroup(src, state, sp, verbose, nested, first)
			if err != nil {
				return nil, err
			}
			if skip {
				if n.op == opAt { // global flags: verbose may have changed
					verbose = state.flags&Verbose != 0
				}
				continue
			}
			sp.nodes = append(sp.nodes, n)
		case this == "^":
			sp.nodes = append(sp.nodes, node{op: opAt, at: atBeginning})
		case this == "$":
			sp.nodes = append(sp.nodes, node{op: opAt, at: atEnd})
		}
	}
	// Unpack non-capturing groups without flags.
	var out []node
	unpacked := false
	for _, n := range sp.nodes {
		if n.op == opSubpattern && n.group == 0 && n.add == 0 && n.del == 0 {
			out = append(out, n.sub.nodes...)
			unpacked = true
			continue
		}
		out = append(out, n)
	}
	if unpacked {
		sp.nodes = out
	}
	return sp, nil
}

// parseSet parses a character set after its '['.
func parseSet(src *tokenizer) (node, error) {
	here := src.tell() - 1
	var set []setItem
	negate, err := src.match("^")
	if err != nil {
		return node{}, err
	}
	for {
		this, err := src.get()
		if err != nil {
			return node{}, err
		}
		if this == "" {
			return node{}, src.error("unterminated character set", src.tell()-here)
		}
		if this == "]" && len(set) > 0 {
			break
		}
		var code1 setItem
		if this[0] == '\\' {
			if code1, err = src.classEscape(this); err != nil {
				return node{}, err
			}
		} else {
			code1 = setItem{kind: itemLiteral, lo: []rune(this)[0]}
		}
		dash, err := src.match("-")
		if err != nil {
			return node{}, err
		}
		if !dash {
			set = append(set, code1)
			continue
		}
		that, err := src.get()
		if err != nil {
			return node{}, err
		}
		if that == "" {
			return node{}, src.error("unterminated character set", src.tell()-here)
		}
		if that == "]" {
			set = append(set, code1, setItem{kind: itemLiteral, lo: '-'})
			break
		}
		var code2 setItem
		if that[0] == '\\' {
			if code2, err = src.classEscape(that); err != nil {
				return node{}, err
			}
		} else {
			code2 = setItem{kind: itemLiteral, lo: []rune(that)[0]}
		}
		width := len([]rune(this)) + 1 + len([]rune(that))
		if code1.kind != itemLiteral || code2.kind != itemLiteral || code2.lo < code1.lo {
			return node{}, src.error("bad character range "+this+"-"+that, width)
		}
		set = append(set, setItem{kind: itemRange, lo: code1.lo, hi: code2.lo})
	}
	if len(set) == 1 && set[0].kind == itemLiteral {
		if negate {
			return node{op: opNotLiteral, c: set[0].lo}, nil
		}
		return node{op: opLiteral, c: set[0].lo}, nil
	}
	// A set with the same literal twice collapses to one in CPython (_uniq).
	uniq := set[:0:0]
	for _, it := range set {
		dup := false
		for _, u := range uniq {
			if u == it {
				dup = true
				break
			}
		}
		if !dup {
			uniq = append(uniq, it)
		}
	}
	if len(uniq) == 1 && uniq[0].kind == itemLiteral {
		if negate {
			return node{op: opNotLiteral, c: uniq[0].lo}, nil
		}
		return node{op: opLiteral, c: uniq[0].lo}, nil
	}
	return node{op: opIn, negate: negate, items: uniq}, nil
}

// parseRepeat applies a quantifier (this is its first character) to the
// last item of sp.
func parseRepeat(src *tokenizer, sp *subPattern, this string) error {
	here := src.tell()
	var lo, hi int
	switch this {
	case "?":
		lo, hi = 0, 1
	case "*":
		lo, hi = 0, maxRepeat
	case "+":
		lo, hi = 1, maxRepeat
	case "{":
		if src.next == "}" {
			sp.nodes = append(sp.nodes, node{op: opLiteral, c: '{'})
			return nil
		}
		lo, hi = 0, maxRepeat
		var los, his string
		for isDigits(src.next) {
			d, err := src.get()
			if err != nil {
				return err
			}
			los += d
		}
		comma, err := src.match(",")
		if err != nil {
			return err
		}
		if comma {
			for isDigits(src.next) {
				d, err := src.get()
				if err != nil {
					return err
				}
				his += d
			}
		} else {
			his = los
		}
		closed, err := src.match("}")
		if err != nil {
			return err
		}
		if !closed {
			sp.nodes = append(sp.nodes, node{op: opLiteral, c: '{'})
			return src.seek(here)
		}
		if los != "" {
			v, err := strconv.ParseUint(los, 10, 64)
			if err != nil || v >= maxRepeat {
				return &Error{Type: "OverflowError", Msg: "the repetition number is too large", Pos: -1}
			}
			lo = int(v)
		}
		if his != "" {
			v, err := strconv.ParseUint(his, 10, 64)
			if err != nil || v >= maxRepeat {
				return &Error{Type: "OverflowError", Msg: "the repetition number is too large", Pos: -1}
			}
			hi = int(v)
			if hi < lo {
				return src.error("min repeat greater than max repeat", src.tell()-here)
			}
		}
	}
	if len(sp.nodes) == 0 || sp.nodes[len(sp.nodes)-1].op == opAt {
		return src.error("nothing to repeat", src.tell()-here+len(this))
	}
	last := sp.nodes[len(sp.nodes)-1]
	if last.op.isRepeat() {
		return src.error("multiple repeat", src.tell()-here+len(this))
	}
	var item *subPattern
	if last.op == opSubpattern && last.group == 0 && last.add == 0 && last.del == 0 {
		item = last.sub
	} else {
		item = &subPattern{state: sp.state, nodes: []node{last}}
	}
	op := opMaxRepeat
	if ok, err := src.match("?"); err != nil {
		return err
	} else if ok {
		op = opMinRepeat
	} else if ok, err := src.match("+"); err != nil {
		return err
	} else if ok {
		op = opPossessiveRepeat
	}
	sp.nodes[len(sp.nodes)-1] = node{op: op, min: lo, max: hi, sub: item}
	return nil
}

// parseGroup parses what follows '('. skip reports that nothing is to be
// appended (a comment, or global flags, which come back as an opAt node).
func parseGroup(src *tokenizer, state *parseState, sp *subPattern, verbose bool, nested int, first bool) (n node, skip bool, err error) {
	start := src.tell() - 1
	capture, atomic := true, false
	name, named := "", false
	var add, del Flags
	q, err := src.match("?")
	if err != nil {
		return node{}, false, err
	}
	if q {
		char, err := src.get()
		if err != nil {
			return node{}, false, err
		}
		switch {
		case char == "":
			return node{}, false, src.error("unexpected end of pattern", 0)
		case char == "P":
			if ok, err := src.match("<"); err != nil {
				return node{}, false, err
			} else if ok {
				if name, err = src.getUntil(">", "group name"); err != nil {
					return node{}, false, err
				}
				if err := src.checkGroupName(name, 1); err != nil {
					return node{}, false, err
				}
				named = true
				break
			}
			if ok, err := src.match("="); err != nil {
				return node{}, false, err
			} else if ok {
				name, err := src.getUntil(")", "group name")
				if err != nil {
					return node{}, false, err
				}
				if err := src.checkGroupName(name, 1); err != nil {
					return node{}, false, err
				}
				gid, ok := state.groupIndex[name]
				if !ok {
					return node{}, false, src.error("unknown group name "+format.StrRepr(name), len([]rune(name))+1)
				}
				if !state.checkGroup(gid) {
					return node{}, false, src.error("cannot refer to an open group", len([]rune(name))+1)
				}
				if err := state.checkLookbehindGroup(gid, src); err != nil {
					return node{}, false, err
				}
				return node{op: opGroupRef, group: gid}, false, nil
			}
			char, err := src.get()
			if err != nil {
				return node{}, false, err
			}
			if char == "" {
				return node{}, false, src.error("unexpected end of pattern", 0)
			}
			return node{}, false, src.error("unknown extension ?P"+char, len([]rune(char))+2)
		case char == ":":
			capture = false
		case char == "#":
			for {
				if src.next == "" {
					return node{}, false, src.error("missing ), unterminated comment", src.tell()-start)
				}
				c, err := src.get()
				if err != nil {
					return node{}, false, err
				}
				if c == ")" {
					break
				}
			}
			return node{}, true, nil
		case char == "=" || char == "!" || char == "<":
			behind := false
			saved := state.lookbehindGroups
			if char == "<" {
				if char, err = src.get(); err != nil {
					return node{}, false, err
				}
				if char == "" {
					return node{}, false, src.error("unexpected end of pattern", 0)
				}
				if char != "=" && char != "!" {
					return node{}, false, src.error("unknown extension ?<"+char, len([]rune(char))+2)
				}
				behind = true
				if saved < 0 {
					state.lookbehindGroups = state.groups()
				}
			}
			p, err := parseSub(src, state, verbose, nested+1)
			if err != nil {
				return node{}, false, err
			}
			if behind && saved < 0 {
				state.lookbehindGroups = -1
			}
			if ok, err := src.match(")"); err != nil {
				return node{}, false, err
			} else if !ok {
				return node{}, false, src.error("missing ), unterminated subpattern", src.tell()-start)
			}
			op := opAssert
			if char == "!" {
				op = opAssertNot
			}
			return node{op: op, behind: behind, sub: p}, false, nil
		case char == "(":
			n, err := parseConditional(src, state, verbose, nested, start)
			return n, false, err
		case char == ">":
			capture, atomic = false, true
		case strings.Contains("iLmsxatu-", char):
			a, d, global, err := parseFlags(src, state, char)
			if err != nil {
				return node{}, false, err
			}
			if global {
				if !first || len(sp.nodes) > 0 {
					return node{}, false, src.error("global flags not at the start of the expression", src.tell()-start)
				}
				return node{op: opAt}, true, nil
			}
			add, del = a, d
			capture = false
		default:
			return node{}, false, src.error("unknown extension ?"+char, len([]rune(char))+1)
		}
	}
	group := 0
	if capture {
		gid, msg := state.openGroup(name, named)
		if msg != "" {
			return node{}, false, src.error(msg, len([]rune(name))+1)
		}
		group = gid
	}
	subVerbose := (verbose || add&Verbose != 0) && del&Verbose == 0
	p, err := parseSub(src, state, subVerbose, nested+1)
	if err != nil {
		return node{}, false, err
	}
	if ok, err := src.match(")"); err != nil {
		return node{}, false, err
	} else if !ok {
		return node{}, false, src.error("missing ), unterminated subpattern", src.tell()-start)
	}
	if group != 0 {
		state.closeGroup(group, p)
	}
	if atomic {
		return node{op: opAtomic, sub: p}, false, nil
	}
	return node{op: opSubpattern, group: group, add: add, del: del, sub: p}, false, nil
}

// parseConditional parses (?(id/name)yes|no) after its "(?(".
func parseConditional(src *tokenizer, state *parseState, verbose bool, nested, start int) (node, error) {
	condName, err := src.getUntil(")", "group name")
	if err != nil {
		return node{}, err
	}
	nameLen := len([]rune(condName))
	var condGroup int
	if text.IsIdentifier(condName) {
		gid, ok := state.groupIndex[condName]
		if !ok {
			return node{}, src.error("unknown group name "+format.StrRepr(condName), nameLen+1)
		}
		condGroup = gid
	} else {
		v, ok := pyInt(condName)
		if !ok {
			return node{}, src.error("bad character in group name "+format.StrRepr(condName), nameLen+1)
		}
		if v == 0 {
			return node{}, src.error("bad group number", nameLen+1)
		}
		if v >= maxGroups {
			return node{}, src.error("invalid group reference "+strconv.FormatUint(v, 10), nameLen+1)
		}
		condGroup = int(v)
		if _, seen := state.grouprefPos[condGroup]; !seen {
			state.grouprefPos[condGroup] = src.tell() - nameLen - 1
			state.grouprefOrder = append(state.grouprefOrder, condGroup)
		}
	}
	if err := state.checkLookbehindGroup(condGroup, src); err != nil {
		return node{}, err
	}
	yes, err := parseSeq(src, state, verbose, nested+1, false)
	if err != nil {
		return node{}, err
	}
	var no *subPattern
	if ok, err := src.match("|"); err != nil {
		return node{}, err
	} else if ok {
		if no, err = parseSeq(src, state, verbose, nested+1, false); err != nil {
			return node{}, err
		}
		if src.next == "|" {
			return node{}, src.error("conditional backref with more than two branches", 0)
		}
	}
	if ok, err := src.match(")"); err != nil {
		return node{}, err
	} else if !ok {
		return node{}, src.error("missing ), unterminated subpattern", src.tell()-start)
	}
	return node{op: opGroupRefExists, group: condGroup, sub: yes, no: no}, nil
}

// pyInt is int(s) for a group number: optional whitespace and sign,
// digits with single underscores between them, Unicode decimal digits.
// ok is false for what int() rejects and for negative numbers.
func pyInt(s string) (uint64, bool) {
	s = text.Strip(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	var v uint64
	prevUnderscore := true
	for _, r := range s {
		if r == '_' {
			if prevUnderscore {
				return 0, false
			}
			prevUnderscore = true
			continue
		}
		d := text.DecimalValue(r)
		if d < 0 {
			return 0, false
		}
		prevUnderscore = false
		if v > (1<<63)/10 {
			v = 1 << 63 // saturate: larger than any limit
		} else {
			v = v*10 + uint64(d)
		}
	}
	if prevUnderscore || neg && v != 0 {
		return 0, false
	}
	return v, true
}

var flagChars = map[string]Flags{
	"i": IgnoreCase, "L": Locale, "m": Multiline, "s": DotAll, "x": Verbose, "a": ASCII, "t": TemplateFlag, "u": Unicode,
}

const typeFlags = ASCII | Locale | Unicode

// parseFlags is _parse_flags: inline flags after "(?", starting with char.
// global reports "(?flags)" (as opposed to a scoped "(?flags:...)").
func parseFlags(src *tokenizer, state *parseState, char string) (add, del Flags, global bool, err error) {
	if char != "-" {
		for {
			flag := flagChars[char]
			if src.isText {
				if char == "L" {
					return 0, 0, false, src.error("bad inline flags: cannot use 'L' flag with a str pattern", 0)
				}
			} else if char == "u" {
				return 0, 0, false, src.error("bad inline flags: cannot use 'u' flag with a bytes pattern", 0)
			}
			add |= flag
			if flag&typeFlags != 0 && add&typeFlags != flag {
				return 0, 0, false, src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0)
			}
			if char, err = src.get(); err != nil {
				return 0, 0, false, err
			}
			if char == "" {
				return 0, 0, false, src.error("missing -, : or )", 0)
			}
			if char == ")" || char == "-" || char == ":" {
				break
			}
			if _, ok := flagChars[char]; !ok {
				msg := "missing -, : or )"
				if isAlphaToken(char) {
					msg = "unknown flag"
				}
				return 0, 0, false, src.error(msg, len([]rune(char)))
			}
		}
	}
	if char == ")" {
		state.flags |= add
		return 0, 0, true, nil
	}
	if add&TemplateFlag != 0 {
		return 0, 0, false, src.error("bad inline flags: cannot turn on global flag", 1)
	}
	if char == "-" {
		if char, err = src.get(); err != nil {
			return 0, 0, false, err
		}
		if char == "" {
			return 0, 0, false, src.error("missing flag", 0)
		}
		if _, ok := flagChars[char]; !ok {
			msg := "missing flag"
			if isAlphaToken(char) {
				msg = "unknown flag"
			}
			return 0, 0, false, src.error(msg, len([]rune(char)))
		}
		for {
			flag := flagChars[char]
			if flag&typeFlags != 0 {
				return 0, 0, false, src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0)
			}
			del |= flag
			if char, err = src.get(); err != nil {
				return 0, 0, false, err
			}
			if char == "" {
				return 0, 0, false, src.error("missing :", 0)
			}
			if char == ":" {
				break
			}
			if _, ok := flagChars[char]; !ok {
				msg := "missing :"
				if isAlphaToken(char) {
					msg = "unknown flag"
				}
				return 0, 0, false, src.error(msg, len([]rune(char)))
			}
		}
	}
	if del&TemplateFlag != 0 {
		return 0, 0, false, src.error("bad inline flags: cannot turn off global flag", 1)
	}
	if add&del != 0 {
		return 0, 0, false, src.error("bad inline flags: flag turned on and off", 1)
	}
	return add, del, false, nil
}

// isAlphaToken is str.isalpha() of a token (an escape token is two
// characters, "\\" not being alphabetic).
func isAlphaToken(tok string) bool { return text.IsAlphaStr(tok) && tok != "" }

// fixFlags is sre_parse.fix_flags.
func fixFlags(isText bool, flags Flags) (Flags, error) {
	if isText {
		if flags&Locale != 0 {
			return 0, &Error{Type: "ValueError", Msg: "cannot use LOCALE flag with a str pattern", Pos: -1}
		}
		if flags&ASCII == 0 {
			flags |= Unicode
		} else if flags&Unicode != 0 {
			return 0, &Error{Type: "ValueError", Msg: "ASCII and UNICODE flags are incompatible", Pos: -1}
		}
		return flags, nil
	}
	if flags&Unicode != 0 {
		return 0, &Error{Type: "ValueError", Msg: "cannot use UNICODE flag with a bytes pattern", Pos: -1}
	}
	if flags&Locale != 0 && flags&ASCII != 0 {
		return 0, &Error{Type: "ValueError", Msg: "ASCII and LOCALE flags are incompatible", Pos: -1}
	}
	return flags, nil
}

// parse is sre_parse.parse: the tree of a pattern and the parse state
// (flags, groups).
func parse(pattern []rune, isText bool, flags Flags) (*subPattern, *parseState, error) {
	src, err := newTokenizer(pattern, isText)
	if err != nil {
		return nil, nil, err
	}
	state := &parseState{
		flags:            flags,
		groupIndex:       map[string]int{},
		groupWidths:      [][2]int{{0, 0}},
		groupClosed:      []bool{false},
		lookbehindGroups: -1,
		grouprefPos:      map[int]int{},
	}
	p, err := parseSub(src, state, flags&Verbose != 0, 0)
	if err != nil {
		return nil, nil, err
	}
	if state.flags, err = fixFlags(isText, state.flags); err != nil {
		return nil, nil, err
	}
	if src.next != "" {
		return nil, nil, src.error("unbalanced parenthesis", 0)
	}
	for _, g := range state.grouprefOrder {
		if g >= state.groups() {
			return nil, nil, newError("invalid group reference "+strconv.Itoa(g), pattern, state.grouprefPos[g])
		}
	}
	return p, state, nil
}
