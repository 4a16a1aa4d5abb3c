package datetime

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

var datetimeParams = []string{"year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"}

func newDatetime(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("datetime", args, kw, 0, datetimeParams...)
	if err != nil {
		return nil, err
	}
	npos := len(args) - len(kw)
	if npos > 8 {
		return nil, vm.Errorf(vm.TypeErrorType, "function takes at most 8 positional arguments (%d given)", npos)
	}
	if dt, ok := datetimeArgs(a); ok {
		return vm.WrapInstance(cls, dt), nil
	}
	if dt, ok := datetimeState(a); ok {
		return vm.WrapInstance(cls, dt), nil
	}
	// The prelude's checks raise CPython's messages.
	for i := 3; i < 9; i++ {
		if a[i] == nil && i != 7 {
			a[i] = vm.MakeInt(0)
		}
	}
	r, err := callPy(t, "_date_fields", orNone(a[0]), orNone(a[1]), orNone(a[2]))
	if err != nil {
		return nil, err
	}
	dt := &datetime{}
	tu := r.(vm.Tuple)
	dt.y, _ = vm.AsInt64(tu[0])
	dt.m, _ = vm.AsInt64(tu[1])
	dt.d, _ = vm.AsInt64(tu[2])
	if r, err = callPy(t, "_time_fields", a[3], a[4], a[5], a[6], a[8]); err != nil {
		return nil, err
	}
	tu = r.(vm.Tuple)
	dt.h, _ = vm.AsInt64(tu[0])
	dt.mi, _ = vm.AsInt64(tu[1])
	dt.s, _ = vm.AsInt64(tu[2])
	dt.us, _ = vm.AsInt64(tu[3])
	dt.fold, _ = vm.AsInt64(tu[4])
	tz := orNone(a[7])
	if _, err := callPy(t, "_tzinfo_or_none", tz); err != nil {
		return nil, err
	}
	if tz != vm.None {
		dt.tz = tz
	}
	return vm.WrapInstance(cls, dt), nil
}

// datetimeArgs is the fast path of the constructor: int fields in range
// and a tzinfo that is None or a tzinfo.
func datetimeArgs(a []vm.Value) (*datetime, bool) {
	y, m, d, ok := dateArgs(a[0], a[1], a[2])
	if !ok {
		return nil, false
	}
	dt := &datetime{date: date{y, m, d}}
	fields := []*int64{&dt.h, &dt.mi, &dt.s, &dt.us, &dt.fold}
	limits := []int64{23, 59, 59, 999999, 1}
	for i, idx := range []int{3, 4, 5, 6, 8} {
		if a[idx] == nil {
			continue
		}
		v, ok := smallInt(a[idx], argLimit)
		if !ok || v < 0 || v > limits[i] {
			return nil, false
		}
		*fields[i] = v
	}
	if tz := a[7]; tz != nil && tz != vm.None {
		if !tz.Type().IsSubtype(tzinfoType) {
			return nil, false
		}
		dt.tz = tz
	}
	return dt, true
}

// datetimeState decodes datetime(state[, tzinfo]), the 10-byte state of
// __reduce__ (the fold is the month byte's top bit).
func datetimeState(a []vm.Value) (*datetime, bool) {
	st, ok := a[0].(*vm.Bytes)
	if !ok || len(st.Bytes()) != 10 || a[2] != nil {
		return nil, false
	}
	for _, v := range a[3:] {
		if v != nil {
			return nil, false
		}
	}
	b := st.Bytes()
	dt := &datetime{date: date{int64(b[0])<<8 | int64(b[1]), int64(b[2] & 0x7f), int64(b[3])}}
	dt.fold = int64(b[2] >> 7)
	dt.h, dt.mi, dt.s = int64(b[4]), int64(b[5]), int64(b[6])
	dt.us = int64(b[7])<<16 | int64(b[8])<<8 | int64(b[9])
	if !checkDate(dt.y, dt.m, dt.d) || dt.h > 23 || dt.mi > 59 || dt.s > 59 || dt.us > 999999 {
		return nil, false
	}
	if tz := a[1]; tz != nil && tz != vm.None {
		if !tz.Type().IsSubtype(tzinfoType) {
			return nil, false
		}
		dt.tz = tz
	}
	return dt, true
}

func (x *datetime) timeUS() int64 { return ((x.h*60+x.mi)*60+x.s)*usPerSec + x.us }

func (x *datetime) fields() []int64 {
	return []int64{x.y, x.m, x.d, x.h, x.mi, x.s, x.us}
}

// exactDatetime is v when it is a datetime of the Go type itself.
func exactDatetime(v vm.Value) (*datetime, bool) {
	d, ok := v.(*datetime)
	return d, ok
}

// addUS is x shifted by us microseconds (fold 0, same tzinfo); ok is
// false out of range.
func (x *datetime) addUS(us int64) (*datetime, bool) {
	days, rem := floorDiv(x.timeUS()+us, usPerDay)
	o := x.ord() + days
	if o < 1 || o > maxOrdinal {
		return nil, false
	}
	r := &datetime{tz: x.tz}
	r.y, r.m, r.d = ord2ymd(o)
	secs, us := floorDiv(rem, usPerSec)
	r.us = us
	r.h, r.mi, r.s = secs/3600, secs/60%60, secs%60
	return r, true
}

func (x *datetime) appendISO(b []byte, sep rune) []byte {
	b = x.date.appendISO(b)
	b = append(b, string(sep)...)
	b = pad(b, x.h, 2)
	b = append(b, ':')
	b = pad(b, x.mi, 2)
	b = append(b, ':')
	b = pad(b, x.s, 2)
	if x.us != 0 {
		b = append(b, '.')
		b = pad(b, x.us, 6)
	}
	return b
}

