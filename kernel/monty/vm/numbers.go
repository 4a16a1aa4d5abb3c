package vm

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// unwrapNum returns the built-in value of an int/float/complex subclass
// instance.
func unwrapNum(x Value) Value {
	if o, ok := x.(*Object); ok && o.base != nil {
		return o.base
	}
	return x
}

// numberMethods is registered by addNumberDunders.
var numberMethods = []builtinMethod{
	{"__neg__", numberNeg},
	{"__pos__", numberPos},
	{"__abs__", numberAbs},
	{"__bool__", numberBool},
	{"__hash__", numberHash},
	{"__repr__", numberRepr},
	{"__format__", numberFormat},
	{"__float__", numberFloat},
	{"__int__", numberInt},
	{"__trunc__", numberTrunc},
	{"__floor__", numberFloor},
	{"__ceil__", numberCeil},
	{"__round__", numberRound},
	{"conjugate", numberConjugate},
}

// numberGetters is registered by addNumberDunders.
var numberGetters = []getter{
	{"real", numberReal},
	{"imag", numberImag},
}

// addNumberDunders gives a numeric type its operator methods, computed by
// builtinBinary, so that subclasses and explicit calls (int.__add__) work.
func addNumberDunders(c *Type) {
	for op := compile.OpAdd; op <= compile.OpXor; op++ {
		op := op
		names := dunderNames[op]
		c.addMethod(names[0], func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) != 2 {
				return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args)-1)
			}
			r, ok, err := t.builtinBinary(op, unwrapNum(args[0]), unwrapNum(args[1]))
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return r, err
		})
		c.addMethod(names[1], func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) != 2 {
				return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args)-1)
			}
			r, ok, err := t.builtinBinary(op, unwrapNum(args[1]), unwrapNum(args[0]))
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return r, err
		})
	}
	for i, name := range cmpDunders {
		op := compile.CmpOp(i)
		c.addMethod(name, func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) != 2 {
				return nil, Errorf(TypeErrorType, "expected 1 argument, got %d", len(args)-1)
			}
			x, y := unwrapNum(args[0]), unwrapNum(args[1])
			if _, _, ok := intOperand(x); ok {
				// int's comparisons take ints only (5 .__eq__(5.0) is
				// NotImplemented; float's own method answers).
				if _, _, ok := intOperand(y); !ok {
					return NotImplemented, nil
				}
			}
			if _, ok := x.(Complex); ok && op != compile.CmpEQ && op != compile.CmpNE {
				return NotImplemented, nil
			}
			r, ok, err := t.builtinCompare(op, x, y)
			if !ok && err == nil {
				return NotImplemented, nil
			}
			return Bool(r), err
		})
	}
	for _, m := range numberMethods {
		c.addMethod(m.name, m.fn)
	}
	for _, m := range numberGetters {
		c.addGetter(m.name, m.fn)
	}
}

// numberNeg is the method int/float/complex.__neg__.
func numberNeg(t *Thread, args []Value, kw []string) (Value, error) { return t.Neg(unwrapNum(args[0])) }

// numberPos is the method int/float/complex.__pos__.
func numberPos(t *Thread, args []Value, kw []string) (Value, error) { return t.Pos(unwrapNum(args[0])) }

// numberAbs is the method int/float/complex.__abs__.
func numberAbs(t *Thread, args []Value, kw []string) (Value, error) { return t.Abs(unwrapNum(args[0])) }

// numberBool is the method int/float/complex.__bool__.
func numberBool(t *Thread, args []Value, kw []string) (Value, error) {
	b, err := t.Truth(unwrapNum(args[0]))
	return Bool(b), err
}

// numberHash is the method int/float/complex.__hash__.
func numberHash(t *Thread, args []Value, kw []string) (Value, error) {
	h, err := t.Hash(unwrapNum(args[0]))
	return MakeInt(h), err
}

// numberRepr is the method int/float/complex.__repr__.
func numberRepr(t *Thread, args []Value, kw []string) (Value, error) {
	s, err := t.Repr(unwrapNum(args[0]))
	return NewStr(s), err
}

// numberFormat is the method int/float/complex.__format__.
func numberFormat(t *Thread, args []Value, kw []string) (Value, error) {
	spec, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "argument to __format__ must be str")
	}
	if spec.s == "" {
		// An empty spec is str(self): a subclass's __str__ counts.
		s, err := t.Str(args[0])
		return NewStr(s), err
	}
	s, err := t.Format(unwrapNum(args[0]), spec.s)
	return NewStr(s), err
}

// numberFloat is the method int/float/complex.__float__.
func numberFloat(t *Thread, args []Value, kw []string) (Value, error) {
	f, _, err := floatOperand(unwrapNum(args[0]))
	return Float(f), err
}

// numberInt is the method int/float/complex.__int__.
func numberInt(t *Thread, args []Value, kw []string) (Value, error) {
	return t.toInt(unwrapNum(args[0]))
}

// numberTrunc is the method int/float/complex.__trunc__.
func numberTrunc(t *Thread, args []Value, kw []string) (Value, error) {
	return t.toInt(unwrapNum(args[0]))
}

// numberFloor is the method int/float/complex.__floor__.
func numberFloor(t *Thread, args []Value, kw []string) (Value, error) {
	x := unwrapNum(args[0])
	if f, ok := x.(Float); ok {
		return floatToInt(math.Floor(float64(f)))
	}
	return t.toInt(x)
}

