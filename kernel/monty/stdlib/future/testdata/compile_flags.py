# compile() with the annotations flag, and exec of future statements.
import __future__

src = "def f(x: Undefined) -> List[int]: pass\nv: Nope = 1\n"
ns = {}
exec(compile(src, "<flag>", "exec", __future__.annotations.compiler_flag), ns)
print(ns["f"].__annotations__, ns["__annotations__"])
ns = {}
try:
    exec(compile(src, "<noflag>", "exec"), ns)
except NameError as e:
    print(type(e).__name__, e)
ns = {}
exec("from __future__ import annotations\ndef g(a: Missing): pass", ns)
print(ns["g"].__annotations__, ns["annotations"])
ns = {}
exec(compile("w: int = 2", "<x>", "exec", __future__.CO_FUTURE_ANNOTATIONS, True), ns)
print(ns["__annotations__"], ns["w"])
