// Package time is Python's time module for monty.
//
// The sandbox has no time zone of its own: localtime is gmtime, timezone
// and altzone are 0 and tzname is ('UTC', 'UTC'), as CPython shows them
// under TZ=UTC. sleep never outlives the cell: it wakes up every few
// milliseconds to look at the Thread's deadline and cancellation, and
// returns their (uncatchable) error when one has passed. struct_time is a
// tuple subclass written in Python (prelude.py); strftime and strptime are
// Go renderings of glibc's strftime in the C locale and of the regular
// expressions of CPython's _strptime.
package time

import (
	_ "embed"
	"math"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen time>", prelude)

func init() {
	vm.RegisterModule("time", newModule)
	vm.RegisterModule("_strptime", newStrptimeModule)
}

// clockStart is the origin of monotonic and perf_counter: an arbitrary
// point, as CPython's is (the host's boot time is none of the program's
// business).
var clockStart = time.Now()

// pollInterval is how often sleep looks at the deadline.
const pollInterval = 5 * time.Millisecond

// mod is one Thread's time module: its struct_time class.
type mod struct {
	structTime vm.Value
	started    time.Time
	cache      reCache
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("time", nil)
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	st, _ := m.Dict().GetString("struct_time")
	md := &mod{structTime: st, started: time.Now()}
	seconds := func(d time.Duration) vm.Value { return vm.Float(d.Seconds()) }
	nanos := func(d time.Duration) vm.Value { return vm.MakeInt(d.Nanoseconds()) }
	clock := func(name string, f func() vm.Value) vm.BuiltinFunc {
		return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.Count("time."+name, name, args, kw, 0, 0); err != nil {
				return nil, vm.Errorf(vm.TypeErrorType, "time.%s() takes no arguments (%d given)", name, len(args))
			}
			return f(), nil
		}
	}
	// The CPU clocks read the interpreter thread's CPU time (its OS
	// thread's while a cell runs), not the host process's.
	cpuClock := func(name string, f func(time.Duration) vm.Value) vm.BuiltinFunc {
		return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.Count("time."+name, name, args, kw, 0, 0); err != nil {
				return nil, vm.Errorf(vm.TypeErrorType, "time.%s() takes no arguments (%d given)", name, len(args))
			}
			return f(t.CPUTime()), nil
		}
	}
	native.Add(m, native.Funcs{
		"time": clock("time", func() vm.Value {
			return vm.Float(float64(time.Now().UnixNano()) / 1e9)
		}),
		"time_ns":         clock("time_ns", func() vm.Value { return vm.MakeInt(time.Now().UnixNano()) }),
		"monotonic":       clock("monotonic", func() vm.Value { return seconds(time.Since(clockStart)) }),
		"monotonic_ns":    clock("monotonic_ns", func() vm.Value { return nanos(time.Since(clockStart)) }),
		"perf_counter":    clock("perf_counter", func() vm.Value { return seconds(time.Since(clockStart)) }),
		"perf_counter_ns": clock("perf_counter_ns", func() vm.Value { return nanos(time.Since(clockStart)) }),
		"process_time":    cpuClock("process_time", seconds),
		"process_time_ns": cpuClock("process_time_ns", nanos),
		"thread_time":     cpuClock("thread_time", seconds),
		"thread_time_ns":  cpuClock("thread_time_ns", nanos),
		"sleep":           sleep,
		"gmtime": func(t *vm.Thread, a []vm.Value, kw []string) (vm.Value, error) {
			return md.convert(t, "gmtime", a, kw, "GMT")
		},
		"localtime": func(t *vm.Thread, a []vm.Value, kw []string) (vm.Value, error) {
			return md.convert(t, "localtime", a, kw, "UTC")
		},
		"mktime":         mktime,
		"asctime":        md.asctime,
		"ctime":          md.ctime,
		"strftime":       md.strftime,
		"strptime":       md.strptime,
		"get_clock_info": getClockInfo,
	})
	d := m.Dict()
	d.SetString("timezone", vm.MakeInt(0))
	d.SetString("altzone", vm.MakeInt(0))
	d.SetString("daylight", vm.MakeInt(0))
	d.SetString("tzname", vm.Tuple{vm.NewStr("UTC"), vm.NewStr("UTC")})
	for name, v := range map[string]int64{"CLOCK_REALTIME": 0, "CLOCK_MONOTONIC": 1, "CLOCK_PROCESS_CPUTIME_ID": 2, "CLOCK_THREAD_CPUTIME_ID": 3} {
		d.SetString(name, vm.MakeInt(v))
	}
	return m, nil
}