// numberCeil is the method int/float/complex.__ceil__.
func numberCeil(t *Thread, args []Value, kw []string) (Value, error) {
	x := unwrapNum(args[0])
	if f, ok := x.(Float); ok {
		return floatToInt(math.Ceil(float64(f)))
	}
	return t.toInt(x)
}

// numberRound is the method int/float/complex.__round__.
func numberRound(t *Thread, args []Value, kw []string) (Value, error) {
	var nd Value = None
	if len(args) > 1 {
		nd = args[1]
	}
	return t.round(unwrapNum(args[0]), nd)
}

// numberConjugate is the method int/float/complex.conjugate.
func numberConjugate(t *Thread, args []Value, kw []string) (Value, error) {
	x := unwrapNum(args[0])
	if c, ok := x.(Complex); ok {
		return Complex(complex(real(c), -imag(c))), nil
	}
	if b, ok := x.(Bool); ok {
		if b {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	return x, nil
}

// numberReal is the attribute int/float/complex.real.
func numberReal(t *Thread, self Value) (Value, error) {
	x := unwrapNum(self)
	switch v := x.(type) {
	case Complex:
		return Float(real(v)), nil
	case Bool:
		if v {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	return x, nil
}

// numberImag is the attribute int/float/complex.imag.
func numberImag(t *Thread, self Value) (Value, error) {
	x := unwrapNum(self)
	switch v := x.(type) {
	case Complex:
		return Float(imag(v)), nil
	case Float:
		return Float(0), nil
	}
	return MakeInt(0), nil
}

// intMethods is registered by setupNumbers.
var intMethods = []builtinMethod{
	{"__index__", intIndex},
	{"__invert__", intInvert},
	{"__divmod__", intDivmod},
	{"__rdivmod__", intRdivmod},
	{"__getnewargs__", intGetnewargs},
	{"bit_length", intBitLength},
	{"bit_count", intBitCount},
	{"as_integer_ratio", intAsIntegerRatio},
	{"is_integer", intIsInteger},
}

// intGetters is registered by setupNumbers.
var intGetters = []getter{
	{"numerator", intNumerator},
	{"denominator", intDenominator},
}

// floatMethods is registered by setupNumbers.
var floatMethods = []builtinMethod{
	{"__divmod__", floatDivmod},
	{"__rdivmod__", floatRdivmod},
	{"is_integer", floatIsInteger},
	{"as_integer_ratio", floatAsIntegerRatio},
	{"hex", floatHexMethod},
}

// complexMethods is registered by setupNumbers.
var complexMethods = []builtinMethod{
	{"__complex__", complexComplex},
	{"__getnewargs__", complexGetnewargs},
}

func setupNumbers() {
	i := IntType
	i.layout = i
	i.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var x, base Value
		if err := UnpackArgs("int", args, kw, "$x?", &x, "base?", &base); err != nil {
			return nil, err
		}
		var r Value
		var err error
		switch {
		case x == nil:
			if base != nil {
				return nil, Errorf(TypeErrorType, "int() missing string argument")
			}
			r = MakeInt(0)
		case base == nil:
			r, err = t.toIntConstructor(x)
		default:
			b, ok := AsInt64(base)
			if !ok {
				return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(base))
			}
			if b != 0 && (b < 2 || b > 36) {
				return nil, Errorf(ValueErrorType, "int() base must be >= 2 and <= 36, or 0")
			}
			r, err = t.parseIntValue(x, int(b))
		}
		if err != nil {
			return nil, err
		}
		if cls == IntType || cls == BoolType {
			return r, nil
		}
		return wrapInstance(cls, r), nil
	}
	addNumberDunders(i)
	delMethods(i, "__matmul__", "__rmatmul__")
	for _, m := range intMethods {
		i.addMethod(m.name, m.fn)
	}
	for _, m := range intGetters {
		i.addGetter(m.name, m.fn)
	}
	i.addMethod("to_bytes", intToBytes)
	i.addClassMethod("from_bytes", intFromBytes)
	noArgs(i, "bit_length", "bit_count", "as_integer_ratio", "is_integer", "conjugate")

	b := BoolType
	b.layout = b
	b.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "bool() takes no keyword arguments")
		}
		if len(args) > 1 {
			return nil, Errorf(TypeErrorType, "bool expected at most 1 argument, got %d", len(args))
		}
		if len(args) == 0 {
			return False, nil
		}
		r, err := t.Truth(args[0])
		return Bool(r), err
	}
	b.addMethod("__repr__", boolRepr)
	for _, m := range boolMethods {
		b.addMethod(m.name, m.fn)
	}

	f := FloatType
	f.layout = f
	f.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return nil, Errorf(TypeErrorType, "float() takes no keyword arguments")
		}
		if len(args) > 1 {
			return nil, Errorf(TypeErrorType, "float expected at most 1 argument, got %d", len(args))
		}
		var r Value = Float(0)
		if len(args) == 1 {
			v, err := t.toFloat(args[0])
			if err != nil {
				return nil, err
			}
			r = v
			if x, ok := v.(Float); ok && x != x {
				r = t.freshNaN(float64(x))
			}
		}
		if cls == FloatType {
			return r, nil
		}
		return wrapInstance(cls, r), nil
	}
	addNumberDunders(f)
	delMethods(f, "__matmul__", "__rmatmul__", "__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__lshift__", "__rlshift__", "__rshift__", "__rrshift__")
	for _, m := range floatMethods {
		f.addMethod(m.name, m.fn)
	}
	f.addClassMethod("fromhex", floatFromhex)
	f.addMethod("__getnewargs__", floatGetnewargs)

	c := ComplexType
	c.layout = c
	c.newInstance = func(t *Thread, cls *Type, args []Value, kw []string) (Value, error) {
		var re, im Value
		if err := UnpackArgs("complex", args, kw, "real?", &re, "imag?", &im); err != nil {
			return nil, err
		}
		if _, ok := im.(*Str); ok {
			return nil, Errorf(TypeErrorType, "complex() second arg can't be a string")
		}
		// As complex_new: cr and ci are the parts, either of which may be
		// complex itself.
		var cr, ci complex128
		crComplex, ciComplex := false, false
		if re != nil {
			if s, ok := re.(*Str); ok {
				if im != nil {
					return nil, Errorf(TypeErrorType, "complex() can't take second arg if first is a string")
				}
				v, err := parseComplex(s.s)
				if err != nil {
					return nil, err
				}
				if cls != ComplexType {
					return wrapInstance(cls, Complex(v)), nil
				}
				return Complex(v), nil
			}
			if m := re.Type().Lookup("__complex__"); m != nil {
				cr, err := t.callDunder(m, re)
				if err != nil {
					return nil, err
				}
				cv, ok := unwrapNum(cr).(Complex)
				if !ok {
					return nil, Errorf(TypeErrorType, "__complex__ returned non-complex (type %s)", typeName(cr))
				}
				re = cv
			} else if _, isObj := re.(*Object); isObj && re.Type().Lookup("__float__") != nil {
				fv, err := t.toFloat(re)
				if err != nil {
					return nil, err
				}
				re = fv
			} else if isObj && re.Type().Lookup("__index__") != nil {
				iv, err := t.index(re)
				if err != nil {
					return nil, err
				}
				re = MakeInt(iv)
			}
			if cv, ok := unwrapNum(re).(Complex); ok {
				cr, crComplex = complex128(cv), true
			} else {
				fv, ok, err := floatOperand(unwrapNum(re))
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, Errorf(TypeErrorType, "complex() first argument must be a string or a number, not '%s'", typeName(re))
				}
				cr = complex(fv, 0)
			}
		}
		var ciReal float64
		if im == nil {
			ciReal = imag(cr)
		} else if cv, ok := unwrapNum(im).(Complex); ok {
			ci, ciComplex = complex128(cv), true
			ciReal = real(ci)
		} else {
			if _, isObj := im.(*Object); isObj && im.Type().Lookup("__float__") != nil {
				fv, err := t.toFloat(im)
				if err != nil {
					return nil, err
				}
				im = fv
			}
			fv, ok, err := floatOperand(unwrapNum(im))
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, Errorf(TypeErrorType, "complex() second argument must be a number, not '%s'", typeName(im))
			}
			ciReal = fv
		}
		crReal := real(cr)
		if ciComplex {
			crReal -= imag(ci)
		}
		if crComplex && im != nil {
			ciReal += imag(cr)
		}
		r := Complex(complex(crReal, ciReal))
		if cls != ComplexType {
			return wrapInstance(cls, r), nil
		}
		return r, nil
	}
	addNumberDunders(c)
	// complex converts to neither (float(1j) is a TypeError), and has no
	// integer or ordering operators.
	delMethods(c, "__float__", "__int__", "__matmul__", "__rmatmul__", "__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__lshift__", "__rlshift__", "__rshift__", "__rrshift__",
		"__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__divmod__", "__rdivmod__", "__round__", "__floor__", "__ceil__", "__trunc__")
	for _, m := range complexMethods {
		c.addMethod(m.name, m.fn)
	}
	for _, nt := range []*Type{IntType, FloatType, ComplexType} {
		checkReceivers(nt)
	}
}

