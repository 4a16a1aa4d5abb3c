package vm

import (
	"math"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
)

// intBinaryFast computes small-int arithmetic inline for the loop; ok is
// false when the operation needs the general path (overflow, division by
// zero, negative powers and shifts).
func (t *Thread) intBinaryFast(op compile.BinaryOp, a, b int64) (Value, bool) {
	if r, ok := intArith(op, a, b); ok {
		// MakeInt, the lazily built chunks included, by hand: MakeInt
		// reads them through a call to makeInt (so that it inlines into
		// the loop), and a function that reads them does not inline.
		if i := uint64(r - smallIntMin); i <= smallIntMax-smallIntMin {
			if c := smallInts[i>>smallIntChunkBits].Load(); c != nil {
				return c[i&(smallIntChunkLen-1)], true
			}
		}
		return makeInt(r), true
	}
	switch op {
	case compile.OpMul, compile.OpInplace + compile.OpMul:
		// Past intArith's bounds: exact, a big int if it must be.
		return intMul(a, b), true
	case compile.OpFloorDiv, compile.OpInplace + compile.OpFloorDiv:
		if b != 0 {
			return intFloorDiv(a, b), true
		}
	case compile.OpTrueDiv, compile.OpInplace + compile.OpTrueDiv:
		if b != 0 && absI(a) <= 1<<53 && absI(b) <= 1<<53 {
			return t.boxFloat(float64(a) / float64(b)), true
		}
	}
	return nil, false
}

// intArith computes a op b for machine ints when the result is a machine
// int, without boxing it; false for the operators whose result is not
// (/, **), on overflow (* only of operands within 32 bits), and for the
// errors (division by zero, negative shifts), which the general path
// reports.
func intArith(op compile.BinaryOp, a, b int64) (int64, bool) {
	var r int64
	switch op {
	case compile.OpAdd, compile.OpInplace + compile.OpAdd:
		r = a + b
		if (r > a) != (b > 0) {
			return 0, false
		}
	case compile.OpSub, compile.OpInplace + compile.OpSub:
		r = a - b
		if (r < a) != (b > 0) {
			return 0, false
		}
	case compile.OpMul, compile.OpInplace + compile.OpMul:
		if a <= -(1<<31) || a >= 1<<31 || b <= -(1<<31) || b >= 1<<31 {
			return 0, false
		}
		r = a * b
	case compile.OpFloorDiv, compile.OpInplace + compile.OpFloorDiv:
		if b == 0 || a == math.MinInt64 && b == -1 {
			return 0, false
		}
		r = a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			r--
		}
	case compile.OpMod, compile.OpInplace + compile.OpMod:
		if b == 0 {
			return 0, false
		}
		r = intMod(a, b)
	case compile.OpAnd, compile.OpInplace + compile.OpAnd:
		r = a & b
	case compile.OpOr, compile.OpInplace + compile.OpOr:
		r = a | b
	case compile.OpXor, compile.OpInplace + compile.OpXor:
		r = a ^ b
	case compile.OpRShift, compile.OpInplace + compile.OpRShift:
		if b < 0 {
			return 0, false
		}
		r = a >> uint(min(b, 63))
	case compile.OpLShift, compile.OpInplace + compile.OpLShift:
		if b < 0 || b >= 63 {
			return 0, false
		}
		r = a << uint(b)
		if r>>uint(b) != a {
			return 0, false
		}
	default:
		return 0, false
	}
	return r, true
}

