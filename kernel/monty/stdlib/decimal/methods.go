package decimal

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

type binop func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error)

var opSymbols = map[string]string{"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%", "pow": "** or pow()", "divmod": "divmod()"}

// unsupported is the TypeError of an operand Decimal cannot take (float
// included, as CPython's Decimal refuses it).
func unsupported(name string, x, y vm.Value) error {
	tn := func(v vm.Value) string {
		if _, ok := native.Unwrap(v).(*dec); ok {
			return "decimal.Decimal"
		}
		return native.TypeName(v)
	}
	if name == "pow" {
		return vm.Errorf(vm.TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s' and '%s'", tn(x), tn(y))
	}
	return vm.Errorf(vm.TypeErrorType, "unsupported operand type(s) for %s: '%s' and '%s'", opSymbols[name], tn(x), tn(y))
}

func binary(name string, op binop, reflected bool) vm.BuiltinFunc {
	fast := map[string]int{"add": opAdd, "sub": opSub, "mul": opMul, "truediv": opQuo}[name]
	if name != "add" && fast == opAdd {
		fast = -1
	}
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(args) < 2 {
			return nil, vm.Errorf(vm.TypeErrorType, "expected 1 argument, got 0")
		}
		x := self(args[0])
		y, ok := operand(args[1])
		if !ok {
			if _, isObj := args[1].(*vm.Object); isObj {
				return vm.NotImplemented, nil
			}
			if reflected {
				return nil, unsupported(name, args[1], args[0])
			}
			return nil, unsupported(name, args[0], args[1])
		}
		if reflected {
			x, y = y, x
		}
		e, err := current(t, nil)
		if err != nil {
			return nil, err
		}
		r := &dec{}
		if fast >= 0 {
			if c, ok := e.fastOp(fast, &r.d, x, y); ok {
				return e.result(r, c, nil)
			}
		}
		c, err := op(&e.c, &r.d, x, y)
		if err != nil {
			c |= apd.InvalidOperation
		}
		if x.IsZero() && y.IsZero() && (name == "truediv" || name == "floordiv" || name == "mod") && x.Form == apd.Finite && y.Form == apd.Finite {
			c = c&^apd.InvalidOperation | apd.DivisionUndefined
		}
		return e.result(r, c, nil)
	}
}

// unary makes a method computing f in the context.
func unary(f func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error)) vm.BuiltinFunc {
	return unarySign(f, nil)
}

// unarySign is unary for an operation that only changes the sign and
// rounds (+x, -x, abs(x)): sign gives the result's sign from the
// operand's, for the fast path.
func unarySign(f func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error), sign func(bool) bool) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		var ctx vm.Value
		if len(args) > 1 {
			ctx = args[1]
		}
		for i, k := range kw {
			if k == "context" {
				ctx = args[len(args)-len(kw)+i]
			}
		}
		e, err := current(t, ctx)
		if err != nil {
			return nil, err
		}
		r := &dec{}
		x := self(args[0])
		if sign != nil && x.Form == apd.Finite {
			r.d.Set(x)
			r.d.Negative = sign(x.Negative)
			if c, ok := e.fastRound(&r.d); ok {
				return e.result(r, c, nil)
			}
		}
		c, err := f(&e.c, &r.d, x)
		return e.result(r, c, err)
	}
}

func keepSign(neg bool) bool { return neg }
func flipSign(neg bool) bool { return !neg }
func noSign(bool) bool       { return false }