func getClockInfo(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var name string
	if err := t.UnpackArgs("get_clock_info", args, kw, "name", &name); err != nil {
		return nil, err
	}
	impl, mono, adj := "", true, false
	switch name {
	case "time":
		impl, mono, adj = "clock_gettime(CLOCK_REALTIME)", false, true
	case "monotonic", "perf_counter":
		impl = "clock_gettime(CLOCK_MONOTONIC)"
	case "process_time":
		impl = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)"
	case "thread_time":
		impl = "clock_gettime(CLOCK_THREAD_CPUTIME_ID)"
	default:
		return nil, vm.Errorf(vm.ValueErrorType, "unknown clock")
	}
	ns := vm.NewDict(4)
	ns.SetString("adjustable", vm.Bool(adj))
	ns.SetString("implementation", vm.NewStr(impl))
	ns.SetString("monotonic", vm.Bool(mono))
	ns.SetString("resolution", vm.Float(1e-09))
	return t.Call(vm.SimpleNamespaceType, []vm.Value{ns}, nil)
}

// sleep waits, a few milliseconds at a time, so that the cell's deadline
// and an interrupt end it promptly.
func sleep(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("time.sleep", args, kw); err != nil {
		return nil, err
	}
	var secs float64
	if f, ok := native.Unwrap(args[0]).(vm.Float); ok {
		secs = float64(f)
		if math.IsNaN(secs) {
			return nil, vm.Errorf(vm.ValueErrorType, "Invalid value NaN (not a number)")
		}
	} else {
		n, err := native.Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if secs, err = native.IntToFloat(n); err != nil {
			return nil, vm.Errorf(vm.OverflowErrorType, "timestamp too large to convert to C _PyTime_t")
		}
	}
	if secs < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "sleep length must be non-negative")
	}
	if secs > 1<<33 {
		return nil, vm.Errorf(vm.OverflowErrorType, "timestamp too large to convert to C _PyTime_t")
	}
	deadline := time.Now().Add(time.Duration(secs * 1e9))
	for {
		if err := t.Interrupted(); err != nil {
			return nil, err
		}
		left := time.Until(deadline)
		if left <= 0 {
			return vm.None, nil
		}
		var done <-chan struct{}
		if t.Ctx != nil {
			done = t.Ctx.Done()
		}
		timer := time.NewTimer(min(left, pollInterval))
		select {
		case <-timer.C:
		case <-done:
			timer.Stop()
			// the kernel turns the cancellation into an interrupt; give it
			// a moment to land
			time.Sleep(time.Millisecond)
		}
	}
}

// timestamp reads the optional seconds argument of gmtime, localtime and
// ctime (None: now), floored to whole seconds.
func timestamp(t *vm.Thread, fname string, args []vm.Value, kw []string) (int64, error) {
	if err := native.Count("time."+fname, fname, args, kw, 0, 1); err != nil {
		return 0, err
	}
	if len(args) == 0 || args[0] == vm.None {
		return time.Now().Unix(), nil
	}
	if f, ok := native.Unwrap(args[0]).(vm.Float); ok {
		x := float64(f)
		if math.IsNaN(x) {
			return 0, vm.Errorf(vm.ValueErrorType, "Invalid value NaN (not a number)")
		}
		x = math.Floor(x)
		if x < -(1<<63) || x >= 1<<63 {
			return 0, vm.Errorf(vm.OverflowErrorType, "timestamp out of range for platform time_t")
		}
		return int64(x), nil
	}
	return native.Int64(t, args[0], "timestamp out of range for platform time_t")
}

// tm is C's struct tm with Python's conventions (month 1-12, Monday=0,
// yday from 1).
type tm struct {
	year, mon, mday, hour, min, sec, wday, yday, isdst int64
	zone                                               string
	gmtoff                                             int64
	hasZone                                            bool
}

func fromTime(u time.Time, zone string) tm {
	return tm{
		year: int64(u.Year()), mon: int64(u.Month()), mday: int64(u.Day()),
		hour: int64(u.Hour()), min: int64(u.Minute()), sec: int64(u.Second()),
		wday: int64((u.Weekday() + 6) % 7), yday: int64(u.YearDay()),
		zone: zone, hasZone: true,
	}
}

