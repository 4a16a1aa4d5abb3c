package format

import (
	"fmt"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// A str.format template is literal text with replacement fields:
//
//	"{0.name[key]!r:>{width}}"  field name "0.name[key]", conversion 'r',
//	                            spec ">{width}" (which holds a nested field)
//
// Template splits it as CPython's MarkupIterator does, one chunk at a time,
// so a malformed field is reported only when formatting reaches it, after
// the fields before it were evaluated. SplitFieldName and FieldPath take a
// field name apart into the argument it selects and the attribute and
// item lookups that follow. Render drives the whole algorithm of
// str.format over a Resolver the VM implements.

// Template iterates over the chunks of a str.format template.
type Template struct {
	s   string
	pos int
}

// NewTemplate returns an iterator over the chunks of s.
func NewTemplate(s string) *Template { return &Template{s: s} }

// Field is one replacement field, as written.
type Field struct {
	Name          string // field name: "", "0", "name", "0.attr[key]"
	Conversion    rune   // the character after '!', or 0; see CheckConversion
	Spec          string // format spec after ':', possibly with nested fields
	SpecHasFields bool   // the spec holds '{': expand it with Render first
}

// Next returns the next chunk: literal text (possibly empty) and, when
// hasField, the replacement field that follows it. ok is false at the end.
// "{{" and "}}" come back as a literal brace.
func (t *Template) Next() (literal string, field Field, hasField, ok bool, err error) {
	if t.pos >= len(t.s) {
		return "", field, false, false, nil
	}
	start := t.pos
	var c byte
	markup := false
	for t.pos < len(t.s) {
		c = t.s[t.pos]
		t.pos++
		if c == '{' || c == '}' {
			markup = true
			break
		}
	}
	atEnd := t.pos >= len(t.s)
	end := t.pos
	if markup {
		if c == '}' && (atEnd || t.s[t.pos] != '}') {
			return "", field, false, false, valueError("Single '}' encountered in format string")
		}
		if atEnd && c == '{' {
			return "", field, false, false, valueError("Single '{' encountered in format string")
		}
		if t.s[t.pos] == c {
			t.pos++ // an escaped brace: the literal keeps one
			return t.s[start:end], field, false, true, nil
		}
		end--
	}
	literal = t.s[start:end]
	if !markup {
		return literal, field, false, true, nil
	}
	field, err = t.parseField()
	if err != nil {
		return "", field, false, false, err
	}
	return literal, field, true, true, nil
}

// parseField is CPython's parse_field, after the opening brace.
func (t *Template) parseField() (Field, error) {
	var f Field
	s := t.s
	nameStart := t.pos
	var c byte
	for t.pos < len(s) {
		c = s[t.pos]
		t.pos++
		if c == '{' {
			return f, valueError("unexpected '{' in field name")
		}
		if c == '[' {
			for t.pos < len(s) && s[t.pos] != ']' {
				t.pos++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	if c != '}' && c != ':' && c != '!' {
		return f, valueError("expected '}' before end of string")
	}
	f.Name = s[nameStart : t.pos-1]
	if c == '}' {
		return f, nil
	}
	if c == '!' {
		if t.pos >= len(s) {
			return f, valueError("end of string while looking for conversion specifier")
		}
		r, size := text.DecodeRune(s[t.pos:])
		f.Conversion = r
		t.pos += size
		if t.pos < len(s) {
			c = s[t.pos]
			t.pos++
			if c == '}' {
				return f, nil
			}
			if c != ':' {
				return f, valueError("expected ':' after conversion specifier")
			}
		}
	}
	specStart := t.pos
	depth := 1
	for t.pos < len(s) {
		c = s[t.pos]
		t.pos++
		switch c {
		case '{':
			f.SpecHasFields = true
			depth++
		case '}':
			depth--
			if depth == 0 {
				f.Spec = s[specStart : t.pos-1]
				return f, nil
			}
		}
	}
	return f, valueError("unmatched '{' in format spec")
}

// CheckConversion returns the error str.format raises for a conversion
// other than 'r', 's' and 'a' (CPython checks it after looking up the
// field's value).
func CheckConversion(c rune) error {
	switch c {
	case 0, 'r', 's', 'a':
		return nil
	}
	if c > 32 && c < 127 {
		return valueError(fmt.Sprintf("Unknown conversion specifier %c", c))
	}
	return valueError(fmt.Sprintf("Unknown conversion specifier \\x%x", c))
}

// AutoNumber tracks automatic ("{}") versus manual ("{0}") field numbering
// across one str.format call, nested specs included.
type AutoNumber struct {
	state int // 0: not yet known, 1: automatic, 2: manual
	next  int
}

// SplitFieldName splits a field name into the argument it selects — the
// positional index, or index -1 and the keyword key — and the path of
// lookups after it. An empty name takes the next automatic index.
func SplitFieldName(name string, auto *AutoNumber) (key string, index int, path FieldPath, err error) {
	i := strings.IndexAny(name, ".[")
	if i < 0 {
		i = len(name)
	}
	key, path = name[:i], FieldPath{rest: name[i:]}
	index, err = fieldIndex(key)
	if err != nil {
		return key, -1, path, err
	}
	empty := key == ""
	if empty || index >= 0 {
		if auto.state == 0 {
			auto.state = 2
			if empty {
				auto.state = 1
			}
		}
		if auto.state == 2 && empty {
			return key, -1, path, valueError("cannot switch from manual field specification to automatic field numbering")
		}
		if auto.state == 1 && !empty {
			return key, -1, path, valueError("cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			index = auto.next
			auto.next++
		}
	}
	return key, index, path, nil
}

// fieldIndex is the value of s when s is all decimal digits, else -1.
func fieldIndex(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	v, n, rest, err := parseDecimal(s)
	if err != nil {
		return -1, err
	}
	if n == 0 || rest != "" {
		return -1, nil
	}
	return v, nil
}

// FieldPath is the sequence of ".attr" and "[key]" lookups of a field name.
type FieldPath struct{ rest string }

// Accessor is one lookup: an attribute, or an item whose key is an int
// (Index >= 0) when written in decimal digits, else the string Name.
type Accessor struct {
	Attr  bool
	Name  string
	Index int
}

// Next returns the next lookup; ok is false at the end. Errors in the
// path surface only when reached, as in CPython.
func (p *FieldPath) Next() (a Accessor, ok bool, err error) {
	if p.rest == "" {
		return a, false, nil
	}
	c := p.rest[0]
	p.rest = p.rest[1:]
	switch c {
	case '.':
		i := strings.IndexAny(p.rest, ".[")
		if i < 0 {
			i = len(p.rest)
		}
		a = Accessor{Attr: true, Name: p.rest[:i], Index: -1}
		p.rest = p.rest[i:]
	case '[':
		i := strings.IndexByte(p.rest, ']')
		if i < 0 {
			return a, false, valueError("Missing ']' in format string")
		}
		a = Accessor{Name: p.rest[:i]}
		p.rest = p.rest[i+1:]
		if a.Index, err = fieldIndex(a.Name); err != nil {
			return a, false, err
		}
	default:
		return a, false, valueError("Only '.' or '[' may follow ']' in format field specifier")
	}
	if a.Name == "" {
		return a, false, valueError("Empty attribute in format string")
	}
	return a, true, nil
}

// Resolver is what Render needs from the VM to run str.format; V is the
// VM's value type. Errors a method returns are raised unchanged.
type Resolver[V any] interface {
	// Positional returns positional argument i; ok false means out of range.
	Positional(i int) (v V, ok bool)
	// Keyword returns the keyword argument (for format_map, mapping[key]).
	Keyword(key string) (V, error)
	// Attr returns getattr(v, name).
	Attr(v V, name string) (V, error)
	// Item returns v[index], or v[key] when index < 0.
	Item(v V, key string, index int) (V, error)
	// Convert applies the conversion 'r' (repr), 's' (str) or 'a' (ascii).
	Convert(v V, conversion rune) (V, error)
	// Format returns format(v, spec).
	Format(v V, spec string) (string, error)
}

// Render appends template formatted as str.format does to dst. With
// positional false (format_map), a positional field is a ValueError.
func Render[V any](dst []byte, template string, r Resolver[V], positional bool) ([]byte, error) {
	var auto AutoNumber
	return render(dst, template, r, positional, 2, &auto)
}

func render[V any](dst []byte, template string, r Resolver[V], positional bool, depth int, auto *AutoNumber) ([]byte, error) {
	if depth <= 0 {
		return dst, valueError("Max string recursion exceeded")
	}
	t := Template{s: template}
	for {
		literal, field, hasField, ok, err := t.Next()
		if err != nil {
			return dst, err
		}
		if !ok {
			return dst, nil
		}
		dst = append(dst, literal...)
		if !hasField {
			continue
		}
		v, err := lookupField(field.Name, r, positional, auto)
		if err != nil {
			return dst, err
		}
		if field.Conversion != 0 {
			if err := CheckConversion(field.Conversion); err != nil {
				return dst, err
			}
			if v, err = r.Convert(v, field.Conversion); err != nil {
				return dst, err
			}
		}
		spec := field.Spec
		if field.SpecHasFields {
			b, err := render(nil, spec, r, positional, depth-1, auto)
			if err != nil {
				return dst, err
			}
			spec = string(b)
		}
		s, err := r.Format(v, spec)
		if err != nil {
			return dst, err
		}
		dst = append(dst, s...)
	}
}

// lookupField is CPython's get_field_object.
func lookupField[V any](name string, r Resolver[V], positional bool, auto *AutoNumber) (V, error) {
	var v V
	key, index, path, err := SplitFieldName(name, auto)
	if err != nil {
		return v, err
	}
	if index < 0 {
		if v, err = r.Keyword(key); err != nil {
			return v, err
		}
	} else {
		if !positional {
			return v, valueError("Format string contains positional fields")
		}
		var ok bool
		if v, ok = r.Positional(index); !ok {
			return v, &Error{Type: "IndexError", Msg: fmt.Sprintf("Replacement index %d out of range for positional args tuple", index)}
		}
	}
	for {
		a, ok, err := path.Next()
		if err != nil {
			return v, err
		}
		if !ok {
			return v, nil
		}
		if a.Attr {
			v, err = r.Attr(v, a.Name)
		} else {
			v, err = r.Item(v, a.Name, a.Index)
		}
		if err != nil {
			return v, err
		}
	}
}
