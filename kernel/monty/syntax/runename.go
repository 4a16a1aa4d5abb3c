package syntax

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/runenames"
)

// runeByName is the reverse of the Unicode name table, built on the first
// \N{...} escape (most programs never use one) and never changed after.
var runeByName = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for r := rune(0); r <= unicode_max; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		n := runenames.Name(r)
		if n == "" || n[0] == '<' {
			continue
		}
		m[n] = r
	}
	// a few aliases from NameAliases.txt that CPython accepts and code uses
	for alias, r := range map[string]rune{
		"NULL": 0, "LINE FEED": 10, "LF": 10, "CARRIAGE RETURN": 13, "CR": 13,
		"CHARACTER TABULATION": 9, "TAB": 9, "ESCAPE": 27, "ESC": 27, "SPACE": 32,
		"DELETE": 127, "DEL": 127, "NO-BREAK SPACE": 0xA0, "NBSP": 0xA0,
		"ZERO WIDTH NO-BREAK SPACE": 0xFEFF, "BYTE ORDER MARK": 0xFEFF, "BOM": 0xFEFF,
		"ZWNBSP": 0xFEFF, "ZERO WIDTH SPACE": 0x200B, "ZWSP": 0x200B,
		"ZERO WIDTH JOINER": 0x200D, "ZWJ": 0x200D, "ZERO WIDTH NON-JOINER": 0x200C, "ZWNJ": 0x200C,
		"FORM FEED": 12, "FF": 12, "BACKSPACE": 8, "BELL": 7, "NEXT LINE": 0x85, "NEL": 0x85,
		"LINE TABULATION": 11, "VT": 11, "SHY": 0xAD,
	} {
		if _, ok := m[alias]; !ok {
			m[alias] = r
		}
	}
	return m
})

// lookupRuneName resolves a \N{...} escape to the character's UTF-8.
func lookupRuneName(name string) ([]byte, bool) {
	name = strings.ToUpper(name)
	for _, prefix := range []string{"CJK UNIFIED IDEOGRAPH-", "CJK COMPATIBILITY IDEOGRAPH-"} {
		if strings.HasPrefix(name, prefix) {
			v, err := strconv.ParseUint(name[len(prefix):], 16, 32)
			if err != nil {
				return nil, false
			}
			return utf8.AppendRune(nil, rune(v)), true
		}
	}
	r, ok := runeByName()[name]
	if !ok {
		return nil, false
	}
	return utf8.AppendRune(nil, r), true
}