func (md *mod) structTimeOf(t *vm.Thread, x tm) (vm.Value, error) {
	var zone vm.Value = vm.None
	if x.hasZone {
		zone = vm.NewStr(x.zone)
	}
	seq := vm.Tuple{vm.MakeInt(x.year), vm.MakeInt(x.mon), vm.MakeInt(x.mday), vm.MakeInt(x.hour),
		vm.MakeInt(x.min), vm.MakeInt(x.sec), vm.MakeInt(x.wday), vm.MakeInt(x.yday), vm.MakeInt(x.isdst),
		zone, vm.MakeInt(x.gmtoff)}
	return t.Call(md.structTime, []vm.Value{seq}, nil)
}

func (md *mod) convert(t *vm.Thread, fname string, args []vm.Value, kw []string, zone string) (vm.Value, error) {
	secs, err := timestamp(t, fname, args, kw)
	if err != nil {
		return nil, err
	}
	if secs > 1<<55 || secs < -(1<<55) {
		return nil, vm.Errorf(vm.OverflowErrorType, "timestamp out of range for platform time_t")
	}
	return md.structTimeOf(t, fromTime(time.Unix(secs, 0).UTC(), zone))
}

// tmArg reads a struct_time or a 9-tuple (gettmarg).
func tmArg(t *vm.Thread, fname string, x vm.Value) (tm, error) {
	tup, ok := native.Unwrap(x).(vm.Tuple)
	if !ok {
		return tm{}, vm.Errorf(vm.TypeErrorType, "Tuple or struct_time argument required")
	}
	if len(tup) != 9 {
		return tm{}, vm.Errorf(vm.TypeErrorType, "%s(): illegal time tuple argument", fname)
	}
	var f [9]int64
	for i, v := range tup {
		n, err := native.Int64(t, v, "Python int too large to convert to C int")
		if err != nil {
			if native.IsFloat(v) {
				return tm{}, vm.Errorf(vm.TypeErrorType, "'float' object cannot be interpreted as an integer")
			}
			return tm{}, err
		}
		f[i] = n
	}
	r := tm{year: f[0], mon: f[1], mday: f[2], hour: f[3], min: f[4], sec: f[5], wday: f[6], yday: f[7], isdst: f[8]}
	if o, ok := x.(*vm.Object); ok && o.Type() != vm.TupleType {
		if z, err := t.GetAttrString(x, "tm_zone"); err == nil {
			if s, ok := native.Str(z); ok {
				r.zone, r.hasZone = s, true
			}
		}
		if g, err := t.GetAttrString(x, "tm_gmtoff"); err == nil {
			if n, ok := vm.AsInt64(g); ok {
				r.gmtoff = n
			}
		}
	}
	return r, nil
}

// toUnix is the timestamp of a broken-down UTC time, normalising fields
// out of range as mktime does.
func (x tm) toUnix() int64 {
	return time.Date(int(x.year), time.Month(x.mon), int(x.mday), int(x.hour), int(x.min), int(x.sec), 0, time.UTC).Unix()
}

func mktime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("time.mktime", args, kw); err != nil {
		return nil, err
	}
	x, err := tmArg(t, "mktime", args[0])
	if err != nil {
		return nil, err
	}
	return vm.Float(float64(x.toUnix())), nil
}

var (
	dayAbbr   = []string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}
	dayFull   = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthAbbr = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	monthFull = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

func (md *mod) nowTm() tm { return fromTime(time.Now().UTC(), "UTC") }

func (md *mod) asctime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("time.asctime", "asctime", args, kw, 0, 1); err != nil {
		return nil, err
	}
	x := md.nowTm()
	if len(args) == 1 {
		var err error
		if x, err = tmArg(t, "asctime", args[0]); err != nil {
			return nil, err
		}
		if err := checkTm(&x, true); err != nil {
			return nil, err
		}
	}
	return vm.NewStr(asctimeString(x)), nil
}

func asctimeString(x tm) string {
	w := ((x.wday+1)%7 + 7) % 7
	s := dayAbbr[w] + " " + monthAbbr[(x.mon+11)%12] + " " + pad(x.mday, 2, ' ') + " " +
		pad(x.hour, 2, '0') + ":" + pad(x.min, 2, '0') + ":" + pad(x.sec, 2, '0') + " " + itoa(x.year)
	return s
}

func (md *mod) ctime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	secs, err := timestamp(t, "ctime", args, kw)
	if err != nil {
		return nil, err
	}
	return vm.NewStr(asctimeString(fromTime(time.Unix(secs, 0).UTC(), "UTC"))), nil
}
