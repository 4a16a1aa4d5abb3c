package format

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"
)

// toyArg stands in for the VM's values: int64, *big.Int, float64, bool,
// string, complex128, []any (a list) and map[string]any (a dict).
type toyArg struct{ v any }

func (a toyArg) TypeName() string {
	switch a.v.(type) {
	case int64, *big.Int:
		return "int"
	case float64:
		return "float"
	case bool:
		return "bool"
	case string:
		return "str"
	case complex128:
		return "complex"
	case map[string]any:
		return "dict"
	case []byte:
		return "bytes"
	case toyByteArray:
		return "bytearray"
	}
	return "list"
}

// toyByteArray stands in for a bytearray.
type toyByteArray []byte

func (a toyArg) AsBytes() ([]byte, bool) {
	switch v := a.v.(type) {
	case []byte:
		return v, true
	case toyByteArray:
		return v, true
	}
	return nil, false
}

func (a toyArg) Bytes() ([]byte, bool, error) {
	b, ok := a.AsBytes()
	return b, ok, nil
}

func (a toyArg) Str() (string, error) {
	switch v := a.v.(type) {
	case int64:
		return fmt.Sprint(v), nil
	case *big.Int:
		return BigIntString(v, 10, false, DefaultMaxStrDigits)
	case float64:
		return FloatRepr(v), nil
	case bool:
		if v {
			return "True", nil
		}
		return "False", nil
	case string:
		return v, nil
	case complex128:
		return ComplexRepr(v), nil
	case map[string]any:
		return "{'a': 1, 'b': 'x'}", nil
	case []byte:
		return BytesRepr(v), nil
	case toyByteArray:
		return "bytearray(" + BytesRepr(v) + ")", nil
	}
	return "[]", nil
}

func (a toyArg) Repr() (string, error) {
	if s, ok := a.v.(string); ok {
		return StrRepr(s), nil
	}
	return a.Str()
}

func (a toyArg) AsStr() (string, bool) { s, ok := a.v.(string); return s, ok }

func (a toyArg) IsInt() bool {
	switch a.v.(type) {
	case int64, *big.Int, bool:
		return true
	}
	return false
}

func (a toyArg) Int(index bool) (int64, *big.Int, error) {
	switch v := a.v.(type) {
	case int64:
		return v, nil, nil
	case *big.Int:
		return 0, v, nil
	case bool:
		if v {
			return 1, nil, nil
		}
		return 0, nil, nil
	case float64:
		switch {
		case index:
			return 0, nil, ErrWrongType
		case math.IsNaN(v):
			return 0, nil, valueError("cannot convert float NaN to integer")
		case math.IsInf(v, 0):
			return 0, nil, overflowError("cannot convert float infinity to integer")
		}
		b, _ := big.NewFloat(math.Trunc(v)).Int(nil)
		if b.IsInt64() {
			return b.Int64(), nil, nil
		}
		return 0, b, nil
	}
	return 0, nil, ErrWrongType
}

func (a toyArg) Float() (float64, error) {
	switch v := a.v.(type) {
	case int64:
		return float64(v), nil
	case *big.Int:
		f, _ := new(big.Float).SetInt(v).Float64()
		return f, nil
	case float64:
		return v, nil
	case bool:
		if v {
			return 1, nil
		}
		return 0, nil
	}
	return 0, typeError("must be real number, not " + a.TypeName())
}

// toyValue is a tagged value that both Go and the python oracle decode.
type toyValue struct {
	K string `json:"k"` // i (int, hex), f (float bits), b, s, c (complex bits), l (list), d (dict)
	I string `json:"i,omitempty"`
	F uint64 `json:"f,omitempty"`
	G uint64 `json:"g,omitempty"`
	S string `json:"s,omitempty"`
}

func (t toyValue) arg() toyArg {
	switch t.K {
	case "i":
		b, _ := new(big.Int).SetString(t.I, 16)
		if b.IsInt64() {
			return toyArg{b.Int64()}
		}
		return toyArg{b}
	case "f":
		return toyArg{math.Float64frombits(t.F)}
	case "b":
		return toyArg{t.S == "1"}
	case "s":
		return toyArg{t.S}
	case "c":
		return toyArg{complex(math.Float64frombits(t.F), math.Float64frombits(t.G))}
	case "d":
		return toyArg{map[string]any{"a": int64(1), "b": "x"}}
	case "y":
		return toyArg{latin1(t.S)}
	case "Y":
		return toyArg{toyByteArray(latin1(t.S))}
	}
	return toyArg{[]any{}}
}

// latin1 encodes s, whose code points are all below 256, a byte each.
func latin1(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r))
	}
	return b
}

