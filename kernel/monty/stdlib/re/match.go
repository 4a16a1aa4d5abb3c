package re

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/re/internal/pyre"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// match is re.Match.
type match struct {
	m   *pyre.Match
	p   *pattern
	str vm.Value // the subject as given
}

func (*match) Type() *vm.Type { return matchType }

var matchType, iterType *vm.Type

func init() {
	getter := func(f func(m *match) vm.Value) func(t *vm.Thread, self vm.Value) (vm.Value, error) {
		return func(t *vm.Thread, self vm.Value) (vm.Value, error) { return f(self.(*match)), nil }
	}
	matchType = vm.NewNativeType(vm.NativeType{
		Name:   "Match",
		Module: "re",
		Final:  true,
		Doc:    "The result of re.match() and re.search().\nMatch objects always have a boolean value of True.",
		Methods: map[string]vm.BuiltinFunc{
			"group":        matchGroup,
			"__getitem__":  matchGetItem,
			"groups":       matchGroups,
			"groupdict":    matchGroupDict,
			"start":        matchSpan("start"),
			"end":          matchSpan("end"),
			"span":         matchSpan("span"),
			"expand":       matchExpand,
			"__repr__":     matchRepr,
			"__copy__":     func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__deepcopy__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"string": getter(func(m *match) vm.Value { return m.str }),
			"re":     getter(func(m *match) vm.Value { return m.p }),
			"pos":    getter(func(m *match) vm.Value { return vm.MakeInt(int64(m.m.Pos())) }),
			"endpos": getter(func(m *match) vm.Value { return vm.MakeInt(int64(m.m.EndPos())) }),
			"lastindex": getter(func(m *match) vm.Value {
				if g := m.m.LastIndex(); g > 0 {
					return vm.MakeInt(int64(g))
				}
				return vm.None
			}),
			"lastgroup": getter(func(m *match) vm.Value {
				if n, ok := m.m.LastGroup(); ok {
					return vm.NewStr(n)
				}
				return vm.None
			}),
			"regs": getter(func(m *match) vm.Value {
				regs := make(vm.Tuple, m.p.re.Groups()+1)
				for g := range regs {
					s, e := m.m.Span(g)
					regs[g] = vm.Tuple{vm.MakeInt(int64(s)), vm.MakeInt(int64(e))}
				}
				return regs
			}),
		},
	})
	iterType = vm.NewNativeType(vm.NativeType{
		Name:  "callable_iterator",
		Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__next__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				v, err := args[0].(*matchIter).Next(t)
				if err == nil && v == nil {
					return nil, vm.NewException(vm.StopIterationType)
				}
				return v, err
			},
		},
	})
}

// groupIndex resolves a group argument: an int or a group name.
func (m *match) groupIndex(t *vm.Thread, g vm.Value) (int, error) {
	if name, ok := native.Str(g); ok {
		if i, ok := m.p.re.GroupIndex(name); ok {
			return i, nil
		}
		return 0, vm.Errorf(vm.IndexErrorType, "no such group")
	}
	if native.IsInt(g) || g.Type().Lookup("__index__") != nil {
		i, err := native.Int64(t, g, "no such group")
		if err != nil {
			if e, ok := err.(*vm.Exception); ok && e.Class() == vm.OverflowErrorType {
				return 0, vm.Errorf(vm.IndexErrorType, "no such group")
			}
			return 0, err
		}
		if i < 0 || i > int64(m.p.re.Groups()) {
			return 0, vm.Errorf(vm.IndexErrorType, "no such group")
		}
		return int(i), nil
	}
	return 0, vm.Errorf(vm.IndexErrorType, "no such group")
}

// group returns the text of group g, or def when it did not take part.
func (m *match) group(g int, def vm.Value) vm.Value {
	s, ok := m.m.Group(g)
	if !ok {
		return def
	}
	return m.p.text(s)
}

func matchGroup(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.NoKwargs("group", kw); err != nil {
		return nil, err
	}
	m := args[0].(*match)
	switch len(args) {
	case 1:
		return m.group(0, vm.None), nil
	case 2:
		g, err := m.groupIndex(t, args[1])
		if err != nil {
			return nil, err
		}
		return m.group(g, vm.None), nil
	}
	out := make(vm.Tuple, len(args)-1)
	for i, a := range args[1:] {
		g, err := m.groupIndex(t, a)
		if err != nil {
			return nil, err
		}
		out[i] = m.group(g, vm.None)
	}
	return out, nil
}

