package vm

import (
	"runtime/debug"
	"strings"
	"testing"
)

// stackBound is the Go stack the deepest legal recursion must fit in:
// what the bound on Go recursion (maxNativeDepth) promises, with room.
const stackBound = 32 << 20

// TestNativeDepthFitsStack runs, at the highest recursion limit a program
// can set, each kind of recursion that goes through Go as deep as the VM
// allows, on a goroutine whose Go stack is bounded (debug.SetMaxStack):
// each must end in RecursionError. Were a path not counted, or counted
// too lightly, the stack would pass the bound and the test binary would
// die of a stack overflow.
func TestNativeDepthFitsStack(t *testing.T) {
	old := debug.SetMaxStack(stackBound)
	defer debug.SetMaxStack(old)
	const deep = `
def deep_list(n):
    x = []
    for i in range(n): x = [x]
    return x
def deep_tuple(n):
    x = ()
    for i in range(n): x = (x,)
    return x
def deep_dict(n):
    x = {}
    for i in range(n): x = {"k": x}
    return x
N = 400000
`
	for _, tc := range []struct{ name, src string }{
		{"python", "def f(n): return f(n + 1)\nf(0)"},
		{"eq", "class A:\n    def __eq__(s, o): return [s] == [o]\nA() == A()"},
		{"lt", "class A:\n    def __lt__(s, o): return (s,) < (o,)\nA() < A()"},
		{"repr", "class A:\n    def __repr__(s): return repr([s])\nrepr(A())"},
		{"str", "class A:\n    def __str__(s): return str(s)\nstr(A())"},
		{"format", "class A:\n    def __format__(s, spec): return f'{s:x}'\nformat(A())"},
		{"hash", "class A:\n    def __hash__(s): return hash((s,))\nhash(A())"},
		{"map", "def f(x): return list(map(f, [x]))\nf(0)"},
		{"sorted key", "def f(x): return sorted([1, 2], key=f)\nf(0)"},
		{"getattr", "class A:\n    @property\n    def p(s): return s.p\nA().p"},
		{"init", "class A:\n    def __init__(s): A()\nA()"},
		{"gen", "def g():\n    yield next(g())\nnext(g())"},
		{"list eq", deep + "deep_list(N) == deep_list(N)"},
		{"list repr", deep + "repr(deep_list(N))"},
		{"dict eq", deep + "deep_dict(N) == deep_dict(N)"},
		{"dict repr", deep + "repr(deep_dict(N))"},
		{"tuple hash", deep + "hash(deep_tuple(N))"},
		{"tuple str", deep + "str(deep_tuple(N))"},
		{"zip", "it = iter([1])\nfor i in range(400000): it = zip(it)\nnext(it)"},
		{"map iter", "it = iter([1])\nfor i in range(400000): it = map(abs, it)\nnext(it)"},
		{"callable iter", "it = iter([1])\nfor i in range(400000): it = iter(it.__next__, None)\nnext(it)"},
		{"slice", "s = 1\nfor i in range(400000): s = slice(s)\nrepr(s)"},
		{"eval", "def f(): return eval('f()')\nf()"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "import sys\nsys.setrecursionlimit(10**9)\n" + tc.src
			done := make(chan error)
			go func() {
				_, err := runSourceDepth(t, src, MaxRecursionLimit)
				done <- err
			}()
			err := <-done
			e, ok := err.(*Exception)
			if !ok || e.class != RecursionErrorType {
				t.Fatalf("got %v, want RecursionError", err)
			}
			if !strings.Contains(e.Error(), "maximum recursion depth exceeded") {
				t.Errorf("message %q", e.Error())
			}
		})
	}
}
