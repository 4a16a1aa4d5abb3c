package pyre

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// tokenize.go ports sre_parse.Tokenizer and the escape rules of
// _escape and _class_escape.

// tokenizer is sre_parse.Tokenizer over code points (bytes patterns are
// decoded as Latin-1). next is the next token: one character, or two for
// an escape; "" at the end.
type tokenizer struct {
	pattern []rune
	isText  bool
	index   int
	next    string
}

func newTokenizer(pattern []rune, isText bool) (*tokenizer, error) {
	t := &tokenizer{pattern: pattern, isText: isText}
	if err := t.advance(); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *tokenizer) advance() error {
	index := t.index
	if index >= len(t.pattern) {
		t.next = ""
		return nil
	}
	c := t.pattern[index]
	tok := string(c)
	if c == '\\' {
		index++
		if index >= len(t.pattern) {
			return newError("bad escape (end of pattern)", t.pattern, len(t.pattern)-1)
		}
		tok += string(t.pattern[index])
	}
	t.index = index + 1
	t.next = tok
	return nil
}

func (t *tokenizer) match(c string) (bool, error) {
	if c == t.next {
		return true, t.advance()
	}
	return false, nil
}

func (t *tokenizer) get() (string, error) {
	this := t.next
	return this, t.advance()
}

func (t *tokenizer) getWhile(n int, set string) (string, error) {
	var b strings.Builder
	for range n {
		c := t.next
		if c == "" || len([]rune(c)) != 1 || !strings.Contains(set, c) {
			break
		}
		b.WriteString(c)
		if err := t.advance(); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

func (t *tokenizer) getUntil(terminator, name string) (string, error) {
	var result []rune
	for {
		c := t.next
		if err := t.advance(); err != nil {
			return "", err
		}
		if c == "" {
			if len(result) == 0 {
				return "", t.error("missing "+name, 0)
			}
			return "", t.error("missing "+terminator+", unterminated name", len(result))
		}
		if c == terminator {
			if len(result) == 0 {
				return "", t.error("missing "+name, 1)
			}
			break
		}
		result = append(result, []rune(c)...)
	}
	return string(result), nil
}

func (t *tokenizer) tell() int { return t.index - len([]rune(t.next)) }

func (t *tokenizer) seek(index int) error {
	t.index = index
	return t.advance()
}

func (t *tokenizer) error(msg string, offset int) error {
	if !t.isText {
		msg = asciiBackslashReplace(msg)
	}
	return newError(msg, t.pattern, t.tell()-offset)
}

func (t *tokenizer) checkGroupName(name string, offset int) error {
	if !text.IsIdentifier(name) {
		return t.error("bad character in group name "+format.StrRepr(name), len([]rune(name))+offset)
	}
	return nil
}

func isDigits(c string) bool   { return len(c) == 1 && c[0] >= '0' && c[0] <= '9' }
func isOctDigit(c string) bool { return len(c) == 1 && c[0] >= '0' && c[0] <= '7' }
func isASCIILetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

const hexDigits = "0123456789abcdefABCDEF"

var escapes = map[string]rune{
	`\a`: '\a', `\b`: '\b', `\f`: '\f', `\n`: '\n', `\r`: '\r', `\t`: '\t', `\v`: '\v', `\\`: '\\',
}

var categoryEscapes = map[string]category{
	`\d`: catDigit, `\D`: catNotDigit, `\s`: catSpace, `\S`: catNotSpace, `\w`: catWord, `\W`: catNotWord,
}

var atEscapes = map[string]atCode{
	`\A`: atBeginningString, `\b`: atBoundary, `\B`: atNonBoundary, `\Z`: atEndString,
}

// escapeCode scans the rest of a \x, \u, \U or \N escape (shared by
// classEscape and escape), reporting ok=false when the escape is not one
// of them.
func (t *tokenizer) numericEscape(escape string) (r rune, ok bool, err error) {
	c := escape[1]
	switch {
	case c == 'x':
		digits, err := t.getWhile(2, hexDigits)
		if err != nil {
			return 0, true, err
		}
		escape += digits
		if len(escape) != 4 {
			return 0, true, t.error("incomplete escape "+escape, len(escape))
		}
		v, _ := strconv.ParseUint(escape[2:], 16, 32)
		return rune(v), true, nil
	case (c == 'u' || c == 'U') && t.isText:
		n := 4
		if c == 'U' {
			n = 8
		}
		digits, err := t.getWhile(n, hexDigits)
		if err != nil {
			return 0, true, err
		}
		escape += digits
		if len(escape) != n+2 {
			return 0, true, t.error("incomplete escape "+escape, len(escape))
		}
		v, _ := strconv.ParseUint(escape[2:], 16, 32)
		if v > 0x10ffff {
			// chr() raises ValueError, which sre_parse turns into "bad escape".
			return 0, true, t.error("bad escape "+escape, len(escape))
		}
		return rune(v), true, nil
	case c == 'N' && t.isText:
		ok, err := t.match("{")
		if err != nil {
			return 0, true, err
		}
		if !ok {
			return 0, true, t.error("missing {", 0)
		}
		name, err := t.getUntil("}", "character name")
		if err != nil {
			return 0, true, err
		}
		r, found := lookupCharName(name)
		if !found {
			return 0, true, t.error("undefined character name "+format.StrRepr(name), len([]rune(name))+len(`\N{}`))
		}
		return r, true, nil
	}
	return 0, false, nil
}

// classEscape is _class_escape: an escape inside a character set. It
// returns a literal (kind itemLiteral) or a category.
func (t *tokenizer) classEscape(escape string) (setItem, error) {
	if r, ok := escapes[escape]; ok {
		return setItem{kind: itemLiteral, lo: r}, nil
	}
	if c, ok := categoryEscapes[escape]; ok {
		return setItem{kind: itemCategory, cat: c}, nil
	}
	r, ok, err := t.numericEscape(escape)
	if err != nil {
		return setItem{}, err
	}
	if ok {
		return setItem{kind: itemLiteral, lo: r}, nil
	}
	c := escape[1:]
	switch {
	case isOctDigit(c):
		digits, err := t.getWhile(2, "01234567")
		if err != nil {
			return setItem{}, err
		}
		escape += digits
		v, _ := strconv.ParseUint(escape[1:], 8, 32)
		if v > 0o377 {
			return setItem{}, t.error("octal escape value "+escape+" outside of range 0-0o377", len(escape))
		}
		return setItem{kind: itemLiteral, lo: rune(v)}, nil
	case isDigits(c):
		return setItem{}, t.error("bad escape "+escape, len([]rune(escape)))
	}
	if len([]rune(escape)) == 2 {
		if isASCIILetter(escape[1]) {
			return setItem{}, t.error("bad escape "+escape, 2)
		}
		return setItem{kind: itemLiteral, lo: []rune(escape)[1]}, nil
	}
	return setItem{}, t.error("bad escape "+escape, len([]rune(escape)))
}

// escape is _escape: an escape outside a character set.
func (t *tokenizer) escape(escape string, state *parseState) (node, error) {
	if a, ok := atEscapes[escape]; ok {
		return node{op: opAt, at: a}, nil
	}
	if c, ok := categoryEscapes[escape]; ok {
		return node{op: opIn, items: []setItem{{kind: itemCategory, cat: c}}}, nil
	}
	if r, ok := escapes[escape]; ok {
		return node{op: opLiteral, c: r}, nil
	}
	r, ok, err := t.numericEscape(escape)
	if err != nil {
		return node{}, err
	}
	if ok {
		return node{op: opLiteral, c: r}, nil
	}
	c := escape[1:]
	switch {
	case c == "0":
		digits, err := t.getWhile(2, "01234567")
		if err != nil {
			return node{}, err
		}
		escape += digits
		v, _ := strconv.ParseUint(escape[1:], 8, 32)
		return node{op: opLiteral, c: rune(v)}, nil
	case isDigits(c):
		// An octal escape, or a decimal group reference.
		if isDigits(t.next) {
			d, err := t.get()
			if err != nil {
				return node{}, err
			}
			escape += d
			if isOctDigit(escape[1:2]) && isOctDigit(escape[2:3]) && isOctDigit(t.next) {
				d, err := t.get()
				if err != nil {
					return node{}, err
				}
				escape += d
				v, _ := strconv.ParseUint(escape[1:], 8, 32)
				if v > 0o377 {
					return node{}, t.error("octal escape value "+escape+" outside of range 0-0o377", len(escape))
				}
				return node{op: opLiteral, c: rune(v)}, nil
			}
		}
		group, _ := strconv.Atoi(escape[1:])
		if group < state.groups() {
			if !state.checkGroup(group) {
				return node{}, t.error("cannot refer to an open group", len(escape))
			}
			if err := state.checkLookbehindGroup(group, t); err != nil {
				return node{}, err
			}
			return node{op: opGroupRef, group: group}, nil
		}
		return node{}, t.error("invalid group reference "+strconv.Itoa(group), len(escape)-1)
	}
	if len([]rune(escape)) == 2 {
		if isASCIILetter(escape[1]) {
			return node{}, t.error("bad escape "+escape, 2)
		}
		return node{op: opLiteral, c: []rune(escape)[1]}, nil
	}
	return node{}, t.error("bad escape "+escape, len([]rune(escape)))
}
