package time

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// pad writes n in at least width digits, padded with c.
func pad(n int64, width int, c byte) string {
	s := itoa(n)
	neg := false
	if n < 0 {
		neg, s = true, s[1:]
	}
	for len(s) < width {
		s = string(c) + s
	}
	if neg {
		s = "-" + s
	}
	return s
}

// checkTm validates and normalises the fields as time.strftime and
// asctime do (checktm and the adjustments of time_strftime).
func checkTm(x *tm, asctime bool) error {
	bad := func(what string) error { return vm.Errorf(vm.ValueErrorType, "%s out of range", what) }
	if x.mon == 0 && !asctime {
		x.mon = 1
	} else if x.mon < 1 || x.mon > 12 {
		return bad("month")
	}
	if x.mday == 0 && !asctime {
		x.mday = 1
	} else if x.mday < 0 || x.mday > 31 {
		return bad("day of month")
	}
	if x.hour < 0 || x.hour > 23 {
		return bad("hour")
	}
	if x.min < 0 || x.min > 59 {
		return bad("minute")
	}
	if x.sec < 0 || x.sec > 61 {
		return bad("seconds")
	}
	if (x.wday+1)%7 < 0 {
		return bad("day of week")
	}
	if x.yday == 0 && !asctime {
		x.yday = 1
	} else if x.yday < 1 || x.yday > 366 {
		return bad("day of year")
	}
	return nil
}

func (md *mod) strftime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("time.strftime", "strftime", args, kw, 1, 2); err != nil {
		return nil, err
	}
	format, ok := native.Str(args[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "strftime() argument 1 must be str, not %s", native.TypeName(args[0]))
	}
	x := md.nowTm()
	if len(args) == 2 {
		var err error
		if x, err = tmArg(t, "strftime", args[1]); err != nil {
			return nil, err
		}
		if err := checkTm(&x, false); err != nil {
			return nil, err
		}
	}
	if !x.hasZone {
		x.zone = "UTC"
	}
	if err := t.Alloc(int64(len(format)) * 4); err != nil {
		return nil, err
	}
	return vm.NewStr(Strftime(format, x)), nil
}

func isLeap(y int64) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// isoWeekDays is glibc's iso_week_days: the days since the start of the
// ISO year's first week for a day of the year (0-based) and a weekday
// (Sunday=0).
func isoWeekDays(yday, wday int64) int64 {
	const bigEnoughMultipleOf7 = (366/7 + 2) * 7
	return yday - (yday-wday+4+bigEnoughMultipleOf7)%7 + 4 - 1
}

func isoWeek(x tm) (year, week int64) {
	year = x.year
	yday := x.yday - 1
	wday := (x.wday + 1) % 7
	days := isoWeekDays(yday, wday)
	if days < 0 {
		year--
		days = isoWeekDays(yday+365+b2i(isLeap(year)), wday)
	} else if d := isoWeekDays(yday-(365+b2i(isLeap(year))), wday); d >= 0 {
		year++
		days = d
	}
	return year, days/7 + 1
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func floorMod(a, b int64) int64 { return ((a % b) + b) % b }

// Strftime formats x as glibc's strftime does in the C locale, flags
// ('-' no padding, '_' spaces, '0' zeros, '^' upper case) included.
// Unknown directives are copied as they are.
func Strftime(format string, x tm) string {
	var b strings.Builder
	wday := floorMod(x.wday+1, 7) // Sunday=0
	yday := x.yday - 1
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			b.WriteByte(c)
			continue
		}
		start := i
		i++
		var flag byte
		for i < len(format) && strings.IndexByte("-_0^#", format[i]) >= 0 {
			flag = format[i]
			i++
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		num := func(n int64, width int, padc byte) {
			switch flag {
			case '-':
				b.WriteString(itoa(n))
			case '_':
				b.WriteString(pad(n, width, ' '))
			case '0':
				b.WriteString(pad(n, width, '0'))
			default:
				b.WriteString(pad(n, width, padc))
			}
		}
		str := func(s string) {
			if flag == '^' {
				s = strings.ToUpper(s)
			}
			b.WriteString(s)
		}
		switch format[i] {
		case 'a':
			str(dayAbbr[wday])
		case 'A':
			str(dayFull[wday])
		case 'b', 'h':
			str(monthAbbr[(x.mon+11)%12])
		case 'B':
			str(monthFull[(x.mon+11)%12])
		case 'c':
			str(Strftime("%a %b %e %H:%M:%S %Y", x))
		case 'C':
			num(floorDiv(x.year, 100), 2, '0')
		case 'd':
			num(x.mday, 2, '0')
		case 'D':
			str(Strftime("%m/%d/%y", x))
		case 'e':
			num(x.mday, 2, ' ')
		case 'F':
			str(Strftime("%Y-%m-%d", x))
		case 'G':
			y, _ := isoWeek(x)
			num(y, 1, '0')
		case 'g':
			y, _ := isoWeek(x)
			num(floorMod(y, 100), 2, '0')
		case 'H':
			num(x.hour, 2, '0')
		case 'I':
			num(hour12(x.hour), 2, '0')
		case 'j':
			num(x.yday, 3, '0')
		case 'k':
			num(x.hour, 2, ' ')
		case 'l':
			num(hour12(x.hour), 2, ' ')
		case 'm':
			num(x.mon, 2, '0')
		case 'M':
			num(x.min, 2, '0')
		case 'n':
			b.WriteByte('\n')
		case 'p':
			if x.hour >= 12 {
				str("PM")
			} else {
				str("AM")
			}
		case 'P':
			if x.hour >= 12 {
				b.WriteString("pm")
			} else {
				b.WriteString("am")
			}
		case 'r':
			str(Strftime("%I:%M:%S %p", x))
		case 'R':
			str(Strftime("%H:%M", x))
		case 's':
			b.WriteString(itoa(x.toUnix() - x.gmtoff))
		case 'S':
			num(x.sec, 2, '0')
		case 't':
			b.WriteByte('\t')
		case 'T':
			str(Strftime("%H:%M:%S", x))
		case 'u':
			num((wday+6)%7+1, 1, '0')
		case 'U':
			num((yday+7-wday)/7, 2, '0')
		case 'V':
			_, w := isoWeek(x)
			num(w, 2, '0')
		case 'w':
			num(wday, 1, '0')
		case 'W':
			num((yday+7-(wday+6)%7)/7, 2, '0')
		case 'x':
			str(Strftime("%m/%d/%y", x))
		case 'X':
			str(Strftime("%H:%M:%S", x))
		case 'y':
			num(floorMod(x.year, 100), 2, '0')
		case 'Y':
			num(x.year, 1, '0')
		case 'z':
			off := x.gmtoff
			sign := byte('+')
			if off < 0 {
				sign, off = '-', -off
			}
			b.WriteByte(sign)
			b.WriteString(pad(off/3600, 2, '0') + pad(off/60%60, 2, '0'))
		case 'Z':
			str(x.zone)
		case '%':
			b.WriteByte('%')
		default:
			b.WriteString(format[start : i+1])
		}
	}
	return b.String()
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func hour12(h int64) int64 {
	h %= 12
	if h == 0 {
		return 12
	}
	return h
}