// compare orders two values exactly; ok false when one is NaN or the
// other operand is not a number Decimal compares with.
func compare(t *vm.Thread, a, b vm.Value) (int, bool, bool) {
	x := self(a)
	var y *apd.Decimal
	switch v := native.Unwrap(b).(type) {
	case *dec:
		y = &v.d
	case vm.Int, *vm.BigInt, vm.Bool:
		y = fromInt(v)
	case vm.Float:
		y = fromFloat64(float64(v))
		if err := floatOperation(t); err != nil {
			return 0, false, false
		}
	default:
		num, den, ok := rationalParts(t, b)
		if !ok {
			return 0, false, false
		}
		if x.Form == apd.NaN || x.Form == apd.NaNSignaling {
			return 0, true, false
		}
		// x against num/den, exactly: x*den against num (den > 0).
		y = fromInt(num)
		if x.Form == apd.Finite {
			scaled := new(apd.Decimal)
			if _, err := apd.BaseContext.WithPrecision(0).Mul(scaled, x, fromInt(den)); err != nil {
				return 0, false, false
			}
			x = scaled
		}
	}
	if x.Form == apd.NaN || x.Form == apd.NaNSignaling || y.Form == apd.NaN || y.Form == apd.NaNSignaling {
		return 0, true, false
	}
	if x.Form == apd.Finite && y.Form == apd.Finite {
		if st, err := state(t); err == nil {
			return st.fastCmp(x, y), true, true
		}
	}
	return x.Cmp(y), true, true
}

// rationalParts gives the numerator and denominator of b when b is a
// numbers.Rational (a Fraction, say), which Decimal compares with exactly,
// as CPython's does. numbers is not loaded unless something imported it,
// and then no Rational can exist either.
func rationalParts(t *vm.Thread, b vm.Value) (num, den vm.Value, ok bool) {
	mod := t.Modules()["numbers"]
	if mod == nil {
		return nil, nil, false
	}
	rational, found := mod.Dict().GetString("Rational")
	if !found {
		return nil, nil, false
	}
	if is, err := t.IsInstance(b, rational); err != nil || !is {
		return nil, nil, false
	}
	num, err := t.GetAttrString(b, "numerator")
	if err != nil {
		return nil, nil, false
	}
	den, err = t.GetAttrString(b, "denominator")
	if err != nil {
		return nil, nil, false
	}
	if _, isInt := native.Big(num); !isInt {
		return nil, nil, false
	}
	if d, isInt := native.Big(den); !isInt || d.Sign() <= 0 {
		return nil, nil, false
	}
	return num, den, true
}

func cmpMethod(test func(int) bool, isEq bool) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		c, known, ordered := compare(t, args[0], args[1])
		if !known {
			return vm.NotImplemented, nil
		}
		if !ordered {
			if !isEq {
				e, err := current(t, nil)
				if err != nil {
					return nil, err
				}
				if err := e.signal(apd.InvalidOperation, ""); err != nil {
					return nil, err
				}
			}
			return vm.False, nil
		}
		return vm.Bool(test(c)), nil
	}
}

// hashModulus is CPython's numeric hash modulus, 2**61 - 1.
var hashModulus = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 61), big.NewInt(1))

func hashOf(t *vm.Thread, x *apd.Decimal) (vm.Value, error) {
	switch x.Form {
	case apd.NaNSignaling:
		return nil, vm.Errorf(vm.TypeErrorType, "Cannot hash a signaling NaN value.")
	case apd.NaN:
		return vm.MakeInt(0), nil
	case apd.Infinite:
		if x.Negative {
			return vm.MakeInt(-314159), nil
		}
		return vm.MakeInt(314159), nil
	}
	var expHash *big.Int
	if x.Exponent >= 0 {
		expHash = new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(x.Exponent)), hashModulus)
	} else {
		inv := new(big.Int).Exp(big.NewInt(10), new(big.Int).Sub(hashModulus, big.NewInt(2)), hashModulus)
		expHash = new(big.Int).Exp(inv, big.NewInt(int64(-x.Exponent)), hashModulus)
	}
	h := new(big.Int).Mul(x.Coeff.MathBigInt(), expHash)
	h.Mod(h, hashModulus)
	n := h.Int64()
	if x.Negative {
		n = -n
	}
	if n == -1 {
		n = -2
	}
	return vm.MakeInt(n), nil
}

