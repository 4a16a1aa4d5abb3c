from uuid import UUID
a, b, c = UUID(int=1), UUID(int=2), UUID(int=1)
print(a == c, a != b, a < b, b > a, a <= c, a >= c, b <= a, a is c)
print(sorted([UUID(int=n) for n in (5, 3, 9, 1)]))
print(len({a, b, c}), hash(a) == hash(c), hash(a) == hash(1))
print(a == 1, a != 1, a == '00000000-0000-0000-0000-000000000001', str(a) == '00000000-0000-0000-0000-000000000001')
for op in ['<', '>', '<=', '>=']:
    try:
        eval('a ' + op + ' 1')
    except TypeError as e:
        print(op, 'TypeError', e)
print(int(b), max(a, b), min([b, a]))
d = {a: 'one'}
print(d[UUID('00000000-0000-0000-0000-000000000001')])
class Sub(UUID):
    pass
s = Sub(int=1)
print(repr(s), s == a, isinstance(s, UUID))
