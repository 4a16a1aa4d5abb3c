package pyre

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/dlclark/regexp2/v2"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// Flags are re's flags, with CPython's values.
type Flags int

// The flags of re (re.I, re.L, ...).
const (
	TemplateFlag Flags = 1
	IgnoreCase   Flags = 2
	Locale       Flags = 4
	Multiline    Flags = 8
	DotAll       Flags = 16
	Unicode      Flags = 32
	Verbose      Flags = 64
	Debug        Flags = 128
	ASCII        Flags = 256
)

// DefaultBacktrackLimit is the backtracking stack a match may use, in
// regexp2's stack slots (8 bytes each): 64 MB. CPython has no such cap;
// this one only stops a match whose memory would grow without bound.
const DefaultBacktrackLimit = 1 << 23

// Regexp is a compiled pattern: re.Pattern's data. It is safe for
// concurrent use.
type Regexp struct {
	pattern    string // the pattern as given (bytes patterns as a Go string of the bytes)
	isBytes    bool
	flags      Flags
	groups     int
	groupIndex map[string]int
	groupNames []string // by group number; "" for an unnamed group
	closeOrder []int    // by group number: the rank of its ")" in the pattern
	parent     []int    // by group number: the innermost group around it, or 0
	repeated   []bool   // by group number: it is inside a repeat
	ahead      []bool   // by group number: it is inside a look-ahead
	minWidth   int
	tree       *subPattern
	filter     runeSet   // where a search may start (see startFilter), or nil
	fast       *fastProg // the pattern for fast.go's matcher, or nil
	backtrack  int

	// engines are compiled on first use: [variant][subject is ASCII].
	// A program for ASCII subjects has only ASCII in its sets.
	engines [numVariants][2]atomic.Pointer[regexp2.Regexp]
	// timed are copies of the engines with a MatchTimeout (see limited),
	// kept so that consecutive matches reuse one copy and its runners.
	timed [numVariants][2]atomic.Pointer[timedEngine]
}

// timedEngine is an engine copy whose MatchTimeout is timeout.
type timedEngine struct {
	eng     *regexp2.Regexp
	timeout time.Duration
}

// Compile compiles a str pattern (UTF-8, lone surrogates as WTF-8) with
// flags, as re.compile does. A bad pattern returns an *Error of Type
// "error" with CPython's message and position; bad flags a ValueError;
// an enormous repeat count an OverflowError.
func Compile(pattern string, flags Flags) (*Regexp, error) {
	return compile(pattern, decodeString(pattern), false, flags, DefaultBacktrackLimit)
}

// CompileBytes compiles a bytes pattern.
func CompileBytes(pattern []byte, flags Flags) (*Regexp, error) {
	return compile(string(pattern), decodeBytes(pattern), true, flags, DefaultBacktrackLimit)
}

func compile(source string, pattern []rune, isBytes bool, flags Flags, backtrack int) (*Regexp, error) {
	tree, state, err := parse(pattern, !isBytes, flags)
	if err != nil {
		return nil, err
	}
	re := &Regexp{
		pattern:    source,
		isBytes:    isBytes,
		flags:      state.flags,
		groups:     state.groups() - 1,
		groupIndex: state.groupIndex,
		groupNames: make([]string, state.groups()),
		tree:       tree,
		backtrack:  backtrack,
	}
	for name, g := range state.groupIndex {
		re.groupNames[g] = name
	}
	re.closeOrder, re.parent, re.repeated, re.ahead = groupNesting(tree, re.groups)
	re.minWidth, _ = tree.getWidth()
	re.filter = startFilter(tree, re.flags)
	if re.filter == nil && re.minWidth > 0 {
		re.fast = compileFast(tree, re.flags)
	}
	// Compile the search engine now: a look-behind of variable width is
	// an error of re.compile, and regexp2's own errors should surface here.
	// The ASCII program is the one most subjects need, and the cheaper.
	if _, err := re.engine(variantSearch, true); err != nil {
		return nil, err
	}
	return re, nil
}

