package pyre

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// emit.go writes a parsed pattern in regexp2's (.NET) syntax, spelling out
// every construct whose meaning differs between the two engines:
//
//   - every character set is an explicit list of ranges (charset.go), so
//     \d \w \s and IGNORECASE mean what they mean in CPython; regexp2 runs
//     with no options at all;
//   - every capture group is a plain "(", numbered in the order of its
//     "(" as Python numbers groups; names stay on our side;
//   - ^ and $ become \A, (?m:^), \Z or (?m:$) by the flags in force, and
//     Python's \Z is .NET's \z;
//   - \b and \B become look-arounds on Python's word set, except on an
//     all-ASCII subject, where .NET's own \b agrees with Python's;
//   - backreferences are \k<n>, so a digit after one stays a literal.

// variant selects how the pattern is anchored: search scans, match is
// anchored at pos, fullmatch also at endpos, and advance is the search
// after an empty match, which must not be empty again at the same place.
type variant uint8

const (
	variantSearch variant = iota
	variantMatch
	variantFull
	variantAdvance
	numVariants
)

type emitter struct {
	b strings.Builder
	// asciiSubject: the program will only see ASCII subjects, so every
	// set can drop its non-ASCII members (small sets match faster) and
	// regexp2's \b is Python's.
	asciiSubject bool
	err          error
}

// emitPattern returns the regexp2 source for p under flags, for any
// subject or (asciiSubject) for subjects that are all ASCII. A search
// only starts where startFilter (when not nil) allows.
func emitPattern(p *subPattern, flags Flags, v variant, asciiSubject bool, startFilter runeSet) (string, error) {
	e := &emitter{asciiSubject: asciiSubject}
	if startFilter != nil && v == variantSearch {
		e.b.WriteString("(?=")
		e.class(startFilter)
		e.b.WriteString(")")
	}
	switch v {
	case variantSearch:
		e.seq(p, flags)
	case variantMatch:
		e.b.WriteString(`\G(?:`)
		e.seq(p, flags)
		e.b.WriteString(`)`)
	case variantFull:
		e.b.WriteString(`\G(?:`)
		e.seq(p, flags)
		e.b.WriteString(`)\z`)
	case variantAdvance:
		// (?!\G) fails where the match would end where it began.
		e.b.WriteString(`\G(?:`)
		e.seq(p, flags)
		e.b.WriteString(`)(?!\G)`)
	}
	return e.b.String(), e.err
}

func (e *emitter) seq(p *subPattern, flags Flags) {
	for i := range p.nodes {
		e.node(&p.nodes[i], flags)
	}
}

// startFilter reproduces a quirk of CPython 3.11's search: when a
// pattern of non-zero width begins with a set inside groups whose flags
// change \w, \d or \s (as in (?a:[\W\d])), sre also compiles that set
// with the pattern's global flags and tries a match only where the
// subject's character is in that second set. It returns the second set
// when it differs from the first, else nil. (_compile_info: a literal
// prefix takes precedence and cased characters under IGNORECASE disable
// the filter.)
func startFilter(p *subPattern, flags Flags) runeSet {
	if lo, _ := p.getWidth(); lo == 0 || flags&IgnoreCase != 0 && flags&Locale != 0 {
		return nil
	}
	global := flags
	for {
		if len(p.nodes) == 0 {
			return nil
		}
		n := &p.nodes[0]
		if n.op != opSubpattern {
			break
		}
		flags = combineFlags(flags, n.add, n.del)
		if flags&IgnoreCase != 0 && flags&Locale != 0 {
			return nil
		}
		p = n.sub
	}
	n := &p.nodes[0]
	if n.op != opIn {
		return nil
	}
	if flags&IgnoreCase != 0 {
		for _, it := range n.items {
			if it.kind == itemLiteral && caseClass(it.lo, foldFlags(flags)) != nil {
				return nil
			}
			if it.kind == itemRange {
				if it.hi > 0xffff {
					return nil
				}
				for r := it.lo; r <= it.hi; r++ {
					if caseClass(r, foldFlags(flags)) != nil {
						return nil
					}
				}
			}
		}
	}
	own := itemsSet(n.items, n.negate, flags&^IgnoreCase)
	filter := itemsSet(n.items, n.negate, global&^IgnoreCase)
	if slices.Equal(own, filter) {
		return nil
	}
	return filter
}

