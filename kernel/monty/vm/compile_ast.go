package vm

// pyCFOnlyAST is ast.PyCF_ONLY_AST.
const pyCFOnlyAST = 0x400

// compileAST is compile()'s part that the ast module (Python) does: with
// the flag PyCF_ONLY_AST the tree of the source (ast._from_source), and
// for an ast.AST the code of the tree (ast._compile_ast). ok is false when
// neither applies.
func (t *Thread) compileAST(src, filename, mode, flags Value) (Value, bool, error) {
	var fn string
	f, _ := flags.(Int)
	isAST := false
	if _, loaded := t.modules["ast"]; loaded {
		if _, isStr := src.(*Str); !isStr {
			m := t.modules["ast"]
			cls, _ := m.dict.GetString("AST")
			if c, ok := cls.(*Type); ok && src.Type().IsSubtype(c) {
				isAST = true
			}
		}
	}
	switch {
	case isAST:
		fn = "_compile_ast"
	case int64(f)&pyCFOnlyAST != 0:
		fn = "_from_source"
	default:
		return nil, false, nil
	}
	m, err := t.ImportModule("ast")
	if err != nil {
		return nil, true, err
	}
	g, _ := m.dict.GetString(fn)
	r, err := t.Call(g, []Value{src, filename, mode}, nil)
	return r, true, err
}