// groupNesting ranks each group by the position of its closing
// parenthesis, and finds the group around it and whether it sits inside a
// repeat (Match.LastIndex reads all three).
func groupNesting(p *subPattern, groups int) (order, parent []int, repeated, ahead []bool) {
	order, parent = make([]int, groups+1), make([]int, groups+1)
	repeated, ahead = make([]bool, groups+1), make([]bool, groups+1)
	rank := 0
	var walk func(p *subPattern, outer int, inRepeat, inAhead bool)
	walk = func(p *subPattern, outer int, inRepeat, inAhead bool) {
		for i := range p.nodes {
			n := &p.nodes[i]
			inner, rep := outer, inRepeat || n.op.isRepeat() && n.max > 1
			ah := inAhead || (n.op == opAssert || n.op == opAssertNot) && !n.behind
			if n.op == opSubpattern && n.group != 0 {
				parent[n.group], repeated[n.group], ahead[n.group] = outer, inRepeat, inAhead
				inner = n.group
			}
			for _, br := range n.branches {
				walk(br, inner, rep, ah)
			}
			if n.sub != nil {
				walk(n.sub, inner, rep, ah)
			}
			if n.no != nil {
				walk(n.no, inner, rep, ah)
			}
			if n.op == opSubpattern && n.group != 0 {
				rank++
				order[n.group] = rank
			}
		}
	}
	walk(p, 0, false, false)
	return order, parent, repeated, ahead
}

// engine returns the regexp2 program of a variant, compiling it once.
func (re *Regexp) engine(v variant, asciiSubject bool) (*regexp2.Regexp, error) {
	native := 0
	if asciiSubject {
		native = 1
	}
	if eng := re.engines[v][native].Load(); eng != nil {
		return eng, nil
	}
	src, err := emitPattern(re.tree, re.flags, v, native == 1, re.filter)
	if err != nil {
		return nil, err
	}
	eng, err := regexp2.Compile(src, regexp2.OptionMaxBacktrackingStackSize(re.backtrack))
	if err != nil {
		// A construct we translate wrongly, not the user's mistake.
		return nil, fmt.Errorf("pyre: regexp2 rejected the translation of %q: %w", re.pattern, err)
	}
	re.engines[v][native].CompareAndSwap(nil, eng)
	return re.engines[v][native].Load(), nil
}

// Pattern returns the pattern source (for a bytes pattern, its bytes).
func (re *Regexp) Pattern() string { return re.pattern }

// IsBytes reports whether the pattern is a bytes pattern.
func (re *Regexp) IsBytes() bool { return re.isBytes }

// Flags is Pattern.flags: the flags given, the inline global flags, and
// UNICODE for a str pattern without ASCII.
func (re *Regexp) Flags() Flags { return re.flags }

// Groups is Pattern.groups: the number of capture groups.
func (re *Regexp) Groups() int { return re.groups }

// GroupIndex returns the number of the group called name.
func (re *Regexp) GroupIndex(name string) (int, bool) {
	g, ok := re.groupIndex[name]
	return g, ok
}

// GroupName returns the name of group g, or "" when it has none.
func (re *Regexp) GroupName(g int) string { return re.groupNames[g] }

// GroupNames returns the named groups as Pattern.groupindex lists them:
// in order of definition (which is the order of their numbers).
func (re *Regexp) GroupNames() []string {
	var names []string
	for _, n := range re.groupNames {
		if n != "" {
			names = append(names, n)
		}
	}
	return names
}

// Subject is a str or bytes being matched. A subject whose code points
// are each one byte (ASCII, or bytes) is matched on its bytes by the fast
// path; its code points are decoded once, when regexp2 first needs them.
type Subject struct {
	s       string // UTF-8 (WTF-8) of a str, or the bytes of a bytes object
	runes   []rune // nil until Runes
	decode  sync.Once
	raw     []byte // the bytes of s, copied once for the fast matcher (byteView)
	rawOnce sync.Once
	n       int // length in code points
	isBytes bool
	ascii   bool
}

// NewSubject prepares a str (UTF-8, lone surrogates as WTF-8).
func NewSubject(s string) *Subject {
	if isASCII(s) {
		return &Subject{s: s, n: len(s), ascii: true}
	}
	r := decodeString(s)
	return &Subject{s: s, runes: r, n: len(r)}
}