// intIndex is the method int.__index__.
func intIndex(t *Thread, args []Value, kw []string) (Value, error) {
	return t.toInt(unwrapNum(args[0]))
}

// intInvert is the method int.__invert__.
func intInvert(t *Thread, args []Value, kw []string) (Value, error) {
	return t.Invert(unwrapNum(args[0]))
}

// intDivmod is the method int.__divmod__.
func intDivmod(t *Thread, args []Value, kw []string) (Value, error) {
	return t.divmodDunder(unwrapNum(args[0]), unwrapNum(args[1]))
}

// intRdivmod is the method int.__rdivmod__.
func intRdivmod(t *Thread, args []Value, kw []string) (Value, error) {
	return t.divmodDunder(unwrapNum(args[1]), unwrapNum(args[0]))
}

// intGetnewargs is the method int.__getnewargs__.
func intGetnewargs(t *Thread, args []Value, kw []string) (Value, error) {
	return Tuple{unwrapNum(args[0])}, nil
}

// intBitLength is the method int.bit_length.
func intBitLength(t *Thread, args []Value, kw []string) (Value, error) {
	switch v := unwrapNum(args[0]).(type) {
	case Int:
		return MakeInt(int64(bits.Len64(uint64(absI(int64(v)))))), nil
	case *BigInt:
		return MakeInt(int64(v.b.BitLen())), nil
	case Bool:
		if v {
			return MakeInt(1), nil
		}
	}
	return MakeInt(0), nil
}

