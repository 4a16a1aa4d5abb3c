package vm

import (
	"bytes"
	"math"
	"math/big"
	"reflect"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

var cmpDunders = [...]string{"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"}

// reflected[op] is the operator with swapped operands: a < b is b > a.
var reflected = [...]compile.CmpOp{compile.CmpGT, compile.CmpGE, compile.CmpEQ, compile.CmpNE, compile.CmpLT, compile.CmpLE}

// Compare applies a rich comparison, returning its (not necessarily bool)
// result.
func (t *Thread) Compare(op compile.CmpOp, x, y Value) (Value, error) {
	_, xo := x.(*Object)
	_, yo := y.(*Object)
	if !xo && !yo {
		r, ok, err := t.builtinCompare(op, x, y)
		if err != nil {
			return nil, err
		}
		if ok {
			return Bool(r), nil
		}
	}
	return t.richCompare(op, x, y)
}

// richCompare dispatches to __lt__ and friends in CPython's order.
func (t *Thread) richCompare(op compile.CmpOp, x, y Value) (Value, error) {
	t.depth++
	defer func() { t.depth-- }()
	if t.depth > t.maxDepth {
		return nil, Errorf(RecursionErrorType, "maximum recursion depth exceeded in comparison")
	}
	xt, yt := x.Type(), y.Type()
	checkedReverse := false
	if xt != yt && yt.IsSubtype(xt) {
		if m := yt.Lookup(cmpDunders[reflected[op]]); m != nil && m != xt.Lookup(cmpDunders[reflected[op]]) {
			checkedReverse = true
			r, err := t.callDunder(m, y, x)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	if m := xt.Lookup(cmpDunders[op]); m != nil {
		r, err := t.callDunder(m, x, y)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if !checkedReverse {
		if m := yt.Lookup(cmpDunders[reflected[op]]); m != nil {
			r, err := t.callDunder(m, y, x)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	switch op {
	case compile.CmpEQ:
		return Bool(Is(x, y)), nil
	case compile.CmpNE:
		return Bool(!Is(x, y)), nil
	}
	return nil, Errorf(TypeErrorType, "'%s' not supported between instances of '%s' and '%s'", op, typeName(x), typeName(y))
}

// Equal reports whether x == y.
func (t *Thread) Equal(x, y Value) (bool, error) {
	switch a := x.(type) {
	case Int:
		if b, ok := y.(Int); ok {
			return a == b, nil
		}
	case *Str:
		if b, ok := y.(*Str); ok {
			return a == b || a.s == b.s, nil
		}
	}
	r, err := t.Compare(compile.CmpEQ, x, y)
	if err != nil {
		return false, err
	}
	if b, ok := r.(Bool); ok {
		return bool(b), nil
	}
	return t.Truth(r)
}

// Less reports whether x < y.
func (t *Thread) Less(x, y Value) (bool, error) {
	switch a := x.(type) {
	case Int:
		if b, ok := y.(Int); ok {
			return a < b, nil
		}
	case *Str:
		if b, ok := y.(*Str); ok {
			return a.s < b.s, nil
		}
	case Float:
		if b, ok := y.(Float); ok {
			return a < b, nil
		}
	}
	r, err := t.Compare(compile.CmpLT, x, y)
	if err != nil {
		return false, err
	}
	if b, ok := r.(Bool); ok {
		return bool(b), nil
	}
	return t.Truth(r)
}

func cmpResult(op compile.CmpOp, c int) bool {
	switch op {
	case compile.CmpLT:
		return c < 0
	case compile.CmpLE:
		return c <= 0
	case compile.CmpEQ:
		return c == 0
	case compile.CmpNE:
		return c != 0
	case compile.CmpGT:
		return c > 0
	}
	return c >= 0
}

// builtinCompare compares values of built-in types; ok is false when the
// types are not handled here.
func (t *Thread) builtinCompare(op compile.CmpOp, x, y Value) (bool, bool, error) {
	// Numbers.
	if _, xbig, ok := intOperand(x); ok {
		if _, ybig, ok := intOperand(y); ok {
			if !xbig && !ybig {
				a, _ := AsInt64(x)
				b, _ := AsInt64(y)
				return compareOrdered(op, a, b), true, nil
			}
			return cmpResult(op, toBig(x).Cmp(toBig(y))), true, nil
		}
		if f, ok := y.(Float); ok {
			c := compareIntFloat(x, float64(f))
			if c == 2 {
				return op == compile.CmpNE, true, nil
			}
			return cmpResult(op, c), true, nil
		}
	}
	if a, ok := x.(Float); ok {
		switch b := y.(type) {
		case Float:
			switch op {
			case compile.CmpLT:
				return a < b, true, nil
			case compile.CmpLE:
				return a <= b, true, nil
			case compile.CmpEQ:
				return a == b, true, nil
			case compile.CmpNE:
				return a != b, true, nil
			case compile.CmpGT:
				return a > b, true, nil
			}
			return a >= b, true, nil
		case Int, *BigInt, Bool:
			c := compareIntFloat(y, float64(a))
			if c == 2 {
				return op == compile.CmpNE, true, nil
			}
			return cmpResult(op, -c), true, nil
		}
	}
	if op == compile.CmpEQ || op == compile.CmpNE {
		if xc, ok := x.(Complex); ok {
			if yf, ok, _ := floatOperand(y); ok {
				return (complex128(xc) == complex(yf, 0)) == (op == compile.CmpEQ), true, nil
			}
			if yc, ok := y.(Complex); ok {
				return (xc == yc) == (op == compile.CmpEQ), true, nil
			}
		}
		if yc, ok := y.(Complex); ok {
			if xf, ok, _ := floatOperand(x); ok {
				return (complex(xf, 0) == complex128(yc)) == (op == compile.CmpEQ), true, nil
			}
		}
	}
	switch a := x.(type) {
	case *Str:
		if b, ok := y.(*Str); ok {
			return cmpResult(op, strings.Compare(a.s, b.s)), true, nil
		}
	case *List:
		if b, ok := y.(*List); ok {
			r, err := t.compareSeq(op, a.elems, b.elems)
			return r, true, err
		}
	case Tuple:
		if b, ok := y.(Tuple); ok {
			r, err := t.compareSeq(op, a, b)
			return r, true, err
		}
	case *Dict:
		if b, ok := y.(*Dict); ok && (op == compile.CmpEQ || op == compile.CmpNE) {
			eq, err := t.dictEqual(a, b)
			return eq == (op == compile.CmpEQ), true, err
		}
	case *Set:
		if b, ok := y.(*Set); ok {
			r, err := t.compareSets(op, a, b)
			return r, true, err
		}
	case *Bytes:
		if b, ok := bytesLike(y); ok {
			return cmpResult(op, bytes.Compare(a.b, b)), true, nil
		}
	case *ByteArray:
		if b, ok := bytesLike(y); ok {
			return cmpResult(op, bytes.Compare(a.b, b)), true, nil
		}
	case NoneType:
		if _, ok := y.(NoneType); ok && (op == compile.CmpEQ || op == compile.CmpNE) {
			return op == compile.CmpEQ, true, nil
		}
	case *BoundMethod:
		if b, ok := y.(*BoundMethod); ok && (op == compile.CmpEQ || op == compile.CmpNE) {
			eq := Is(a.Self, b.Self)
			if eq {
				var err error
				if eq, err = t.Equal(a.Func, b.Func); err != nil {
					return false, true, err
				}
			}
			return eq == (op == compile.CmpEQ), true, nil
		}
	case *Range:
		if b, ok := y.(*Range); ok && (op == compile.CmpEQ || op == compile.CmpNE) {
			return rangeEqual(a, b) == (op == compile.CmpEQ), true, nil
		}
		if b, ok := y.(*bigRange); ok && (op == compile.CmpEQ || op == compile.CmpNE) {
			return bigRangeEqual(a, b) == (op == compile.CmpEQ), true, nil
		}
	case *bigRange:
		switch y.(type) {
		case *Range, *bigRange:
			if op == compile.CmpEQ || op == compile.CmpNE {
				return bigRangeEqual(a, y) == (op == compile.CmpEQ), true, nil
			}
		}
	case *dictView:
		if b, ok := y.(*dictView); ok && a.kind != viewValues && b.kind != viewValues {
			as, err := t.viewSet(a)
			if err != nil {
				return false, true, err
			}
			bs, err := t.viewSet(b)
			if err != nil {
				return false, true, err
			}
			r, err := t.compareSets(op, as, bs)
			return r, true, err
		}
		if b, ok := y.(*Set); ok && a.kind != viewValues {
			as, err := t.viewSet(a)
			if err != nil {
				return false, true, err
			}
			r, err := t.compareSets(op, as, b)
			return r, true, err
		}
	}
	if op == compile.CmpEQ || op == compile.CmpNE {
		// Built-in values of different kinds are unequal unless a class
		// says otherwise.
		if isBuiltinValue(x) && isBuiltinValue(y) {
			return Is(x, y) == (op == compile.CmpEQ), true, nil
		}
	}
	return false, false, nil
}

func rangeEqual(a, b *Range) bool {
	na, nb := a.Len(), b.Len()
	if na != nb {
		return false
	}
	if na == 0 {
		return true
	}
	if a.start != b.start {
		return false
	}
	return na == 1 || a.step == b.step
}

// compareSeq compares sequences lexicographically.
func (t *Thread) compareSeq(op compile.CmpOp, a, b []Value) (bool, error) {
	if (op == compile.CmpEQ || op == compile.CmpNE) && len(a) != len(b) {
		return op == compile.CmpNE, nil
	}
	if err := t.enterRecursive(); err != nil {
		return false, err
	}
	defer t.leaveRecursive()
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if Is(a[i], b[i]) {
			continue
		}
		eq, err := t.Equal(a[i], b[i])
		if err != nil {
			return false, err
		}
		if !eq {
			switch op {
			case compile.CmpEQ:
				return false, nil
			case compile.CmpNE:
				return true, nil
			}
			r, err := t.Compare(op, a[i], b[i])
			if err != nil {
				return false, err
			}
			return t.Truth(r)
		}
	}
	return cmpResult(op, len(a)-len(b)), nil
}

// enterRecursive counts one level of recursion of the VM's Go code that
// CPython counts against the recursion limit (comparing and printing
// containers), both as a Python level and as Go recursion
// (enterNative); leaveRecursive undoes it.
func (t *Thread) enterRecursive() error {
	t.depth++
	t.nativeDepth++
	if t.depth > t.maxDepth || t.nativeDepth > maxNativeDepth {
		t.depth--
		t.nativeDepth--
		return Errorf(RecursionErrorType, "maximum recursion depth exceeded in comparison")
	}
	return nil
}

func (t *Thread) leaveRecursive() { t.depth--; t.nativeDepth-- }

func (t *Thread) dictEqual(a, b *Dict) (bool, error) {
	if a.Len() != b.Len() {
		return false, nil
	}
	if err := t.enterRecursive(); err != nil {
		return false, err
	}
	defer t.leaveRecursive()
	for i := 0; i < len(a.entries); i++ {
		e := a.entries[i]
		if e.key == nil {
			continue
		}
		v, ok, err := t.DictGet(b, e.key)
		if err != nil || !ok {
			return false, err
		}
		if Is(v, e.value) {
			continue
		}
		eq, err := t.Equal(e.value, v)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

func (t *Thread) isSubset(a, b *Set) (bool, error) {
	if a.used > b.used {
		return false, nil
	}
	for _, e := range a.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		i, err := t.setLookup(b, e.key, e.hash)
		if err != nil || i < 0 {
			return false, err
		}
	}
	return true, nil
}

func (t *Thread) compareSets(op compile.CmpOp, a, b *Set) (bool, error) {
	if err := t.enterRecursive(); err != nil {
		return false, err
	}
	defer t.leaveRecursive()
	switch op {
	case compile.CmpEQ, compile.CmpNE:
		if a.used != b.used {
			return op == compile.CmpNE, nil
		}
		r, err := t.isSubset(a, b)
		return r == (op == compile.CmpEQ), err
	case compile.CmpLE:
		return t.isSubset(a, b)
	case compile.CmpGE:
		return t.isSubset(b, a)
	case compile.CmpLT:
		if a.used >= b.used {
			return false, nil
		}
		return t.isSubset(a, b)
	}
	if b.used >= a.used {
		return false, nil
	}
	return t.isSubset(b, a)
}

// ---- hashing ----

// nestedTupleHash hashes a tuple as one level of Go recursion (a function
// of its own: a defer in Hash would cost every hash a deferreturn).
func (t *Thread) nestedTupleHash(v Tuple) (int64, error) {
	if err := t.enterNative(); err != nil {
		return 0, err
	}
	defer t.leaveNative()
	return t.tupleHash(v)
}

// Hash returns hash(x).
func (t *Thread) Hash(x Value) (int64, error) {
	switch v := x.(type) {
	case *Str:
		return v.Hash(), nil
	case Int:
		return intHash(int64(v)), nil
	case Bool:
		if v {
			return 1, nil
		}
		return 0, nil
	case Float:
		f := float64(v)
		if math.IsNaN(f) {
			return 0, nil
		}
		return floatHash(f), nil
	case *BigInt:
		return bigHash(&v.b), nil
	case Tuple:
		return t.nestedTupleHash(v)
	case NoneType:
		return 0xFCA86420, nil
	case *Bytes:
		return bytesHash(v.b), nil
	case Complex:
		h := floatHash(real(v)) + 1000003*floatHash(imag(v))
		if h == -1 {
			h = -2
		}
		return h, nil
	case *Set:
		if v.frozen {
			return v.frozenHash(), nil
		}
	case *List, *Dict, *ByteArray, *Slice:
	case *MemoryView:
		return t.memoryViewHash(v)
	case *Object:
		return t.objectHash(v)
	case *Exception:
		if m := v.class.Lookup("__hash__"); m != nil && m != objectHash {
			return t.userHash(m, x)
		}
		return pointerHash(addressOf(v)), nil
	case *Range:
		switch n := v.Len(); n {
		case 0:
			return t.tupleHash(Tuple{MakeInt(0), None, None})
		case 1:
			return t.tupleHash(Tuple{MakeInt(1), MakeInt(v.start), None})
		default:
			return t.tupleHash(Tuple{MakeInt(n), MakeInt(v.start), MakeInt(v.step)})
		}
	case *bigRange:
		// As range_hash: (len, None, None) when empty, (len, start, None)
		// for one element.
		n := v.length()
		switch {
		case n.Sign() == 0:
			return t.tupleHash(Tuple{MakeInt(0), None, None})
		case n.Cmp(big.NewInt(1)) == 0:
			return t.tupleHash(Tuple{MakeInt(1), MakeBigInt(v.start), None})
		}
		return t.tupleHash(Tuple{MakeBigInt(n), MakeBigInt(v.start), MakeBigInt(v.step)})
	case *Type:
		// a class whose metaclass is type hashes by identity: no lookup
		// of __hash__ through type's MRO (dicts keyed by classes)
		if v.Type() == TypeType {
			return identityHash(x), nil
		}
		if m := x.Type().Lookup("__hash__"); m != nil {
			if m == None {
				break
			}
			if m != objectHash {
				return t.userHash(m, x)
			}
		}
		return identityHash(x), nil
	case *BoundMethod:
		h, err := t.Hash(v.Func)
		if err != nil {
			return 0, err
		}
		h ^= identityHash(v.Self)
		if h == -1 {
			h = -2
		}
		return h, nil
	default:
		if m := x.Type().Lookup("__hash__"); m != nil {
			if m == None {
				break
			}
			if m != objectHash {
				return t.userHash(m, x)
			}
		}
		return identityHash(x), nil
	}
	return 0, Errorf(TypeErrorType, "unhashable type: '%s'", typeName(x))
}

func (t *Thread) objectHash(o *Object) (int64, error) {
	m := o.class.Lookup("__hash__")
	if m == None {
		return 0, Errorf(TypeErrorType, "unhashable type: '%s'", o.class.name)
	}
	if m == nil || m == objectHash {
		return pointerHash(addressOf(o)), nil
	}
	return t.userHash(m, o)
}

func (t *Thread) userHash(m Value, x Value) (int64, error) {
	r, err := t.callDunder(m, x)
	if err != nil {
		return 0, err
	}
	switch h := r.(type) {
	case Int:
		if h == -1 {
			return -2, nil
		}
		return int64(h), nil
	case *BigInt:
		return bigHash(&h.b), nil
	case Bool:
		if h {
			return 1, nil
		}
		return 0, nil
	}
	return 0, Errorf(TypeErrorType, "__hash__ method should return an integer")
}

func (t *Thread) tupleHash(v Tuple) (int64, error) {
	const (
		p1 = 11400714785074694791
		p2 = 14029467366897019727
		p5 = 2870177450012600261
	)
	acc := uint64(p5)
	for _, x := range v {
		h, err := t.Hash(x)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * p2
		acc = acc<<31 | acc>>33
		acc *= p1
	}
	acc += uint64(len(v)) ^ (p5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796, nil
	}
	return int64(acc), nil
}

func bytesHash(b []byte) int64 {
	if len(b) == 0 {
		return 0
	}
	return hashBytes(b)
}

// pointerHash is CPython's _Py_HashPointer: the address rotated by 4 bits.
func pointerHash(p uintptr) int64 {
	y := uint64(p)
	y = y>>4 | y<<60
	h := int64(y)
	if h == -1 {
		h = -2
	}
	return h
}

// identityHash hashes a value by identity.
func identityHash(x Value) int64 {
	return pointerHash(objectID(x))
}

// addressOf returns the address p points to, for hashing by identity.
func addressOf[T any](p *T) uintptr { return reflect.ValueOf(p).Pointer() }

// objectID returns the number identifying x, for id() and hashing: the
// address of what a pointer, a slice or a map points to; for the values
// held by value (ints, floats, complex numbers, None...), which have no
// address of their own, a number made of their bits.
func objectID(x Value) uintptr {
	switch v := x.(type) {
	case nil:
		return 0
	case Int:
		return uintptr(v)
	case Float:
		return uintptr(math.Float64bits(float64(v)))
	case Complex:
		return uintptr(math.Float64bits(real(v))*31 + math.Float64bits(imag(v)))
	case Bool:
		if v {
			return 0x1d
		}
		return 0x1c
	}
	rv := reflect.ValueOf(x)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return rv.Pointer()
	}
	// Another value type (None, Ellipsis, NotImplemented...): one
	// number per type.
	return reflect.ValueOf(x.Type()).Pointer()
}
