package vm

import (
	"math"
)

// Value is a Python value.
type Value interface {
	// Type returns the value's class.
	Type() *Type
}

// NoneType is the type of None.
type NoneType struct{}

// None is Python's None.
var None Value = NoneType{}

// Type returns NoneType.
func (NoneType) Type() *Type { return NoneTypeType }

// Bool is a Python bool; True and False behave as the ints 1 and 0.
type Bool bool

// The bools.
const (
	True  Bool = true
	False Bool = false
)

// Type returns bool.
func (Bool) Type() *Type { return BoolType }

// notImplemented is the type of NotImplemented.
type notImplementedType struct{}

// NotImplemented is returned by binary dunders that do not handle an operand.
var NotImplemented Value = notImplementedType{}

func (notImplementedType) Type() *Type { return NotImplementedTypeType }

type ellipsisType struct{}

// Ellipsis is the value of `...`.
var Ellipsis Value = ellipsisType{}

func (ellipsisType) Type() *Type { return EllipsisType }

// Cell is a variable shared between a function and the closures defined in
// it.
type Cell struct {
	V Value // nil when unbound
}

// Type returns cell.
func (*Cell) Type() *Type { return CellType }

// Is reports whether x and y are the same object, as the `is` operator does.
// Ints and bools compare by value (CPython's small-int cache and
// constant folding make that the common answer); floats by their box;
// tuples by identity of their storage.
func Is(x, y Value) bool {
	switch a := x.(type) {
	case Tuple:
		b, ok := y.(Tuple)
		if !ok {
			return false
		}
		if len(a) == 0 || len(b) == 0 {
			return len(a) == len(b)
		}
		return len(a) == len(b) && &a[0] == &b[0]
	case Float:
		// By the bits: a Float is held by value, without an address of
		// its own. float() gives each NaN it makes bits of its own
		// (freshNaN), so that float('nan') is not float('nan') and
		// [nan1] != [nan2], as in CPython.
		b, ok := y.(Float)
		return ok && math.Float64bits(float64(a)) == math.Float64bits(float64(b))
	case Int:
		b, ok := y.(Int)
		return ok && a == b
	case Bool:
		b, ok := y.(Bool)
		return ok && a == b
	case NoneType:
		_, ok := y.(NoneType)
		return ok
	case Complex:
		b, ok := y.(Complex)
		return ok && a == b
	case *Bytes:
		b, ok := y.(*Bytes)
		return ok && a == b
	}
	if !comparable(x) || !comparable(y) {
		return false
	}
	return x == y
}

// comparable reports whether x may be compared with == without panicking.
func comparable(x Value) bool {
	switch x.(type) {
	case Tuple:
		return false
	}
	return true
}

// Truth returns the truth value of x for the built-in types; for others it
// reports ok false and the caller asks the class (__bool__, __len__).
func truthFast(x Value) (b, ok bool) {
	switch x := x.(type) {
	case Bool:
		return bool(x), true
	case Int:
		return x != 0, true
	case NoneType:
		return false, true
	case *Str:
		return len(x.s) != 0, true
	case *List:
		return len(x.elems) != 0, true
	case Tuple:
		return len(x) != 0, true
	case *Dict:
		return x.Len() != 0, true
	case Float:
		return x != 0, true
	case *Set:
		return x.Len() != 0, true
	case *BigInt:
		return x.b.Sign() != 0, true
	case *Function, *Builtin, *BoundMethod:
		return true, true
	case *Type:
		return true, x.meta == nil
	}
	return false, false
}

// Truth returns bool(x), calling __bool__ or __len__ for other types.
func (t *Thread) Truth(x Value) (bool, error) {
	if b, ok := truthFast(x); ok {
		return b, nil
	}
	return t.truthSlow(x)
}

func (t *Thread) truthSlow(x Value) (bool, error) {
	switch x := x.(type) {
	case *Bytes:
		return len(x.b) != 0, nil
	case *ByteArray:
		return len(x.b) != 0, nil
	case Complex:
		return x != 0, nil
	case *Range:
		return x.Len() != 0, nil
	case *bigRange:
		return x.length().Sign() != 0, nil
	}
	cls := x.Type()
	if m := cls.Lookup("__bool__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return false, err
		}
		b, ok := r.(Bool)
		if !ok {
			return false, Errorf(TypeErrorType, "__bool__ should return bool, returned %s", typeName(r))
		}
		return bool(b), nil
	}
	if m := cls.Lookup("__len__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return false, err
		}
		n, err := t.lenResult(r)
		return n != 0, err
	}
	return true, nil
}

// typeName returns the name of x's class, as error messages print it.
func typeName(x Value) string {
	if x == nil {
		return "NULL"
	}
	return x.Type().tpName()
}

// TpName is the class's name as CPython's messages print it (tp_name):
// 'datetime.date' for a Go type of module datetime, the bare name
// otherwise.
func (c *Type) TpName() string { return c.tpName() }

// tpName is the class's name as CPython's messages print it (tp_name): a
// Go type of a module names itself as C types do ('datetime.datetime',
// 'decimal.Decimal'), any other class by its name.
func (c *Type) tpName() string {
	if c.builtin && c.module != "builtins" && c.module != "" {
		return c.module + "." + c.name
	}
	return c.name
}
