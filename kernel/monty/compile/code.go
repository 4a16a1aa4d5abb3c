package compile

import "github.com/backyard-dev/backyard/kernel/monty/syntax"

// Code is one compiled unit: a module, a class body, a function, a lambda or
// a comprehension. It is pure data; the vm package turns its constants into
// Python values when it loads it.
type Code struct {
	Name      string // function name, "<module>", "<listcomp>", class name
	QualName  string
	Filename  string
	FirstLine int32

	// Parameters: the first ArgCount+KwOnlyCount (+1 for *args, +1 for
	// **kwargs) entries of VarNames, in that order.
	ArgCount     int
	PosOnlyCount int
	KwOnlyCount  int
	Flags        Flags

	// Code holds the instructions: the opcode in the low 8 bits and the
	// argument in the high 24 (see Op and Arg).
	Code []uint32
	// Pos holds each instruction's source range, for tracebacks.
	Pos []syntax.Loc
	// ExcTable maps ranges of instructions to their exception handler.
	ExcTable []Handler

	// Consts are the literal values: nil (None), bool, int64, *big.Int,
	// float64, complex128, string, syntax.Bytes, syntax.Ellipsis, *Code, and
	// Tuple (a tuple of constants).
	Consts []any
	// Names are the global, attribute and imported names the code uses.
	Names []string
	// KwNames are the keyword-name lists of calls, indexed by KW_NAMES.
	KwNames [][]string

	// The frame's slots: VarNames (parameters first), then CellVars, then
	// FreeVars; the operand stack follows them.
	VarNames []string
	CellVars []string
	FreeVars []string
	// Cell2Arg[i] is the index of the parameter that cell i holds, or -1.
	Cell2Arg []int
	MaxStack int

	// Doc is the docstring, when the body starts with one.
	Doc any
}

// Tuple is a constant tuple.
type Tuple []any

// FrozenSet is a constant frozenset: its elements in source order. The
// VM builds it as CPython's compiler does (a frozenset of the elements,
// then a frozenset of that one's elements in its iteration order), which
// fixes its iteration order.
type FrozenSet []any

// Flags describe a code object.
type Flags uint32

// Code flags.
const (
	VarArgs Flags = 1 << iota
	VarKeywords
	Generator
	Coroutine
	AsyncGenerator
	ClassBody   // a class body: names live in the namespace dict
	ModuleBody  // module level: names are globals
	NestedScope // has free variables
	HasDoc
	// AnnotationsAsText: compiled under `from __future__ import
	// annotations`; compile(), exec() and eval() called from the code
	// inherit it.
	AnnotationsAsText
)

// Handler is an entry of the exception table: an exception raised by an
// instruction in [Start, End) truncates the operand stack to Depth, pushes
// the exception (after the offset of the raising instruction when Lasti is
// set) and jumps to Target.
type Handler struct {
	Start, End, Target int32
	Depth              int32
	Lasti              bool
}

// NSlots is the number of local slots a frame of c needs before its stack.
func (c *Code) NSlots() int { return len(c.VarNames) + len(c.CellVars) + len(c.FreeVars) }

// Line returns the line of the instruction at pc.
func (c *Code) Line(pc int) int32 {
	if pc >= 0 && pc < len(c.Pos) {
		return c.Pos[pc].Lineno
	}
	return c.FirstLine
}