// NewBytesSubject prepares a bytes-like object; b is copied.
func NewBytesSubject(b []byte) *Subject {
	s := string(b)
	return &Subject{s: s, n: len(s), isBytes: true, ascii: isASCII(s)}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Runes returns the subject's code points (bytes for bytes).
// Safe for concurrent use, like the rest of a Subject.
func (s *Subject) Runes() []rune {
	// A str with other than ASCII was decoded when it was made.
	if s.ascii || s.isBytes {
		s.decode.Do(func() {
			if s.isBytes {
				s.runes = decodeBytes([]byte(s.s))
			} else {
				s.runes = decodeString(s.s)
			}
		})
	}
	return s.runes
}

// byteView returns the subject up to endpos as a []byte when each code
// point is one byte (see bytewise), else nil. The bytes are copied from
// the string once per Subject.
func (s *Subject) byteView(endpos int) []byte {
	if !s.ascii && !s.isBytes {
		return nil
	}
	s.rawOnce.Do(func() { s.raw = []byte(s.s) })
	return s.raw[:endpos]
}

// bytewise returns the subject up to endpos as bytes when each code
// point is one byte (an ASCII str, or bytes), else "".
func (s *Subject) bytewise(endpos int) string {
	if s.ascii || s.isBytes {
		return s.s[:endpos]
	}
	return ""
}

// Len is the length of the subject in code points (bytes for bytes).
func (s *Subject) Len() int { return s.n }

// IsBytes reports whether the subject is bytes.
func (s *Subject) IsBytes() bool { return s.isBytes }

// Slice returns code points [i, j) as a Go string: UTF-8 for a str,
// the raw bytes for bytes.
func (s *Subject) Slice(i, j int) string {
	if s.ascii || s.isBytes {
		return s.s[i:j]
	}
	b := make([]byte, 0, j-i)
	for _, r := range s.runes[i:j] {
		b = text.AppendRune(b, r)
	}
	return string(b)
}

func decodeString(s string) []rune {
	r := make([]rune, len(s))
	// ASCII runs copy straight across; the first other byte switches to
	// decoding.
	i := 0
	for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
		r[i] = rune(s[i])
	}
	if i == len(s) {
		return r
	}
	r = r[:i]
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			r = append(r, rune(c))
			i++
			continue
		}
		c, size := text.DecodeRune(s[i:])
		r = append(r, c)
		i += size
	}
	return r
}

func decodeBytes(b []byte) []rune {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return r
}

// clampPos normalises pos and endpos as _sre's state_init does.
func clampPos(pos, endpos, n int) (int, int) {
	pos = min(max(pos, 0), n)
	endpos = min(max(endpos, 0), n)
	return pos, endpos
}

// Match is a successful match: re.Match's data. Spans are in code points.
type Match struct {
	re      *Regexp
	subject *Subject
	pos     int
	endpos  int
	spans   []int // start, end of group g at 2g, 2g+1; -1, -1 when unmatched
	inline  [16]int
}

// newMatch allocates a match with room for re's groups (in one
// allocation for up to seven groups).
func newMatch(re *Regexp, s *Subject, pos, endpos int) *Match {
	m := &Match{}
	initMatch(m, re, s, pos, endpos)
	return m
}

// initMatch sets up m in place (see FindInto).
func initMatch(m *Match, re *Regexp, s *Subject, pos, endpos int) {
	*m = Match{re: re, subject: s, pos: pos, endpos: endpos}
	if n := 2*re.groups + 2; n <= len(m.inline) {
		m.spans = m.inline[:n]
	} else {
		m.spans = make([]int, n)
	}
}

// Regexp returns the pattern that made the match.
func (m *Match) Regexp() *Regexp { return m.re }

// Subject returns the string the match was made on.
func (m *Match) Subject() *Subject { return m.subject }

// Pos is Match.pos: where the search began, after clamping.
func (m *Match) Pos() int { return m.pos }

// EndPos is Match.endpos: where the search stopped, after clamping.
func (m *Match) EndPos() int { return m.endpos }

// Span returns the span of group g, (-1, -1) when it did not take part.
// g must be in [0, Groups()].
func (m *Match) Span(g int) (start, end int) { return m.spans[2*g], m.spans[2*g+1] }

