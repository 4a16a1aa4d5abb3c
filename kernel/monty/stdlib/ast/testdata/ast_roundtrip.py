# unparse round trips: each source, unparsed, parses to the same tree;
# a nested f-string dump; deep literal nesting.
import ast
srcs = [
 "class A(B, *bases, metaclass=M, **kw):\n    pass\n",
 "x = f'{a!r}' f\"{b}\" 'plain'\n",
 "f'{x:{\"a\"}}'\n",
 "f\"{'a'}\"\n",
 "f'{x}' '{y}'\n",
 "print(f'{1+1=}')\n",
 "def f():\n    return (yield)\n",
 "async def f():\n    return [x async for x in y]\n",
 "async def f():\n    await (yield)\n" if False else "x = 1\n",
 "a = b if c else d\n",
 "del x[1:2, ...]\n",
 "x = not (a and b)\n",
 "x = -(a ** b)\n",
 "x = (-a) ** b\n",
 "x = a ** -b\n",
 "x = (a, b), c\n",
 "for (a, b) in c: pass\n",
 "with a as (b, c): pass\n",
 "lambda: (x := 1)\n",
 "x = [i for i in range(3) if (j := i)]\n",
 "@property\ndef f(self): ...\n",
 "try:\n    pass\nexcept Exception:\n    pass\nelse:\n    pass\n",
 "if a:\n    if b:\n        pass\n    else:\n        pass\nelif c:\n    pass\n",
 "while 1:\n    pass\nelse:\n    pass\n",
 "x = 1 if 2 else 3 if 4 else 5\n",
 "x = (1 if 2 else 3) if 4 else 5\n",
 "assert (a, b)\n",
 "raise (a or b)\n",
 "return_ = (yield from g)\n" if False else "x = 0x10 + 0o7 + 0b1 + 1_000\n",
 "x = 1e-5 + 1.5j - 1.0\n",
 "x = '\\u00e9' + 'é' + '\\x00' + '\\t'\n",
 "x = b'\\x00\\xff' + rb'\\d'\n",
 "x = r'\\d+'\n",
 "x = '''a\nb'''\n",
 "x = \"it's\"\n",
 "x = 'say \"hi\"'\n",
 "x = {1: 2, **{3: 4}}\n",
 "f(a)(b)(c)\n",
 "x = a[b][c].d.e()\n",
 "x = (a + b) * (c - d) / e // f % g\n",
 "x = a << b >> c & d | e ^ f\n",
 "x = a < b == c is not d in e not in f\n",
 "global x\n",
 "import a.b.c\n",
 "from . import x\n",
 "from .m import (a, b as c)\n",
 "x: 'List[int]' = []\n",
 "print(*a, *b, **c, **d)\n",
 "x = {**a, 'b': 1, **c}\n",
 "x = [*a, *b]\n",
 "match x:\n    case {'a': [1, 2, *rest]}:\n        pass\n    case Point(x=0, y=0):\n        pass\n    case [Point(x=0, y=0), *_]:\n        pass\n    case str() | bytes():\n        pass\n    case _:\n        pass\n",
]
for s in srcs:
    t = ast.parse(s)
    u = ast.unparse(t)
    print(repr(u))
    print(ast.dump(ast.parse(u)) == ast.dump(t))
print(ast.dump(ast.parse("f'{x!r:>{w}.{p}}'"), indent=1))
print(ast.literal_eval('[' * 50 + ']' * 50) == eval('[' * 50 + ']' * 50))
