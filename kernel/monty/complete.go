package monty

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

var (
	_ kernel.Completer = (*Kernel)(nil)
	_ kernel.Inspector = (*Kernel)(nil)
)

// describeSrc is a function of an object giving its type's name, then
// its docstring, or for plain data its repr (shortened).
const describeSrc = `(lambda o: type(o).__name__ + '\n' + (repr(o)[:300] if isinstance(o, (bool, int, float, complex, str, bytes, list, dict, tuple, set)) else (getattr(o, '__doc__', None) or '')))`

// Inspect describes the dotted name before the cursor: "name: type",
// then its docstring (or, for plain data, its repr).
func (k *Kernel) Inspect(ctx context.Context, code string, cursor int) (string, error) {
	cursor = max(0, min(cursor, len(code)))
	i := cursor
	for i > 0 && (isIdent(code[i-1]) || code[i-1] == '.') {
		i--
	}
	j := cursor
	for j < len(code) && isIdent(code[j]) {
		j++
	}
	name := strings.Trim(code[i:j], ".")
	if !dottedName(name) {
		return "", nil
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return "", fmt.Errorf("monty: the kernel is closed")
	}
	v, err := k.evalQuiet(ctx, describeSrc+"("+name+")")
	if err != nil {
		return "", nil // not a name the session knows
	}
	s, ok := v.(*vm.Str)
	if !ok {
		return "", nil
	}
	return name + ": " + strings.TrimRight(s.String(), "\n"), nil
}

// completeTimeout bounds the lookup of the object before a dot.
const completeTimeout = 200 * time.Millisecond

// pyKeywords are completed with the names.
var pyKeywords = []string{"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
	"continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
	"in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"}

// Complete completes the name or dotted name before the cursor from the
// session's namespace: after "import " or "from " module names, after a
// dot the attributes of the object (dir), else globals, builtins and
// keywords.
func (k *Kernel) Complete(ctx context.Context, code string, cursor int) (kernel.Completion, error) {
	cursor = max(0, min(cursor, len(code)))
	before := code[:cursor]
	line := before[strings.LastIndexByte(before, '\n')+1:]
	i := len(line)
	for i > 0 && (isIdent(line[i-1]) || line[i-1] == '.') {
		i--
	}
	word := line[i:]
	start := cursor - len(word)
	head := strings.TrimSpace(line[:i])
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return kernel.Completion{}, fmt.Errorf("monty: the kernel is closed")
	}
	var names []string
	prefix := word
	switch {
	case head == "import" || head == "from" || strings.HasPrefix(head, "import ") && strings.HasSuffix(head, ","):
		names = vm.NativeModules()
	case strings.Contains(word, "."):
		dot := strings.LastIndexByte(word, '.')
		obj, attr := word[:dot], word[dot+1:]
		if !dottedName(obj) {
			return kernel.Completion{Start: cursor}, nil
		}
		var err error
		names, err = k.dir(ctx, obj)
		if err != nil {
			return kernel.Completion{Start: cursor}, nil // nothing to complete: not an error
		}
		prefix, start = attr, cursor-len(attr)
	default:
		for _, key := range k.globals.Keys() {
			if s, ok := key.(*vm.Str); ok {
				names = append(names, s.String())
			}
		}
		for _, key := range k.thread.Builtins().Keys() {
			if s, ok := key.(*vm.Str); ok {
				names = append(names, s.String())
			}
		}
		names = append(names, pyKeywords...)
	}
	seen := map[string]bool{}
	var out []string
	for _, n := range names {
		if !strings.HasPrefix(n, prefix) || seen[n] {
			continue
		}
		// Private names only when asked for.
		if strings.HasPrefix(n, "_") && !strings.HasPrefix(prefix, "_") {
			continue
		}
		seen[n] = true
		out = append(out, n)
	}
	sort.Strings(out)
	return kernel.Completion{Start: start, Matches: out}, nil
}

// dir returns dir(obj) for a dotted name, looked up in the namespace
// under a short time limit, its output discarded.
func (k *Kernel) dir(ctx context.Context, obj string) (names []string, err error) {
	v, err := k.evalQuiet(ctx, "dir("+obj+")")
	if err != nil {
		return nil, err
	}
	l, ok := v.(*vm.List)
	if !ok {
		return nil, fmt.Errorf("monty: dir gave %T", v)
	}
	for _, x := range l.Elems() {
		if s, ok := x.(*vm.Str); ok {
			names = append(names, s.String())
		}
	}
	return names, nil
}

// evalQuiet evaluates an expression in the namespace under a short time
// limit, its output discarded; the caller holds k.mu.
func (k *Kernel) evalQuiet(ctx context.Context, src string) (v vm.Value, err error) {
	tree, err := syntax.Parse("<completion>", []byte(src), syntax.ModeExec)
	if err != nil {
		return nil, err
	}
	code, err := compile.Compile("<completion>", tree, compile.Options{ReplValue: true})
	if err != nil {
		return nil, err
	}
	t := k.thread
	discard := &output{stream: kernel.Stdout, limit: 1}
	t.Stdout, t.Stderr = discard, discard
	limits := k.cfg.limits
	limits.Timeout = completeTimeout
	t.SetMemoryLimit(limits.MemoryBytes)
	t.ClearInterrupt()
	stop := startLimits(ctx, t, limits)
	defer func() {
		stop()
		t.Stdout, t.Stderr, t.Ctx = nil, nil, nil
		if r := recover(); r != nil {
			t.Recover()
			err = fmt.Errorf("monty: completion: %v", r)
		}
	}()
	return t.RunCode(t.Load(code), k.globals, k.globals)
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// dottedName reports whether s is a.b.c: names only, no calls, so that
// completing never runs more than attribute lookups.
func dottedName(s string) bool {
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if part == "" || part[0] >= '0' && part[0] <= '9' {
			return false
		}
		for i := 0; i < len(part); i++ {
			if !isIdent(part[i]) {
				return false
			}
		}
	}
	return true
}
