// Package zoneinfo is Python's zoneinfo module for monty. The IANA time
// zone database is read through Go's time.LoadLocation (the host's tzdata,
// or Go's embedded copy), never as files from Python; ZoneInfo itself is
// Python (zoneinfo.py), a tzinfo whose offsets come from the Go functions
// of _zoneinfo.
package zoneinfo

import (
	_ "embed"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed zoneinfo.py
var src string

var zoneType = vm.NewNativeType(vm.NativeType{Name: "_Zone", Module: "_zoneinfo", Final: true})

// zone is a loaded time zone.
type zone struct{ loc *time.Location }

func (*zone) Type() *vm.Type { return zoneType }

func init() {
	vm.RegisterModule("_zoneinfo", func(t *vm.Thread) (*vm.Module, error) {
		return native.NewModule("_zoneinfo", native.Funcs{
			"load":     load,
			"at_utc":   atUTC,
			"at_local": atLocal,
			"fixed":    fixed,
		}), nil
	})
	vm.RegisterModule("zoneinfo", native.PythonModule("zoneinfo", src))
}

// load(key) returns the zone, or None when the database has no such key.
func load(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("load", "load", args, kw, 1, 1); err != nil {
		return nil, err
	}
	key, ok := native.Str(args[0])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "key must be str")
	}
	// "" and "Local" mean UTC and the host's zone to Go, neither of which
	// is a key of the database.
	if key == "" || key == "Local" || strings.HasPrefix(key, "/") || strings.Contains(key, "..") {
		return vm.None, nil
	}
	loc, err := time.LoadLocation(key)
	if err != nil {
		return vm.None, nil
	}
	return &zone{loc}, nil
}

func zoneArg(v vm.Value) (*zone, error) {
	z, ok := v.(*zone)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "expected a zone")
	}
	return z, nil
}

// info is (utcoffset seconds, dst seconds, abbreviation) at the instant u.
func info(z *zone, u int64) vm.Value {
	at := time.Unix(u, 0).In(z.loc)
	name, off := at.Zone()
	var dst int64
	if at.IsDST() {
		// The standard offset is that of the latest period before this
		// one that is not daylight-saving time.
		start, _ := at.ZoneBounds()
		for i := 0; i < 8 && !start.IsZero(); i++ {
			prev := start.Add(-time.Second).In(z.loc)
			if !prev.IsDST() {
				_, std := prev.Zone()
				dst = int64(off - std)
				break
			}
			start, _ = prev.ZoneBounds()
		}
		if dst == 0 {
			dst = 3600
		}
	}
	return vm.Tuple{vm.MakeInt(int64(off)), vm.MakeInt(dst), vm.NewStr(name)}
}

func offset(z *zone, u int64) int64 {
	_, off := time.Unix(u, 0).In(z.loc).Zone()
	return int64(off)
}

// atUTC(zone, seconds) is the info of a UTC instant (seconds since the
// epoch) and its fold: 1 when the local time it shows occurs twice and
// this is the second time.
func atUTC(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("at_utc", "at_utc", args, kw, 2, 2); err != nil {
		return nil, err
	}
	z, err := zoneArg(args[0])
	if err != nil {
		return nil, err
	}
	u, ok := vm.AsInt64(args[1])
	if !ok {
		return nil, vm.Errorf(vm.OverflowErrorType, "timestamp out of range")
	}
	off := offset(z, u)
	fold := int64(0)
	start, _ := time.Unix(u, 0).In(z.loc).ZoneBounds()
	if !start.IsZero() {
		prevOff := offset(z, start.Unix()-1)
		if prevOff > off && u-start.Unix() < prevOff-off {
			fold = 1
		}
	}
	return vm.Tuple{info(z, u), vm.MakeInt(fold)}, nil
}

// atLocal(zone, seconds, fold) is the info of a local wall time (seconds
// since the epoch as if it were UTC), PEP 495's way: an ambiguous time
// takes the earlier offset with fold 0 and the later with fold 1; a time
// in a gap takes the offset before the gap with fold 0, after with 1.
func atLocal(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("at_local", "at_local", args, kw, 3, 3); err != nil {
		return nil, err
	}
	z, err := zoneArg(args[0])
	if err != nil {
		return nil, err
	}
	w, ok1 := vm.AsInt64(args[1])
	fold, ok2 := vm.AsInt64(args[2])
	if !ok1 || !ok2 {
		return nil, vm.Errorf(vm.OverflowErrorType, "timestamp out of range")
	}
	before, after := offset(z, w-86400), offset(z, w+86400)
	if before == after {
		return info(z, w-before), nil
	}
	ua, ub := w-before, w-after
	va, vb := offset(z, ua) == before, offset(z, ub) == after
	switch {
	case va && !vb:
		return info(z, ua), nil
	case vb && !va:
		return info(z, ub), nil
	case fold == 1:
		if !va && !vb {
			// In the gap: the instant with the offset after it.
			return info(z, w-before), nil
		}
		return info(z, ub), nil
	default:
		if !va && !vb {
			return info(z, w-after), nil
		}
		return info(z, ua), nil
	}
}

// fixed(zone) is the info of a zone without transitions (UTC, Etc/GMT+5),
// None for others: what ZoneInfo's methods answer for dt None.
func fixed(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("fixed", "fixed", args, kw, 1, 1); err != nil {
		return nil, err
	}
	z, err := zoneArg(args[0])
	if err != nil {
		return nil, err
	}
	now := time.Unix(0, 0).In(z.loc)
	if start, end := now.ZoneBounds(); start.IsZero() && end.IsZero() {
		return info(z, 0), nil
	}
	return vm.None, nil
}
