package text

import (
	"bytes"
	"slices"
	"strconv"
)

// The methods of bytes and bytearray, on []byte. Python's bytes methods
// know only ASCII: whitespace is space, \t, \n, \r, \v and \f; letters
// and digits are ASCII ones; every other byte is neither cased nor
// space. Indices count bytes. Results never alias the argument, so a
// bytearray may be changed afterwards without touching them.

func isSpaceByte(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }
func isLowerByte(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }
func isAlphaByte(c byte) bool { return isLowerByte(c) || isUpperByte(c) }
func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func toUpperByte(c byte) byte {
	if isLowerByte(c) {
		return c - 32
	}
	return c
}

func toLowerByte(c byte) byte {
	if isUpperByte(c) {
		return c + 32
	}
	return c
}

func clone(b []byte) []byte { return append([]byte{}, b...) }

var errSubsection = &Error{Type: "ValueError", Msg: "subsection not found"}

// BytesSplit is bytes.split() with no separator: runs of ASCII
// whitespace separate fields.
func BytesSplit(b []byte, maxsplit int) [][]byte {
	var out [][]byte
	i := 0
	for ; maxsplit != 0; maxsplit-- {
		for i < len(b) && isSpaceByte(b[i]) {
			i++
		}
		if i == len(b) {
			return out
		}
		j := i
		for i < len(b) && !isSpaceByte(b[i]) {
			i++
		}
		out = append(out, clone(b[j:i]))
	}
	for i < len(b) && isSpaceByte(b[i]) {
		i++
	}
	if i < len(b) {
		out = append(out, clone(b[i:]))
	}
	return out
}

// BytesRSplit is bytes.rsplit() with no separator.
func BytesRSplit(b []byte, maxsplit int) [][]byte {
	var out [][]byte
	i := len(b)
	for ; maxsplit != 0; maxsplit-- {
		for i > 0 && isSpaceByte(b[i-1]) {
			i--
		}
		if i == 0 {
			break
		}
		j := i
		for i > 0 && !isSpaceByte(b[i-1]) {
			i--
		}
		out = append(out, clone(b[i:j]))
	}
	if maxsplit == 0 {
		for i > 0 && isSpaceByte(b[i-1]) {
			i--
		}
		if i > 0 {
			out = append(out, clone(b[:i]))
		}
	}
	slices.Reverse(out)
	return out
}

// BytesSplitSep is bytes.split(sep, maxsplit).
func BytesSplitSep(b, sep []byte, maxsplit int) ([][]byte, error) {
	if len(sep) == 0 {
		return nil, errEmptySeparator
	}
	var out [][]byte
	for ; maxsplit != 0; maxsplit-- {
		i := bytes.Index(b, sep)
		if i < 0 {
			break
		}
		out = append(out, clone(b[:i]))
		b = b[i+len(sep):]
	}
	return append(out, clone(b)), nil
}

// BytesRSplitSep is bytes.rsplit(sep, maxsplit).
func BytesRSplitSep(b, sep []byte, maxsplit int) ([][]byte, error) {
	if len(sep) == 0 {
		return nil, errEmptySeparator
	}
	var out [][]byte
	for ; maxsplit != 0; maxsplit-- {
		i := bytes.LastIndex(b, sep)
		if i < 0 {
			break
		}
		out = append(out, clone(b[i+len(sep):]))
		b = b[:i]
	}
	out = append(out, clone(b))
	slices.Reverse(out)
	return out, nil
}

// BytesSplitLines is bytes.splitlines(keepends): lines end at \n, \r or
// \r\n only.
func BytesSplitLines(b []byte, keepends bool) [][]byte {
	var out [][]byte
	for i := 0; i < len(b); {
		j := i
		for j < len(b) && b[j] != '\n' && b[j] != '\r' {
			j++
		}
		eol := j
		if j < len(b) {
			if b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n' {
				j += 2
			} else {
				j++
			}
		}
		if keepends {
			eol = j
		}
		out = append(out, clone(b[i:eol]))
		i = j
	}
	return out
}

// BytesPartition is bytes.partition(sep).
func BytesPartition(b, sep []byte) (before, match, after []byte, err error) {
	if len(sep) == 0 {
		return nil, nil, nil, errEmptySeparator
	}
	if i := bytes.Index(b, sep); i >= 0 {
		return clone(b[:i]), clone(sep), clone(b[i+len(sep):]), nil
	}
	return clone(b), []byte{}, []byte{}, nil
}

