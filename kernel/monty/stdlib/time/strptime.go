package time

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// strptime follows CPython's _strptime module: the format becomes a
// regular expression (TimeRE), matched case-insensitively at the start of
// the text; the groups then give the fields, with the same defaults,
// ambiguity rules and error messages.

// directives maps a directive to its regular expression, in the C locale.
var directives = map[byte]string{
	'd': `(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])`,
	'f': `(?P<f>[0-9]{1,6})`,
	'H': `(?P<H>2[0-3]|[0-1]\d|\d)`,
	'I': `(?P<I>1[0-2]|0[1-9]|[1-9])`,
	'G': `(?P<G>\d\d\d\d)`,
	'j': `(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])`,
	'm': `(?P<m>1[0-2]|0[1-9]|[1-9])`,
	'M': `(?P<M>[0-5]\d|\d)`,
	'S': `(?P<S>6[0-1]|[0-5]\d|\d)`,
	'U': `(?P<U>5[0-3]|[0-4]\d|\d)`,
	'w': `(?P<w>[0-6])`,
	'u': `(?P<u>[1-7])`,
	'V': `(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)`,
	'y': `(?P<y>\d\d)`,
	'Y': `(?P<Y>\d\d\d\d)`,
	'z': `(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))`,
	'A': namesRE("A", lowerAll(mondayFirst(dayFull))),
	'a': namesRE("a", lowerAll(mondayFirst(dayAbbr))),
	'B': namesRE("B", lowerAll(monthFull)),
	'b': namesRE("b", lowerAll(monthAbbr)),
	'p': namesRE("p", []string{"am", "pm"}),
	'Z': namesRE("Z", []string{"utc", "gmt"}),
	'%': `%`,
	'W': `(?P<W>5[0-3]|[0-4]\d|\d)`,
}

// composite directives are formats themselves.
var composite = map[byte]string{'c': "%a %b %d %H:%M:%S %Y", 'x': "%m/%d/%y", 'X': "%H:%M:%S"}

func mondayFirst(days []string) []string { return append(append([]string(nil), days[1:]...), days[0]) }

func lowerAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.ToLower(n)
	}
	return out
}

// namesRE is __seqToRE: the longest names first, so that a prefix does
// not win.
func namesRE(name string, names []string) string {
	sorted := append([]string(nil), names...)
	sort.SliceStable(sorted, func(i, j int) bool { return len(sorted[i]) > len(sorted[j]) })
	for i, n := range sorted {
		sorted[i] = regexp.QuoteMeta(n)
	}
	return "(?P<" + name + ">" + strings.Join(sorted, "|") + ")"
}

var (
	regexChars = regexp.MustCompile(`([\\.^$*+?\(\){}\[\]|])`)
	spaces     = regexp.MustCompile(`\s+`)
)

// pattern is TimeRE.pattern; bad is the bad directive, if any.
func pattern(format string) (string, error) {
	f := regexChars.ReplaceAllString(format, `\$1`)
	f = spaces.ReplaceAllString(f, `\s+`)
	var out strings.Builder
	for {
		i := strings.IndexByte(f, '%')
		if i < 0 {
			break
		}
		out.WriteString(f[:i])
		if i+1 >= len(f) {
			return "", vm.Errorf(vm.ValueErrorType, "stray %% in format '%s'", format)
		}
		d := f[i+1]
		if sub, ok := composite[d]; ok {
			p, err := pattern(sub)
			if err != nil {
				return "", err
			}
			out.WriteString(p)
		} else if re, ok := directives[d]; ok {
			out.WriteString(re)
		} else {
			bad := string(d)
			if d == '\\' {
				bad = "%"
			}
			if d >= 0x80 {
				r := []rune(f[i+1:])
				bad = string(r[0])
			}
			return "", vm.Errorf(vm.ValueErrorType, "'%s' is a bad directive in format '%s'", bad, format)
		}
		f = f[i+2:]
	}
	out.WriteString(f)
	return out.String(), nil
}

// parsed is what _strptime returns.
type parsed struct {
	year, month, day, hour, minute, second, weekday, julian, tz int64
	tzname                                                      vm.Value
	gmtoff                                                      vm.Value
	fraction, gmtoffFraction                                    int64
}

// cache of compiled formats, one per module instance (per Thread).
type reCache map[string]*regexp.Regexp

