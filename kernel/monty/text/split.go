package text

import (
	"strings"
	"unicode/utf8"
)

// maxsplit < 0 means no limit throughout, as in Python.

// spaceAt reports whether s[i:] starts with whitespace, and its length.
func spaceAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return asciiProps[c]&(1<<propSpace) != 0, 1
	}
	r, size := DecodeRune(s[i:])
	return IsSpace(r), size
}

// spaceBefore reports whether s[:i] ends with whitespace, and its length.
func spaceBefore(s string, i int) (bool, int) {
	if c := s[i-1]; c < utf8.RuneSelf {
		return asciiProps[c]&(1<<propSpace) != 0, 1
	}
	r, size := DecodeLastRune(s[:i])
	return IsSpace(r), size
}

// Split is str.split() with no separator: runs of whitespace separate
// fields, and leading and trailing whitespace yields no empty fields.
func Split(s string, maxsplit int) []string {
	if maxsplit < 0 && isASCII(s) {
		return splitASCII(s)
	}
	var out []string
	i := 0
	for ; maxsplit != 0; maxsplit-- {
		for i < len(s) {
			sp, size := spaceAt(s, i)
			if !sp {
				break
			}
			i += size
		}
		if i == len(s) {
			return out
		}
		j := i
		for i < len(s) {
			sp, size := spaceAt(s, i)
			if sp {
				break
			}
			i += size
		}
		out = append(out, s[j:i])
	}
	for i < len(s) {
		sp, size := spaceAt(s, i)
		if !sp {
			return append(out, s[i:])
		}
		i += size
	}
	return out
}

// asciiSpace marks the ASCII whitespace bytes of str.isspace().
var asciiSpace = func() (t [128]bool) {
	for c := range t {
		t[c] = asciiProps[c]&(1<<propSpace) != 0
	}
	return t
}()

// splitASCII is Split of an ASCII string without a limit, counting the
// fields first to allocate once (BenchmarkSplitWhitespace).
func splitASCII(s string) []string {
	n, in := 0, false
	for i := 0; i < len(s); i++ {
		sp := asciiSpace[s[i]]
		if !sp && !in {
			n++
		}
		in = !sp
	}
	out := make([]string, 0, n)
	for i := 0; i < len(s); {
		for i < len(s) && asciiSpace[s[i]] {
			i++
		}
		j := i
		for i < len(s) && !asciiSpace[s[i]] {
			i++
		}
		if i > j {
			out = append(out, s[j:i])
		}
	}
	return out
}

// RSplit is str.rsplit() with no separator, splitting from the right.
func RSplit(s string, maxsplit int) []string {
	var out []string
	i := len(s)
	for ; maxsplit != 0; maxsplit-- {
		for i > 0 {
			sp, size := spaceBefore(s, i)
			if !sp {
				break
			}
			i -= size
		}
		if i == 0 {
			return reverse(out)
		}
		j := i
		for i > 0 {
			sp, size := spaceBefore(s, i)
			if sp {
				break
			}
			i -= size
		}
		out = append(out, s[i:j])
	}
	for i > 0 {
		sp, size := spaceBefore(s, i)
		if !sp {
			out = append(out, s[:i])
			break
		}
		i -= size
	}
	return reverse(out)
}

func reverse(ss []string) []string {
	for i, j := 0, len(ss)-1; i < j; i, j = i+1, j-1 {
		ss[i], ss[j] = ss[j], ss[i]
	}
	return ss
}

// errEmptySeparator is raised by split, rsplit, partition and rpartition.
var errEmptySeparator = &Error{Type: "ValueError", Msg: "empty separator"}

// SplitSep is str.split(sep, maxsplit) with a separator.
func SplitSep(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, errEmptySeparator
	}
	if maxsplit < 0 || maxsplit >= len(s) {
		return strings.Split(s, sep), nil
	}
	return strings.SplitN(s, sep, maxsplit+1), nil
}

// RSplitSep is str.rsplit(sep, maxsplit) with a separator.
func RSplitSep(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, errEmptySeparator
	}
	if maxsplit < 0 {
		return strings.Split(s, sep), nil
	}
	var out []string
	for ; maxsplit > 0; maxsplit-- {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			break
		}
		out = append(out, s[i+len(sep):])
		s = s[:i]
	}
	return reverse(append(out, s)), nil
}

// SplitLines is str.splitlines(keepends): lines end at \n, \r, \r\n,
// \v, \f, \x1c, \x1d, \x1e, \x85, \u2028 and \u2029; a final line break
// does not start an empty line.
func SplitLines(s string, keepends bool) []string {
	var out []string
	for i, j := 0, 0; i < len(s); j = i {
		size := 0
		for i < len(s) {
			var r rune
			r, size = DecodeRune(s[i:])
			if IsLineBreak(r) {
				break
			}
			i += size
		}
		eol := i
		if i < len(s) {
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i += 2
			} else {
				i += size
			}
			if keepends {
				eol = i
			}
		}
		out = append(out, s[j:eol])
	}
	return out
}

// Partition is str.partition(sep): the part before the first sep, sep,
// and the part after; (s, "", "") when sep is absent.
func Partition(s, sep string) (before, match, after string, err error) {
	if sep == "" {
		return "", "", "", errEmptySeparator
	}
	if i := strings.Index(s, sep); i >= 0 {
		return s[:i], sep, s[i+len(sep):], nil
	}
	return s, "", "", nil
}

// RPartition is str.rpartition(sep), splitting at the last sep; ("", "", s)
// when sep is absent.
func RPartition(s, sep string) (before, match, after string, err error) {
	if sep == "" {
		return "", "", "", errEmptySeparator
	}
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], sep, s[i+len(sep):], nil
	}
	return "", "", s, nil
}
