package syntax

import (
	"errors"
	"testing"
)

// Each case was checked against CPython 3.11: compile(src, 'f.py', 'exec')
// raises the same exception class and message at the same line and offset.
var syntaxErrorCases = []struct {
	src  string
	kind ErrorKind
	msg  string
	line int
	col  int
}{
	{"if x\n  pass\n", SyntaxError, "expected ':'", 1, 5},
	{"f(1, 2\n", SyntaxError, "'(' was never closed", 1, 2},
	{"x = (1,\n2\n", SyntaxError, "'(' was never closed", 1, 5},
	{"x = [1, 2\n", SyntaxError, "'[' was never closed", 1, 5},
	{"  x\n", IndentationError, "unexpected indent", 1, 2},
	{"x\n  y\n", IndentationError, "unexpected indent", 2, 2},
	{"if 1:\n    x\n  y\n", IndentationError, "unindent does not match any outer indentation level", 3, 4},
	{"if x:\npass\n", IndentationError, "expected an indented block after 'if' statement on line 1", 2, 1},
	{"for x in y:\nz\n", IndentationError, "expected an indented block after 'for' statement on line 1", 2, 1},
	{"def f():\nreturn\n", IndentationError, "expected an indented block after function definition on line 1", 2, 1},
	{"class A:\nx\n", IndentationError, "expected an indented block after class definition on line 1", 2, 1},
	{"while x:\ny\n", IndentationError, "expected an indented block after 'while' statement on line 1", 2, 1},
	{"with a:\nb\n", IndentationError, "expected an indented block after 'with' statement on line 1", 2, 1},
	{"try:\nx\n", IndentationError, "expected an indented block after 'try' statement on line 1", 2, 1},
	{"if x:\n  pass\nelse:\ny\n", IndentationError, "expected an indented block after 'else' statement on line 3", 4, 1},
	{"if x:\n  pass\nelif y:\nz\n", IndentationError, "expected an indented block after 'elif' statement on line 3", 4, 1},
	{"f() = 1\n", SyntaxError, "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1},
	{"a.b() = 1\n", SyntaxError, "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1},
	{"1 = x\n", SyntaxError, "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 1},
	{"x + 1 = 2\n", SyntaxError, "cannot assign to expression here. Maybe you meant '==' instead of '='?", 1, 1},
	{"(a, f()) = 1\n", SyntaxError, "cannot assign to function call", 1, 5},
	{"[a, 1] = x\n", SyntaxError, "cannot assign to literal", 1, 5},
	{"for f() in y: pass\n", SyntaxError, "cannot assign to function call", 1, 5},
	{"del f()\n", SyntaxError, "cannot delete function call", 1, 5},
	{"f() += 1\n", SyntaxError, "'function call' is an illegal expression for augmented assignment", 1, 1},
	{"x = 1 +\n", SyntaxError, "invalid syntax", 1, 8},
	{"print 'x'\n", SyntaxError, "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1},
	{"\"abc\n", SyntaxError, "unterminated string literal (detected at line 1)", 1, 1},
	{"'''abc\n\n\n", SyntaxError, "unterminated triple-quoted string literal (detected at line 3)", 1, 1},
	{"x = \"abc\ny\"\n", SyntaxError, "unterminated string literal (detected at line 1)", 1, 5},
	{"f(a b)\n", SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 3},
	{"[a b]\n", SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 2},
	{"x = 1 2\n", SyntaxError, "invalid syntax", 1, 7},
	{"if x = 1: pass\n", SyntaxError, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 4},
	{"a = 1 = 2\n", SyntaxError, "cannot assign to literal", 1, 5},
	{"a $ b\n", SyntaxError, "invalid syntax", 1, 3},
	{"1_000_\n", SyntaxError, "invalid decimal literal", 1, 6},
	{"0x\n", SyntaxError, "invalid hexadecimal literal", 1, 2},
	{"012\n", SyntaxError, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 1},
	{"a = 1 \\ 2\n", SyntaxError, "unexpected character after line continuation character", 1, 8},
	{"if 1:\n\tx\n        y\n", TabError, "inconsistent use of tabs and spaces in indentation", 3, 1},
	{")\n", SyntaxError, "unmatched ')'", 1, 1},
	{"(]\n", SyntaxError, "closing parenthesis ']' does not match opening parenthesis '('", 1, 2},
	{"def f(a=1, b): pass\n", SyntaxError, "non-default argument follows default argument", 1, 12},
	{"f(x for x in y, 1)\n", SyntaxError, "Generator expression must be parenthesized", 1, 3},
	{"f(**a, *b)\n", SyntaxError, "iterable argument unpacking follows keyword argument unpacking", 1, 8},
	{"import a.b as\n", SyntaxError, "invalid syntax", 1, 14},
	{"from x import\n", SyntaxError, "invalid syntax", 1, 14},
	{"from x import a,\n", SyntaxError, "trailing comma not allowed without surrounding parentheses", 1, 17},
	{"x: int, y: int = 1, 2\n", SyntaxError, "invalid syntax", 1, 7},
	{"try:\n  pass\n", SyntaxError, "expected 'except' or 'finally' block", 2, 7},
	{"try:\n  pass\nexcept E, F:\n  pass\n", SyntaxError, "multiple exception types must be parenthesized", 3, 8},
	{"class A\n  pass\n", SyntaxError, "expected ':'", 1, 8},
	{"def f()\n  pass\n", SyntaxError, "expected ':'", 1, 8},
	{"while x\n  pass\n", SyntaxError, "expected ':'", 1, 8},
	{"for x in y\n  pass\n", SyntaxError, "expected ':'", 1, 11},
	{"with x\n  pass\n", SyntaxError, "expected ':'", 1, 7},
	{"else:\n  pass\n", SyntaxError, "invalid syntax", 1, 1},
	{"x = yield = 1\n", SyntaxError, "assignment to yield expression not possible", 1, 5},
	{"a, b += 1\n", SyntaxError, "'tuple' is an illegal expression for augmented assignment", 1, 1},
	{"(x := 1) = 2\n", SyntaxError, "cannot assign to named expression here. Maybe you meant '==' instead of '='?", 1, 2},
	{"x := 1\n", SyntaxError, "invalid syntax", 1, 3},
	{"True = 1\n", SyntaxError, "cannot assign to True", 1, 1},
	{"None = 1\n", SyntaxError, "cannot assign to None", 1, 1},
	{"... = 1\n", SyntaxError, "cannot assign to ellipsis here. Maybe you meant '==' instead of '='?", 1, 1},
	{"f'{}'\n", SyntaxError, "f-string: empty expression not allowed", 1, 6},
	{"f'{x!z}'\n", SyntaxError, "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 9},
	{"f'{'\n", SyntaxError, "f-string: expecting '}'", 1, 5},
	{"f'}'\n", SyntaxError, "f-string: single '}' is not allowed", 1, 5},
	{"x = 1 if y\n", SyntaxError, "expected 'else' after 'if' expression", 1, 5},
	{"x = (1 for x in y)(\n", SyntaxError, "'(' was never closed", 1, 19},
	{"def f(*): pass\n", SyntaxError, "named arguments must follow bare *", 1, 7},
	{"def f(**k, a): pass\n", SyntaxError, "arguments cannot follow var-keyword argument", 1, 12},
	{"match x:\n  case 1:\n    pass\n  case _ as _:\n    pass\n", SyntaxError, "cannot use '_' as a target", 4, 13},
	{"a = b = c += 1\n", SyntaxError, "invalid syntax", 1, 11},
	{"print(1)) \n", SyntaxError, "unmatched ')'", 1, 9},
	{"if True:\n    pass\n  else:\n    pass\n", IndentationError, "unindent does not match any outer indentation level", 3, 8},
	{"x = [\n 1,\n 2\n", SyntaxError, "'[' was never closed", 1, 5},
	{"x = 'a' b'b'\n", SyntaxError, "cannot mix bytes and nonbytes literals", 1, 13},
	{"async = 1\n", SyntaxError, "invalid syntax", 1, 7},
	{"def f():\n  x = 1\n   y = 2\n", IndentationError, "unexpected indent", 3, 3},
	{"import\n", SyntaxError, "invalid syntax", 1, 7},
	{"a.1\n", SyntaxError, "invalid syntax", 1, 2},
	{"1.a\n", SyntaxError, "invalid decimal literal", 1, 2},
	{"a[1:2:3:4]\n", SyntaxError, "invalid syntax", 1, 8},
	{"{**a: 1}\n", SyntaxError, "invalid syntax", 1, 5},
}

func TestSyntaxErrorsMatchCPython(t *testing.T) {
	for _, c := range syntaxErrorCases {
		_, err := Parse("f.py", []byte(c.src), ModeExec)
		var se *Error
		if !errors.As(err, &se) {
			t.Errorf("%q: got %v, want %s %q", c.src, err, c.kind, c.msg)
			continue
		}
		if se.Kind != c.kind || se.Msg != c.msg || se.Line != c.line || se.Col != c.col {
			t.Errorf("%q:\n got  %s %q at %d:%d\n want %s %q at %d:%d", c.src, se.Kind, se.Msg, se.Line, se.Col, c.kind, c.msg, c.line, c.col)
		}
		if se.Filename != "f.py" {
			t.Errorf("%q: filename %q", c.src, se.Filename)
		}
	}
}
