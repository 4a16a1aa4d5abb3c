# Without __eq__/__hash__, instances are equal only to themselves and hash by identity.
class P:
    def __init__(self, v): self.v = v
a, b = P(1), P(1)
print(a == b, a == a, a != b, len({a, b}), len({a, a}), {a: 1}.get(b), {a: 1}.get(a))
class Q(P):
    def __eq__(self, o): return isinstance(o, Q) and self.v == o.v
print(Q(1) == Q(1), Q.__hash__ is None)
try:
    {Q(1)}
except TypeError as e:
    print("TypeError:", e)
class R(Q):
    __hash__ = P.__hash__
print(len({R(1), R(1)}), R(1) == R(1))