func vi(i int64) toyValue   { return toyValue{K: "i", I: big.NewInt(i).Text(16)} }
func vf(f float64) toyValue { return toyValue{K: "f", F: math.Float64bits(f)} }
func vs(s string) toyValue  { return toyValue{K: "s", S: s} }
func vbig(s string) toyValue {
	b, _ := new(big.Int).SetString(s, 10)
	return toyValue{K: "i", I: b.Text(16)}
}
func vc(c complex128) toyValue {
	return toyValue{K: "c", F: math.Float64bits(real(c)), G: math.Float64bits(imag(c))}
}

// percentCase is a format and its right operand: a tuple, or a single
// value when single is set.
type percentCase struct {
	Format string     `json:"fmt"`
	Args   []toyValue `json:"args"`
	Single bool       `json:"single"`
	Bytes  bool       `json:"bytes"`
}

func percentCases() []percentCase {
	values := []toyValue{vi(0), vi(7), vi(-42), vi(255), vi(65), vi(0x1f600), vi(-1), vi(0x110000),
		vbig("123456789012345678901234567890"), vbig("-99999999999999999999"), vf(3.14159), vf(-0.5), vf(1e20), vf(2.5),
		vf(math.NaN()), vf(math.Inf(-1)), vf(1e-7), {K: "b", S: "1"}, vs("héllo"), vs("x"), vs("it's"), vs(""),
		vc(complex(1, 2)), {K: "l"}, {K: "y", S: "by\u00fft"}, {K: "y", S: "A"}, {K: "Y", S: "ba"}, {K: "Y", S: "\u0080"}}
	convs := []string{"s", "r", "a", "b", "d", "i", "u", "o", "x", "X", "e", "E", "f", "F", "g", "G", "c", "y", "%"}
	mods := []string{"", "5", "-5", "05", "+", " ", "#", "#08", "-#8", ".3", "10.2", "+010.3", "-+8", "*", ".*", "*.*", "l", "h", "0-6", "#.0", " 07"}
	var cs []percentCase
	for _, c := range convs {
		for _, m := range mods {
			for _, v := range values {
				args := []toyValue{v}
				if strings.Contains(m, "*") {
					args = []toyValue{vi(7), v}
					if strings.Count(m, "*") == 2 {
						args = []toyValue{vi(-9), vi(2), v}
					}
				}
				cs = append(cs, percentCase{Format: "<%" + m + c + ">", Args: args})
			}
		}
	}
	for _, f := range []string{"%y", "abc%", "%", "%(a)s", "%5.", "%.", "%*", "%-", "%0", "%%%d", "%s %s", "plain",
		"%\u0100", "%\x05", "é%q", "%(a", "%*d", "%.*f", "%hhd", "%lld", "%Ld", "%1000000000000000000000d", "%.9999999999f"} {
		cs = append(cs, percentCase{Format: f, Args: []toyValue{vi(5)}},
			percentCase{Format: f, Args: []toyValue{vi(5)}, Single: true},
			percentCase{Format: f, Args: nil},
			percentCase{Format: f, Args: []toyValue{vs("x"), vi(1)}},
			percentCase{Format: f, Args: []toyValue{{K: "d"}}, Single: true},
			percentCase{Format: f, Args: []toyValue{{K: "l"}}, Single: true})
	}
	for _, f := range []string{"%(a)s", "%(b)r %(a)05d", "%(a)s %s", "%(c)s", "%(a)*d", "%(a(b))s", "%s", "%(a)%", "abc", "%(a)s %%"} {
		cs = append(cs, percentCase{Format: f, Args: []toyValue{{K: "d"}}, Single: true})
	}
	cs = append(cs, percentCase{Format: "%*d", Args: []toyValue{vf(1.5), vi(1)}},
		percentCase{Format: "%*d", Args: []toyValue{vbig("1180591620717411303424"), vi(1)}},
		percentCase{Format: "%.*f", Args: []toyValue{vbig("1099511627776"), vf(1)}},
		percentCase{Format: "%.*f", Args: []toyValue{vi(-3), vf(1)}},
		percentCase{Format: "%*s", Args: []toyValue{{K: "b", S: "1"}, vs("a")}},
		percentCase{Format: "abc", Args: []toyValue{vi(5)}, Single: true},
		percentCase{Format: "abc", Args: []toyValue{vs("x")}, Single: true},
		percentCase{Format: "%d", Args: []toyValue{vbig("1" + strings.Repeat("0", 5000))}},
		percentCase{Format: "%x", Args: []toyValue{vbig("1" + strings.Repeat("0", 5000))}})
	for _, c := range cs[:len(cs):len(cs)] {
		c.Bytes = true
		cs = append(cs, c)
	}
	return cs
}

