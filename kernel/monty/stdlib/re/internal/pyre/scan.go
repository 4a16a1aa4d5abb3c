package pyre

import (
	"context"
	"fmt"
	"time"

	"github.com/dlclark/regexp2/v2"
)

// Python (3.7 on) and .NET agree on where the next match of a scan is
// looked for after a non-empty match, but not after an empty one: .NET
// moves one character on, while sre looks again at the same place for a
// match that is not empty (so re.findall('|a', 'a') is ['', 'a', '']).
// Scanner does sre's walk with the "advance" variant of the pattern
// (emit.go). A pattern that cannot match the empty string needs none of
// this, and each() then lets regexp2 walk the whole subject in one call.

// Scanner walks the successive matches of a pattern: the state of
// finditer() and of Pattern.scanner().
type Scanner struct {
	re          *Regexp
	s           *Subject
	pos         int // as given, for Match.pos
	start, end  int
	mustAdvance bool
	done        bool
}

// Scanner starts a walk over s[pos:endpos].
func (re *Regexp) Scanner(s *Subject, pos, endpos int) (*Scanner, error) {
	if err := re.checkSubject(s); err != nil {
		return nil, err
	}
	pos, endpos = clampPos(pos, endpos, s.Len())
	return &Scanner{re: re, s: s, pos: pos, start: pos, end: endpos}, nil
}

// Next returns the next match, or nil when there are no more.
func (sc *Scanner) Next(ctx context.Context) (*Match, error) {
	if sc.done || sc.start > sc.end {
		sc.done = true
		return nil, nil
	}
	m := newMatch(sc.re, sc.s, sc.pos, sc.end)
	ok, err := sc.step(ctx, m.spans)
	if err != nil || !ok {
		sc.done = true
		return nil, err
	}
	return m, nil
}

// Search is Pattern.scanner().search(): the next match anywhere ahead.
func (sc *Scanner) Search(ctx context.Context) (*Match, error) { return sc.Next(ctx) }

// Match is Pattern.scanner().match(): a match starting exactly where the
// last one ended (not empty again after an empty one), or nil, after
// which the scanner is spent.
func (sc *Scanner) Match(ctx context.Context) (*Match, error) {
	if sc.done || sc.start > sc.end {
		sc.done = true
		return nil, nil
	}
	m := newMatch(sc.re, sc.s, sc.pos, sc.end)
	v := variantMatch
	if sc.mustAdvance {
		v = variantAdvance
	}
	ok, err := sc.re.exec(ctx, v, sc.s, sc.start, sc.end, m.spans)
	if err != nil || !ok {
		sc.done = true
		return nil, err
	}
	sc.mustAdvance = m.spans[0] == m.spans[1]
	sc.start = m.spans[1]
	return m, nil
}

// step finds the next match into spans and moves past it.
func (sc *Scanner) step(ctx context.Context, spans []int) (bool, error) {
	re, s := sc.re, sc.s
	found := false
	var err error
	from := sc.start
	if sc.mustAdvance {
		found, err = re.exec(ctx, variantAdvance, s, sc.start, sc.end, spans)
		if err != nil {
			return false, err
		}
		from++
	}
	if !found && from <= sc.end {
		found, err = re.exec(ctx, variantSearch, s, from, sc.end, spans)
		if err != nil {
			return false, err
		}
	}
	if !found {
		return false, nil
	}
	sc.mustAdvance = spans[0] == spans[1]
	sc.start = spans[1]
	return true, nil
}

// each calls fn with the spans of successive matches in s[pos:endpos],
// at most limit of them (0: all), until fn returns false. spans is
// reused between calls.
func (re *Regexp) each(ctx context.Context, s *Subject, pos, endpos, limit int, fn func(spans []int) bool) error {
	if err := re.checkSubject(s); err != nil {
		return err
	}
	pos, endpos = clampPos(pos, endpos, s.Len())
	spans := make([]int, 2*re.groups+2)
	if pos > endpos || limit < 0 {
		return nil
	}
	if re.minWidth == 0 {
		sc := &Scanner{re: re, s: s, start: pos, end: endpos}
		for n := 0; limit == 0 || n < limit; n++ {
			ok, err := sc.step(ctx, spans)
			if err != nil || !ok {
				return err
			}
			if !fn(spans) {
				return nil
			}
			if sc.start > sc.end {
				return nil
			}
		}
		return nil
	}
	if re.fast != nil && !re.fast.leadingAlt {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("%w: %w", ErrDeadline, err)
		}
		steps, n := 0, 0
		for from := pos; from <= endpos; from = spans[1] {
			ok, err := re.fast.search(ctx, s, endpos, from, false, re.minWidth, spans, &steps)
			if err != nil || !ok {
				return err
			}
			n++
			if !fn(spans) || limit != 0 && n >= limit {
				return nil
			}
		}
		return nil
	}
	eng, err := re.limited(ctx, variantSearch, s.ascii)
	if err != nil {
		return err
	}
	deadline, hasDeadline := ctx.Deadline()
	n := 0
	var stop error
	err = eng.FindRunesMatches(s.Runes()[:endpos], pos, func(view regexp2.MatchView) bool {
		n++
		// MatchTimeout bounds each search, not the walk: check the
		// deadline and cancellation ourselves every so often.
		if n%256 == 0 {
			if err := ctx.Err(); err != nil {
				stop = fmt.Errorf("%w: %w", ErrDeadline, err)
				return false
			}
			if hasDeadline && time.Now().After(deadline) {
				stop = fmt.Errorf("%w: %w", ErrDeadline, context.DeadlineExceeded)
				return false
			}
		}
		copySpans(view, spans)
		return fn(spans) && (limit == 0 || n < limit)
	})
	if err != nil {
		return re.matchError(ctx, err)
	}
	return stop
}

