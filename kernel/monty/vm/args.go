package vm

import (
	"fmt"
	"strings"
)

// UnpackArgs binds the arguments of a built-in call to Go variables, with
// CPython's error messages. Each pair is a parameter spec and a pointer:
// "name" is required, "name?" optional; a spec starting with "*" is
// keyword-only... Positional parameters are filled in order. Pointers may be
// *Value (any value), *int, *int64, *bool (truth of the value), *string
// (a str), *float64, **Str, **List, **Dict, *Tuple or **Type.
func UnpackArgs(fname string, args []Value, kwnames []string, pairs ...any) error {
	return unpackArgs(nil, fname, args, kwnames, pairs...)
}

// UnpackArgs is the Thread-aware form (it can compute truth values and
// __index__).
func (t *Thread) UnpackArgs(fname string, args []Value, kwnames []string, pairs ...any) error {
	return unpackArgs(t, fname, args, kwnames, pairs...)
}

func unpackArgs(t *Thread, fname string, args []Value, kwnames []string, pairs ...any) error {
	npos := len(args) - len(kwnames)
	nparams := len(pairs) / 2
	names := make([]string, nparams)
	optional := make([]bool, nparams)
	kwonly := make([]bool, nparams)
	posonly := make([]bool, nparams)
	required := 0
	maxPos := 0
	for i := 0; i < nparams; i++ {
		spec := pairs[2*i].(string)
		if strings.HasPrefix(spec, "*") {
			kwonly[i] = true
			spec = spec[1:]
		} else {
			maxPos++
		}
		if strings.HasPrefix(spec, "$") {
			posonly[i] = true
			spec = spec[1:]
		}
		if strings.HasSuffix(spec, "?") {
			optional[i] = true
			spec = spec[:len(spec)-1]
		} else if !kwonly[i] {
			required++
		}
		names[i] = spec
	}
	set := make([]Value, nparams)
	if npos > maxPos {
		if maxPos == 0 {
			return Errorf(TypeErrorType, "%s() takes no positional arguments", fname)
		}
		if required == maxPos {
			if maxPos == 1 {
				return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fname, npos)
			}
			return Errorf(TypeErrorType, "%s() takes exactly %d arguments (%d given)", fname, maxPos, npos)
		}
		return Errorf(TypeErrorType, "%s() takes at most %d arguments (%d given)", fname, maxPos, npos)
	}
	pi := 0
	for i := 0; i < nparams && pi < npos; i++ {
		if kwonly[i] {
			continue
		}
		set[i] = args[pi]
		pi++
	}
	for k, name := range kwnames {
		found := false
		for i := range names {
			if names[i] == name && !posonly[i] {
				if set[i] != nil {
					return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", fname, name, i+1)
				}
				set[i] = args[npos+k]
				found = true
				break
			}
		}
		if !found {
			return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", name, fname)
		}
	}
	for i := 0; i < nparams; i++ {
		v := set[i]
		if v == nil {
			if !optional[i] && !kwonly[i] {
				if required == 1 && maxPos == 1 {
					return Errorf(TypeErrorType, "%s() takes exactly one argument (0 given)", fname)
				}
				return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", fname, names[i], i+1)
			}
			continue
		}
		if err := assignArg(t, fname, names[i], i+1, v, pairs[2*i+1]); err != nil {
			return err
		}
	}
	return nil
}

func assignArg(t *Thread, fname, name string, pos int, v Value, ptr any) error {
	switch p := ptr.(type) {
	case *Value:
		*p = v
	case *int:
		i, ok := AsInt64(v)
		if !ok {
			if t != nil {
				n, err := t.index(v)
				if err != nil {
					return err
				}
				*p = int(n)
				return nil
			}
			return Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(v))
		}
		*p = int(i)
	case *int64:
		i, ok := AsInt64(v)
		if !ok {
			if t != nil {
				n, err := t.index(v)
				if err != nil {
					return err
				}
				*p = n
				return nil
			}
			return Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(v))
		}
		*p = i
	case *bool:
		if t != nil {
			b, err := t.Truth(v)
			if err != nil {
				return err
			}
			*p = b
		} else if b, ok := truthFast(v); ok {
			*p = b
		}
	case *string:
		s, ok := v.(*Str)
		if !ok {
			if o, isObj := v.(*Object); isObj {
				if bs, ok := o.base.(*Str); ok {
					*p = bs.s
					return nil
				}
			}
			return Errorf(TypeErrorType, "%s() argument %s must be str, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = s.s
	case **Str:
		s, ok := v.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument %s must be str, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = s
	case *float64:
		f, ok, err := floatOperand(v)
		if err != nil {
			return err
		}
		if !ok {
			return Errorf(TypeErrorType, "must be real number, not %s", typeName(v))
		}
		*p = f
	case **List:
		l, ok := v.(*List)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument %s must be list, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = l
	case **Dict:
		d, ok := v.(*Dict)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument %s must be dict, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = d
	case *Tuple:
		tu, ok := v.(Tuple)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument %s must be tuple, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = tu
	case **Type:
		c, ok := v.(*Type)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument %s must be type, not %s", fname, argRef(name, pos), typeName(v))
		}
		*p = c
	default:
		panic(fmt.Sprintf("UnpackArgs: unsupported pointer %T", ptr))
	}
	return nil
}

func argRef(name string, pos int) string {
	if name != "" {
		return "'" + name + "'"
	}
	return fmt.Sprint(pos)
}

// noKwargs reports a TypeError when a built-in taking no keyword arguments
// got some.
func noKwargs(fname string, kwnames []string) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", fname)
	}
	return nil
}

// checkArgs checks the positional count of a built-in without keywords.
func checkArgs(fname string, args []Value, kwnames []string, lo, hi int) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", fname)
	}
	n := len(args)
	if n >= lo && n <= hi {
		return nil
	}
	switch {
	case lo == hi && lo == 0:
		return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fname, n)
	case lo == hi && lo == 1:
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fname, n)
	case lo == hi:
		return Errorf(TypeErrorType, "%s expected %d arguments, got %d", fname, lo, n)
	case n < lo:
		return Errorf(TypeErrorType, "%s expected at least %d argument%s, got %d", fname, lo, plural(lo), n)
	}
	return Errorf(TypeErrorType, "%s expected at most %d argument%s, got %d", fname, hi, plural(hi), n)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