// intBitCount is the method int.bit_count.
func intBitCount(t *Thread, args []Value, kw []string) (Value, error) {
	b := toBig(unwrapNum(args[0]))
	n := 0
	for _, w := range new(big.Int).Abs(b).Bits() {
		n += bits.OnesCount(uint(w))
	}
	return MakeInt(int64(n)), nil
}

// intAsIntegerRatio is the method int.as_integer_ratio.
func intAsIntegerRatio(t *Thread, args []Value, kw []string) (Value, error) {
	x, _ := t.toInt(unwrapNum(args[0]))
	return Tuple{x, MakeInt(1)}, nil
}

// intIsInteger is the method int.is_integer.
func intIsInteger(t *Thread, args []Value, kw []string) (Value, error) { return True, nil }

// intNumerator is the attribute int.numerator.
func intNumerator(t *Thread, self Value) (Value, error) { return t.toInt(unwrapNum(self)) }

// intDenominator is the attribute int.denominator.
func intDenominator(t *Thread, self Value) (Value, error) { return MakeInt(1), nil }

// boolRepr is the method bool.__repr__.
func boolRepr(t *Thread, args []Value, kw []string) (Value, error) {
	if args[0].(Bool) {
		return NewStr("True"), nil
	}
	return NewStr("False"), nil
}

// floatDivmod is the method float.__divmod__.
func floatDivmod(t *Thread, args []Value, kw []string) (Value, error) {
	return t.divmodDunder(unwrapNum(args[0]), unwrapNum(args[1]))
}

// floatRdivmod is the method float.__rdivmod__.
func floatRdivmod(t *Thread, args []Value, kw []string) (Value, error) {
	return t.divmodDunder(unwrapNum(args[1]), unwrapNum(args[0]))
}

// floatIsInteger is the method float.is_integer.
func floatIsInteger(t *Thread, args []Value, kw []string) (Value, error) {
	x := float64(unwrapNum(args[0]).(Float))
	return Bool(x == math.Trunc(x) && !math.IsInf(x, 0)), nil
}

// floatAsIntegerRatio is the method float.as_integer_ratio.
func floatAsIntegerRatio(t *Thread, args []Value, kw []string) (Value, error) {
	x := float64(unwrapNum(args[0]).(Float))
	if math.IsInf(x, 0) {
		return nil, Errorf(OverflowErrorType, "cannot convert Infinity to integer ratio")
	}
	if math.IsNaN(x) {
		return nil, Errorf(ValueErrorType, "cannot convert NaN to integer ratio")
	}
	r := new(big.Rat)
	r.SetFloat64(x)
	return Tuple{MakeBigInt(r.Num()), MakeBigInt(r.Denom())}, nil
}

// floatHexMethod is the method float.hex.
func floatHexMethod(t *Thread, args []Value, kw []string) (Value, error) {
	return NewStr(floatHex(float64(unwrapNum(args[0]).(Float)))), nil
}

// floatFromhex is the class method float.fromhex.
func floatFromhex(t *Thread, args []Value, kw []string) (Value, error) {
	s, ok := args[1].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "must be str, not %s", typeName(args[1]))
	}
	return floatFromHex(s.s)
}

// floatGetnewargs is the method float.__getnewargs__.
func floatGetnewargs(t *Thread, args []Value, kw []string) (Value, error) {
	return Tuple{unwrapNum(args[0])}, nil
}

// complexComplex is the method complex.__complex__.
func complexComplex(t *Thread, args []Value, kw []string) (Value, error) {
	return unwrapNum(args[0]), nil
}

// complexGetnewargs is the method complex.__getnewargs__.
func complexGetnewargs(t *Thread, args []Value, kw []string) (Value, error) {
	v := complex128(unwrapNum(args[0]).(Complex))
	return Tuple{Float(real(v)), Float(imag(v))}, nil
}

// checkReceivers gives the methods and getters of a numeric type CPython's
// receiver check (float.hex('x') was a Go panic, int.bit_length('x') 0).
func checkReceivers(c *Type) {
	c.dict.Items(func(_, v Value) bool {
		switch x := v.(type) {
		case *Builtin:
			if x.owner == c && x.self == nil {
				x.fn = checkedReceiver(c, x.name, x.fn)
			}
		case *Property:
			if b, ok := x.fget.(*Builtin); ok && x.builtinName != "" && b.owner == c {
				b.fn = checkedReceiver(c, x.builtinName, b.fn)
			}
		}
		return true
	})
}

// parseComplex is complex(str), as complex_from_string_inner.
func parseComplex(str string) (complex128, error) {
	bad := Errorf(ValueErrorType, "complex() arg is a malformed string")
	s := str
	if strings.IndexByte(s, '_') >= 0 {
		// Underscores only between digits, then dropped.
		for i := 0; i < len(s); i++ {
			if s[i] == '_' && (i == 0 || i == len(s)-1 || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1])) {
				return 0, Errorf(ValueErrorType, "could not convert string to complex: %s", format.StrRepr(str))
			}
		}
		s = strings.ReplaceAll(s, "_", "")
	}
	s = trimSpace(s)
	if len(s) > 0 && s[0] == '(' {
		if s[len(s)-1] != ')' {
			return 0, bad
		}
		s = trimSpace(s[1 : len(s)-1])
	}
	var x, y float64
	isJ := func(i int) bool { return i < len(s) && (s[i] == 'j' || s[i] == 'J') }
	isSign := func(i int) bool { return i < len(s) && (s[i] == '+' || s[i] == '-') }
	z, n := scanFloatPrefix(s)
	i := n
	if n > 0 {
		switch {
		case isSign(i):
			x = z
			if w, m := scanFloatPrefix(s[i:]); m > 0 {
				y = w
				i += m
			} else {
				y = 1
				if s[i] == '-' {
					y = -1
				}
				i++
			}
			if !isJ(i) {
				return 0, bad
			}
			i++
		case isJ(i):
			y = z
			i++
		default:
			x = z
		}
	} else {
		y = 1
		if isSign(i) {
			if s[i] == '-' {
				y = -1
			}
			i++
		}
		if !isJ(i) {
			return 0, bad
		}
		i++
	}
	if i != len(s) {
		return 0, bad
	}
	return complex(x, y), nil
}

