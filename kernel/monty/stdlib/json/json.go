// Package json is Python's json module for monty.
//
// The scanner and the encoder are Go (encode.go, decode.go), playing the
// part of CPython's C accelerator _json: they turn a document into dicts,
// lists, strs, ints and floats and back in one pass, with CPython's error
// messages and positions (counted in characters, not bytes). The classes a
// program may subclass, JSONEncoder and JSONDecoder, are the few lines of
// Python of the standard library's own json package (prelude.py), whose
// encode and decode call back into Go. dumps and loads without a custom
// class skip the classes altogether.
//
// Both directions charge what they build to the memory budget and look at
// the deadline every few thousand values, so a huge document cannot get
// past the cell's limits.
package json

import (
	_ "embed"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen json>", prelude)

func init() {
	vm.RegisterModule("json", newModule)
	for _, sub := range []string{"json.decoder", "json.encoder"} {
		sub := sub
		vm.RegisterModule(sub, func(t *vm.Thread) (*vm.Module, error) {
			if _, err := t.ImportModule("json"); err != nil {
				return nil, err
			}
			return t.Modules()[sub], nil
		})
	}
}

// decodeErrorType is json.JSONDecodeError.
var decodeErrorType = vm.NewNativeType(vm.NativeType{
	Name:   "JSONDecodeError",
	Module: "json.decoder",
	Base:   vm.ValueErrorType,
	Doc: "Subclass of ValueError with the following additional properties:\n\n" +
		"msg: The unformatted error message\ndoc: The JSON document being parsed\n" +
		"pos: The start index of doc where parsing failed\nlineno: The line corresponding to pos\n" +
		"colno: The column corresponding to pos\n\n",
	Methods: map[string]vm.BuiltinFunc{
		"__init__":   decodeErrorInit,
		"__reduce__": decodeErrorReduce,
	},
})

func decodeErrorInit(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var msg, doc string
	var pos int
	if err := t.UnpackArgs("JSONDecodeError", args[1:], kw, "msg", &msg, "doc", &doc, "pos", &pos); err != nil {
		return nil, err
	}
	off := text.Offset(doc, pos)
	lineno := strings.Count(doc[:off], "\n") + 1
	colno := pos + 1
	if nl := strings.LastIndexByte(doc[:off], '\n'); nl >= 0 {
		colno = pos - text.Len(doc[:nl])
	}
	self := args[0]
	errmsg := vm.NewStr(msg + ": line " + itoa(lineno) + " column " + itoa(colno) + " (char " + itoa(pos) + ")")
	set := func(name string, v vm.Value) error { return t.SetAttr(self, vm.NewStr(name), v) }
	for _, a := range []struct {
		name string
		v    vm.Value
	}{
		{"args", vm.Tuple{errmsg}},
		{"msg", args[1]}, {"doc", args[2]}, {"pos", args[3]},
		{"lineno", vm.MakeInt(int64(lineno))}, {"colno", vm.MakeInt(int64(colno))},
	} {
		if err := set(a.name, a.v); err != nil {
			return nil, err
		}
	}
	return vm.None, nil
}

func decodeErrorReduce(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var vals vm.Tuple
	for _, n := range []string{"msg", "doc", "pos"} {
		v, err := t.GetAttrString(args[0], n)
		if err != nil {
			return nil, err
		}
		vals = append(vals, v)
	}
	return vm.Tuple{args[0].Type(), vals}, nil
}

func itoa(n int) string {
	return string(appendInt(nil, n))
}

func appendInt(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	var d [20]byte
	i := len(d)
	for {
		i--
		d[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(b, d[i:]...)
}

// newDecodeError raises JSONDecodeError(msg, doc, pos).
func newDecodeError(t *vm.Thread, msg string, doc vm.Value, pos int) error {
	e, err := t.Call(decodeErrorType, []vm.Value{vm.NewStr(msg), doc, vm.MakeInt(int64(pos))}, nil)
	if err != nil {
		return err
	}
	return e.(error)
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("json", nil)
	decoderMod := native.NewModule("json.decoder", nil)
	encoderMod := native.NewModule("json.encoder", nil)
	d := m.Dict()
	d.SetString("__version__", vm.NewStr("2.0.9"))
	d.SetString("JSONDecodeError", decodeErrorType)
	native.Add(m, native.Funcs{
		"dumps":       func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return dumps(t, m, args, kw) },
		"loads":       func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return loads(t, m, args, kw) },
		"dump":        func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return dump(t, m, args, kw) },
		"load":        func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return load(t, m, args, kw) },
		"_encode":     encodeWith,
		"_iterencode": iterencodeWith,
		"_decode":     decodeWith,
		"_raw_decode": rawDecodeWith,
	})
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	for _, sub := range []struct {
		m     *vm.Module
		names []string
	}{
		{decoderMod, []string{"JSONDecoder", "JSONDecodeError", "NaN", "PosInf", "NegInf"}},
		{encoderMod, []string{"JSONEncoder"}},
	} {
		for _, n := range sub.names {
			v, _ := d.GetString(n)
			sub.m.Dict().SetString(n, v)
		}
		t.AddModule(sub.m)
	}
	d.SetString("decoder", decoderMod)
	d.SetString("encoder", encoderMod)
	return m, nil
}
