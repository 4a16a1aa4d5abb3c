package vm

import (
	"io"
	"strings"
)

func io_WriteString(w io.Writer, s string) (int, error) { return io.WriteString(w, s) }

type enumerateIter struct {
	it Value
	n  Value
}

func (*enumerateIter) Type() *Type { return EnumerateType }
func (e *enumerateIter) Next(t *Thread) (Value, error) {
	v, err := t.next(e.it)
	if err != nil || v == nil {
		return nil, err
	}
	i := e.n
	if n, ok := i.(Int); ok {
		e.n = intAdd(int64(n), 1)
	} else {
		e.n, err = t.binaryOp(opAdd, i, MakeInt(1))
		if err != nil {
			return nil, err
		}
	}
	return Tuple{i, v}, nil
}

type zipIter struct {
	its    []Value
	strict bool
}

func (*zipIter) Type() *Type { return ZipType }
func (z *zipIter) Next(t *Thread) (Value, error) {
	if len(z.its) == 0 {
		return nil, nil
	}
	r := make(Tuple, len(z.its))
	for i, it := range z.its {
		v, err := t.next(it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			if z.strict {
				if i > 0 {
					plural := "s"
					if i == 1 {
						plural = ""
					}
					return nil, Errorf(ValueErrorType, "zip() argument %d is shorter than argument%s%s", i+1, plural, argRange(i))
				}
				for j := 1; j < len(z.its); j++ {
					w, err := t.next(z.its[j])
					if err != nil {
						return nil, err
					}
					if w != nil {
						plural := "s"
						if j == 1 {
							plural = ""
						}
						return nil, Errorf(ValueErrorType, "zip() argument %d is longer than argument%s%s", j+1, plural, argRange(j))
					}
				}
			}
			z.its = nil
			return nil, nil
		}
		r[i] = v
	}
	return r, nil
}

func argRange(i int) string {
	if i == 1 {
		return " 1"
	}
	return " 1-" + itoaInt(i)
}

func itoaInt(i int) string {
	var b []byte
	if i == 0 {
		return "0"
	}
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	return string(b)
}

type mapIter struct {
	fn  Value
	its []Value
}

func (*mapIter) Type() *Type { return MapType }
func (m *mapIter) Next(t *Thread) (Value, error) {
	args := make([]Value, len(m.its))
	for i, it := range m.its {
		v, err := t.next(it)
		if err != nil || v == nil {
			return nil, err
		}
		args[i] = v
	}
	return t.Call(m.fn, args, nil)
}

type filterIter struct {
	fn Value
	it Value
}

func (*filterIter) Type() *Type { return FilterType }
func (f *filterIter) Next(t *Thread) (Value, error) {
	for {
		v, err := t.next(f.it)
		if err != nil || v == nil {
			return nil, err
		}
		keep := v
		if f.fn != None {
			if keep, err = t.Call(f.fn, []Value{v}, nil); err != nil {
				return nil, err
			}
		}
		b, err := t.Truth(keep)
		if err != nil {
			return nil, err
		}
		if b {
			return v, nil
		}
	}
}

type seqReversed struct {
	x Value
	i int
}

func (*seqReversed) Type() *Type { return reversedType }
func (r *seqReversed) Next(t *Thread) (Value, error) {
	if r.i < 0 {
		return nil, nil
	}
	v, err := t.GetItem(r.x, MakeInt(int64(r.i)))
	r.i--
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.class.IsSubtype(IndexErrorType) || e.class.IsSubtype(StopIterationType)) {
			r.i = -1
			return nil, nil
		}
		return nil, err
	}
	return v, nil
}

// lazyIterMethods is registered by setupBuiltinIterators.
var lazyIterMethods = []builtinMethod{
	{"__iter__", lazyIterIter},
	{"__next__", lazyIterNext},
}

