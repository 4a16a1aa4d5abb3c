package compile

import "github.com/backyard-dev/backyard/kernel/monty/syntax"

// FutureAnnotations is the compiler flag of `from __future__ import
// annotations` (CPython's CO_FUTURE_ANNOTATIONS), as compile() takes it.
const FutureAnnotations = 0x1000000

// futureFeatures are the names `from __future__ import` accepts. All but
// annotations are mandatory in Python 3 and change nothing.
var futureFeatures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true,
	"absolute_import": true, "with_statement": true, "print_function": true,
	"unicode_literals": true, "barry_as_FLUFL": true, "generator_stop": true,
	"annotations": true,
}

// futures checks the future statements at the head of a module body (after
// its docstring) and records their effect; it returns the statements, which
// alone may import from __future__.
func (c *compiler) futures(body []syntax.Stmt) map[*syntax.ImportFrom]bool {
	if len(body) > 0 && docstring(body) != nil {
		body = body[1:]
	}
	heads := map[*syntax.ImportFrom]bool{}
	for _, s := range body {
		imp, ok := s.(*syntax.ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			break
		}
		for _, a := range imp.Names {
			switch {
			case a.Name == "braces":
				c.fail(imp, "not a chance")
			case !futureFeatures[a.Name]:
				c.fail(imp, "future feature %s is not defined", a.Name)
			case a.Name == "annotations":
				c.futureAnnotations = true
			}
		}
		heads[imp] = true
	}
	return heads
}

// checkFutureImport refuses a `from __future__ import` that is not one of
// the module's leading future statements.
func (c *compiler) checkFutureImport(s *syntax.ImportFrom) {
	if s.Module == "__future__" && s.Level == 0 && !c.futureHeads[s] {
		c.fail(s, "from __future__ imports must occur at the beginning of the file")
	}
}

// checkAnnotationText refuses, as CPython does, the expressions that would
// need evaluating in an annotation kept as text: walrus, yield and await
// outside a nested scope of their own.
func (c *compiler) checkAnnotationText(e syntax.Expr) {
	syntax.Inspect(e, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.ListComp, *syntax.SetComp, *syntax.DictComp, *syntax.GeneratorExp, *syntax.Lambda:
			return false
		case *syntax.NamedExpr:
			c.fail(n, "'named expression' can not be used within an annotation")
		case *syntax.Yield, *syntax.YieldFrom:
			c.fail(n, "'yield expression' can not be used within an annotation")
		case *syntax.Await:
			c.fail(n, "'await expression' can not be used within an annotation")
		}
		return true
	})
}
