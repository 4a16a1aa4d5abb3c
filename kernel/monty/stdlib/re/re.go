// Package re is Python's re module for monty, on package pyre (CPython's
// parser and semantics over the regexp2 backtracking engine).
//
// Pattern and Match are Go types wrapping pyre's; the module functions
// compile through a pattern cache owned by the module instance, that is
// by the Thread, never shared. Matching runs under the cell's context: its
// deadline stops a runaway backtracking match from inside, and the
// Thread's interrupt is checked between matches. RegexFlag, the int
// subclass whose repr names the flags, is a few lines of Python
// (prelude.py).
package re

import (
	"context"
	_ "embed"
	"errors"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/re/internal/pyre"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

//go:embed prelude.py
var prelude string

// runPrelude runs prelude.py in a new module; it is parsed and compiled
// once per process, at the first import, not in every interpreter.
var runPrelude = native.CompiledPrelude("<frozen re>", prelude)

func init() { vm.RegisterModule("re", newModule) }

// cacheSize is how many patterns the module functions keep compiled, as
// CPython's _MAXCACHE.
const cacheSize = 512

// errorType is re.error.
var errorType = vm.NewNativeType(vm.NativeType{
	Name:   "error",
	Module: "re",
	Base:   vm.ExceptionType,
	Doc: "Exception raised for invalid regular expressions.\n\n    Attributes:\n\n        msg: The unformatted error message\n" +
		"        pattern: The regular expression pattern\n        pos: The index in the pattern where compilation failed (may be None)\n" +
		"        lineno: The line corresponding to pos (may be None)\n        colno: The column corresponding to pos (may be None)\n    ",
	Methods: map[string]vm.BuiltinFunc{"__init__": errorInit},
})

func errorInit(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var msg, pattern, pos vm.Value = nil, vm.None, vm.None
	if err := t.UnpackArgs("error", args[1:], kw, "msg", &msg, "pattern?", &pattern, "pos?", &pos); err != nil {
		return nil, err
	}
	self := args[0]
	full := msg
	var lineno, colno vm.Value = vm.None, vm.None
	if pattern != vm.None && pos != vm.None {
		m, _ := t.Str(msg)
		p, _ := vm.AsInt64(pos)
		m += " at position " + itoa(int(p))
		var src string
		if s, ok := native.Str(pattern); ok {
			src = text.Slice(s, 0, min(int(p), text.Len(s)))
		} else if b, ok := native.Bytes(pattern); ok {
			src = string(b[:min(int(p), len(b))])
		}
		line := strings.Count(src, "\n") + 1
		col := int(p) + 1
		if nl := strings.LastIndexByte(src, '\n'); nl >= 0 {
			col = int(p) - text.Len(src[:nl])
		}
		lineno, colno = vm.MakeInt(int64(line)), vm.MakeInt(int64(col))
		whole, _ := native.Str(pattern)
		if b, ok := native.Bytes(pattern); ok {
			whole = string(b)
		}
		if strings.Contains(whole, "\n") {
			m += " (line " + itoa(line) + ", column " + itoa(col) + ")"
		}
		full = vm.NewStr(m)
	}
	for _, a := range []struct {
		n string
		v vm.Value
	}{{"args", vm.Tuple{full}}, {"msg", msg}, {"pattern", pattern}, {"pos", pos}, {"lineno", lineno}, {"colno", colno}} {
		if err := t.SetAttr(self, vm.NewStr(a.n), a.v); err != nil {
			return nil, err
		}
	}
	return vm.None, nil
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		return "-" + string(b)
	}
	return string(b)
}

// module is one Thread's re: its cache and its RegexFlag class.
type module struct {
	cache     *pyre.Cache
	regexFlag vm.Value
	// patterns keeps one Pattern object per compiled regexp, so that
	// compiling the same pattern twice gives the same object, as
	// CPython's cache does.
	patterns map[*pyre.Regexp]*pattern
	// lastStr and lastSubj are the str most recently matched against and
	// its decoded form: agent code runs several patterns over each line
	// in turn, and a str is immutable.
	lastStr  *vm.Str
	lastSubj *pyre.Subject

	// slice is the context of the current time slice (see withDeadline),
	// kept across calls so that most calls make no context of their own.
	slice struct {
		parent   context.Context
		ctx      context.Context
		cancel   context.CancelFunc
		deadline time.Time
	}
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	md := &module{cache: pyre.NewCache(cacheSize, 0), patterns: map[*pyre.Regexp]*pattern{}}
	m := native.NewModule("re", nil)
	if err := runPrelude(t, m); err != nil {
		return nil, err
	}
	md.regexFlag, _ = m.Dict().GetString("RegexFlag")
	d := m.Dict()
	d.SetString("error", errorType)
	d.SetString("Pattern", patternType)
	d.SetString("Match", matchType)
	d.SetString("__version__", vm.NewStr("2.2.1"))
	native.Add(m, native.Funcs{
		"compile":   md.compile,
		"search":    md.call("search", "search"),
		"match":     md.call("match", "match"),
		"fullmatch": md.call("fullmatch", "fullmatch"),
		"findall":   md.call("findall", "findall"),
		"finditer":  md.call("finditer", "finditer"),
		"split":     md.split,
		"sub":       md.sub("sub"),
		"subn":      md.sub("subn"),
		"escape":    escape,
		"purge": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			md.cache.Purge()
			return vm.None, nil
		},
		"template": md.compile,
	})
	return m, nil
}