func (c reCache) compile(format string) (*regexp.Regexp, error) {
	if re, ok := c[format]; ok {
		return re, nil
	}
	p, err := pattern(format)
	if err != nil {
		return nil, err
	}
	// Python's re and RE2 agree on these patterns (leftmost-first
	// alternation, no backreferences).
	re, err := regexp.Compile(`(?i)\A(?:` + p + `)`)
	if err != nil {
		return nil, vm.Errorf(vm.ValueErrorType, "'%s' is a bad directive in format '%s'", "?", format)
	}
	if len(c) > 100 {
		clear(c)
	}
	c[format] = re
	return re, nil
}

func daysIn(year, month int64) int64 {
	switch month {
	case 2:
		if isLeap(year) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// checkDate is datetime.date's validation.
func checkDate(year, month, day int64) error {
	if year < 1 || year > 9999 {
		return vm.Errorf(vm.ValueErrorType, "year %d is out of range", year)
	}
	if month < 1 || month > 12 {
		return vm.Errorf(vm.ValueErrorType, "month must be in 1..12")
	}
	if day < 1 || day > daysIn(year, month) {
		return vm.Errorf(vm.ValueErrorType, "day is out of range for month")
	}
	return nil
}

// ordinal is date.toordinal (1 January of year 1 is 1).
func ordinal(year, month, day int64) int64 {
	y := year - 1
	days := y*365 + y/4 - y/100 + y/400
	for m := int64(1); m < month; m++ {
		days += daysIn(year, m)
	}
	return days + day
}

func fromOrdinal(n int64) (year, month, day int64) {
	year = 1 + (n-1)/366
	for ordinal(year+1, 1, 1) <= n {
		year++
	}
	for year > 1 && ordinal(year, 1, 1) > n {
		year--
	}
	n -= ordinal(year, 1, 1) - 1
	month = 1
	for n > daysIn(year, month) {
		n -= daysIn(year, month)
		month++
	}
	return year, month, n
}

// weekday is date.weekday (Monday=0).
func weekdayOf(year, month, day int64) int64 { return (ordinal(year, month, day) + 6) % 7 }

func (c reCache) strptime(t *vm.Thread, args []vm.Value, kw []string) (*parsed, error) {
	if err := native.Count("strptime", "strptime", args, kw, 1, 2); err != nil {
		return nil, err
	}
	format := "%a %b %d %H:%M:%S %Y"
	data, ok := native.Str(args[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "strptime() argument 0 must be str, not %s", reprType(args[0]))
	}
	if len(args) == 2 {
		if format, ok = native.Str(args[1]); !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "strptime() argument 1 must be str, not %s", reprType(args[1]))
		}
	}
	re, err := c.compile(format)
	if err != nil {
		return nil, err
	}
	m := re.FindStringSubmatchIndex(data)
	if m == nil {
		return nil, vm.Errorf(vm.ValueErrorType, "time data %s does not match format %s", strRepr(t, data), strRepr(t, format))
	}
	if m[1] != len(data) {
		return nil, vm.Errorf(vm.ValueErrorType, "unconverted data remains: %s", data[m[1]:])
	}
	groups := map[string]string{}
	var order []string
	for i, name := range re.SubexpNames() {
		if name != "" && m[2*i] >= 0 {
			if _, seen := groups[name]; !seen {
				order = append(order, name)
			}
			groups[name] = data[m[2*i]:m[2*i+1]]
		}
	}
	p := &parsed{month: 1, day: 1, tz: -1, tzname: vm.None, gmtoff: vm.None}
	atoi := func(s string) int64 { n, _ := strconv.ParseInt(strings.TrimSpace(s), 10, 64); return n }
	var year, isoYear, isoWeek, weekOfYear, weekday, julian *int64
	set := func(p **int64, v int64) { *p = &v }
	weekStartsMon := false
	for _, key := range order {
		v := groups[key]
		switch key {
		case "y":
			y := atoi(v)
			if y <= 68 {
				y += 2000
			} else {
				y += 1900
			}
			set(&year, y)
		case "Y":
			set(&year, atoi(v))
		case "G":
			set(&isoYear, atoi(v))
		case "m":
			p.month = atoi(v)
		case "B":
			p.month = int64(index(lowerAll(monthFull), strings.ToLower(v)) + 1)
		case "b":
			p.month = int64(index(lowerAll(monthAbbr), strings.ToLower(v)) + 1)
		case "d":
			p.day = atoi(v)
		case "H":
			p.hour = atoi(v)
		case "I":
			p.hour = atoi(v)
			switch strings.ToLower(groups["p"]) {
			case "", "am":
				if p.hour == 12 {
					p.hour = 0
				}
			case "pm":
				if p.hour != 12 {
					p.hour += 12
				}
			}
		case "M":
			p.minute = atoi(v)
		case "S":
			p.second = atoi(v)
		case "f":
			p.fraction = atoi(v + strings.Repeat("0", 6-len(v)))
		case "A":
			set(&weekday, int64(index(lowerAll(mondayFirst(dayFull)), strings.ToLower(v))))
		case "a":
			set(&weekday, int64(index(lowerAll(mondayFirst(dayAbbr)), strings.ToLower(v))))
		case "w":
			w := atoi(v)
			if w == 0 {
				w = 6
			} else {
				w--
			}
			set(&weekday, w)
		case "u":
			set(&weekday, atoi(v)-1)
		case "j":
			set(&julian, atoi(v))
		case "U", "W":
			set(&weekOfYear, atoi(v))
			weekStartsMon = key == "W"
		case "V":
			set(&isoWeek, atoi(v))
		case "z":
			if err := p.zoneOffset(v); err != nil {
				return nil, err
			}
		case "Z":
			z := strings.ToLower(v)
			if z == "utc" || z == "gmt" {
				p.tz = 0
			}
		}
	}
	switch {
	case year == nil && isoYear != nil:
		if isoWeek == nil || weekday == nil {
			return nil, vm.NewException(vm.ValueErrorType, vm.NewStr("ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u')."))
		}
		if julian != nil {
			return nil, vm.NewException(vm.ValueErrorType, vm.NewStr("Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead."))
		}
	case isoWeek != nil:
		if year == nil || weekday == nil {
			return nil, vm.NewException(vm.ValueErrorType, vm.NewStr("ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u')."))
		}
		return nil, vm.NewException(vm.ValueErrorType, vm.NewStr("ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead."))
	}
	leapYearFix := false
	if year == nil {
		if p.month == 2 && p.day == 29 {
			set(&year, 1904)
			leapYearFix = true
		} else {
			set(&year, 1900)
		}
	}
	p.year = *year
	if julian == nil && weekday != nil {
		if weekOfYear != nil {
			if err := checkDate(p.year, 1, 1); err != nil {
				return nil, err
			}
			set(&julian, julianFromUW(p.year, *weekOfYear, *weekday, weekStartsMon))
		} else if isoYear != nil && isoWeek != nil {
			y, j, err := julianFromV(*isoYear, *isoWeek, *weekday+1)
			if err != nil {
				return nil, err
			}
			p.year = y
			set(&julian, j)
		}
		if julian != nil && *julian <= 0 {
			p.year--
			*julian += 365 + b2i(isLeap(p.year))
		}
	}
	if julian == nil {
		if err := checkDate(p.year, p.month, p.day); err != nil {
			return nil, err
		}
		p.julian = ordinal(p.year, p.month, p.day) - ordinal(p.year, 1, 1) + 1
	} else {
		if err := checkDate(p.year, 1, 1); err != nil {
			return nil, err
		}
		p.julian = *julian
		p.year, p.month, p.day = fromOrdinal(*julian - 1 + ordinal(p.year, 1, 1))
	}
	if weekday == nil {
		if err := checkDate(p.year, p.month, p.day); err != nil {
			return nil, err
		}
		p.weekday = weekdayOf(p.year, p.month, p.day)
	} else {
		p.weekday = *weekday
	}
	if z, ok := groups["Z"]; ok {
		p.tzname = vm.NewStr(z)
	}
	if leapYearFix {
		p.year = 1900
	}
	return p, nil
}

