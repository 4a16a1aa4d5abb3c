package text

import "strings"

// Translate is str.translate(table). lookup is the table's __getitem__ on
// ord(c): it returns the replacement text (empty for None, which deletes
// c) and found true, or found false when the lookup raised LookupError,
// which keeps c. Other errors stop the translation.
//
// The VM turns the table's value into text: None → "", an int → that code
// point (checked with TranslateCodePoint), a str → itself, anything else
// → the TypeError of TranslateValueError.
func Translate(s string, lookup func(r rune) (repl string, found bool, err error)) (string, error) {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		repl, found, err := lookup(r)
		if err != nil {
			return "", err
		}
		if found {
			b.WriteString(repl)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String(), nil
}

// TranslateCodePoint checks an int a translate table maps to.
func TranslateCodePoint(v int64) (string, error) {
	if v < 0 || v > 0x10ffff {
		return "", &Error{Type: "ValueError", Msg: "character mapping must be in range(0x110000)"}
	}
	return string(AppendRune(nil, rune(v))), nil
}

// TranslateValueError is the error for a table value of another type.
var TranslateValueError = &Error{Type: "TypeError", Msg: "character mapping must return integer, None or str"}

// TransEntry is one entry of the dict str.maketrans builds: From maps to
// To, or to None when Delete.
type TransEntry struct {
	From   rune
	To     rune
	Delete bool
}

// MakeTrans is str.maketrans(x, y[, z]) with strings: x[i] maps to y[i]
// and every character of z to None, inserted in that order (the VM adds
// them to a dict, where a repeated key keeps its first position).
func MakeTrans(x, y, z string) ([]TransEntry, error) {
	xs, ys := decodeAll(x), decodeAll(y)
	if len(xs) != len(ys) {
		return nil, &Error{Type: "ValueError", Msg: "the first two maketrans arguments must have equal length"}
	}
	out := make([]TransEntry, 0, len(xs)+len(z))
	for i, r := range xs {
		out = append(out, TransEntry{From: r, To: ys[i]})
	}
	for i := 0; i < len(z); {
		r, size := DecodeRune(z[i:])
		out = append(out, TransEntry{From: r, Delete: true})
		i += size
	}
	return out, nil
}

// MakeTransKeyError is the error str.maketrans(dict) raises for a str key
// that is not one character (errors for other key types:
// MakeTransKeyTypeError).
var MakeTransKeyError = &Error{Type: "ValueError", Msg: "string keys in translate table must be of length 1"}

// MakeTransKeyTypeError is raised for dict keys that are neither int nor str.
var MakeTransKeyTypeError = &Error{Type: "TypeError", Msg: "keys in translate table must be strings or integers"}