func matchGetItem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	m := args[0].(*match)
	g, err := m.groupIndex(t, args[1])
	if err != nil {
		return nil, err
	}
	return m.group(g, vm.None), nil
}

func matchGroups(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var def vm.Value = vm.None
	if err := t.UnpackArgs("groups", args[1:], kw, "default?", &def); err != nil {
		return nil, err
	}
	m := args[0].(*match)
	out := make(vm.Tuple, m.p.re.Groups())
	for i := range out {
		out[i] = m.group(i+1, def)
	}
	return out, nil
}

func matchGroupDict(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var def vm.Value = vm.None
	if err := t.UnpackArgs("groupdict", args[1:], kw, "default?", &def); err != nil {
		return nil, err
	}
	m := args[0].(*match)
	p := m.p
	if p.names == nil {
		p.names = []*vm.Str{}
		for _, name := range p.re.GroupNames() {
			g, _ := p.re.GroupIndex(name)
			p.names = append(p.names, vm.NewStr(name))
			p.nameIndex = append(p.nameIndex, g)
		}
	}
	d := vm.NewDict(len(p.names))
	for i, name := range p.names {
		d.SetStr(name, m.group(p.nameIndex[i], def))
	}
	return d, nil
}

func matchSpan(name string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.Count(name, name, args[1:], kw, 0, 1); err != nil {
			return nil, err
		}
		m := args[0].(*match)
		g := 0
		if len(args) == 2 {
			var err error
			if g, err = m.groupIndex(t, args[1]); err != nil {
				return nil, err
			}
		}
		s, e := m.m.Span(g)
		switch name {
		case "start":
			return vm.MakeInt(int64(s)), nil
		case "end":
			return vm.MakeInt(int64(e)), nil
		}
		return vm.Tuple{vm.MakeInt(int64(s)), vm.MakeInt(int64(e))}, nil
	}
}

func matchExpand(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var tmpl vm.Value
	if err := t.UnpackArgs("expand", args[1:], kw, "template", &tmpl); err != nil {
		return nil, err
	}
	m := args[0].(*match)
	src, ok := native.Str(tmpl)
	if b, isBytes := native.Bytes(tmpl); isBytes {
		src, ok = string(b), true
	}
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "expected str instance, %s found", native.TypeName(tmpl))
	}
	tp, err := m.p.re.ParseTemplate(src)
	if err != nil {
		return nil, convertError(t, err, tmpl)
	}
	if n := m.m.ExpandSize(tp); n >= 1<<12 {
		if err := t.AllocElems(n, 2); err != nil {
			return nil, err
		}
	}
	return m.p.text(m.m.Expand(tp)), nil
}

func matchRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	m := args[0].(*match)
	s, e := m.m.Span(0)
	r, err := t.Repr(m.group(0, vm.None))
	if err != nil {
		return nil, err
	}
	if rs := []rune(r); len(rs) > 50 {
		r = string(rs[:50])
	}
	return vm.NewStr("<re.Match object; span=(" + itoa(s) + ", " + itoa(e) + "), match=" + r + ">"), nil
}

// matchIter is finditer's lazy iterator.
type matchIter struct {
	sc  *pyre.Scanner
	p   *pattern
	str vm.Value
}

func (*matchIter) Type() *vm.Type { return iterType }

// Next returns the next match, nil at the end.
func (it *matchIter) Next(t *vm.Thread) (vm.Value, error) {
	if err := t.Interrupted(); err != nil {
		return nil, err
	}
	m, err := it.sc.Next(it.p.md.sliceCtx(t))
	if err != nil {
		return nil, convertError(t, err, it.p.src)
	}
	if m == nil {
		return nil, nil
	}
	return &match{m: m, p: it.p, str: it.str}, nil
}

func patternFindIter(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	p, subj, s, pos, end, err := searchArgs(t, "finditer", args, kw)
	if err != nil {
		return nil, err
	}
	sc, err := p.re.Scanner(subj, pos, end)
	if err != nil {
		return nil, convertError(t, err, p.src)
	}
	return &matchIter{sc: sc, p: p, str: s}, nil
}