// intChain is the loop's int arithmetic after its inline + and - of small
// ints: a op b, then, as floatChain does for floats, the operators from
// insns[pc] on that take the result with an int and cannot fail (x op r
// with x below it on the stack, BINARY_OP; r op a constant,
// BINARY_OP_CONST), so that only the last result is boxed ((i*i) % 7 + n:
// one box, not three). A / of ints goes on as floatChain. It returns the
// result, where it goes on the stack and the pc after the last operator
// run; nil (base and pc as given) when a op b itself needs more than
// intArith (intBinaryFast's, or the general path).
func intChain(insns []uint32, pc int, slots, consts []Value, base int, op compile.BinaryOp, a, b int64) (Value, int, int) {
	r, ok := intArith(op, a, b)
	if !ok {
		if (op == compile.OpTrueDiv || op == compile.OpInplace+compile.OpTrueDiv) && b != 0 && absI(a) <= 1<<53 && absI(b) <= 1<<53 {
			fr, base, pc := floatChain(insns, pc, slots, consts, base, float64(a)/float64(b))
			return Float(fr), base, pc
		}
		return nil, base, pc
	}
chain:
	for {
		next := insns[pc]
		switch compile.Op(next) {
		case compile.BINARY_OP:
			x, ok := slots[base-1].(Int)
			if !ok {
				break chain
			}
			res, ok := intArith(compile.BinaryOp(next>>8), int64(x), r)
			if !ok {
				break chain
			}
			r, base, pc = res, base-1, pc+1
		case compile.BINARY_OP_CONST:
			y, ok := consts[next>>16].(Int)
			if !ok {
				break chain
			}
			res, ok := intArith(compile.BinaryOp(next>>8&0xff), r, int64(y))
			if !ok {
				break chain
			}
			r, pc = res, pc+1
		default:
			break chain
		}
	}
	// MakeInt by hand, as in intBinaryFast.
	if i := uint64(r - smallIntMin); i <= smallIntMax-smallIntMin {
		if c := smallInts[i>>smallIntChunkBits].Load(); c != nil {
			return c[i&(smallIntChunkLen-1)], base, pc
		}
	}
	return makeInt(r), base, pc
}

// floatBinaryFast computes +, -, * and / of floats (an int operand
// converted) for the loop; ok is false for the other operators and for
// division by zero.
func (t *Thread) floatBinaryFast(op compile.BinaryOp, a, b float64) (Value, bool) {
	var r float64
	switch op {
	case compile.OpAdd, compile.OpInplace + compile.OpAdd:
		r = a + b
	case compile.OpSub, compile.OpInplace + compile.OpSub:
		r = a - b
	case compile.OpMul, compile.OpInplace + compile.OpMul:
		r = a * b
	case compile.OpTrueDiv, compile.OpInplace + compile.OpTrueDiv:
		if b == 0 {
			return nil, false
		}
		r = a / b
	default:
		return nil, false
	}
	return t.boxFloat(r), true
}

// floatArith computes a op b for the operators of floats that cannot
// fail (+, -, *, and / by other than zero); false for the others. It is
// small enough for Go to inline into the loop.
func floatArith(op compile.BinaryOp, a, b float64) (float64, bool) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	switch op {
	case compile.OpAdd:
		return a + b, true
	case compile.OpSub:
		return a - b, true
	case compile.OpMul:
		return a * b, true
	case compile.OpTrueDiv:
		return a / b, b != 0
	}
	return 0, false
}

// compareOrdered is a op b for machine ints and floats, NaN unordered as
// IEEE (and Python) have it.
func compareOrdered[T int64 | float64](op compile.CmpOp, a, b T) bool {
	switch op {
	case compile.CmpLT:
		return a < b
	case compile.CmpLE:
		return a <= b
	case compile.CmpEQ:
		return a == b
	case compile.CmpNE:
		return a != b
	case compile.CmpGT:
		return a > b
	}
	return a >= b
}

var dunderNames = [...][3]string{
	compile.OpAdd:      {"__add__", "__radd__", "__iadd__"},
	compile.OpAnd:      {"__and__", "__rand__", "__iand__"},
	compile.OpFloorDiv: {"__floordiv__", "__rfloordiv__", "__ifloordiv__"},
	compile.OpLShift:   {"__lshift__", "__rlshift__", "__ilshift__"},
	compile.OpMatMul:   {"__matmul__", "__rmatmul__", "__imatmul__"},
	compile.OpMul:      {"__mul__", "__rmul__", "__imul__"},
	compile.OpMod:      {"__mod__", "__rmod__", "__imod__"},
	compile.OpOr:       {"__or__", "__ror__", "__ior__"},
	compile.OpPow:      {"__pow__", "__rpow__", "__ipow__"},
	compile.OpRShift:   {"__rshift__", "__rrshift__", "__irshift__"},
	compile.OpSub:      {"__sub__", "__rsub__", "__isub__"},
	compile.OpTrueDiv:  {"__truediv__", "__rtruediv__", "__itruediv__"},
	compile.OpXor:      {"__xor__", "__rxor__", "__ixor__"},
}

const (
	opAdd = compile.OpAdd
	opMul = compile.OpMul
)

func cmpOpOf(i int) compile.CmpOp { return compile.CmpOp(i) }