func setupBuiltinIterators() {
	EnumerateType.layout = EnumerateType
	EnumerateType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var it Value
		var start Value = MakeInt(0)
		if len(args) == 0 && len(kw) == 0 {
			return nil, Errorf(TypeErrorType, "enumerate() missing required argument 'iterable'")
		}
		if err := t.UnpackArgs("enumerate", args, kw, "iterable", &it, "start?", &start); err != nil {
			return nil, err
		}
		if !isInt(start) {
			return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(start))
		}
		i, err := t.Iter(it)
		if err != nil {
			return nil, err
		}
		return &enumerateIter{it: i, n: unwrapNum(start)}, nil
	}
	ZipType.layout = ZipType
	ZipType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		npos := len(args) - len(kw)
		strict := false
		for i, k := range kw {
			if k != "strict" {
				return nil, Errorf(TypeErrorType, "zip() got an unexpected keyword argument '%s'", k)
			}
			b, err := t.Truth(args[npos+i])
			if err != nil {
				return nil, err
			}
			strict = b
		}
		its := make([]Value, npos)
		for i, a := range args[:npos] {
			it, err := t.Iter(a)
			if err != nil {
				return nil, err
			}
			its[i] = it
		}
		return &zipIter{its: its, strict: strict}, nil
	}
	MapType.layout = MapType
	MapType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := noKwargs("map", kw); err != nil {
			return nil, err
		}
		if len(args) < 2 {
			return nil, Errorf(TypeErrorType, "map() must have at least two arguments.")
		}
		its := make([]Value, len(args)-1)
		for i, a := range args[1:] {
			it, err := t.Iter(a)
			if err != nil {
				return nil, err
			}
			its[i] = it
		}
		return &mapIter{fn: args[0], its: its}, nil
	}
	FilterType.layout = FilterType
	FilterType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("filter", args, kw, 2, 2); err != nil {
			return nil, err
		}
		it, err := t.Iter(args[1])
		if err != nil {
			return nil, err
		}
		return &filterIter{fn: args[0], it: it}, nil
	}
	reversedType.layout = reversedType
	reversedType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if err := checkArgs("reversed", args, kw, 1, 1); err != nil {
			return nil, err
		}
		x := args[0]
		switch v := x.(type) {
		case *List:
			return &reversedIterator{l: v, i: len(v.elems) - 1}, nil
		case Tuple:
			return &reversedIterator{l: &List{elems: v}, i: len(v) - 1, tuple: true}, nil
		case *Range:
			n := v.Len()
			return &rangeIterator{cur: v.start + (n-1)*v.step, step: -v.step, n: n}, nil
		case *Str:
			rs := v.runes()
			elems := make([]Value, len(rs))
			for i, r := range rs {
				elems[len(rs)-1-i] = strFromRune(r)
			}
			return &listIterator{l: &List{elems: elems}}, nil
		case *Bytes, *ByteArray:
			n, err := t.Len(x)
			if err != nil {
				return nil, err
			}
			return &seqReversed{x: x, i: n - 1}, nil
		}
		if m := x.Type().Lookup("__reversed__"); m != nil {
			if m == None {
				return nil, Errorf(TypeErrorType, "'%s' object is not reversible", typeName(x))
			}
			return t.callDunder(m, x)
		}
		if x.Type().Lookup("__getitem__") != nil {
			n, err := t.Len(x)
			if err != nil {
				return nil, err
			}
			return &seqReversed{x: x, i: n - 1}, nil
		}
		return nil, Errorf(TypeErrorType, "'%s' object is not reversible", typeName(x))
	}
	for _, c := range []*Type{EnumerateType, ZipType, MapType, FilterType, reversedType} {
		for _, m := range lazyIterMethods {
			c.addMethod(m.name, m.fn)
		}
		c.finishBuiltin()
	}
	EnumerateType.addClassMethod("__class_getitem__", enumerateClassGetitem)
}

// lazyIterIter is the method enumerate/zip/map/filter/reversed.__iter__.
func lazyIterIter(t *Thread, args []Value, kw []string) (Value, error) { return args[0], nil }

