// Package datetime is Python's datetime module for monty. timedelta, date,
// datetime and tzinfo are Go types, as CPython's are C types (_datetime):
// their fields are Go integers, and construction, arithmetic, comparison,
// hashing, fromisoformat and isoformat of the common forms run in Go. time,
// timezone and every other method are Python (prelude.py): a method the Go
// types do not implement forwards to the function of the same name in one
// of the prelude's namespace classes (_py_date.ctime for date.ctime), which
// reads the Go object's fields through its public getters. The namespace
// classes are written under the public names, so a wrong call reports
// "date.replace()", never an internal name. A case the Go fast path does
// not cover (a subclass, an aware operand, a value out of range, an
// argument that is not an int) forwards as well, so messages and results
// are the prelude's, which the differential programs hold to CPython's.
package datetime

import (
	_ "embed"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen datetime>", prelude)

const (
	minYear    = 1
	maxYear    = 9999
	maxOrdinal = 3652059
	maxDays    = 999999999
	usPerSec   = 1000000
	usPerDay   = 86400 * usPerSec
)

// The types, built once at init and shared by every Thread (immutable).
var (
	timedeltaType, dateType, datetimeType, tzinfoType *vm.Type
)

// timedelta is normalised: 0 <= secs < 86400, 0 <= us < 10**6.
type timedelta struct{ days, secs, us int64 }

func (*timedelta) Type() *vm.Type { return timedeltaType }

type date struct{ y, m, d int64 }

func (*date) Type() *vm.Type { return dateType }

// datetime's tz is nil for None.
type datetime struct {
	date
	h, mi, s, us int64
	tz           vm.Value
	fold         int64
}

func (*datetime) Type() *vm.Type { return datetimeType }

type tzinfo struct{}

func (*tzinfo) Type() *vm.Type { return tzinfoType }

func init() {
	timedeltaType = vm.NewNativeType(vm.NativeType{
		Name: "timedelta", Module: "datetime",
		Doc:     "Difference between two datetime values.\n\ntimedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)\n\nAll arguments are optional and default to 0.\nArguments may be integers or floats, and may be positive or negative.",
		New:     newTimedelta,
		Attrs:   limits(&timedelta{-maxDays, 0, 0}, &timedelta{maxDays, 86399, 999999}, &timedelta{0, 0, 1}),
		Methods: timedeltaMethods(),
		Getters: getters("timedelta", map[string]func(*timedelta) int64{
			"days": func(d *timedelta) int64 { return d.days }, "seconds": func(d *timedelta) int64 { return d.secs },
			"microseconds": func(d *timedelta) int64 { return d.us },
		}, asTimedelta),
	})
	dateType = vm.NewNativeType(vm.NativeType{
		Name: "date", Module: "datetime",
		Doc:     "date(year, month, day) --> date object",
		New:     newDate,
		Attrs:   limits(&date{1, 1, 1}, &date{9999, 12, 31}, &timedelta{1, 0, 0}),
		Methods: dateMethods(),
		ClassMethods: classMethods("_py_date", map[string]vm.BuiltinFunc{"fromisoformat": dateFromISO},
			"fromtimestamp", "today", "fromordinal", "fromisocalendar"),
		Getters: getters("date", map[string]func(*date) int64{
			"year": func(d *date) int64 { return d.y }, "month": func(d *date) int64 { return d.m },
			"day": func(d *date) int64 { return d.d },
		}, asDate),
	})
	dtGetters := getters("datetime", map[string]func(*datetime) int64{
		"hour": func(d *datetime) int64 { return d.h }, "minute": func(d *datetime) int64 { return d.mi },
		"second": func(d *datetime) int64 { return d.s }, "microsecond": func(d *datetime) int64 { return d.us },
		"fold": func(d *datetime) int64 { return d.fold },
	}, asDatetime)
	tzGetter := func(t *vm.Thread, self vm.Value) (vm.Value, error) {
		d, ok := asDatetime(self)
		if !ok {
			return nil, notApplicable("tzinfo", "datetime", self)
		}
		if d.tz == nil {
			return vm.None, nil
		}
		return d.tz, nil
	}
	dtGetters["tzinfo"], dtGetters["_tzinfo"] = tzGetter, tzGetter
	datetimeType = vm.NewNativeType(vm.NativeType{
		Name: "datetime", Module: "datetime", Base: dateType,
		Doc: "datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])\n\nThe year, month and day arguments are required. tzinfo may be None, or an\ninstance of a tzinfo subclass. The remaining arguments may be ints.\n",
		New: newDatetime,
		Attrs: limits(&datetime{date: date{1, 1, 1}}, &datetime{date: date{9999, 12, 31}, h: 23, mi: 59, s: 59, us: 999999},
			&timedelta{0, 0, 1}),
		Methods: datetimeMethods(),
		ClassMethods: classMethods("_py_datetime", map[string]vm.BuiltinFunc{"fromisoformat": datetimeFromISO, "strptime": strptime},
			"fromtimestamp", "utcfromtimestamp", "now", "utcnow", "combine"),
		Getters: dtGetters,
	})
	tzinfoType = vm.NewNativeType(vm.NativeType{
		Name: "tzinfo", Module: "datetime",
		Doc: "Abstract base class for time zone info objects.",
		New: func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.WrapInstance(cls, &tzinfo{}), nil
		},
		Methods: forwards("_py_tzinfo", "tzname", "utcoffset", "dst", "fromutc", "__reduce__"),
	})
	vm.RegisterModule("datetime", newModule)
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("datetime")
	d := m.Dict()
	d.SetString("timedelta", timedeltaType)
	d.SetString("date", dateType)
	d.SetString("datetime", datetimeType)
	d.SetString("tzinfo", tzinfoType)
	t.AddModule(m)
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	return m, nil
}