// binaryOp applies a binary (or in-place) operator.
func (t *Thread) binaryOp(op compile.BinaryOp, x, y Value) (Value, error) {
	inplace := op >= compile.OpInplace
	base := op
	if inplace {
		base -= compile.OpInplace
		if v, ok, err := t.inplaceBuiltin(base, x, y); ok || err != nil {
			return v, err
		}
	}
	_, xo := x.(*Object)
	_, yo := y.(*Object)
	if !xo && !yo {
		if v, ok, err := t.builtinBinary(base, x, y); ok || err != nil {
			return v, err
		}
		if isBuiltinValue(x) && isBuiltinValue(y) {
			return nil, t.binaryTypeError(op, x, y)
		}
	}
	names := dunderNames[base]
	if inplace {
		if m := x.Type().Lookup(names[2]); m != nil {
			r, err := t.callDunder(m, x, y)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	if yo && !xo && (base == compile.OpAdd || base == compile.OpMul) && isSequence(x) {
		// A built-in sequence has no number-protocol + or *: CPython
		// tries the right operand's reflected method before concatenating
		// or repeating ([0] + UserList([1])).
		if m := y.Type().Lookup(names[1]); m != nil {
			r, err := t.callDunder(m, y, x)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	r, err := t.binaryDunder(names[0], names[1], x, y)
	if err != nil {
		return nil, err
	}
	if r == NotImplemented {
		if base == compile.OpMul {
			// sequence_repeat: a sequence times an object with __index__,
			// once the operands' own methods declined.
			seq, n := x, y
			if !isSequence(seq) {
				seq, n = y, x
			}
			if isSequence(seq) && n.Type().Lookup("__index__") != nil {
				k, err := t.index(n)
				if err != nil {
					return nil, err
				}
				if v, ok, err := t.builtinBinary(op, unwrapBase(seq), MakeInt(k)); ok || err != nil {
					return v, err
				}
			}
		}
		return nil, t.binaryTypeError(op, x, y)
	}
	return r, nil
}

// isBuiltinValue reports whether x's class is built in (its operators are
// all handled by builtinBinary).
func isBuiltinValue(x Value) bool {
	switch x.(type) {
	case Int, *BigInt, Bool, Float, Complex, *Str, *List, Tuple, *Dict, *Set, NoneType, *Bytes, *Range, *Function, *Builtin:
		return true
	}
	return false
}

// binaryDunder tries x.__op__(y) and y.__rop__(x) in CPython's order.
func (t *Thread) binaryDunder(name, rname string, x, y Value) (Value, error) {
	xt, yt := x.Type(), y.Type()
	xm := xt.Lookup(name)
	var ym Value
	if yt != xt {
		ym = yt.Lookup(rname)
	}
	if ym != nil && yt.IsSubtype(xt) && ym != xt.Lookup(rname) {
		r, err := t.callDunder(ym, y, x)
		if err != nil || r != NotImplemented {
			return r, err
		}
		ym = nil
	}
	if xm != nil {
		r, err := t.callDunder(xm, x, y)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ym != nil {
		return t.callDunder(ym, y, x)
	}
	return NotImplemented, nil
}

func (t *Thread) binaryTypeError(op compile.BinaryOp, x, y Value) error {
	base := op
	if op >= compile.OpInplace {
		base -= compile.OpInplace
	}
	switch base {
	case compile.OpAdd:
		if _, ok := x.(*Str); ok {
			return Errorf(TypeErrorType, "can only concatenate str (not \"%s\") to str", typeName(y))
		}
		if _, ok := x.(*List); ok {
			if _, isList := y.(*List); !isList && op < compile.OpInplace {
				return Errorf(TypeErrorType, "can only concatenate list (not \"%s\") to list", typeName(y))
			}
		}
		if _, ok := x.(Tuple); ok {
			return Errorf(TypeErrorType, "can only concatenate tuple (not \"%s\") to tuple", typeName(y))
		}
		if _, ok := x.(*Bytes); ok {
			return Errorf(TypeErrorType, "can't concat %s to bytes", typeName(y))
		}
	case compile.OpMul:
		if isSequence(x) && !isInt(y) {
			return Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", typeName(y))
		}
		if isSequence(y) && !isInt(x) {
			return Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", typeName(x))
		}
	case compile.OpPow:
		if op == base {
			return Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s' and '%s'", typeName(x), typeName(y))
		}
	}
	return Errorf(TypeErrorType, "unsupported operand type(s) for %s: '%s' and '%s'", op, typeName(x), typeName(y))
}

func isSequence(x Value) bool {
	switch x.(type) {
	case *Str, *List, Tuple, *Bytes, *ByteArray:
		return true
	}
	return false
}

// inplaceBuiltin handles the in-place operators that mutate built-in
// containers (list +=, list *=, set |= ...).
func (t *Thread) inplaceBuiltin(op compile.BinaryOp, x, y Value) (Value, bool, error) {
	switch a := x.(type) {
	case *Str:
		// s += t appends to a growable copy of s (strAppend).
		if b, ok := y.(*Str); ok && op == compile.OpAdd {
			v, err := t.strAppend(a, b)
			return v, true, err
		}
	case *List:
		switch op {
		case compile.OpAdd:
			if err := t.listExtend(a, y); err != nil {
				return nil, true, err
			}
			return a, true, nil
		case compile.OpMul:
			n, ok := AsInt64(y)
			if !ok {
				return nil, false, nil
			}
			if n <= 0 {
				a.elems = a.elems[:0]
				return a, true, nil
			}
			if err := t.AllocElems(int64(len(a.elems))*n, 16); err != nil {
				return nil, true, err
			}
			orig := a.elems
			for i := int64(1); i < n; i++ {
				a.elems = append(a.elems, orig...)
			}
			return a, true, nil
		}
	case *ByteArray:
		// bytearray += grows the array in place, as CPython does: an
		// alias sees the bytes, and a loop of += copies only as the
		// capacity doubles.
		if op != compile.OpAdd {
			return nil, false, nil
		}
		b, ok := bytesLike(y)
		if isBufferView(y) {
			var err error
			if b, err = t.bytesFrom(y); err != nil {
				return nil, true, err
			}
		} else if !ok {
			return nil, false, nil
		}
		if err := t.chargeBytesAppend(a.b, len(b)); err != nil {
			return nil, true, err
		}
		a.b = append(a.b, b...)
		return a, true, nil
	case *Set:
		b, ok := y.(*Set)
		if !ok || a.frozen {
			return nil, false, nil
		}
		switch op {
		case compile.OpOr:
			t.setMerge(a, b)
			return a, true, nil
		case compile.OpXor:
			t.setToggle(a, b)
			return a, true, nil
		case compile.OpAnd, compile.OpSub:
			r, _, err := t.builtinBinary(op, a, b)
			if err != nil {
				return nil, true, err
			}
			rs := r.(*Set)
			a.table, a.fill, a.used = rs.table, rs.fill, rs.used
			return a, true, nil
		}
	case *Dict:
		if op == compile.OpOr {
			// dict |= takes what dict.update takes: a mapping or pairs.
			if err := t.dictUpdate(a, []Value{y}, nil); err != nil {
				return nil, true, err
			}
			return a, true, nil
		}
	}
	return nil, false, nil
}

func hasKeys(x Value) bool { return x.Type().Lookup("keys") != nil }

// builtinBinary implements the operators of the built-in types. ok is
// false when the operand types are not handled.
func (t *Thread) builtinBinary(op compile.BinaryOp, x, y Value) (Value, bool, error) {
	// bool & | ^ bool stay bools.
	if xb, ok := x.(Bool); ok {
		if yb, ok := y.(Bool); ok {
			switch op {
			case compile.OpAnd, compile.OpInplace + compile.OpAnd:
				return xb && yb, true, nil
			case compile.OpOr, compile.OpInplace + compile.OpOr:
				return xb || yb, true, nil
			case compile.OpXor, compile.OpInplace + compile.OpXor:
				return Bool(xb != yb), true, nil
			}
		}
	}
	// Numbers.
	if xi, xbig, ok := intOperand(x); ok {
		if yi, ybig, ok := intOperand(y); ok {
			if !xbig && !ybig {
				if v, ok := t.intBinaryFast(op, xi, yi); ok {
					return v, true, nil
				}
			}
			v, err := t.intBinary(op, x, y)
			return v, true, err
		}
	}
	if xf, ok, err := floatOperand(x); ok {
		if yf, ok, err2 := floatOperand(y); ok {
			_, xIsFloat := x.(Float)
			_, yIsFloat := y.(Float)
			if xIsFloat || yIsFloat {
				if err != nil {
					return nil, true, err
				}
				if err2 != nil {
					return nil, true, err2
				}
				v, err := floatBinary(op, xf, yf)
				return v, v != nil || err != nil, err
			}
		} else if _, ok := y.(Complex); ok && err == nil {
			v, err := complexBinary(op, complex(xf, 0), complex128(y.(Complex)))
			return v, v != nil || err != nil, err
		}
	}
	if xc, ok := x.(Complex); ok {
		if yf, ok, err := floatOperand(y); ok {
			if err != nil {
				return nil, true, err
			}
			v, err := complexBinary(op, complex128(xc), complex(yf, 0))
			return v, v != nil || err != nil, err
		}
		if yc, ok := y.(Complex); ok {
			v, err := complexBinary(op, complex128(xc), complex128(yc))
			return v, v != nil || err != nil, err
		}
	}
	switch a := x.(type) {
	case *Str:
		switch op {
		case compile.OpAdd:
			if b, ok := y.(*Str); ok {
				v, err := t.strConcat(a, b)
				return v, true, err
			}
		case compile.OpMul:
			if n, ok := AsInt64(y); ok {
				v, err := t.strRepeat(a, n)
				return v, true, err
			}
			if _, ok := y.(*BigInt); ok {
				return nil, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
		case compile.OpMod:
			v, err := t.strPercent(a, y)
			return v, true, err
		}
	case *List:
		switch op {
		case compile.OpAdd:
			if b, ok := y.(*List); ok {
				if err := t.AllocElems(int64(len(a.elems)+len(b.elems)), 16); err != nil {
					return nil, true, err
				}
				r := make([]Value, len(a.elems)+len(b.elems))
				copy(r, a.elems)
				copy(r[len(a.elems):], b.elems)
				return &List{elems: r}, true, nil
			}
		case compile.OpMul:
			if n, ok := AsInt64(y); ok {
				r, err := t.repeatElems(a.elems, n)
				return &List{elems: r}, true, err
			}
			if _, ok := y.(*BigInt); ok {
				return nil, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
		}
	case Tuple:
		switch op {
		case compile.OpAdd:
			if b, ok := y.(Tuple); ok {
				if len(b) == 0 {
					return a, true, nil
				}
				if err := t.AllocElems(int64(len(a)+len(b)), 16); err != nil {
					return nil, true, err
				}
				r := make(Tuple, len(a)+len(b))
				copy(r, a)
				copy(r[len(a):], b)
				return r, true, nil
			}
		case compile.OpMul:
			if n, ok := AsInt64(y); ok {
				r, err := t.repeatElems(a, n)
				return Tuple(r), true, err
			}
			if _, ok := y.(*BigInt); ok {
				return nil, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
		}
	case *Set:
		if b, ok := y.(*Set); ok {
			v, err := t.setBinary(op, a, b)
			if v == nil && err == nil {
				return nil, false, nil
			}
			return v, true, err
		}
	case *Dict:
		if b, ok := y.(*Dict); ok && op == compile.OpOr {
			r := a.Copy()
			err := t.dictUpdate(r, []Value{b}, nil)
			return r, true, err
		}
	case *Bytes:
		return t.bytesBinary(op, a.b, false, y)
	case *ByteArray:
		return t.bytesBinary(op, a.b, true, y)
	case *dictView:
		if r, ok, err := t.viewBinary(op, x, y); ok || err != nil {
			return r, ok, err
		}
	}
	if v, ok := y.(*dictView); ok && v.kind != viewValues {
		if r, ok, err := t.viewBinary(op, x, y); ok || err != nil {
			return r, ok, err
		}
	}
	// int * sequence, and sequence * (object with __index__)
	if op == compile.OpMul {
		_, xb := x.(*BigInt)
		_, yb := y.(*BigInt)
		if xb && isSequence(y) || yb && isSequence(x) {
			return nil, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		if n, ok := AsInt64(x); ok {
			switch y.(type) {
			case *Str, *List, Tuple, *Bytes, *ByteArray:
				return t.builtinBinary(op, y, MakeInt(n))
			}
		}
		if isSequence(x) && y.Type().Lookup("__index__") != nil {
			n, err := t.index(y)
			if err != nil {
				return nil, true, err
			}
			return t.builtinBinary(op, x, MakeInt(n))
		}
		if isSequence(y) && x.Type().Lookup("__index__") != nil {
			n, err := t.index(x)
			if err != nil {
				return nil, true, err
			}
			return t.builtinBinary(op, y, MakeInt(n))
		}
	}
	return nil, false, nil
}

func (t *Thread) repeatElems(elems []Value, n int64) ([]Value, error) {
	if n <= 0 || len(elems) == 0 {
		return nil, nil
	}
	if err := t.AllocElems(int64(len(elems))*1, n*16); err != nil {
		return nil, err
	}
	r := make([]Value, 0, len(elems)*int(n))
	for i := int64(0); i < n; i++ {
		r = append(r, elems...)
	}
	return r, nil
}

// intBinary is integer arithmetic in full generality (big ints, errors).
func (t *Thread) intBinary(op compile.BinaryOp, x, y Value) (Value, error) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	a, b := toBig(x), toBig(y)
	switch op {
	case compile.OpAdd, compile.OpSub, compile.OpAnd, compile.OpOr, compile.OpXor:
		// The result is about as long as the longer operand.
		if err := t.Alloc(int64(max(a.BitLen(), b.BitLen())/8 + 8)); err != nil {
			return nil, err
		}
	}
	switch op {
	case compile.OpAdd:
		return bigOwn(new(big.Int).Add(a, b)), nil
	case compile.OpSub:
		return bigOwn(new(big.Int).Sub(a, b)), nil
	case compile.OpMul:
		if err := t.Alloc(int64(a.BitLen()+b.BitLen()) / 8); err != nil {
			return nil, err
		}
		r, err := t.bigMul(a, b)
		if err != nil {
			return nil, err
		}
		return bigOwn(r), nil
	case compile.OpFloorDiv:
		if b.Sign() == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		q, _, err := t.bigFloorDivMod(a, b)
		if err != nil {
			return nil, err
		}
		return bigOwn(q), nil
	case compile.OpMod:
		if b.Sign() == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "integer modulo by zero")
		}
		_, m, err := t.bigFloorDivMod(a, b)
		if err != nil {
			return nil, err
		}
		return bigOwn(m), nil
	case compile.OpTrueDiv:
		return intTrueDiv(a, b)
	case compile.OpPow:
		if b.Sign() < 0 {
			af, err := intToFloat(x)
			if err != nil {
				return nil, err
			}
			bf, err := intToFloat(y)
			if err != nil {
				return nil, err
			}
			return floatPow(af, bf)
		}
		return t.intPow(a, b)
	case compile.OpLShift:
		if b.Sign() < 0 {
			return nil, Errorf(ValueErrorType, "negative shift count")
		}
		if a.Sign() == 0 {
			return MakeInt(0), nil
		}
		if !b.IsInt64() || b.Int64() > 1<<40 {
			return nil, t.memoryError()
		}
		if err := t.Alloc((int64(a.BitLen()) + b.Int64()) / 8); err != nil {
			return nil, err
		}
		return bigOwn(new(big.Int).Lsh(a, uint(b.Int64()))), nil
	case compile.OpRShift:
		if b.Sign() < 0 {
			return nil, Errorf(ValueErrorType, "negative shift count")
		}
		if !b.IsInt64() || b.Int64() > int64(a.BitLen()) {
			if a.Sign() < 0 {
				return MakeInt(-1), nil
			}
			return MakeInt(0), nil
		}
		return bigOwn(new(big.Int).Rsh(a, uint(b.Int64()))), nil
	case compile.OpAnd:
		return bigOwn(new(big.Int).And(a, b)), nil
	case compile.OpOr:
		return bigOwn(new(big.Int).Or(a, b)), nil
	case compile.OpXor:
		return bigOwn(new(big.Int).Xor(a, b)), nil
	}
	return nil, t.binaryTypeError(op, x, y)
}

func floatBinary(op compile.BinaryOp, a, b float64) (Value, error) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	switch op {
	case compile.OpAdd:
		return Float(a + b), nil
	case compile.OpSub:
		return Float(a - b), nil
	case compile.OpMul:
		return Float(a * b), nil
	case compile.OpTrueDiv:
		if b == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float division by zero")
		}
		return Float(a / b), nil
	case compile.OpFloorDiv:
		if b == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float floor division by zero")
		}
		q, _ := floatDivMod(a, b)
		return Float(q), nil
	case compile.OpMod:
		if b == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float modulo")
		}
		return Float(floatMod(a, b)), nil
	case compile.OpPow:
		return floatPow(a, b)
	}
	return nil, nil // not a float operator: the caller reports the operands
}

func complexBinary(op compile.BinaryOp, a, b complex128) (Value, error) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	switch op {
	case compile.OpAdd:
		return Complex(a + b), nil
	case compile.OpSub:
		return Complex(a - b), nil
	case compile.OpMul:
		return Complex(a * b), nil
	case compile.OpTrueDiv:
		if b == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "complex division by zero")
		}
		return Complex(a / b), nil
	case compile.OpPow:
		return complexPow(a, b)
	}
	return nil, nil // not a complex operator: the caller reports the operands
}

