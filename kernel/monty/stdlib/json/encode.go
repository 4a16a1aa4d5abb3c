package json

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/backyard-dev/backyard/kernel/monty/format"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// encoder holds the options of one encoding, read once from the
// JSONEncoder (or from dumps' defaults).
type encoder struct {
	t             *vm.Thread
	skipKeys      bool
	ensureASCII   bool
	checkCircular bool
	allowNaN      bool
	sortKeys      bool
	indent        string
	hasIndent     bool
	itemSep       string
	keySep        string
	defaultFn     vm.Value // nil: raise TypeError

	buf     []byte
	bufCap  int64 // the capacity of buf charged to the memory budget so far
	markers map[any]struct{}
	// cuts, when not nil, collects the offsets in buf where the
	// pure-Python encoder of CPython (iterencode) ends a chunk.
	cuts  []int
	pure  bool // CPython would use its pure-Python encoder (iterencode)
	depth int  // nesting, for the recursion limit
	level int  // nesting of containers, for the indent
	nodes int
}

// defaultEncoder is dumps without options.
func defaultEncoder(t *vm.Thread) *encoder {
	return &encoder{t: t, ensureASCII: true, checkCircular: true, allowNaN: true, itemSep: ", ", keySep: ": "}
}

// checkEvery is how many values the encoder and the decoder handle between
// two looks at the deadline.
const checkEvery = 1 << 12

func (e *encoder) encode(o vm.Value) (string, error) {
	if err := e.value(o); err != nil {
		return "", err
	}
	e.cut()
	if err := e.t.Alloc(int64(len(e.buf)) + 48); err != nil {
		return "", err
	}
	return string(e.buf), nil
}

func (e *encoder) value(o vm.Value) error {
	e.nodes++
	if e.nodes%checkEvery == 0 {
		if err := e.t.Interrupted(); err != nil {
			return err
		}
	}
	// The buffer is charged as it grows, once (charging its whole length
	// at every look would count it many times over), and twice what it
	// grew by: the array it outgrew is garbage not yet collected.
	if c := int64(cap(e.buf)); c > e.bufCap {
		if err := e.t.Alloc(2 * (c - e.bufCap)); err != nil {
			return err
		}
		e.bufCap = c
	}
	switch v := o.(type) {
	case *vm.Str:
		str := v.String()
		if len(str) >= 1<<12 {
			// Escapes make a string up to six times longer: a long one
			// is charged for what it will take before it is written.
			if err := e.t.Alloc(2 * quotedSize(str, e.ensureASCII)); err != nil {
				return err
			}
		}
		e.buf = appendString(e.buf, str, e.ensureASCII)
		return nil
	case vm.NoneType:
		e.buf = append(e.buf, "null"...)
		return nil
	case vm.Bool:
		if v {
			e.buf = append(e.buf, "true"...)
		} else {
			e.buf = append(e.buf, "false"...)
		}
		return nil
	case vm.Int:
		e.buf = strconv.AppendInt(e.buf, int64(v), 10)
		return nil
	case *vm.BigInt:
		e.buf = append(e.buf, v.Big().String()...)
		return nil
	case vm.Float:
		return e.float(float64(v))
	case *vm.List:
		return e.list(o, v.Elems())
	case vm.Tuple:
		return e.list(nil, v)
	case *vm.Dict:
		return e.dict(o, v)
	case *vm.Object:
		switch b := v.Base().(type) {
		case *vm.Str:
			e.buf = appendString(e.buf, b.String(), e.ensureASCII)
			return nil
		case vm.Int, *vm.BigInt, vm.Bool:
			if n, ok := vm.AsInt64(b); ok {
				e.buf = strconv.AppendInt(e.buf, n, 10)
			} else {
				big, _ := native.Big(b)
				e.buf = append(e.buf, big.String()...)
			}
			return nil
		case vm.Float:
			return e.float(float64(b))
		case *vm.List:
			return e.list(o, b.Elems())
		case vm.Tuple:
			return e.list(o, b)
		case *vm.Dict:
			return e.dict(o, b)
		}
	}
	return e.other(o)
}

// cut ends a chunk, in iterencode mode.
func (e *encoder) cut() {
	if e.cuts != nil && e.cuts[len(e.cuts)-1] != len(e.buf) {
		e.cuts = append(e.cuts, len(e.buf))
	}
}

// chunks splits the output as iterencode yields it.
func (e *encoder) chunks() []vm.Value {
	var out []vm.Value
	for i := 1; i < len(e.cuts); i++ {
		out = append(out, vm.NewStr(string(e.buf[e.cuts[i-1]:e.cuts[i]])))
	}
	return out
}

// scalar reports whether the pure-Python encoder writes o in the same
// chunk as the separator before it.
func scalar(o vm.Value) bool {
	switch v := o.(type) {
	case *vm.Str, vm.NoneType, vm.Bool, vm.Int, *vm.BigInt, vm.Float:
		return true
	case *vm.Object:
		switch v.Base().(type) {
		case *vm.Str, vm.Bool, vm.Int, *vm.BigInt, vm.Float:
			return true
		}
	}
	return false
}

