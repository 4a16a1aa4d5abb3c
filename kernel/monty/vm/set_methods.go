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

// setMethods are the methods of set and frozenset, registered by setupSet.
var setMethods = []method[*Set]{
	{"__or__", setOr},
	{"__and__", setAnd},
	{"__sub__", setSub},
	{"__xor__", setXor},
	{"__ror__", setRor},
	{"__rand__", setRand},
	{"__rsub__", setRsub},
	{"__rxor__", setRxor},
	{"union", setUnion},
	{"intersection", setIntersection},
	{"difference", setDifference},
	{"symmetric_difference", setSymmetricDifference},
	{"copy", setCopy},
	{"issubset", setIssubset},
	{"issuperset", setIssuperset},
	{"isdisjoint", setIsdisjoint},
}

// setMutatorMethods are the methods of set that change it, registered by setupSet.
var setMutatorMethods = []method[*Set]{
	{"update", setUpdate},
	{"intersection_update", setIntersectionUpdate},
	{"difference_update", setDifferenceUpdate},
	{"symmetric_difference_update", setSymmetricDifferenceUpdate},
	{"add", setAdd},
	{"discard", setDiscard},
	{"remove", setRemove},
	{"pop", setPop},
	{"clear", setClear},
}

// setInplaceMethods are the in-place operators of set, registered by setupSet.
var setInplaceMethods = []builtinMethod{
	{"__ior__", setIor},
	{"__iand__", setIand},
	{"__isub__", setIsub},
	{"__ixor__", setIxor},
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
	for _, m := range setMethods {
		setMethod(both, m.name, m.fn)
	}
	for _, m := range setMutatorMethods {
		setMethod(mut, m.name, m.fn)
	}
	for _, m := range setInplaceMethods {
		SetType.addMethod(m.name, m.fn)
	}
	for _, c := range both {
		c.addClassMethod("__class_getitem__", setClassGetitem)
	}
}

// setBinopWith is the body of a family of set methods; name is the method's.
func setBinopWith(t *Thread, s *Set, args []Value, kw []string, name string, op compile.BinaryOp, reflected bool) (Value, error) {
	o, ok := unwrapBase(args[0]).(*Set)
	if !ok {
		return NotImplemented, nil
	}
	if reflected {
		return t.setBinary(op, o, s)
	}
	return t.setBinary(op, s, o)
}

// setOr is the method set.__or__.
func setOr(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__or__", compile.OpOr, false)
}

// setAnd is the method set.__and__.
func setAnd(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__and__", compile.OpAnd, false)
}

// setSub is the method set.__sub__.
func setSub(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__sub__", compile.OpSub, false)
}

// setXor is the method set.__xor__.
func setXor(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__xor__", compile.OpXor, false)
}

// setRor is the method set.__ror__.
func setRor(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__ror__", compile.OpOr, true)
}

// setRand is the method set.__rand__.
func setRand(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__rand__", compile.OpAnd, true)
}

// setRsub is the method set.__rsub__.
func setRsub(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__rsub__", compile.OpSub, true)
}

// setRxor is the method set.__rxor__.
func setRxor(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setBinopWith(t, s, args, kw, "__rxor__", compile.OpXor, true)
}

// setMultiWith is the body of a family of set methods; name is the method's.
func setMultiWith(t *Thread, s *Set, args []Value, kw []string, name string, op compile.BinaryOp) (Value, error) {
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
}

// setUnion is the method set.union.
func setUnion(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setMultiWith(t, s, args, kw, "union", compile.OpOr)
}

// setIntersection is the method set.intersection.
func setIntersection(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setMultiWith(t, s, args, kw, "intersection", compile.OpAnd)
}

// setDifference is the method set.difference.
func setDifference(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setMultiWith(t, s, args, kw, "difference", compile.OpSub)
}

// setUpdateWith is the body of a family of set methods; name is the method's.
func setUpdateWith(t *Thread, s *Set, args []Value, kw []string, name string, op compile.BinaryOp) (Value, error) {
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
}

// setUpdate is the method set.update.
func setUpdate(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setUpdateWith(t, s, args, kw, "update", compile.OpOr)
}

// setIntersectionUpdate is the method set.intersection_update.
func setIntersectionUpdate(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setUpdateWith(t, s, args, kw, "intersection_update", compile.OpAnd)
}

// setDifferenceUpdate is the method set.difference_update.
func setDifferenceUpdate(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setUpdateWith(t, s, args, kw, "difference_update", compile.OpSub)
}

// setSymmetricDifferenceUpdate is the method set.symmetric_difference_update.
func setSymmetricDifferenceUpdate(t *Thread, s *Set, args []Value, kw []string) (Value, error) {
	return setUpdateWith(t, s, args, kw, "symmetric_difference_update", compile.OpXor)
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

// setInplaceWith is the body of set's in-place operator dunders.
func setInplaceWith(t *Thread, args []Value, name string, op compile.BinaryOp) (Value, error) {
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
}

// setIor is the method set.__ior__.
func setIor(t *Thread, args []Value, kw []string) (Value, error) {
	return setInplaceWith(t, args, "__ior__", compile.OpOr)
}

// setIand is the method set.__iand__.
func setIand(t *Thread, args []Value, kw []string) (Value, error) {
	return setInplaceWith(t, args, "__iand__", compile.OpAnd)
}

// setIsub is the method set.__isub__.
func setIsub(t *Thread, args []Value, kw []string) (Value, error) {
	return setInplaceWith(t, args, "__isub__", compile.OpSub)
}

// setIxor is the method set.__ixor__.
func setIxor(t *Thread, args []Value, kw []string) (Value, error) {
	return setInplaceWith(t, args, "__ixor__", compile.OpXor)
}