// Group returns the text of group g; ok is false (None in Python) when
// the group did not take part in the match.
func (m *Match) Group(g int) (s string, ok bool) {
	start, end := m.Span(g)
	if start < 0 {
		return "", false
	}
	return m.subject.Slice(start, end), true
}

// LastIndex is Match.lastindex: the group that closed last, or 0 (None)
// when no group took part. regexp2 does not record the order in which
// groups close, so it is inferred: a group closes after every group inside
// it, so only outermost groups that took part compete. Between two of
// them, pattern order decides, except that between groups in repeats
// (and not in look-aheads, whose entry point is unknown) the one ending
// last wins, since a later iteration closes later. This is sre's answer
// except in contrived mixes of look-aheads and repeats.
func (m *Match) LastIndex() int {
	re := m.re
	best := 0
	for g := 1; g <= re.groups; g++ {
		if m.spans[2*g] < 0 {
			continue
		}
		outermost := true
		for a := re.parent[g]; a != 0; a = re.parent[a] {
			if m.spans[2*a] >= 0 {
				outermost = false
				break
			}
		}
		if outermost && (best == 0 || m.closesAfter(g, best)) {
			best = g
		}
	}
	return best
}

// closesAfter guesses whether group g closed after group h.
func (m *Match) closesAfter(g, h int) bool {
	re := m.re
	if (re.repeated[g] || re.repeated[h]) && !re.ahead[g] && !re.ahead[h] {
		eg, eh := m.spans[2*g+1], m.spans[2*h+1]
		if eg != eh {
			return eg > eh
		}
	}
	return re.closeOrder[g] > re.closeOrder[h]
}

// LastGroup is Match.lastgroup: the name of LastIndex's group, ok false
// for None.
func (m *Match) LastGroup() (string, bool) {
	g := m.LastIndex()
	if g == 0 || m.re.groupNames[g] == "" {
		return "", false
	}
	return m.re.groupNames[g], true
}

// Search is Pattern.search(string, pos, endpos); a nil Match is None.
// The match stops with an error wrapping ErrDeadline when ctx is done
// (its deadline is checked inside the match, cancellation between
// matches), and ErrBacktrackLimit when it needs too much memory.
func (re *Regexp) Search(ctx context.Context, s *Subject, pos, endpos int) (*Match, error) {
	return re.find(ctx, variantSearch, s, pos, endpos)
}

// Match is Pattern.match(string, pos, endpos): a match starting at pos.
func (re *Regexp) Match(ctx context.Context, s *Subject, pos, endpos int) (*Match, error) {
	return re.find(ctx, variantMatch, s, pos, endpos)
}

// FullMatch is Pattern.fullmatch(string, pos, endpos): a match of all of
// string[pos:endpos].
func (re *Regexp) FullMatch(ctx context.Context, s *Subject, pos, endpos int) (*Match, error) {
	return re.find(ctx, variantFull, s, pos, endpos)
}

// Mode selects what FindInto does: Pattern.search, match or fullmatch.
type Mode uint8

// The modes of FindInto.
const (
	ModeSearch Mode = iota
	ModeMatch
	ModeFull
)

// FindInto is Search, Match or FullMatch by mode, made in m, which the
// caller may allocate along with its own wrapper; ok false is None. m
// must not be copied after.
func (re *Regexp) FindInto(ctx context.Context, mode Mode, s *Subject, pos, endpos int, m *Match) (ok bool, err error) {
	v := [...]variant{ModeSearch: variantSearch, ModeMatch: variantMatch, ModeFull: variantFull}[mode]
	return re.findInto(ctx, v, s, pos, endpos, m)
}

func (re *Regexp) find(ctx context.Context, v variant, s *Subject, pos, endpos int) (*Match, error) {
	m := &Match{}
	ok, err := re.findInto(ctx, v, s, pos, endpos, m)
	if err != nil || !ok {
		return nil, err
	}
	return m, nil
}

func (re *Regexp) findInto(ctx context.Context, v variant, s *Subject, pos, endpos int, m *Match) (bool, error) {
	if err := re.checkSubject(s); err != nil {
		return false, err
	}
	pos, endpos = clampPos(pos, endpos, s.Len())
	end := endpos
	if pos > endpos {
		// sre still runs match() at pos, past the end, where only an
		// empty match can succeed; search and fullmatch find nothing.
		if v != variantMatch {
			return false, nil
		}
		end = pos
	}
	initMatch(m, re, s, pos, endpos)
	return re.exec(ctx, v, s, pos, end, m.spans)
}