// scanFloatPrefix parses the longest prefix of s that is a float literal
// as PyOS_string_to_double sees one (sign, digits, point, exponent, inf,
// infinity, nan), returning its value and length (0: none).
func scanFloatPrefix(s string) (float64, int) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	low := strings.ToLower(s[i:])
	for _, w := range []string{"infinity", "inf", "nan"} {
		if strings.HasPrefix(low, w) {
			v := math.Inf(1)
			if w == "nan" {
				v = math.NaN()
			}
			if s[0] == '-' {
				v = -v
			}
			return v, i + len(w)
		}
	}
	digits := 0
	for i < len(s) && isDigitByte(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigitByte(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		k := j
		for k < len(s) && isDigitByte(s[k]) {
			k++
		}
		if k > j {
			i = k
		}
	}
	v, err := strconv.ParseFloat(s[:i], 64)
	if err != nil {
		// Out of range: ParseFloat gives ±Inf or 0 with an error.
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, 0
		}
	}
	return v, i
}

func trimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '\n' || s[j-1] == '\r') {
		j--
	}
	return s[i:j]
}

func floatHex(x float64) string {
	if math.IsInf(x, 1) {
		return "inf"
	}
	if math.IsInf(x, -1) {
		return "-inf"
	}
	if math.IsNaN(x) {
		return "nan"
	}
	if x == 0 {
		if math.Signbit(x) {
			return "-0x0.0p+0"
		}
		return "0x0.0p+0"
	}
	sign := ""
	if x < 0 {
		sign = "-"
		x = -x
	}
	m, e := math.Frexp(x)
	// CPython normalises to 1.xxx p exp.
	m *= 2
	e--
	mant := uint64(m * (1 << 52))
	frac := mant & (1<<52 - 1)
	lead := mant >> 52
	if e < -1022 {
		// Subnormal: CPython prints 0x0.xxxp-1022.
		shift := uint(-1022 - e)
		full := mant >> shift
		lead = full >> 52
		frac = full & (1<<52 - 1)
		e = -1022
	}
	hex := strconv.FormatUint(frac, 16)
	for len(hex) < 13 {
		hex = "0" + hex
	}
	es := strconv.Itoa(e)
	if e >= 0 {
		es = "+" + es
	}
	return sign + "0x" + strconv.FormatUint(lead, 10) + "." + hex + "p" + es
}

// toInt converts an int-like value (int, bool, subclass) to a plain int.
func (t *Thread) toInt(x Value) (Value, error) {
	switch v := x.(type) {
	case Int, *BigInt:
		return v, nil
	case Bool:
		if v {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	case Float:
		return floatToInt(float64(v))
	case *Object:
		if v.base != nil {
			return t.toInt(v.base)
		}
	}
	return nil, Errorf(TypeErrorType, "int() argument must be a string, a bytes-like object or a real number, not '%s'", typeName(x))
}

// toIntConstructor is int(x) for one argument.
func (t *Thread) toIntConstructor(x Value) (Value, error) {
	switch v := x.(type) {
	case Int, *BigInt, Bool, Float:
		return t.toInt(v)
	case *Str:
		return t.parseIntValue(v, 10)
	case *Bytes, *ByteArray:
		return t.parseIntValue(v, 10)
	}
	cls := x.Type()
	for _, name := range []string{"__int__", "__index__"} {
		if m := cls.Lookup(name); m != nil {
			r, err := t.callDunder(m, x)
			if err != nil {
				return nil, err
			}
			if !isInt(r) {
				return nil, Errorf(TypeErrorType, "%s returned non-int (type %s)", name, typeName(r))
			}
			return t.toInt(r)
		}
	}
	if m := cls.Lookup("__trunc__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return nil, err
		}
		return t.toIntConstructor(r)
	}
	if o, ok := x.(*Object); ok && o.base != nil {
		return t.toIntConstructor(o.base)
	}
	return nil, Errorf(TypeErrorType, "int() argument must be a string, a bytes-like object or a real number, not '%s'", typeName(x))
}

// parseIntValue is int(s, base).
func (t *Thread) parseIntValue(x Value, base int) (Value, error) {
	var small int64
	var b *big.Int
	var err error
	switch v := x.(type) {
	case *Str:
		small, b, err = format.ParseInt(v.s, base, t.maxStrDigits)
	case *Bytes:
		small, b, err = format.ParseIntBytes(v.b, base, t.maxStrDigits)
	case *ByteArray:
		small, b, err = format.ParseIntBytes(v.b, base, t.maxStrDigits)
	case *Object:
		if v.base != nil {
			return t.parseIntValue(v.base, base)
		}
		return nil, Errorf(TypeErrorType, "int() can't convert non-string with explicit base")
	default:
		return nil, Errorf(TypeErrorType, "int() can't convert non-string with explicit base")
	}
	if err != nil {
		return nil, convertFormatError(err)
	}
	if b != nil {
		return bigOwn(b), nil
	}
	return MakeInt(small), nil
}

