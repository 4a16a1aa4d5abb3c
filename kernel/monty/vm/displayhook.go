package vm

// sysDisplayhook is sys.displayhook(value): a value other than None is
// printed (its repr, through print, so to sys.stdout as the program set
// it) and kept in builtins._, as in CPython's interactive mode.
func sysDisplayhook(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("displayhook", args, kw, 1, 1); err != nil {
		return nil, err
	}
	v := args[0]
	if v == None {
		return None, nil
	}
	t.builtins.SetString("_", None)
	r, err := t.Repr(v)
	if err != nil {
		return nil, err
	}
	print, _ := t.builtins.GetString("print")
	if _, err := t.Call(print, []Value{NewStr(r)}, nil); err != nil {
		return nil, err
	}
	t.builtins.SetString("_", v)
	return None, nil
}
