# The future statement's compile-time checks, through compile().
sources = [
    "from __future__ import braces",
    "from __future__ import nope",
    "from __future__ import annotations, braces",
    "from __future__ import annotations, nope",
    "x = 1\nfrom __future__ import annotations",
    "import os\nfrom __future__ import nope",
    "def f():\n    from __future__ import annotations",
    "'''doc'''\nfrom __future__ import annotations\nfrom __future__ import division",
    "'''doc'''\n'''second string'''\nfrom __future__ import annotations",
    "from __future__ import annotations\nx = 1\nfrom __future__ import division",
    "from __future__ import (annotations,\n    division)",
    "from __future__ import annotations as ann\nprint(ann)",
    "class C:\n    from __future__ import annotations",
    "if True:\n    from __future__ import annotations",
    "from __future__ import annotations\nx: (y := 1)",
    "from __future__ import annotations\ndef f():\n  x: (yield)",
    "from __future__ import annotations\ndef f():\n  x: (yield from y)",
    "from __future__ import annotations\nasync def f():\n  x: await y",
    "from __future__ import annotations\ndef f(a: (b := 1)): pass",
    "x: (y := 1)",
    "from __future__ import annotations\nx: [(y := 1) for z in w]",
    "from __future__ import annotations\nx: lambda: (yield)",
]
for src in sources:
    try:
        compile(src, "<src>", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e, e.lineno)