// other is an object JSON has no form for: default(o) says what to write
// instead.
func (e *encoder) other(o vm.Value) error {
	if e.checkCircular {
		if err := e.enter(o); err != nil {
			return err
		}
		defer e.leave(o)
	}
	var r vm.Value
	var err error
	if e.defaultFn == nil {
		err = notSerializable(o)
	} else {
		r, err = e.t.Call(e.defaultFn, []vm.Value{o}, nil)
	}
	if err != nil {
		return err
	}
	if err := e.descend(); err != nil {
		return err
	}
	defer func() { e.depth-- }()
	return e.value(r)
}

func notSerializable(o vm.Value) error {
	return vm.Errorf(vm.TypeErrorType, "Object of type %s is not JSON serializable", native.TypeName(o))
}

// descend guards against a structure deeper than the recursion limit (a
// cycle when check_circular is off).
func (e *encoder) descend() error {
	e.depth++
	if e.depth > e.t.MaxDepth() {
		return vm.Errorf(vm.RecursionErrorType, "maximum recursion depth exceeded while encoding a JSON object")
	}
	return nil
}

// identity is what marks a container as being encoded, for the circular
// reference check.
func identity(o vm.Value) any {
	switch v := o.(type) {
	case *vm.List, *vm.Dict, *vm.Object:
		return v
	}
	return nil
}

func (e *encoder) enter(o vm.Value) error {
	id := identity(o)
	if id == nil {
		return nil
	}
	if e.markers == nil {
		e.markers = make(map[any]struct{})
	}
	if _, seen := e.markers[id]; seen {
		return vm.Errorf(vm.ValueErrorType, "Circular reference detected")
	}
	e.markers[id] = struct{}{}
	return nil
}

func (e *encoder) leave(o vm.Value) {
	if id := identity(o); id != nil {
		delete(e.markers, id)
	}
}

func (e *encoder) float(f float64) error {
	var s string
	switch {
	case math.IsNaN(f):
		s = "NaN"
	case math.IsInf(f, 1):
		s = "Infinity"
	case math.IsInf(f, -1):
		s = "-Infinity"
	default:
		e.buf = format.AppendFloatRepr(e.buf, f)
		return nil
	}
	if !e.allowNaN {
		if e.hasIndent || e.pure {
			// the pure-Python encoder CPython uses with an indent says more
			return vm.Errorf(vm.ValueErrorType, "Out of range float values are not JSON compliant: %s", format.FloatRepr(f))
		}
		return vm.Errorf(vm.ValueErrorType, "Out of range float values are not JSON compliant")
	}
	e.buf = append(e.buf, s...)
	return nil
}

func (e *encoder) newline() {
	e.buf = append(e.buf, '\n')
	for i := 0; i < e.level; i++ {
		e.buf = append(e.buf, e.indent...)
	}
}

func (e *encoder) list(self vm.Value, elems []vm.Value) error {
	if len(elems) == 0 {
		e.buf = append(e.buf, "[]"...)
		return nil
	}
	if e.checkCircular && self != nil {
		if err := e.enter(self); err != nil {
			return err
		}
		defer e.leave(self)
	}
	if err := e.descend(); err != nil {
		return err
	}
	e.level++
	e.buf = append(e.buf, '[')
	if e.hasIndent {
		e.newline()
	}
	for i := 0; i < len(elems); i++ {
		if i > 0 {
			e.buf = append(e.buf, e.itemSep...)
			if e.hasIndent {
				e.newline()
			}
		}
		if !scalar(elems[i]) {
			e.cut()
		}
		if err := e.value(elems[i]); err != nil {
			return err
		}
		e.cut()
	}
	e.depth--
	e.level--
	if e.hasIndent {
		e.newline()
		e.cut()
	}
	e.buf = append(e.buf, ']')
	e.cut()
	return nil
}

// key converts a dict key to the string JSON needs; skip reports a key
// skipkeys drops.
func (e *encoder) key(k vm.Value) (s string, skip bool, err error) {
	switch v := k.(type) {
	case *vm.Str:
		return v.String(), false, nil
	case vm.Float:
		old := e.buf
		e.buf = nil
		err := e.float(float64(v))
		s, e.buf = string(e.buf), old
		return s, false, err
	case vm.Bool:
		if v {
			return "true", false, nil
		}
		return "false", false, nil
	case vm.NoneType:
		return "null", false, nil
	case vm.Int:
		return strconv.FormatInt(int64(v), 10), false, nil
	case *vm.BigInt:
		return v.Big().String(), false, nil
	case *vm.Object:
		switch b := v.Base().(type) {
		case *vm.Str, vm.Float, vm.Int, *vm.BigInt, vm.Bool:
			return e.key(b)
		}
	}
	if e.skipKeys {
		return "", true, nil
	}
	return "", false, vm.Errorf(vm.TypeErrorType, "keys must be str, int, float, bool or None, not %s", native.TypeName(k))
}