// FindAll is Pattern.findall(string, pos, endpos). The result is flat:
// one string per match when the pattern has at most one group (the whole
// match, or group 1), else Groups() strings per match, to be made into
// tuples. A group that did not take part gives "".
//
// grow, when not nil, is told how many items the result gained, every
// GrowStep items and once at the end, so that a caller with a memory
// budget can refuse a result that outgrows it while it is being built;
// its error ends the scan and is returned.
func (re *Regexp) FindAll(ctx context.Context, s *Subject, pos, endpos int, grow func(items int) error) ([]string, error) {
	// Room for a line's worth of matches: growing from nil reallocates
	// four or five times for ten.
	out := make([]string, 0, 16)
	groups := re.groups
	told := 0
	var refused error
	err := re.each(ctx, s, pos, endpos, 0, func(spans []int) bool {
		switch groups {
		case 0:
			out = append(out, s.Slice(spans[0], spans[1]))
		default:
			for g := 1; g <= groups; g++ {
				if spans[2*g] < 0 {
					out = append(out, "")
				} else {
					out = append(out, s.Slice(spans[2*g], spans[2*g+1]))
				}
			}
		}
		if grow != nil && len(out)-told >= GrowStep {
			refused, told = grow(len(out)-told), len(out)
			return refused == nil
		}
		return true
	})
	if refused != nil {
		return nil, refused
	}
	if err != nil {
		return nil, err
	}
	if grow != nil && len(out) > told {
		if err := grow(len(out) - told); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// GrowStep is how many items FindAll and Split add to their result
// between two calls of their grow function.
const GrowStep = 4096

// Piece is one element of Split's result: a string, or None when OK is
// false (a group that did not take part in the match).
type Piece struct {
	S  string
	OK bool
}

// Split is Pattern.split(string, maxsplit): the pieces between matches,
// with every group of each match in between. grow is as for FindAll.
func (re *Regexp) Split(ctx context.Context, s *Subject, maxsplit int, grow func(items int) error) ([]Piece, error) {
	var out []Piece
	last, told := 0, 0
	var refused error
	err := re.each(ctx, s, 0, s.Len(), maxsplit, func(spans []int) bool {
		out = append(out, Piece{s.Slice(last, spans[0]), true})
		for g := 1; g <= re.groups; g++ {
			if spans[2*g] < 0 {
				out = append(out, Piece{})
			} else {
				out = append(out, Piece{s.Slice(spans[2*g], spans[2*g+1]), true})
			}
		}
		last = spans[1]
		if grow != nil && len(out)-told >= GrowStep {
			refused, told = grow(len(out)-told), len(out)
			return refused == nil
		}
		return true
	})
	if refused != nil {
		return nil, refused
	}
	if err != nil {
		return nil, err
	}
	out = append(out, Piece{s.Slice(last, s.Len()), true})
	if grow != nil {
		if err := grow(len(out) - told); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Sub is Pattern.subn(repl, string, count) with a template: the new
// string and the number of replacements. count 0 replaces all.
func (re *Regexp) Sub(ctx context.Context, t *Template, s *Subject, count int) (string, int, error) {
	return re.sub(ctx, s, count, func(m *Match) (string, error) { return t.expand(m.subject, m.spans), nil })
}

// SubFunc is Pattern.subn(repl, string, count) with a callable: fn gets
// each match and returns its replacement (the VM turns None into "").
// An error from fn stops the substitution and is returned as it is.
func (re *Regexp) SubFunc(ctx context.Context, fn func(*Match) (string, error), s *Subject, count int) (string, int, error) {
	return re.sub(ctx, s, count, func(m *Match) (string, error) {
		// The callable may keep the match: give it its own spans.
		own := newMatch(re, m.subject, m.pos, m.endpos)
		copy(own.spans, m.spans)
		return fn(own)
	})
}

func (re *Regexp) sub(ctx context.Context, s *Subject, count int, repl func(*Match) (string, error)) (string, int, error) {
	var b []byte
	last, n := 0, 0
	var replErr error
	m := &Match{re: re, subject: s, pos: 0, endpos: s.Len()}
	err := re.each(ctx, s, 0, s.Len(), count, func(spans []int) bool {
		b = append(b, s.Slice(last, spans[0])...)
		m.spans = spans
		r, err := repl(m)
		if err != nil {
			replErr = err
			return false
		}
		b = append(b, r...)
		last = spans[1]
		n++
		return true
	})
	if err == nil {
		err = replErr
	}
	if err != nil {
		return "", 0, err
	}
	if n == 0 {
		return s.s, 0, nil
	}
	b = append(b, s.Slice(last, s.Len())...)
	return string(b), n, nil
}
