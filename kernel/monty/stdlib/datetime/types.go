package datetime

import (
	"strconv"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// argLimit bounds the int arguments the fast paths take, so that their
// products (hours * 3600 * 10**6) stay far inside int64.
const argLimit = 1 << 40

var timedeltaParams = []string{"days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"}

func newTimedelta(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("timedelta", args, kw, 0, timedeltaParams...)
	if err != nil {
		return nil, err
	}
	var v [7]int64
	ok := true
	for i, x := range a {
		if x == nil {
			continue
		}
		if v[i], ok = smallInt(x, argLimit); !ok {
			break
		}
	}
	if ok {
		d := v[0] + 7*v[6]
		s := v[1] + 60*v[4] + 3600*v[5]
		us := v[2] + 1000*v[3]
		if td, ok := makeTimedelta(d, s, us); ok {
			return vm.WrapInstance(cls, td), nil
		}
	}
	// Floats, big ints, or a result out of range: the prelude's exact
	// arithmetic and messages.
	f, err := pyFunc(t, "_py_timedelta", "__new__")
	if err != nil {
		return nil, err
	}
	r, err := t.Call(f, append([]vm.Value{cls}, args...), kw)
	if err != nil {
		return nil, err
	}
	tu, _ := r.(vm.Tuple)
	td := &timedelta{}
	td.days, _ = vm.AsInt64(tu[0])
	td.secs, _ = vm.AsInt64(tu[1])
	td.us, _ = vm.AsInt64(tu[2])
	return vm.WrapInstance(cls, td), nil
}

// makeTimedelta normalises; ok is false when the days are out of range.
func makeTimedelta(d, s, us int64) (*timedelta, bool) {
	q, us := floorDiv(us, usPerSec)
	s += q
	q, s = floorDiv(s, 86400)
	d += q
	if d > maxDays || d < -maxDays {
		return nil, false
	}
	return &timedelta{d, s, us}, true
}

func (d *timedelta) total() int64 { return (d.days*86400+d.secs)*usPerSec + d.us }

func timedeltaMethods() map[string]vm.BuiltinFunc {
	const cls = "_py_timedelta"
	m := forwards(cls, "__str__", "__rsub__", "__rmul__",
		"__floordiv__", "__truediv__", "__mod__", "__divmod__", "__reduce__")
	m["__repr__"] = fast(cls, "__repr__", timedeltaRepr)
	binary := func(name string, op func(x, y *timedelta) (*timedelta, bool)) {
		m[name] = fast(cls, name, func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
			if len(args) != 2 || len(kw) != 0 {
				return nil, false, nil
			}
			x, _ := asTimedelta(args[0])
			y, ok := asTimedelta(args[1])
			if !ok || x == nil {
				return vm.NotImplemented, true, nil
			}
			r, ok := op(x, y)
			return r, ok, nil
		})
	}
	binary("__add__", func(x, y *timedelta) (*timedelta, bool) {
		return makeTimedelta(x.days+y.days, x.secs+y.secs, x.us+y.us)
	})
	m["__radd__"] = m["__add__"]
	binary("__sub__", func(x, y *timedelta) (*timedelta, bool) {
		return makeTimedelta(x.days-y.days, x.secs-y.secs, x.us-y.us)
	})
	m["__neg__"] = fast(cls, "__neg__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, _ := asTimedelta(args[0])
		r, ok := makeTimedelta(-x.days, -x.secs, -x.us)
		return r, ok, nil
	})
	m["__pos__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil }
	m["__abs__"] = fast(cls, "__abs__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, _ := asTimedelta(args[0])
		if x.days >= 0 {
			return args[0], true, nil
		}
		r, ok := makeTimedelta(-x.days, -x.secs, -x.us)
		return r, ok, nil
	})
	m["__mul__"] = fast(cls, "__mul__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, _ := asTimedelta(args[0])
		n, ok := smallInt(args[1], 1<<20)
		if !ok || x == nil || x.days > 1<<20 || x.days < -(1<<20) {
			return nil, false, nil
		}
		r, ok := makeTimedelta(x.days*n, x.secs*n, x.us*n)
		return r, ok, nil
	})
	compareMethods(cls, m, func(a, b vm.Value) (int, bool) {
		x, ok1 := asTimedelta(a)
		y, ok2 := asTimedelta(b)
		if !ok1 || !ok2 {
			return 0, false
		}
		return cmp3([]int64{x.days, x.secs, x.us}, []int64{y.days, y.secs, y.us}), true
	})
	m["__hash__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x, _ := asTimedelta(args[0])
		h, err := t.Hash(vm.Tuple{vm.MakeInt(x.days), vm.MakeInt(x.secs), vm.MakeInt(x.us)})
		return vm.MakeInt(h), err
	}
	m["__bool__"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x, _ := asTimedelta(args[0])
		return vm.Bool(x.days != 0 || x.secs != 0 || x.us != 0), nil
	}
	m["total_seconds"] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		x, _ := asTimedelta(args[0])
		if x.days > 100000 || x.days < -100000 { // past 2**53 microseconds
			return forward(cls, "total_seconds")(t, args, kw)
		}
		// Below 2**53 both operands are exact floats, so the division is
		// correctly rounded, as Python's int / int is.
		return vm.Float(float64(x.total()) / usPerSec), nil
	}
	guardNoArgs("timedelta", m, "total_seconds")
	return m
}

