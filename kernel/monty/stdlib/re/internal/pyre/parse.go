package pyre

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// parse.go, with tokenize.go and tree.go, ports CPython 3.11's
// re/_parser.py: the same grammar, the same checks in the same order, and
// so the same error messages at the same positions. It builds the tree
// sre_parse builds (a subPattern of nodes); emit.go turns that tree into
// regexp2 syntax.

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
