# Binary operator dunders, reflected operands, and NotImplemented fallbacks.
class V:
    def __init__(self, *c): self.c = c
    def __repr__(self): return f"V{self.c}"
    def __add__(self, o):
        if isinstance(o, V):
            return V(*(a + b for a, b in zip(self.c, o.c)))
        if isinstance(o, (int, float)):
            return V(*(a + o for a in self.c))
        return NotImplemented
    __radd__ = __add__
    def __sub__(self, o): return self + (-o)
    def __neg__(self): return V(*(-a for a in self.c))
    def __mul__(self, k): return V(*(a * k for a in self.c)) if isinstance(k, (int, float)) else NotImplemented
    def __rmul__(self, k): return self * k
    def __truediv__(self, k): return V(*(a / k for a in self.c))
    def __floordiv__(self, k): return V(*(a // k for a in self.c))
    def __mod__(self, k): return V(*(a % k for a in self.c))
    def __pow__(self, k, mod=None): return V(*(pow(a, k, mod) for a in self.c))
    def __matmul__(self, o): return sum(a * b for a, b in zip(self.c, o.c))
    def __lshift__(self, n): return V(*(a << n for a in self.c))
    def __rshift__(self, n): return V(*(a >> n for a in self.c))
    def __and__(self, n): return V(*(a & n for a in self.c))
    def __or__(self, n): return V(*(a | n for a in self.c))
    def __xor__(self, n): return V(*(a ^ n for a in self.c))
    def __divmod__(self, k): return (self // k, self % k)
    def __rsub__(self, o): return V(*(o - a for a in self.c))
    def __abs__(self): return V(*(abs(a) for a in self.c))
    def __pos__(self): return self
    def __invert__(self): return V(*(~a for a in self.c))
v, w = V(1, 2), V(10, 20)
print(v + w, v + 1, 1 + v, v - w, 2 * v, v * 3, w / 4, w // 3, w % 3)
print(v ** 2, pow(w, 2, 7), v @ w, v << 2, w >> 1, w & 6, v | 8, v ^ 3)
print(divmod(w, 3), 100 - v, abs(V(-1, 2)), +v, ~v, -v)
try:
    v + "s"
except TypeError as e:
    print("TypeError:", e)
try:
    "s" * v
except TypeError as e:
    print("TypeError:", e)
