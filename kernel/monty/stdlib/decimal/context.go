package decimal

import (
	"math"

	"github.com/cockroachdb/apd/v3"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// A Context keeps its fields in Go (ctxState, the base of the prelude's
// Context class) so that an operation reads them without an attribute
// lookup; the prelude validates assignments and stores them with _set.
// The Thread's current context sits in modState, also Go.

var contextBaseType = vm.NewNativeType(vm.NativeType{
	Name:   "_ContextBase",
	Module: "decimal",
	Doc:    "The fields of a decimal Context.",
	New:    newContext,
	Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
		"prec":     contextPrec,
		"rounding": contextRounding,
		"Emin":     contextEmin,
		"Emax":     contextEmax,
		"capitals": contextCapitals,
		"clamp":    contextClamp,
		"flags":    contextFlags,
		"traps":    contextTraps,
	},
})

var stateType = vm.NewNativeType(vm.NativeType{Name: "_State", Module: "decimal"})

// ctxState is a Context's fields.
type ctxState struct {
	prec, emin, emax int64
	capitals, clamp  int64
	rounding         string
	// the signals flagged and trapped, bit i for signalOrder[i]
	flagBits, trapBits uint16
	flags, traps       vm.Value // their signal dicts, made at the first read
	c                  apd.Context
}

func (*ctxState) Type() *vm.Type { return contextBaseType }

// sync recomputes the apd context from the fields.
func (cs *ctxState) sync() {
	cs.c = apd.Context{
		Precision:   uint32(min(max(cs.prec, 0), math.MaxInt32)),
		MaxExponent: int32(max(min(cs.emax, apd.MaxExponent), apd.MinExponent)),
		MinExponent: int32(max(min(cs.emin, apd.MaxExponent), apd.MinExponent)),
		Rounding:    roundings[cs.rounding],
	}
}

func newContext(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	cs := &ctxState{prec: 28, emin: -999999, emax: 999999, capitals: 1,
		rounding: "ROUND_HALF_EVEN"}
	cs.sync()
	return vm.WrapInstance(cls, cs), nil
}

func ctxOf(v vm.Value) (*ctxState, bool) {
	cs, ok := native.Unwrap(v).(*ctxState)
	return cs, ok
}

func contextPrec(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.MakeInt(cs.prec), nil
}

func contextRounding(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.NewStr(cs.rounding), nil
}

func contextEmin(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.MakeInt(cs.emin), nil
}

func contextEmax(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.MakeInt(cs.emax), nil
}

func contextCapitals(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.MakeInt(cs.capitals), nil
}

func contextClamp(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	return vm.MakeInt(cs.clamp), nil
}

func contextFlags(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	if cs.flags == nil {
		st, err := state(t)
		if err != nil {
			return nil, err
		}
		cs.flags = &signalDict{cs: cs, st: st}
	}
	return cs.flags, nil
}

func contextTraps(t *vm.Thread, self vm.Value) (vm.Value, error) {
	cs, _ := ctxOf(self)
	if cs.traps == nil {
		st, err := state(t)
		if err != nil {
			return nil, err
		}
		cs.traps = &signalDict{cs: cs, st: st, traps: true}
	}
	return cs.traps, nil
}

// setBits stores a signal dict or a dict from signals to truth values
// (the signals it lacks are clear) in bits.
func setBits(t *vm.Thread, bits *uint16, v vm.Value) error {
	if o := sdOf(v); o != nil {
		*bits = *o.bits()
		return nil
	}
	d, ok := v.(*vm.Dict)
	if !ok {
		return vm.Errorf(vm.TypeErrorType, "argument must be a signal dict")
	}
	st, err := state(t)
	if err != nil {
		return err
	}
	b, err := st.bitsOf(t, d, 0)
	if err != nil {
		return err
	}
	*bits = b
	return nil
}