// ctxOf is the context a match runs under: the cell's.
func ctxOf(t *vm.Thread) context.Context {
	if t.Ctx != nil {
		return t.Ctx
	}
	return context.Background()
}

// The cell's deadline reaches a match through its context: regexp2 checks
// it inside the backtracking loop, which is what stops a catastrophic
// pattern. When the context the kernel gave carries no deadline (the
// timeout is then only the Thread's interrupt, which the engine cannot
// see), a match runs under a deadline of its own, firstSlice at first;
// past it, if the Thread was not interrupted meanwhile, the call starts
// again with twice the time, up to maxSlice, until it ends or the
// interrupt comes.
const (
	firstSlice = time.Second
	maxSlice   = 4 * time.Second
)

// sliceFor returns a context that ends at least min from now: the
// current slice's if it has that long left, else a new one of length d.
func (md *module) sliceFor(parent context.Context, least, d time.Duration) context.Context {
	sl := &md.slice
	now := time.Now()
	if sl.ctx != nil && sl.parent == parent && sl.deadline.Sub(now) >= least && sl.ctx.Err() == nil {
		return sl.ctx
	}
	if sl.cancel != nil {
		sl.cancel()
	}
	sl.parent, sl.deadline = parent, now.Add(d)
	sl.ctx, sl.cancel = context.WithDeadline(parent, sl.deadline)
	return sl.ctx
}

// withDeadline runs f, one of pyre's calls, under the deadline rule above.
func (md *module) withDeadline(t *vm.Thread, f func(ctx context.Context) error) error {
	parent := ctxOf(t)
	if _, ok := parent.Deadline(); ok {
		return f(parent)
	}
	for slice := firstSlice; ; slice = min(2*slice, maxSlice) {
		err := f(md.sliceFor(parent, slice/2, slice))
		if err == nil || !errors.Is(err, pyre.ErrDeadline) || parent.Err() != nil {
			return err
		}
		if lim := t.Interrupted(); lim != nil {
			return lim
		}
		// the next attempt gets a fresh slice of twice the length
		md.slice.ctx = nil
	}
}

// sliceCtx is the context of a call that cannot be started again (the
// steps of finditer, sub with a callable): the cell's, or one that ends
// maxSlice from now when the cell's has no deadline.
func (md *module) sliceCtx(t *vm.Thread) context.Context {
	parent := ctxOf(t)
	if _, ok := parent.Deadline(); ok {
		return parent
	}
	return md.sliceFor(parent, maxSlice/2, maxSlice)
}

// convertError turns pyre's errors into Python exceptions, and a match
// stopped by the deadline into the Thread's limit error.
func convertError(t *vm.Thread, err error, pattern vm.Value) error {
	if err == nil {
		return nil
	}
	if lim := t.Interrupted(); lim != nil {
		return lim
	}
	var pe *pyre.Error
	switch {
	case errors.As(err, &pe):
		if pe.Type == "error" {
			var pos vm.Value = vm.None
			if pe.Pos >= 0 {
				pos = vm.MakeInt(int64(pe.Pos))
			} else {
				pattern = vm.None
			}
			e, cerr := t.Call(errorType, []vm.Value{vm.NewStr(pe.Msg), pattern, pos}, nil)
			if cerr != nil {
				return cerr
			}
			return e.(error)
		}
		cls := vm.ExceptionTypeByName(pe.Type)
		if cls == nil {
			cls = vm.ValueErrorType
		}
		return vm.Errorf(cls, "%s", pe.Msg)
	case errors.Is(err, pyre.ErrDeadline):
		if ctxOf(t).Err() == context.Canceled {
			return &vm.LimitError{Kind: vm.LimitCancelled, Msg: "KeyboardInterrupt: the cell was interrupted"}
		}
		return &vm.LimitError{Kind: vm.LimitTimeout, Msg: "TimeoutError: the cell ran past its timeout"}
	case errors.Is(err, pyre.ErrBacktrackLimit):
		return vm.Errorf(vm.MemoryErrorType, "%s", err.Error())
	}
	if _, ok := err.(*vm.Exception); ok {
		return err
	}
	if _, ok := err.(*vm.LimitError); ok {
		return err
	}
	return vm.Errorf(vm.RuntimeErrorType, "%s", err.Error())
}

