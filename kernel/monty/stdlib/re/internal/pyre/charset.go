package pyre

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// A character set of Python's (a literal under IGNORECASE, [...], \w...)
// becomes an explicit list of code point ranges before it reaches regexp2,
// so that what it matches is CPython's definition and not .NET's: \w is
// str.isalnum() or '_' (with the Unicode 14 data CPython 3.11 has), and
// case-insensitive matching follows sre's lowercase-plus-extra-cases rule.
// regexp2 then runs case-sensitively on these sets.

// runeSet is a sorted list of disjoint, non-adjacent ranges [lo, hi].
type runeSet []rune

const maxRune = 0x10ffff

// add returns s with [lo, hi] added.
func (s runeSet) add(lo, hi rune) runeSet {
	return s.union(runeSet{lo, hi})
}

// union returns the ranges of s and t merged.
func (s runeSet) union(t runeSet) runeSet {
	pairs := make([][2]rune, 0, (len(s)+len(t))/2)
	for i := 0; i < len(s); i += 2 {
		pairs = append(pairs, [2]rune{s[i], s[i+1]})
	}
	for i := 0; i < len(t); i += 2 {
		pairs = append(pairs, [2]rune{t[i], t[i+1]})
	}
	slices.SortFunc(pairs, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	out := make(runeSet, 0, len(pairs)*2)
	for _, p := range pairs {
		if n := len(out); n > 0 && p[0] <= out[n-1]+1 {
			out[n-1] = max(out[n-1], p[1])
			continue
		}
		out = append(out, p[0], p[1])
	}
	return out
}

// negate returns the complement of s in [0, maxRune].
func (s runeSet) negate() runeSet {
	var out runeSet
	next := rune(0)
	for i := 0; i < len(s); i += 2 {
		if s[i] > next {
			out = append(out, next, s[i]-1)
		}
		next = s[i+1] + 1
	}
	if next <= maxRune {
		out = append(out, next, maxRune)
	}
	return out
}

// clip returns the members of s up to hi.
func (s runeSet) clip(hi rune) runeSet {
	var out runeSet
	for i := 0; i < len(s) && s[i] <= hi; i += 2 {
		out = append(out, s[i], min(s[i+1], hi))
	}
	return out
}

// contains reports whether r is in s.
func (s runeSet) contains(r rune) bool {
	i := sort.Search(len(s)/2, func(i int) bool { return s[2*i+1] >= r })
	return i < len(s)/2 && s[2*i] <= r
}

// categorySet is the set of a category escape under flags.
func categorySet(c category, flags Flags) runeSet {
	unicode := flags&Unicode != 0
	var s runeSet
	switch c {
	case catDigit, catNotDigit:
		s = runeSet{'0', '9'}
		if unicode {
			s = unicodeDigit
		}
	case catSpace, catNotSpace:
		s = runeSet{'\t', '\r', ' ', ' '}
		if unicode {
			s = unicodeSpace
		}
	case catWord, catNotWord:
		s = runeSet{'0', '9', 'A', 'Z', '_', '_', 'a', 'z'}
		if unicode {
			s = unicodeWord
		}
	}
	if c == catNotDigit || c == catNotSpace || c == catNotWord {
		return s.negate()
	}
	return s
}

// caseClass returns the runes IGNORECASE treats as equal to r (including
// r), or nil when r has no other case.
func caseClass(r rune, flags Flags) []rune {
	if flags&Unicode == 0 {
		switch {
		case r >= 'a' && r <= 'z':
			return []rune{r - 32, r}
		case r >= 'A' && r <= 'Z':
			return []rune{r, r + 32}
		}
		return nil
	}
	i, ok := slices.BinarySearch(caseMembers, r)
	if !ok {
		return nil
	}
	return caseClasses[caseClassOf[i]]
}

// foldSet returns s closed under IGNORECASE: every rune that sre would
// match case-insensitively against a member of s.
func foldSet(s runeSet, flags Flags) runeSet {
	var extra runeSet
	if flags&Unicode == 0 {
		for c := rune('A'); c <= 'z'; c++ {
			if s.contains(c) {
				for _, o := range caseClass(c, flags) {
					extra = append(extra, o, o)
				}
			}
		}
	} else {
		// Visit only the runes that have another case.
		seen := make(map[uint16]bool)
		for i, m := range caseMembers {
			if cl := caseClassOf[i]; !seen[cl] && s.contains(m) {
				seen[cl] = true
				for _, o := range caseClasses[cl] {
					extra = append(extra, o, o)
				}
			}
		}
	}
	if len(extra) == 0 {
		return s
	}
	return s.union(extra.normalize())
}

// normalize sorts and merges an unsorted list of ranges.
func (s runeSet) normalize() runeSet { return runeSet(nil).union(s) }

// writeClass writes s as a regexp2 character class.
func writeClass(b *strings.Builder, s runeSet) {
	switch {
	case len(s) == 0:
		b.WriteString("(?!)")
		return
	case len(s) == 2 && s[0] == s[1]:
		writeLiteral(b, s[0])
		return
	case len(s) > 2*bigClass && writeCategoryClass(b, s):
		return
	}
	b.WriteByte('[')
	writeRanges(b, s)
	b.WriteByte(']')
}

// bigClass is the number of ranges past which a class is worth writing
// with Unicode categories: regexp2 parses a class in time quadratic in
// its ranges, so \w as 734 ranges costs milliseconds to compile.
const bigClass = 48

var (
	goWordOnce sync.Once
	goWord     runeSet // \p{L} ∪ \p{N} ∪ {'_'} as regexp2 (and Go's unicode) see them
)

func rangeTableSet(tabs ...*unicode.RangeTable) runeSet {
	var s runeSet
	for _, t := range tabs {
		for _, r := range t.R16 {
			s = appendStrided(s, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
		for _, r := range t.R32 {
			s = appendStrided(s, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
	}
	return s.normalize()
}

func appendStrided(s runeSet, lo, hi, stride rune) runeSet {
	if stride == 1 {
		return append(s, lo, hi)
	}
	for c := lo; c <= hi; c += stride {
		s = append(s, c, c)
	}
	return s
}

// minus returns s without t.
func (s runeSet) minus(t runeSet) runeSet { return s.negate().union(t).negate() }

// writeCategoryClass writes a big set as Go's word categories plus and
// minus a few ranges, when that is much shorter, using .NET's class
// subtraction: [\p{L}\p{N}_E-[D]] is (L ∪ N ∪ _ ∪ E) − D, and
// [\P{L}E-[\p{N}_D-[E]]] is (¬(L ∪ N ∪ _) ∪ E) − D.
func writeCategoryClass(b *strings.Builder, s runeSet) bool {
	goWordOnce.Do(func() { goWord = rangeTableSet(unicode.L, unicode.N).add('_', '_') })
	posE, posD := s.minus(goWord), goWord.minus(s)
	notWord := goWord.negate()
	negE, negD := s.minus(notWord), notWord.minus(s)
	pos, neg := len(posE)+len(posD), len(negE)+len(negD)
	if min(pos, neg) > len(s)/2 {
		return false
	}
	if pos <= neg {
		b.WriteString(`[\p{L}\p{N}_`)
		writeRanges(b, posE)
		if len(posD) > 0 {
			b.WriteString(`-[`)
			writeRanges(b, posD)
			b.WriteByte(']')
		}
		b.WriteByte(']')
		return true
	}
	b.WriteString(`[\P{L}`)
	writeRanges(b, negE)
	b.WriteString(`-[\p{N}_`)
	writeRanges(b, negD)
	if len(negE) > 0 {
		b.WriteString(`-[`)
		writeRanges(b, negE)
		b.WriteByte(']')
	}
	b.WriteString(`]]`)
	return true
}

// writeRanges writes the ranges of s for inside [...].
func writeRanges(b *strings.Builder, s runeSet) {
	for i := 0; i < len(s); i += 2 {
		writeClassRune(b, s[i])
		if s[i+1] != s[i] {
			if s[i+1] > s[i]+1 {
				b.WriteByte('-')
			}
			writeClassRune(b, s[i+1])
		}
	}
}

func isASCIIAlnum(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// writeClassRune writes r inside [...]: letters and digits as themselves,
// anything else as \x{hex}, which regexp2 reads the same in and out of
// classes.
func writeClassRune(b *strings.Builder, r rune) {
	if isASCIIAlnum(r) {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{`)
	b.WriteString(strconv.FormatInt(int64(r), 16))
	b.WriteByte('}')
}

// writeLiteral writes r as a regexp2 literal.
func writeLiteral(b *strings.Builder, r rune) {
	switch {
	case isASCIIAlnum(r) || r == '_':
		b.WriteRune(r)
	case strings.ContainsRune(`\*+?|{[()^$.#`, r):
		// .NET's metacharacters; other punctuation stays bare, since
		// \' and \< start named backreferences there.
		b.WriteByte('\\')
		b.WriteRune(r)
	case r < 0x7f && r > ' ':
		b.WriteRune(r)
	default:
		writeClassRune(b, r)
	}
}
