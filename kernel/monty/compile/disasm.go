package compile

import (
	"fmt"
	"io"
)

// Disassemble writes a listing of code and the code objects among its
// constants, one instruction a line (index, opcode, argument), as dis
// does; for reading what the compiler made of a program.
func Disassemble(w io.Writer, code *Code) {
	fmt.Fprintf(w, "code %s (%s):\n", code.QualName, code.Filename)
	for pc, ins := range code.Code {
		fmt.Fprintf(w, "%6d %-24s %d\n", pc, Op(ins), Arg(ins))
	}
	for _, c := range code.Consts {
		if sub, ok := c.(*Code); ok {
			fmt.Fprintln(w)
			Disassemble(w, sub)
		}
	}
}