// setBinary implements | & - ^ on sets; nil result for other operators.
func (t *Thread) setBinary(op compile.BinaryOp, a, b *Set) (Value, error) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	switch op {
	case compile.OpOr:
		r := t.copySet(a, a.frozen)
		t.setMerge(r, b)
		return r, nil
	case compile.OpAnd:
		return t.setIntersection(a, b), nil
	case compile.OpSub:
		return t.setDifference(a, b), nil
	case compile.OpXor:
		// As set_symmetric_difference: a copy of b, with a's elements
		// toggled in (the order CPython's result iterates in).
		r := t.copySet(b, a.frozen)
		t.setToggle(r, a)
		return r, nil
	}
	return nil, nil
}

// setToggle is set_symmetric_difference_update(s, o) for a set o: each
// element of o is removed from s if there, else added.
func (t *Thread) setToggle(s, o *Set) {
	if s == o {
		s.clear()
		return
	}
	for _, e := range append([]setEntry(nil), o.table...) {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if i, _ := t.setLookup(s, e.key, e.hash); i >= 0 {
			s.table[i] = setEntry{-1, setDummy}
			s.used--
		} else {
			t.setAddEntry(s, e.key, e.hash)
		}
	}
}

func (t *Thread) setIntersection(a, b *Set) *Set {
	r := &Set{frozen: a.frozen}
	small, big := b, a
	if b.used > a.used {
		small, big = a, b
	}
	for _, e := range small.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if i, _ := t.setLookup(big, e.key, e.hash); i >= 0 {
			t.setAddEntry(r, e.key, e.hash)
		}
	}
	return r
}

