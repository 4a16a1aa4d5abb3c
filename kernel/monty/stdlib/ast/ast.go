// Package ast is Python's ast module for monty: our own ast.py, written
// from the documented behaviour of CPython 3.11's module, over the node
// classes of _ast (nodes.py, which lists CPython's node kinds). monty's parser (package syntax) already builds
// CPython's tree and prints it exactly as ast.dump(tree,
// include_attributes=True) does; _ast._dump hands that text over and
// ast._from_source rebuilds the nodes from it. compile(tree, ...) compiles
// ast.unparse(tree) (see vm's compile builtin).
package ast

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

var (
	//go:embed nodes.py
	nodes string
	//go:embed ast.py
	astSrc string
)

func init() {
	// nodes.py's hundred-odd classes are compiled once per process.
	runNodes := native.CompiledPrelude("<frozen _ast>", nodes)
	vm.RegisterModule("_ast", func(t *vm.Thread) (*vm.Module, error) {
		m := native.NewModule("_ast", native.Funcs{"_dump": dump})
		t.AddModule(m)
		if err := runNodes(t, m); err != nil {
			return nil, err
		}
		return m, nil
	})
	vm.RegisterModule("ast", native.PythonModule("ast", astSrc))
}

// dump(source, filename, mode) parses source and returns the text of
// ast.dump(tree, include_attributes=True), or raises its SyntaxError.
func dump(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_dump", "_dump", args, kw, 3, 3); err != nil {
		return nil, err
	}
	src, ok1 := native.Str(args[0])
	filename, ok2 := native.Str(args[1])
	mode, ok3 := native.Str(args[2])
	if !ok1 || !ok2 || !ok3 {
		return nil, vm.Errorf(vm.TypeErrorType, "_dump() arguments must be str")
	}
	var m syntax.Mode
	switch mode {
	case "exec":
		m = syntax.ModeExec
	case "eval":
		m = syntax.ModeEval
	case "single":
		m = syntax.ModeSingle
	default:
		return nil, vm.Errorf(vm.ValueErrorType, "compile() mode must be 'exec', 'eval', 'single' or 'func_type'")
	}
	if err := t.ChargeParse(len(src)); err != nil {
		return nil, err
	}
	tree, err := syntax.ParseInterruptible(filename, []byte(src), m, t.Interrupted)
	if _, ok := err.(*vm.LimitError); ok {
		return nil, err
	}
	if se, ok := err.(*syntax.Error); ok && se.Kind == syntax.RecursionError {
		// ast.parse stops where it builds the nodes, not where it compiles.
		return nil, vm.Errorf(vm.RecursionErrorType, "maximum recursion depth exceeded during ast construction")
	}
	if err != nil {
		return nil, vm.SyntaxErrorFrom(err)
	}
	text := syntax.Dump(tree)
	// The text is several times the source; the nodes rebuilt from it
	// are charged as they are made.
	if err := t.AllocElems(int64(len(text)), 1); err != nil {
		return nil, err
	}
	return vm.NewStr(text), nil
}
