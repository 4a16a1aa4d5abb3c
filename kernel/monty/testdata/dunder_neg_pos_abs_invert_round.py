# Unary dunders and round() with ndigits on a custom type.
class D:
    def __init__(self, v): self.v = v
    def __neg__(self): return D(-self.v)
    def __pos__(self): return D(+self.v if self.v >= 0 else -self.v)
    def __abs__(self): return abs(self.v)
    def __invert__(self): return D(~int(self.v))
    def __round__(self, n=None): return D(round(self.v, n))
    def __repr__(self): return f"D({self.v})"
d = D(-2.567)
print(-d, +d, abs(d), ~D(5), round(d), round(d, 1), round(D(2.5)), round(D(3.5)))
for op in ["-x", "+x", "~x", "abs(x)"]:
    try:
        eval(op, {"x": "str"})
    except TypeError as e:
        print(op, "TypeError:", e)