type item struct{ k, v vm.Value }

// sortItems sorts by key as sorted(d.items()) does; the first comparison
// is the one CPython's sort makes first, so that mixed key types raise the
// same TypeError.
func (e *encoder) sortItems(items []item) error {
	if len(items) < 2 {
		return nil
	}
	if _, err := e.t.Less(items[1].k, items[0].k); err != nil {
		return err
	}
	var sortErr error
	sort.SliceStable(items, func(i, j int) bool {
		if sortErr != nil {
			return false
		}
		lt, err := e.t.Less(items[i].k, items[j].k)
		if err != nil {
			sortErr = err
		}
		return lt
	})
	return sortErr
}

func (e *encoder) dict(self vm.Value, d *vm.Dict) error {
	if d.Len() == 0 {
		e.buf = append(e.buf, "{}"...)
		return nil
	}
	if e.checkCircular {
		if err := e.enter(self); err != nil {
			return err
		}
		defer e.leave(self)
	}
	if err := e.descend(); err != nil {
		return err
	}
	e.level++
	e.buf = append(e.buf, '{')
	e.cut()
	if e.hasIndent {
		e.newline()
		e.cut()
	}
	var items []item
	if e.sortKeys {
		items = make([]item, 0, d.Len())
		d.Items(func(k, v vm.Value) bool {
			items = append(items, item{k, v})
			return true
		})
		if err := e.sortItems(items); err != nil {
			return err
		}
	}
	first := true
	var err error
	each := func(k, v vm.Value) bool {
		var ks string
		var skip bool
		if ks, skip, err = e.key(k); err != nil || skip {
			return err == nil
		}
		if !first {
			e.buf = append(e.buf, e.itemSep...)
			if e.hasIndent {
				e.newline()
			}
			e.cut()
		}
		first = false
		e.buf = appendString(e.buf, ks, e.ensureASCII)
		e.cut()
		e.buf = append(e.buf, e.keySep...)
		e.cut()
		err = e.value(v)
		e.cut()
		return err == nil
	}
	if items != nil {
		for _, it := range items {
			if !each(it.k, it.v) {
				break
			}
		}
	} else {
		d.Items(each)
	}
	if err != nil {
		return err
	}
	e.depth--
	e.level--
	if e.hasIndent {
		e.newline()
		e.cut()
	}
	e.buf = append(e.buf, '}')
	e.cut()
	return nil
}

const hexDigits = "0123456789abcdef"

// plain marks the ASCII bytes a JSON string holds as they are.
var plain = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return
}()

func appendU(dst []byte, r rune) []byte {
	return append(dst, '\\', 'u', hexDigits[r>>12&0xF], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
}

// appendString appends s as a JSON string: quotes, backslashes and control
// characters escaped, and with ensureASCII everything past ASCII (and DEL)
// as \uXXXX, astral characters as surrogate pairs.
func appendString(dst []byte, s string, ensureASCII bool) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if plain[c] && (c != 0x7f || !ensureASCII) {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"':
				dst = append(dst, '\\', '"')
			case '\\':
				dst = append(dst, '\\', '\\')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = appendU(dst, rune(c))
			}
			i++
			start = i
			continue
		}
		if !ensureASCII {
			i++
			continue
		}
		r, size := text.DecodeRune(s[i:])
		dst = append(dst, s[start:i]...)
		if r >= 0x10000 {
			r -= 0x10000
			dst = appendU(dst, 0xD800|(r>>10)&0x3FF)
			dst = appendU(dst, 0xDC00|r&0x3FF)
		} else {
			dst = appendU(dst, r)
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// indentString is the indent option as a string: n spaces for an int.
func indentString(t *vm.Thread, v vm.Value) (string, bool, error) {
	if v == vm.None || v == nil {
		return "", false, nil
	}
	if s, ok := native.Str(v); ok {
		return s, true, nil
	}
	if native.IsInt(v) {
		n, err := native.Int64(t, v, "cannot fit 'int' into an index-sized integer")
		if err != nil {
			return "", false, err
		}
		if n < 0 {
			n = 0
		}
		if err := t.Alloc(n); err != nil {
			return "", false, err
		}
		return strings.Repeat(" ", int(n)), true, nil
	}
	// CPython multiplies ' ' by it: the same TypeError
	return "", false, vm.Errorf(vm.TypeErrorType, "can't multiply sequence by non-int of type '%s'", native.TypeName(v))
}

// quotedSize bounds the length of s written by appendString: six bytes
// for an escaped ASCII byte (\u0000), three a byte for non-ASCII text
// under ensure_ascii (\uXXXX for two or three bytes, a surrogate pair
// of twelve for four).
func quotedSize(s string, ensureASCII bool) int64 {
	n := int64(2)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c == '"' || c == '\\' || c == 0x7f:
			n += 6
		case c >= 0x80 && ensureASCII:
			n += 3
		default:
			n++
		}
	}
	return n
}
