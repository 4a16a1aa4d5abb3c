package pyre

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// fast.go matches the commonest shapes of pattern without regexp2:
// sequences of character sets, each once or repeated (greedy, lazy or
// possessive), capture groups, alternations of such sequences, \A, and
// ^ and $ without MULTILINE, as in r"took=(?P<ms>\d+)ms" or
// r"(GET|POST) (\S+)\"". It backtracks as sre does: choices in pattern
// order, a greedy repeat giving back one character at a time, a lazy one
// taking one more, and captures of a failed path put back, so its match
// is sre's. When every greedy repeat is followed by the end of the
// pattern or by a set that must match once and shares no character with
// it, giving characters back can never let the rest match: such a repeat
// is marked exact and does not backtrack at all. The match recurses once
// per item at most (maxFastItems bounds the depth), allocates nothing, and
// looks at the clock as it backtracks. regexp2's per-call setup costs
// more than such a match on a short line, and an ASCII subject is matched
// on its bytes, undecoded.

// fastItem is one step of a fastProg.
type fastItem struct {
	kind     fastKind
	set      runeSet
	low      [4]uint64 // the members of set below 256
	min, max int
	// possessive: the repeat never gives back, whatever follows it
	possessive bool
	// exact: giving characters back can never let the rest match, so the
	// greedy count is the only one tried (see compileFast)
	exact bool
	lazy  bool // a minimal repeat: fewest first
	group int  // fastOpen, fastClose
	// fastAlt: the first item of each branch; fastAlt, fastJump: the item
	// after the alternation
	branches []int
	next     int
}

type fastKind uint8

const (
	fastSet fastKind = iota
	fastOpen
	fastClose
	fastBegin     // \A, or ^ without MULTILINE
	fastEnd       // $ without MULTILINE: the end, or before a final newline
	fastEndString // \Z
	fastAlt       // an alternation: its branches follow, each ending in a fastJump
	fastJump      // the end of a branch
)

// maxFastItems bounds a fast program, whose match recurses once per
// item at most.
const maxFastItems = 256

// fastProg is a pattern fast.go can match, flattened.
type fastProg struct {
	items []fastItem
	// prefix is the ASCII literal every match starts with, or "".
	prefix string
	// leadingAlt: the pattern starts with an alternation
	// ("agggtaaa|tttaccct"). Its searches are left to regexp2, which
	// finds where the branches can start from their first characters;
	// tried at every position here, such a search over a long text took
	// twice the time (regex_dna). Anchored matches stay here.
	leadingAlt bool
}

// compileFast returns the fast program of p, or nil when p has another
// shape.
func compileFast(p *subPattern, flags Flags) *fastProg {
	if flags&(Locale|TemplateFlag) != 0 {
		return nil
	}
	f := &fastProg{}
	if !f.flatten(p, flags) || len(f.items) == 0 || len(f.items) > maxFastItems {
		return nil
	}
	for _, it := range f.items {
		if it.kind != fastOpen {
			f.leadingAlt = it.kind == fastAlt
			break
		}
	}
	for i := range f.items {
		it := &f.items[i]
		if it.kind != fastSet || it.min == it.max || it.max == 0 {
			continue
		}
		it.exact = it.possessive || !it.lazy && f.greedyIsExact(i)
	}
	var prefix []byte
	for _, it := range f.items {
		if it.kind == fastOpen {
			continue
		}
		if it.kind != fastSet || it.min != 1 || it.max != 1 || len(it.set) != 2 || it.set[0] != it.set[1] || it.set[0] >= 128 {
			break
		}
		prefix = append(prefix, byte(it.set[0]))
	}
	f.prefix = string(prefix)
	return f
}

// greedyIsExact reports whether the greedy repeat at i never needs to
// give characters back: the sets that could take a character given back,
// up to the first that must match, share none with it, or the end of
// the subject must follow (giving back only moves away from it). Past an
// alternation the answer is not worked out: the repeat backtracks.
func (f *fastProg) greedyIsExact(i int) bool {
	it := &f.items[i]
	for j := i + 1; j < len(f.items); j++ {
		next := &f.items[j]
		switch next.kind {
		case fastOpen, fastClose:
			continue
		case fastEnd, fastEndString:
			// Exact only when nothing but the end of the pattern follows:
			// $ also matches before a final newline given back.
			for _, after := range f.items[j+1:] {
				if after.kind != fastClose {
					return false
				}
			}
			return true
		case fastSet:
		default:
			return false
		}
		if next.max == 0 {
			continue
		}
		if intersects(it.set, next.set) {
			return false
		}
		if next.min > 0 {
			return true
		}
	}
	return true
}

