package text

import (
	"unicode"
	"unicode/utf8"
)

// Full case mappings of single code points: Go's simple mapping, or the
// generated exception when CPython maps differently (special casing such
// as 'ß'.upper() == 'SS', and characters Unicode 15 added).

func appendLower(dst []byte, r rune) []byte { return lowerCases.append(dst, r) }
func appendUpper(dst []byte, r rune) []byte { return upperCases.append(dst, r) }
func appendTitle(dst []byte, r rune) []byte { return titleCases.append(dst, r) }
func appendFold(dst []byte, r rune) []byte  { return foldCases.append(dst, r) }

// caseCache covers Latin, Greek and Cyrillic, where most cased text lives.
const caseCache = 0x530

// caseMapping is one full case mapping: the generated exceptions, a bitmap
// of them over the BMP so most code points skip the map lookup, and the
// simple mapping, cached for the common scripts (BenchmarkLowerNonASCII).
type caseMapping struct {
	bmp    [0x10000 / 64]uint64
	m      map[rune]string
	simple func(rune) rune
	cache  [caseCache]rune
}

func newCaseMapping(m map[rune]string, simple func(rune) rune) *caseMapping {
	c := &caseMapping{m: m, simple: simple}
	for r := range m {
		if r < 0x10000 {
			c.bmp[r>>6] |= 1 << (r & 63)
		}
	}
	for r := range c.cache {
		c.cache[r] = simple(rune(r))
	}
	return c
}

var (
	lowerCases = newCaseMapping(lowerSpecial, unicode.ToLower)
	upperCases = newCaseMapping(upperSpecial, unicode.ToUpper)
	titleCases = newCaseMapping(titleSpecial, unicode.ToTitle)
	foldCases  = newCaseMapping(foldSpecial, unicode.ToLower)
)

func (c *caseMapping) append(dst []byte, r rune) []byte {
	if r >= 0x10000 || r >= 0 && c.bmp[r>>6]&(1<<(r&63)) != 0 {
		if s, ok := c.m[r]; ok {
			return append(dst, s...)
		}
	}
	if r >= 0 && r < caseCache {
		r = c.cache[r]
	} else {
		r = c.simple(r)
	}
	if r < utf8.RuneSelf {
		return append(dst, byte(r))
	}
	return AppendRune(dst, r)
}
