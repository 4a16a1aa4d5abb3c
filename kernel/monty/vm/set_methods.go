package vm

import "github.com/backyard-dev/backyard/kernel/monty/compile"

func recvSet(x Value, method string) (*Set, error) {
	switch v := x.(type) {
	case *Set:
		return v, nil
	case *Object:
		if s, ok := v.base.(*Set); ok {
			return s, nil
		}
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for 'set' objects doesn't apply to a '%s' object", method, typeName(x))
}

func setMethod(types []*Type, name string, fn func(t *Thread, s *Set, args []Value, kw []string) (Value, error)) {
	for _, c := range types {
		c.addMethodOf(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) == 0 {
				return nil, Errorf(TypeErrorType, "unbound method set.%s() needs an argument", name)
			}
			s, err := recvSet(args[0], name)
			if err != nil {
				return nil, err
			}
			return fn(t, s, args[1:], kw)
		}, fn)
	}
}

// toSet returns x as a set, converting other iterables.
func (t *Thread) toSet(x Value) (*Set, error) {
	if s, ok := unwrapBase(x).(*Set); ok {
		return s, nil
	}
	s := NewSet()
	return s, t.SetUpdate(s, x)
}

// setMethods is registered by setupSet.
var setMethods = []method[*Set]{
	{"add", setAdd},
	{"discard", setDiscard},
	{"remove", setRemove},
	{"pop", setPop},
	{"clear", setClear},
}

// setMethods2 is registered by setupSet.
var setMethods2 = []method[*Set]{
	{"copy", setCopy},
	{"issubset", setIssubset},
	{"issuperset", setIssuperset},
	{"isdisjoint", setIsdisjoint},
}

func setupSet() {
	both := []*Type{SetType, FrozenSetType}
	mut := []*Type{SetType}
	SetType.layout = SetType
	SetType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if cls == SetType {
			return NewSet(), nil
		}
		return wrapInstance(cls, NewSet()), nil
	}
	SetType.dict.SetString("__hash__", None)
	setMethod(mut, "__init__", setInit)
	FrozenSetType.layout = FrozenSetType
	FrozenSetType.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "frozenset() takes no keyword arguments")
		}
		if len(args) > 1 {
			return nil, Errorf(TypeErrorType, "frozenset expected at most 1 argument, got %d", len(args))
		}
		s := NewFrozenSet()
		if len(args) == 1 {
			if o, ok := args[0].(*Set); ok && o.frozen && cls == FrozenSetType {
				return o, nil
			}
			if err := t.SetUpdate(s, args[0]); err != nil {
				return nil, err
			}
		}
		if cls == FrozenSetType {
			return s, nil
		}
		return wrapInstance(cls, s), nil
	}
	for _, c := range both {
		containerDunders(c, unwrapBase)
	}
	FrozenSetType.addMethod("__hash__", frozensetHash)
	binop := func(name string, op compile.BinaryOp, reflected bool) {
		setMethod(both, name, func(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
			o, ok := unwrapBase(args[0]).(*Set)
			if !ok {
				return NotImplemented, nil
			}
			if reflected {
				return t.setBinary(op, o, s)
			}
			return t.setBinary(op, s, o)
		})
	}
	binop("__or__", compile.OpOr, false)
	binop("__and__", compile.OpAnd, false)
	binop("__sub__", compile.OpSub, false)
	binop("__xor__", compile.OpXor, false)
	binop("__ror__", compile.OpOr, true)
	binop("__rand__", compile.OpAnd, true)
	binop("__rsub__", compile.OpSub, true)
	binop("__rxor__", compile.OpXor, true)
	multi := func(name string, op compile.BinaryOp) {
		setMethod(both, name, func(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
			if err := noKwargs(name, kw); err != nil {
				return nil, err
			}
			r := t.copySet(s, s.frozen)
			if len(args) == 0 {
				return r, nil
			}
			for _, a := range args {
				o, err := t.toSet(a)
				if err != nil {
					return nil, err
				}
				v, err := t.setBinary(op, r, o)
				if err != nil {
					return nil, err
				}
				r = v.(*Set)
			}
			return r, nil
		})
	}
	multi("union", compile.OpOr)
	multi("intersection", compile.OpAnd)
	multi("difference", compile.OpSub)
	setMethod(both, "symmetric_difference", setSymmetricDifference)
	update := func(name string, op compile.BinaryOp) {
		setMethod(mut, name, func(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
			if err := noKwargs(name, kw); err != nil {
				return nil, err
			}
			for _, a := range args {
				if op == compile.OpOr {
					if err := t.SetUpdate(s, a); err != nil {
						return nil, err
					}
					continue
				}
				o, err := t.toSet(a)
				if err != nil {
					return nil, err
				}
				if op == compile.OpXor {
					t.setToggle(s, o)
					continue
				}
				v, err := t.setBinary(op, s, o)
				if err != nil {
					return nil, err
				}
				rs := v.(*Set)
				s.table, s.fill, s.used = rs.table, rs.fill, rs.used
			}
			return None, nil
		})
	}
	update("update", compile.OpOr)
	update("intersection_update", compile.OpAnd)
	update("difference_update", compile.OpSub)
	update("symmetric_difference_update", compile.OpXor)
	for _, n := range []string{"__ior__", "__iand__", "__isub__", "__ixor__"} {
		name := n
		op := map[string]compile.BinaryOp{"__ior__": compile.OpOr, "__iand__": compile.OpAnd, "__isub__": compile.OpSub, "__ixor__": compile.OpXor}[n]
		SetType.addMethod(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			s, err := recvSet(args[0], name)
			if err != nil {
				return nil, err
			}
			o, ok := unwrapBase(args[1]).(*Set)
			if !ok {
				return NotImplemented, nil
			}
			if op == compile.OpOr {
				t.setMerge(s, o)
				return args[0], nil
			}
			if op == compile.OpXor {
				t.setToggle(s, o)
				return args[0], nil
			}
			v, err := t.setBinary(op, s, o)
			if err != nil {
				return nil, err
			}
			rs := v.(*Set)
			s.table, s.fill, s.used = rs.table, rs.fill, rs.used
			return args[0], nil
		})
	}
	for _, m := range setMethods {
		setMethod(mut, m.name, m.fn)
	}
	for _, m := range setMethods2 {
		setMethod(both, m.name, m.fn)
	}
	for _, c := range both {
		c.addClassMethod("__class_getitem__", setClassGetitem)
	}
}

