# with-targets can be names, tuples, attributes, subscripts; __enter__ result unpacked.
class Pair:
    def __enter__(self): return (1, 2)
    def __exit__(self, *a): return False
with Pair() as (a, b):
    print(a, b)
class Holder: pass
h = Holder()
d = {}
with Pair() as h.attr, Pair() as d["k"]:
    pass
print(h.attr, d)
with Pair() as [x, *rest]:
    print(x, rest)
class Self:
    def __enter__(self): return self
    def __exit__(self, *a): pass
    def value(self): return "self returned"
with Self() as s:
    print(s.value())
with Self():
    print("no target")
