package vm

// linecache gives Python code (the traceback module, warnings, inspect)
// the lines of the sources monty ran: cells and modules, as the Thread's
// Lines hook knows them. Files on disk are not read: a program's own
// files are read through open() like any other.

func init() { RegisterModule("linecache", newLinecacheModule) }

func newLinecacheModule(t *Thread) (*Module, error) {
	m := NewModule("linecache")
	cache := NewDict(0)
	m.dict.SetString("cache", cache)
	lines := func(filename Value) []string {
		s, ok := filename.(*Str)
		if !ok || t.Lines == nil {
			return nil
		}
		return t.Lines(s.s)
	}
	getlines := func(filename Value) Value {
		src := lines(filename)
		r := make([]Value, len(src))
		for i, l := range src {
			if i == len(src)-1 && l != "" && l[len(l)-1] != '\n' {
				l += "\n"
			}
			r[i] = NewStr(l)
		}
		return NewList(r)
	}
	def := func(name string, fn BuiltinFunc) { m.dict.SetString(name, NewBuiltin(name, fn)) }
	def("getline", func(t *Thread, args []Value, kw []string) (Value, error) {
		var filename, lineno, globals Value
		if err := UnpackArgs("getline", args, kw, "filename", &filename, "lineno", &lineno, "module_globals?", &globals); err != nil {
			return nil, err
		}
		src := lines(filename)
		n, ok := AsInt64(lineno)
		if !ok || n < 1 || n > int64(len(src)) {
			return NewStr(""), nil
		}
		l := src[n-1]
		if l != "" && l[len(l)-1] != '\n' {
			l += "\n"
		}
		return NewStr(l), nil
	})
	def("getlines", func(t *Thread, args []Value, kw []string) (Value, error) {
		var filename, globals Value
		if err := UnpackArgs("getlines", args, kw, "filename", &filename, "module_globals?", &globals); err != nil {
			return nil, err
		}
		return getlines(filename), nil
	})
	def("updatecache", func(t *Thread, args []Value, kw []string) (Value, error) {
		var filename, globals Value
		if err := UnpackArgs("updatecache", args, kw, "filename", &filename, "module_globals?", &globals); err != nil {
			return nil, err
		}
		return getlines(filename), nil
	})
	def("clearcache", func(t *Thread, args []Value, kw []string) (Value, error) {
		cache.Clear()
		return None, nil
	})
	def("checkcache", func(t *Thread, args []Value, kw []string) (Value, error) {
		var filename Value
		if err := UnpackArgs("checkcache", args, kw, "filename?", &filename); err != nil {
			return nil, err
		}
		return None, nil
	})
	def("lazycache", func(t *Thread, args []Value, kw []string) (Value, error) {
		var filename, globals Value
		if err := UnpackArgs("lazycache", args, kw, "filename", &filename, "module_globals", &globals); err != nil {
			return nil, err
		}
		return False, nil
	})
	return m, nil
}
