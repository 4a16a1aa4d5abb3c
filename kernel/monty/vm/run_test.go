package vm

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/compile"
	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// runSource compiles and runs src as a module, returning its output.
func runSource(t *testing.T, src string) (string, error) {
	t.Helper()
	return runSourceDepth(t, src, 0)
}

// runSourceDepth is runSource with a recursion limit (0: the default)
// that sys.setrecursionlimit may raise to MaxRecursionLimit.
func runSourceDepth(t *testing.T, src string, depth int) (string, error) {
	t.Helper()
	tree, err := syntax.Parse("<test>", []byte(src), syntax.ModeExec)
	if err != nil {
		return "", err
	}
	code, err := compile.Compile("<test>", tree, compile.Options{})
	if err != nil {
		return "", err
	}
	var out strings.Builder
	th := NewThread(Options{Stdout: &out, Stderr: &out})
	if depth > 0 {
		th.SetRecursionLimits(1000, depth)
	}
	g := NewDict(0)
	g.SetString("__name__", NewStr("__main__"))
	_, err = th.RunCode(Load(code), g, g)
	return out.String(), err
}

func TestRunPrograms(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"print", "print(1, 'a', 2.5, None, True)", "1 a 2.5 None True\n"},
		{"arith", "x = 3\ny = 4\nprint(x * y + 2, x / y, x // y, -x % y, 2 ** 100)", "14 0.75 0 1 1267650600228229401496703205376\n"},
		{"func", "def f(a, b=2):\n    return a + b\nprint(f(1), f(1, 3), f(b=5, a=1))", "3 4 6\n"},
		{"fib", "def fib(n):\n    if n < 2:\n        return n\n    return fib(n-1) + fib(n-2)\nprint(fib(20))", "6765\n"},
		{"loop", "t = 0\nfor i in range(10):\n    t += i\nprint(t)", "45\n"},
		{"while", "i = 0\nwhile i < 5:\n    i += 1\nelse:\n    print('done', i)", "done 5\n"},
		{"list", "l = [3, 1, 2]\nl.sort()\nl.append(4)\nprint(l, len(l), l[1:], l[::-1])", "[1, 2, 3, 4] 4 [2, 3, 4] [4, 3, 2, 1]\n"},
		{"dict", "d = {'a': 1}\nd['b'] = 2\nprint(d, d.get('c', 0), list(d.items()))", "{'a': 1, 'b': 2} 0 [('a', 1), ('b', 2)]\n"},
		{"closure", "def mk():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return inc\nf = mk()\nf()\nprint(f())", "2\n"},
		{"class", "class A:\n    def __init__(self, x):\n        self.x = x\n    def get(self):\n        return self.x\nclass B(A):\n    def get(self):\n        return super().get() * 2\nprint(B(21).get())", "42\n"},
		{"try", "try:\n    1/0\nexcept ZeroDivisionError as e:\n    print('caught', e)\nfinally:\n    print('fin')", "caught division by zero\nfin\n"},
		{"comp", "print([x*x for x in range(5) if x % 2 == 0], {k: v for k, v in [(1, 2)]}, {x for x in 'aa'})", "[0, 4, 16] {1: 2} {'a'}\n"},
		{"gen", "def g():\n    yield 1\n    yield 2\n    return 3\nprint(list(g()), sum(x for x in range(4)))", "[1, 2] 6\n"},
		{"fstring", "x = 3.14159\nname = 'pi'\nprint(f'{name}={x:.2f} {x!r} {name:>5}|')", "pi=3.14 3.14159    pi|\n"},
		{"with", "class C:\n    def __enter__(self):\n        print('in')\n        return self\n    def __exit__(self, *a):\n        print('out', a[0])\n        return True\nwith C() as c:\n    raise ValueError('x')\nprint('after')", "in\nout <class 'ValueError'>\nafter\n"},
		{"unpack", "a, *b, c = range(5)\nprint(a, b, c)", "0 [1, 2, 3] 4\n"},
		{"set", "print({3, 1, 2}, {1, 2} | {3}, sorted({5, 4}))", "{1, 2, 3} {1, 2, 3} [4, 5]\n"},
		{"strmeth", "print('a,b,c'.split(','), '-'.join(['x', 'y']), 'Hello'.upper(), ' x '.strip(), 'abc'.find('c'))", "['a', 'b', 'c'] x-y HELLO x 2\n"},
		{"format", "print('{} and {:>4}'.format(1, 'b'), '%d%%' % 50, '%s-%r' % ('a', 'b'))", "1 and    b 50% a-'b'\n"},
		{"break", "for i in range(10):\n    if i == 3:\n        break\nelse:\n    print('no')\nprint(i)", "3\n"},
		{"return_finally", "def f():\n    try:\n        return 1\n    finally:\n        print('f')\nprint(f())", "f\n1\n"},
		{"property", "class P:\n    def __init__(self):\n        self._v = 1\n    @property\n    def v(self):\n        return self._v\n    @v.setter\n    def v(self, x):\n        self._v = x * 10\np = P()\np.v = 2\nprint(p.v)", "20\n"},
		{"dunder", "class V:\n    def __init__(self, x):\n        self.x = x\n    def __add__(self, o):\n        return V(self.x + o.x)\n    def __repr__(self):\n        return f'V({self.x})'\nprint(V(1) + V(2))", "V(3)\n"},
		{"lambda_sort", "l = [(1, 'b'), (0, 'a'), (1, 'a')]\nprint(sorted(l, key=lambda p: p[1]), max(l), min(l, key=lambda p: -p[0]))", "[(0, 'a'), (1, 'a'), (1, 'b')] (1, 'b') (1, 'b')\n"},
		{"kwargs", "def f(*args, **kw):\n    return args, kw\nprint(f(1, 2, a=3), f(*[1], **{'b': 2}))", "((1, 2), {'a': 3}) ((1,), {'b': 2})\n"},
		{"enumerate_zip", "for i, (a, b) in enumerate(zip('ab', [1, 2]), 1):\n    print(i, a, b)", "1 a 1\n2 b 2\n"},
		{"exc_class", "class E(Exception):\n    pass\ntry:\n    raise E('bad')\nexcept Exception as e:\n    print(type(e).__name__, e, repr(e))", "E bad E('bad')\n"},
		{"isinstance", "print(isinstance(1, int), isinstance(True, int), isinstance('a', (int, str)), issubclass(bool, int))", "True True True True\n"},
		{"bigint", "print(2**64, -(2**64) // 3, 10**20 % 7, int('123456789012345678901234567890'))", "18446744073709551616 -6148914691236517206 2 123456789012345678901234567890\n"},
		{"floatrepr", "print(0.1 + 0.2, 1e100, 1/3, float('inf'), round(2.675, 2), round(0.5), round(1.5))", "0.30000000000000004 1e+100 0.3333333333333333 inf 2.67 0 2\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := runSource(t, tc.src)
			if err != nil {
				t.Fatalf("error: %v\noutput: %s", err, got)
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