// flatten appends p's nodes.
func (f *fastProg) flatten(p *subPattern, flags Flags) bool {
	for i := range p.nodes {
		if len(f.items) > maxFastItems {
			return false
		}
		n := &p.nodes[i]
		switch {
		case n.op == opAt && (n.at == atEndString || n.at == atEnd && flags&Multiline == 0):
			kind := fastEndString
			if n.at == atEnd {
				kind = fastEnd
			}
			f.items = append(f.items, fastItem{kind: kind})
		case n.op == opAt:
			if n.at != atBeginningString && (n.at != atBeginning || flags&Multiline != 0) {
				return false
			}
			f.items = append(f.items, fastItem{kind: fastBegin})
		case n.op == opSubpattern:
			if n.group != 0 {
				f.items = append(f.items, fastItem{kind: fastOpen, group: n.group})
			}
			if !f.flatten(n.sub, combineFlags(flags, n.add, n.del)) {
				return false
			}
			if n.group != 0 {
				f.items = append(f.items, fastItem{kind: fastClose, group: n.group})
			}
		case n.op == opBranch:
			alt := len(f.items)
			f.items = append(f.items, fastItem{kind: fastAlt})
			var jumps []int
			for _, b := range n.branches {
				f.items[alt].branches = append(f.items[alt].branches, len(f.items))
				if !f.flatten(b, flags) {
					return false
				}
				jumps = append(jumps, len(f.items))
				f.items = append(f.items, fastItem{kind: fastJump})
			}
			f.items[alt].next = len(f.items)
			for _, j := range jumps {
				f.items[j].next = len(f.items)
			}
		case n.op == opMaxRepeat || n.op == opPossessiveRepeat || n.op == opMinRepeat:
			if len(n.sub.nodes) != 1 || n.max < n.min {
				return false
			}
			set, ok := charNodeSet(&n.sub.nodes[0], flags)
			if !ok {
				return false
			}
			f.addSet(set, n.min, n.max)
			f.items[len(f.items)-1].possessive = n.op == opPossessiveRepeat
			f.items[len(f.items)-1].lazy = n.op == opMinRepeat
		default:
			set, ok := charNodeSet(n, flags)
			if !ok {
				return false
			}
			f.addSet(set, 1, 1)
		}
	}
	return true
}

func (f *fastProg) addSet(set runeSet, lo, hi int) {
	it := fastItem{kind: fastSet, set: set, min: lo, max: hi}
	for r := rune(0); r < 256; r++ {
		if set.contains(r) {
			it.low[r>>6] |= 1 << (r & 63)
		}
	}
	f.items = append(f.items, it)
}

// charNodeSet is the set of characters a one-character node matches.
func charNodeSet(n *node, flags Flags) (runeSet, bool) {
	switch n.op {
	case opLiteral, opNotLiteral:
		set := runeSet{n.c, n.c}
		if flags&IgnoreCase != 0 {
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
		return set, true
	case opIn:
		return itemsSet(n.items, n.negate, flags), true
	case opAny:
		if flags&DotAll != 0 {
			return runeSet{0, maxRune}, true
		}
		return runeSet{0, '\n' - 1, '\n' + 1, maxRune}, true
	}
	return nil, false
}

// intersects reports whether s and t share a member.
func intersects(s, t runeSet) bool {
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		switch {
		case s[i+1] < t[j]:
			i += 2
		case t[j+1] < s[i]:
			j += 2
		default:
			return true
		}
	}
	return false
}

// matcher is one match attempt of a fastProg on r.
type matcher[E byte | rune] struct {
	f     *fastProg
	r     []E
	spans []int
	steps *int
	ctx   context.Context
	err   error // the deadline, once it has stopped the match
}

// matchAt runs the program at i on r, filling spans on success, and
// adds the characters it looked at to *steps. A match that backtracks
// looks at the clock every fastStepsPerCheck steps.
func matchAt[E byte | rune](ctx context.Context, f *fastProg, r []E, i int, spans []int, steps *int) (bool, error) {
	m := matcher[E]{f: f, r: r, spans: spans, steps: steps, ctx: ctx}
	for g := 2; g < len(spans); g++ {
		spans[g] = -1
	}
	end, ok := m.run(0, i)
	if m.err != nil {
		return false, m.err
	}
	if ok {
		spans[0], spans[1] = i, end
	}
	return ok, nil
}

// count is how many times, up to limit, the set of it matches from i.
func (m *matcher[E]) count(it *fastItem, i, limit int) int {
	r := m.r
	n := 0
	for n < limit && i+n < len(r) {
		// a bitmap below 256: this loop is most of a match's time.
		if c := rune(r[i+n]); c < 256 {
			if it.low[c>>6]&(1<<(c&63)) == 0 {
				break
			}
		} else if !it.set.contains(c) {
			break
		}
		n++
	}
	*m.steps += n + 1
	return n
}

// tick counts a backtracking step and reports whether the match must
// stop for the deadline.
func (m *matcher[E]) tick() bool {
	if m.err != nil {
		return true
	}
	*m.steps++
	if *m.steps >= fastStepsPerCheck {
		*m.steps = 0
		m.err = checkDeadline(m.ctx)
	}
	return m.err != nil
}

