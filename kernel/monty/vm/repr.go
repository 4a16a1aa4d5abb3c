package vm

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/format"
)

// Repr returns repr(x).
func (t *Thread) Repr(x Value) (string, error) {
	switch x.(type) {
	case *Str, Int, Bool, NoneType, Float:
		return t.repr(x)
	}
	// Anything else may hold values and recurse in Go (a slice of
	// slices, an exception of exceptions, a list of lists).
	if t.nativeDepth >= maxNativeDepth {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	t.nativeDepth++
	s, err := t.repr(x)
	t.nativeDepth--
	return s, err
}

func (t *Thread) repr(x Value) (string, error) {
	switch v := x.(type) {
	case *Str:
		return t.strRepr(v.s)
	case Int:
		return strconv.FormatInt(int64(v), 10), nil
	case Bool:
		if v {
			return "True", nil
		}
		return "False", nil
	case NoneType:
		return "None", nil
	case Float:
		return floatRepr(float64(v)), nil
	case *BigInt:
		return t.intRepr(v)
	case *List:
		if len(v.elems) == 0 {
			return "[]", nil
		}
		return t.reprSeq(v, "[", "]", v.elems)
	case Tuple:
		if len(v) > 0 {
			// A tuple inside itself (through a list) shows as (...).
			if !t.reprEnter(v) {
				return "(...)", nil
			}
			defer t.reprLeave()
		}
		if len(v) == 1 {
			if err := t.enterRecursive(); err != nil {
				return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
			}
			s, err := t.Repr(v[0])
			t.leaveRecursive()
			if err != nil {
				return "", err
			}
			return "(" + s + ",)", nil
		}
		return t.reprSeq(nil, "(", ")", v)
	case *Dict:
		return t.reprDict(v)
	case *Set:
		return t.reprSet(v)
	case Complex:
		return format.ComplexRepr(complex128(v)), nil
	case *Bytes:
		if err := t.chargeBytesRepr(len(v.b)); err != nil {
			return "", err
		}
		return format.BytesRepr(v.b), nil
	case *ByteArray:
		if err := t.chargeBytesRepr(len(v.b)); err != nil {
			return "", err
		}
		return "bytearray(" + format.BytesRepr(v.b) + ")", nil
	case *Range:
		if v.step == 1 {
			return fmt.Sprintf("range(%d, %d)", v.start, v.stop), nil
		}
		return fmt.Sprintf("range(%d, %d, %d)", v.start, v.stop, v.step), nil
	case *bigRange:
		if v.step.Cmp(big.NewInt(1)) == 0 {
			return fmt.Sprintf("range(%s, %s)", v.start, v.stop), nil
		}
		return fmt.Sprintf("range(%s, %s, %s)", v.start, v.stop, v.step), nil
	case *Slice:
		a, err := t.Repr(v.Start)
		if err != nil {
			return "", err
		}
		b, err := t.Repr(v.Stop)
		if err != nil {
			return "", err
		}
		c, err := t.Repr(v.Step)
		if err != nil {
			return "", err
		}
		return "slice(" + a + ", " + b + ", " + c + ")", nil
	case *Type:
		if m := v.Type().Lookup("__repr__"); m != nil && v.Type() != TypeType && m != typeRepr {
			return t.reprCall(m, x)
		}
		return typeReprString(v), nil
	case *Object:
		if m := v.class.Lookup("__repr__"); m != nil && m != objectRepr {
			return t.reprCall(m, x)
		}
		return t.defaultObjectRepr(v)
	case *Exception:
		if m := v.class.Lookup("__repr__"); m != nil && m != baseExceptionRepr {
			return t.reprCall(m, x)
		}
		return t.exceptionRepr(v)
	case *Function:
		return fmt.Sprintf("<function %s at %s>", v.qualname, t.addr(x)), nil
	case *attrDescriptor:
		return v.repr(), nil
	case *SlotMember:
		return fmt.Sprintf("<member '%s' of '%s' objects>", v.name, v.owner.name), nil
	case *Builtin:
		if v.self != nil {
			if _, isMod := v.self.(*Module); !isMod {
				return fmt.Sprintf("<built-in method %s of %s object at %s>", v.name, typeName(v.self), t.addr(v.self)), nil
			}
		}
		if v.owner != nil {
			return fmt.Sprintf("<method '%s' of '%s' objects>", v.name, v.owner.tpName()), nil
		}
		return "<built-in function " + v.name + ">", nil
	case *BoundMethod:
		if b, ok := v.Func.(*Builtin); ok {
			return fmt.Sprintf("<built-in method %s of %s object at %s>", b.name, typeName(v.Self), t.addr(v.Self)), nil
		}
		s, err := t.Repr(v.Self)
		if err != nil {
			return "", err
		}
		name := "?"
		switch f := v.Func.(type) {
		case *Function:
			name = f.qualname
		case *Builtin:
			name = f.name
		}
		return "<bound method " + name + " of " + s + ">", nil
	case *Module:
		return "<module '" + v.name + "' (built-in)>", nil
	case *Generator:
		kind := "generator"
		switch v.kind {
		case compile.Coroutine:
			kind = "coroutine"
		case compile.AsyncGenerator:
			kind = "async_generator"
		}
		return fmt.Sprintf("<%s object %s at %s>", kind, v.qualname, t.addr(x)), nil
	case *Cell:
		return fmt.Sprintf("<cell at %s>", t.addr(x)), nil
	case *Super:
		return v.String(), nil
	case *dictView:
		return t.reprView(v)
	case *Property:
		if v.builtinName != "" && v.owner != nil {
			// A getter of a built-in type prints as CPython's getset descriptors.
			return fmt.Sprintf("<attribute '%s' of '%s' objects>", v.builtinName, v.owner.tpName()), nil
		}
		return fmt.Sprintf("<property object at %s>", t.addr(x)), nil
	case *ClassMethod:
		return fmt.Sprintf("<classmethod(%s)>", mustRepr(t, v.fn)), nil
	case *StaticMethod:
		return fmt.Sprintf("<staticmethod(%s)>", mustRepr(t, v.fn)), nil
	case *Code:
		return fmt.Sprintf("<code object %s at %s>", v.name, t.addr(x)), nil
	case *GenericAlias:
		return t.genericAliasRepr(v)
	}
	switch x {
	case Ellipsis:
		return "Ellipsis", nil
	case NotImplemented:
		return "NotImplemented", nil
	}
	if m := x.Type().Lookup("__repr__"); m != nil && m != objectRepr {
		return t.reprCall(m, x)
	}
	return fmt.Sprintf("<%s object at %s>", x.Type().QualName(), t.addr(x)), nil
}

func mustRepr(t *Thread, x Value) string {
	s, _ := t.Repr(x)
	return s
}

func typeReprString(v *Type) string {
	if v.module == "builtins" || v.module == "" {
		return "<class '" + v.QualName() + "'>"
	}
	return "<class '" + v.module + "." + v.QualName() + "'>"
}

func (t *Thread) defaultObjectRepr(v *Object) (string, error) {
	mod := v.class.module
	if mod == "" || mod == "builtins" {
		return fmt.Sprintf("<%s object at %s>", v.class.QualName(), t.addr(v)), nil
	}
	return fmt.Sprintf("<%s.%s object at %s>", mod, v.class.QualName(), t.addr(v)), nil
}

func (t *Thread) exceptionRepr(v *Exception) (string, error) {
	name := v.class.name
	switch len(v.args) {
	case 0:
		return name + "()", nil
	case 1:
		s, err := t.Repr(v.args[0])
		if err != nil {
			return "", err
		}
		return name + "(" + s + ")", nil
	}
	s, err := t.Repr(v.args)
	if err != nil {
		return "", err
	}
	return name + s, nil
}

// addr formats x's identity as CPython prints addresses.
func (t *Thread) addr(x Value) string {
	return fmt.Sprintf("0x%012x", t.identity(x))
}

// identity is id(x) of an object: its address run through a permutation
// of 48-bit numbers keyed per Thread, so that identities are unique among
// live objects and stable for each, as CPython's, but show nothing of the
// host's memory layout (an address is a step towards an exploit).
func (t *Thread) identity(x Value) int64 {
	const mask = 1<<48 - 1
	v := (uint64(objectID(x)) ^ t.idKey[0]) & mask
	v = v * (t.idKey[1] | 1) & mask // odd multipliers: invertible
	v ^= v >> 23
	v = v * (t.idKey[2] | 1) & mask
	return int64(v + 1<<44) // about as many digits as CPython's addresses
}

func (t *Thread) reprCall(m Value, x Value) (string, error) {
	return t.reprCallAs(m, x, "__repr__")
}

// reprCallAs calls the __repr__ m of x and names dunder in the error for a
// result that is not a str: object.__str__ calls the type's __repr__ itself,
// so str() of such an object reports "__str__ returned non-string".
func (t *Thread) reprCallAs(m Value, x Value, dunder string) (string, error) {
	// The check counts the __repr__ call's own frame too, so that a
	// __repr__ recursing through repr() stops here, with CPython's message.
	if t.depth+2 > t.maxDepth {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	if err := t.enterRecursive(); err != nil {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	defer t.leaveRecursive()
	r, err := t.callDunder(m, x)
	if err != nil {
		return "", err
	}
	s, ok := r.(*Str)
	if !ok {
		if o, isObj := r.(*Object); isObj {
			if bs, ok := o.base.(*Str); ok {
				return bs.s, nil
			}
		}
		return "", Errorf(TypeErrorType, "%s returned non-string (type %s)", dunder, typeName(r))
	}
	return s.s, nil
}

// reprEnter guards against infinitely nested containers: a container
// already being printed shows as [...] or {...}.
func (t *Thread) reprEnter(x Value) bool {
	for _, y := range t.reprSeen {
		if Is(x, y) {
			return false
		}
	}
	t.reprSeen = append(t.reprSeen, x)
	return true
}

func (t *Thread) reprLeave() { t.reprSeen = t.reprSeen[:len(t.reprSeen)-1] }

func (t *Thread) reprSeq(self Value, open, close string, elems []Value) (string, error) {
	if self != nil {
		if !t.reprEnter(self) {
			return open + "..." + close, nil
		}
		defer t.reprLeave()
	}
	if err := t.enterRecursive(); err != nil {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	defer t.leaveRecursive()
	var b strings.Builder
	b.WriteString(open)
	for i := 0; i < len(elems); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := t.Repr(elems[i])
		if err != nil {
			return "", err
		}
		if err := t.chargeWrite(&b, len(s)+2); err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteString(close)
	return b.String(), nil
}

func (t *Thread) reprDict(d *Dict) (string, error) {
	if d.Len() == 0 {
		return "{}", nil
	}
	if !t.reprEnter(d) {
		return "{...}", nil
	}
	defer t.reprLeave()
	if err := t.enterRecursive(); err != nil {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	defer t.leaveRecursive()
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == nil {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		k, err := t.Repr(e.key)
		if err != nil {
			return "", err
		}
		v, err := t.Repr(e.value)
		if err != nil {
			return "", err
		}
		if err := t.chargeWrite(&b, len(k)+len(v)+4); err != nil {
			return "", err
		}
		b.WriteString(k)
		b.WriteString(": ")
		b.WriteString(v)
	}
	b.WriteByte('}')
	return b.String(), nil
}

func (t *Thread) reprSet(s *Set) (string, error) {
	name := "set"
	if s.frozen {
		name = "frozenset"
	}
	if s.used == 0 {
		return name + "()", nil
	}
	if !t.reprEnter(s) {
		return name + "(...)", nil
	}
	defer t.reprLeave()
	r, err := t.reprSeq(nil, "{", "}", s.Elems())
	if err != nil {
		return "", err
	}
	if s.frozen {
		return "frozenset(" + r + ")", nil
	}
	return r, nil
}

// Str returns str(x).
func (t *Thread) Str(x Value) (string, error) {
	switch v := x.(type) {
	case *Str:
		return v.s, nil
	case Int:
		return strconv.FormatInt(int64(v), 10), nil
	case Float:
		return floatRepr(float64(v)), nil
	}
	if t.nativeDepth >= maxNativeDepth {
		return "", Errorf(RecursionErrorType, "maximum recursion depth exceeded while getting the str of an object")
	}
	t.nativeDepth++
	s, err := t.str(x)
	t.nativeDepth--
	return s, err
}

func (t *Thread) str(x Value) (string, error) {
	switch v := x.(type) {
	case *Exception:
		if m := v.class.Lookup("__str__"); m != nil && m != baseExceptionStr {
			return t.strCall(m, x)
		}
		return v.defaultStr(t), nil
	case *Object:
		if m := v.class.Lookup("__str__"); m != nil && m != objectStr {
			return t.strCall(m, x)
		}
		if bs, ok := v.base.(*Str); ok {
			if m := v.class.Lookup("__repr__"); m == nil || m == objectRepr || m == strRepr {
				return bs.s, nil
			}
		}
		if m := v.class.Lookup("__repr__"); m != nil && m != objectRepr {
			if _, own := m.(*Function); own {
				return t.reprCallAs(m, x, "__str__")
			}
		}
		return t.Repr(x)
	case *Bytes, *ByteArray, *List, Tuple, *Dict, NoneType, Bool:
		return t.Repr(x)
	}
	if m := x.Type().Lookup("__str__"); m != nil && m != objectStr {
		return t.strCall(m, x)
	}
	return t.Repr(x)
}

func (t *Thread) strCall(m Value, x Value) (string, error) {
	r, err := t.callDunder(m, x)
	if err != nil {
		return "", err
	}
	switch s := r.(type) {
	case *Str:
		return s.s, nil
	case *Object:
		if bs, ok := s.base.(*Str); ok {
			return bs.s, nil
		}
	}
	return "", Errorf(TypeErrorType, "__str__ returned non-string (type %s)", typeName(r))
}

// StrValue returns str(x) as a str value.
func (t *Thread) StrValue(x Value) (*Str, error) {
	if s, ok := x.(*Str); ok {
		return s, nil
	}
	s, err := t.Str(x)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// buildString concatenates the strs of an f-string.
func (t *Thread) buildString(parts []Value) (Value, error) {
	n := 0
	for _, p := range parts {
		n += len(p.(*Str).s)
	}
	if err := t.Alloc(int64(n)); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		b.WriteString(p.(*Str).s)
	}
	return NewStr(b.String()), nil
}

// formatValue is FORMAT_VALUE: conversion then format(x, spec).
func (t *Thread) formatValue(x Value, conv int, spec Value) (Value, error) {
	switch conv {
	case compile.FormatStr:
		s, err := t.Str(x)
		if err != nil {
			return nil, err
		}
		x = NewStr(s)
	case compile.FormatRepr:
		s, err := t.Repr(x)
		if err != nil {
			return nil, err
		}
		x = NewStr(s)
	case compile.FormatASCII:
		s, err := t.Repr(x)
		if err != nil {
			return nil, err
		}
		x = NewStr(format.ASCII(s))
	}
	specStr := ""
	if spec != nil {
		specStr = spec.(*Str).s
		if v, ok := formatNumberFast(x, specStr); ok {
			return v, nil
		}
	}
	if specStr == "" {
		switch v := x.(type) {
		case *Str:
			return v, nil
		case Int:
			return NewStr(strconv.FormatInt(int64(v), 10)), nil
		}
	}
	s, err := t.Format(x, specStr)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// Format returns format(x, spec).
func (t *Thread) Format(x Value, spec string) (string, error) {
	if err := t.chargeFormat(x, spec); err != nil {
		return "", err
	}
	switch v := x.(type) {
	case *Str:
		return wrapFormatErr(format.FormatStr(v.s, spec, "str"))
	case Int:
		return wrapFormatErr(format.FormatInt(int64(v), spec, "int"))
	case Bool:
		if spec == "" {
			return t.Str(v)
		}
		n := int64(0)
		if v {
			n = 1
		}
		return wrapFormatErr(format.FormatInt(n, spec, "bool"))
	case *BigInt:
		return wrapFormatErr(format.FormatBigInt(&v.b, spec, "int", t.maxStrDigits))
	case Float:
		return wrapFormatErr(format.FormatFloat(float64(v), spec, "float"))
	case Complex:
		return wrapFormatErr(format.FormatComplex(complex128(v), spec, "complex"))
	case *Object, *Exception, *Type:
		if m := x.Type().Lookup("__format__"); m != nil && m != objectFormat {
			r, err := t.callDunder(m, x, NewStr(spec))
			if err != nil {
				return "", err
			}
			s, ok := r.(*Str)
			if !ok {
				return "", Errorf(TypeErrorType, "__format__ must return a str, not %s", typeName(r))
			}
			return s.s, nil
		}
		// A subclass of a type with a format of its own formats its value
		// by it; with no spec, and for any other base (list, dict...),
		// object.__format__ is str(x), which honours the subclass's dunders.
		if o, ok := x.(*Object); ok && o.base != nil && spec != "" {
			switch o.base.(type) {
			case *Str, Int, *BigInt, Float, Complex, Bool:
				return t.Format(o.base, spec)
			}
		}
	default:
		if m := x.Type().Lookup("__format__"); m != nil && m != objectFormat {
			r, err := t.callDunder(m, x, NewStr(spec))
			if err != nil {
				return "", err
			}
			if s, ok := r.(*Str); ok {
				return s.s, nil
			}
		}
	}
	if spec != "" {
		return "", Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", typeName(x))
	}
	return t.Str(x)
}

// wrapFormatErr converts an error of the format package to an exception.
func wrapFormatErr(s string, err error) (string, error) {
	if err != nil {
		return "", convertFormatError(err)
	}
	return s, nil
}

func convertFormatError(err error) error {
	if fe, ok := err.(*format.Error); ok {
		if fe.Type == "MemoryError" {
			// A width past the budget (Limits.MaxWidth): the memory limit.
			return &LimitError{Kind: LimitMemory, Msg: "MemoryError: memory limit exceeded"}
		}
		cls := ExceptionTypeByName(fe.Type)
		if cls == nil {
			cls = ValueErrorType
		}
		return Errorf(cls, "%s", fe.Msg)
	}
	return err
}

// strRepr is repr of a str, charged before it is built: an escape is up to
// four characters for an ASCII byte (\x00), and the non-ASCII rest is
// charged once built, for the rare escapes it needs.
func (t *Thread) strRepr(s string) (string, error) {
	if len(s) < 1<<12 {
		return format.StrRepr(s), nil
	}
	n := int64(2)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c == 0x7f || c == '\\' || c == '\'' || c == '"':
			n += 4
		default:
			n++
		}
	}
	if err := t.Alloc(n); err != nil {
		return "", err
	}
	r := format.StrRepr(s)
	if extra := int64(len(r)) - n; extra > 0 {
		if err := t.Alloc(extra); err != nil {
			return "", err
		}
	}
	return r, nil
}

// formatNumberFast is format(x, spec) for the commonest specs of numbers
// in f-strings, without parsing a spec: an int with [0][width]d and a
// finite float with .{precision}f (width and precision below 100).
func formatNumberFast(x Value, spec string) (Value, bool) {
	switch v := x.(type) {
	case Int:
		n := len(spec)
		if n == 0 || n > 4 || spec[n-1] != 'd' {
			return nil, false
		}
		zero := false
		digits := spec[:n-1]
		if len(digits) > 0 && digits[0] == '0' {
			zero, digits = true, digits[1:]
		}
		width := 0
		for _, c := range []byte(digits) {
			if c < '0' || c > '9' {
				return nil, false
			}
			width = width*10 + int(c-'0')
		}
		var buf [32]byte
		num := strconv.AppendInt(buf[:0], int64(v), 10)
		if len(num) >= width {
			return NewStr(string(num)), true
		}
		out := make([]byte, 0, width)
		pad := width - len(num)
		if zero {
			if num[0] == '-' {
				out = append(out, '-')
				num = num[1:]
			}
			for ; pad > 0; pad-- {
				out = append(out, '0')
			}
		} else {
			for ; pad > 0; pad-- {
				out = append(out, ' ')
			}
		}
		out = append(out, num...)
		return NewStr(string(out)), true
	case Float:
		f := float64(v)
		n := len(spec)
		if n < 3 || n > 4 || spec[0] != '.' || spec[n-1] != 'f' || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, false
		}
		prec := 0
		for _, c := range []byte(spec[1 : n-1]) {
			if c < '0' || c > '9' {
				return nil, false
			}
			prec = prec*10 + int(c-'0')
		}
		var buf [64]byte
		return NewStr(string(strconv.AppendFloat(buf[:0], f, 'f', prec, 64))), true
	}
	return nil, false
}

// chargeBytesRepr charges the repr of n bytes before it is built: up to
// four characters a byte (\x00), and the builder's growth as much again.
func (t *Thread) chargeBytesRepr(n int) error {
	if n < 1<<12 {
		return nil
	}
	return t.AllocElems(int64(n), 8)
}
