package format

import (
	"fmt"
	"strings"
	"testing"
)

// toyResolver resolves str.format fields over Go values standing in for
// the Python arguments ([1, 2], {'a': 1}, 3, 'xy', 2.5) and a=1, name='Bob'.
type toyResolver struct{}

var (
	toyArgs   = []any{[]any{1, 2}, map[string]any{"a": 1}, 3, "xy", 2.5}
	toyKwargs = map[string]any{"a": 1, "name": "Bob"}
)

func (toyResolver) Positional(i int) (any, bool) {
	if i < len(toyArgs) {
		return toyArgs[i], true
	}
	return nil, false
}

func (toyResolver) Keyword(key string) (any, error) {
	if v, ok := toyKwargs[key]; ok {
		return v, nil
	}
	return nil, &Error{Type: "KeyError", Msg: StrRepr(key)}
}

func (toyResolver) Attr(v any, name string) (any, error) {
	switch v.(type) {
	case int, float64:
		if name == "real" {
			return v, nil
		}
	}
	return nil, &Error{Type: "AttributeError", Msg: "?"}
}

func (toyResolver) Item(v any, key string, index int) (any, error) {
	switch v := v.(type) {
	case []any:
		if index >= 0 && index < len(v) {
			return v[index], nil
		}
		if index >= 0 {
			return nil, &Error{Type: "IndexError", Msg: "list index out of range"}
		}
		return nil, &Error{Type: "TypeError", Msg: "list indices must be integers or slices, not str"}
	case map[string]any:
		if x, ok := v[key]; ok && index < 0 {
			return x, nil
		}
		return nil, &Error{Type: "KeyError", Msg: "?"}
	}
	return nil, &Error{Type: "TypeError", Msg: "?"}
}

func (toyResolver) Convert(v any, c rune) (any, error) {
	if s, ok := v.(string); ok && c != 's' {
		if c == 'a' {
			return ASCII(StrRepr(s)), nil
		}
		return StrRepr(s), nil
	}
	return toyStr(v), nil
}

func toyStr(v any) string {
	switch v := v.(type) {
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = toyStr(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		return "{'a': 1}"
	case float64:
		return FloatRepr(v)
	}
	return fmt.Sprint(v)
}

func (toyResolver) Format(v any, spec string) (string, error) {
	switch v := v.(type) {
	case int:
		return FormatInt(int64(v), spec, "int")
	case float64:
		return FormatFloat(v, spec, "float")
	case string:
		return FormatStr(v, spec, "str")
	}
	if spec != "" {
		return "", &Error{Type: "TypeError", Msg: "?"}
	}
	return toyStr(v), nil
}

func TestRenderMatchesCPython(t *testing.T) {
	t.Parallel()
	templates := []string{"", "plain", "{0!}", "{0!r", "{0!rr}", "{0!r:", "{0", "{", "}", "a}}b{{c", "{{}}", "{{{0}}}",
		"{0[}", "{0[]}", "{0.}", "{0]}", "{0[0]x}", "{0:{1:{2}}}", "{2:{}}", "{}{0}", "{0}{}", "{a{b}",
		"{0!x}", "{0!\u0100}", "{0[:]}", "{0:}}", "{!r}", "{0[{]}", "{0[1", "{ 0}", "{00}", "{99999999999999999999}",
		"{\u0661}", "{[0]}", "{4.real}", "{0}}", "{2:{:}}", "{} {} {}", "{2:{2}}", "{2:{4}}", "{3!r:>{2}}",
		"{name!r:^10}|{a:+}", "{name!a}", "{3!a}", "{4:.{2}f}", "{4:{name}}", "{9}", "{missing}", "{0[5]}",
		"{1[a]}", "{1[b]}", "{0[0]}{0[1]}", "{0[0][1]}", "{2:x<{2}d}", "{4!s:>8}", "{ }", "{!}", "{:}", "{:s}",
		"é{3}ü", "{3:\u00e9^7}", "{0[1]!r:{2}}", "{name.x}", "{0[0].real}"}
	var want []outcome
	python(t, pyPrelude+`
out = []
for t in cases:
    out.append(attempt(lambda: t.format([1, 2], {'a': 1}, 3, 'xy', 2.5, a=1, name='Bob')))
json.dump(out, sys.stdout)
`, templates, &want)
	for i, tmpl := range templates {
		b, err := Render(nil, tmpl, toyResolver{}, true)
		got := newOutcome(string(b), err)
		w := want[i]
		// The toy resolver only mimics the lookups' exception types.
		if w.Err != nil && got.Err != nil && strings.HasSuffix(*got.Err, ": ?") {
			if strings.SplitN(*w.Err, ":", 2)[0] != strings.SplitN(*got.Err, ":", 2)[0] {
				t.Errorf("%q.format(...) = %s, want %s", tmpl, got, w)
			}
			continue
		}
		if got.String() != w.String() {
			t.Errorf("%q.format(...) = %s, want %s", tmpl, got, w)
		}
	}
	t.Logf("compared %d str.format templates with CPython", len(templates))
}

func TestTemplateChunks(t *testing.T) {
	tm := NewTemplate("a{{b{0.x[k]!r:>{w}}c}}")
	var got []string
	for {
		lit, f, hasField, ok, err := tm.Next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, fmt.Sprintf("%q", lit))
		if hasField {
			got = append(got, fmt.Sprintf("{%s %c %q %v}", f.Name, f.Conversion, f.Spec, f.SpecHasFields))
		}
	}
	want := `"a{" "b" {0.x[k] r ">{w}" true} "c}"`
	if strings.Join(got, " ") != want {
		t.Errorf("chunks = %s, want %s", strings.Join(got, " "), want)
	}
}

func TestFormatMapRejectsPositional(t *testing.T) {
	_, err := Render(nil, "{0}", toyResolver{}, false)
	if err == nil || err.Error() != "ValueError: Format string contains positional fields" {
		t.Errorf("format_map('{0}') error = %v", err)
	}
}