func (t *Thread) setDifference(a, b *Set) *Set {
	if a.used>>2 > b.used {
		r := t.copySet(a, a.frozen)
		for _, e := range b.table {
			if e.key == nil || e.key == setDummy {
				continue
			}
			if i, _ := t.setLookup(r, e.key, e.hash); i >= 0 {
				r.table[i] = setEntry{-1, setDummy}
				r.used--
			}
		}
		return r
	}
	r := &Set{frozen: a.frozen}
	for _, e := range a.table {
		if e.key == nil || e.key == setDummy {
			continue
		}
		if i, _ := t.setLookup(b, e.key, e.hash); i < 0 {
			t.setAddEntry(r, e.key, e.hash)
		}
	}
	return r
}

// ---- unary ----

// Neg returns -x.
func (t *Thread) Neg(x Value) (Value, error) {
	switch v := x.(type) {
	case Int:
		if v == math.MinInt64 {
			return bigOwn(new(big.Int).Neg(big.NewInt(int64(v)))), nil
		}
		return MakeInt(-int64(v)), nil
	case Bool:
		if v {
			return MakeInt(-1), nil
		}
		return MakeInt(0), nil
	case *BigInt:
		return bigOwn(new(big.Int).Neg(&v.b)), nil
	case Float:
		return -v, nil
	case Complex:
		return -v, nil
	}
	return t.unaryDunder(x, "__neg__", "-")
}