// lazyIterNext is the method enumerate/zip/map/filter/reversed.__next__.
func lazyIterNext(t *Thread, args []Value, kw []string) (Value, error) { return t.nextRaw(args[0]) }

// enumerateClassGetitem is the class method enumerate.__class_getitem__.
func enumerateClassGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: args[0], args: args[1]}, nil
}

// ---- imports ----

// importName implements IMPORT_NAME.
func (t *Thread) importName(f *Frame, name string, fromlist, level Value) (Value, error) {
	if lv, ok := AsInt64(level); ok && lv > 0 {
		abs, err := t.resolveRelative(f, name, int(lv))
		if err != nil {
			return nil, err
		}
		if _, err := t.importName(f, abs, None, MakeInt(0)); err != nil {
			return nil, err
		}
		m, err := t.ImportModule(abs)
		if err != nil {
			return nil, err
		}
		if fl, ok := fromlist.(Tuple); ok {
			for _, x := range fl {
				s, ok := x.(*Str)
				if !ok || s.s == "*" {
					continue
				}
				if _, has := m.dict.GetStr(s); !has {
					if sub, err := t.ImportModule(abs + "." + s.s); err == nil && sub != nil {
						m.dict.SetStr(s, sub)
					}
				}
			}
		}
		return m, nil
	}
	parts := strings.Split(name, ".")
	var top, cur *Module
	for i := range parts {
		full := strings.Join(parts[:i+1], ".")
		m, err := t.ImportModule(full)
		if err != nil {
			return nil, err
		}
		if cur != nil {
			cur.dict.SetString(parts[i], m)
		}
		if top == nil {
			top = m
		}
		cur = m
	}
	if fromlist == None || fromlist == nil {
		return top, nil
	}
	if tu, ok := fromlist.(Tuple); ok && len(tu) == 0 {
		return top, nil
	}
	// from pkg import submodule: import the submodules named in fromlist.
	if fl, ok := fromlist.(Tuple); ok {
		for _, x := range fl {
			s, ok := x.(*Str)
			if !ok || s.s == "*" {
				continue
			}
			if _, has := cur.dict.GetStr(s); !has {
				if sub, err := t.ImportModule(name + "." + s.s); err == nil && sub != nil {
					cur.dict.SetStr(s, sub)
				}
			}
		}
	}
	return cur, nil
}

// resolveRelative turns `from ..x import y` into an absolute module name,
// against the __package__ (or __name__) of the importing module.
func (t *Thread) resolveRelative(f *Frame, name string, level int) (string, error) {
	var g *Dict
	if f != nil {
		g = f.globals
	} else {
		g = t.currentGlobals()
	}
	pkg := ""
	if g != nil {
		if p, ok := g.GetString("__package__"); ok {
			if s, ok := p.(*Str); ok {
				pkg = s.s
			}
		}
		if pkg == "" {
			if _, isPkg := g.GetString("__path__"); isPkg {
				if n, ok := g.GetString("__name__"); ok {
					if s, ok := n.(*Str); ok {
						pkg = s.s
					}
				}
			} else if n, ok := g.GetString("__name__"); ok {
				if s, ok := n.(*Str); ok {
					if i := strings.LastIndexByte(s.s, '.'); i >= 0 {
						pkg = s.s[:i]
					}
				}
			}
		}
	}
	if pkg == "" {
		return "", Errorf(ImportErrorType, "attempted relative import with no known parent package")
	}
	parts := strings.Split(pkg, ".")
	if level-1 >= len(parts) {
		return "", Errorf(ImportErrorType, "attempted relative import beyond top-level package")
	}
	base := strings.Join(parts[:len(parts)-(level-1)], ".")
	if name == "" {
		return base, nil
	}
	return base + "." + name, nil
}