// setInit is the method set.__init__.
func setInit(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return nil, Errorf(TypeErrorType, "set() takes no keyword arguments")
	}
	if len(args) > 1 {
		return nil, Errorf(TypeErrorType, "set expected at most 1 argument, got %d", len(args))
	}
	s.clear()
	if len(args) == 1 {
		return None, t.SetUpdate(s, args[0])
	}
	return None, nil
}

// frozensetHash is the method frozenset.__hash__.
func frozensetHash(t *Thread, args []Value, kw []string) (Value, error) {
	s, _ := recvSet(args[0], "__hash__")
	return MakeInt(s.frozenHash()), nil
}

// setSymmetricDifference is the method set.symmetric_difference.
func setSymmetricDifference(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if err := checkArgs("symmetric_difference", args, kw, 1, 1); err != nil {
		return nil, err
	}
	o, err := t.toSet(args[0])
	if err != nil {
		return nil, err
	}
	return t.setBinary(compile.OpXor, s, o)
}

// setAdd is the method set.add.
func setAdd(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if err := checkArgs("set.add", args, kw, 1, 1); err != nil {
		return nil, err
	}
	return None, t.SetAdd(s, args[0])
}

// setDiscard is the method set.discard.
func setDiscard(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if err := checkArgs("set.discard", args, kw, 1, 1); err != nil {
		return nil, err
	}
	_, err := t.SetDiscard(s, args[0])
	return None, err
}

// setRemove is the method set.remove.
func setRemove(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if err := checkArgs("set.remove", args, kw, 1, 1); err != nil {
		return nil, err
	}
	ok, err := t.SetDiscard(s, args[0])
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, keyError(args[0])
	}
	return None, nil
}

// setPop is the method set.pop.
func setPop(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	v, ok := s.pop()
	if !ok {
		return nil, Errorf(KeyErrorType, "pop from an empty set")
	}
	return v, nil
}

// setClear is the method set.clear.
func setClear(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	s.clear()
	return None, nil
}

// setCopy is the method set.copy.
func setCopy(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	if s.frozen {
		return s, nil
	}
	return t.copySet(s, false), nil
}

// setIssubset is the method set.issubset.
func setIssubset(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	o, err := t.toSet(args[0])
	if err != nil {
		return nil, err
	}
	r, err := t.isSubset(s, o)
	return Bool(r), err
}

// setIssuperset is the method set.issuperset.
func setIssuperset(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	o, err := t.toSet(args[0])
	if err != nil {
		return nil, err
	}
	r, err := t.isSubset(o, s)
	return Bool(r), err
}

// setIsdisjoint is the method set.isdisjoint.
func setIsdisjoint(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	o, err := t.toSet(args[0])
	if err != nil {
		return nil, err
	}
	return Bool(t.setIntersection(s, o).used == 0), nil
}

// setClassGetitem is the class method set.__class_getitem__.
func setClassGetitem(t *Thread, args []Value, kw []string) (Value, error) {
	return &GenericAlias{origin: args[0], args: args[1]}, nil
}
