# deepcopy preserves shared references and handles classes, functions (by reference) and slots.
import copy
shared = [1, 2]
data = {"a": shared, "b": shared, "f": len}
d = copy.deepcopy(data)
print(d["a"] is d["b"], d["a"] is not shared, d["f"] is len)
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self): self.x, self.y = [1], "s"
s = Slotted()
c = copy.deepcopy(s)
c.x.append(2)
print(s.x, c.x, copy.copy(s).x is s.x)
class WithState:
    def __init__(self): self.items = [1]
    def __getstate__(self): return {"items": self.items, "extra": "from getstate"}
    def __setstate__(self, st): self.__dict__.update(st)
w = copy.deepcopy(WithState())
print(vars(w))
