package vm

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// Guards: the sizes of results that built-ins compute before building
// them, so that an oversized one is refused by the memory budget first.

// expandTabsSize returns the length in bytes of s.expandtabs(tabsize),
// saturating at MaxInt64 / 2.
func expandTabsSize(s string, tabsize int64) int64 {
	const limit = 1 << 62
	var n, col int64
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\t':
			i++
			if tabsize > 0 {
				pad := tabsize - col%tabsize
				col += pad
				n += pad
				if n > limit || col > limit {
					return limit
				}
			}
			continue
		case c == '\n' || c == '\r':
			col = -1
		}
		size := 1
		if c >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(s[i:])
		}
		n += int64(size)
		i += size
		col++
	}
	return n
}

// chargeFormat charges the width and precision of a format specification
// for a value of a built-in type before it is formatted: '{:>9999999999}'
// and '{:.9999999999f}' ask for that many characters. (A class's own
// __format__ charges what it builds itself.)
func (t *Thread) chargeFormat(x Value, spec string) error {
	if len(spec) < 4 { // a width or precision under 1000
		return nil
	}
	switch x.(type) {
	case *Str, Int, Bool, *BigInt, Float, Complex:
	default:
		return nil
	}
	sp, err := format.ParseSpec(spec, "")
	if err != nil {
		return nil // formatting reports it
	}
	n := int64(max(sp.Width, sp.Precision))
	if n < 1<<12 {
		return nil
	}
	return t.AllocElems(n, int64(max(1, utf8.RuneLen(sp.Fill))))
}

// Go recursion. Python calling Python runs in one Go loop (run) and takes
// no Go stack, but every path where Go recurses does: comparing, hashing
// and printing nested containers, a built-in iterator pulling from
// another, and Go calling back into Python (a __eq__ or __repr__ called
// by the VM, map(f, ...), a generator resumed by Go). Go's stack cannot
// overflow gracefully (a fatal error that no recover catches), and it is
// memory the budget does not see, so the Thread counts it: nativeDepth,
// in units of one level of Go recursion over data (a few hundred bytes of
// stack); a re-entry of the loop weighs runWeight units (a few KB).
// Past maxNativeDepth, RecursionError, whatever the recursion limit says.
// The bound keeps the deepest Go stack a program can build under 32 MB,
// whatever recursion limit it sets; TestNativeDepthFitsStack checks it.
const (
	maxNativeDepth = 1 << 15
	runWeight      = 8
)

// MaxRecursionLimit is the highest recursion limit sys.setrecursionlimit
// may set when the host does not set a lower one. Python calling Python
// takes no Go stack, so this only bounds the frames' memory (charged;
// about 80 MB at this depth, inside the default budget, so a runaway
// recursion under a raised limit ends in RecursionError, not
// MemoryError); recursion through Go is bounded by maxNativeDepth as
// well. It lets a program recurse 100,000 deep and more, as CPython does
// once the limit is raised.
const MaxRecursionLimit = 1 << 18

// enterNative counts one level of Go recursion; leaveNative undoes it.
func (t *Thread) enterNative() error {
	if t.nativeDepth >= maxNativeDepth {
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	t.nativeDepth++
	return nil
}

func (t *Thread) leaveNative() { t.nativeDepth-- }

// parseCostPerByte bounds what parsing costs per byte of source: a
// token (28 bytes) per byte at worst ("-----1"), twice while the token
// slice grows, and the nodes built from them.
const parseCostPerByte = 64

// ChargeParse charges the memory that parsing n bytes of source may take,
// before the parser (which charges nothing as it goes) runs: compile(),
// eval(), exec() and ast.parse() of a string the program built.
func (t *Thread) ChargeParse(n int) error {
	if n < 1<<12 {
		return nil
	}
	return t.AllocElems(int64(n), parseCostPerByte)
}

// chargeWrite charges the growth of b for writing n more bytes, before
// the write: a strings.Builder that is full grows to twice its capacity
// plus n. (repr of a large list builds a large string.)
func (t *Thread) chargeWrite(b *strings.Builder, n int) error {
	if b.Len()+n <= b.Cap() {
		return nil
	}
	return t.Alloc(int64(b.Cap() + n))
}

// maxStrDigitsCap bounds sys.set_int_max_str_digits: converting between a
// decimal string and an int takes time quadratic in the digits, in one
// call of math/big that nothing interrupts (a million digits take a
// second, ten million minutes), so a sandbox does not lift the limit past
// this many digits (0, "no limit", means this many).
const maxStrDigitsCap = 100_000

func capStrDigits(n int64) int {
	if n == 0 || n > maxStrDigitsCap {
		return maxStrDigitsCap
	}
	return int(n)
}

// sortInterrupted carries an interruption out of a sort.
type sortInterrupted struct{ err error }

// runSort runs sort, whose comparisons call tick: every 4096 comparisons
// tick checks for interruption and abandons the sort (a sort of millions
// of keys compared in Go runs for a second with no Python code between).
func (t *Thread) runSort(sort func(tick func())) (err error) {
	defer func() {
		if r := recover(); r != nil {
			si, ok := r.(sortInterrupted)
			if !ok {
				panic(r)
			}
			err = si.err
		}
	}()
	n := 0
	sort(func() {
		if n++; n&4095 == 0 {
			if e := t.check(); e != nil {
				panic(sortInterrupted{e})
			}
		}
	})
	return nil
}

// expandTabsBytesSize is expandTabsSize for bytes: every byte a column.
func expandTabsBytesSize(b []byte, tabsize int64) int64 {
	const limit = 1 << 62
	var n, col int64
	for _, c := range b {
		switch c {
		case '\t':
			if tabsize > 0 {
				pad := tabsize - col%tabsize
				col += pad
				n += pad
				if n > limit || col > limit {
					return limit
				}
			}
			continue
		case '\n', '\r':
			col = -1
		}
		n++
		col++
	}
	return n
}

// replaceSize is the length of s with count (all when < 0) occurrences
// of old replaced by new, counted before replacing.
func replaceSize(s, old, new string, count int) int64 {
	k := strings.Count(s, old) // len(s)+1 for an empty old
	if count >= 0 && count < k {
		k = count
	}
	return int64(len(s)) + int64(k)*(int64(len(new))-int64(len(old)))
}

// pieceSize is what one piece of a split costs: the string header, the
// list slot and the str.
const pieceSize = 80

// fieldCount is at least the number of pieces str.split() (on
// whitespace) makes of s, at most maxsplit+1 when maxsplit >= 0.
func fieldCount(s string, maxsplit int) int64 {
	var n int64
	in := false
	for _, r := range s {
		sp := unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f
		if !sp && !in {
			n++
		}
		in = !sp
	}
	if maxsplit >= 0 {
		n = min(n, int64(maxsplit)+1)
	}
	return n
}

// lineCount is at least the number of lines str.splitlines() makes of s.
func lineCount(s string) int64 {
	n := int64(1)
	for _, r := range s {
		switch r {
		case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
			n++
		}
	}
	return n
}
