package text

import "unicode"

// Character properties as CPython 3.11's unicodedata (Unicode 14.0) defines
// them. Each is Go's unicode package (Unicode 15.0) read the way CPython
// reads the database, corrected by the small generated tables in
// tables.go: characters Unicode 15 added, and the few properties Go has
// no table for (digit and numeric values, case-ignorable, XID, full case
// mappings). TestPropertiesMatchCPython checks every code point.

// prop names one boolean character property; its base function derives
// it from Go's tables and fix holds the generated corrections.
type prop int

const (
	propPrintable prop = iota
	propAlpha
	propDecimal
	propDigit
	propNumeric
	propSpace
	propLower
	propUpper
	propTitle
	propCased
	propCaseIgnorable
	propXIDStart
	propXIDContinue
	numProps
)

// propFix corrects a base derivation: add holds code points where CPython
// says yes and the base says no, del the reverse.
type propFix struct{ add, del *unicode.RangeTable }

// has reports whether r has property p.
func has(p prop, r rune) bool {
	fix := &propFixes[p]
	if propBase[p](r) {
		return fix.del == nil || !unicode.Is(fix.del, r)
	}
	return fix.add != nil && unicode.Is(fix.add, r)
}

// propBase derives each property from Go's unicode tables.
var propBase = [numProps]func(rune) bool{
	propPrintable: unicode.IsPrint,
	propAlpha:     unicode.IsLetter,
	propDecimal:   unicode.IsDigit,
	propDigit:     unicode.IsDigit,
	propNumeric:   unicode.IsNumber,
	propSpace:     unicode.IsSpace,
	propLower: func(r rune) bool {
		return unicode.IsLower(r) || unicode.Is(unicode.Other_Lowercase, r)
	},
	propUpper: func(r rune) bool {
		return unicode.IsUpper(r) || unicode.Is(unicode.Other_Uppercase, r)
	},
	propTitle: unicode.IsTitle,
	propCased: func(r rune) bool {
		return unicode.IsLower(r) || unicode.IsUpper(r) || unicode.IsTitle(r) ||
			unicode.In(r, unicode.Other_Lowercase, unicode.Other_Uppercase)
	},
	propCaseIgnorable: func(r rune) bool {
		return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
	},
	propXIDStart: func(r rune) bool {
		return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start) &&
			!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
	},
	propXIDContinue: func(r rune) bool {
		return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start,
			unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue) &&
			!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
	},
}

// asciiProps holds the properties of the ASCII characters, the fast path
// of every predicate.
var asciiProps = func() (t [128]uint16) {
	for r := rune(0); r < 128; r++ {
		for p := range numProps {
			if has(p, r) {
				t[r] |= 1 << p
			}
		}
	}
	return t
}()

func is(p prop, r rune) bool {
	if r < 128 && r >= 0 {
		return asciiProps[r]&(1<<p) != 0
	}
	return has(p, r)
}

// IsPrintable reports whether r is printable as str.isprintable() and
// repr() judge it: every character except the categories Cc, Cf, Cs, Co,
// Cn, Zl, Zp and Zs, with the ASCII space the one printable separator.
func IsPrintable(r rune) bool { return is(propPrintable, r) }

// IsAlpha reports whether r is a letter (categories Lu, Ll, Lt, Lm, Lo).
func IsAlpha(r rune) bool { return is(propAlpha, r) }

// IsDecimal reports whether r is a decimal digit (category Nd).
func IsDecimal(r rune) bool { return is(propDecimal, r) }

// IsDigit reports whether r has a digit value: the decimals and digits
// such as superscripts that cannot form decimal numbers.
func IsDigit(r rune) bool { return is(propDigit, r) }

// IsNumeric reports whether r has a numeric value: digits, fractions,
// Roman numerals, CJK numerals and so on.
func IsNumeric(r rune) bool { return is(propNumeric, r) }

// IsAlnum reports whether r is alphabetic or numeric, as str.isalnum().
func IsAlnum(r rune) bool {
	return is(propAlpha, r) || is(propDecimal, r) || is(propDigit, r) || is(propNumeric, r)
}

// IsSpace reports whether r is whitespace as str.isspace() and str.split()
// see it: category Zs or bidirectional class WS, B or S (which includes
// the ASCII separators \x1c-\x1f that Go's unicode.IsSpace leaves out).
func IsSpace(r rune) bool { return is(propSpace, r) }

// IsLower reports whether r has the Unicode Lowercase property.
func IsLower(r rune) bool { return is(propLower, r) }

// IsUpper reports whether r has the Unicode Uppercase property.
func IsUpper(r rune) bool { return is(propUpper, r) }

// IsTitle reports whether r is a titlecase letter (category Lt).
func IsTitle(r rune) bool { return is(propTitle, r) }

// IsCased reports whether r is lowercase, uppercase or titlecase; title()
// and capitalize() treat the character after a cased one as inside a word.
func IsCased(r rune) bool { return is(propCased, r) }

// IsCaseIgnorable reports whether r is skipped when deciding whether a
// capital sigma ends a word (the Final_Sigma rule of lower()).
func IsCaseIgnorable(r rune) bool { return is(propCaseIgnorable, r) }

// IsXIDStart reports whether r can start an identifier (XID_Start).
func IsXIDStart(r rune) bool { return is(propXIDStart, r) }

// IsXIDContinue reports whether r can continue an identifier (XID_Continue).
func IsXIDContinue(r rune) bool { return is(propXIDContinue, r) }

// IsLineBreak reports whether r ends a line for str.splitlines().
func IsLineBreak(r rune) bool {
	switch r {
	case '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// DecimalValue returns the value 0-9 of the decimal digit r, or -1 when r
// is not a decimal digit (str.isdecimal()). int(), float() and the widths
// of format specs accept any decimal digit, not only ASCII ones.
func DecimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 || !is(propDecimal, r) {
		return -1
	}
	// Every run of decimal digits in Unicode is a whole 0-9 sequence
	// (or several back to back), so a digit's value is its offset into
	// the Nd range that holds it, modulo 10.
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}
