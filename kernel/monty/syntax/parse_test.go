package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// trickySources are the constructs where a hand-written parser most easily
// drifts from CPython's PEG grammar; each is compared with ast.dump.
var trickySources = []string{
	"print(*a, **k)\n",
	"@d1\n@d2.x(1)\nclass A(B, metaclass=M):\n    @property\n    def f(self): pass\n",
	"with (a as b, c as d):\n    pass\n",
	"with (a, b):\n    pass\n",
	"with (a, b) as c, d:\n    pass\n",
	"with (yield):\n    pass\n",
	"x[*a] = y[1:2, *b]\n",
	"def f():\n    return *a, *b\n",
	"for *a, b in c: pass\n",
	"for x, in y: pass\n",
	"if (n := len(a)) > 10: pass\n",
	"[y := f(x), y**2]\n",
	"f(x for x in y)\n",
	"lambda a, /, b=1, *c, d, e=2, **f: (a, b)\n",
	"lambda: (yield)\n",
	"match = 1\nmatch.x = 2\nmatch(x)\ncase = 3\n_ = 4\n",
	"match x:\n    case [1, *rest] | {'k': v, **kw} if v: pass\n    case Point(x=0, y=_) as p: pass\n    case -1 | 1.5 | 2+3j | 'a' 'b' | None | True: pass\n    case a.b.c: pass\n    case (x, y,): pass\n    case _: pass\n",
	"match (a, b):\n    case (1, 2): pass\n",
	"match a, *b:\n    case x, y: pass\n",
	"f'{x!r:>{width}} {y=} {z = :.3f} {{}} {a[\"k\"]}'\n",
	"x = ('a' f'b{c}' 'd'\n     f'{e}')\n",
	"f'''\n{a\n+ b}\n'''\n",
	"x = 1 + \\\n    2\n",
	"def f():\n    global a, b\n    nonlocal c\n",
	"async def f():\n    [x async for x in y]\n    await z\n    async with a as b: pass\n    async for i in j: pass\n",
	"try:\n    pass\nexcept* (A, B) as e:\n    pass\n",
	"try:\n    pass\nexcept A:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
	"x: int\n(y): str = 1\nz.a: List[int] = []\n",
	"a = b = c = 1\na += 1\na **= 2\n",
	"del a, b[0], c.d, (e, f), [g]\n",
	"from . import a\nfrom ..b import (c as d, e,)\nfrom ...f.g import *\nimport h.i as j, k\n",
	"assert x, 'msg'\nraise E from e\nraise\n",
	"x = [i for i in range(10) if i if i > 2 for j in i]\n",
	"{**a, 'b': 1, **c}\n{*a, b}\n{k: v for k, v in x}\n",
	"a if b else c if d else e\n",
	"not a == b in c is not d\n",
	"a[1:2:3, ::, :]\n",
	"x = 0x_ff + 0o17 + 0b1 + 1_000 + 1e-10 + 1.5j + 10**100 + 0.1 + 1e308 * 10\n",
	"b'\\x00\\n' rb'\\d' br'x'\ns = u'\\u00e9\\N{BULLET}\\U0001F600\\ud800'\n",
	"s = '''It's \"quoted\"\\n'''\n",
	"class A:\n    x: int = 0\n\n    def __init__(self, *args: int, **kw: str) -> None:\n        super().__init__()\n",
	"if a:\n    pass\nelif b:\n    pass\nelse:\n    pass\n",
	"while 1:\n    break\nelse:\n    continue\n",
	"x = yield\ny = yield from z\n",
	"é = 'ünïcode'\nµ = 1\n",
	"type X = int\ntype Y[T: int, *Ts, **P] = list[T]\n",
	"def g[T](x: T) -> T: return x\nclass C[T]: pass\n",
	"f'{x:{y}.{z}f}'\n",
	"f'{\"a\" if x else \"b\"}'\n",
	"(a)\n((b))\n(a) + (b)\n",
	"@(yield)\ndef f(): pass\n",
	"x = *a, *b\n",
	"f(a)(b)[c].d\n",
	"1if x else 2\n",
	"x = ...\n",
	"'\\\n'\n",
	"# only a comment\n",
	"",
	"\n\n   \n",
	"if x:\n    # comment\n\n    pass\n",
	"\ufeffx = 1\n",
	"x = 1\r\ny = 2\r\n",
	"x = 1;",
}

func TestTrickySourcesMatchCPython(t *testing.T) {
	py := python3(t)
	dir := t.TempDir()
	var files []string
	for i, src := range trickySources {
		path := filepath.Join(dir, fmt.Sprintf("case%03d.py", i))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	dumps := cpythonDumps(t, py, files)
	for i, src := range trickySources {
		want := dumps[files[i]]
		tree, err := Parse(files[i], []byte(src), ModeExec)
		if err != nil {
			if want[:6] == "ERROR " {
				continue // 3.12-only syntax the 3.11 oracle rejects is checked below
			}
			t.Errorf("%q: %v", src, err)
			continue
		}
		if want[:6] == "ERROR " {
			continue
		}
		if got := Dump(tree); got != want {
			t.Errorf("%q: dump differs at %s", src, firstDiff(got, want))
		}
	}
}

func TestModes(t *testing.T) {
	tree, err := Parse("<eval>", []byte("a + 1\n"), ModeEval)
	if err != nil {
		t.Fatal(err)
	}
	want := "Expression(body=BinOp(left=Name(id='a', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), right=Constant(value=1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5))"
	if got := Dump(tree); got != want {
		t.Errorf("eval:\n got  %s\n want %s", got, want)
	}
	tree, err = Parse("<single>", []byte("x = 1\n"), ModeSingle)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := tree.(*Interactive); !ok {
		t.Errorf("single mode gave %T", tree)
	}
	if _, err := Parse("<eval>", []byte("x = 1"), ModeEval); err == nil {
		t.Error("eval mode accepted a statement")
	}
}

func TestPEP695AndPEP701Trees(t *testing.T) {
	tree, err := Parse("f.py", []byte("type Y[T: int, *Ts, **P] = list[T]\n"), ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	ta := tree.(*Module).Body[0].(*TypeAlias)
	if ta.Name.Id != "Y" || len(ta.TypeParams) != 3 {
		t.Fatalf("type alias: %s", Dump(tree))
	}
	if _, ok := ta.TypeParams[1].(*TypeVarTuple); !ok {
		t.Errorf("second type param is %T", ta.TypeParams[1])
	}
	tree, err = Parse("f.py", []byte("x = f\"{d[\"k\"]} {'\\n'.join(y)}\"\n"), ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	js := tree.(*Module).Body[0].(*Assign).Value.(*JoinedStr)
	if len(js.Values) != 3 {
		t.Errorf("PEP 701 f-string parts: %s", Dump(js))
	}
}

func TestWalkVisitsEveryNode(t *testing.T) {
	src := []byte("def f(a, b=1):\n    return [x for x in a if x > b]\n")
	tree, err := Parse("f.py", src, ModeExec)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	Inspect(tree, func(n Node) bool {
		if n, ok := n.(*Name); ok {
			names = append(names, n.Id)
		}
		return true
	})
	if fmt.Sprint(names) != "[x x a x b]" {
		t.Errorf("names in walk order: %v", names)
	}
}