// flagsOf reads a flags argument.
func flagsOf(t *vm.Thread, v vm.Value) (pyre.Flags, error) {
	if v == nil {
		return 0, nil
	}
	if !native.IsInt(v) {
		return 0, vm.Errorf(vm.TypeErrorType, "unsupported operand type(s) for &: '%s' and 'RegexFlag'", native.TypeName(v))
	}
	n, err := native.Int64(t, v, "Python int too large to convert to C int")
	if err != nil {
		return 0, err
	}
	return pyre.Flags(n), nil
}

// compilePattern is re._compile: a Pattern as it is, else a str or bytes
// compiled through the cache.
func (md *module) compilePattern(t *vm.Thread, p vm.Value, flags pyre.Flags) (*pattern, error) {
	if pat, ok := p.(*pattern); ok {
		if flags != 0 {
			return nil, vm.Errorf(vm.ValueErrorType, "cannot process flags argument with a compiled pattern")
		}
		return pat, nil
	}
	var src string
	isBytes := false
	if s, ok := native.Str(p); ok {
		src = s
	} else if b, ok := native.Bytes(p); ok {
		src, isBytes = string(b), true
	} else {
		return nil, vm.Errorf(vm.TypeErrorType, "first argument must be string or compiled pattern")
	}
	re, err := md.cache.Compile(src, isBytes, flags)
	if err != nil {
		return nil, convertError(t, err, p)
	}
	if pat, ok := md.patterns[re]; ok {
		return pat, nil
	}
	if len(md.patterns) >= 2*cacheSize {
		clear(md.patterns)
	}
	pat := &pattern{re: re, src: p, md: md}
	md.patterns[re] = pat
	return pat, nil
}

func (md *module) compile(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("compile", args, kw, 1, "pattern", "flags")
	if err != nil {
		return nil, err
	}
	p, f := a[0], a[1]
	flags, err := flagsOf(t, f)
	if err != nil {
		return nil, err
	}
	return md.compilePattern(t, p, flags)
}

// call is a module function that compiles its pattern and calls the
// Pattern method of the same name: re.search(p, s, flags) and friends.
func (md *module) call(name, method string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs(name, args, kw, 2, "pattern", "string", "flags")
		if err != nil {
			return nil, err
		}
		p, s, f := a[0], a[1], a[2]
		flags, err := flagsOf(t, f)
		if err != nil {
			return nil, err
		}
		pat, err := md.compilePattern(t, p, flags)
		if err != nil {
			return nil, err
		}
		return patternMethods[method](t, []vm.Value{pat, s}, nil)
	}
}

func (md *module) split(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	a, err := native.PyArgs("split", args, kw, 2, "pattern", "string", "maxsplit", "flags")
	if err != nil {
		return nil, err
	}
	p, s, maxsplit, f := a[0], a[1], a[2], a[3]
	flags, err := flagsOf(t, f)
	if err != nil {
		return nil, err
	}
	pat, err := md.compilePattern(t, p, flags)
	if err != nil {
		return nil, err
	}
	call := []vm.Value{pat, s}
	if maxsplit != nil {
		call = append(call, maxsplit)
	}
	return patternSplit(t, call, nil)
}

func (md *module) sub(name string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		a, err := native.PyArgs(name, args, kw, 3, "pattern", "repl", "string", "count", "flags")
		if err != nil {
			return nil, err
		}
		p, repl, s, count, f := a[0], a[1], a[2], a[3], a[4]
		flags, err := flagsOf(t, f)
		if err != nil {
			return nil, err
		}
		pat, err := md.compilePattern(t, p, flags)
		if err != nil {
			return nil, err
		}
		call := []vm.Value{pat, repl, s}
		if count != nil {
			call = append(call, count)
		}
		return patternMethods[name](t, call, nil)
	}
}

func escape(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var p vm.Value
	if err := t.UnpackArgs("escape", args, kw, "pattern", &p); err != nil {
		return nil, err
	}
	if s, ok := native.Str(p); ok {
		return vm.NewStr(pyre.Escape(s)), nil
	}
	if b, ok := native.Bytes(p); ok {
		return vm.NewBytes([]byte(pyre.Escape(string(b)))), nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "expected string or bytes-like object, got '%s'", native.TypeName(p))
}