// limits are a type's min, max and resolution.
func limits(lo, hi, res vm.Value) map[string]vm.Value {
	return map[string]vm.Value{"min": lo, "max": hi, "resolution": res}
}

// getters makes the int fields' getters, each under its name and with a
// leading underscore (the name the prelude's methods read).
func getters[T any](typeName string, fields map[string]func(*T) int64, as func(vm.Value) (*T, bool)) map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error) {
	out := map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){}
	for name, f := range fields {
		g := func(t *vm.Thread, self vm.Value) (vm.Value, error) {
			x, ok := as(self)
			if !ok {
				return nil, notApplicable(name, typeName, self)
			}
			return vm.MakeInt(f(x)), nil
		}
		out[name], out["_"+name] = g, g
	}
	return out
}

func asTimedelta(v vm.Value) (*timedelta, bool) {
	x, ok := native.Unwrap(v).(*timedelta)
	return x, ok
}

// asDate returns the date part of a date or a datetime.
func asDate(v vm.Value) (*date, bool) {
	switch x := native.Unwrap(v).(type) {
	case *date:
		return x, true
	case *datetime:
		return &x.date, true
	}
	return nil, false
}

func asDatetime(v vm.Value) (*datetime, bool) {
	x, ok := native.Unwrap(v).(*datetime)
	return x, ok
}

// pyFunc returns the prelude's definition of name in class cls, the
// function itself for a class method.
func pyFunc(t *vm.Thread, cls, name string) (vm.Value, error) {
	m, err := t.ImportModule("datetime")
	if err != nil {
		return nil, err
	}
	c, ok := m.Dict().GetString(cls)
	if !ok {
		return nil, vm.Errorf(vm.AttributeErrorType, "datetime has no %s", cls)
	}
	ct, ok := c.(*vm.Type)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "datetime.%s is not a class", cls)
	}
	f := ct.Lookup(name)
	if f == nil {
		return nil, vm.Errorf(vm.AttributeErrorType, "type object '%s' has no attribute '%s'", cls, name)
	}
	if _, ok := f.(*vm.ClassMethod); ok {
		return t.GetAttrString(f, "__func__")
	}
	return f, nil
}

// reduceEx is __reduce_ex__(protocol): the class's __reduce__, as
// object.__reduce_ex__ calls an overridden __reduce__ (copy, pickle).
func reduceEx(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	return t.CallMethod(args[0], "__reduce__")
}

// forward calls the prelude's cls.name with the same arguments (self or
// cls first).
func forward(cls, name string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		f, err := pyFunc(t, cls, name)
		if err != nil {
			return nil, err
		}
		return t.Call(f, args, kw)
	}
}

func forwards(cls string, names ...string) map[string]vm.BuiltinFunc {
	out := map[string]vm.BuiltinFunc{"__reduce_ex__": reduceEx}
	for _, n := range names {
		out[n] = forward(cls, n)
	}
	return out
}

// classMethods is the Go class methods plus forwarders for names.
func classMethods(cls string, goFuncs map[string]vm.BuiltinFunc, names ...string) map[string]vm.BuiltinFunc {
	out := forwards(cls, names...)
	delete(out, "__reduce_ex__")
	for n, f := range goFuncs {
		out[n] = f
	}
	return out
}

// callPy calls a module-level function of the prelude.
func callPy(t *vm.Thread, name string, args ...vm.Value) (vm.Value, error) {
	m, err := t.ImportModule("datetime")
	if err != nil {
		return nil, err
	}
	f, ok := m.Dict().GetString(name)
	if !ok {
		return nil, vm.Errorf(vm.AttributeErrorType, "datetime has no %s", name)
	}
	return t.Call(f, args, nil)
}

func isLeap(y int64) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

