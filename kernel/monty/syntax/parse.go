package syntax

// Mode says what kind of source Parse expects, as compile()'s mode argument.
type Mode uint8

// Parse modes.
const (
	ModeExec   Mode = iota // a module: a sequence of statements
	ModeEval               // a single expression
	ModeSingle             // one interactive statement
)
