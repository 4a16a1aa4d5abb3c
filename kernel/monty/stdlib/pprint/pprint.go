// Package pprint is Python's pprint module for monty, written in Python
// (pprint.py) and embedded in the binary, with the one-line form of plain
// data (plainRepr) in Go.
package pprint

import (
	_ "embed"
	"slices"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed pprint.py
var src string

func init() {
	run := native.CompiledPrelude("<frozen pprint>", src)
	vm.RegisterModule("pprint", func(t *vm.Thread) (*vm.Module, error) {
		m := vm.NewModule("pprint")
		native.Add(m, native.Funcs{"_plain_repr": plainRepr})
		t.AddModule(m) // visible to circular imports while it runs
		if err := run(t, m); err != nil {
			return nil, err
		}
		return m, nil
	})
}

// plainRepr is _plain_repr(obj, sort_dicts): the one-line form the
// Python code would compute (and which is always readable and never
// recursive) when obj is a tree of exactly the built-in containers
// (dict, list, tuple) and scalars, dicts keyed by strs only or by ints
// and bools only; None for anything else, cycles included, which the
// Python code then formats. The layout asks for this form at every level
// of the tree, so this is most of pformat's time.
func plainRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("_plain_repr", "_plain_repr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	sortDicts, err := t.Truth(args[1])
	if err != nil {
		return nil, err
	}
	w := walker{t: t, sort: sortDicts}
	ok, err := w.walk(args[0], 0)
	if err != nil || !ok {
		return vm.None, err
	}
	return vm.NewStr(w.b.String()), nil
}

// Bounds of the Go walk: past them the Python code formats the tree.
const (
	maxPlainDepth = 100
	maxPlainBytes = 1 << 20
)

type walker struct {
	t     *vm.Thread
	sort  bool
	b     strings.Builder
	open  []any // the containers being walked (their identities), to find cycles
	nodes int
}

func (w *walker) walk(x vm.Value, depth int) (bool, error) {
	if w.nodes++; w.nodes%1024 == 0 {
		if err := w.t.Interrupted(); err != nil {
			return false, err
		}
	}
	if depth > maxPlainDepth || w.b.Len() > maxPlainBytes {
		return false, nil
	}
	switch v := x.(type) {
	case *vm.Str, vm.Int, *vm.BigInt, vm.Float, vm.Bool, vm.NoneType, *vm.Bytes, vm.Complex:
		s, err := w.t.Repr(x)
		if err != nil {
			return false, err
		}
		if err := w.t.Alloc(int64(len(s))); err != nil {
			return false, err
		}
		w.b.WriteString(s)
		return true, nil
	case *vm.List:
		return w.seq(x, v.Elems(), "[", "]", depth)
	case vm.Tuple:
		if len(v) == 1 {
			return w.seq(x, v, "(", ",)", depth)
		}
		return w.seq(x, v, "(", ")", depth)
	case *vm.Dict:
		return w.dict(v, depth)
	}
	return false, nil
}

// enter notes a container, or reports that it is already being walked.
// A tuple, a slice, is known by its first element's address.
func (w *walker) enter(x vm.Value) bool {
	var id any = x
	if tu, ok := x.(vm.Tuple); ok {
		id = &tu[0]
	}
	if slices.Contains(w.open, id) {
		return false
	}
	w.open = append(w.open, id)
	return true
}

func (w *walker) seq(x vm.Value, elems []vm.Value, open, close string, depth int) (bool, error) {
	if len(elems) == 0 {
		w.b.WriteString(open[:1] + close[len(close)-1:])
		return true, nil
	}
	if !w.enter(x) {
		return false, nil
	}
	w.b.WriteString(open)
	for i, e := range elems {
		if i > 0 {
			w.b.WriteString(", ")
		}
		if ok, err := w.walk(e, depth+1); !ok || err != nil {
			return false, err
		}
	}
	w.b.WriteString(close)
	w.open = w.open[:len(w.open)-1]
	return true, nil
}

func (w *walker) dict(d *vm.Dict, depth int) (bool, error) {
	if d.Len() == 0 {
		w.b.WriteString("{}")
		return true, nil
	}
	if !w.enter(d) {
		return false, nil
	}
	keys := d.Keys()
	if w.sort {
		ok, err := w.sortKeys(keys)
		if !ok || err != nil {
			return false, err
		}
	}
	w.b.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			w.b.WriteString(", ")
		}
		v, _, err := w.t.DictGet(d, k)
		if err != nil {
			return false, err
		}
		if ok, err := w.walk(k, depth+1); !ok || err != nil {
			return false, err
		}
		w.b.WriteString(": ")
		if ok, err := w.walk(v, depth+1); !ok || err != nil {
			return false, err
		}
	}
	w.b.WriteString("}")
	w.open = w.open[:len(w.open)-1]
	return true, nil
}

// sortKeys orders keys that are all strs, or all ints and bools, as
// sorted() would; ok false for any other mix.
func (w *walker) sortKeys(keys []vm.Value) (bool, error) {
	strs := 0
	for _, k := range keys {
		switch k.(type) {
		case *vm.Str:
			strs++
		case vm.Int, *vm.BigInt, vm.Bool:
		default:
			return false, nil
		}
	}
	switch strs {
	case len(keys):
		slices.SortStableFunc(keys, func(a, b vm.Value) int {
			return strings.Compare(a.(*vm.Str).String(), b.(*vm.Str).String())
		})
		return true, nil
	case 0:
		var err error
		slices.SortStableFunc(keys, func(a, b vm.Value) int {
			if err != nil {
				return 0
			}
			var less bool
			if less, err = w.t.Less(a, b); less {
				return -1
			}
			if less, err = w.t.Less(b, a); less {
				return 1
			}
			return 0
		})
		return err == nil, err
	}
	return false, nil
}
