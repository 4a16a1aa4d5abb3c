package vm

const (
	viewKeys uint8 = iota
	viewValues
	viewItems
)

// dictView is dict.keys(), dict.values() or dict.items().
type dictView struct {
	d    *Dict
	kind uint8
}

func (v *dictView) Type() *Type {
	switch v.kind {
	case viewValues:
		return dictValuesType
	case viewItems:
		return dictItemsType
	}
	return dictKeysType
}

func (t *Thread) viewSet(v *dictView) (*Set, error) {
	s := NewSet()
	if v.kind == viewKeys {
		return s, t.SetUpdate(s, v.d)
	}
	return s, t.SetUpdate(s, v)
}

func (t *Thread) viewContains(v *dictView, x Value) (bool, error) {
	switch v.kind {
	case viewKeys:
		_, ok, err := t.DictGet(v.d, x)
		return ok, err
	case viewItems:
		tu, ok := x.(Tuple)
		if !ok || len(tu) != 2 {
			return false, nil
		}
		val, found, err := t.DictGet(v.d, tu[0])
		if err != nil || !found {
			return false, err
		}
		if Is(val, tu[1]) {
			return true, nil
		}
		return t.Equal(val, tu[1])
	}
	for i := 0; i < len(v.d.entries); i++ {
		e := v.d.entries[i]
		if e.key == nil {
			continue
		}
		if Is(e.value, x) {
			return true, nil
		}
		eq, err := t.Equal(e.value, x)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

func (t *Thread) reprView(v *dictView) (string, error) {
	name := v.Type().name
	var elems []Value
	it := newDictIterator(v.d, v.kind)
	for {
		x, err := it.Next(t)
		if err != nil {
			return "", err
		}
		if x == nil {
			break
		}
		elems = append(elems, x)
	}
	if !t.reprEnter(v.d) {
		return name + "(...)", nil
	}
	defer t.reprLeave()
	s, err := t.reprSeq(nil, "[", "]", elems)
	if err != nil {
		return "", err
	}
	return name + "(" + s + ")", nil
}

func recvDict(x Value, method string) (*Dict, error) {
	switch v := x.(type) {
	case *Dict:
		return v, nil
	case *Object:
		if d, ok := v.base.(*Dict); ok {
			return d, nil
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'dict' objects doesn't apply to a '%s' object", method, typeName(x))
}

func dictMethod(name string, fn func(t *Thread, d *Dict, args []Value, kw []string) (Value, error)) {
	DictType.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
		if len(args) == 0 {
			return nil, Errorf(TypeErrorType, "unbound method dict.%s() needs an argument", name)
		}
		d, err := recvDict(args[0], name)
		if err != nil {
			return nil, err
		}
		return fn(t, d, args[1:], kw)
	}, fn)
}

// dictUpdate is dict.update(*args, **kwargs).
func (t *Thread) dictUpdate(d *Dict, args []Value, kwpairs []Value) error {
	if len(args) > 1 {
		return Errorf(TypeErrorType, "update expected at most 1 argument, got %d", len(args))
	}
	if len(args) == 1 {
		src := args[0]
		if sd, ok := src.(*Dict); ok {
			// dict_merge: an empty dict takes a copy of a hole-free
			// source's table; otherwise it grows once for the source.
			if d.used == 0 && sd.used == len(sd.entries) {
				d.size, d.usable, d.general = sd.size, sd.usable+sd.used, sd.general
			} else {
				d.reserve(sd.used)
			}
			for i := 0; i < len(sd.entries); i++ {
				e := sd.entries[i]
				if e.key != nil {
					if err := t.dictSetHash(d, e.key, e.hash, e.value); err != nil {
						return err
					}
				}
			}
		} else if hasKeys(src) {
			if err := t.dictUpdateMapping(d, src); err != nil {
				return err
			}
		} else {
			i := 0
			err := t.Iterate(src, func(item Value) error {
				pair, err := t.pairOf(item, i)
				if err != nil {
					return err
				}
				i++
				return t.DictSet(d, pair[0], pair[1])
			})
			if err != nil {
				if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !isIterable(src) {
					return Errorf(TypeErrorType, "'%s' object is not iterable", typeName(src))
				}
				return err
			}
		}
	}
	for i := 0; i+1 < len(kwpairs); i += 2 {
		if err := t.DictSet(d, kwpairs[i], kwpairs[i+1]); err != nil {
			return err
		}
	}
	return nil
}

func (t *Thread) pairOf(item Value, i int) ([2]Value, error) {
	switch v := item.(type) {
	case Tuple:
		if len(v) == 2 {
			return [2]Value{v[0], v[1]}, nil
		}
		return [2]Value{}, Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", i, len(v))
	case *List:
		if len(v.elems) == 2 {
			return [2]Value{v.elems[0], v.elems[1]}, nil
		}
		return [2]Value{}, Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", i, len(v.elems))
	}
	if !isIterable(item) {
		return [2]Value{}, Errorf(TypeErrorType, "cannot convert dictionary update sequence element #%d to a sequence", i)
	}
	l, err := t.ToList(item)
	if err != nil {
		return [2]Value{}, err
	}
	if len(l) != 2 {
		return [2]Value{}, Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", i, len(l))
	}
	return [2]Value{l[0], l[1]}, nil
}

// dictUpdateMapping copies a mapping with keys() and __getitem__.
func (t *Thread) dictUpdateMapping(d *Dict, m Value) error {
	if sd, ok := m.(*Dict); ok {
		return t.dictUpdate(d, []Value{sd}, nil)
	}
	keys, err := t.CallMethod(m, "keys")
	if err != nil {
		return err
	}
	return t.Iterate(keys, func(k Value) error {
		v, err := t.GetItem(m, k)
		if err != nil {
			return err
		}
		return t.DictSet(d, k, v)
	})
}

// dictMethods are the methods of dict, registered by setupDict.
var dictMethods = []method[*Dict]{
	{"__init__", dictInit},
	{"__len__", dictLen},
	{"__setitem__", dictSetitem},
	{"__delitem__", dictDelitem},
	{"__contains__", dictContains},
	{"__iter__", dictIter},
	{"__reversed__", dictReversed},
	{"__eq__", dictEq},
	{"__ne__", dictNe},
	{"__or__", dictOr},
	{"__ror__", dictRor},
	{"keys", dictKeys},
	{"values", dictValues},
	{"items", dictItems},
	{"get", dictGet},
	{"setdefault", dictSetdefault},
	{"pop", dictPop},
	{"popitem", dictPopitem},
	{"update", dictUpdate},
	{"clear", dictClear},
	{"copy", dictCopy},
}

// dictDirectMethods are the methods of dict that check their receiver
// themselves, registered by setupDict.
var dictDirectMethods = []builtinMethod{
	{"__getitem__", dictGetitem},
	{"__repr__", dictRepr},
	{"__ior__", dictIor},
}

// dictClassMethods is registered by setupDict.
var dictClassMethods = []builtinMethod{
	{"fromkeys", dictFromkeys},
	{"__class_getitem__", dictClassGetitem},
}

// dictViewMethods is registered by setupDict.
var dictViewMethods = []builtinMethod{
	{"__len__", dictViewLen},
	{"__iter__", dictViewIter},
	{"__contains__", dictViewContains},
	{"__reversed__", dictViewReversed},
	{"isdisjoint", dictViewIsdisjoint},
}

func setupDict() {
	c := DictType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if cls == DictType {
			return NewDict(0), nil
		}
		return wrapInstance(cls, NewDict(0)), nil
	}
	c.dict.SetString("__hash__", None)
	for _, m := range dictMethods {
		dictMethod(m.name, m.fn)
	}
	for _, m := range dictDirectMethods {
		DictType.addMethod(m.name, m.fn)
	}
	for _, m := range dictClassMethods {
		c.addClassMethod(m.name, m.fn)
	}

	// Keys and items views compare as sets: unhashable, as sets are.
	dictKeysType.dict.SetString("__hash__", None)
	dictItemsType.dict.SetString("__hash__", None)
	for _, vt := range []*Type{dictKeysType, dictValuesType, dictItemsType} {
		for _, m := range dictViewMethods {
			vt.addMethod(m.name, m.fn)
		}
		vt.addGetter("mapping", dictViewMapping)
		vt.final = true
		vt.finishBuiltin()
	}
	dictGetItem = DictType.dict.mustGet("__getitem__")
	dictSetItem = DictType.dict.mustGet("__setitem__")
}

// dictInit is the method dict.__init__.
func dictInit(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	npos := len(args) - len(kw)
	if npos > 1 {
		return nil, Errorf(TypeErrorType, "dict expected at most 1 argument, got %d", npos)
	}
	var pairs []Value
	for i, k := range kw {
		pairs = append(pairs, NewStr(k), args[npos+i])
	}
	return None, t.dictUpdate(d, args[:npos], pairs)
}

// dictLen is the method dict.__len__.
func dictLen(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(d.Len())), nil
}

