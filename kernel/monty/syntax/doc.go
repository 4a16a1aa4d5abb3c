// Package syntax is the front end of monty: it turns Python source into an
// abstract syntax tree that mirrors CPython's ast module.
//
// Source comes in as bytes; out comes a Root (*Module for ModeExec,
// *Expression for ModeEval, *Interactive for ModeSingle) or a *Error that
// says what CPython would say: its exception kind (SyntaxError,
// IndentationError, TabError), message, and position.
//
// The one idea is fidelity. The tree has CPython's node kinds, fields and
// positions (lines 1-based, columns in UTF-8 bytes), so that Dump prints
// exactly what ast.dump(tree, include_attributes=True) prints, and the
// conformance test can compare the two over every file of the CPython
// install. Later stages (the resolver and compiler) rely on the same
// positions for tracebacks.
//
// The stages are hand-written for speed, since parsing sits on the path of
// every cell: a scanner over []byte that produces tokens with INDENT and
// DEDENT, implicit line joining inside brackets, every string prefix and
// f-strings with PEP 701's nesting; and a recursive-descent parser with
// precedence climbing for binary operators. CPython's PEG grammar is the
// reference for what is legal; where the grammar backtracks (assignment
// targets, lambda and generator parameters, soft keywords such as match,
// case and type) the parser parses the general form once and then checks or
// converts it, which is also where CPython's "invalid_" error rules get their
// messages.
package syntax
