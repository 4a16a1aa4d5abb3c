package monty

import (
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// missingImport returns the first module the cell imports that monty
// lacks, or "". An import under `if TYPE_CHECKING:` never counts (it does
// not run); one guarded by a handler that catches ImportError counts only
// when refuseGuarded is set (auto mode, where the user likely wants the
// package and the cell converts): otherwise the import raises
// ModuleNotFoundError where it runs and the program's fallback runs, as on
// CPython.
func missingImport(tree syntax.Node, t *vm.Thread, refuseGuarded bool) string {
	w := importWalker{t: t, refuseGuarded: refuseGuarded}
	w.walk(tree, false)
	return w.missing
}

type importWalker struct {
	t             *vm.Thread
	refuseGuarded bool
	missing       string
}

func (w *importWalker) walk(n syntax.Node, guarded bool) {
	syntax.Inspect(n, func(n syntax.Node) bool {
		if w.missing != "" {
			return false
		}
		switch s := n.(type) {
		case *syntax.Import:
			for _, a := range s.Names {
				w.check(a.Name, guarded)
			}
		case *syntax.ImportFrom:
			if s.Level == 0 {
				w.check(s.Module, guarded)
			}
		case *syntax.If:
			if isTypeChecking(s.Test) {
				w.stmts(s.Orelse, guarded)
				return false
			}
		case *syntax.Try:
			w.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, guarded)
			return false
		case *syntax.TryStar:
			w.try(s.Body, s.Handlers, s.Orelse, s.Finalbody, guarded)
			return false
		}
		return true
	})
}

func (w *importWalker) try(body []syntax.Stmt, handlers []*syntax.ExceptHandler, orelse, final []syntax.Stmt, guarded bool) {
	catches := false
	for _, h := range handlers {
		if catchesImportError(h.Type) {
			catches = true
		}
	}
	w.stmts(body, guarded || catches)
	for _, h := range handlers {
		w.walk(h, guarded)
	}
	w.stmts(orelse, guarded)
	w.stmts(final, guarded)
}

func (w *importWalker) stmts(list []syntax.Stmt, guarded bool) {
	for _, s := range list {
		w.walk(s, guarded)
	}
}

func (w *importWalker) check(name string, guarded bool) {
	if w.missing != "" || name == "" || guarded && !w.refuseGuarded {
		return
	}
	parts := strings.Split(name, ".")
	for i := range parts {
		full := strings.Join(parts[:i+1], ".")
		if _, ok := w.t.Modules()[full]; ok {
			continue
		}
		if !HasModule(full) {
			w.missing = full
			return
		}
	}
}

// isTypeChecking reports a test of TYPE_CHECKING or typing.TYPE_CHECKING.
func isTypeChecking(e syntax.Expr) bool {
	switch x := e.(type) {
	case *syntax.Name:
		return x.Id == "TYPE_CHECKING"
	case *syntax.Attribute:
		return x.Attr == "TYPE_CHECKING"
	}
	return false
}

// catchesImportError reports whether an except clause of this type
// catches ImportError: a bare except, ImportError, ModuleNotFoundError,
// Exception, BaseException, or a tuple holding one of them.
func catchesImportError(e syntax.Expr) bool {
	switch x := e.(type) {
	case nil:
		return true
	case *syntax.Name:
		switch x.Id {
		case "ImportError", "ModuleNotFoundError", "Exception", "BaseException":
			return true
		}
	case *syntax.Attribute:
		return catchesImportError(&syntax.Name{Id: x.Attr})
	case *syntax.Tuple:
		for _, el := range x.Elts {
			if catchesImportError(el) {
				return true
			}
		}
	}
	return false
}
