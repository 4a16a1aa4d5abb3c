package collections

import (
	"reflect"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// deque is the storage and the hot methods of collections.deque: a ring
// buffer. The Python class deque (__init__.py beside this file) derives from it and
// adds what is rarely hot (repr, comparisons, +, *, index, insert,
// remove), through _items and _set_items.
type deque struct {
	buf    []vm.Value
	head   int // index of the first element in buf
	n      int
	maxlen int    // -1: unbounded
	state  uint64 // bumped by every change of length or order
}

var dequeType, dequeIterType *vm.Type

func (*deque) Type() *vm.Type { return dequeType }

// Referents hands the memory walk the deque's elements (vm.Referrer):
// through reflection each would be a work item of its own.
func (d *deque) Referents(visit func(vm.Value)) int64 {
	for i := 0; i < d.n; i++ {
		visit(*d.at(i))
	}
	return int64(reflect.TypeFor[deque]().Size()) + int64(cap(d.buf))*slotSize
}

type dequeIter struct {
	d       *deque
	i       int
	state   uint64
	reverse bool
}

func (*dequeIter) Type() *vm.Type { return dequeIterType }

func (d *deque) at(i int) *vm.Value { return &d.buf[(d.head+i)%len(d.buf)] }

// slotSize is what one element of the buffer costs (an interface).
const slotSize = 16

// grow makes room for one more element, charging the new buffer to the
// Thread's memory budget first.
func (d *deque) grow(t *vm.Thread) error {
	if d.n < len(d.buf) {
		return nil
	}
	size := max(8, 2*len(d.buf))
	if err := t.AllocElems(int64(size), slotSize); err != nil {
		return err
	}
	nb := make([]vm.Value, size)
	for i := 0; i < d.n; i++ {
		nb[i] = *d.at(i)
	}
	d.buf, d.head = nb, 0
	return nil
}

func (d *deque) pushRight(t *vm.Thread, v vm.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popLeft()
	}
	if err := d.grow(t); err != nil {
		return err
	}
	*d.at(d.n) = v
	d.n++
	d.state++
	return nil
}

func (d *deque) pushLeft(t *vm.Thread, v vm.Value) error {
	if d.maxlen == 0 {
		return nil
	}
	if d.n == d.maxlen {
		d.popRight()
	}
	if err := d.grow(t); err != nil {
		return err
	}
	d.head = (d.head - 1 + len(d.buf)) % len(d.buf)
	d.buf[d.head] = v
	d.n++
	d.state++
	return nil
}

func (d *deque) popLeft() vm.Value {
	v := d.buf[d.head]
	d.buf[d.head] = nil
	d.head = (d.head + 1) % len(d.buf)
	d.n--
	d.state++
	return v
}

func (d *deque) popRight() vm.Value {
	p := d.at(d.n - 1)
	v := *p
	*p = nil
	d.n--
	d.state++
	return v
}

func (d *deque) items() []vm.Value {
	out := make([]vm.Value, d.n)
	for i := range out {
		out[i] = *d.at(i)
	}
	return out
}

func (d *deque) setItems(t *vm.Thread, items []vm.Value) error {
	if err := t.AllocElems(int64(max(8, len(items))), slotSize); err != nil {
		return err
	}
	d.buf = append(make([]vm.Value, 0, max(8, len(items))), items...)
	d.buf = d.buf[:cap(d.buf)]
	d.head, d.n = 0, len(items)
	if d.maxlen >= 0 && d.n > d.maxlen {
		d.head, d.n = d.n-d.maxlen, d.maxlen
	}
	d.state++
	return nil
}

func self(v vm.Value) *deque { return native.Unwrap(v).(*deque) }

// index converts a deque index (with __index__), counting from the end
// when negative.
func (d *deque) index(t *vm.Thread, k vm.Value) (int, error) {
	if !native.IsInt(k) && k.Type().Lookup("__index__") == nil {
		return 0, vm.Errorf(vm.TypeErrorType, "sequence index must be integer, not '%s'", k.Type().Name())
	}
	i, err := native.Int64(t, k, "cannot fit 'int' into an index-sized integer")
	if err != nil {
		return 0, err
	}
	if i < 0 {
		i += int64(d.n)
	}
	if i < 0 || i >= int64(d.n) {
		return 0, vm.Errorf(vm.IndexErrorType, "deque index out of range")
	}
	return int(i), nil
}

// extend appends every element of it (a snapshot when it is d itself).
func (d *deque) extend(t *vm.Thread, it vm.Value, left bool) error {
	if o, ok := native.Unwrap(it).(*deque); ok && o == d {
		it = vm.NewList(d.items())
	}
	push := d.pushRight
	if left {
		push = d.pushLeft
	}
	n := 0
	return t.Iterate(it, func(v vm.Value) error {
		// A long extend (deque(range(10**9))) stops at the deadline.
		if n++; n%1024 == 0 {
			if err := t.Interrupted(); err != nil {
				return err
			}
		}
		return push(t, v)
	})
}

