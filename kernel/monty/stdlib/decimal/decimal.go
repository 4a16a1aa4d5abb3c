// Package decimal is Python's decimal module for monty, on
// github.com/cockroachdb/apd/v3, which implements the same General
// Decimal Arithmetic specification as CPython's libmpdec: the same
// results, roundings and string forms.
//
// Decimal is Go; the signals (exception classes with CPython's multiple
// inheritance), Context and the context functions are a Python prelude
// (prelude.py). Every operation reads the Thread's current context
// (precision, rounding, exponent limits), records its signals in the
// context's flags and raises the first one the context traps, as
// libmpdec does: decimal.InvalidOperation: [<class
// 'decimal.ConversionSyntax'>].
package decimal

import (
	_ "embed"
	"math"
	"math/big"
	"strings"

	"github.com/cockroachdb/apd/v3"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen decimal>", prelude)

func init() {
	decimalType = vm.NewNativeType(vm.NativeType{
		Name:         "Decimal",
		Module:       "decimal",
		Doc:          "Construct a new Decimal object. 'value' can be an integer, string, tuple,\nor another Decimal object. If no value is given, return Decimal('0').",
		New:          newDecimal,
		Methods:      methods(),
		ClassMethods: map[string]vm.BuiltinFunc{"from_float": fromFloat},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"real": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return self, nil },
			"imag": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return &dec{}, nil },
		},
	})
	vm.RegisterModule("decimal", newModule)
}

var decimalType *vm.Type

// dec is a Decimal.
type dec struct{ d apd.Decimal }

func (*dec) Type() *vm.Type { return decimalType }

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("decimal")
	d := m.Dict()
	d.SetString("Decimal", decimalType)
	d.SetString("_ContextBase", contextBaseType)
	d.SetString("_SignalDict", signalDictType)
	d.SetString("_round", vm.NewBuiltin("_round", roundTo_))
	d.SetString("_set", vm.NewBuiltin("_set", setField))
	d.SetString("getcontext", vm.NewBuiltin("getcontext", getContext))
	d.SetString("_setctx", vm.NewBuiltin("_setctx", putContext))
	t.Local[localKey] = &modState{mod: d}
	t.AddModule(m)
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	return m, nil
}

// roundTo_ is _round(decimal, context): the Decimal rounded to the context.
func roundTo_(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_round", "_round", args, kw, 2, 2); err != nil {
		return nil, err
	}
	e, err := current(t, args[1])
	if err != nil {
		return nil, err
	}
	r := &dec{}
	c, err := e.c.Round(&r.d, self(args[0]))
	return e.result(r, c, err)
}

var roundings = map[string]apd.Rounder{
	"ROUND_DOWN": apd.RoundDown, "ROUND_HALF_UP": apd.RoundHalfUp, "ROUND_HALF_EVEN": apd.RoundHalfEven,
	"ROUND_CEILING": apd.RoundCeiling, "ROUND_FLOOR": apd.RoundFloor, "ROUND_UP": apd.RoundUp,
	"ROUND_HALF_DOWN": apd.RoundHalfDown, "ROUND_05UP": apd.Round05Up,
}

// parse reads a Decimal's string form as Python does: surrounding spaces
// and underscores between digits allowed, infinities and NaNs in any case.
func parse(s string) (*apd.Decimal, bool) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "_") {
		if strings.HasPrefix(s, "_") || strings.HasSuffix(s, "_") || strings.Contains(s, "__") {
			return nil, false
		}
		s = strings.ReplaceAll(s, "_", "")
	}
	body := strings.TrimLeft(s, "+-")
	if len(s)-len(body) > 1 || body == "" {
		return nil, false
	}
	neg := strings.HasPrefix(s, "-")
	low := strings.ToLower(body)
	d := new(apd.Decimal)
	switch {
	case low == "inf" || low == "infinity":
		d.Form = apd.Infinite
	case low == "nan" || low == "snan" || strings.HasPrefix(low, "nan") || strings.HasPrefix(low, "snan"):
		payload := strings.TrimLeft(low, "sna")
		for _, c := range payload {
			if c < '0' || c > '9' {
				return nil, false
			}
		}
		d.Form = apd.NaN
		if strings.HasPrefix(low, "s") {
			d.Form = apd.NaNSignaling
		}
	default:
		for _, c := range low {
			if !(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == '+' || c == '-') {
				return nil, false
			}
		}
		if _, _, err := d.SetString(body); err != nil {
			return nil, false
		}
	}
	d.Negative = neg
	return d, true
}

// fromInt converts an int exactly.
func fromInt(x vm.Value) *apd.Decimal {
	b, _ := native.Big(x)
	d := new(apd.Decimal)
	d.Coeff.SetMathBigInt(new(big.Int).Abs(b))
	d.Negative = b.Sign() < 0
	return d
}

