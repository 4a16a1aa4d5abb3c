import types, copy
class Config(types.SimpleNamespace):
    def total(self):
        return sum(vars(self).values())
c = Config(a=1, b=2)
print(c, c.total(), isinstance(c, types.SimpleNamespace))
print(c == types.SimpleNamespace(a=1, b=2), types.SimpleNamespace(a=1, b=2) == c)
c2 = copy.copy(c)
c3 = copy.deepcopy(types.SimpleNamespace(l=[1]))
print(c2, type(c2).__name__, c3)
loop = Config()
loop.me = loop
loop.items = [loop]
print(loop)