func (p *parsed) zoneOffset(z string) error {
	if z == "Z" || z == "z" {
		p.gmtoff = vm.MakeInt(0)
		return nil
	}
	orig := z
	if z[3] == ':' {
		z = z[:3] + z[4:]
		if len(z) > 5 {
			if z[5] != ':' {
				return vm.Errorf(vm.ValueErrorType, "Inconsistent use of : in %s", orig)
			}
			z = z[:5] + z[6:]
		}
	}
	n := func(s string) int64 { v, _ := strconv.ParseInt(s, 10, 64); return v }
	secs := int64(0)
	if len(z) >= 7 {
		secs = n(z[5:7])
	}
	off := n(z[1:3])*3600 + n(z[3:5])*60 + secs
	var frac int64
	if len(z) > 8 {
		r := z[8:]
		frac = n(r + strings.Repeat("0", 6-len(r)))
	}
	if z[0] == '-' {
		off, frac = -off, -frac
	}
	p.gmtoff = vm.MakeInt(off)
	p.gmtoffFraction = frac
	return nil
}

func julianFromUW(year, week, dayOfWeek int64, weekStartsMon bool) int64 {
	first := weekdayOf(year, 1, 1)
	if !weekStartsMon {
		first = (first + 1) % 7
		dayOfWeek = (dayOfWeek + 1) % 7
	}
	week0 := (7 - first) % 7
	if week == 0 {
		return 1 + dayOfWeek - first
	}
	return 1 + week0 + 7*(week-1) + dayOfWeek
}

