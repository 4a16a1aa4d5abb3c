package text

import "strings"

// The search methods take Python's start and end arguments as ints in
// code points, with 0 and math.MaxInt standing for omitted ones (and
// huge or tiny Python ints clamped to the int range by the caller), and
// return code-point indices.

// Find returns str.find(sub, start, end): the lowest index of sub within
// s[start:end], or -1.
func Find(s, sub string, start, end int) int {
	w, off, _, ascii := window(s, start, end)
	if off < 0 {
		return -1
	}
	i := strings.Index(w, sub)
	if i < 0 {
		return -1
	}
	return codePointIndex(s, off+i, ascii)
}

// RFind returns str.rfind(sub, start, end): the highest index, or -1.
func RFind(s, sub string, start, end int) int {
	w, off, _, ascii := window(s, start, end)
	if off < 0 {
		return -1
	}
	i := strings.LastIndex(w, sub)
	if i < 0 {
		return -1
	}
	return codePointIndex(s, off+i, ascii)
}

// codePointIndex converts byte offset b of s to a code-point index.
func codePointIndex(s string, b int, ascii bool) int {
	if ascii {
		return b
	}
	return Len(s[:b])
}

// Index is str.index: Find, with ValueError "substring not found" for -1.
func Index(s, sub string, start, end int) (int, error) {
	if i := Find(s, sub, start, end); i >= 0 {
		return i, nil
	}
	return -1, &Error{Type: "ValueError", Msg: "substring not found"}
}

// RIndex is str.rindex.
func RIndex(s, sub string, start, end int) (int, error) {
	if i := RFind(s, sub, start, end); i >= 0 {
		return i, nil
	}
	return -1, &Error{Type: "ValueError", Msg: "substring not found"}
}

// Count returns str.count(sub, start, end): non-overlapping occurrences;
// an empty sub matches between every two code points and at both ends.
func Count(s, sub string, start, end int) int {
	w, off, _, _ := window(s, start, end)
	if off < 0 {
		return 0
	}
	if sub == "" {
		return Len(w) + 1
	}
	return strings.Count(w, sub)
}

// StartsWith returns str.startswith(prefix, start, end) for one prefix;
// the caller loops over a tuple of prefixes.
func StartsWith(s, prefix string, start, end int) bool {
	w, off, _, _ := window(s, start, end)
	return off >= 0 && strings.HasPrefix(w, prefix)
}

// EndsWith returns str.endswith(suffix, start, end) for one suffix.
func EndsWith(s, suffix string, start, end int) bool {
	w, off, _, _ := window(s, start, end)
	return off >= 0 && strings.HasSuffix(w, suffix)
}

// Replace returns str.replace(old, new, count): the first count
// occurrences of old replaced (all when count < 0). An empty old inserts
// new before every code point and at the end.
func Replace(s, old, new string, count int) string {
	if count == 0 || old == new {
		return s
	}
	if old != "" {
		return strings.Replace(s, old, new, count)
	}
	n := Len(s) + 1
	if count < 0 || count > n {
		count = n
	}
	var b strings.Builder
	b.Grow(len(s) + count*len(new))
	i := 0
	for k := 0; k < count; k++ {
		b.WriteString(new)
		if i < len(s) {
			_, size := DecodeRune(s[i:])
			b.WriteString(s[i : i+size])
			i += size
		}
	}
	b.WriteString(s[i:])
	return b.String()
}

// RemovePrefix is str.removeprefix.
func RemovePrefix(s, prefix string) string { return strings.TrimPrefix(s, prefix) }

// RemoveSuffix is str.removesuffix.
func RemoveSuffix(s, suffix string) string { return strings.TrimSuffix(s, suffix) }

// Error is a Python exception raised by a str method: the VM raises an
// exception of class Type with message Msg.
type Error struct {
	Type string // Python exception class name, e.g. "ValueError"
	Msg  string // CPython's message, verbatim
}

func (e *Error) Error() string { return e.Type + ": " + e.Msg }
