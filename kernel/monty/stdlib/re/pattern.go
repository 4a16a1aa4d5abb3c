package re

import (
	"context"
	"math"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/re/internal/pyre"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// pattern is re.Pattern: a compiled pattern and the str or bytes it was
// compiled from.
type pattern struct {
	re  *pyre.Regexp
	src vm.Value
	md  *module
	// names and nameIndex are the named groups in order, for groupdict.
	names     []*vm.Str
	nameIndex []int
}

func (*pattern) Type() *vm.Type { return patternType }

var (
	patternType    *vm.Type
	patternMethods map[string]vm.BuiltinFunc
)

func init() {
	patternMethods = map[string]vm.BuiltinFunc{
		"search":    patternFind("search", pyre.ModeSearch),
		"match":     patternFind("match", pyre.ModeMatch),
		"fullmatch": patternFind("fullmatch", pyre.ModeFull),
		"findall":   patternFindAll,
		"finditer":  patternFindIter,
		"split":     patternSplit,
		"sub":       patternSub("sub"),
		"subn":      patternSub("subn"),
	}
	methods := map[string]vm.BuiltinFunc{
		"__repr__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			p := args[0].(*pattern)
			r, err := t.Repr(p.src)
			if err != nil {
				return nil, err
			}
			return vm.NewStr(p.re.Repr(r)), nil
		},
		"__eq__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			p := args[0].(*pattern)
			q, ok := args[1].(*pattern)
			if !ok {
				return vm.NotImplemented, nil
			}
			return vm.Bool(p.re.Pattern() == q.re.Pattern() && p.re.IsBytes() == q.re.IsBytes() && p.re.Flags() == q.re.Flags()), nil
		},
		"__hash__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			p := args[0].(*pattern)
			h, err := t.Hash(p.src)
			return vm.MakeInt(h ^ int64(p.re.Flags())), err
		},
		"__copy__":     func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
		"__deepcopy__": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) { return args[0], nil },
		"scanner": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			return nil, vm.Errorf(vm.NotImplementedErrorType, "Pattern.scanner is not supported by monty")
		},
	}
	for k, v := range patternMethods {
		methods[k] = v
	}
	patternType = vm.NewNativeType(vm.NativeType{
		Name:    "Pattern",
		Module:  "re",
		Final:   true,
		Doc:     "Compiled regular expression object.",
		Methods: methods,
		Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
			"pattern": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return self.(*pattern).src, nil },
			"flags": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self.(*pattern).re.Flags())), nil
			},
			"groups": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				return vm.MakeInt(int64(self.(*pattern).re.Groups())), nil
			},
			"groupindex": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
				re := self.(*pattern).re
				d := vm.NewDict(0)
				for g := 1; g <= re.Groups(); g++ {
					if n := re.GroupName(g); n != "" {
						d.SetString(n, vm.MakeInt(int64(g)))
					}
				}
				return d, nil
			},
		},
	})
}

// subject prepares the string argument for a match against p.
func (p *pattern) subject(t *vm.Thread, s vm.Value) (*pyre.Subject, error) {
	if str, ok := native.Str(s); ok {
		if p.re.IsBytes() {
			return nil, vm.Errorf(vm.TypeErrorType, "cannot use a bytes pattern on a string-like object")
		}
		exact, _ := s.(*vm.Str)
		if exact != nil && exact == p.md.lastStr {
			return p.md.lastSubj, nil
		}
		if err := t.AllocElems(int64(len(str)), 4); err != nil {
			return nil, err
		}
		subj := pyre.NewSubject(str)
		if exact != nil {
			p.md.lastStr, p.md.lastSubj = exact, subj
		}
		return subj, nil
	}
	if b, ok := native.Bytes(s); ok {
		if !p.re.IsBytes() {
			return nil, vm.Errorf(vm.TypeErrorType, "cannot use a string pattern on a bytes-like object")
		}
		if err := t.AllocElems(int64(len(b)), 4); err != nil {
			return nil, err
		}
		return pyre.NewBytesSubject(b), nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "expected string or bytes-like object, got '%s'", native.TypeName(s))
}

// text makes a str or bytes of a piece of the subject.
func (p *pattern) text(s string) vm.Value {
	if p.re.IsBytes() {
		return vm.NewBytes([]byte(s))
	}
	return vm.NewStr(s)
}

// position reads pos/endpos: any int, clamped later by pyre.
func position(t *vm.Thread, v vm.Value, def int) (int, error) {
	if v == nil {
		return def, nil
	}
	b, err := native.IndexBig(t, v)
	if err != nil {
		return 0, err
	}
	switch {
	case b.IsInt64() && b.Int64() > math.MinInt32 && b.Int64() < math.MaxInt32:
		return int(b.Int64()), nil
	case b.Sign() < 0:
		return math.MinInt32, nil
	}
	return math.MaxInt32, nil
}

