package io

import (
	"bytes"

	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// file is the state StringIO and BytesIO share. The buffer is bytes:
// UTF-8 (WTF-8, as str holds it) for StringIO, the bytes themselves for
// BytesIO. Positions are in units, code points or bytes, as Python counts
// them; while every unit is one byte (n == len(buf), always so for
// BytesIO and for ASCII text) a position is its byte offset, otherwise
// the byte offset of the position is kept alongside it (bpos) so that
// writing and reading on from where the last operation stopped never
// rescans the text.
type file struct {
	cls    *vm.Type
	buf    []byte
	n      int // units in buf
	pos    int // the position, in units; may be past the end
	bpos   int // byte offset of pos when pos <= n, -1 when not worked out
	closed bool
	isText bool

	// StringIO's newline argument: nlNone (None), or the str given.
	newline string
	// seen records the line endings written in the modes that track
	// them (newline None or ''), for the newlines attribute.
	seen uint8
}

// nlNone stands for newline=None (universal newlines: \r\n and \r are
// written as \n), which no str argument can be.
const nlNone = "\x00none"

// The line endings seen, as bits of file.seen.
const (
	seenCR = 1 << iota
	seenLF
	seenCRLF
)

func (f *file) Type() *vm.Type { return f.cls }

// unitLen returns the byte length of the unit starting at buf[i]. The
// text came from str values, so a lead byte says how long its code point
// is (WTF-8 surrogates are three bytes like any other BMP code point).
func (f *file) unitLen(i int) int {
	c := f.buf[i]
	k := 1
	switch {
	case c < 0x80 || !f.isText:
	case c < 0xE0:
		k = 2
	case c < 0xF0:
		k = 3
	default:
		k = 4
	}
	return min(k, len(f.buf)-i)
}

// skip returns the byte offset k units after byte offset b (k within the
// buffer).
func (f *file) skip(b, k int) int {
	if f.n == len(f.buf) {
		return b + k
	}
	for ; k > 0 && b < len(f.buf); k-- {
		b += f.unitLen(b)
	}
	return b
}

// offset returns the byte offset of unit p (p <= n).
func (f *file) offset(p int) int {
	switch {
	case f.n == len(f.buf):
		return p
	case p == f.n:
		return len(f.buf)
	case f.bpos >= 0 && p >= f.pos:
		return f.skip(f.bpos, p-f.pos)
	}
	return f.skip(0, p)
}

// here returns the byte offset of the position, which must be within the
// buffer, and keeps it.
func (f *file) here() int {
	if f.bpos < 0 {
		f.bpos = f.offset(f.pos)
	}
	return f.bpos
}

// setPos moves the position to p.
func (f *file) setPos(p int) {
	f.pos = p
	switch {
	case p == 0:
		f.bpos = 0
	case f.n == len(f.buf) && p <= f.n:
		f.bpos = p
	case p == f.n:
		f.bpos = len(f.buf)
	default:
		f.bpos = -1
	}
}

// write puts w, k units, at the position, padding a gap with NULs.
func (f *file) write(t *vm.Thread, w string, k int) error {
	if f.pos >= f.n {
		grow := f.pos - f.n + len(w)
		if err := t.AllocElems(int64(grow), 1); err != nil {
			return err
		}
		if gap := f.pos - f.n; gap > 0 {
			f.buf = append(f.buf, make([]byte, gap)...)
		}
		f.buf = append(f.buf, w...)
		f.n = f.pos + k
		f.pos, f.bpos = f.n, len(f.buf)
		return nil
	}
	b0 := f.here()
	if f.pos+k >= f.n {
		// The write reaches the end: what it covers goes.
		if grow := b0 + len(w) - len(f.buf); grow > 0 {
			if err := t.AllocElems(int64(grow), 1); err != nil {
				return err
			}
		}
		f.buf = append(f.buf[:b0], w...)
		f.n = f.pos + k
		f.pos, f.bpos = f.n, len(f.buf)
		return nil
	}
	b1 := f.skip(b0, k)
	if b1-b0 == len(w) {
		copy(f.buf[b0:], w)
	} else {
		if grow := len(w) - (b1 - b0); grow > 0 {
			if err := t.AllocElems(int64(grow), 1); err != nil {
				return err
			}
		}
		rest := append([]byte(nil), f.buf[b1:]...)
		f.buf = append(append(f.buf[:b0], w...), rest...)
		// Units of different widths were swapped: count again.
		f.n = countUnits(f.buf, f.isText)
	}
	f.pos, f.bpos = f.pos+k, b0+len(w)
	return nil
}

// countUnits returns the number of units in b.
func countUnits(b []byte, isText bool) int {
	if !isText {
		return len(b)
	}
	n := 0
	for _, c := range b {
		// Every byte but a continuation byte starts a code point.
		if c&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

// read returns up to k units (all for k < 0) from the position, and moves
// past them.
func (f *file) read(k int) []byte {
	if f.pos >= f.n {
		return nil
	}
	if k < 0 || k > f.n-f.pos {
		k = f.n - f.pos
	}
	b0 := f.here()
	b1 := f.skip(b0, k)
	f.pos, f.bpos = f.pos+k, b1
	return f.buf[b0:b1]
}

// readline returns the rest of the line at the position, at most limit
// units (no limit when negative), and moves past it. Lines end as the
// newline argument says: at \n (the default, and None, whose text holds
// only \n), at any of \r, \n and \r\n (”), or at the terminator given.
func (f *file) readline(limit int) []byte {
	if f.pos >= f.n {
		return nil
	}
	b0 := f.here()
	end, units := len(f.buf), f.n-f.pos
	if limit >= 0 && limit < units {
		end, units = f.skip(b0, limit), limit
	}
	rest := f.buf[b0:end]
	cut := -1
	switch f.newline {
	case "", nlNone, "\n":
		if f.newline == "" {
			if i := bytes.IndexAny(rest, "\r\n"); i >= 0 {
				cut = i + 1
				if rest[i] == '\r' && i+1 < len(rest) && rest[i+1] == '\n' {
					cut++
				}
			}
		} else if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			cut = i + 1
		}
	default:
		if i := bytes.Index(rest, []byte(f.newline)); i >= 0 {
			cut = i + len(f.newline)
		}
	}
	if cut >= 0 {
		rest = rest[:cut]
		if f.n == len(f.buf) {
			units = cut
		} else {
			units = countUnits(rest, f.isText)
		}
	}
	f.pos, f.bpos = f.pos+units, b0+len(rest)
	return rest
}

// truncate cuts the buffer to size units; the position stays.
func (f *file) truncate(size int) {
	if size >= f.n {
		return
	}
	b := f.offset(size)
	if f.pos > size {
		f.bpos = -1
	}
	f.buf, f.n = f.buf[:b], size
}

// translate applies the newline argument to text being written: with None
// \r\n and \r become \n, with \r or \r\n each \n becomes that, and the
// line endings of the tracking modes are recorded.
func (f *file) translate(s string) string {
	switch f.newline {
	case "\n":
		return s
	case nlNone, "":
		if !containsCRLF(s) {
			return s
		}
		f.seen |= lineEndings(s)
		if f.newline == "" {
			return s
		}
		return replaceCR(s)
	}
	if !containsLF(s) {
		return s
	}
	return string(bytes.ReplaceAll([]byte(s), []byte("\n"), []byte(f.newline)))
}

func containsCRLF(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\r' || s[i] == '\n' {
			return true
		}
	}
	return false
}

func containsLF(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return true
		}
	}
	return false
}

// lineEndings returns the kinds of line ending in s.
func lineEndings(s string) uint8 {
	var seen uint8
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			seen |= seenLF
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				seen |= seenCRLF
				i++
			} else {
				seen |= seenCR
			}
		}
	}
	return seen
}

// replaceCR turns \r\n and \r into \n.
func replaceCR(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' {
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			c = '\n'
		}
		b = append(b, c)
	}
	return string(b)
}

// newlines is the value of StringIO.newlines: None, the one kind of line
// ending seen, or a tuple of them in the order \r, \n, \r\n.
func (f *file) newlines() vm.Value {
	var kinds []vm.Value
	for i, s := range []string{"\r", "\n", "\r\n"} {
		if f.seen&(1<<i) != 0 {
			kinds = append(kinds, vm.NewStr(s))
		}
	}
	switch len(kinds) {
	case 0:
		return vm.None
	case 1:
		return kinds[0]
	}
	return vm.Tuple(kinds)
}
