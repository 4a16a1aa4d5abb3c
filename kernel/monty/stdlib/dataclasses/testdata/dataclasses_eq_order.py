from dataclasses import dataclass, field
@dataclass(order=True)
class V:
    major: int
    minor: int = 0
    note: str = field(default='', compare=False)
vs = [V(1, 2), V(1, 0, 'x'), V(0, 9)]
print(sorted(vs), V(1) == V(1, 0, 'different'), V(1) < V(2), V(1) <= V(1), V(2) > V(1, 5), V(1) >= V(1))
print(V(1).__eq__(5), V(1) == (1, 0))
try:
    V(1) < 5
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(order=True, eq=False)
    class X:
        a: int
except ValueError as e:
    print('ValueError', e)
try:
    @dataclass(order=True)
    class Y:
        a: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print('TypeError', e)
@dataclass(eq=False)
class Ident:
    a: int
print(Ident(1) == Ident(1), hash(Ident(1)) is not None)
@dataclass
class Sub(V):
    patch: int = 0
print(Sub(1, 2, 'n', 3), Sub(1) == V(1))
