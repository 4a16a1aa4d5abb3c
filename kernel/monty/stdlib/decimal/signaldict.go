package decimal

import (
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// A Context's flags and traps are signal dicts, as in CPython: mappings
// from the nine signal classes to bools whose storage is a word of bits in
// the Context, so that an operation records its signals and finds its
// traps with two bit operations instead of dict lookups.

var signalDictType *vm.Type

func init() {
	signalDictType = vm.NewNativeType(vm.NativeType{
		Name:   "SignalDict",
		Module: "decimal",
		Doc:    "The flags or traps of a Context: a mapping from the signals to bools.",
		Final:  true,
		Methods: map[string]vm.BuiltinFunc{
			"__getitem__": sdGetItem,
			"__setitem__": sdSetItem,
			"__delitem__": sdNoDelete,
			"__len__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return vm.MakeInt(int64(len(signalOrder))), nil
			},
			"__iter__":     sdIter,
			"__contains__": sdContains,
			"__repr__":     sdRepr,
			"__eq__":       sdEq(false),
			"__ne__":       sdEq(true),
			"keys":         sdKeys,
			"values":       sdValues,
			"items":        sdItems,
			"get":          sdGet,
			"copy":         sdCopy,
			"update":       sdUpdate,
			"pop":          sdNoDelete,
			"popitem":      sdNoDelete,
			"clear":        sdNoDelete,
		},
	})
}

// signalDict is a view of the flags (or, traps true, the traps) of cs.
type signalDict struct {
	cs    *ctxState
	traps bool
	st    *modState
}

func (*signalDict) Type() *vm.Type { return signalDictType }

func (d *signalDict) bits() *uint16 {
	if d.traps {
		return &d.cs.trapBits
	}
	return &d.cs.flagBits
}

func sdOf(v vm.Value) *signalDict {
	d, _ := v.(*signalDict)
	return d
}

// index finds signal class k among the signals; -1 if it is not one.
func (d *signalDict) index(k vm.Value) int {
	for i := range signalOrder {
		if d.st.signalClass(i) == k {
			return i
		}
	}
	return -1
}

func errNotSignal() error {
	return vm.Errorf(vm.KeyErrorType, "valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]")
}

func sdGetItem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := sdOf(args[0])
	i := d.index(args[1])
	if i < 0 {
		return nil, errNotSignal()
	}
	return vm.Bool(*d.bits()&(1<<i) != 0), nil
}

func sdSetItem(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := sdOf(args[0])
	i := d.index(args[1])
	if i < 0 {
		return nil, errNotSignal()
	}
	on, err := t.Truth(args[2])
	if err != nil {
		return nil, err
	}
	if on {
		*d.bits() |= 1 << i
	} else {
		*d.bits() &^= 1 << i
	}
	return vm.None, nil
}

func sdNoDelete(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return nil, vm.Errorf(vm.ValueErrorType, "signal keys cannot be deleted")
}

func sdContains(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.Bool(sdOf(args[0]).index(args[1]) >= 0), nil
}

func (d *signalDict) keys() []vm.Value {
	ks := make([]vm.Value, len(signalOrder))
	for i := range ks {
		ks[i] = d.st.signalClass(i)
	}
	return ks
}

func (d *signalDict) dict(t *vm.Thread) (*vm.Dict, error) {
	out := vm.NewDict(len(signalOrder))
	for i, k := range d.keys() {
		if err := t.SetItem(out, k, vm.Bool(*d.bits()&(1<<i) != 0)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func sdIter(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return t.Iter(vm.Tuple(sdOf(args[0]).keys()))
}

func sdKeys(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return vm.NewList(sdOf(args[0]).keys()), nil
}

func sdValues(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := sdOf(args[0])
	vs := make([]vm.Value, len(signalOrder))
	for i := range vs {
		vs[i] = vm.Bool(*d.bits()&(1<<i) != 0)
	}
	return vm.NewList(vs), nil
}

func sdItems(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := sdOf(args[0])
	its := make([]vm.Value, len(signalOrder))
	for i, k := range d.keys() {
		its[i] = vm.Tuple{k, vm.Bool(*d.bits()&(1<<i) != 0)}
	}
	return vm.NewList(its), nil
}

func sdGet(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("get", "get", args[1:], kw, 1, 2); err != nil {
		return nil, err
	}
	d := sdOf(args[0])
	if i := d.index(args[1]); i >= 0 {
		return vm.Bool(*d.bits()&(1<<i) != 0), nil
	}
	if len(args) > 2 {
		return args[2], nil
	}
	return vm.None, nil
}

func sdCopy(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return sdOf(args[0]).dict(t)
}

// sdUpdate is update(mapping): each signal the mapping has is set to its
// value's truth.
func sdUpdate(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("update", "update", args[1:], kw, 1, 1); err != nil {
		return nil, err
	}
	d := sdOf(args[0])
	if o := sdOf(args[1]); o != nil {
		*d.bits() = *o.bits()
		return vm.None, nil
	}
	src, ok := args[1].(*vm.Dict)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "argument must be a signal dict")
	}
	bits, err := d.st.bitsOf(t, src, *d.bits())
	if err != nil {
		return nil, err
	}
	*d.bits() = bits
	return vm.None, nil
}

func sdRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	d := sdOf(args[0])
	var b strings.Builder
	b.WriteString("{")
	for i, k := range d.keys() {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := t.Repr(k)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
		if *d.bits()&(1<<i) != 0 {
			b.WriteString(":True")
		} else {
			b.WriteString(":False")
		}
	}
	b.WriteString("}")
	return vm.NewStr(b.String()), nil
}

// sdEq compares with another signal dict or a dict of all nine signals
// (a dict missing one is not a signal dict: ValueError, as in CPython).
func sdEq(negate bool) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		d := sdOf(args[0])
		var other uint16
		switch o := args[1].(type) {
		case *signalDict:
			other = *o.bits()
		case *vm.Dict:
			if o.Len() != len(signalOrder) {
				return nil, vm.Errorf(vm.ValueErrorType, "invalid signal dict")
			}
			var err error
			if other, err = d.st.bitsOf(t, o, 0); err != nil {
				return nil, err
			}
		default:
			return vm.NotImplemented, nil
		}
		return vm.Bool((*d.bits() == other) != negate), nil
	}
}

// bitsOf reads a dict from signals to truth values into bits, starting
// from base (the signals the dict lacks keep their bits).
func (st *modState) bitsOf(t *vm.Thread, src *vm.Dict, base uint16) (uint16, error) {
	bits := base
	for i := range signalOrder {
		v, found, err := t.DictGet(src, st.signalClass(i))
		if err != nil {
			return 0, err
		}
		if !found {
			continue
		}
		on, err := t.Truth(v)
		if err != nil {
			return 0, err
		}
		if on {
			bits |= 1 << i
		} else {
			bits &^= 1 << i
		}
	}
	return bits, nil
}