// checkDate validates the fields the fast paths take.
func checkDate(y, m, d int64) bool {
	return y >= minYear && y <= maxYear && m >= 1 && m <= 12 && d >= 1 && d <= monthDays(y, m)
}

func newDate(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("date", args, kw, 0, "year", "month", "day")
	if err != nil {
		return nil, err
	}
	if y, m, d, ok := dateArgs(a[0], a[1], a[2]); ok {
		return vm.WrapInstance(cls, &date{y, m, d}), nil
	}
	if b, ok := a[0].(*vm.Bytes); ok && a[1] == nil && a[2] == nil {
		if d, ok := dateState(b.Bytes()); ok {
			return vm.WrapInstance(cls, d), nil
		}
	}
	// The prelude's checks raise CPython's messages (or convert an
	// __index__ argument).
	r, err := callPy(t, "_date_fields", orNone(a[0]), orNone(a[1]), orNone(a[2]))
	if err != nil {
		return nil, err
	}
	tu := r.(vm.Tuple)
	y, _ := vm.AsInt64(tu[0])
	mo, _ := vm.AsInt64(tu[1])
	d, _ := vm.AsInt64(tu[2])
	return vm.WrapInstance(cls, &date{y, mo, d}), nil
}

// dateState decodes the 4-byte state __reduce__ gives (the form pickle
// stores): the year big-endian, the month, the day.
func dateState(b []byte) (*date, bool) {
	if len(b) != 4 {
		return nil, false
	}
	d := &date{int64(b[0])<<8 | int64(b[1]), int64(b[2]), int64(b[3])}
	return d, checkDate(d.y, d.m, d.d)
}

func orNone(v vm.Value) vm.Value {
	if v == nil {
		return vm.None
	}
	return v
}

func dateArgs(yv, mv, dv vm.Value) (int64, int64, int64, bool) {
	y, ok1 := smallInt(yv, argLimit)
	m, ok2 := smallInt(mv, argLimit)
	d, ok3 := smallInt(dv, argLimit)
	if ok1 && ok2 && ok3 && checkDate(y, m, d) {
		return y, m, d, true
	}
	return 0, 0, 0, false
}

func (d *date) ord() int64 { return ymd2ord(d.y, d.m, d.d) }

func (d *date) iso() string {
	b := make([]byte, 0, 32)
	return string(d.appendISO(b))
}

func (d *date) appendISO(b []byte) []byte {
	b = pad(b, d.y, 4)
	b = append(b, '-')
	b = pad(b, d.m, 2)
	b = append(b, '-')
	return pad(b, d.d, 2)
}

func pad(b []byte, v int64, width int) []byte {
	s := strconv.FormatInt(v, 10)
	for i := len(s); i < width; i++ {
		b = append(b, '0')
	}
	return append(b, s...)
}

// exactDate is self when it is a date of the Go type itself (not a
// datetime, not a subclass): the results the fast paths build are dates.
func exactDate(v vm.Value) (*date, bool) {
	d, ok := v.(*date)
	return d, ok
}