func datetimeMethods() map[string]vm.BuiltinFunc {
	const cls = "_py_datetime"
	m := forwards(cls, "timestamp", "utctimetuple", "timetuple", "time", "timetz", "replace",
		"astimezone", "ctime", "utcoffset", "tzname", "dst", "__reduce__", "__reduce_ex__")
	m["__repr__"] = fast(cls, "__repr__", datetimeRepr)
	// No strftime: datetime uses date's, as in CPython (date.strftime
	// takes a datetime and datetime.strftime a date).
	m["date"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x, _ := asDatetime(args[0])
		return &date{x.y, x.m, x.d}, nil
	}
	m["__add__"] = fast(cls, "__add__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok1 := exactDatetime(args[0])
		y, ok2 := asTimedelta(args[1])
		if !ok1 || !ok2 || len(args) != 2 || y.days > 1<<24 || y.days < -(1<<24) {
			return nil, false, nil
		}
		r, ok := x.addUS(y.total())
		return r, ok, nil
	})
	m["__radd__"] = m["__add__"]
	m["__sub__"] = fast(cls, "__sub__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := exactDatetime(args[0])
		if !ok || len(args) != 2 {
			return nil, false, nil
		}
		if y, ok := asTimedelta(args[1]); ok {
			if y.days > 1<<24 || y.days < -(1<<24) {
				return nil, false, nil
			}
			r, ok := x.addUS(-y.total())
			return r, ok, nil
		}
		// Naive operands, or the same tzinfo object: no offsets apply.
		if y, ok := asDatetime(args[1]); ok && x.tz == y.tz {
			r, ok := makeTimedelta(x.ord()-y.ord(), 0, x.timeUS()-y.timeUS())
			return r, ok, nil
		}
		return nil, false, nil
	})
	compareMethods(cls, m, func(a, b vm.Value) (int, bool) {
		x, ok1 := asDatetime(a)
		y, ok2 := asDatetime(b)
		if !ok1 || !ok2 || x.tz != y.tz {
			return 0, false
		}
		return cmp3(x.fields(), y.fields()), true
	})
	m["__hash__"] = fast(cls, "__hash__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := asDatetime(args[0])
		if !ok || x.tz != nil {
			return nil, false, nil
		}
		// The prelude's hash of a naive datetime: its state's bytes.
		b := []byte{byte(x.y >> 8), byte(x.y), byte(x.m), byte(x.d), byte(x.h), byte(x.mi), byte(x.s),
			byte(x.us >> 16), byte(x.us >> 8), byte(x.us)}
		h, err := t.Hash(vm.NewBytes(b))
		return vm.MakeInt(h), true, err
	})
	m["isoformat"] = fast(cls, "isoformat", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := asDatetime(args[0])
		if !ok || x.tz != nil || len(kw) != 0 || len(args) > 2 {
			return nil, false, nil
		}
		sep := 'T'
		if len(args) == 2 {
			s, ok := args[1].(*vm.Str)
			if !ok {
				return nil, false, nil
			}
			r := []rune(s.String())
			if len(r) != 1 {
				return nil, false, nil
			}
			sep = r[0]
		}
		return vm.NewStr(string(x.appendISO(make([]byte, 0, 32), sep))), true, nil
	})
	m["__str__"] = fast(cls, "__str__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := asDatetime(args[0])
		if !ok || x.tz != nil {
			return nil, false, nil
		}
		return vm.NewStr(string(x.appendISO(make([]byte, 0, 32), ' '))), true, nil
	})
	guardNoArgs("datetime", m, "date", "timestamp", "utctimetuple", "timetuple", "time", "timetz",
		"ctime", "utcoffset", "tzname", "dst")
	return m
}

// datetimeFromISO parses YYYY-MM-DD[sep]HH:MM[:SS[.fff[fff]]] without an
// offset in Go; every other form goes to the prelude.
func datetimeFromISO(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(args) == 2 && len(kw) == 0 && args[0] == datetimeType {
		if s, ok := args[1].(*vm.Str); ok {
			if dt, ok := parseISODatetime(s.String()); ok {
				return dt, nil
			}
		}
	}
	return forward("_py_datetime", "fromisoformat")(t, args, kw)
}

func parseISODatetime(s string) (*datetime, bool) {
	y, m, d, ok := parseISODate(s)
	if !ok {
		return nil, false
	}
	dt := &datetime{date: date{y, m, d}}
	if len(s) == 10 {
		return dt, true
	}
	if s[10] >= 0x80 {
		return nil, false // a non-ASCII separator: the prelude counts code points
	}
	t := s[11:]
	switch len(t) {
	case 5, 8, 12, 15:
	default:
		return nil, false
	}
	h, ok1 := digits(t, 0, 2)
	mi, ok2 := digits(t, 3, 5)
	if !ok1 || !ok2 || t[2] != ':' || h > 23 || mi > 59 {
		return nil, false
	}
	dt.h, dt.mi = h, mi
	if len(t) > 5 {
		sec, ok := digits(t, 6, 8)
		if !ok || t[5] != ':' || sec > 59 {
			return nil, false
		}
		dt.s = sec
	}
	if len(t) > 8 {
		if t[8] != '.' && t[8] != ',' {
			return nil, false
		}
		f, ok := digits(t, 9, len(t))
		if !ok {
			return nil, false
		}
		if len(t) == 12 {
			f *= 1000
		}
		dt.us = f
	}
	return dt, true
}
