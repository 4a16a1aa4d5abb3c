# singledispatch on types and singledispatchmethod; cached_property computes once.
from functools import singledispatch, singledispatchmethod, cached_property
@singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}"
print(describe(1), describe([1, 2]), describe("s"), describe(True), describe.dispatch(bool).__name__, sorted(t.__name__ for t in describe.registry))
class Fmt:
    @singledispatchmethod
    def show(self, x):
        return "generic"
    @show.register
    def _(self, x: float):
        return f"float {x:.1f}"
print(Fmt().show(2.25), Fmt().show("s"))
class Data:
    def __init__(self):
        self.computed = 0
    @cached_property
    def heavy(self):
        self.computed += 1
        return sum(range(1000))
d = Data()
print(d.heavy, d.heavy, d.computed, "heavy" in vars(d))
del d.heavy
print(d.heavy, d.computed)
