from dataclasses import make_dataclass, field, fields
C = make_dataclass('C', ['a', ('b', int), ('c', int, field(default=3))], namespace={'total': lambda self: self.b + self.c})
c = C('x', 2)
print(c, c.total(), C.__name__, [f.type for f in fields(C)], C.__doc__)
F = make_dataclass('F', [('v', int)], frozen=True, order=True, bases=(object,))
print(F(1) < F(2), hash(F(1)) == hash(F(1)))
for bad in (['a', 'a'], ['def'], ['1x'], [('a', int, 'x', 4)], [5]):
    try:
        make_dataclass('B', bad)
    except TypeError as e:
        print('TypeError', e)
K = make_dataclass('K', [('k', int)], kw_only=True)
print(K(k=1))