// fromFloat64 converts a float exactly, as Decimal.from_float does.
func fromFloat64(f float64) *apd.Decimal {
	d := new(apd.Decimal)
	switch {
	case math.IsNaN(f):
		d.Form = apd.NaN
		return d
	case math.IsInf(f, 0):
		d.Form = apd.Infinite
		d.Negative = f < 0
		return d
	}
	d.Negative = math.Signbit(f)
	if f == 0 {
		return d
	}
	mant, exp := math.Frexp(math.Abs(f))
	m := int64(mant * (1 << 53))
	exp -= 53
	for m != 0 && m%2 == 0 {
		m /= 2
		exp++
	}
	c := big.NewInt(m)
	if exp >= 0 {
		c.Lsh(c, uint(exp))
	} else {
		c.Mul(c, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil))
		d.Exponent = int32(exp)
	}
	d.Coeff.SetMathBigInt(c)
	return d
}

// operand converts the other operand of an arithmetic operation: a
// Decimal or an int; ok false means NotImplemented.
func operand(x vm.Value) (*apd.Decimal, bool) {
	switch v := native.Unwrap(x).(type) {
	case *dec:
		return &v.d, true
	case vm.Int:
		// a machine int fits apd's inline coefficient: no big.Int
		return apd.New(int64(v), 0), true
	case *vm.BigInt, vm.Bool:
		return fromInt(v), true
	}
	return nil, false
}

func self(x vm.Value) *apd.Decimal {
	if d, ok := native.Unwrap(x).(*dec); ok {
		return &d.d
	}
	return new(apd.Decimal)
}

func wrap(d *apd.Decimal) *dec {
	r := &dec{}
	r.d.Set(d)
	return r
}

func newDecimal(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("Decimal", args, kw, 0, "value", "context")
	if err != nil {
		return nil, err
	}
	r := &dec{}
	v := a[0]
	switch x := native.Unwrap(v).(type) {
	case nil:
	case *dec:
		r.d.Set(&x.d)
	case vm.Int, *vm.BigInt, vm.Bool:
		r.d.Set(fromInt(x))
	case vm.Float:
		r.d.Set(fromFloat64(float64(x)))
		if err := floatOperation(t); err != nil {
			return nil, err
		}
	case *vm.Str:
		d, ok := parse(x.String())
		if !ok {
			e, err := current(t, a[1])
			if err != nil {
				return nil, err
			}
			if err := e.signal(0, "ConversionSyntax"); err != nil {
				return nil, err
			}
			r.d.Form = apd.NaN
		} else {
			r.d.Set(d)
		}
	case vm.Tuple:
		if err := fromTuple(t, &r.d, x); err != nil {
			return nil, err
		}
	case *vm.List:
		if err := fromTuple(t, &r.d, vm.Tuple(x.Elems())); err != nil {
			return nil, err
		}
	default:
		return nil, vm.Errorf(vm.TypeErrorType, "conversion from %s to Decimal is not supported", native.TypeName(v))
	}
	return vm.WrapInstance(cls, r), nil
}

func fromTuple(t *vm.Thread, d *apd.Decimal, tu vm.Tuple) error {
	if len(tu) != 3 {
		return vm.Errorf(vm.ValueErrorType, "argument must be a sequence of length 3")
	}
	sign, ok := vm.AsInt64(tu[0])
	if !ok || (sign != 0 && sign != 1) {
		return vm.Errorf(vm.ValueErrorType, "sign must be an integer with the value 0 or 1")
	}
	digits, err := t.ToList(tu[1])
	if err != nil {
		return err
	}
	var sb strings.Builder
	for _, dv := range digits {
		n, ok := vm.AsInt64(dv)
		if !ok || n < 0 || n > 9 {
			return vm.Errorf(vm.ValueErrorType, "coefficient must be a tuple of digits")
		}
		sb.WriteByte(byte('0' + n))
	}
	if s, ok := native.Str(tu[2]); ok {
		switch s {
		case "F":
			d.Form = apd.Infinite
		case "n":
			d.Form = apd.NaN
		case "N":
			d.Form = apd.NaNSignaling
		default:
			return vm.Errorf(vm.ValueErrorType, "string argument in the third position must be 'F', 'n' or 'N'")
		}
		d.Negative = sign == 1
		return nil
	}
	exp, ok := vm.AsInt64(tu[2])
	if !ok {
		return vm.Errorf(vm.ValueErrorType, "exponent must be an integer")
	}
	coeff := sb.String()
	if coeff == "" {
		coeff = "0"
	}
	c, _ := new(big.Int).SetString(coeff, 10)
	d.Coeff.SetMathBigInt(c)
	d.Exponent = int32(exp)
	d.Negative = sign == 1
	d.Form = apd.Finite
	return nil
}

func fromFloat(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("from_float", "from_float", args[1:], kw, 1, 1); err != nil {
		return nil, err
	}
	var d *apd.Decimal
	switch x := native.Unwrap(args[1]).(type) {
	case vm.Float:
		d = fromFloat64(float64(x))
	case vm.Int, *vm.BigInt, vm.Bool:
		d = fromInt(x)
	default:
		return nil, vm.Errorf(vm.TypeErrorType, "argument must be int or float")
	}
	return t.Call(args[0], []vm.Value{wrap(d)}, nil)
}