// dictGetitem is the method dict.__getitem__.
func dictGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("__getitem__", args, kw, 2, 2); err != nil {
		return nil, err
	}
	d, err := recvDict(args[0], "__getitem__")
	if err != nil {
		return nil, err
	}
	v, ok, err := t.DictGet(d, args[1])
	if err != nil {
		return nil, err
	}
	if !ok {
		if o, isObj := args[0].(*Object); isObj {
			if m := o.class.Lookup("__missing__"); m != nil {
				return t.callDunder(m, o, args[1])
			}
		}
		return nil, keyError(args[1])
	}
	return v, nil
}

// dictSetitem is the method dict.__setitem__.
func dictSetitem(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return None, t.DictSet(d, args[0], args[1])
}

// dictDelitem is the method dict.__delitem__.
func dictDelitem(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return None, t.DelItem(d, args[0])
}

// dictContains is the method dict.__contains__.
func dictContains(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	_, ok, err := t.DictGet(d, args[0])
	return Bool(ok), err
}

// dictIter is the method dict.__iter__.
func dictIter(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return t.Iter(d)
}

// dictReversed is the method dict.__reversed__.
func dictReversed(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	keys := d.Keys()
	for i, j := 0, len(keys)-1; i < j; i, j = i+1, j-1 {
		keys[i], keys[j] = keys[j], keys[i]
	}
	return &listIterator{l: &List{elems: keys}}, nil
}

