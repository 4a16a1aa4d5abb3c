package monty

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// fromGo converts a Go value to a Python value by the mapping of
// kernel.Request.Inputs. What it builds is charged to t's memory budget
// as it enters the interpreter (a host function's result, an input), so
// that a value too big for the budget is refused with MemoryError
// instead of being found at the next measurement.
func fromGo(t *vm.Thread, x any) (vm.Value, error) {
	if err := t.Alloc(goSize(x)); err != nil {
		return nil, err
	}
	switch v := x.(type) {
	case nil:
		return vm.None, nil
	case vm.Value:
		return v, nil
	case bool:
		return vm.Bool(v), nil
	case int:
		return vm.MakeInt(int64(v)), nil
	case int8:
		return vm.MakeInt(int64(v)), nil
	case int16:
		return vm.MakeInt(int64(v)), nil
	case int32:
		return vm.MakeInt(int64(v)), nil
	case int64:
		return vm.MakeInt(v), nil
	case uint:
		return vm.MakeBigInt(new(big.Int).SetUint64(uint64(v))), nil
	case uint8:
		return vm.MakeInt(int64(v)), nil
	case uint16:
		return vm.MakeInt(int64(v)), nil
	case uint32:
		return vm.MakeInt(int64(v)), nil
	case uint64:
		return vm.MakeBigInt(new(big.Int).SetUint64(v)), nil
	case *big.Int:
		return vm.MakeBigInt(v), nil
	case float64:
		return vm.Float(v), nil
	case float32:
		return vm.Float(float64(v)), nil
	case string:
		return vm.NewStr(v), nil
	case []byte:
		return vm.NewBytes(append([]byte(nil), v...)), nil
	case kernel.Tuple:
		elems, err := fromGoSlice(t, []any(v))
		if err != nil {
			return nil, err
		}
		return vm.Tuple(elems), nil
	case kernel.Set:
		s := vm.NewSet()
		for _, e := range v {
			pv, err := fromGo(t, e)
			if err != nil {
				return nil, err
			}
			if err := t.SetAdd(s, pv); err != nil {
				return nil, err
			}
		}
		return s, nil
	case []any:
		elems, err := fromGoSlice(t, v)
		if err != nil {
			return nil, err
		}
		return vm.NewList(elems), nil
	case map[string]any:
		d := vm.NewDict(len(v))
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sortStrings(keys)
		for _, k := range keys {
			pv, err := fromGo(t, v[k])
			if err != nil {
				return nil, err
			}
			d.SetString(k, pv)
		}
		return d, nil
	case kernel.Dict:
		d := vm.NewDict(len(v))
		for _, it := range v {
			k, err := fromGo(t, it.Key)
			if err != nil {
				return nil, err
			}
			val, err := fromGo(t, it.Value)
			if err != nil {
				return nil, err
			}
			if err := t.DictSet(d, k, val); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	rv := reflect.ValueOf(x)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		elems := make([]vm.Value, rv.Len())
		for i := range elems {
			e, err := fromGo(t, rv.Index(i).Interface())
			if err != nil {
				return nil, err
			}
			elems[i] = e
		}
		return vm.NewList(elems), nil
	case reflect.Map:
		d := vm.NewDict(rv.Len())
		iter := rv.MapRange()
		for iter.Next() {
			k, err := fromGo(t, iter.Key().Interface())
			if err != nil {
				return nil, err
			}
			val, err := fromGo(t, iter.Value().Interface())
			if err != nil {
				return nil, err
			}
			if err := t.DictSet(d, k, val); err != nil {
				return nil, err
			}
		}
		return d, nil
	case reflect.Pointer:
		if rv.IsNil() {
			return vm.None, nil
		}
		return fromGo(t, rv.Elem().Interface())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return vm.MakeInt(rv.Int()), nil
	case reflect.Float32, reflect.Float64:
		return vm.Float(rv.Float()), nil
	case reflect.String:
		return vm.NewStr(rv.String()), nil
	case reflect.Bool:
		return vm.Bool(rv.Bool()), nil
	}
	return nil, fmt.Errorf("cannot pass a Go %T to Python", x)
}

// goSize is about what the Python value made of x itself takes (its
// elements are charged as they are converted): the bytes of a str, bytes
// or int, the slots of a container.
func goSize(x any) int64 {
	switch v := x.(type) {
	case nil, bool, int, int8, int16, int32, int64, uint8, uint16, uint32, float32, float64, vm.Value:
		return 0
	case string:
		return int64(len(v)) + 32
	case []byte:
		return int64(len(v)) + 32
	case *big.Int:
		return int64(v.BitLen()/8) + 32
	case []any:
		return 16*int64(len(v)) + 32
	case kernel.Tuple:
		return 16*int64(len(v)) + 32
	case kernel.Set:
		return 48*int64(len(v)) + 64
	case map[string]any:
		return 64*int64(len(v)) + 64
	case kernel.Dict:
		return 64*int64(len(v)) + 64
	}
	rv := reflect.ValueOf(x)
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		return 16*int64(rv.Len()) + 32
	case reflect.Map:
		return 64*int64(rv.Len()) + 64
	case reflect.String:
		return int64(rv.Len()) + 32
	}
	return 0
}

