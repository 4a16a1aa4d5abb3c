package pyre

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// Template is a parsed replacement string of sub() and Match.expand():
// literal text and group references, as sre_parse.parse_template makes.
type Template struct {
	parts   []templatePart
	literal bool // no group references: the replacement is parts[0].text
}

type templatePart struct {
	text  string
	group int // -1 for literal text
}

// ParseTemplate parses repl (for a bytes pattern, the bytes as a Go
// string) against re's groups. Errors are re.error with a position in
// repl, or IndexError for an unknown group name, as in CPython.
func (re *Regexp) ParseTemplate(repl string) (*Template, error) {
	if !strings.Contains(repl, `\`) {
		return &Template{parts: []templatePart{{text: repl, group: -1}}, literal: true}, nil
	}
	var src []rune
	if re.isBytes {
		src = decodeBytes([]byte(repl))
	} else {
		src = decodeString(repl)
	}
	s, err := newTokenizer(src, !re.isBytes)
	if err != nil {
		return nil, err
	}
	t := &Template{}
	var lit []byte
	appendLit := func(r rune) {
		if re.isBytes {
			lit = append(lit, byte(r))
		} else {
			lit = text.AppendRune(lit, r)
		}
	}
	addGroup := func(index, offset int) error {
		if index > re.groups {
			return s.error("invalid group reference "+strconv.Itoa(index), offset)
		}
		if len(lit) > 0 {
			t.parts = append(t.parts, templatePart{text: string(lit), group: -1})
			lit = lit[:0]
		}
		t.parts = append(t.parts, templatePart{group: index})
		return nil
	}
	for {
		this, err := s.get()
		if err != nil {
			return nil, err
		}
		if this == "" {
			break
		}
		if this[0] != '\\' {
			appendLit([]rune(this)[0])
			continue
		}
		c := this[1:]
		switch {
		case c == "g":
			ok, err := s.match("<")
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, s.error("missing <", 0)
			}
			name, err := s.getUntil(">", "group name")
			if err != nil {
				return nil, err
			}
			var index int
			if text.IsIdentifier(name) {
				g, ok := re.groupIndex[name]
				if !ok {
					return nil, &Error{Type: "IndexError", Msg: "unknown group name " + format.StrRepr(name), Pos: -1}
				}
				index = g
			} else {
				v, ok := pyInt(name)
				if !ok {
					return nil, s.error("bad character in group name "+format.StrRepr(name), len([]rune(name))+1)
				}
				if v >= maxGroups {
					return nil, s.error("invalid group reference "+strconv.FormatUint(v, 10), len([]rune(name))+1)
				}
				index = int(v)
			}
			if err := addGroup(index, len([]rune(name))+1); err != nil {
				return nil, err
			}
		case c == "0":
			v := 0
			for range 2 {
				if !isOctDigit(s.next) {
					break
				}
				d, err := s.get()
				if err != nil {
					return nil, err
				}
				v = v*8 + int(d[0]-'0')
			}
			appendLit(rune(v & 0xff))
		case isDigits(c):
			digits := c
			isOctal := false
			if isDigits(s.next) {
				d, err := s.get()
				if err != nil {
					return nil, err
				}
				digits += d
				if isOctDigit(c) && isOctDigit(d) && isOctDigit(s.next) {
					d, err := s.get()
					if err != nil {
						return nil, err
					}
					digits += d
					isOctal = true
					v, _ := strconv.ParseUint(digits, 8, 32)
					if v > 0o377 {
						return nil, s.error("octal escape value \\"+digits+" outside of range 0-0o377", len(digits)+1)
					}
					appendLit(rune(v))
				}
			}
			if !isOctal {
				g, _ := strconv.Atoi(digits)
				if err := addGroup(g, len(digits)); err != nil {
					return nil, err
				}
			}
		default:
			if r, ok := escapes[this]; ok {
				appendLit(r)
				continue
			}
			if isASCIILetter(c[0]) {
				return nil, s.error("bad escape "+this, 2)
			}
			for _, r := range this {
				appendLit(r)
			}
		}
	}
	if len(lit) > 0 {
		t.parts = append(t.parts, templatePart{text: string(lit), group: -1})
	}
	if len(t.parts) == 1 && t.parts[0].group < 0 {
		t.literal = true
	}
	if len(t.parts) == 0 {
		t.parts = []templatePart{{group: -1}}
		t.literal = true
	}
	return t, nil
}

// expand fills the template from a match's spans; a group that did not
// take part gives "".
func (t *Template) expand(s *Subject, spans []int) string {
	if t.literal {
		return t.parts[0].text
	}
	var b strings.Builder
	for _, p := range t.parts {
		if p.group < 0 {
			b.WriteString(p.text)
		} else if start := spans[2*p.group]; start >= 0 {
			b.WriteString(s.Slice(start, spans[2*p.group+1]))
		}
	}
	return b.String()
}

// Expand is Match.expand(template).
func (m *Match) Expand(t *Template) string { return t.expand(m.subject, m.spans) }

// ExpandSize bounds the length in bytes of m.Expand(t) without building
// it (four bytes a character of a group), so that a caller can charge it
// first: a template repeating a large group a thousand times asks for
// gigabytes.
func (m *Match) ExpandSize(t *Template) int64 {
	var n int64
	for _, p := range t.parts {
		if p.group < 0 {
			n += int64(len(p.text))
		} else if start := m.spans[2*p.group]; start >= 0 {
			n += 4 * int64(m.spans[2*p.group+1]-start)
		}
	}
	return n
}

// specialChars are the characters re.escape escapes (all ASCII).
const escapeChars = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"

// Escape is re.escape for a str (UTF-8) or bytes (as a Go string).
func Escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(escapeChars, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