// toInt truncates toward zero.
func toInt(x *apd.Decimal) (vm.Value, error) {
	switch x.Form {
	case apd.NaN, apd.NaNSignaling:
		return nil, vm.Errorf(vm.ValueErrorType, "cannot convert NaN to integer")
	case apd.Infinite:
		return nil, vm.Errorf(vm.OverflowErrorType, "cannot convert Infinity to integer")
	}
	c := x.Coeff.MathBigInt()
	if x.Exponent >= 0 {
		c.Mul(c, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(x.Exponent)), nil))
	} else {
		c.Quo(c, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-x.Exponent)), nil))
	}
	if x.Negative {
		c.Neg(c)
	}
	return vm.MakeBigInt(c), nil
}

// roundTo rounds x to an integral value with the rounding given.
func roundTo(x *apd.Decimal, r apd.Rounder) *apd.Decimal {
	c := apd.BaseContext.WithPrecision(0)
	c.Rounding = r
	d := new(apd.Decimal)
	c.RoundToIntegralValue(d, x)
	return d
}

func toString(x *apd.Decimal) string {
	switch x.Form {
	case apd.NaN, apd.NaNSignaling:
		s := "NaN"
		if x.Form == apd.NaNSignaling {
			s = "sNaN"
		}
		if x.Coeff.Sign() != 0 {
			s += x.Coeff.String()
		}
		if x.Negative {
			s = "-" + s
		}
		return s
	}
	if x.Form == apd.Finite && x.Coeff.Sign() == 0 && x.Exponent < -6 {
		// a zero's adjusted exponent is its exponent: below -6 the
		// scientific form, as for any other number (apd writes 0.000…)
		s := "0E" + strconv.Itoa(int(x.Exponent))
		if x.Negative {
			s = "-" + s
		}
		return s
	}
	return x.String()
}

