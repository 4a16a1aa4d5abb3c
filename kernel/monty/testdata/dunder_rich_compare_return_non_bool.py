# Comparison dunders may return non-bool values; chained comparisons use their truthiness.
class Vec:
    def __init__(self, *v): self.v = v
    def __lt__(self, o): return [a < b for a, b in zip(self.v, o.v)]
    def __eq__(self, o): return [a == b for a, b in zip(self.v, o.v)]
a, b = Vec(1, 5), Vec(2, 4)
print(a < b, a == b, a == a)
print(bool(a < b), (a < b) and "truthy list")
print(sorted([3, 1, 2]) if (a < b) else "falsy")