// toFloat is float(x).
func (t *Thread) toFloat(x Value) (Value, error) {
	switch v := x.(type) {
	case Float:
		return v, nil
	case Int, Bool, *BigInt:
		f, err := intToFloat(v)
		return Float(f), err
	case *Str:
		f, err := format.ParseFloat(v.s)
		if err != nil {
			return nil, convertFormatError(err)
		}
		return Float(f), nil
	case *Bytes:
		f, err := format.ParseFloatBytes(v.b)
		if err != nil {
			return nil, convertFormatError(err)
		}
		return Float(f), nil
	}
	cls := x.Type()
	if m := cls.Lookup("__float__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return nil, err
		}
		if f, ok := unwrapNum(r).(Float); ok {
			return f, nil
		}
		return nil, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", cls.name, typeName(r))
	}
	if m := cls.Lookup("__index__"); m != nil {
		r, err := t.callDunder(m, x)
		if err != nil {
			return nil, err
		}
		f, err := intToFloat(r)
		return Float(f), err
	}
	if o, ok := x.(*Object); ok && o.base != nil {
		return t.toFloat(o.base)
	}
	return nil, Errorf(TypeErrorType, "float() argument must be a string or a real number, not '%s'", typeName(x))
}

// Abs returns abs(x).
func (t *Thread) Abs(x Value) (Value, error) {
	switch v := x.(type) {
	case Int:
		if v < 0 {
			return t.Neg(v)
		}
		return v, nil
	case Bool:
		if v {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	case *BigInt:
		return bigOwn(new(big.Int).Abs(&v.b)), nil
	case Float:
		return Float(math.Abs(float64(v))), nil
	case Complex:
		return Float(math.Hypot(real(v), imag(v))), nil
	}
	if m := x.Type().Lookup("__abs__"); m != nil {
		return t.callDunder(m, x)
	}
	return nil, Errorf(TypeErrorType, "bad operand type for abs(): '%s'", typeName(x))
}

// divmod returns divmod(x, y).
// divmodDunder is int.__divmod__ and float.__divmod__: NotImplemented
// unless both operands are built-in numbers.
func (t *Thread) divmodDunder(x, y Value) (Value, error) {
	r, ok, err := t.divmodBuiltin(x, y)
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}

func (t *Thread) divmod(x, y Value) (Value, error) {
	if r, ok, err := t.divmodBuiltin(x, y); ok || err != nil {
		return r, err
	}
	r, err := t.binaryDunder("__divmod__", "__rdivmod__", x, y)
	if err != nil {
		return nil, err
	}
	if r == NotImplemented {
		return nil, Errorf(TypeErrorType, "unsupported operand type(s) for divmod(): '%s' and '%s'", typeName(x), typeName(y))
	}
	return r, nil
}

func (t *Thread) divmodBuiltin(x, y Value) (Value, bool, error) {
	if _, _, ok := intOperand(x); ok {
		if _, _, ok := intOperand(y); ok {
			a, b := toBig(x), toBig(y)
			if b.Sign() == 0 {
				return nil, true, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
			}
			if ai, ok := AsInt64(x); ok {
				if bi, ok := AsInt64(y); ok && !(ai == math.MinInt64 && bi == -1) {
					return Tuple{intFloorDiv(ai, bi), MakeInt(intMod(ai, bi))}, true, nil
				}
			}
			q, m, err := t.bigFloorDivMod(a, b)
			if err != nil {
				return nil, true, err
			}
			return Tuple{bigOwn(q), bigOwn(m)}, true, nil
		}
	}
	xf, ok1, err := floatOperand(x)
	if err != nil {
		return nil, true, err
	}
	yf, ok2, err := floatOperand(y)
	if err != nil {
		return nil, true, err
	}
	if ok1 && ok2 {
		if yf == 0 {
			return nil, true, Errorf(ZeroDivisionErrorType, "float divmod()")
		}
		q, m := floatDivMod(xf, yf)
		return Tuple{Float(q), Float(m)}, true, nil
	}
	return nil, false, nil
}

// round implements round(x, ndigits).
func (t *Thread) round(x Value, nd Value) (Value, error) {
	if _, isObj := nd.(*Object); isObj && nd.Type().Lookup("__index__") != nil {
		n, err := t.index(nd)
		if err != nil {
			return nil, err
		}
		nd = MakeInt(n)
	}
	switch v := x.(type) {
	case Int, *BigInt, Bool:
		if nd == None {
			return t.toInt(v)
		}
		if b, ok := nd.(*BigInt); ok {
			// int.__round__ returns the int for any ndigits >= 0; a
			// hugely negative ndigits rounds every int to 0.
			if b.b.Sign() >= 0 {
				return t.toInt(v)
			}
			return MakeInt(0), nil
		}
		n, ok := AsInt64(nd)
		if !ok {
			return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(nd))
		}
		if n >= 0 {
			return t.toInt(v)
		}
		// Round to a multiple of 10**-n, half to even.
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(-n), nil)
		q, m := bigFloorDivMod(toBig(v), p)
		twice := new(big.Int).Lsh(m, 1)
		c := twice.Cmp(p)
		if c > 0 || c == 0 && q.Bit(0) == 1 {
			q.Add(q, big.NewInt(1))
		}
		return bigOwn(q.Mul(q, p)), nil
	case Float:
		f := float64(v)
		if nd == None {
			r := math.RoundToEven(f)
			return floatToInt(r)
		}
		if b, ok := nd.(*BigInt); ok {
			// float.__round__ clamps ndigits to the C ssize_t range.
			n := int(math.MaxInt64)
			if b.b.Sign() < 0 {
				n = math.MinInt64
			}
			return Float(roundFloat(f, n)), nil
		}
		n, ok := AsInt64(nd)
		if !ok {
			return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(nd))
		}
		return Float(roundFloat(f, int(n))), nil
	}
	if m := x.Type().Lookup("__round__"); m != nil {
		if nd == None {
			return t.callDunder(m, x)
		}
		return t.callDunder(m, x, nd)
	}
	return nil, Errorf(TypeErrorType, "type %s doesn't define __round__ method", typeName(x))
}