func TestPercentMatchesCPython(t *testing.T) {
	t.Parallel()
	cs := percentCases()
	var want []outcome
	python(t, pyPrelude+`
def make(v):
    k = v['k']
    if k == 'i': return int(v['i'], 16)
    if k == 'f': return f64(v.get('f', 0))
    if k == 'b': return v.get('s') == '1'
    if k == 's': return v.get('s', '')
    if k == 'c': return complex(f64(v.get('f', 0)), f64(v.get('g', 0)))
    if k == 'd': return {'a': 1, 'b': 'x'} if not c['bytes'] else {b'a': 1, b'b': b'x'}
    if k == 'y': return v.get('s', '').encode('latin-1')
    if k == 'Y': return bytearray(v.get('s', '').encode('latin-1'))
    return []
out = []
for c in cases:
    args = [make(a) for a in c['args'] or []]
    rhs = args[0] if c['single'] else tuple(args)
    fmt = c['fmt'].encode('utf-8') if c['bytes'] else c['fmt']
    out.append(attempt(lambda: repr(fmt % rhs) if c['bytes'] else fmt % rhs))
json.dump(out, sys.stdout)
`, cs, &want)
	failures := 0
	for i, c := range cs {
		args := make([]Arg, len(c.Args))
		for j, v := range c.Args {
			args[j] = v.arg()
		}
		var mapping func(string) (Arg, error)
		if c.Single {
			if d, ok := args[0].(toyArg).v.(map[string]any); ok {
				mapping = func(k string) (Arg, error) {
					if v, ok := d[k]; ok {
						return toyArg{v}, nil
					}
					return nil, &Error{Type: "KeyError", Msg: StrRepr(k)}
				}
			}
			if _, ok := args[0].(toyArg).v.([]any); ok {
				mapping = func(k string) (Arg, error) {
					return nil, typeError("list indices must be integers or slices, not str")
				}
			}
		}
		var got outcome
		if c.Bytes {
			bargs := make([]BytesArg, len(args))
			for j, a := range args {
				bargs[j] = a.(toyArg)
			}
			var bmapping func([]byte) (BytesArg, error)
			if mapping != nil {
				bmapping = func(k []byte) (BytesArg, error) {
					a, err := mapping(string(k))
					if err != nil {
						if e, ok := err.(*Error); ok && e.Type == "KeyError" {
							return nil, &Error{Type: "KeyError", Msg: BytesRepr(k)}
						}
						if e, ok := err.(*Error); ok && strings.HasSuffix(e.Msg, "not str") {
							return nil, typeError(strings.TrimSuffix(e.Msg, "str") + "bytes")
						}
						return nil, err
					}
					v := a.(toyArg)
					if s, ok := v.v.(string); ok {
						v.v = []byte(s) // the oracle's dict holds bytes
					}
					return v, nil
				}
			}
			b, err := PercentBytes([]byte(c.Format), bargs, !c.Single, bmapping, Limits{MaxStrDigits: DefaultMaxStrDigits})
			got = newOutcome(BytesRepr(b), err)
		} else {
			got = newOutcome(Percent(c.Format, args, !c.Single, mapping, Limits{MaxStrDigits: DefaultMaxStrDigits}))
		}
		if got.String() != want[i].String() && failures < 30 {
			failures++
			in, _ := json.Marshal(c)
			t.Errorf("%s: got %q, want %q", in, short(got.String()), short(want[i].String()))
		}
	}
	t.Logf("compared %d %%-formattings with CPython", len(cs))
}

func BenchmarkPercent(b *testing.B) {
	args := []Arg{toyArg{int64(42)}, toyArg{3.14159}, toyArg{"name"}}
	for b.Loop() {
		Percent("%5d|%.2f|%-8s|", args, true, nil, Limits{})
	}
}

func TestPercentLimitsWidth(t *testing.T) {
	lim := Limits{MaxWidth: 1 << 20}
	if _, err := Percent("%1000000000d", []Arg{toyArg{int64(1)}}, true, nil, lim); err == nil || err.Error() != "MemoryError: " {
		t.Errorf("huge width: err = %v, want MemoryError", err)
	}
	if _, err := Percent("%*s", []Arg{toyArg{int64(-1 << 40)}, toyArg{"x"}}, true, nil, lim); err == nil {
		t.Error("huge '*' width accepted")
	}
	if got, err := Percent("%5d", []Arg{toyArg{int64(1)}}, true, nil, lim); err != nil || got != "    1" {
		t.Errorf("small width: %q, %v", got, err)
	}
}
