package monty

import (
	"context"
	"fmt"
	"slices"
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

// Inspect describes the dotted name at the cursor, or else the call the
// cursor is in: "name: type", the signature of a callable, then its
// docstring (or, for plain data, its repr).
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
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.closed {
		return "", fmt.Errorf("monty: the kernel is closed")
	}
	var v vm.Value
	err := fmt.Errorf("monty: no name at the cursor")
	if dottedName(name) {
		v, err = k.evalQuiet(ctx, describeSrc+"("+name+")")
	}
	if err != nil {
		// Not a name the session knows: describe the call the cursor is
		// in, as Jupyter's Shift+Tab does between the parentheses.
		if name = openCall(code[:cursor]); name == "" {
			return "", nil
		}
		if v, err = k.evalQuiet(ctx, describeSrc+"("+name+")"); err != nil {
			return "", nil
		}
	}
	s, ok := v.(*vm.Str)
	if !ok {
		return "", nil
	}
	kind, doc, _ := strings.Cut(strings.TrimRight(s.String(), "\n"), "\n")
	out := name + ": " + kind
	if sig := k.signature(ctx, name); sig != "" {
		out += "\n" + name[strings.LastIndexByte(name, '.')+1:] + sig
	}
	if doc != "" {
		out += "\n" + doc
	}
	return out, nil
}

// signature is str(inspect.signature(name)) for a callable, "" when it has
// none; the caller holds k.mu.
func (k *Kernel) signature(ctx context.Context, name string) string {
	v, err := k.evalQuiet(ctx, "(lambda o: str(__import__('inspect').signature(o)) if callable(o) else '')("+name+")")
	if err != nil {
		return ""
	}
	if s, ok := v.(*vm.Str); ok {
		return s.String()
	}
	return ""
}

// parameters are the names a call of name takes as keywords, in order;
// the caller holds k.mu.
func (k *Kernel) parameters(ctx context.Context, name string) []string {
	v, err := k.evalQuiet(ctx, "[p.name for p in __import__('inspect').signature("+name+").parameters.values() if p.kind.name in ('POSITIONAL_OR_KEYWORD', 'KEYWORD_ONLY')]")
	if err != nil {
		return nil
	}
	l, ok := v.(*vm.List)
	if !ok {
		return nil
	}
	var out []string
	for _, x := range l.Elems() {
		if s, ok := x.(*vm.Str); ok {
			out = append(out, s.String())
		}
	}
	return out
}

// openCall is the dotted name of the innermost call whose parenthesis is
// still open at the end of before, or "". Strings and comments are skipped
// roughly: enough for a cell being typed.
func openCall(before string) string {
	var open []int // offsets of the open brackets
	for i := 0; i < len(before); i++ {
		switch c := before[i]; c {
		case '"', '\'':
			quote := before[i : i+1]
			if strings.HasPrefix(before[i:], strings.Repeat(quote, 3)) {
				quote = strings.Repeat(quote, 3)
			}
			j := i + len(quote)
			for {
				n := strings.Index(before[j:], quote)
				if n < 0 {
					return "" // inside a string
				}
				j += n
				if len(quote) == 1 && before[j-1] == '\\' {
					j++
					continue
				}
				break
			}
			i = j + len(quote) - 1
		case '#':
			n := strings.IndexByte(before[i:], '\n')
			if n < 0 {
				return ""
			}
			i += n
		case '(', '[', '{':
			open = append(open, i)
		case ')', ']', '}':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) == 0 || before[open[len(open)-1]] != '(' {
		return ""
	}
	head := strings.TrimRight(before[:open[len(open)-1]], " \t")
	i := len(head)
	for i > 0 && (isIdent(head[i-1]) || head[i-1] == '.') {
		i--
	}
	name := strings.Trim(head[i:], ".")
	first, _, _ := strings.Cut(name, ".")
	if !dottedName(name) || slices.Contains(pyKeywords, first) {
		return ""
	}
	return name
}

// completeTimeout bounds the lookup of the object before a dot.
const completeTimeout = 200 * time.Millisecond

// pyKeywords are completed with the names.
var pyKeywords = []string{"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
	"continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
	"in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"}

// Complete completes the name or dotted name before the cursor from the
// session's namespace: after "import " or "from " module names, after a
// dot the attributes of the object (dir), else the keyword arguments of
// the call the cursor is in ("name=", first, from inspect.signature), then
// globals, builtins and keywords.
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
	var names, kwargs []string
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
		if callee := openCall(before); callee != "" && !strings.Contains(word, ".") {
			for _, p := range k.parameters(ctx, callee) {
				if strings.HasPrefix(p, word) {
					kwargs = append(kwargs, p+"=")
				}
			}
		}
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
	for _, kw := range kwargs {
		seen[strings.TrimSuffix(kw, "=")] = true // the keyword, not the name too
	}
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
	return kernel.Completion{Start: start, Matches: append(kwargs, out...)}, nil
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
