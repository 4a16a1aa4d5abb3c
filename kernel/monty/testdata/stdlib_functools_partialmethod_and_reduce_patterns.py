# partialmethod, reduce for composition/merging, and partial objects in sorting keys.
from functools import partialmethod, reduce, partial
class Cell:
    def __init__(self): self.state = "off"
    def set_state(self, s): self.state = s; return self
    on = partialmethod(set_state, "on")
    off = partialmethod(set_state, "off")
c = Cell()
print(c.on().state, c.off().state)
compose = lambda *fs: reduce(lambda f, g: lambda x: g(f(x)), fs)
pipeline = compose(str.strip, str.lower, partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_")))
print(pipeline("  Hello World  "))
dicts = [{"a": 1}, {"b": 2}, {"a": 3, "c": 4}]
print(reduce(lambda acc, d: {**acc, **d}, dicts, {}), reduce(lambda a, b: a * b, range(1, 11)))
