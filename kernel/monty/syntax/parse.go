package syntax

// Mode says what kind of source Parse expects, as compile()'s mode argument.
type Mode uint8

// Parse modes.
const (
	ModeExec   Mode = iota // a module: a sequence of statements
	ModeEval               // a single expression
	ModeSingle             // one interactive statement
)

// Parse parses src as Python source and returns its tree: a *Module,
// *Expression or *Interactive according to mode. A syntax error is returned
// as a *Error. filename is used only in errors.
func Parse(filename string, src []byte, mode Mode) (Root, error) {
	return nil, &Error{Kind: SyntaxError, Msg: "parser not implemented", Filename: filename, Line: 1, Col: 1}
}
