package compile

import "github.com/backyard-dev/backyard/kernel/monty/syntax"

// displayExpr compiles an expression statement of interactive code as
// sys.displayhook(value), what CPython's PRINT_EXPR calls, with the
// instructions an import and a method call use.
func (c *compiler) displayExpr(s *syntax.ExprStmt) {
	c.setLoc(s)
	c.loadConst(int64(0))
	c.loadConst(nil)
	c.emit(IMPORT_NAME, c.name("sys"))
	c.emit(LOAD_METHOD, c.name("displayhook"))
	c.expr(s.Value)
	c.setLoc(s)
	c.emit(CALL_METHOD, 1)
	c.emit(POP_TOP, 0)
}