// BytesRPartition is bytes.rpartition(sep).
func BytesRPartition(b, sep []byte) (before, match, after []byte, err error) {
	if len(sep) == 0 {
		return nil, nil, nil, errEmptySeparator
	}
	if i := bytes.LastIndex(b, sep); i >= 0 {
		return clone(b[:i]), clone(sep), clone(b[i+len(sep):]), nil
	}
	return []byte{}, []byte{}, clone(b), nil
}

// BytesStrip is bytes.strip() (ASCII whitespace); BytesLStrip and
// BytesRStrip strip one end.
func BytesStrip(b []byte) []byte  { return clone(bytes.TrimFunc(b, isSpaceRune)) }
func BytesLStrip(b []byte) []byte { return clone(bytes.TrimLeftFunc(b, isSpaceRune)) }
func BytesRStrip(b []byte) []byte { return clone(bytes.TrimRightFunc(b, isSpaceRune)) }

// isSpaceRune reads the byte that bytes.Trim*Func hands over as a rune;
// non-ASCII bytes arrive as utf8.RuneError and are not space.
func isSpaceRune(r rune) bool { return r < 0x80 && isSpaceByte(byte(r)) }

// BytesStripChars is bytes.strip(chars); BytesLStripChars and
// BytesRStripChars strip one end.
func BytesStripChars(b, chars []byte) []byte {
	return BytesRStripChars(BytesLStripChars(b, chars), chars)
}

func BytesLStripChars(b, chars []byte) []byte {
	i := 0
	for i < len(b) && bytes.IndexByte(chars, b[i]) >= 0 {
		i++
	}
	return clone(b[i:])
}

func BytesRStripChars(b, chars []byte) []byte {
	i := len(b)
	for i > 0 && bytes.IndexByte(chars, b[i-1]) >= 0 {
		i--
	}
	return clone(b[:i])
}

func padBytes(b []byte, left, right int, fill byte) []byte {
	out := make([]byte, 0, left+len(b)+right)
	out = append(out, bytes.Repeat([]byte{fill}, left)...)
	out = append(out, b...)
	return append(out, bytes.Repeat([]byte{fill}, right)...)
}

// BytesCenter is bytes.center(width, fill), with CPython's placement of
// the odd fill byte.
func BytesCenter(b []byte, width int, fill byte) []byte {
	if len(b) >= width {
		return clone(b)
	}
	marg := width - len(b)
	left := marg/2 + (marg & width & 1)
	return padBytes(b, left, marg-left, fill)
}

// BytesLJust is bytes.ljust(width, fill).
func BytesLJust(b []byte, width int, fill byte) []byte {
	return padBytes(b, 0, max(width-len(b), 0), fill)
}

// BytesRJust is bytes.rjust(width, fill).
func BytesRJust(b []byte, width int, fill byte) []byte {
	return padBytes(b, max(width-len(b), 0), 0, fill)
}

// BytesZFill is bytes.zfill(width).
func BytesZFill(b []byte, width int) []byte {
	if len(b) >= width {
		return clone(b)
	}
	out := padBytes(b, width-len(b), 0, '0')
	if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
		out[0], out[width-len(b)] = b[0], '0'
	}
	return out
}

// BytesExpandTabs is bytes.expandtabs(tabsize).
func BytesExpandTabs(b []byte, tabsize int) []byte {
	var out []byte
	col := 0
	for _, c := range b {
		switch c {
		case '\t':
			if tabsize > 0 {
				n := tabsize - col%tabsize
				col += n
				out = append(out, bytes.Repeat([]byte{' '}, n)...)
			}
			continue
		case '\n', '\r':
			out = append(out, c)
			col = 0
			continue
		}
		out = append(out, c)
		col++
	}
	return out
}

// bytesWindow is b[start:end] after ADJUST_INDICES, with its offset, or
// off -1 when start > end.
func bytesWindow(b []byte, start, end int) (w []byte, off int) {
	start, end = adjustIndices(start, end, len(b))
	if start > end {
		return nil, -1
	}
	return b[start:end], start
}