var daysInMonth = [13]int64{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
var daysBeforeMonth = [13]int64{0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334}

func monthDays(y, m int64) int64 {
	if m == 2 && isLeap(y) {
		return 29
	}
	return daysInMonth[m]
}

func ymd2ord(y, m, d int64) int64 {
	p := y - 1
	n := p*365 + p/4 - p/100 + p/400 + daysBeforeMonth[m] + d
	if m > 2 && isLeap(y) {
		n++
	}
	return n
}

const (
	di400y = 146097
	di100y = 36524
	di4y   = 1461
)

func ord2ymd(n int64) (int64, int64, int64) {
	n--
	n400, n := n/di400y, n%di400y
	year := n400*400 + 1
	n100, n := n/di100y, n%di100y
	n4, n := n/di4y, n%di4y
	n1, n := n/365, n%365
	year += n100*100 + n4*4 + n1
	if n1 == 4 || n100 == 4 {
		return year - 1, 12, 31
	}
	leap := n1 == 3 && (n4 != 24 || n100 == 3)
	month := (n + 50) >> 5
	preceding := daysBeforeMonth[month]
	if month > 2 && leap {
		preceding++
	}
	if preceding > n {
		month--
		dim := daysInMonth[month]
		if month == 2 && leap {
			dim++
		}
		preceding -= dim
	}
	return year, month, n - preceding + 1
}

func floorDiv(a, b int64) (int64, int64) {
	q, r := a/b, a%b
	if r < 0 {
		q--
		r += b
	}
	return q, r
}

// smallInt is an int argument the fast paths take: an exact int (not a
// bool, not a subclass) of moderate size.
func smallInt(v vm.Value, limit int64) (int64, bool) {
	i, ok := v.(vm.Int)
	if !ok || int64(i) > limit || int64(i) < -limit {
		return 0, false
	}
	return int64(i), true
}

func cmp3(a, b []int64) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// compareMethods builds __eq__, __lt__, ... from cmp, which reports
// ok=false for the cases the prelude's method handles.
func compareMethods(cls string, m map[string]vm.BuiltinFunc, cmp func(x, y vm.Value) (int, bool)) {
	for name, test := range map[string]func(int) bool{
		"__eq__": func(c int) bool { return c == 0 }, "__lt__": func(c int) bool { return c < 0 },
		"__le__": func(c int) bool { return c <= 0 }, "__gt__": func(c int) bool { return c > 0 },
		"__ge__": func(c int) bool { return c >= 0 },
	} {
		fallback := forward(cls, name)
		m[name] = func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if len(args) == 2 && len(kw) == 0 {
				if c, ok := cmp(args[0], args[1]); ok {
					return vm.Bool(test(c)), nil
				}
			}
			return fallback(t, args, kw)
		}
	}
}

// fast wraps a Go fast path: when it reports ok=false the prelude's
// method runs instead.
func fast(cls, name string, f func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error)) vm.BuiltinFunc {
	fallback := forward(cls, name)
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		r, ok, err := f(t, args, kw)
		if ok || err != nil {
			return r, err
		}
		return fallback(t, args, kw)
	}
}

// strptime is datetime.strptime(date_string, format), which CPython's C
// type also leaves to _strptime._strptime_datetime (Go in monty).
func strptime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(kw) > 0 {
		return nil, vm.Errorf(vm.TypeErrorType, "strptime() takes no keyword arguments")
	}
	if len(args) != 3 {
		return nil, vm.Errorf(vm.TypeErrorType, "strptime() takes exactly 2 arguments (%d given)", len(args)-1)
	}
	for i, a := range args[1:] {
		if _, ok := native.Str(a); !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "strptime() argument %d must be str, not %s", i+1, native.TypeName(a))
		}
	}
	m, err := t.ImportModule("_strptime")
	if err != nil {
		return nil, err
	}
	f, ok := m.Dict().GetString("_strptime_datetime")
	if !ok {
		return forward("_py_datetime", "strptime")(t, args, kw)
	}
	return t.Call(f, args, nil)
}

// noArgs checks the call of a method that takes no arguments, with the
// messages of CPython's METH_NOARGS methods ("date.ctime() takes no
// arguments (1 given)"), before f runs.
func noArgs(qual string, f vm.BuiltinFunc) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if len(kw) > 0 {
			return nil, vm.Errorf(vm.TypeErrorType, "%s() takes no keyword arguments", qual)
		}
		if len(args) != 1 {
			if len(args) == 0 {
				return nil, vm.Errorf(vm.TypeErrorType, "unbound method %s() needs an argument", qual)
			}
			return nil, vm.Errorf(vm.TypeErrorType, "%s() takes no arguments (%d given)", qual, len(args)-1)
		}
		return f(t, args, kw)
	}
}

// guardNoArgs wraps the named methods of m with noArgs.
func guardNoArgs(typeName string, m map[string]vm.BuiltinFunc, names ...string) {
	for _, n := range names {
		m[n] = noArgs(typeName+"."+n, m[n])
	}
}

// notApplicable is CPython's error for a getter of typeName given a self
// of another type. (vm.NewNativeType checks receivers already; the getters
// keep their own check so they never assume a receiver's Go type.)
func notApplicable(name, typeName string, self vm.Value) error {
	return vm.Errorf(vm.TypeErrorType, "descriptor '%s' for 'datetime.%s' objects doesn't apply to a '%s' object",
		name, typeName, self.Type().TpName())
}