// Pos returns +x.
func (t *Thread) Pos(x Value) (Value, error) {
	switch v := x.(type) {
	case Int, *BigInt, Float, Complex:
		return v, nil
	case Bool:
		if v {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	return t.unaryDunder(x, "__pos__", "+")
}

// Invert returns ~x.
func (t *Thread) Invert(x Value) (Value, error) {
	switch v := x.(type) {
	case Int:
		return MakeInt(^int64(v)), nil
	case Bool:
		if v {
			return MakeInt(-2), nil
		}
		return MakeInt(-1), nil
	case *BigInt:
		return bigOwn(new(big.Int).Not(&v.b)), nil
	}
	return t.unaryDunder(x, "__invert__", "~")
}

func (t *Thread) unaryDunder(x Value, name, sym string) (Value, error) {
	if m := x.Type().Lookup(name); m != nil {
		return t.callDunder(m, x)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary %s: '%s'", sym, typeName(x))
}

// bytesBinary is + * % of bytes (array false) and bytearray (array true)
// left operands; the result has the left operand's type.
func (t *Thread) bytesBinary(op compile.BinaryOp, a []byte, array bool, y Value) (Value, bool, error) {
	mk := func(b []byte) Value {
		if array {
			return &ByteArray{b: b}
		}
		return NewBytes(b)
	}
	switch op {
	case compile.OpAdd:
		b, ok := bytesLike(y)
		if !ok {
			if !isBufferView(y) {
				if y.Type().Lookup("__radd__") != nil {
					return nil, false, nil
				}
				return nil, true, Errorf(TypeErrorType, "can't concat %s to %s", typeName(y), map[bool]string{false: "bytes", true: "bytearray"}[array])
			}
			var err error
			if b, err = t.bytesFrom(y); err != nil {
				return nil, true, err
			}
		}
		if err := t.Alloc(int64(len(a) + len(b))); err != nil {
			return nil, true, err
		}
		r := make([]byte, len(a)+len(b))
		copy(r, a)
		copy(r[len(a):], b)
		return mk(r), true, nil
	case compile.OpMul:
		if _, ok := y.(*BigInt); ok {
			return nil, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		if n, ok := AsInt64(y); ok {
			if n <= 0 {
				return mk(nil), true, nil
			}
			if err := t.AllocElems(int64(len(a)), n); err != nil {
				return nil, true, err
			}
			r := make([]byte, 0, len(a)*int(n))
			for i := int64(0); i < n; i++ {
				r = append(r, a...)
			}
			return mk(r), true, nil
		}
	case compile.OpMod:
		v, err := t.bytesPercent(a, y)
		if err == nil && array {
			v = &ByteArray{b: v.(*Bytes).b}
		}
		return v, true, err
	}
	return nil, false, nil
}

// viewBinary is | & - ^ with a keys or items view on either side and
// any iterable on the other: the result is a set, built as
// dictviews_or, dictviews_sub, dictviews_xor and _PyDictView_Intersect
// build it (which fixes the order of its elements).
func (t *Thread) viewBinary(op compile.BinaryOp, x, y Value) (Value, bool, error) {
	if op >= compile.OpInplace {
		op -= compile.OpInplace
	}
	isView := func(v Value) (*dictView, bool) {
		dv, ok := v.(*dictView)
		return dv, ok && dv.kind != viewValues
	}
	toSet := func(v Value) (*Set, error) {
		if dv, ok := isView(v); ok {
			return t.viewSet(dv)
		}
		r := NewSet()
		return r, t.SetUpdate(r, v)
	}
	switch op {
	case compile.OpOr, compile.OpSub, compile.OpXor:
		r, err := toSet(x)
		if err != nil {
			return nil, true, err
		}
		switch op {
		case compile.OpOr:
			err = t.SetUpdate(r, y)
		case compile.OpSub:
			_, err = t.CallMethod(r, "difference_update", y)
		case compile.OpXor:
			_, err = t.CallMethod(r, "symmetric_difference_update", y)
		}
		if err != nil {
			return nil, true, err
		}
		return r, true, nil
	case compile.OpAnd:
		self, other := x, y
		if _, ok := isView(self); !ok {
			self, other = other, self
		}
		sv, _ := isView(self)
		n := sv.d.Len()
		if os, ok := other.(*Set); ok && !os.frozen && n <= os.Len() {
			r, err := t.CallMethod(other, "intersection", self)
			return r, true, err
		}
		if ov, ok := isView(other); ok && ov.d.Len() > n {
			sv, other = ov, self
		}
		r := NewSet()
		err := t.Iterate(other, func(k Value) error {
			in, err := t.viewContains(sv, k)
			if err != nil || !in {
				return err
			}
			return t.SetAdd(r, k)
		})
		if err != nil {
			return nil, true, err
		}
		return r, true, nil
	}
	return nil, false, nil
}