// BytesFind is bytes.find(sub, start, end) (start 0 and end math.MaxInt
// for omitted ones, as in Find).
func BytesFind(b, sub []byte, start, end int) int {
	w, off := bytesWindow(b, start, end)
	if off < 0 {
		return -1
	}
	if i := bytes.Index(w, sub); i >= 0 {
		return off + i
	}
	return -1
}

// BytesRFind is bytes.rfind(sub, start, end).
func BytesRFind(b, sub []byte, start, end int) int {
	w, off := bytesWindow(b, start, end)
	if off < 0 {
		return -1
	}
	if i := bytes.LastIndex(w, sub); i >= 0 {
		return off + i
	}
	return -1
}

// BytesIndex is bytes.index: BytesFind with ValueError "subsection not
// found".
func BytesIndex(b, sub []byte, start, end int) (int, error) {
	if i := BytesFind(b, sub, start, end); i >= 0 {
		return i, nil
	}
	return -1, errSubsection
}

// BytesRIndex is bytes.rindex.
func BytesRIndex(b, sub []byte, start, end int) (int, error) {
	if i := BytesRFind(b, sub, start, end); i >= 0 {
		return i, nil
	}
	return -1, errSubsection
}

// BytesCount is bytes.count(sub, start, end).
func BytesCount(b, sub []byte, start, end int) int {
	w, off := bytesWindow(b, start, end)
	if off < 0 {
		return 0
	}
	if len(sub) == 0 {
		return len(w) + 1 // bytes.Count would count UTF-8 sequences
	}
	return bytes.Count(w, sub)
}

// BytesStartsWith is bytes.startswith(prefix, start, end) for one prefix.
func BytesStartsWith(b, prefix []byte, start, end int) bool {
	w, off := bytesWindow(b, start, end)
	return off >= 0 && bytes.HasPrefix(w, prefix)
}

// BytesEndsWith is bytes.endswith(suffix, start, end) for one suffix.
func BytesEndsWith(b, suffix []byte, start, end int) bool {
	w, off := bytesWindow(b, start, end)
	return off >= 0 && bytes.HasSuffix(w, suffix)
}

// BytesReplace is bytes.replace(old, new, count) (count < 0: all).
func BytesReplace(b, old, new []byte, count int) []byte {
	if len(old) > 0 {
		return bytes.Replace(b, old, new, count)
	}
	// An empty old inserts new before every byte and at the end (Go's
	// bytes.Replace would step by UTF-8 sequences).
	n := len(b) + 1
	if count < 0 || count > n {
		count = n
	}
	out := make([]byte, 0, len(b)+count*len(new))
	for i := range count {
		out = append(out, new...)
		if i < len(b) {
			out = append(out, b[i])
		}
	}
	if count <= len(b) {
		out = append(out, b[count:]...)
	}
	return out
}

// BytesUpper is bytes.upper(); the other case mappings follow.
func BytesUpper(b []byte) []byte { return mapBytes(b, toUpperByte) }
func BytesLower(b []byte) []byte { return mapBytes(b, toLowerByte) }

func BytesSwapCase(b []byte) []byte {
	return mapBytes(b, func(c byte) byte {
		if isUpperByte(c) {
			return c + 32
		}
		return toUpperByte(c)
	})
}

func BytesTitle(b []byte) []byte {
	prevCased := false
	return mapBytes(b, func(c byte) byte {
		if prevCased {
			c = toLowerByte(c)
		} else {
			c = toUpperByte(c)
		}
		prevCased = isAlphaByte(c)
		return c
	})
}

func BytesCapitalize(b []byte) []byte {
	out := mapBytes(b, toLowerByte)
	if len(out) > 0 {
		out[0] = toUpperByte(out[0])
	}
	return out
}

func mapBytes(b []byte, f func(byte) byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = f(c)
	}
	return out
}

func allBytes(b []byte, f func(byte) bool) bool {
	for _, c := range b {
		if !f(c) {
			return false
		}
	}
	return len(b) > 0
}

