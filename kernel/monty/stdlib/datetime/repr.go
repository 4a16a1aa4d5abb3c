package datetime

import (
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The reprs of the Go types themselves (a subclass's repr names the
// subclass: the prelude's). They print repr() of a list of datetimes,
// which agent code does often.

func timedeltaRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
	x, ok := args[0].(*timedelta)
	if !ok {
		return nil, false, nil
	}
	var parts []string
	if x.days != 0 {
		parts = append(parts, "days="+strconv.FormatInt(x.days, 10))
	}
	if x.secs != 0 {
		parts = append(parts, "seconds="+strconv.FormatInt(x.secs, 10))
	}
	if x.us != 0 {
		parts = append(parts, "microseconds="+strconv.FormatInt(x.us, 10))
	}
	if len(parts) == 0 {
		parts = append(parts, "0")
	}
	return vm.NewStr("datetime.timedelta(" + strings.Join(parts, ", ") + ")"), true, nil
}

func dateRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
	x, ok := args[0].(*date)
	if !ok {
		return nil, false, nil
	}
	return vm.NewStr("datetime.date(" + joinInts(x.y, x.m, x.d) + ")"), true, nil
}

func datetimeRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, bool, error) {
	x, ok := args[0].(*datetime)
	if !ok {
		return nil, false, nil
	}
	fields := x.fields()
	for i := 0; i < 2 && fields[len(fields)-1] == 0; i++ {
		fields = fields[:len(fields)-1]
	}
	s := "datetime.datetime(" + joinInts(fields...)
	// fold before tzinfo, as CPython's C repr has them.
	if x.fold != 0 {
		s += ", fold=1"
	}
	if x.tz != nil {
		r, err := t.Repr(x.tz)
		if err != nil {
			return nil, true, err
		}
		s += ", tzinfo=" + r
	}
	return vm.NewStr(s + ")"), true, nil
}

func joinInts(v ...int64) string {
	parts := make([]string, len(v))
	for i, n := range v {
		parts[i] = strconv.FormatInt(n, 10)
	}
	return strings.Join(parts, ", ")
}
