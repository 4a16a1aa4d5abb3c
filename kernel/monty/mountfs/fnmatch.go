package mountfs

import "slices"

// A globPattern is a shell pattern compiled as Python's fnmatch.translate
// compiles it, to a list of tokens that each match one character, or any
// run of them ('*'). Matching is whole-name and case-sensitive
// (fnmatchcase), on code points; '*' and '?' match any character,
// newlines included.
type globPattern []globToken

type globToken struct {
	kind  byte // '*', '?', 'c' (the rune r), '[' (the class), 'x' (never)
	r     rune
	class *charClass
}

// charClass is a bracket expression: single code points and ranges,
// negated by a leading '!'.
type charClass struct {
	negate bool
	chars  []rune
	ranges [][2]rune
}

func (c *charClass) has(r rune) bool {
	in := slices.Contains(c.chars, r)
	for _, rg := range c.ranges {
		in = in || rg[0] <= r && r <= rg[1]
	}
	return in != c.negate
}

// compileGlob translates pattern as fnmatch.translate does: a '[' without
// a closing ']' is literal, "[!...]" negates, a ']' first in the brackets
// is literal, ranges whose ends are reversed are dropped (and a class left
// empty never matches), and a backslash is an ordinary character.
func compileGlob(pattern string) globPattern {
	pat := []rune(pattern)
	var toks globPattern
	i, n := 0, len(pat)
	for i < n {
		c := pat[i]
		i++
		switch c {
		case '*':
			if len(toks) == 0 || toks[len(toks)-1].kind != '*' {
				toks = append(toks, globToken{kind: '*'})
			}
		case '?':
			toks = append(toks, globToken{kind: '?'})
		case '[':
			j := i
			if j < n && pat[j] == '!' {
				j++
			}
			if j < n && pat[j] == ']' {
				j++
			}
			for j < n && pat[j] != ']' {
				j++
			}
			if j >= n {
				toks = append(toks, globToken{kind: 'c', r: '['})
				continue
			}
			toks = append(toks, bracket(pat, i, j))
			i = j + 1
		default:
			toks = append(toks, globToken{kind: 'c', r: c})
		}
	}
	return toks
}

// bracket compiles the class pat[i:j] (between '[' and ']').
func bracket(pat []rune, i, j int) globToken {
	stuff := pat[i:j]
	var chunks [][]rune
	if !slices.Contains(stuff, '-') {
		chunks = [][]rune{slices.Clone(stuff)}
	} else {
		// fnmatch.translate's chunks: the text between hyphens that make
		// ranges; a hyphen right after a range's end is literal.
		k := i + 1
		if pat[i] == '!' {
			k = i + 2
		}
		for {
			k = indexFrom(pat, '-', k, j)
			if k < 0 {
				break
			}
			chunks = append(chunks, slices.Clone(pat[i:k]))
			i = k + 1
			k += 3
		}
		if chunk := pat[i:j]; len(chunk) > 0 {
			chunks = append(chunks, slices.Clone(chunk))
		} else {
			last := len(chunks) - 1
			chunks[last] = append(chunks[last], '-')
		}
		for k := len(chunks) - 1; k > 0; k-- {
			prev := chunks[k-1]
			if len(prev) > 0 && len(chunks[k]) > 0 && prev[len(prev)-1] > chunks[k][0] {
				chunks[k-1] = append(prev[:len(prev)-1], chunks[k][1:]...)
				chunks = slices.Delete(chunks, k, k+1)
			}
		}
	}
	total := len(chunks) - 1
	for _, ch := range chunks {
		total += len(ch)
	}
	switch {
	case total == 0:
		return globToken{kind: 'x'}
	case total == 1 && len(chunks) == 1 && chunks[0][0] == '!':
		return globToken{kind: '?'}
	}
	// The regular expression "c0-c1-c2": each hyphen between chunks
	// makes a range of the characters beside it; all else is literal.
	type item struct {
		r  rune
		op bool
	}
	var items []item
	for k, ch := range chunks {
		if k > 0 {
			items = append(items, item{op: true})
		}
		for _, r := range ch {
			items = append(items, item{r: r})
		}
	}
	cls := &charClass{}
	if !items[0].op && items[0].r == '!' {
		cls.negate = true
		items = items[1:]
	}
	for x := 0; x < len(items); {
		lo := items[x].r
		if items[x].op {
			lo = '-'
		}
		x++
		if x+1 < len(items) && items[x].op {
			hi := items[x+1].r
			if items[x+1].op {
				hi = '-'
			}
			cls.ranges = append(cls.ranges, [2]rune{lo, hi})
			x += 2
			continue
		}
		cls.chars = append(cls.chars, lo)
		if x < len(items) && items[x].op { // "a-" at the end: both literal
			cls.chars = append(cls.chars, '-')
			x++
		}
	}
	return globToken{kind: '[', class: cls}
}

func indexFrom(s []rune, r rune, from, to int) int {
	for k := from; k < to; k++ {
		if s[k] == r {
			return k
		}
	}
	return -1
}

func (t globToken) matches(r rune) bool {
	switch t.kind {
	case '?':
		return true
	case 'c':
		return t.r == r
	case '[':
		return t.class.has(r)
	}
	return false
}

// match reports whether all of name matches. Each token but '*' takes one
// character, so one backtracking point (the last '*') suffices.
func (p globPattern) match(name string) bool {
	s := []rune(name)
	ti, si := 0, 0
	starT, starS := -1, 0
	for si < len(s) {
		switch {
		case ti < len(p) && p[ti].kind == '*':
			starT, starS = ti, si
			ti++
		case ti < len(p) && p[ti].matches(s[si]):
			ti++
			si++
		case starT >= 0:
			starS++
			ti, si = starT+1, starS
		default:
			return false
		}
	}
	for ti < len(p) && p[ti].kind == '*' {
		ti++
	}
	return ti == len(p)
}

// Match reports whether name matches the shell pattern, as Python's
// fnmatch.fnmatchcase(name, pattern) does (Glob's matcher, for the
// interpreter's fnmatch module).
func Match(name, pattern string) bool { return compileGlob(pattern).match(name) }