func methods() map[string]vm.BuiltinFunc {
	add := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.Add(d, x, y) }
	sub := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.Sub(d, x, y) }
	mul := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.Mul(d, x, y) }
	quo := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) {
		cond, err := c.Quo(d, x, y)
		if err == nil && cond&apd.Inexact == 0 && d.Form == apd.Finite {
			idealExponent(d, x.Exponent-y.Exponent)
		}
		return cond, err
	}
	quoInt := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.QuoInteger(d, x, y) }
	rem := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.Rem(d, x, y) }
	pow := func(c *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) { return c.Pow(d, x, y) }
	ms := map[string]vm.BuiltinFunc{}
	for name, op := range map[string]binop{"add": add, "sub": sub, "mul": mul, "truediv": quo, "floordiv": quoInt, "mod": rem, "pow": pow} {
		ms["__"+name+"__"] = binary(name, op, false)
		ms["__r"+name+"__"] = binary(name, op, true)
	}
	ms["__divmod__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		q, err := ms["__floordiv__"](t, args, kw)
		if err != nil || q == vm.NotImplemented {
			return q, err
		}
		r, err := ms["__mod__"](t, args, kw)
		if err != nil {
			return nil, err
		}
		return vm.Tuple{q, r}, nil
	}
	ms["__neg__"] = unarySign(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) { return c.Neg(d, x) }, flipSign)
	ms["__pos__"] = unarySign(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) { return c.Round(d, x) }, keepSign)
	ms["__abs__"] = unarySign(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) { return c.Abs(d, x) }, noSign)
	ms["sqrt"] = unary(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) {
		cond, err := c.Sqrt(d, x)
		if err == nil && cond&apd.Inexact == 0 && d.Form == apd.Finite {
			ideal := x.Exponent / 2
			if x.Exponent < 0 && x.Exponent%2 != 0 {
				ideal--
			}
			idealExponent(d, ideal)
		}
		return cond, err
	})
	ms["exp"] = unary(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) { return c.Exp(d, x) })
	ms["ln"] = unary(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) { return c.Ln(d, x) })
	ms["log10"] = unary(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) {
		// an exact power of ten has an exact logarithm, with exponent 0
		if x.Form == apd.Finite && !x.Negative && x.Coeff.Sign() > 0 {
			digits := x.Coeff.String()
			if strings.TrimRight(digits, "0") == "1" {
				d.Set(apd.New(int64(x.Exponent)+int64(len(digits)-1), 0))
				return 0, nil
			}
		}
		return c.Log10(d, x)
	})
	ms["normalize"] = unary(func(c *apd.Context, d, x *apd.Decimal) (apd.Condition, error) {
		_, cond, err := c.Reduce(d, x)
		return cond, err
	})
	ms["__eq__"] = cmpMethod(func(c int) bool { return c == 0 }, true)
	ms["__ne__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		c, known, ordered := compare(t, args[0], args[1])
		if !known {
			return vm.NotImplemented, nil
		}
		return vm.Bool(!ordered || c != 0), nil
	}
	ms["__lt__"] = cmpMethod(func(c int) bool { return c < 0 }, false)
	ms["__le__"] = cmpMethod(func(c int) bool { return c <= 0 }, false)
	ms["__gt__"] = cmpMethod(func(c int) bool { return c > 0 }, false)
	ms["__ge__"] = cmpMethod(func(c int) bool { return c >= 0 }, false)
	ms["__hash__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return hashOf(t, self(args[0])) }
	ms["__bool__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		return vm.Bool(x.Form != apd.Finite || !x.IsZero()), nil
	}
	ms["__int__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return toInt(self(args[0])) }
	ms["__trunc__"] = ms["__int__"]
	ms["__floor__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return toInt(roundTo(self(args[0]), apd.RoundFloor))
	}
	ms["__ceil__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return toInt(roundTo(self(args[0]), apd.RoundCeiling))
	}
	ms["__float__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		switch x.Form {
		case apd.NaN:
			if x.Negative {
				return vm.Float(math.Copysign(math.NaN(), -1)), nil
			}
			return vm.Float(math.NaN()), nil
		case apd.NaNSignaling:
			return nil, vm.Errorf(vm.ValueErrorType, "cannot convert signaling NaN to float")
		}
		f, err := strconv.ParseFloat(x.String(), 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return nil, vm.Errorf(vm.ValueErrorType, "%s", err.Error())
		}
		return vm.Float(f), nil
	}
	ms["__round__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		if len(args) < 2 || args[1] == vm.None {
			if x.Form == apd.NaN || x.Form == apd.NaNSignaling {
				return nil, vm.Errorf(vm.ValueErrorType, "cannot round a NaN")
			}
			if x.Form == apd.Infinite {
				return nil, vm.Errorf(vm.OverflowErrorType, "cannot round an infinity")
			}
			return toInt(roundTo(x, apd.RoundHalfEven))
		}
		n, err := native.Int64(t, args[1], "Python int too large to convert to C ssize_t")
		if err != nil {
			return nil, err
		}
		return quantize(t, x, int32(-n), nil, nil)
	}
	ms["quantize"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs("quantize", args[1:], kw, 1, "exp", "rounding", "context")
		if err != nil {
			return nil, err
		}
		q, ok := operand(a[0])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(a[0]))
		}
		if q.Form != apd.Finite {
			return quantizeSpecial(t, self(args[0]), q, a[2])
		}
		return quantize(t, self(args[0]), q.Exponent, a[1], a[2])
	}
	toIntegral := func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs("to_integral_value", args[1:], kw, 0, "rounding", "context")
		if err != nil {
			return nil, err
		}
		e, err := current(t, a[1])
		if err != nil {
			return nil, err
		}
		if a[0] != nil && a[0] != vm.None {
			s, _ := native.Str(a[0])
			e.c.Rounding = roundings[s]
		}
		r := &dec{}
		c, err := e.c.RoundToIntegralValue(&r.d, self(args[0]))
		return e.result(r, c&^(apd.Inexact|apd.Rounded), err)
	}
	ms["to_integral_value"] = toIntegral
	ms["to_integral"] = toIntegral
	ms["to_integral_exact"] = toIntegral
	ms["__repr__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return vm.NewStr("Decimal('" + toString(self(args[0])) + "')"), nil
	}
	ms["__str__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return vm.NewStr(toString(self(args[0]))), nil
	}
	ms["__format__"] = formatDecimal
	pred := func(f func(x *apd.Decimal) bool) vm.BuiltinFunc {
		return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.Bool(f(self(args[0]))), nil
		}
	}
	ms["is_nan"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.NaN || x.Form == apd.NaNSignaling })
	ms["is_qnan"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.NaN })
	ms["is_snan"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.NaNSignaling })
	ms["is_infinite"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.Infinite })
	ms["is_finite"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.Finite })
	ms["is_zero"] = pred(func(x *apd.Decimal) bool { return x.Form == apd.Finite && x.IsZero() })
	ms["is_signed"] = pred(func(x *apd.Decimal) bool { return x.Negative })
	ms["adjusted"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		if x.Form != apd.Finite {
			return vm.MakeInt(0), nil
		}
		return vm.MakeInt(int64(x.Exponent) + x.NumDigits() - 1), nil
	}
	ms["copy_abs"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		r := wrap(self(args[0]))
		r.d.Negative = false
		return r, nil
	}
	ms["copy_negate"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		r := wrap(self(args[0]))
		r.d.Negative = !r.d.Negative
		return r, nil
	}
	ms["copy_sign"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		o, ok := operand(args[1])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(args[1]))
		}
		r := wrap(self(args[0]))
		r.d.Negative = o.Negative
		return r, nil
	}
	ms["as_tuple"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		st, err := state(t)
		if err != nil {
			return nil, err
		}
		nt, _ := st.mod.GetString("DecimalTuple")
		sign := int64(0)
		if x.Negative {
			sign = 1
		}
		var digits vm.Tuple
		var exp vm.Value = vm.MakeInt(int64(x.Exponent))
		switch x.Form {
		case apd.Infinite:
			exp, digits = vm.NewStr("F"), vm.Tuple{vm.MakeInt(0)}
		case apd.NaN, apd.NaNSignaling:
			exp = vm.NewStr("n")
			if x.Form == apd.NaNSignaling {
				exp = vm.NewStr("N")
			}
		}
		if x.Form == apd.Finite || (x.Form != apd.Infinite && x.Coeff.Sign() != 0) {
			for _, c := range x.Coeff.String() {
				digits = append(digits, vm.MakeInt(int64(c-'0')))
			}
		}
		if digits == nil {
			digits = vm.Tuple{}
		}
		return t.Call(nt, []vm.Value{vm.MakeInt(sign), digits, exp}, nil)
	}
	ms["as_integer_ratio"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x := self(args[0])
		if x.Form != apd.Finite {
			if x.Form == apd.Infinite {
				return nil, vm.Errorf(vm.OverflowErrorType, "cannot convert Infinity to integer ratio")
			}
			return nil, vm.Errorf(vm.ValueErrorType, "cannot convert NaN to integer ratio")
		}
		num := x.Coeff.MathBigInt()
		den := big.NewInt(1)
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs32(x.Exponent))), nil)
		if x.Exponent >= 0 {
			num.Mul(num, p)
		} else {
			den = p
		}
		g := new(big.Int).GCD(nil, nil, num, den)
		if g.Sign() != 0 {
			num.Quo(num, g)
			den.Quo(den, g)
		}
		if x.Negative {
			num.Neg(num)
		}
		return vm.Tuple{vm.MakeBigInt(num), vm.MakeBigInt(den)}, nil
	}
	ms["compare"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		c, known, ordered := compare(t, args[0], args[1])
		if !known {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(args[1]))
		}
		if !ordered {
			return &dec{d: apd.Decimal{Form: apd.NaN}}, nil
		}
		return wrap(apd.New(int64(c), 0)), nil
	}
	minmax := func(wantMax bool) vm.BuiltinFunc {
		return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			c, known, _ := compare(t, args[0], args[1])
			if !known {
				return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(args[1]))
			}
			o, _ := operand(args[1])
			if (c >= 0) == wantMax {
				return wrap(self(args[0])), nil
			}
			return wrap(o), nil
		}
	}
	ms["max"] = minmax(true)
	ms["min"] = minmax(false)
	ms["same_quantum"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		o, ok := operand(args[1])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(args[1]))
		}
		x := self(args[0])
		return vm.Bool(x.Form == o.Form && (x.Form != apd.Finite || x.Exponent == o.Exponent)), nil
	}
	ms["fma"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(args) < 3 {
			return nil, vm.Errorf(vm.TypeErrorType, "fma() missing required argument")
		}
		b, ok1 := operand(args[1])
		c, ok2 := operand(args[2])
		if !ok1 || !ok2 {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion to Decimal is not supported")
		}
		e, err := current(t, nil)
		if err != nil {
			return nil, err
		}
		prod := new(apd.Decimal)
		exact := apd.BaseContext.WithPrecision(0)
		exact.Mul(prod, self(args[0]), b)
		r := &dec{}
		cond, err := e.c.Add(&r.d, prod, c)
		return e.result(r, cond, err)
	}
	ms["scaleb"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(args) < 2 {
			return nil, vm.Errorf(vm.TypeErrorType, "scaleb() missing required argument 'other' (pos 1)")
		}
		o, ok := operand(args[1])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(args[1]))
		}
		n, err := o.Int64()
		e, cerr := current(t, nil)
		if cerr != nil {
			return nil, cerr
		}
		if err != nil || o.Exponent != 0 {
			if serr := e.signal(0, "InvalidOperation"); serr != nil {
				return nil, serr
			}
			return &dec{d: apd.Decimal{Form: apd.NaN}}, nil
		}
		r := wrap(self(args[0]))
		if r.d.Form == apd.Finite {
			r.d.Exponent += int32(n)
		}
		c, err := e.c.Round(&r.d, &r.d)
		return e.result(r, c, err)
	}
	ms["conjugate"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil }
	ms["__copy__"] = ms["conjugate"]
	ms["__deepcopy__"] = ms["conjugate"]
	ms["__reduce__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		return vm.Tuple{args[0].Type(), vm.Tuple{vm.NewStr(toString(self(args[0])))}}, nil
	}
	return ms
}