func method0(name string, f func(t *vm.Thread, d *deque) (vm.Value, error)) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.Count("deque."+name, name, args[1:], kw, 0, 0); err != nil {
			return nil, err
		}
		return f(t, self(args[0]))
	}
}

func method1(name string, f func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error)) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		if err := native.Count("deque."+name, name, args[1:], kw, 1, 1); err != nil {
			return nil, err
		}
		return f(t, self(args[0]), args[1])
	}
}

// scan calls f on each element, with the deque's mutation check.
func (d *deque) scan(f func(v vm.Value) (bool, error)) error {
	state := d.state
	for i := 0; i < d.n; i++ {
		stop, err := f(*d.at(i))
		if err != nil || stop {
			return err
		}
		if d.state != state {
			return vm.Errorf(vm.RuntimeErrorType, "deque mutated during iteration")
		}
	}
	return nil
}

func init() {
	dequeType = vm.NewNativeType(vm.NativeType{
		Name: "deque", Module: "collections",
		Doc:   "A list-like sequence optimized for data accesses near its endpoints.",
		Attrs: map[string]vm.Value{"__hash__": vm.None},
		ClassMethods: map[string]vm.BuiltinFunc{
			"__class_getitem__": forward("__class_getitem__"),
		},
		New: func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
			return vm.WrapInstance(cls, &deque{maxlen: -1}), nil
		},
		Methods: map[string]vm.BuiltinFunc{
			"__init__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if npos := len(args) - 1 - len(kw); npos > 2 {
					return nil, vm.Errorf(vm.TypeErrorType, "deque() takes at most 2 arguments (%d given)", npos)
				}
				a, err := native.PyArgs("deque", args[1:], kw, 0, "iterable", "maxlen")
				if err != nil {
					return nil, err
				}
				d := self(args[0])
				d.maxlen = -1
				if a[1] != nil && a[1] != vm.None {
					if !native.IsInt(a[1]) {
						return nil, vm.Errorf(vm.TypeErrorType, "an integer is required")
					}
					m, err := native.Int64(t, a[1], "Python int too large to convert to C ssize_t")
					if err != nil {
						return nil, err
					}
					if m < 0 {
						return nil, vm.Errorf(vm.ValueErrorType, "maxlen must be non-negative")
					}
					d.maxlen = int(min(m, 1<<40))
				}
				if d.n > 0 {
					if err := d.setItems(t, nil); err != nil {
						return nil, err
					}
				}
				if a[0] != nil {
					return vm.None, d.extend(t, a[0], false)
				}
				return vm.None, nil
			},
			"append": method1("append", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				return vm.None, d.pushRight(t, x)
			}),
			"appendleft": method1("appendleft", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				return vm.None, d.pushLeft(t, x)
			}),
			"pop": method0("pop", func(t *vm.Thread, d *deque) (vm.Value, error) {
				if d.n == 0 {
					return nil, vm.Errorf(vm.IndexErrorType, "pop from an empty deque")
				}
				return d.popRight(), nil
			}),
			"popleft": method0("popleft", func(t *vm.Thread, d *deque) (vm.Value, error) {
				if d.n == 0 {
					return nil, vm.Errorf(vm.IndexErrorType, "pop from an empty deque")
				}
				return d.popLeft(), nil
			}),
			"extend": method1("extend", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				return vm.None, d.extend(t, x, false)
			}),
			"extendleft": method1("extendleft", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				return vm.None, d.extend(t, x, true)
			}),
			"clear": method0("clear", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return vm.None, d.setItems(t, nil)
			}),
			"copy":       forward("copy"),
			"__copy__":   forward("__copy__"),
			"index":      forward("index"),
			"insert":     forward("insert"),
			"remove":     forward("remove"),
			"__repr__":   forward("__repr__"),
			"__reduce__": forward("__reduce__"),
			"__eq__":     forward("__eq__"),
			"__ne__":     forward("__ne__"),
			"__lt__":     forward("__lt__"),
			"__le__":     forward("__le__"),
			"__gt__":     forward("__gt__"),
			"__ge__":     forward("__ge__"),
			"__add__":    forward("__add__"),
			"__iadd__":   forward("__iadd__"),
			"__mul__":    forward("__mul__"),
			"__rmul__":   forward("__rmul__"),
			"__imul__":   forward("__imul__"),
			"__reduce_ex__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				return t.CallMethod(args[0], "__reduce__")
			},
			"_items": method0("_items", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return vm.NewList(d.items()), nil
			}),
			"_set_items": method1("_set_items", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				items, err := t.ToList(x)
				if err != nil {
					return nil, err
				}
				return vm.None, d.setItems(t, append([]vm.Value(nil), items...))
			}),
			"__len__": method0("__len__", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return vm.MakeInt(int64(d.n)), nil
			}),
			"__bool__": method0("__bool__", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return vm.Bool(d.n > 0), nil
			}),
			"__getitem__": method1("__getitem__", func(t *vm.Thread, d *deque, k vm.Value) (vm.Value, error) {
				i, err := d.index(t, k)
				if err != nil {
					return nil, err
				}
				return *d.at(i), nil
			}),
			"__setitem__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("deque.__setitem__", "__setitem__", args[1:], kw, 2, 2); err != nil {
					return nil, err
				}
				d := self(args[0])
				i, err := d.index(t, args[1])
				if err != nil {
					return nil, err
				}
				*d.at(i) = args[2]
				return vm.None, nil
			},
			"__delitem__": method1("__delitem__", func(t *vm.Thread, d *deque, k vm.Value) (vm.Value, error) {
				i, err := d.index(t, k)
				if err != nil {
					return nil, err
				}
				items := d.items()
				return vm.None, d.setItems(t, append(items[:i], items[i+1:]...))
			}),
			"__contains__": method1("__contains__", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				found := false
				err := d.scan(func(v vm.Value) (bool, error) {
					if v == x {
						found = true
						return true, nil
					}
					eq, err := t.Equal(v, x)
					found = eq
					return eq, err
				})
				return vm.Bool(found), err
			}),
			"count": method1("count", func(t *vm.Thread, d *deque, x vm.Value) (vm.Value, error) {
				n := 0
				err := d.scan(func(v vm.Value) (bool, error) {
					eq := v == x
					if !eq {
						var err error
						if eq, err = t.Equal(v, x); err != nil {
							return false, err
						}
					}
					if eq {
						n++
					}
					return false, nil
				})
				return vm.MakeInt(int64(n)), err
			}),
			"rotate": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				if err := native.Count("deque.rotate", "rotate", args[1:], kw, 0, 1); err != nil {
					return nil, err
				}
				d := self(args[0])
				k := int64(1)
				if len(args) == 2 {
					if !native.IsInt(args[1]) && args[1].Type().Lookup("__index__") == nil {
						return nil, vm.Errorf(vm.TypeErrorType, "'%s' object cannot be interpreted as an integer", args[1].Type().Name())
					}
					var err error
					if k, err = native.Int64(t, args[1], "Python int too large to convert to C ssize_t"); err != nil {
						return nil, err
					}
				}
				if d.n <= 1 {
					return vm.None, nil
				}
				k %= int64(d.n)
				if k < 0 {
					k += int64(d.n)
				}
				if k == 0 {
					return vm.None, nil
				}
				items := d.items()
				cut := d.n - int(k)
				return vm.None, d.setItems(t, append(items[cut:], items[:cut]...))
			},
			"reverse": method0("reverse", func(t *vm.Thread, d *deque) (vm.Value, error) {
				items := d.items()
				for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
					items[i], items[j] = items[j], items[i]
				}
				return vm.None, d.setItems(t, items)
			}),
			"__iter__": method0("__iter__", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return &dequeIter{d: d, state: d.state}, nil
			}),
			"__reversed__": method0("__reversed__", func(t *vm.Thread, d *deque) (vm.Value, error) {
				return &dequeIter{d: d, state: d.state, reverse: true}, nil
			}),
		},
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"maxlen":  maxlenGetter,
			"_maxlen": maxlenGetter,
			"_state": func(t *vm.Thread, s vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self(s).state & (1<<62 - 1))), nil
			},
		},
	})
	next := func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		it := args[0].(*dequeIter)
		d := it.d
		if it.state != d.state {
			it.i = d.n + 1
			return nil, vm.Errorf(vm.RuntimeErrorType, "deque mutated during iteration")
		}
		if it.i >= d.n {
			return nil, vm.NewException(vm.StopIterationType)
		}
		i := it.i
		if it.reverse {
			i = d.n - 1 - it.i
		}
		it.i++
		return *d.at(i), nil
	}
	dequeIterType = vm.NewNativeType(vm.NativeType{
		Name: "_deque_iterator", Module: "collections", Final: true,
		Methods: map[string]vm.BuiltinFunc{
			"__iter__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
			"__next__": next,
			"__length_hint__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
				it := args[0].(*dequeIter)
				return vm.MakeInt(int64(max(0, it.d.n-it.i))), nil
			},
		},
	})
}

func maxlenGetter(t *vm.Thread, s vm.Value) (vm.Value, error) {
	d := self(s)
	if d.maxlen < 0 {
		return vm.None, nil
	}
	return vm.MakeInt(int64(d.maxlen)), nil
}

// forward calls the Python definition of a deque method (the
// collections package's _deque_forward).
func forward(name string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		m, err := t.ImportModule("collections")
		if err != nil {
			return nil, err
		}
		table, ok := m.Dict().GetString("_deque_forward")
		if !ok {
			return nil, vm.Errorf(vm.AttributeErrorType, "collections has no _deque_forward")
		}
		f, err := t.GetItem(table, vm.NewStr(name))
		if err != nil {
			return nil, err
		}
		return t.Call(f, args, kw)
	}
}
