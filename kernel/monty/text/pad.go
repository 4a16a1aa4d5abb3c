package text

import (
	"strings"
	"unicode/utf8"
)

// Strip is str.strip(): s without leading and trailing whitespace.
func Strip(s string) string { return RStrip(LStrip(s)) }

// LStrip is str.lstrip().
func LStrip(s string) string {
	i := 0
	for i < len(s) {
		sp, size := spaceAt(s, i)
		if !sp {
			break
		}
		i += size
	}
	return s[i:]
}

// RStrip is str.rstrip().
func RStrip(s string) string {
	i := len(s)
	for i > 0 {
		sp, size := spaceBefore(s, i)
		if !sp {
			break
		}
		i -= size
	}
	return s[:i]
}

// StripChars is str.strip(chars): s without leading and trailing code
// points that occur in chars.
func StripChars(s, chars string) string { return RStripChars(LStripChars(s, chars), chars) }

// LStripChars is str.lstrip(chars).
func LStripChars(s, chars string) string {
	i := 0
	for i < len(s) {
		r, size := DecodeRune(s[i:])
		if !containsRune(chars, r) {
			break
		}
		i += size
	}
	return s[i:]
}

// RStripChars is str.rstrip(chars).
func RStripChars(s, chars string) string {
	i := len(s)
	for i > 0 {
		r, size := DecodeLastRune(s[:i])
		if !containsRune(chars, r) {
			break
		}
		i -= size
	}
	return s[:i]
}

func containsRune(s string, r rune) bool {
	if r < utf8.RuneSelf {
		return strings.IndexByte(s, byte(r)) >= 0
	}
	return strings.Contains(s, string(AppendRune(nil, r)))
}

// pad returns s with left and right copies of fill around it.
func pad(s string, left, right int, fill rune) string {
	var f []byte
	f = AppendRune(f, fill)
	var b strings.Builder
	b.Grow(len(s) + (left+right)*len(f))
	for range left {
		b.Write(f)
	}
	b.WriteString(s)
	for range right {
		b.Write(f)
	}
	return b.String()
}

// Center is str.center(width, fill). Odd padding puts the extra fill
// character on the left when width is odd, as CPython does.
func Center(s string, width int, fill rune) string {
	n := Len(s)
	if n >= width {
		return s
	}
	marg := width - n
	left := marg/2 + (marg & width & 1)
	return pad(s, left, marg-left, fill)
}

// LJust is str.ljust(width, fill).
func LJust(s string, width int, fill rune) string {
	if n := Len(s); n < width {
		return pad(s, 0, width-n, fill)
	}
	return s
}

// RJust is str.rjust(width, fill).
func RJust(s string, width int, fill rune) string {
	if n := Len(s); n < width {
		return pad(s, width-n, 0, fill)
	}
	return s
}

// ZFill is str.zfill(width): zeros on the left, after a leading sign.
func ZFill(s string, width int) string {
	n := Len(s)
	if n >= width {
		return s
	}
	zeros := strings.Repeat("0", width-n)
	if s != "" && (s[0] == '+' || s[0] == '-') {
		return s[:1] + zeros + s[1:]
	}
	return zeros + s
}

// ExpandTabs is str.expandtabs(tabsize): each tab becomes spaces up to the
// next multiple of tabsize columns, counted from the last \n or \r; tabs
// vanish when tabsize <= 0.
func ExpandTabs(s string, tabsize int) string {
	if strings.IndexByte(s, '\t') < 0 {
		return s
	}
	var b strings.Builder
	col := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\t':
			i++
			if tabsize > 0 {
				n := tabsize - col%tabsize
				col += n
				for range n {
					b.WriteByte(' ')
				}
			}
			continue
		case c == '\n' || c == '\r':
			col = -1
		}
		size := 1
		if c >= utf8.RuneSelf {
			_, size = DecodeRune(s[i:])
		}
		b.WriteString(s[i : i+size])
		i += size
		col++
	}
	return b.String()
}