// idealExponent drops trailing zeros of an exact result down to the
// exponent the specification calls ideal (1/8 is 0.125, not
// 0.1250000...).
func idealExponent(d *apd.Decimal, ideal int32) {
	if d.Exponent >= ideal {
		return
	}
	c := d.Coeff.MathBigInt()
	ten := big.NewInt(10)
	q, r := new(big.Int), new(big.Int)
	for d.Exponent < ideal && c.Sign() != 0 {
		q.QuoRem(c, ten, r)
		if r.Sign() != 0 {
			break
		}
		c.Set(q)
		d.Exponent++
	}
	if c.Sign() == 0 {
		d.Exponent = ideal
	}
	d.Coeff.SetMathBigInt(c)
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

func quantize(t *vm.Thread, x *apd.Decimal, exp int32, rounding, ctx vm.Value) (vm.Value, error) {
	e, err := current(t, ctx)
	if err != nil {
		return nil, err
	}
	if rounding != nil && rounding != vm.None {
		s, ok := native.Str(rounding)
		r, known := roundings[s]
		if !ok || !known {
			return nil, vm.Errorf(vm.TypeErrorType, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
		}
		e.c.Rounding = r
	}
	r := &dec{}
	c, err := e.c.Quantize(&r.d, x, exp)
	if err != nil {
		c |= apd.InvalidOperation
	}
	if c&apd.InvalidOperation != 0 {
		if serr := e.signal(0, "InvalidOperation"); serr != nil {
			return nil, serr
		}
		return &dec{d: apd.Decimal{Form: apd.NaN}}, nil
	}
	return e.result(r, c, nil)
}

func quantizeSpecial(t *vm.Thread, x, q *apd.Decimal, ctx vm.Value) (vm.Value, error) {
	if q.Form == apd.Infinite && x.Form == apd.Infinite {
		return wrap(x), nil
	}
	e, err := current(t, ctx)
	if err != nil {
		return nil, err
	}
	if err := e.signal(0, "InvalidOperation"); err != nil {
		return nil, err
	}
	return &dec{d: apd.Decimal{Form: apd.NaN}}, nil
}

// formatDecimal is Decimal.__format__ for the common specs: fixed point
// with a precision ("{:.2f}", "{:,.2f}", "{:>10.3f}"), percent, and the
// empty spec. Other specs format the float value.
func formatDecimal(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	x := self(args[0])
	spec, _ := native.Str(args[1])
	if spec == "" {
		return vm.NewStr(toString(x)), nil
	}
	typ := spec[len(spec)-1]
	body := spec
	if strings.IndexByte("fF%", typ) >= 0 {
		body = spec[:len(spec)-1]
	} else if typ >= '0' && typ <= '9' || typ == ',' || typ == '_' {
		typ = 0
	} else {
		f, err := t.CallMethod(args[0], "__float__")
		if err != nil {
			return nil, err
		}
		s, err := t.Format(f, spec)
		return vm.NewStr(s), err
	}
	prec := -1
	if i := strings.IndexByte(body, '.'); i >= 0 {
		p, err := strconv.Atoi(body[i+1:])
		if err != nil {
			return nil, vm.Errorf(vm.ValueErrorType, "invalid format string")
		}
		prec, body = p, body[:i]
	}
	v := new(apd.Decimal).Set(x)
	if typ == '%' {
		v.Exponent += 2
	}
	if prec >= 0 && v.Form == apd.Finite {
		c := apd.BaseContext.WithPrecision(1000)
		c.Rounding = apd.RoundHalfEven
		c.Quantize(v, v, int32(-prec))
	}
	var num string
	if typ == 0 {
		num = toString(v)
	} else {
		num = v.Text('f')
		if v.Form == apd.Infinite {
			num = "inf"
			if typ == 'F' {
				num = "INF"
			}
			if v.Negative {
				num = "-" + num
			}
		}
	}
	if typ == '%' {
		num += "%"
	}
	// the rest of the spec (fill, align, sign, width, grouping) is the
	// same as for a string of digits
	grouping := ""
	if strings.HasSuffix(body, ",") || strings.HasSuffix(body, "_") {
		grouping, body = body[len(body)-1:], body[:len(body)-1]
	}
	if grouping != "" {
		num = group(num, grouping)
	}
	sign := ""
	if strings.HasPrefix(num, "-") {
		sign, num = "-", num[1:]
	}
	if len(body) > 0 {
		last := body[len(body)-1]
		if last == '+' || last == ' ' || last == '-' {
			if sign == "" && last != '-' {
				sign = string(last)
			}
			body = body[:len(body)-1]
		}
	}
	zero := false
	if strings.HasPrefix(body, "0") && (len(body) == 1 || body[1] >= '0' && body[1] <= '9') {
		zero = true
	}
	width := 0
	i := len(body)
	for i > 0 && body[i-1] >= '0' && body[i-1] <= '9' {
		i--
	}
	if i < len(body) {
		width, _ = strconv.Atoi(body[i:])
	}
	align, fill := byte('>'), " "
	if i > 0 {
		if strings.IndexByte("<>^=", body[i-1]) >= 0 {
			align = body[i-1]
			if i > 1 {
				fill = body[:i-1]
			}
		}
	}
	if zero && i == 0 {
		align, fill = '=', "0"
	}
	s := sign + num
	pad := width - len([]rune(s))
	if pad <= 0 {
		return vm.NewStr(s), nil
	}
	p := strings.Repeat(fill, pad)
	switch align {
	case '<':
		s += p
	case '^':
		s = strings.Repeat(fill, pad/2) + s + strings.Repeat(fill, pad-pad/2)
	case '=':
		s = sign + p + num
	default:
		s = p + s
	}
	return vm.NewStr(s), nil
}

func group(num, sep string) string {
	neg := strings.HasPrefix(num, "-")
	if neg {
		num = num[1:]
	}
	intPart, rest := num, ""
	if i := strings.IndexAny(num, ".%"); i >= 0 {
		intPart, rest = num[:i], num[i:]
	}
	var b strings.Builder
	for i, c := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	out := b.String() + rest
	if neg {
		out = "-" + out
	}
	return out
}