// checkSubject refuses a str subject for a bytes pattern and the reverse,
// with CPython's TypeError.
func (re *Regexp) checkSubject(s *Subject) error {
	switch {
	case re.isBytes && !s.isBytes:
		return &Error{Type: "TypeError", Msg: "cannot use a bytes pattern on a string-like object", Pos: -1}
	case !re.isBytes && s.isBytes:
		return &Error{Type: "TypeError", Msg: "cannot use a string pattern on a bytes-like object", Pos: -1}
	}
	return nil
}

// deadlineSlack is taken off the time left before it becomes regexp2's
// MatchTimeout: regexp2 reads a clock that ticks every 100 ms and adds
// one tick to every timeout, so an unadjusted match would overrun.
const deadlineSlack = 100 * time.Millisecond

// reuseSpan is how long a timed copy of an engine serves (see limited): a
// match may stop that much before the deadline would stop it.
const reuseSpan = 20 * time.Millisecond

// exec runs one variant at pos on s[:endpos], filling spans.
func (re *Regexp) exec(ctx context.Context, v variant, s *Subject, pos, endpos int, spans []int) (bool, error) {
	if re.fast != nil && (v == variantMatch || v == variantSearch && !re.fast.leadingAlt) {
		if err := ctx.Err(); err != nil {
			return false, fmt.Errorf("%w: %w", ErrDeadline, err)
		}
		steps := 0
		return re.fast.search(ctx, s, endpos, pos, v == variantMatch, re.minWidth, spans, &steps)
	}
	eng, err := re.limited(ctx, v, s.ascii)
	if err != nil {
		return false, err
	}
	found := false
	err = eng.FindRunesMatches(s.Runes()[:endpos], pos, func(view regexp2.MatchView) bool {
		found = true
		copySpans(view, spans)
		return false
	})
	if err != nil {
		return false, re.matchError(ctx, err)
	}
	return found, nil
}

func copySpans(view regexp2.MatchView, spans []int) {
	for g := 0; 2*g < len(spans); g++ {
		if i, n, ok := view.GroupRange(g); ok {
			spans[2*g], spans[2*g+1] = i, i+n
		} else {
			spans[2*g], spans[2*g+1] = -1, -1
		}
	}
}

// limited returns the engine for v with ctx's deadline as its
// MatchTimeout: a shallow copy of the shared program, so concurrent
// calls with different deadlines do not race.
func (re *Regexp) limited(ctx context.Context, v variant, ascii bool) (*regexp2.Regexp, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDeadline, err)
	}
	eng, err := re.engine(v, ascii)
	if err != nil {
		return nil, err
	}
	deadline, ok := ctx.Deadline()
	if !ok {
		return eng, nil
	}
	left := time.Until(deadline)
	if left <= 0 {
		return nil, fmt.Errorf("%w: %w", ErrDeadline, context.DeadlineExceeded)
	}
	want := max(left-deadlineSlack, time.Millisecond)
	// A copy is made with reuseSpan less than the time wanted, and serves
	// the matches of the next reuseSpan: a new copy per match would
	// allocate the engine and its runners each time.
	native := 0
	if ascii {
		native = 1
	}
	slot := &re.timed[v][native]
	if c := slot.Load(); c != nil && c.timeout <= want {
		return c.eng, nil
	}
	cp := *eng
	cp.MatchTimeout = max(want-reuseSpan, time.Millisecond)
	slot.Store(&timedEngine{eng: &cp, timeout: cp.MatchTimeout})
	return &cp, nil
}

func (re *Regexp) matchError(ctx context.Context, err error) error {
	if errors.Is(err, regexp2.ErrBacktrackingStackLimit) {
		return fmt.Errorf("%w: %w", ErrBacktrackLimit, err)
	}
	if _, ok := ctx.Deadline(); ok {
		// regexp2's timeout error is not typed: any other failure with a
		// deadline set is the deadline.
		return fmt.Errorf("%w: pattern %q", ErrDeadline, re.pattern)
	}
	return fmt.Errorf("pyre: match %q: %w", re.pattern, err)
}
