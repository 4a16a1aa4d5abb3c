package vm

import "strings"

// mangleSlot is a __slots__ name as the class stores it: a private name
// (__x, not __x__) becomes _Class__x, as the compiler mangles it in the
// class's methods (CPython's _Py_Mangle).
func mangleSlot(class, name string) string {
	if len(name) < 3 || name[:2] != "__" || name[len(name)-2:] == "__" || strings.Contains(name, ".") {
		return name
	}
	c := strings.TrimLeft(class, "_")
	if c == "" {
		return name
	}
	return "_" + c + name
}
