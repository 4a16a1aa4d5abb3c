package agent

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
)

// Values cross the protocol as JSON, tagged where JSON has no faithful form.
// null, booleans, strings and arrays are None, bool, str and list. A number with a
// fraction or an exponent is a float, without one an int of any size. An object is a
// str-keyed dict, unless it has exactly one key and that key starts with "$": then it
// is a tagged value:
//
//	{"$float": "nan" | "inf" | "-inf"}
//	{"$bytes": "<base64>"}
//	{"$tuple": [...]}   {"$set": [...]}   {"$frozenset": [...]}
//	{"$dict": [[key, value], ...]}   (keys that are not all str, or a "$" key)
//
// agent.py holds the Python half of this mapping.

// maxDepth bounds the nesting of a value, against cycles in Go values.
const maxDepth = 200

// Encode turns a Go value into its protocol form, by the mapping of
// kernel.Request.Inputs. Other values (structs, say) go by their encoding/json form.
func Encode(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	if err := encode(&b, v, 0); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func encode(b *bytes.Buffer, v any, depth int) error {
	if depth > maxDepth {
		return fmt.Errorf("value nested more than %d deep", maxDepth)
	}
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case string:
		writeString(b, v)
	case int:
		b.WriteString(strconv.FormatInt(int64(v), 10))
	case int8, int16, int32, int64:
		b.WriteString(strconv.FormatInt(reflect.ValueOf(v).Int(), 10))
	case uint, uint8, uint16, uint32, uint64, uintptr:
		b.WriteString(strconv.FormatUint(reflect.ValueOf(v).Uint(), 10))
	case *big.Int:
		if v == nil {
			b.WriteString("null")
		} else {
			b.WriteString(v.String())
		}
	case float32:
		writeFloat(b, float64(v))
	case float64:
		writeFloat(b, v)
	case []byte:
		b.WriteString(`{"$bytes":"`)
		b.WriteString(base64.StdEncoding.EncodeToString(v))
		b.WriteString(`"}`)
	case json.Number:
		if !json.Valid([]byte(v)) {
			return fmt.Errorf("invalid number %q", string(v))
		}
		b.WriteString(string(v))
	case kernel.Tuple:
		return encodeTagged(b, "$tuple", v, depth)
	case kernel.Set:
		return encodeTagged(b, "$set", v, depth)
	case kernel.Dict:
		b.WriteString(`{"$dict":[`)
		for i, item := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('[')
			if err := encode(b, item.Key, depth+1); err != nil {
				return err
			}
			b.WriteByte(',')
			if err := encode(b, item.Value, depth+1); err != nil {
				return err
			}
			b.WriteByte(']')
		}
		b.WriteString("]}")
	case []any:
		return encodeList(b, len(v), func(i int) any { return v[i] }, depth)
	case map[string]any:
		return encodeMap(b, reflect.ValueOf(v), depth)
	default:
		return encodeReflect(b, v, depth)
	}
	return nil
}

func encodeReflect(b *bytes.Buffer, v any, depth int) error {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			b.WriteString("null")
			return nil
		}
		return encode(b, rv.Elem().Interface(), depth+1)
	case reflect.Slice, reflect.Array:
		if rv.Kind() == reflect.Slice && rv.IsNil() {
			b.WriteString("[]")
			return nil
		}
		return encodeList(b, rv.Len(), func(i int) any { return rv.Index(i).Interface() }, depth)
	case reflect.Map:
		if rv.Type().Key().Kind() == reflect.String {
			return encodeMap(b, rv, depth)
		}
		keys := rv.MapKeys()
		d := make(kernel.Dict, len(keys))
		for i, k := range keys {
			d[i] = kernel.DictItem{Key: k.Interface(), Value: rv.MapIndex(k).Interface()}
		}
		return encode(b, d, depth+1)
	case reflect.Bool:
		return encode(b, rv.Bool(), depth)
	case reflect.String:
		return encode(b, rv.String(), depth)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return encode(b, rv.Int(), depth)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return encode(b, rv.Uint(), depth)
	case reflect.Float32, reflect.Float64:
		return encode(b, rv.Float(), depth)
	}
	// A struct or anything else with a JSON form travels as that form.
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("cannot pass %T to Python: %w", v, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return fmt.Errorf("cannot pass %T to Python: %w", v, err)
	}
	return encode(b, generic, depth+1)
}

func encodeTagged(b *bytes.Buffer, tag string, items []any, depth int) error {
	b.WriteString(`{"` + tag + `":`)
	if err := encodeList(b, len(items), func(i int) any { return items[i] }, depth); err != nil {
		return err
	}
	b.WriteByte('}')
	return nil
}

