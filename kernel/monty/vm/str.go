package vm

import (
	"strings"
	"unicode/utf8"
)

// Str is a Python str. The text is held as UTF-8 (WTF-8 for lone
// surrogates); the number of code points and the hash are computed on
// first use and kept, so len() and dict lookups of the same string are
// O(1) after the first.
type Str struct {
	s     string
	hash  int64
	n     int // code points + 1; 0 when not yet counted
	state uint8
	// buf, when set, holds s as its whole content, with room to grow:
	// the str is the last one made by appending to it (strAppend), and
	// the next concatenation onto it appends too. Only that last str
	// holds buf, so buf's length is always len(s).
	buf *strings.Builder
}

const strHashed = 1

// Type returns str.
func (*Str) Type() *Type { return StrType }

// String returns the Go string.
func (s *Str) String() string { return s.s }

// asciiStrs are the one-character ASCII strings, preallocated with their
// hashes (indexing and iterating a str allocates nothing for them).
var asciiStrs = func() (t [128]*Str) {
	for i := range t {
		s := &Str{s: string(rune(i)), n: 2}
		s.Hash()
		t[i] = s
	}
	return
}()

var emptyStr = func() *Str { s := &Str{n: 1}; s.Hash(); return s }()

// NewStr returns a Python str holding s.
func NewStr(s string) *Str {
	switch len(s) {
	case 0:
		return emptyStr
	case 1:
		if s[0] < utf8.RuneSelf {
			return asciiStrs[s[0]]
		}
	}
	return &Str{s: s}
}

// newStrN returns a str whose code-point count n is already known.
func newStrN(s string, n int) *Str {
	if len(s) <= 1 {
		return NewStr(s)
	}
	return &Str{s: s, n: n + 1}
}

// Hash returns the str's hash.
func (s *Str) Hash() int64 {
	if s.state&strHashed != 0 {
		return s.hash
	}
	h := strHash(s.s, s.isASCII())
	s.hash = h
	s.state |= strHashed
	return h
}

// Len returns the number of code points.
func (s *Str) Len() int {
	if s.n == 0 {
		s.n = countRunes(s.s) + 1
	}
	return s.n - 1
}

// isASCII reports whether every code point is one byte.
func (s *Str) isASCII() bool { return s.Len() == len(s.s) }

func countRunes(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
		} else {
			i += runeLen(s[i:])
		}
		n++
	}
	return n
}

// runeLen returns the byte length of the code point at the start of s,
// treating WTF-8 surrogates (ED A0..BF xx) as one code point.
func runeLen(s string) int {
	c := s[0]
	switch {
	case c < 0x80:
		return 1
	case c < 0xE0:
		if len(s) >= 2 {
			return 2
		}
	case c < 0xF0:
		if len(s) >= 3 {
			return 3
		}
	default:
		if len(s) >= 4 {
			return 4
		}
	}
	return 1
}

// decodeRune decodes the code point at the start of s, surrogates included.
func decodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, n
}

// byteOffset returns the byte offset of code point i (0 <= i <= Len).
func (s *Str) byteOffset(i int) int {
	if s.isASCII() {
		return i
	}
	off := 0
	for ; i > 0; i-- {
		off += runeLen(s.s[off:])
	}
	return off
}

// index returns the code point at i (0 <= i < Len) as a str.
func (s *Str) index(i int) *Str {
	if s.isASCII() {
		return asciiStrs[s.s[i]]
	}
	off := s.byteOffset(i)
	n := runeLen(s.s[off:])
	if n == 1 && s.s[off] < utf8.RuneSelf {
		return asciiStrs[s.s[off]]
	}
	return newStrN(s.s[off:off+n], 1)
}

// runes returns the code points of s.
func (s *Str) runes() []rune {
	rs := make([]rune, 0, s.Len())
	for i := 0; i < len(s.s); {
		r, n := decodeRune(s.s[i:])
		rs = append(rs, r)
		i += n
	}
	return rs
}

// strFromRune returns the one-character str for r.
func strFromRune(r rune) *Str {
	if r >= 0 && r < utf8.RuneSelf {
		return asciiStrs[r]
	}
	return newStrN(encodeRune(r), 1)
}

// encodeRune encodes r, writing surrogates in WTF-8.
func encodeRune(r rune) string {
	if r >= 0xD800 && r <= 0xDFFF {
		return string([]byte{0xED, byte(0xA0 | (r>>6)&0x1F), byte(0x80 | r&0x3F)})
	}
	return string(r)
}

// strConcat returns x + y.
func (t *Thread) strConcat(x, y *Str) (Value, error) {
	if len(x.s) == 0 {
		return y, nil
	}
	if len(y.s) == 0 {
		return x, nil
	}
	if x.buf != nil {
		return t.strAppend(x, y)
	}
	if err := t.Alloc(int64(len(x.s) + len(y.s))); err != nil {
		return nil, err
	}
	r := &Str{s: x.s + y.s}
	if x.n != 0 && y.n != 0 {
		r.n = x.n + y.n - 1
	}
	return r, nil
}

// strAppend returns x + y for x += y, in amortised linear time over a
// loop of +=, as CPython's in-place concatenation of an unshared str. A
// Go string cannot grow, but a strings.Builder's can: its String shares
// the bytes written so far, which later writes leave alone. So x + y is
// x's builder with y written after x, when x is the last str made from it
// (x.buf set); else a new builder with room to grow. Strs made before
// keep their bytes, which no write touches, so sharing x is harmless: a
// str that is no longer the last is copied like any other.
func (t *Thread) strAppend(x, y *Str) (Value, error) {
	if len(x.s) == 0 {
		return y, nil
	}
	if len(y.s) == 0 {
		return x, nil
	}
	b := x.buf
	if b == nil && len(x.s)+len(y.s) < minStrBuf {
		// Short strs are copied: the room to grow would outweigh them.
		return t.strConcat(x, y)
	}
	if b == nil || b.Cap()-b.Len() < len(y.s) {
		// Charge the array the builder allocates as it grows: twice
		// what it had plus what is written (the array it outgrows is
		// garbage then); a new builder gets room for as much again.
		grow := 2 * (len(x.s) + len(y.s))
		if b != nil {
			grow = len(y.s)
		}
		charge := 2*bufCap(b) + grow
		if err := t.Alloc(int64(charge)); err != nil {
			return nil, err
		}
		if b == nil {
			b = new(strings.Builder)
			b.Grow(grow)
			b.WriteString(x.s)
		} else {
			b.Grow(grow)
		}
	}
	b.WriteString(y.s)
	x.buf = nil
	r := &Str{s: b.String(), buf: b}
	if x.n != 0 && y.n != 0 {
		r.n = x.n + y.n - 1
	}
	return r, nil
}

// minStrBuf is the shortest result of += that strAppend builds with room
// to grow.
const minStrBuf = 64

// bufCap returns the capacity of b, 0 for nil.
func bufCap(b *strings.Builder) int {
	if b == nil {
		return 0
	}
	return b.Cap()
}

// strRepeat returns s * n.
func (t *Thread) strRepeat(s *Str, n int64) (Value, error) {
	if n <= 0 || len(s.s) == 0 {
		return emptyStr, nil
	}
	if n == 1 {
		return s, nil
	}
	if int64(len(s.s)) > (1<<62)/n {
		return nil, t.memoryError()
	}
	if err := t.Alloc(int64(len(s.s)) * n); err != nil {
		return nil, err
	}
	r := &Str{s: strings.Repeat(s.s, int(n))}
	if s.n != 0 {
		r.n = (s.n-1)*int(n) + 1
	}
	return r, nil
}
