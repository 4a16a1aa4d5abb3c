package pyre

import (
	"fmt"
	"strings"
)

var flagNames = []struct {
	name string
	flag Flags
}{
	{"re.TEMPLATE", TemplateFlag}, {"re.IGNORECASE", IgnoreCase}, {"re.LOCALE", Locale},
	{"re.MULTILINE", Multiline}, {"re.DOTALL", DotAll}, {"re.UNICODE", Unicode},
	{"re.VERBOSE", Verbose}, {"re.DEBUG", Debug}, {"re.ASCII", ASCII},
}

// Repr is repr() of the pattern object, given repr() of its source
// (which it cuts to 200 characters, as CPython's %.200R does).
func (re *Regexp) Repr(patternRepr string) string {
	if r := []rune(patternRepr); len(r) > 200 {
		patternRepr = string(r[:200])
	}
	flags := re.flags
	// A str pattern's implicit UNICODE is not shown.
	if !re.isBytes && flags&(Locale|Unicode|ASCII) == Unicode {
		flags &^= Unicode
	}
	if flags == 0 {
		return "re.compile(" + patternRepr + ")"
	}
	var names []string
	for _, f := range flagNames {
		if flags&f.flag != 0 {
			names = append(names, f.name)
			flags &^= f.flag
		}
	}
	if flags != 0 {
		names = append(names, fmt.Sprintf("0x%x", int(flags)))
	}
	return "re.compile(" + patternRepr + ", " + strings.Join(names, "|") + ")"
}