func dateMethods() map[string]vm.BuiltinFunc {
	const cls = "_py_date"
	m := forwards(cls, "ctime", "__format__", "timetuple", "replace",
		"isocalendar", "__reduce__", "__reduce_ex__")
	m["__repr__"] = fast(cls, "__repr__", dateRepr)
	m["strftime"] = strftimeMethod(cls, "date")
	m["__add__"] = fast(cls, "__add__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok1 := exactDate(args[0])
		y, ok2 := asTimedelta(args[1])
		if !ok1 || !ok2 || len(args) != 2 {
			return nil, false, nil
		}
		o := x.ord() + y.days
		if o < 1 || o > maxOrdinal {
			return nil, false, nil
		}
		yy, mm, dd := ord2ymd(o)
		return &date{yy, mm, dd}, true, nil
	})
	m["__radd__"] = m["__add__"]
	m["__sub__"] = fast(cls, "__sub__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := exactDate(args[0])
		if !ok || len(args) != 2 {
			return nil, false, nil
		}
		if y, ok := exactDate(args[1]); ok {
			return &timedelta{days: x.ord() - y.ord()}, true, nil
		}
		if y, ok := asTimedelta(args[1]); ok {
			o := x.ord() - y.days
			if o < 1 || o > maxOrdinal {
				return nil, false, nil
			}
			yy, mm, dd := ord2ymd(o)
			return &date{yy, mm, dd}, true, nil
		}
		return nil, false, nil
	})
	compareMethods(cls, m, func(a, b vm.Value) (int, bool) {
		x, ok1 := native.Unwrap(a).(*date)
		y, ok2 := native.Unwrap(b).(*date)
		if !ok1 || !ok2 {
			return 0, false
		}
		return cmp3([]int64{x.y, x.m, x.d}, []int64{y.y, y.m, y.d}), true
	})
	m["__hash__"] = fast(cls, "__hash__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		x, ok := native.Unwrap(args[0]).(*date)
		if !ok {
			return nil, false, nil
		}
		h, err := t.Hash(vm.Tuple{vm.MakeInt(x.y), vm.MakeInt(x.m), vm.MakeInt(x.d)})
		return vm.MakeInt(h), true, err
	})
	field := func(name string, f func(d *date) vm.Value) {
		m[name] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			d, _ := asDate(args[0])
			return f(d), nil
		}
	}
	field("toordinal", func(d *date) vm.Value { return vm.MakeInt(d.ord()) })
	field("weekday", func(d *date) vm.Value { return vm.MakeInt((d.ord() + 6) % 7) })
	field("isoweekday", func(d *date) vm.Value { return vm.MakeInt((d.ord()+6)%7 + 1) })
	field("isoformat", func(d *date) vm.Value { return vm.NewStr(d.iso()) })
	m["__str__"] = fast(cls, "__str__", func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
		d, ok := native.Unwrap(args[0]).(*date)
		if !ok {
			return nil, false, nil
		}
		return vm.NewStr(d.iso()), true, nil
	})
	guardNoArgs("date", m, "toordinal", "weekday", "isoweekday", "isoformat", "ctime", "timetuple", "isocalendar")
	return m
}

// digits parses s[i:j] as a decimal number.
func digits(s string, i, j int) (int64, bool) {
	if j > len(s) {
		return 0, false
	}
	var n int64
	for k := i; k < j; k++ {
		c := s[k]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}

// parseISODate parses YYYY-MM-DD.
func parseISODate(s string) (int64, int64, int64, bool) {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, false
	}
	y, ok1 := digits(s, 0, 4)
	m, ok2 := digits(s, 5, 7)
	d, ok3 := digits(s, 8, 10)
	if !ok1 || !ok2 || !ok3 || !checkDate(y, m, d) {
		return 0, 0, 0, false
	}
	return y, m, d, true
}

func dateFromISO(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(args) == 2 && len(kw) == 0 && args[0] == dateType {
		if s, ok := args[1].(*vm.Str); ok {
			str := s.String()
			if y, m, d, ok := parseISODate(str); ok && len(str) == 10 {
				return &date{y, m, d}, nil
			}
		}
	}
	return forward("_py_date", "fromisoformat")(t, args, kw)
}