// roundFloat rounds to n decimal digits exactly as CPython does: through
// the correctly rounded decimal string.
func roundFloat(x float64, n int) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || x == 0 {
		return x
	}
	if n > 323 {
		return x
	}
	if n < -308 {
		return math.Copysign(0, x)
	}
	// Exact decimal value of x, rounded half-even at n digits.
	r := new(big.Rat).SetFloat64(x)
	scale := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(absI(int64(n)))), nil))
	if n >= 0 {
		r.Mul(r, scale)
	} else {
		r.Quo(r, scale)
	}
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	twice := new(big.Int).Abs(m)
	twice.Lsh(twice, 1)
	c := twice.Cmp(den)
	if c > 0 || c == 0 && q.Bit(0) == 1 {
		if num.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	res := new(big.Rat).SetInt(q)
	if n >= 0 {
		res.Quo(res, scale)
	} else {
		res.Mul(res, scale)
	}
	f, _ := res.Float64()
	if f == 0 {
		return math.Copysign(0, x)
	}
	return f
}

func intToBytes(t *Thread, args []Value, kw []string) (Value, error) {
	var self Value
	length := int64(1)
	byteorder := "big"
	signed := false
	if err := t.UnpackArgs("to_bytes", args, kw, "self", &self, "length?", &length, "byteorder?", &byteorder, "*signed?", &signed); err != nil {
		return nil, err
	}
	x := toBig(unwrapNum(self))
	if length < 0 {
		return nil, Errorf(ValueErrorType, "length argument must be non-negative")
	}
	if err := t.Alloc(length); err != nil {
		return nil, err
	}
	if byteorder != "big" && byteorder != "little" {
		return nil, Errorf(ValueErrorType, "byteorder must be either 'little' or 'big'")
	}
	if x.Sign() < 0 && !signed {
		return nil, Errorf(OverflowErrorType, "can't convert negative int to unsigned")
	}
	v := new(big.Int).Set(x)
	if x.Sign() < 0 {
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(length*8)))
	}
	limit := uint(length * 8)
	if signed {
		limit--
	}
	if (x.Sign() >= 0 && x.BitLen() > int(limit)) || (x.Sign() < 0 && new(big.Int).Not(x).BitLen() > int(limit)) || v.Sign() < 0 {
		return nil, Errorf(OverflowErrorType, "int too big to convert")
	}
	b := make([]byte, length)
	v.FillBytes(b)
	if byteorder == "little" {
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
	}
	return NewBytes(b), nil
}

func intFromBytes(t *Thread, args []Value, kw []string) (Value, error) {
	var cls, data Value
	byteorder := "big"
	signed := false
	if err := t.UnpackArgs("from_bytes", args, kw, "cls", &cls, "bytes", &data, "byteorder?", &byteorder, "*signed?", &signed); err != nil {
		return nil, err
	}
	var b []byte
	switch d := data.(type) {
	case *Bytes:
		// The copy and the int, each the size of the bytes.
		if err := t.Alloc(2 * int64(len(d.b))); err != nil {
			return nil, err
		}
		b = append([]byte(nil), d.b...)
	case *ByteArray:
		if err := t.Alloc(2 * int64(len(d.b))); err != nil {
			return nil, err
		}
		b = append([]byte(nil), d.b...)
	default:
		// As bytes(x) without an encoding: a str, or what is not
		// iterable, cannot be converted.
		if _, isStr := data.(*Str); isStr || !isIterable(data) {
			return nil, Errorf(TypeErrorType, "cannot convert '%s' object to bytes", typeName(data))
		}
		l, err := t.ToList(data)
		if err != nil {
			return nil, err
		}
		for _, x := range l {
			n, ok := AsInt64(x)
			if !ok || n < 0 || n > 255 {
				return nil, Errorf(ValueErrorType, "bytes must be in range(0, 256)")
			}
			b = append(b, byte(n))
		}
	}
	if byteorder == "little" {
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
	} else if byteorder != "big" {
		return nil, Errorf(ValueErrorType, "byteorder must be either 'little' or 'big'")
	}
	v := new(big.Int).SetBytes(b)
	if signed && len(b) > 0 && b[0]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(len(b)*8)))
	}
	r := bigOwn(v)
	if c, ok := cls.(*Type); ok && c != IntType {
		return t.Call(c, []Value{r}, nil)
	}
	return r, nil
}