// BytesIsAlpha is bytes.isalpha(); the other predicates follow. All but
// BytesIsASCII are false for empty bytes.
func BytesIsAlpha(b []byte) bool { return allBytes(b, isAlphaByte) }
func BytesIsDigit(b []byte) bool { return allBytes(b, isDigitByte) }
func BytesIsSpace(b []byte) bool { return allBytes(b, isSpaceByte) }
func BytesIsAlnum(b []byte) bool {
	return allBytes(b, func(c byte) bool { return isAlphaByte(c) || isDigitByte(c) })
}
func BytesIsASCII(b []byte) bool {
	return len(b) == 0 || allBytes(b, func(c byte) bool { return c < 0x80 })
}

func BytesIsLower(b []byte) bool {
	cased := false
	for _, c := range b {
		if isUpperByte(c) {
			return false
		}
		cased = cased || isLowerByte(c)
	}
	return cased
}

func BytesIsUpper(b []byte) bool {
	cased := false
	for _, c := range b {
		if isLowerByte(c) {
			return false
		}
		cased = cased || isUpperByte(c)
	}
	return cased
}

func BytesIsTitle(b []byte) bool {
	cased, prevCased := false, false
	for _, c := range b {
		switch {
		case isUpperByte(c):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case isLowerByte(c):
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
	}
	return cased
}

// BytesHex is bytes.hex(sep, bytesPerSep): sep is "" for none, else one
// ASCII character (the VM has checked its type); a positive bytesPerSep
// counts groups from the right, a negative one from the left.
func BytesHex(b []byte, sep string, bytesPerSep int) (string, error) {
	const digits = "0123456789abcdef"
	if sep != "" && len([]rune(sep)) != 1 {
		return "", &Error{Type: "ValueError", Msg: "sep must be length 1."}
	}
	if sep != "" && sep[0] >= 0x80 {
		return "", &Error{Type: "ValueError", Msg: "sep must be ASCII."}
	}
	group := bytesPerSep
	if group < 0 {
		group = -group
	}
	if sep == "" || group == 0 || group >= len(b) {
		out := make([]byte, 0, 2*len(b))
		for _, c := range b {
			out = append(out, digits[c>>4], digits[c&15])
		}
		return string(out), nil
	}
	out := make([]byte, 0, 3*len(b))
	for i, c := range b {
		// The separator goes before byte i when a group boundary falls
		// there, counted from the end (bytesPerSep > 0) or the start.
		if i > 0 {
			if bytesPerSep > 0 && (len(b)-i)%group == 0 || bytesPerSep < 0 && i%group == 0 {
				out = append(out, sep[0])
			}
		}
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out), nil
}

// BytesFromHex is bytes.fromhex(s): pairs of hex digits, with ASCII
// whitespace allowed before each pair.
func BytesFromHex(s string) ([]byte, error) {
	bad := func(pos int) error {
		return &Error{Type: "ValueError", Msg: "non-hexadecimal number found in fromhex() arg at position " + strconv.Itoa(pos)}
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, bad(Len(s[:i]))
		}
	}
	hexval := func(i int) int {
		if i >= len(s) {
			return -1
		}
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			return int(c - '0')
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10
		}
		return -1
	}
	var out []byte
	for i := 0; i < len(s); {
		if isSpaceByte(s[i]) {
			for i < len(s) && isSpaceByte(s[i]) {
				i++
			}
			if i >= len(s) {
				break
			}
		}
		top := hexval(i)
		if top < 0 {
			return nil, bad(i)
		}
		bot := hexval(i + 1)
		if bot < 0 {
			return nil, bad(i + 1)
		}
		out = append(out, byte(top<<4|bot))
		i += 2
	}
	return out, nil
}

// BytesTranslate is bytes.translate(table, delete): table is nil for
// None or 256 bytes.
func BytesTranslate(b, table, del []byte) ([]byte, error) {
	if table != nil && len(table) != 256 {
		return nil, &Error{Type: "ValueError", Msg: "translation table must be 256 characters long"}
	}
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if bytes.IndexByte(del, c) >= 0 {
			continue
		}
		if table != nil {
			c = table[c]
		}
		out = append(out, c)
	}
	return out, nil
}

// BytesMakeTrans is bytes.maketrans(from, to).
func BytesMakeTrans(from, to []byte) ([]byte, error) {
	if len(from) != len(to) {
		return nil, &Error{Type: "ValueError", Msg: "maketrans arguments must have same length"}
	}
	table := make([]byte, 256)
	for i := range table {
		table[i] = byte(i)
	}
	for i, c := range from {
		table[c] = to[i]
	}
	return table, nil
}