// combineFlags is _compiler._combine_flags.
func combineFlags(flags, add, del Flags) Flags {
	if add&typeFlags != 0 {
		flags &^= typeFlags
	}
	return (flags | add) &^ del
}

// foldFlags returns the flags caseClass and foldSet should use: LOCALE
// folds like ASCII (the C locale).
func foldFlags(flags Flags) Flags {
	if flags&Locale != 0 {
		return flags &^ Unicode
	}
	return flags
}

func (e *emitter) node(n *node, flags Flags) {
	b := &e.b
	ignoreCase := flags&IgnoreCase != 0
	switch n.op {
	case opLiteral, opNotLiteral:
		set := runeSet{n.c, n.c}
		if ignoreCase {
			if cl := caseClass(n.c, foldFlags(flags)); cl != nil {
				set = nil
				for _, r := range cl {
					set = set.add(r, r)
				}
			}
		}
		if n.op == opNotLiteral {
			set = set.negate()
		}
		e.class(set)
	case opAny:
		if flags&DotAll != 0 {
			b.WriteString(`(?s:.)`)
		} else {
			b.WriteString(`.`)
		}
	case opIn:
		e.class(itemsSet(n.items, n.negate, flags))
	case opAt:
		e.anchor(n.at, flags)
	case opBranch:
		b.WriteString("(?:")
		for i, br := range n.branches {
			if i > 0 {
				b.WriteByte('|')
			}
			e.seq(br, flags)
		}
		b.WriteByte(')')
	case opSubpattern:
		if n.group != 0 {
			b.WriteByte('(')
		} else {
			b.WriteString("(?:")
		}
		e.seq(n.sub, combineFlags(flags, n.add, n.del))
		b.WriteByte(')')
	case opAtomic:
		b.WriteString("(?>")
		e.seq(n.sub, flags)
		b.WriteByte(')')
	case opMaxRepeat, opMinRepeat, opPossessiveRepeat:
		if flags&TemplateFlag != 0 && e.err == nil {
			name := map[opcode]string{opMaxRepeat: "MAX_REPEAT", opMinRepeat: "MIN_REPEAT", opPossessiveRepeat: "POSSESSIVE_REPEAT"}[n.op]
			e.err = reError("internal: unsupported template operator " + name)
		}
		// sre's possessive repeat never backtracks into an iteration, and
		// gives nothing back once done: (?>(?:(?>X)){m,n}).
		if n.op == opPossessiveRepeat {
			b.WriteString("(?>(?:(?>")
			e.seq(n.sub, flags)
			b.WriteString("))")
		} else if atomicBody(n.sub) && !hasCapture(n.sub) {
			// regexp2 folds a repeat around an atomic loop into the loop
			// itself, so (?>[^x]*)?\d would never try zero repeats. The
			// required repeats are written apart, and the optional ones
			// get an empty alternative that keeps the repeat.
			if n.min > 0 {
				b.WriteString("(?:")
				e.seq(n.sub, flags)
				b.WriteByte(')')
				writeQuantifier(b, n.min, n.min)
			}
			if n.max > n.min {
				b.WriteString("(?:")
				e.seq(n.sub, flags)
				b.WriteString("|)")
				rest := maxRepeat
				if n.max != maxRepeat {
					rest = n.max - n.min
				}
				writeQuantifier(b, 0, rest)
				if n.op == opMinRepeat {
					b.WriteByte('?')
				}
			}
			return
		} else {
			b.WriteString("(?:")
			e.seq(n.sub, flags)
			b.WriteByte(')')
		}
		writeQuantifier(b, n.min, n.max)
		if n.op == opMinRepeat {
			b.WriteByte('?')
		}
		if n.op == opPossessiveRepeat {
			b.WriteByte(')')
		}
	case opAssert, opAssertNot:
		if n.behind {
			if lo, hi := n.sub.getWidth(); lo != hi && e.err == nil {
				e.err = reError("look-behind requires fixed-width pattern")
			}
		}
		switch {
		case n.op == opAssert && n.behind:
			b.WriteString("(?<=")
		case n.op == opAssert:
			b.WriteString("(?=")
		case n.behind:
			b.WriteString("(?<!")
		default:
			b.WriteString("(?!")
		}
		e.seq(n.sub, flags)
		b.WriteByte(')')
	case opGroupRef:
		if ignoreCase {
			b.WriteString(`(?i:\k<` + strconv.Itoa(n.group) + `>)`)
		} else {
			b.WriteString(`\k<` + strconv.Itoa(n.group) + `>`)
		}
	case opGroupRefExists:
		b.WriteString("(?(" + strconv.Itoa(n.group) + ")")
		e.seq(n.sub, flags)
		b.WriteByte('|')
		if n.no != nil {
			e.seq(n.no, flags)
		}
		b.WriteByte(')')
	}
}

