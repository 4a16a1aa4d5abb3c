package syntax

// tokKind is the kind of a token. Keywords and operators each have their own
// kind so the parser can switch on one small integer.
type tokKind uint8

const (
	tEOF tokKind = iota
	tNewline
	tIndent
	tDedent
	tName
	tNumber
	tString
	tErrorOp // a character that is no token (`$`, `?`): "invalid syntax" when met

	// operators and delimiters
	tLpar
	tRpar
	tLsqb
	tRsqb
	tLbrace
	tRbrace
	tColon
	tComma
	tSemi
	tPlus
	tMinus
	tStar
	tSlash
	tVbar
	tAmper
	tLess
	tGreater
	tEqual
	tDot
	tPercent
	tEqEqual
	tNotEqual
	tLessEqual
	tGreaterEqual
	tTilde
	tCircumflex
	tLeftShift
	tRightShift
	tDoubleStar
	tPlusEqual
	tMinEqual
	tStarEqual
	tSlashEqual
	tPercentEqual
	tAmperEqual
	tVbarEqual
	tCircumflexEqual
	tLeftShiftEqual
	tRightShiftEqual
	tDoubleStarEqual
	tDoubleSlash
	tDoubleSlashEqual
	tAt
	tAtEqual
	tRarrow
	tEllipsis
	tColonEqual
	tExclamation // only inside f-string replacement fields

	// keywords
	tFalse
	tNone
	tTrue
	tAnd
	tAs
	tAssert
	tAsync
	tAwait
	tBreak
	tClass
	tContinue
	tDef
	tDel
	tElif
	tElse
	tExcept
	tFinally
	tFor
	tFrom
	tGlobal
	tIf
	tImport
	tIn
	tIs
	tLambda
	tNonlocal
	tNot
	tOr
	tPass
	tRaise
	tReturn
	tTry
	tWhile
	tWith
	tYield

	numTokKinds
)

var tokText = [numTokKinds]string{
	tEOF: "end of file", tNewline: "newline", tIndent: "indent", tDedent: "dedent",
	tName: "name", tNumber: "number", tString: "string", tErrorOp: "error",
	tLpar: "(", tRpar: ")", tLsqb: "[", tRsqb: "]", tLbrace: "{", tRbrace: "}",
	tColon: ":", tComma: ",", tSemi: ";", tPlus: "+", tMinus: "-", tStar: "*",
	tSlash: "/", tVbar: "|", tAmper: "&", tLess: "<", tGreater: ">", tEqual: "=",
	tDot: ".", tPercent: "%", tEqEqual: "==", tNotEqual: "!=", tLessEqual: "<=",
	tGreaterEqual: ">=", tTilde: "~", tCircumflex: "^", tLeftShift: "<<",
	tRightShift: ">>", tDoubleStar: "**", tPlusEqual: "+=", tMinEqual: "-=",
	tStarEqual: "*=", tSlashEqual: "/=", tPercentEqual: "%=", tAmperEqual: "&=",
	tVbarEqual: "|=", tCircumflexEqual: "^=", tLeftShiftEqual: "<<=",
	tRightShiftEqual: ">>=", tDoubleStarEqual: "**=", tDoubleSlash: "//",
	tDoubleSlashEqual: "//=", tAt: "@", tAtEqual: "@=", tRarrow: "->",
	tEllipsis: "...", tColonEqual: ":=", tExclamation: "!",
	tFalse: "False", tNone: "None", tTrue: "True", tAnd: "and", tAs: "as",
	tAssert: "assert", tAsync: "async", tAwait: "await", tBreak: "break",
	tClass: "class", tContinue: "continue", tDef: "def", tDel: "del",
	tElif: "elif", tElse: "else", tExcept: "except", tFinally: "finally",
	tFor: "for", tFrom: "from", tGlobal: "global", tIf: "if", tImport: "import",
	tIn: "in", tIs: "is", tLambda: "lambda", tNonlocal: "nonlocal", tNot: "not",
	tOr: "or", tPass: "pass", tRaise: "raise", tReturn: "return", tTry: "try",
	tWhile: "while", tWith: "with", tYield: "yield",
}

func (k tokKind) String() string { return tokText[k] }

// keywordKind maps a hard keyword's text to its kind (tName if not one).
func keywordKind(s []byte) tokKind {
	if len(s) < 2 || len(s) > 8 {
		return tName
	}
	switch s[0] {
	case 'F':
		if string(s) == "False" {
			return tFalse
		}
	case 'N':
		if string(s) == "None" {
			return tNone
		}
	case 'T':
		if string(s) == "True" {
			return tTrue
		}
	case 'a':
		switch string(s) {
		case "and":
			return tAnd
		case "as":
			return tAs
		case "assert":
			return tAssert
		case "async":
			return tAsync
		case "await":
			return tAwait
		}
	case 'b':
		if string(s) == "break" {
			return tBreak
		}
	case 'c':
		switch string(s) {
		case "class":
			return tClass
		case "continue":
			return tContinue
		}
	case 'd':
		switch string(s) {
		case "def":
			return tDef
		case "del":
			return tDel
		}
	case 'e':
		switch string(s) {
		case "elif":
			return tElif
		case "else":
			return tElse
		case "except":
			return tExcept
		}
	case 'f':
		switch string(s) {
		case "finally":
			return tFinally
		case "for":
			return tFor
		case "from":
			return tFrom
		}
	case 'g':
		if string(s) == "global" {
			return tGlobal
		}
	case 'i':
		switch string(s) {
		case "if":
			return tIf
		case "import":
			return tImport
		case "in":
			return tIn
		case "is":
			return tIs
		}
	case 'l':
		if string(s) == "lambda" {
			return tLambda
		}
	case 'n':
		switch string(s) {
		case "nonlocal":
			return tNonlocal
		case "not":
			return tNot
		}
	case 'o':
		if string(s) == "or" {
			return tOr
		}
	case 'p':
		if string(s) == "pass" {
			return tPass
		}
	case 'r':
		switch string(s) {
		case "raise":
			return tRaise
		case "return":
			return tReturn
		}
	case 't':
		if string(s) == "try" {
			return tTry
		}
	case 'w':
		switch string(s) {
		case "while":
			return tWhile
		case "with":
			return tWith
		}
	case 'y':
		if string(s) == "yield" {
			return tYield
		}
	}
	return tName
}

// token is one lexical token. Positions follow CPython: lines 1-based,
// columns 0-based byte offsets; off/end index the (normalized) source.
type token struct {
	kind            tokKind
	depth           uint8 // bracket nesting after the token (CPython's tok->level)
	line, col       int32
	endLine, endCol int32
	off, end        int32
}

func (t *token) pos() Pos { return Pos{t.line, t.col} }