func encodeList(b *bytes.Buffer, n int, at func(int) any, depth int) error {
	b.WriteByte('[')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := encode(b, at(i), depth+1); err != nil {
			return err
		}
	}
	b.WriteByte(']')
	return nil
}

// encodeMap writes a string-keyed map in sorted key order, so the dict a cell sees
// is the same on every run.
func encodeMap(b *bytes.Buffer, rv reflect.Value, depth int) error {
	keys := make([]string, 0, rv.Len())
	for _, k := range rv.MapKeys() {
		keys = append(keys, k.String())
	}
	sort.Strings(keys)
	tagged := false
	for _, k := range keys {
		tagged = tagged || strings.HasPrefix(k, "$")
	}
	value := func(k string) any { return rv.MapIndex(reflect.ValueOf(k).Convert(rv.Type().Key())).Interface() }
	if tagged {
		d := make(kernel.Dict, len(keys))
		for i, k := range keys {
			d[i] = kernel.DictItem{Key: k, Value: value(k)}
		}
		return encode(b, d, depth+1)
	}
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		writeString(b, k)
		b.WriteByte(':')
		if err := encode(b, value(k), depth+1); err != nil {
			return err
		}
	}
	b.WriteByte('}')
	return nil
}

func writeString(b *bytes.Buffer, s string) {
	data, _ := json.Marshal(s) // a string always marshals
	b.Write(data)
}

func writeFloat(b *bytes.Buffer, f float64) {
	switch {
	case math.IsNaN(f):
		b.WriteString(`{"$float":"nan"}`)
	case math.IsInf(f, 1):
		b.WriteString(`{"$float":"inf"}`)
	case math.IsInf(f, -1):
		b.WriteString(`{"$float":"-inf"}`)
	default:
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".eEn") {
			s += ".0" // else Python would read an int
		}
		b.WriteString(s)
	}
}

// Decode turns a value in protocol form into Go, by the mapping of kernel.Func's
// arguments.
func Decode(raw json.RawMessage) (any, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return nil, fmt.Errorf("decode value: %w", err)
	}
	return decode(generic)
}

func decode(v any) (any, error) {
	switch v := v.(type) {
	case json.Number:
		return decodeNumber(string(v))
	case []any:
		return decodeList(v)
	case map[string]any:
		if len(v) == 1 {
			for tag, x := range v {
				if strings.HasPrefix(tag, "$") {
					return decodeTagged(tag, x)
				}
			}
		}
		out := make(map[string]any, len(v))
		for k, x := range v {
			d, err := decode(x)
			if err != nil {
				return nil, err
			}
			out[k] = d
		}
		return out, nil
	}
	return v, nil // nil, bool, string
}

func decodeNumber(s string) (any, error) {
	if strings.ContainsAny(s, ".eE") {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("decode float %s: %w", s, err)
		}
		return f, nil
	}
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return i, nil
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, fmt.Errorf("decode int %s", s)
	}
	return n, nil
}

func decodeList(v []any) ([]any, error) {
	out := make([]any, len(v))
	for i, x := range v {
		d, err := decode(x)
		if err != nil {
			return nil, err
		}
		out[i] = d
	}
	return out, nil
}

func decodeTagged(tag string, x any) (any, error) {
	switch tag {
	case "$float":
		switch x {
		case "nan":
			return math.NaN(), nil
		case "inf":
			return math.Inf(1), nil
		case "-inf":
			return math.Inf(-1), nil
		}
	case "$bytes":
		if s, ok := x.(string); ok {
			return base64.StdEncoding.DecodeString(s)
		}
	case "$tuple", "$set", "$frozenset":
		if items, ok := x.([]any); ok {
			list, err := decodeList(items)
			if tag == "$tuple" {
				return kernel.Tuple(list), err
			}
			return kernel.Set(list), err
		}
	case "$dict":
		items, ok := x.([]any)
		if !ok {
			break
		}
		d := make(kernel.Dict, 0, len(items))
		allStr := true
		for _, it := range items {
			pair, ok := it.([]any)
			if !ok || len(pair) != 2 {
				return nil, fmt.Errorf("decode $dict: item %v is not a [key, value] pair", it)
			}
			k, err := decode(pair[0])
			if err != nil {
				return nil, err
			}
			val, err := decode(pair[1])
			if err != nil {
				return nil, err
			}
			_, isStr := k.(string)
			allStr = allStr && isStr
			d = append(d, kernel.DictItem{Key: k, Value: val})
		}
		if !allStr {
			return d, nil
		}
		m := make(map[string]any, len(d))
		for _, it := range d {
			m[it.Key.(string)] = it.Value
		}
		return m, nil
	default:
		return nil, fmt.Errorf("decode value: unknown tag %q", tag)
	}
	return nil, fmt.Errorf("decode value: malformed %s", tag)
}