// dictRepr is the method dict.__repr__.
func dictRepr(t *Thread, args []Value, kw []string) (Value, error) {
	d, err := recvDict(args[0], "__repr__")
	if err != nil {
		return nil, err
	}
	s, err := t.Repr(d)
	return NewStr(s), err
}

// dictOr is the method dict.__or__.
func dictOr(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	o, ok := unwrapBase(args[0]).(*Dict)
	if !ok {
		return NotImplemented, nil
	}
	r := d.Copy()
	return r, t.dictUpdate(r, []Value{o}, nil)
}

// dictRor is the method dict.__ror__.
func dictRor(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	o, ok := unwrapBase(args[0]).(*Dict)
	if !ok {
		return NotImplemented, nil
	}
	r := o.Copy()
	return r, t.dictUpdate(r, []Value{d}, nil)
}

// dictIor is the method dict.__ior__.
func dictIor(t *Thread, args []Value, kw []string) (Value, error) {
	d, err := recvDict(args[0], "__ior__")
	if err != nil {
		return nil, err
	}
	return args[0], t.dictUpdate(d, []Value{args[1]}, nil)
}

// dictKeys is the method dict.keys.
func dictKeys(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if err := checkArgs("dict.keys", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return &dictView{d: d, kind: viewKeys}, nil
}

// dictValues is the method dict.values.
func dictValues(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if err := checkArgs("dict.values", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return &dictView{d: d, kind: viewValues}, nil
}

// dictItems is the method dict.items.
func dictItems(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if err := checkArgs("dict.items", args, kw, 0, 0); err != nil {
		return nil, err
	}
	return &dictView{d: d, kind: viewItems}, nil
}

// dictGet is the method dict.get.
func dictGet(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if len(args) < 1 || len(args) > 2 || len(kw) > 0 {
		return nil, checkArgs("get", args, kw, 1, 2)
	}
	v, ok, err := t.DictGet(d, args[0])
	if err != nil {
		return nil, err
	}
	if ok {
		return v, nil
	}
	if len(args) == 2 {
		return args[1], nil
	}
	return None, nil
}

// dictSetdefault is the method dict.setdefault.
func dictSetdefault(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if err := checkArgs("setdefault", args, kw, 1, 2); err != nil {
		return nil, err
	}
	v, ok, err := t.DictGet(d, args[0])
	if err != nil {
		return nil, err
	}
	if ok {
		return v, nil
	}
	var def Value = None
	if len(args) == 2 {
		def = args[1]
	}
	return def, t.DictSet(d, args[0], def)
}

// dictPop is the method dict.pop.
func dictPop(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	if err := checkArgs("pop", args, kw, 1, 2); err != nil {
		return nil, err
	}
	v, ok, err := t.DictDelete(d, args[0])
	if err != nil {
		return nil, err
	}
	if ok {
		return v, nil
	}
	if len(args) == 2 {
		return args[1], nil
	}
	return nil, keyError(args[0])
}

// dictPopitem is the method dict.popitem.
func dictPopitem(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	k, v, ok := d.popLast()
	if !ok {
		return nil, Errorf(KeyErrorType, "popitem(): dictionary is empty")
	}
	return Tuple{k, v}, nil
}

// dictUpdate is the method dict.update.
func dictUpdate(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	npos := len(args) - len(kw)
	var pairs []Value
	for i, k := range kw {
		pairs = append(pairs, NewStr(k), args[npos+i])
	}
	return None, t.dictUpdate(d, args[:npos], pairs)
}

// dictClear is the method dict.clear.
func dictClear(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	d.Clear()
	return None, nil
}

// dictCopy is the method dict.copy.
func dictCopy(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return d.Copy(), nil
}

// dictFromkeys is the class method dict.fromkeys.
func dictFromkeys(t *Thread, args []Value, kw []string) (Value, error) {
	if err := checkArgs("fromkeys", args[1:], kw, 1, 2); err != nil {
		return nil, err
	}
	var v Value = None
	if len(args) > 2 {
		v = args[2]
	}
	cls := args[0].(*Type)
	var target Value
	var d *Dict
	if cls == DictType {
		d = NewDict(0)
		target = d
	} else {
		r, err := t.Call(cls, nil, nil)
		if err != nil {
			return nil, err
		}
		target = r
		d, _ = unwrapBase(r).(*Dict)
	}
	err := t.Iterate(args[1], func(k Value) error {
		if d != nil && target == Value(d) {
			return t.DictSet(d, k, v)
		}
		return t.SetItem(target, k, v)
	})
	return target, err
}

// dictClassGetitem is the class method dict.__class_getitem__.
func dictClassGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: args[0], args: args[1]}, nil
}