// setField is _set(context, name, value): it stores a field the prelude
// has validated.
func setField(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_set", "_set", args, kw, 3, 3); err != nil {
		return nil, err
	}
	cs, ok := ctxOf(args[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "argument must be a context")
	}
	name, _ := native.Str(args[1])
	v := args[2]
	num := func() (int64, error) {
		return native.Int64(t, v, "Python int too large to convert to C ssize_t")
	}
	var err error
	switch name {
	case "prec":
		cs.prec, err = num()
	case "Emin":
		cs.emin, err = num()
	case "Emax":
		cs.emax, err = num()
	case "capitals":
		cs.capitals, err = num()
	case "clamp":
		cs.clamp, err = num()
	case "rounding":
		cs.rounding, _ = native.Str(v)
	case "flags":
		err = setBits(t, &cs.flagBits, v)
	case "traps":
		err = setBits(t, &cs.trapBits, v)
	default:
		return nil, vm.Errorf(vm.AttributeErrorType, "'decimal.Context' object has no attribute '%s'", name)
	}
	if err != nil {
		return nil, err
	}
	cs.sync()
	return vm.None, nil
}

// modState is what the decimal module keeps per Thread.
type modState struct {
	cur vm.Value // the current Context
	mod *vm.Dict
	sig [len(signalOrder)]vm.Value // the signal classes, in signalOrder
	pow []*apd.BigInt              // powers of ten computed so far
	// scratch of the fast paths, whose storage one operation after
	// another reuses
	a, b, q, r apd.BigInt
}

func (*modState) Type() *vm.Type { return stateType }

// localKey is where a Thread keeps its modState (vm.Thread.Local).
const localKey = "decimal.state"

func state(t *vm.Thread) (*modState, error) {
	if st, ok := t.Local[localKey].(*modState); ok {
		return st, nil
	}
	if _, err := t.ImportModule("decimal"); err != nil {
		return nil, err
	}
	if st, ok := t.Local[localKey].(*modState); ok {
		return st, nil
	}
	return nil, vm.Errorf(vm.RuntimeErrorType, "the decimal module has no state in this thread")
}

func getContext(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("getcontext", "getcontext", args, kw, 0, 0); err != nil {
		return nil, err
	}
	st, err := state(t)
	if err != nil {
		return nil, err
	}
	return st.cur, nil
}

// putContext is _setctx(context): the prelude's setcontext has checked it.
func putContext(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_setctx", "_setctx", args, kw, 1, 1); err != nil {
		return nil, err
	}
	if _, ok := ctxOf(args[0]); !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "argument must be a context")
	}
	st, err := state(t)
	if err != nil {
		return nil, err
	}
	st.cur = args[0]
	return vm.None, nil
}

// maxPow10Cached bounds the powers of ten a Thread keeps.
const maxPow10Cached = 1024

// pow10 is 10**n; the result must not be changed.
func (st *modState) pow10(n int64) *apd.BigInt {
	if n < 0 || n > maxPow10Cached {
		p := new(apd.BigInt)
		return p.Exp(apd.NewBigInt(10), apd.NewBigInt(n), nil)
	}
	if len(st.pow) == 0 {
		st.pow = append(st.pow, apd.NewBigInt(1))
	}
	for int64(len(st.pow)) <= n {
		p := new(apd.BigInt)
		st.pow = append(st.pow, p.Mul(st.pow[len(st.pow)-1], apd.NewBigInt(10)))
	}
	return st.pow[n]
}

// env is the current context of a Thread, read for one operation.
type env struct {
	t  *vm.Thread
	st *modState
	cs *ctxState
	c  apd.Context
}

// current reads the Thread's context, or ctx when one is given.
func current(t *vm.Thread, ctx vm.Value) (env, error) {
	st, err := state(t)
	if err != nil {
		return env{}, err
	}
	if ctx == nil || ctx == vm.None {
		ctx = st.cur
	}
	cs, ok := ctxOf(ctx)
	if !ok {
		return env{}, vm.Errorf(vm.TypeErrorType, "optional argument must be a context")
	}
	if cs.prec > maxPrec {
		// apd computes a division or a square root at this precision in
		// one uninterruptible call that may run for hours.
		return env{}, vm.Errorf(vm.ValueErrorType, "precision %d is past this sandbox's limit of %d digits", cs.prec, maxPrec)
	}
	return env{t: t, st: st, cs: cs, c: cs.c}, nil
}

