package pyre

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// fast.go matches the commonest shape of pattern without regexp2: a
// sequence of character sets, each once or repeated greedily, with
// capture groups around parts of it, perhaps a leading \A or ^ and a
// final $ or \Z, as in r"took=(?P<ms>\d+)ms" or r"^(\d{4})-(\d{2}) (\w+)".
// When every greedy repeat is followed by the end of the pattern or by a
// set that must match once and shares no character with it, giving
// characters back can never let the rest match, so the greedy walk from
// a start position is the only match there: sre's answer, found with no
// backtracking at all. Optional sets in between (\s*, -?) must not share
// a character with the repeat either; if only optional sets follow to
// the end, the greedy walk succeeds whenever anything does, and sre tries
// it first. regexp2's per-call setup costs more than such a match on a
// short line, and an ASCII subject is matched on its bytes, undecoded.

// fastItem is one step of a fastProg.
type fastItem struct {
	kind     fastKind
	set      runeSet
	low      [4]uint64 // the members of set below 256
	min, max int
	// possessive: the repeat never gives back, whatever follows it
	possessive bool
	group      int // fastOpen, fastClose
}

type fastKind uint8

const (
	fastSet fastKind = iota
	fastOpen
	fastClose
	fastBegin     // \A, or ^ without MULTILINE
	fastEnd       // $ without MULTILINE: the end, or before a final newline
	fastEndString // \Z
)

// fastProg is a pattern fast.go can match, flattened.
type fastProg struct {
	items []fastItem
	// prefix is the ASCII literal every match starts with, or "".
	prefix string
}

// compileFast returns the fast program of p, or nil when p has another
// shape or a greedy repeat could give characters back.
func compileFast(p *subPattern, flags Flags) *fastProg {
	if flags&(Locale|TemplateFlag) != 0 {
		return nil
	}
	f := &fastProg{}
	if !f.flatten(p, flags, true) || len(f.items) == 0 {
		return nil
	}
	for i, it := range f.items {
		if it.kind == fastEnd || it.kind == fastEndString {
			for _, after := range f.items[i+1:] {
				if after.kind != fastClose {
					return nil
				}
			}
		}
	}
	for i := range f.items {
		it := &f.items[i]
		if it.kind != fastSet || it.min == it.max || it.max == 0 || it.possessive {
			continue
		}
		// What could take the character given back: the sets up to the
		// first that must match.
		for j := i + 1; j < len(f.items); j++ {
			next := &f.items[j]
			if next.kind != fastSet || next.max == 0 {
				continue
			}
			if intersects(it.set, next.set) {
				return nil
			}
			if next.min > 0 {
				break
			}
		}
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

// flatten appends p's nodes; first is true while nothing that consumes
// or captures has come before.
func (f *fastProg) flatten(p *subPattern, flags Flags, first bool) bool {
	for i := range p.nodes {
		n := &p.nodes[i]
		switch {
		case n.op == opAt && (n.at == atEndString || n.at == atEnd && flags&Multiline == 0):
			// Only last (see compileFast): greedy is then still exact, as
			// giving characters back only moves further from the end.
			kind := fastEndString
			if n.at == atEnd {
				kind = fastEnd
			}
			f.items = append(f.items, fastItem{kind: kind})
		case n.op == opAt:
			if !first || (n.at != atBeginningString && (n.at != atBeginning || flags&Multiline != 0)) {
				return false
			}
			f.items = append(f.items, fastItem{kind: fastBegin})
		case n.op == opSubpattern:
			if n.group != 0 {
				f.items = append(f.items, fastItem{kind: fastOpen, group: n.group})
			}
			if !f.flatten(n.sub, combineFlags(flags, n.add, n.del), first && n.group == 0) {
				return false
			}
			if n.group != 0 {
				f.items = append(f.items, fastItem{kind: fastClose, group: n.group})
			}
		case n.op == opMaxRepeat || n.op == opPossessiveRepeat:
			if len(n.sub.nodes) != 1 || n.max < n.min {
				return false
			}
			set, ok := charNodeSet(&n.sub.nodes[0], flags)
			if !ok {
				return false
			}
			f.addSet(set, n.min, n.max)
			f.items[len(f.items)-1].possessive = n.op == opPossessiveRepeat
		default:
			set, ok := charNodeSet(n, flags)
			if !ok {
				return false
			}
			f.addSet(set, 1, 1)
		}
		first = false
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

// matchAt runs the program at i on r, filling spans on success, and
// adds the characters it looked at to *steps.
func matchAt[E byte | rune](f *fastProg, r []E, i int, spans []int, steps *int) bool {
	start := i
	for k := range f.items {
		it := &f.items[k]
		switch it.kind {
		case fastBegin:
			if i != 0 {
				return false
			}
		case fastOpen:
			spans[2*it.group] = i
		case fastClose:
			spans[2*it.group+1] = i
		case fastEnd:
			if i != len(r) && (i != len(r)-1 || r[i] != '\n') {
				return false
			}
		case fastEndString:
			if i != len(r) {
				return false
			}
		default:
			n := 0
			for n < it.max && i < len(r) {
				// a bitmap below 256: this loop is most of a match's time.
				if c := rune(r[i]); c < 256 {
					if it.low[c>>6]&(1<<(c&63)) == 0 {
						break
					}
				} else if !it.set.contains(c) {
					break
				}
				i++
				n++
			}
			*steps += n + 1
			if n < it.min {
				return false
			}
		}
	}
	spans[0], spans[1] = start, i
	return true
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
		return pos <= len(r)-minWidth && matchAt(f, r, pos, spans, steps), nil
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
		if matchAt(f, r, i, spans, steps) {
			return true, nil
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