func fromGoSlice(t *vm.Thread, xs []any) ([]vm.Value, error) {
	elems := make([]vm.Value, len(xs))
	for i, e := range xs {
		v, err := fromGo(t, e)
		if err != nil {
			return nil, err
		}
		elems[i] = v
	}
	return elems, nil
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// toGo converts a Python value to Go by the mapping of kernel.Func.
func toGo(t *vm.Thread, v vm.Value, depth int) (any, error) {
	if depth > 100 {
		return nil, vm.Errorf(vm.ValueErrorType, "value too deeply nested to pass to a host function")
	}
	switch x := v.(type) {
	case vm.NoneType:
		return nil, nil
	case vm.Bool:
		return bool(x), nil
	case vm.Int:
		return int64(x), nil
	case *vm.BigInt:
		return x.Big(), nil
	case vm.Float:
		return float64(x), nil
	case *vm.Str:
		return x.String(), nil
	case *vm.Bytes:
		return append([]byte(nil), x.Bytes()...), nil
	case *vm.List:
		return toGoSlice(t, x.Elems(), depth)
	case vm.Tuple:
		s, err := toGoSlice(t, x, depth)
		return kernel.Tuple(s), err
	case *vm.Set:
		s, err := toGoSlice(t, x.Elems(), depth)
		return kernel.Set(s), err
	case *vm.Dict:
		allStr := true
		x.Items(func(k, _ vm.Value) bool {
			if _, ok := k.(*vm.Str); !ok {
				allStr = false
			}
			return allStr
		})
		if allStr {
			m := make(map[string]any, x.Len())
			var err error
			x.Items(func(k, val vm.Value) bool {
				var g any
				g, err = toGo(t, val, depth+1)
				m[k.(*vm.Str).String()] = g
				return err == nil
			})
			return m, err
		}
		var d kernel.Dict
		var err error
		x.Items(func(k, val vm.Value) bool {
			var gk, gv any
			if gk, err = toGo(t, k, depth+1); err != nil {
				return false
			}
			if gv, err = toGo(t, val, depth+1); err != nil {
				return false
			}
			d = append(d, kernel.DictItem{Key: gk, Value: gv})
			return true
		})
		return d, err
	}
	return nil, vm.Errorf(vm.TypeErrorType, "cannot pass a '%s' object to a host function", v.Type().Name())
}

func toGoSlice(t *vm.Thread, xs []vm.Value, depth int) ([]any, error) {
	out := make([]any, len(xs))
	for i, e := range xs {
		g, err := toGo(t, e, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = g
	}
	return out, nil
}

// toJSON returns the JSON form of a value when it has one: None, bool,
// int, finite float, str, and lists, tuples and str-keyed dicts of those.
func toJSON(v vm.Value) json.RawMessage {
	var b strings.Builder
	if !writeJSON(&b, v, 0) {
		return nil
	}
	return json.RawMessage(b.String())
}

func writeJSON(b *strings.Builder, v vm.Value, depth int) bool {
	if depth > 100 {
		return false
	}
	switch x := v.(type) {
	case vm.NoneType:
		b.WriteString("null")
	case vm.Bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case vm.Int:
		b.WriteString(strconv.FormatInt(int64(x), 10))
	case *vm.BigInt:
		b.WriteString(x.Big().String())
	case vm.Float:
		f := float64(x)
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return false
		}
		enc, err := json.Marshal(f)
		if err != nil {
			return false
		}
		b.Write(enc)
	case *vm.Str:
		enc, err := json.Marshal(x.String())
		if err != nil {
			return false
		}
		b.Write(enc)
	case *vm.List:
		return writeJSONSeq(b, x.Elems(), depth)
	case vm.Tuple:
		return writeJSONSeq(b, x, depth)
	case *vm.Dict:
		b.WriteByte('{')
		ok := true
		first := true
		x.Items(func(k, val vm.Value) bool {
			ks, isStr := k.(*vm.Str)
			if !isStr {
				ok = false
				return false
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			enc, _ := json.Marshal(ks.String())
			b.Write(enc)
			b.WriteByte(':')
			ok = writeJSON(b, val, depth+1)
			return ok
		})
		if !ok {
			return false
		}
		b.WriteByte('}')
	default:
		return false
	}
	return true
}

func writeJSONSeq(b *strings.Builder, xs []vm.Value, depth int) bool {
	b.WriteByte('[')
	for i, e := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		if !writeJSON(b, e, depth+1) {
			return false
		}
	}
	b.WriteByte(']')
	return true
}