// dictViewLen is the method dict_keys/dict_values/dict_items.__len__.
func dictViewLen(t *Thread, args []Value, kw []string) (Value, error) {
	return MakeInt(int64(args[0].(*dictView).d.Len())), nil
}

// dictViewIter is the method dict_keys/dict_values/dict_items.__iter__.
func dictViewIter(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Iter(args[0])
}

// dictViewContains is the method dict_keys/dict_values/dict_items.__contains__.
func dictViewContains(t *Thread, args []Value, kw []string) (Value, error) {
	r, err := t.viewContains(args[0].(*dictView), args[1])
	return Bool(r), err
}

// dictViewReversed is the method dict_keys/dict_values/dict_items.__reversed__.
func dictViewReversed(t *Thread, args []Value, kw []string) (Value, error) {
	v := args[0].(*dictView)
	l, err := t.ToList(v)
	if err != nil {
		return nil, err
	}
	for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
		l[i], l[j] = l[j], l[i]
	}
	return &listIterator{l: &List{elems: l}}, nil
}

// dictViewIsdisjoint is the method dict_keys/dict_values/dict_items.isdisjoint.
func dictViewIsdisjoint(t *Thread, args []Value, kw []string) (Value, error) {
	disjoint := true
	err := t.Iterate(args[1], func(x Value) error {
		in, err := t.viewContains(args[0].(*dictView), x)
		if err != nil {
			return err
		}
		if in {
			disjoint = false
			return errStopIteration
		}
		return nil
	})
	if err == errStopIteration {
		err = nil
	}
	return Bool(disjoint), err
}

// dictViewMapping is the attribute dict_keys/dict_values/dict_items.mapping.
func dictViewMapping(t *Thread, self Value) (Value, error) {
	return &MappingProxy{d: self.(*dictView).d}, nil
}

// dictEq is the method dict.__eq__.
func dictEq(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return dictEqualWith(t, d, args, true)
}

// dictNe is the method dict.__ne__.
func dictNe(t *Thread, d *Dict, args []Value, kw []string) (Value, error) {
	return dictEqualWith(t, d, args, false)
}

// dictEqualWith is the body of dict.__eq__ (eq) and dict.__ne__.
func dictEqualWith(t *Thread, d *Dict, args []Value, eq bool) (Value, error) {
	o, ok := unwrapBase(args[0]).(*Dict)
	if !ok {
		return NotImplemented, nil
	}
	r, err := t.dictEqual(d, o)
	return Bool(r == eq), err
}
