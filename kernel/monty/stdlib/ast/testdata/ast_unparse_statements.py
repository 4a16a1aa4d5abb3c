# ast.unparse of every statement form: blank lines before defs, elif
# chains, try/except*, with, match, decorators, docstrings, imports.
import ast

SOURCES = [
    'def f():\n    def g(): pass\n    x=1\nclass A(B, metaclass=M):\n    "doc"\n    x: int = 1\n',
    'if a:\n    pass\nelif b:\n    pass\nelse:\n    x\n',
    'if a:\n    pass\nelse:\n    if b:\n        pass\n    y\n',
    'try:\n    x\nexcept* E as e:\n    y\nelse:\n    z\nfinally:\n    w\n',
    'try:\n    x\nexcept (A, B):\n    pass\nexcept:\n    raise\n',
    'async def f():\n    async with a as b, c:\n        await x\n    async for i in y:\n        pass\n    else:\n        return 1\n',
    'from .. import a as b\nfrom m import (x, y)\nimport os.path as p, sys\n',
    'global a, b\ndef f():\n    nonlocal c\n',
    'del a, b[1]\ndel (a, b)\nassert x, "m"\nraise E from c\nraise\n',
    'with (a, b): pass\nwith open(f) as (a, b): pass\n',
    'x += 1\n(x): int\ny: list[int]\nz.w: int = 3\n',
    'match p:\n    case [1, *_] | {"a": 1, **r} | C(1, b=2) | (x as y) | None:\n        pass\n    case {**rest}:\n        pass\n    case Point(x=0) if x > 1:\n        pass\n    case -1 | 1+2j | "s" | b"b" | a.b:\n        pass\n',
    '@d\n@e(1)\ndef f(a, /, b=1, *c, d, e=2, **f) -> int: return 1\n',
    'def f(a, b, /): pass\ndef g(*, k=1): pass\ndef h(*a: int, **k: str): pass\n',
    'while x:\n    break\nelse:\n    continue\n',
    'for x, y in z:\n    pass\nfor (a,) in b: pass\n',
    '"""Module doc."""\nx = 1\n',
    'def f():\n    """It\'s "quoted"."""\n',
    'def f():\n    """ends with quote\\""""\n',
    'class C:\n    pass\nclass D():\n    pass\n',
    'x = y = z = 1\na, b = c\n[a, b] = c\n',
]
for src in SOURCES:
    print(ast.unparse(ast.parse(src)))
    print('-----')
