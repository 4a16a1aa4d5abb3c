package vm

import (
	"strings"
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

// maxNativeDepth bounds Go recursion over nested data that CPython does
// not bound by the recursion limit (hashing a tuple nested a hundred
// thousand deep works there): deep enough for any real program, shallow
// enough that Go's stack (1 GB at most, and a fatal error past it) is
// never at risk.
const maxNativeDepth = 1 << 17

// enterNative counts one level of such recursion; leaveNative undoes it.
func (t *Thread) enterNative() error {
	if t.nativeDepth >= maxNativeDepth {
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	t.nativeDepth++
	return nil
}

func (t *Thread) leaveNative() { t.nativeDepth-- }

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