// searchArgs unpacks (string, pos=0, endpos=maxsize) of a Pattern method.
func searchArgs(t *vm.Thread, name string, args []vm.Value, kw []string) (*pattern, *pyre.Subject, vm.Value, int, int, error) {
	p, ok := args[0].(*pattern)
	if !ok {
		return nil, nil, nil, 0, 0, vm.Errorf(vm.TypeErrorType, "descriptor '%s' requires a 're.Pattern' object but received a '%s'", name, native.TypeName(args[0]))
	}
	if len(args) == 2 && len(kw) == 0 {
		// The common call: no pos or endpos, and nothing to unpack (the
		// unpacking's pointers would move its variables to the heap).
		subj, err := p.subject(t, args[1])
		if err != nil {
			return nil, nil, nil, 0, 0, err
		}
		return p, subj, args[1], 0, math.MaxInt32, nil
	}
	return searchArgsSlow(t, p, name, args, kw)
}

// searchArgsSlow is searchArgs with pos, endpos or keywords.
func searchArgsSlow(t *vm.Thread, p *pattern, name string, args []vm.Value, kw []string) (*pattern, *pyre.Subject, vm.Value, int, int, error) {
	var s, posV, endV vm.Value
	if err := t.UnpackArgs(name, args[1:], kw, "string", &s, "pos?", &posV, "endpos?", &endV); err != nil {
		return nil, nil, nil, 0, 0, err
	}
	subj, err := p.subject(t, s)
	if err != nil {
		return nil, nil, nil, 0, 0, err
	}
	pos, err := position(t, posV, 0)
	if err != nil {
		return nil, nil, nil, 0, 0, err
	}
	end, err := position(t, endV, math.MaxInt32)
	if err != nil {
		return nil, nil, nil, 0, 0, err
	}
	return p, subj, s, pos, end, nil
}

// matchBox holds a match and its pyre.Match in one allocation.
type matchBox struct {
	match
	pm pyre.Match
}

func patternFind(name string, mode pyre.Mode) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		p, subj, s, pos, end, err := searchArgs(t, name, args, kw)
		if err != nil {
			return nil, err
		}
		box := &matchBox{}
		var found bool
		err = p.md.withDeadline(t, func(ctx context.Context) (err error) {
			found, err = p.re.FindInto(ctx, mode, subj, pos, end, &box.pm)
			return err
		})
		if err != nil {
			return nil, convertError(t, err, p.src)
		}
		if !found {
			return vm.None, nil
		}
		box.match = match{m: &box.pm, p: p, str: s}
		return &box.match, nil
	}
}

func patternFindAll(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	p, subj, _, pos, end, err := searchArgs(t, "findall", args, kw)
	if err != nil {
		return nil, err
	}
	var flat []string
	err = p.md.withDeadline(t, func(ctx context.Context) (err error) {
		grow, release := holdItems(t)
		defer release()
		flat, err = p.re.FindAll(ctx, subj, pos, end, grow)
		return err
	})
	if err != nil {
		return nil, convertError(t, err, p.src)
	}
	if err := t.AllocElems(int64(len(flat)), itemBytes); err != nil {
		return nil, err
	}
	groups := p.re.Groups()
	if groups <= 1 {
		out := make([]vm.Value, len(flat))
		for i, s := range flat {
			out[i] = p.text(s)
		}
		return vm.NewList(out), nil
	}
	out := make([]vm.Value, 0, len(flat)/groups)
	for i := 0; i+groups <= len(flat); i += groups {
		tup := make(vm.Tuple, groups)
		for g := range tup {
			tup[g] = p.text(flat[i+g])
		}
		out = append(out, tup)
	}
	return vm.NewList(out), nil
}

func patternSplit(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	p, ok := args[0].(*pattern)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "descriptor 'split' requires a 're.Pattern' object")
	}
	var s vm.Value
	maxsplit := 0
	if err := t.UnpackArgs("split", args[1:], kw, "string", &s, "maxsplit?", &maxsplit); err != nil {
		return nil, err
	}
	subj, err := p.subject(t, s)
	if err != nil {
		return nil, err
	}
	var pieces []pyre.Piece
	err = p.md.withDeadline(t, func(ctx context.Context) (err error) {
		grow, release := holdItems(t)
		defer release()
		pieces, err = p.re.Split(ctx, subj, maxsplit, grow)
		return err
	})
	if err != nil {
		return nil, convertError(t, err, p.src)
	}
	if err := t.AllocElems(int64(len(pieces)), itemBytes); err != nil {
		return nil, err
	}
	out := make([]vm.Value, len(pieces))
	for i, pc := range pieces {
		if pc.OK {
			out[i] = p.text(pc.S)
		} else {
			out[i] = vm.None
		}
	}
	return vm.NewList(out), nil
}