// ImportModule returns the module with a dotted name, loading it through
// the Importer the first time.
func (t *Thread) ImportModule(name string) (*Module, error) {
	if m, ok := t.modules[name]; ok {
		return m, nil
	}
	if name == "sys" {
		m := newSysModule(t)
		t.AddModule(m)
		return m, nil
	}
	if t.Importer != nil {
		m, err := t.Importer(t, name)
		if err != nil {
			return nil, err
		}
		if m != nil {
			t.AddModule(m)
			return m, nil
		}
	}
	e := Errorf(ModuleNotFoundErrorType, "No module named '%s'", name)
	e.setAttr("name", NewStr(name))
	return nil, e
}

// importFrom implements IMPORT_FROM.
func (t *Thread) importFrom(mod Value, name *Str) (Value, error) {
	v, err := t.GetAttr(mod, name)
	if err == nil {
		return v, nil
	}
	if m, ok := mod.(*Module); ok {
		if sub, err2 := t.ImportModule(m.name + "." + name.s); err2 == nil {
			return sub, nil
		}
		e := Errorf(ImportErrorType, "cannot import name '%s' from '%s' (unknown location)", name.s, m.name)
		e.setAttr("name", NewStr(m.name))
		return nil, e
	}
	return nil, err
}

// importStar implements `from m import *`.
func (t *Thread) importStar(f *Frame, mod Value) error {
	m, ok := mod.(*Module)
	if !ok {
		return Errorf(TypeErrorType, "import * requires a module")
	}
	target := f.locals
	if target == nil {
		target = f.globals
	}
	if all, ok := m.dict.GetString("__all__"); ok {
		return t.Iterate(all, func(n Value) error {
			s, ok := n.(*Str)
			if !ok {
				return Errorf(TypeErrorType, "Item in %s.__all__ must be str, not %s", m.name, typeName(n))
			}
			v, err := t.GetAttr(m, s)
			if err != nil {
				return err
			}
			target.SetStr(s, v)
			return nil
		})
	}
	m.dict.Items(func(k, v Value) bool {
		if s, ok := k.(*Str); ok && !strings.HasPrefix(s.s, "_") {
			target.SetStr(s, v)
		}
		return true
	})
	return nil
}

// ---- match ----

// matchKeys is MATCH_KEYS: the values of keys in subject, or None.
func (t *Thread) matchKeys(subject, keys Value) (Value, error) {
	ks := keys.(Tuple)
	vals := make(Tuple, len(ks))
	for i, k := range ks {
		for _, prev := range ks[:i] {
			if eq, _ := t.Equal(prev, k); eq {
				s, _ := t.Repr(k)
				return nil, Errorf(ValueErrorType, "mapping pattern checks duplicate key (%s)", s)
			}
		}
		if d, ok := subject.(*Dict); ok {
			v, found, err := t.DictGet(d, k)
			if err != nil {
				return nil, err
			}
			if !found {
				return None, nil
			}
			vals[i] = v
			continue
		}
		get, err := t.GetAttr(subject, NewStr("get"))
		if err != nil {
			return nil, err
		}
		sentinel := &Object{class: ObjectType}
		v, err := t.Call(get, []Value{k, sentinel}, nil)
		if err != nil {
			return nil, err
		}
		if v == Value(sentinel) {
			return None, nil
		}
		vals[i] = v
	}
	return vals, nil
}