// class is a signal class (or a condition's class) by name.
func (e *env) class(name string) vm.Value {
	v, _ := e.st.mod.GetString(name)
	return v
}

// signalClass is the class of signal i of signalOrder.
func (e *env) signalClass(i int) vm.Value { return e.st.signalClass(i) }

func (st *modState) signalClass(i int) vm.Value {
	if st.sig[i] == nil {
		st.sig[i], _ = st.mod.GetString(signalOrder[i])
	}
	return st.sig[i]
}

// maxPrec bounds the precision of a context an operation runs in.
const maxPrec = 100_000

// signalOrder is CPython's order of signals.
var signalOrder = [...]string{"InvalidOperation", "FloatOperation", "DivisionByZero", "Overflow", "Underflow", "Subnormal", "Inexact", "Rounded", "Clamped"}

// The signals as bits, in signalOrder.
const (
	sigInvalid = 1 << iota
	sigFloat
	sigDivZero
	sigOverflow
	sigUnderflow
	sigSubnormal
	sigInexact
	sigRounded
	sigClamped
)

var conditionBits = [...]struct {
	cond apd.Condition
	bit  int
}{
	{apd.DivisionByZero, sigDivZero}, {apd.Overflow | apd.SystemOverflow, sigOverflow},
	{apd.Underflow | apd.SystemUnderflow, sigUnderflow}, {apd.Subnormal, sigSubnormal},
	{apd.Inexact, sigInexact}, {apd.Rounded, sigRounded}, {apd.Clamped, sigClamped},
}

// signal records what an operation raised in the context's flags and
// raises the first trapped signal. extra names conditions finer than a
// signal (ConversionSyntax, DivisionUndefined, DivisionImpossible).
func (e *env) signal(c apd.Condition, extra string) error {
	raised := 0
	if extra != "" || c&(apd.DivisionUndefined|apd.DivisionImpossible|apd.InvalidOperation) != 0 {
		raised |= sigInvalid
	}
	for _, s := range conditionBits {
		if c&s.cond != 0 {
			raised |= s.bit
		}
	}
	if raised == 0 {
		return nil
	}
	e.cs.flagBits |= uint16(raised)
	if trapped := raised & int(e.cs.trapBits); trapped != 0 {
		for i := range signalOrder {
			if trapped&(1<<i) != 0 {
				return e.trap(i, c, extra)
			}
		}
	}
	return nil
}

// trap makes the exception of signal i, whose argument lists the
// conditions behind it.
func (e *env) trap(i int, c apd.Condition, extra string) error {
	var list []vm.Value
	if i == 0 {
		if extra != "" {
			list = append(list, e.class(extra))
		}
		if c&apd.DivisionUndefined != 0 {
			list = append(list, e.class("DivisionUndefined"))
		}
		if c&apd.DivisionImpossible != 0 {
			list = append(list, e.class("DivisionImpossible"))
		}
	}
	if len(list) == 0 {
		list = []vm.Value{e.signalClass(i)}
	}
	exc, err := e.t.Call(e.signalClass(i), []vm.Value{vm.NewList(list)}, nil)
	if err != nil {
		return err
	}
	return exc.(error)
}

// floatOperation records that a float met a Decimal (FloatOperation,
// which no context traps by default).
func floatOperation(t *vm.Thread) error {
	e, err := current(t, nil)
	if err != nil {
		return err
	}
	e.cs.flagBits |= sigFloat
	return nil
}

// result finishes an apd operation.
func (e *env) result(d *dec, c apd.Condition, err error) (vm.Value, error) {
	if err != nil {
		c |= apd.InvalidOperation
	}
	if serr := e.signal(c, ""); serr != nil {
		return nil, serr
	}
	return d, nil
}
