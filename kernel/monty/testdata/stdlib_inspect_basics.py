# inspect: signature, Parameter kinds, isfunction/isclass/ismethod, getdoc, getmembers.
import inspect
def f(a, b: int = 2, /, c=3, *args, d, e: str = "x", **kw) -> bool:
    """Summary line.

        Indented detail."""
sig = inspect.signature(f)
print(sig, sig.return_annotation, list(sig.parameters))
for p in sig.parameters.values():
    print(p.name, p.kind.name, p.default is p.empty, p.annotation if p.annotation is not p.empty else "-")
b = sig.bind(1, d=4)
b.apply_defaults()
print(b.arguments)
class C:
    def m(self): pass
    @staticmethod
    def s(): pass
print(inspect.isfunction(f), inspect.isclass(C), inspect.ismethod(C().m), inspect.isfunction(C.m), inspect.isbuiltin(len), inspect.isroutine(len))
print(inspect.getdoc(f), [n for n, _ in inspect.getmembers(C) if not n.startswith("_")], inspect.signature(C.m), inspect.signature(lambda x, *, y=1: 0))
try:
    sig.bind(1)
except TypeError as e:
    print("TypeError:", e)
