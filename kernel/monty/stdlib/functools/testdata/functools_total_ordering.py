import functools
@functools.total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
a, b = V(1), V(2)
print(a < b, a > b, a <= b, a >= b, a <= V(1), a >= V(1))
print(V.__gt__.__doc__)
print(V.__le__.__doc__)
print(V.__ge__.__doc__, V.__ge__.__name__)
for root in ('__le__', '__gt__', '__ge__'):
    ns = {'__init__': lambda self, v: setattr(self, 'v', v), '__eq__': lambda s, o: s.v == o.v,
          root: (lambda r: lambda s, o: getattr(s.v, r)(o.v))(root)}
    K = functools.total_ordering(type('K' + root, (), ns))
    x, y = K(1), K(2)
    print(root, x < y, x > y, x <= y, x >= y, [n for n in ('__lt__', '__le__', '__gt__', '__ge__') if n != root and getattr(K, n).__doc__ is not None])
try:
    functools.total_ordering(type('E', (), {}))
except ValueError as e:
    print(e)
@functools.total_ordering
class N:
    def __lt__(self, o):
        return NotImplemented
try:
    N() > N()
except TypeError as e:
    print('TypeError')