// run matches items k onwards at i, sre's way: choices in order, the
// first success wins. It returns where the match ends. Captures set on
// a path that failed are put back as they were, as sre restores marks.
func (m *matcher[E]) run(k, i int) (int, bool) {
	items, r := m.f.items, m.r
	for k < len(items) {
		it := &items[k]
		switch it.kind {
		case fastBegin:
			if i != 0 {
				return 0, false
			}
		case fastOpen, fastClose:
			at := 2 * it.group
			if it.kind == fastClose {
				at++
			}
			old := m.spans[at]
			m.spans[at] = i
			if end, ok := m.run(k+1, i); ok {
				return end, true
			}
			m.spans[at] = old
			return 0, false
		case fastEnd:
			if i != len(r) && (i != len(r)-1 || r[i] != '\n') {
				return 0, false
			}
		case fastEndString:
			if i != len(r) {
				return 0, false
			}
		case fastAlt:
			for _, b := range it.branches {
				if m.tick() {
					return 0, false
				}
				if end, ok := m.run(b, i); ok {
					return end, true
				}
			}
			return 0, false
		case fastJump:
			k = it.next
			continue
		default:
			if it.min == it.max || it.exact {
				n := m.count(it, i, it.max)
				if n < it.min {
					return 0, false
				}
				i += n
				break
			}
			if it.lazy {
				n := m.count(it, i, it.min)
				if n < it.min {
					return 0, false
				}
				for {
					if m.tick() {
						return 0, false
					}
					if end, ok := m.run(k+1, i+n); ok {
						return end, true
					}
					if n == it.max || m.count(it, i+n, 1) == 0 {
						return 0, false
					}
					n++
				}
			}
			n := m.count(it, i, it.max)
			for ; n >= it.min; n-- {
				if m.tick() {
					return 0, false
				}
				if end, ok := m.run(k+1, i+n); ok {
					return end, true
				}
			}
			return 0, false
		}
		k++
	}
	return i, true
}

// fastStepsPerCheck is how many characters a fast search looks at
// between two looks at the clock.
const fastStepsPerCheck = 1 << 16

// search finds the first match at or after pos in r (r ends at endpos),
// or only at pos when anchored. b is r as bytes when each rune is one
// byte of it (an ASCII str, or bytes), else "". *steps carries the work
// done since the clock was last read, across the calls of one walk.
func search[E byte | rune](ctx context.Context, f *fastProg, r []E, b string, pos int, anchored bool, minWidth int, spans []int, steps *int) (bool, error) {
	first := &f.items[0]
	if first.kind == fastBegin {
		anchored = true
		if pos != 0 {
			return false, nil
		}
	}
	if anchored {
		if pos > len(r)-minWidth {
			return false, nil
		}
		return matchAt(ctx, f, r, pos, spans, steps)
	}
	// Where a match must start with a set, positions outside it are
	// skipped without a call (the groups opened first consume nothing).
	for k := 1; first.kind == fastOpen && k < len(f.items); k++ {
		first = &f.items[k]
	}
	skip := first.kind == fastSet && first.min > 0
	last := len(r) - minWidth
	for i := pos; i <= last; i++ {
		if f.prefix != "" && b != "" {
			// A match starts with the literal prefix: jump to it.
			j := strings.Index(b[i:], f.prefix)
			if j < 0 {
				*steps += len(b) - i
				return false, nil
			}
			*steps += j
			i += j
			if i > last {
				return false, nil
			}
		} else if skip {
			if c := rune(r[i]); c < 256 {
				if first.low[c>>6]&(1<<(c&63)) == 0 {
					*steps++
					continue
				}
			} else if !first.set.contains(c) {
				*steps++
				continue
			}
		}
		if ok, err := matchAt(ctx, f, r, i, spans, steps); ok || err != nil {
			return ok, err
		}
		if *steps >= fastStepsPerCheck {
			*steps = 0
			if err := checkDeadline(ctx); err != nil {
				return false, err
			}
		}
	}
	return false, nil
}

// search runs the program on s[:endpos] from pos: on its bytes when each
// code point is one byte, else on its code points.
func (f *fastProg) search(ctx context.Context, s *Subject, endpos, pos int, anchored bool, minWidth int, spans []int, steps *int) (bool, error) {
	if b := s.bytewise(endpos); len(b) == endpos {
		return search(ctx, f, s.byteView(endpos), b, pos, anchored, minWidth, spans, steps)
	}
	return search(ctx, f, s.Runes()[:endpos], "", pos, anchored, minWidth, spans, steps)
}

// checkDeadline returns an error wrapping ErrDeadline when ctx is done
// or past its deadline.
func checkDeadline(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrDeadline, err)
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return fmt.Errorf("%w: %w", ErrDeadline, context.DeadlineExceeded)
	}
	return nil
}