func patternSub(name string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		p, ok := args[0].(*pattern)
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "descriptor '%s' requires a 're.Pattern' object", name)
		}
		var repl, s vm.Value
		count := 0
		if err := t.UnpackArgs(name, args[1:], kw, "repl", &repl, "string", &s, "count?", &count); err != nil {
			return nil, err
		}
		subj, err := p.subject(t, s)
		if err != nil {
			return nil, err
		}
		var out string
		var n int
		rs, isStr := native.Str(repl)
		rb, isBytes := native.Bytes(repl)
		switch {
		case isStr || isBytes:
			if isBytes {
				rs = string(rb)
			}
			if isStr == p.re.IsBytes() {
				kind := "str"
				if isBytes {
					kind = "bytes"
				}
				if p.re.IsBytes() {
					return nil, vm.Errorf(vm.TypeErrorType, "expected a bytes-like object, %s found", kind)
				}
				return nil, vm.Errorf(vm.TypeErrorType, "expected str instance, %s found", kind)
			}
			tmpl, err := p.re.ParseTemplate(rs)
			if err != nil {
				return nil, convertError(t, err, repl)
			}
			// Small enough whatever it matches: one call of pyre. Else
			// each replacement is charged to the memory budget before
			// it joins the result (re.sub('a', 'b' * 10**6, 'a' * 10**4)).
			small := int64(subj.Len()+1)*int64(len(rs)+1) <= 1<<20
			err = p.md.withDeadline(t, func(ctx context.Context) (err error) {
				if small {
					out, n, err = p.re.Sub(ctx, tmpl, subj, count)
					return err
				}
				out, n, err = p.re.SubFunc(ctx, func(m *pyre.Match) (string, error) {
					if size := m.ExpandSize(tmpl); size >= 1<<16 {
						// One replacement alone may be huge ('\\1' * 1000
						// of a large group): charged before it is built.
						if err := t.Alloc(size); err != nil {
							return "", err
						}
					}
					r := m.Expand(tmpl)
					// Three times: the result grows by doubling, and is
					// copied into a string at the end.
					return r, t.Alloc(3 * int64(len(r)))
				}, subj, count)
				return err
			})
			if err != nil {
				return nil, convertError(t, err, p.src)
			}
		default:
			if ok, _ := t.HasAttr(repl, "__call__"); !ok {
				if p.re.IsBytes() {
					return nil, vm.Errorf(vm.TypeErrorType, "expected a bytes-like object, %s found", native.TypeName(repl))
				}
				return nil, vm.Errorf(vm.TypeErrorType, "decoding to str: need a bytes-like object, %s found", native.TypeName(repl))
			}
			// items counts the pieces CPython joins, for its error message.
			items, last := 0, 0
			var held int64
			defer func() { t.ReleaseBytes(held) }()
			// A callable may have side effects: no second attempt.
			out, n, err = p.re.SubFunc(p.md.sliceCtx(t), func(m *pyre.Match) (string, error) {
				if err := t.Interrupted(); err != nil {
					return "", err
				}
				if s0, e0 := m.Span(0); s0 > last {
					items++
					last = e0
				} else {
					last = e0
				}
				item := items
				items++
				r, err := t.Call(repl, []vm.Value{&match{m: m, p: p, str: s}}, nil)
				if err != nil {
					return "", err
				}
				if r == vm.None {
					return "", nil
				}
				// Held until the result is done: the callable runs
				// Python, where a measurement cannot see pyre's buffer.
				if p.re.IsBytes() {
					if b, ok := native.Bytes(r); ok {
						held += 3 * int64(len(b))
						return string(b), t.HoldBytes(3 * int64(len(b)))
					}
					return "", vm.Errorf(vm.TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", item, native.TypeName(r))
				}
				if str, ok := native.Str(r); ok {
					held += 3 * int64(len(str))
					return str, t.HoldBytes(3 * int64(len(str)))
				}
				return "", vm.Errorf(vm.TypeErrorType, "sequence item %d: expected str instance, %s found", item, native.TypeName(r))
			}, subj, count)
			if err != nil {
				return nil, convertError(t, err, p.src)
			}
		}
		if err := t.Alloc(int64(len(out)) + 48); err != nil {
			return nil, err
		}
		res := p.text(out)
		if name == "subn" {
			return vm.Tuple{res, vm.MakeInt(int64(n))}, nil
		}
		return res, nil
	}
}

// itemBytes is what one item of a findall or split result is charged:
// its place in the list and its str.
const itemBytes = 64

// heldItemBytes is what one item costs while pyre collects it: a Go
// string header (an ASCII subject's matches share its bytes) and the
// slack of a slice grown by appends.
const heldItemBytes = 32

// holdItems returns the grow function for pyre's FindAll and Split, which
// holds the Go strings they collect against the memory budget as they
// collect them (no measurement can see them until they are values), and
// the release to call once the scan is over; the final list is charged
// as values then. Without it, findall over a long subject grew the
// process by gigabytes before the budget saw a byte.
func holdItems(t *vm.Thread) (grow func(items int) error, release func()) {
	var held int64
	grow = func(items int) error {
		n := int64(items) * heldItemBytes
		if err := t.HoldBytes(n); err != nil {
			return err
		}
		held += n
		return nil
	}
	return grow, func() { t.ReleaseBytes(held) }
}