func julianFromV(isoYear, isoWeek, isoWeekday int64) (int64, int64, error) {
	if err := checkDate(isoYear, 1, 4); err != nil {
		return 0, 0, err
	}
	correction := weekdayOf(isoYear, 1, 4) + 1 + 3
	ord := isoWeek*7 + isoWeekday - correction
	if ord < 1 {
		ord += ordinal(isoYear, 1, 1)
		isoYear--
		ord -= ordinal(isoYear, 1, 1)
	}
	return isoYear, ord, nil
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func strRepr(t *vm.Thread, s string) string {
	r, err := t.Repr(vm.NewStr(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}

func reprType(x vm.Value) string { return "<class '" + native.TypeName(x) + "'>" }

// tuple11 is the struct_time sequence of a parse: tm_isdst is the zone
// found (-1 when none), then tm_zone and tm_gmtoff.
func (p *parsed) tuple11() vm.Tuple {
	return vm.Tuple{vm.MakeInt(p.year), vm.MakeInt(p.month), vm.MakeInt(p.day), vm.MakeInt(p.hour),
		vm.MakeInt(p.minute), vm.MakeInt(p.second), vm.MakeInt(p.weekday), vm.MakeInt(p.julian),
		vm.MakeInt(p.tz), p.tzname, p.gmtoff}
}

func (md *mod) strptime(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if md.cache == nil {
		md.cache = reCache{}
	}
	p, err := md.cache.strptime(t, args, kw)
	if err != nil {
		return nil, err
	}
	return t.Call(md.structTime, []vm.Value{p.tuple11()}, nil)
}

// newStrptimeModule is _strptime, which datetime.strptime uses.
func newStrptimeModule(t *vm.Thread) (*vm.Module, error) {
	cache := reCache{}
	m := native.NewModule("_strptime", native.Funcs{
		"_strptime": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			p, err := cache.strptime(t, args, kw)
			if err != nil {
				return nil, err
			}
			return vm.Tuple{p.tuple11(), vm.MakeInt(p.fraction), vm.MakeInt(p.gmtoffFraction)}, nil
		},
		"_strptime_time": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			tm, err := t.ImportModule("time")
			if err != nil {
				return nil, err
			}
			f, err := t.GetAttrString(tm, "strptime")
			if err != nil {
				return nil, err
			}
			return t.Call(f, args, kw)
		},
		"_strptime_datetime": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if len(args) < 1 {
				return nil, vm.Errorf(vm.TypeErrorType, "_strptime_datetime() missing required argument 'cls'")
			}
			p, err := cache.strptime(t, args[1:], kw)
			if err != nil {
				return nil, err
			}
			cargs := []vm.Value{vm.MakeInt(p.year), vm.MakeInt(p.month), vm.MakeInt(p.day), vm.MakeInt(p.hour),
				vm.MakeInt(p.minute), vm.MakeInt(p.second), vm.MakeInt(p.fraction)}
			if p.gmtoff != vm.None {
				dt, err := t.ImportModule("datetime")
				if err != nil {
					return nil, err
				}
				td, _ := t.GetAttrString(dt, "timedelta")
				tzc, _ := t.GetAttrString(dt, "timezone")
				delta, err := t.Call(td, []vm.Value{p.gmtoff, vm.MakeInt(p.gmtoffFraction)}, []string{"seconds", "microseconds"})
				if err != nil {
					return nil, err
				}
				targs := []vm.Value{delta}
				if p.tzname != vm.None {
					targs = append(targs, p.tzname)
				}
				tz, err := t.Call(tzc, targs, nil)
				if err != nil {
					return nil, err
				}
				cargs = append(cargs, tz)
			}
			return t.Call(args[0], cargs, nil)
		},
	})
	return m, nil
}
