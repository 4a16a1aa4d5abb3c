# __missing__ is used only by dict.__getitem__ of subclasses.
class Default(dict):
    def __init__(self, factory, *a, **k):
        super().__init__(*a, **k)
        self.factory = factory
    def __missing__(self, key):
        value = self[key] = self.factory()
        return value
d = Default(list)
d["a"].append(1)
d["a"].append(2)
d["b"].append(3)
print(d, d.get("zzz"), "zzz" in d, len(d))
class Echo(dict):
    def __missing__(self, key):
        return key * 2
e = Echo(a=1)
print(e["a"], e["bb"], e.get("bb", "get ignores __missing__"), e.setdefault("c", 9), e)
class Raising(dict):
    def __missing__(self, key):
        raise LookupError(f"custom missing {key}")
try:
    Raising()["k"]
except LookupError as err:
    print(type(err).__name__, err)
print("{x} {y}".format_map(Echo(x="X")))