// atomicBody reports whether a repeat's body is one atomic group or
// possessive repeat.
func atomicBody(p *subPattern) bool {
	return len(p.nodes) == 1 && (p.nodes[0].op == opAtomic || p.nodes[0].op == opPossessiveRepeat)
}

// hasCapture reports whether p holds a capture group.
func hasCapture(p *subPattern) bool {
	for i := range p.nodes {
		n := &p.nodes[i]
		if n.op == opSubpattern && n.group != 0 || n.sub != nil && hasCapture(n.sub) || n.no != nil && hasCapture(n.no) {
			return true
		}
		for _, br := range n.branches {
			if hasCapture(br) {
				return true
			}
		}
	}
	return false
}

// class writes a character set.
func (e *emitter) class(s runeSet) {
	if e.asciiSubject {
		s = s.clip(0x7f)
	}
	writeClass(&e.b, s)
}

// itemsSet is the set an IN node matches under flags.
func itemsSet(items []setItem, negate bool, flags Flags) runeSet {
	var chars, cats runeSet
	for _, it := range items {
		switch it.kind {
		case itemLiteral:
			chars = append(chars, it.lo, it.lo)
		case itemRange:
			chars = append(chars, it.lo, it.hi)
		case itemCategory:
			cats = cats.union(categorySet(it.cat, flags))
		}
	}
	chars = chars.normalize()
	if flags&IgnoreCase != 0 {
		chars = foldSet(chars, foldFlags(flags))
	}
	set := chars.union(cats)
	if negate {
		set = set.negate()
	}
	return set
}

// writeQuantifier writes {min,max} in its shortest form. regexp2 counts
// in int32; a bound past that cannot be reached on any real subject.
func writeQuantifier(b *strings.Builder, lo, hi int) {
	const limit = math.MaxInt32 - 1
	lo = min(lo, limit)
	if hi > limit {
		hi = maxRepeat
	}
	switch {
	case lo == 0 && hi == maxRepeat:
		b.WriteByte('*')
	case lo == 1 && hi == maxRepeat:
		b.WriteByte('+')
	case lo == 0 && hi == 1:
		b.WriteByte('?')
	case hi == maxRepeat:
		b.WriteString("{" + strconv.Itoa(lo) + ",}")
	case lo == hi:
		b.WriteString("{" + strconv.Itoa(lo) + "}")
	default:
		b.WriteString("{" + strconv.Itoa(lo) + "," + strconv.Itoa(hi) + "}")
	}
}

func (e *emitter) anchor(at atCode, flags Flags) {
	b := &e.b
	switch at {
	case atBeginning:
		if flags&Multiline != 0 {
			b.WriteString(`(?m:^)`)
		} else {
			b.WriteString(`\A`)
		}
	case atBeginningString:
		b.WriteString(`\A`)
	case atEnd:
		if flags&Multiline != 0 {
			b.WriteString(`(?m:$)`)
		} else {
			b.WriteString(`\Z`)
		}
	case atEndString:
		b.WriteString(`\z`)
	case atBoundary, atNonBoundary:
		// sre's \b and \B both fail on an empty subject.
		if e.asciiSubject {
			if at == atBoundary {
				b.WriteString(`\b`)
			} else {
				b.WriteString(`(?!\A\z)\B`)
			}
			return
		}
		var w strings.Builder
		writeClass(&w, categorySet(catWord, foldFlags(flags)))
		word := w.String()
		if at == atBoundary {
			b.WriteString(`(?:(?<=` + word + `)(?!` + word + `)|(?<!` + word + `)(?=` + word + `))`)
		} else {
			b.WriteString(`(?!\A\z)(?:(?<=` + word + `)(?=` + word + `)|(?<!` + word + `)(?!` + word + `))`)
		}
	}
}
