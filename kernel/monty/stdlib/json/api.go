package json

import (
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The module functions: dumps and loads with their keyword options, dump
// and load over a file object, and the three hooks the Python classes
// call.

var dumpsOptions = []string{"skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls", "indent", "separators", "default", "sort_keys"}

// onePositional checks a Python-level function's single positional
// parameter.
func onePositional(fname, param string, pos []vm.Value) error {
	switch {
	case len(pos) == 0:
		return vm.Errorf(vm.TypeErrorType, "%s() missing 1 required positional argument: '%s'", fname, param)
	case len(pos) > 1:
		return vm.Errorf(vm.TypeErrorType, "%s() takes 1 positional argument but %d were given", fname, len(pos))
	}
	return nil
}

func truth(t *vm.Thread, kw map[string]vm.Value, name string, def bool) (bool, error) {
	v, ok := kw[name]
	if !ok {
		return def, nil
	}
	return t.Truth(v)
}

func isNone(kw map[string]vm.Value, name string) bool {
	v, ok := kw[name]
	return !ok || v == vm.None
}

// dumpsEncoder builds the encoder dumps' options ask for, or nil when a
// class (cls) must do the encoding.
func dumpsEncoder(t *vm.Thread, kw map[string]vm.Value) (*encoder, error) {
	e := defaultEncoder(t)
	if len(kw) == 0 {
		return e, nil
	}
	if !isNone(kw, "cls") {
		return nil, nil
	}
	for k := range kw {
		known := false
		for _, o := range dumpsOptions {
			known = known || k == o
		}
		if !known {
			return nil, vm.Errorf(vm.TypeErrorType, "JSONEncoder.__init__() got an unexpected keyword argument '%s'", k)
		}
	}
	var err error
	if e.skipKeys, err = truth(t, kw, "skipkeys", false); err != nil {
		return nil, err
	}
	if e.ensureASCII, err = truth(t, kw, "ensure_ascii", true); err != nil {
		return nil, err
	}
	if e.checkCircular, err = truth(t, kw, "check_circular", true); err != nil {
		return nil, err
	}
	if e.allowNaN, err = truth(t, kw, "allow_nan", true); err != nil {
		return nil, err
	}
	if e.sortKeys, err = truth(t, kw, "sort_keys", false); err != nil {
		return nil, err
	}
	if e.indent, e.hasIndent, err = indentString(t, kw["indent"]); err != nil {
		return nil, err
	}
	if e.hasIndent {
		e.itemSep = ","
	}
	if !isNone(kw, "separators") {
		if e.itemSep, e.keySep, err = separators(t, kw["separators"]); err != nil {
			return nil, err
		}
	}
	if !isNone(kw, "default") {
		e.defaultFn = kw["default"]
	}
	return e, nil
}

func separators(t *vm.Thread, v vm.Value) (string, string, error) {
	parts, err := t.ToList(v)
	if err != nil {
		return "", "", err
	}
	if len(parts) != 2 {
		if len(parts) > 2 {
			return "", "", vm.Errorf(vm.ValueErrorType, "too many values to unpack (expected 2)")
		}
		return "", "", vm.Errorf(vm.ValueErrorType, "not enough values to unpack (expected 2, got %d)", len(parts))
	}
	item, ok1 := native.Str(parts[0])
	key, ok2 := native.Str(parts[1])
	if !ok1 {
		return "", "", vm.Errorf(vm.TypeErrorType, "make_encoder() argument 7 must be str, not %s", native.TypeName(parts[0]))
	}
	if !ok2 {
		return "", "", vm.Errorf(vm.TypeErrorType, "make_encoder() argument 6 must be str, not %s", native.TypeName(parts[1]))
	}
	return item, key, nil
}

func dumps(t *vm.Thread, m *vm.Module, args []vm.Value, kwnames []string) (vm.Value, error) {
	pos, kw := native.Kwargs(args, kwnames)
	if err := onePositional("dumps", "obj", pos); err != nil {
		return nil, err
	}
	return dumpsValue(t, m, pos[0], kw)
}

func dumpsValue(t *vm.Thread, m *vm.Module, obj vm.Value, kw map[string]vm.Value) (vm.Value, error) {
	e, err := dumpsEncoder(t, kw)
	if err != nil {
		return nil, err
	}
	if e != nil {
		s, err := e.encode(obj)
		if err != nil {
			return nil, err
		}
		return vm.NewStr(s), nil
	}
	// cls(skipkeys=..., ...).encode(obj)
	cls := kw["cls"]
	var names []string
	var vals []vm.Value
	for k, v := range kw {
		if k != "cls" {
			names = append(names, k)
			vals = append(vals, v)
		}
	}
	enc, err := t.Call(cls, vals, names)
	if err != nil {
		return nil, err
	}
	return t.CallMethod(enc, "encode", obj)
}

func dump(t *vm.Thread, m *vm.Module, args []vm.Value, kwnames []string) (vm.Value, error) {
	pos, kw := native.Kwargs(args, kwnames)
	switch {
	case len(pos) < 2:
		missing := []string{"'obj' and 'fp'", "'fp'"}[len(pos)]
		n := 2 - len(pos)
		plural := "s"
		if n == 1 {
			plural = ""
		}
		return nil, vm.Errorf(vm.TypeErrorType, "dump() missing %d required positional argument%s: %s", n, plural, missing)
	case len(pos) > 2:
		return nil, vm.Errorf(vm.TypeErrorType, "dump() takes 2 positional arguments but %d were given", len(pos))
	}
	s, err := dumpsValue(t, m, pos[0], kw)
	if err != nil {
		return nil, err
	}
	if _, err := t.CallMethod(pos[1], "write", s); err != nil {
		return nil, err
	}
	return vm.None, nil
}

// document returns the text loads decodes: a str as it is, bytes decoded.
func document(t *vm.Thread, s vm.Value) (vm.Value, string, error) {
	if str, ok := native.Str(s); ok {
		if len(str) >= 3 && str[:3] == "\ufeff" {
			return nil, "", newDecodeError(t, "Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
		}
		return s, str, nil
	}
	if b, ok := native.Bytes(s); ok {
		str, err := decodeBytes(b)
		if err != nil {
			return nil, "", err
		}
		return vm.NewStr(str), str, nil
	}
	return nil, "", vm.Errorf(vm.TypeErrorType, "the JSON object must be str, bytes or bytearray, not %s", native.TypeName(s))
}

var loadsHooks = []string{"object_hook", "parse_float", "parse_int", "parse_constant", "object_pairs_hook"}

func loads(t *vm.Thread, m *vm.Module, args []vm.Value, kwnames []string) (vm.Value, error) {
	pos, kw := native.Kwargs(args, kwnames)
	if err := onePositional("loads", "s", pos); err != nil {
		return nil, err
	}
	return loadsValue(t, m, pos[0], kw)
}

func loadsValue(t *vm.Thread, m *vm.Module, s vm.Value, kw map[string]vm.Value) (vm.Value, error) {
	docV, doc, err := document(t, s)
	if err != nil {
		return nil, err
	}
	d := &decoder{t: t, s: doc, strict: true}
	if isNone(kw, "cls") {
		for k, v := range kw {
			switch k {
			case "cls":
			case "object_hook", "object_pairs_hook", "parse_constant", "parse_float", "parse_int":
				if v == vm.None {
					continue
				}
				b, err := t.Truth(v)
				if err != nil {
					return nil, err
				}
				if !b && (k == "parse_float" || k == "parse_int" || k == "parse_constant") {
					continue // "parse_float or float"
				}
				d.setHook(k, v)
			case "strict":
				if d.strict, err = t.Truth(v); err != nil {
					return nil, err
				}
			default:
				return nil, vm.Errorf(vm.TypeErrorType, "JSONDecoder.__init__() got an unexpected keyword argument '%s'", k)
			}
		}
		return d.decode()
	}
	var names []string
	var vals []vm.Value
	for k, v := range kw {
		if k == "cls" {
			continue
		}
		isHook := false
		for _, h := range loadsHooks {
			isHook = isHook || h == k
		}
		if isHook && v == vm.None {
			continue
		}
		names = append(names, k)
		vals = append(vals, v)
	}
	dec, err := t.Call(kw["cls"], vals, names)
	if err != nil {
		return nil, err
	}
	_ = docV
	return t.CallMethod(dec, "decode", docV)
}

func (d *decoder) setHook(name string, v vm.Value) {
	switch name {
	case "object_hook":
		d.objectHook = v
	case "object_pairs_hook":
		d.objectPairsHook = v
	case "parse_constant":
		d.parseConstant = v
	case "parse_float":
		if v != vm.FloatType {
			d.parseFloat = v
		}
	case "parse_int":
		if v != vm.IntType {
			d.parseInt = v
		}
	}
}

func load(t *vm.Thread, m *vm.Module, args []vm.Value, kwnames []string) (vm.Value, error) {
	pos, kw := native.Kwargs(args, kwnames)
	if err := onePositional("load", "fp", pos); err != nil {
		return nil, err
	}
	s, err := t.CallMethod(pos[0], "read")
	if err != nil {
		return nil, err
	}
	return loadsValue(t, m, s, kw)
}

// encoderOf reads the options of a JSONEncoder instance.
func encoderOf(t *vm.Thread, self vm.Value) (*encoder, error) {
	e := defaultEncoder(t)
	get := func(name string) (vm.Value, error) { return t.GetAttrString(self, name) }
	for _, f := range []struct {
		name string
		dst  *bool
	}{
		{"skipkeys", &e.skipKeys}, {"ensure_ascii", &e.ensureASCII}, {"check_circular", &e.checkCircular},
		{"allow_nan", &e.allowNaN}, {"sort_keys", &e.sortKeys},
	} {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		if *f.dst, err = t.Truth(v); err != nil {
			return nil, err
		}
	}
	indent, err := get("indent")
	if err != nil {
		return nil, err
	}
	if e.indent, e.hasIndent, err = indentString(t, indent); err != nil {
		return nil, err
	}
	item, err := get("item_separator")
	if err != nil {
		return nil, err
	}
	key, err := get("key_separator")
	if err != nil {
		return nil, err
	}
	if e.itemSep, e.keySep, err = separators(t, vm.Tuple{item, key}); err != nil {
		return nil, err
	}
	if e.defaultFn, err = get("default"); err != nil {
		return nil, err
	}
	return e, nil
}

// iterencodeWith returns the chunks JSONEncoder.iterencode yields.
func iterencodeWith(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	e, err := encoderOf(t, args[0])
	if err != nil {
		return nil, err
	}
	e.cuts = []int{0}
	e.pure = true
	if _, err := e.encode(args[1]); err != nil {
		return nil, err
	}
	return vm.NewList(e.chunks()), nil
}

func encodeWith(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	e, err := encoderOf(t, args[0])
	if err != nil {
		return nil, err
	}
	s, err := e.encode(args[1])
	if err != nil {
		return nil, err
	}
	return vm.NewStr(s), nil
}

// decoderOf reads the hooks of a JSONDecoder instance.
func decoderOf(t *vm.Thread, self vm.Value, doc string) (*decoder, error) {
	d := &decoder{t: t, s: doc}
	for _, h := range loadsHooks {
		v, err := t.GetAttrString(self, h)
		if err != nil {
			return nil, err
		}
		if v != vm.None {
			d.setHook(h, v)
		}
	}
	strict, err := t.GetAttrString(self, "strict")
	if err != nil {
		return nil, err
	}
	d.strict, err = t.Truth(strict)
	return d, err
}

func decodeWith(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	doc, ok := native.Str(args[1])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "the JSON object must be str, not %s", native.TypeName(args[1]))
	}
	d, err := decoderOf(t, args[0], doc)
	if err != nil {
		return nil, err
	}
	return d.decode()
}

func rawDecodeWith(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	doc, ok := native.Str(args[1])
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "first argument must be a string, not %s", native.TypeName(args[1]))
	}
	idx, err := native.Int64(t, args[2], "Python int too large to convert to C ssize_t")
	if err != nil {
		return nil, err
	}
	if idx < 0 {
		return nil, vm.Errorf(vm.ValueErrorType, "idx cannot be negative")
	}
	d, err := decoderOf(t, args[0], doc)
	if err != nil {
		return nil, err
	}
	start := text.Offset(doc, int(idx))
	if int(idx) > text.Len(doc) {
		return nil, newDecodeError(t, "Expecting value", args[1], int(idx))
	}
	v, end, err := d.scan(start)
	if err != nil {
		return nil, err
	}
	return vm.Tuple{v, vm.MakeInt(int64(text.Len(doc[:end])))}, nil
}