// noArgs makes the named methods of c refuse arguments as CPython's
// METH_NOARGS methods do: "int.bit_length() takes no arguments (1 given)".
func noArgs(c *Type, names ...string) {
	for _, name := range names {
		v, ok := c.dict.GetString(name)
		if !ok {
			continue
		}
		b, ok := v.(*Builtin)
		if !ok {
			continue
		}
		fn, qual := b.fn, c.name+"."+name
		b.fn = func(t *Thread, args []Value, kw []string) (Value, error) {
			if len(args) != 1 || len(kw) > 0 {
				if len(kw) > 0 {
					return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", qual)
				}
				return nil, Errorf(TypeErrorType, "%s() takes no arguments (%d given)", qual, len(args)-1)
			}
			return fn(t, args, kw)
		}
	}
}

// delMethods removes methods a shared setup gave a type that CPython's
// does not have.
func delMethods(c *Type, names ...string) {
	for _, n := range names {
		c.dict.DelStr(NewStr(n))
	}
}

// freshNaN returns the NaN x with a payload of its own. A Float has no
// address, so `is` compares floats by their bits (Is); float() gives each
// NaN it makes different bits, so that float('nan') is not float('nan')
// and [float('nan')] != [float('nan')], as in CPython. The sign and the
// quiet bit stay; arithmetic and repr do not look at the payload.
func (t *Thread) freshNaN(x float64) Float {
	t.nanSerial++
	const payload = 1<<51 - 1
	b := math.Float64bits(x)&^payload | t.nanSerial&payload
	return Float(math.Float64frombits(b))
}

// floatFromHex is float.fromhex(s): [sign] ['0x'] hex digits with an
// optional point, an optional 'p' and decimal exponent, or inf/nan,
// within ASCII whitespace. The digits are always hex ("10" is 16.0), and
// a value past the float range is an OverflowError; strconv does the
// correctly rounded conversion of the normalised "0x...p..." form.
func floatFromHex(s string) (Value, error) {
	invalid := Errorf(ValueErrorType, "invalid hexadecimal floating-point string")
	s = strings.Trim(s, " \t\n\r\v\f")
	sign := ""
	if s != "" && (s[0] == '+' || s[0] == '-') {
		sign, s = s[:1], s[1:]
	}
	switch strings.ToLower(s) {
	case "inf", "infinity":
		v, _ := strconv.ParseFloat(sign+"inf", 64)
		return Float(v), nil
	case "nan":
		return Float(math.NaN()), nil
	}
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
	}
	mant, exp, hasExp := s, "0", false
	if i := strings.IndexAny(s, "pP"); i >= 0 {
		mant, exp, hasExp = s[:i], s[i+1:], true
	}
	digits := 0
	point := false
	for i := 0; i < len(mant); i++ {
		switch c := mant[i]; {
		case c == '.' && !point:
			point = true
		case '0' <= c && c <= '9', 'a' <= c && c <= 'f', 'A' <= c && c <= 'F':
			digits++
		default:
			return nil, invalid
		}
	}
	if digits == 0 {
		return nil, invalid
	}
	if hasExp {
		e := exp
		if e != "" && (e[0] == '+' || e[0] == '-') {
			e = e[1:]
		}
		if e == "" || strings.Trim(e, "0123456789") != "" {
			return nil, invalid
		}
	}
	v, err := strconv.ParseFloat(sign+"0x"+mant+"p"+exp, 64)
	if err != nil && math.IsInf(v, 0) {
		return nil, Errorf(OverflowErrorType, "hexadecimal value too large to represent as a float")
	}
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return nil, invalid
	}
	return Float(v), nil
}

// boolMethods are bool's &, | and ^, which keep a bool a bool,
// registered by setupNumbers.
var boolMethods = []builtinMethod{
	{"__and__", boolAnd}, {"__rand__", boolAnd},
	{"__or__", boolOr}, {"__ror__", boolOr},
	{"__xor__", boolXor}, {"__rxor__", boolXor},
}

// boolAnd is the method bool.__and__ (and __rand__).
func boolAnd(t *Thread, args []Value, kw []string) (Value, error) {
	return boolBitwiseWith(t, args, compile.OpAnd)
}

// boolOr is the method bool.__or__ (and __ror__).
func boolOr(t *Thread, args []Value, kw []string) (Value, error) {
	return boolBitwiseWith(t, args, compile.OpOr)
}

// boolXor is the method bool.__xor__ (and __rxor__).
func boolXor(t *Thread, args []Value, kw []string) (Value, error) {
	return boolBitwiseWith(t, args, compile.OpXor)
}

// boolBitwiseWith is the body of bool's bitwise operators.
func boolBitwiseWith(t *Thread, args []Value, op compile.BinaryOp) (Value, error) {
	x, y := args[0], args[1]
	if xb, ok := x.(Bool); ok {
		if yb, ok := y.(Bool); ok {
			switch op {
			case compile.OpAnd:
				return xb && yb, nil
			case compile.OpOr:
				return xb || yb, nil
			}
			return Bool(xb != yb), nil
		}
	}
	r, ok, err := t.builtinBinary(op, unwrapNum(x), unwrapNum(y))
	if !ok && err == nil {
		return NotImplemented, nil
	}
	return r, err
}