// matchClass is MATCH_CLASS: the attributes a class pattern extracts, or
// None when the subject does not match.
func (t *Thread) matchClass(subject, clsV Value, npos int, names Value) (Value, error) {
	cls, ok := clsV.(*Type)
	if !ok {
		return nil, Errorf(TypeErrorType, "called match pattern must be a type")
	}
	ok, err := t.IsInstance(subject, cls)
	if err != nil {
		return nil, err
	}
	if !ok {
		return None, nil
	}
	kwNames := names.(Tuple)
	var attrs Tuple
	var seen []string
	if npos > 0 {
		matchArgs, err := t.GetAttr(cls, NewStr("__match_args__"))
		var maList []Value
		if err != nil {
			if !selfMatching(cls) {
				return nil, Errorf(TypeErrorType, "%s() accepts 0 positional sub-patterns (%d given)", cls.name, npos)
			}
		} else {
			tu, ok := matchArgs.(Tuple)
			if !ok {
				return nil, Errorf(TypeErrorType, "%s.__match_args__ must be a tuple (got %s)", cls.name, typeName(matchArgs))
			}
			maList = tu
		}
		if maList == nil && selfMatching(cls) {
			if npos > 1 {
				return nil, Errorf(TypeErrorType, "%s() accepts 1 positional sub-pattern (%d given)", cls.name, npos)
			}
			attrs = append(attrs, subject)
		} else {
			if npos > len(maList) {
				plural := "s"
				if len(maList) == 1 {
					plural = ""
				}
				return nil, Errorf(TypeErrorType, "%s() accepts %d positional sub-pattern%s (%d given)", cls.name, len(maList), plural, npos)
			}
			for i := 0; i < npos; i++ {
				s, ok := maList[i].(*Str)
				if !ok {
					return nil, Errorf(TypeErrorType, "__match_args__ elements must be strings (got %s)", typeName(maList[i]))
				}
				seen = append(seen, s.s)
				v, err := t.GetAttr(subject, s)
				if err != nil {
					if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
						return None, nil
					}
					return nil, err
				}
				attrs = append(attrs, v)
			}
		}
	}
	for _, n := range kwNames {
		s := n.(*Str)
		for _, p := range seen {
			if p == s.s {
				return nil, Errorf(TypeErrorType, "%s() got multiple sub-patterns for attribute '%s'", cls.name, s.s)
			}
		}
		seen = append(seen, s.s)
		v, err := t.GetAttr(subject, s)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.class.IsSubtype(AttributeErrorType) {
				return None, nil
			}
			return nil, err
		}
		attrs = append(attrs, v)
	}
	return attrs, nil
}

// selfMatching reports the built-in classes whose one positional pattern
// matches the subject itself (int(x), str(s), ...).
func selfMatching(c *Type) bool {
	for _, b := range []*Type{BoolType, ByteArrayType, BytesType, DictType, FloatType, FrozenSetType, IntType, ListType, SetType, StrType, TupleType} {
		if c == b || (c.layout == b && !c.builtin && c.Lookup("__match_args__") == nil) {
			return c == b || c.layout == b
		}
	}
	return false
}

// pairIterator is an iterator whose items are pairs: FOR_ITER followed
// by UNPACK_SEQUENCE 2 (for i, x in enumerate(xs); for k, v in
// d.items()) takes the two values without building the tuple. ok is
// false when the iterator cannot give pairs this time (the tuple path
// then runs as usual); done reports exhaustion.
type pairIterator interface {
	nextPair(t *Thread) (a, b Value, ok, done bool, err error)
}

func (e *enumerateIter) nextPair(t *Thread) (Value, Value, bool, bool, error) {
	n, isInt := e.n.(Int)
	if !isInt {
		return nil, nil, false, false, nil
	}
	v, err := t.next(e.it)
	if err != nil || v == nil {
		return nil, nil, true, v == nil, err
	}
	e.n = intAdd(int64(n), 1)
	return n, v, true, false, nil
}

func (it *dictIterator) nextPair(t *Thread) (Value, Value, bool, bool, error) {
	if it.kind != viewItems {
		return nil, nil, false, false, nil
	}
	e, err := it.step()
	if e == nil {
		return nil, nil, true, err == nil, err
	}
	return e.key, e.value, true, false, nil
}

func (z *zipIter) nextPair(t *Thread) (Value, Value, bool, bool, error) {
	if len(z.its) != 2 || z.strict {
		return nil, nil, false, false, nil
	}
	a, err := t.next(z.its[0])
	if err != nil || a == nil {
		return nil, nil, true, a == nil, err
	}
	b, err := t.next(z.its[1])
	if err != nil || b == nil {
		return nil, nil, true, b == nil, err
	}
	return a, b, true, false, nil
}
