package datetime

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

var (
	dayNames       = []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	fullDayNames   = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	monthNames     = []string{"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	fullMonthNames = []string{"", "January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
)

// strftimeNaive formats a naive date or datetime with the directives of
// the prelude's _directive that depend on the fields alone; ok is false
// for any other directive (or flag), which the prelude then formats.
func strftimeNaive(d *date, h, mi, s, us int64, format string) (string, bool) {
	var b strings.Builder
	b.Grow(len(format) + 16)
	wday := (d.ord() + 6) % 7
	yday := d.ord() - ymd2ord(d.y, 1, 1) + 1
	two := func(n int64) {
		if n < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.FormatInt(n, 10))
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		if format[i] == '-' && i+1 < len(format) {
			// glibc's "no padding" flag on a number.
			var n int64
			switch format[i+1] {
			case 'd':
				n = d.d
			case 'm':
				n = d.m
			case 'H':
				n = h
			case 'M':
				n = mi
			case 'S':
				n = s
			case 'j':
				n = yday
			case 'y':
				n = d.y % 100
			case 'I':
				n = h % 12
				if n == 0 {
					n = 12
				}
			default:
				return "", false
			}
			b.WriteString(strconv.FormatInt(n, 10))
			i++
			continue
		}
		switch format[i] {
		case 'Y':
			b.WriteString(strconv.FormatInt(d.y, 10))
		case 'm':
			two(d.m)
		case 'd':
			two(d.d)
		case 'H':
			two(h)
		case 'M':
			two(mi)
		case 'S':
			two(s)
		case 'f':
			b.WriteString(string(pad(nil, us, 6)))
		case 'y':
			two(d.y % 100)
		case 'a':
			b.WriteString(dayNames[wday])
		case 'A':
			b.WriteString(fullDayNames[wday])
		case 'b', 'h':
			b.WriteString(monthNames[d.m])
		case 'B':
			b.WriteString(fullMonthNames[d.m])
		case 'I':
			if h%12 == 0 {
				two(12)
			} else {
				two(h % 12)
			}
		case 'p':
			if h < 12 {
				b.WriteString("AM")
			} else {
				b.WriteString("PM")
			}
		case 'j':
			b.WriteString(string(pad(nil, yday, 3)))
		case 'F':
			b.WriteString(strconv.FormatInt(d.y, 10))
			b.WriteByte('-')
			two(d.m)
			b.WriteByte('-')
			two(d.d)
		case 'T', 'X':
			two(h)
			b.WriteByte(':')
			two(mi)
			b.WriteByte(':')
			two(s)
		case 'R':
			two(h)
			b.WriteByte(':')
			two(mi)
		case 'z', 'Z': // naive: empty
		case '%':
			b.WriteByte('%')
		default:
			if strings.IndexByte("wuUWGgVeCcxDrntskl-_0^#EOP", format[i]) >= 0 {
				return "", false // the prelude's
			}
			// Not a directive: kept as it is, as glibc does.
			b.WriteByte('%')
			b.WriteByte(format[i])
		}
	}
	return b.String(), true
}

// strftimeArg is the format argument of strftime(format), positional or
// by keyword, checked with the messages of CPython's C method.
func strftimeArg(typeName string, args []vm.Value, kw []string) (*vm.Str, error) {
	if len(args) == 0 {
		return nil, vm.Errorf(vm.TypeErrorType, "unbound method %s.strftime() needs an argument", typeName)
	}
	// args holds self, the positional arguments, then the keyword values.
	given := len(args) - 1
	var f vm.Value
	switch {
	case given > 1:
		return nil, vm.Errorf(vm.TypeErrorType, "strftime() takes at most 1 argument (%d given)", given)
	case given == 1 && (len(kw) == 0 || kw[0] == "format"):
		f = args[1]
	default:
		return nil, vm.Errorf(vm.TypeErrorType, "strftime() missing required argument 'format' (pos 1)")
	}
	s, ok := f.(*vm.Str)
	if !ok {
		name := native.TypeName(f)
		if f == vm.None {
			name = "None"
		}
		return nil, vm.Errorf(vm.TypeErrorType, "strftime() argument 1 must be str, not %s", name)
	}
	return s, nil
}

// strftimeMethod is date.strftime / datetime.strftime: naive values of the
// Go types in Go, the rest by the prelude.
func strftimeMethod(cls, typeName string) vm.BuiltinFunc {
	fallback := forward(cls, "strftime")
	fallbackDT := forward("_py_datetime", "strftime")
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		f, err := strftimeArg(typeName, args, kw)
		if err != nil {
			return nil, err
		}
		// Charged before it is built: a directive of two characters
		// becomes at most 24 (%c), so 12 a character, with the builder's
		// growth on top.
		if n := len(f.String()); n >= 1<<12 {
			if err := t.AllocElems(int64(n), 24); err != nil {
				return nil, err
			}
		}
		var out string
		ok := false
		switch x := args[0].(type) {
		case *date:
			out, ok = strftimeNaive(x, 0, 0, 0, 0, f.String())
		case *datetime:
			if x.tz == nil {
				out, ok = strftimeNaive(&x.date, x.h, x.mi, x.s, x.us, f.String())
			}
		}
		if ok {
			return vm.NewStr(out), nil
		}
		if _, isDT := asDatetime(args[0]); isDT {
			return fallbackDT(t, []vm.Value{args[0], f}, nil)
		}
		return fallback(t, []vm.Value{args[0], f}, nil)
	}
}
