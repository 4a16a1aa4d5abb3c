package vm

import "unicode/utf8"

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
