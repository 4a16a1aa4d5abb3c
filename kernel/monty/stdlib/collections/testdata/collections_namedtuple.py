from collections import namedtuple
import copy

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

Point = namedtuple('Point', ['x', 'y'])
p = Point(11, y=22)
print(p, p.x, p.y, p[0] + p[1], len(p), tuple(p), list(p))
print(p._replace(x=100), p._asdict(), Point._fields, Point._field_defaults)
print(Point._make([1, 2]), Point.__doc__, Point.__name__, Point.__qualname__)
print(Point.__match_args__, Point.__module__, Point.__slots__)
print(isinstance(p, tuple), p == (11, 22), hash(p) == hash((11, 22)))
x, y = p
print(x, y)
print(attempt(lambda: Point(1)), attempt(lambda: Point(1, 2, 3)))
print(attempt(lambda: Point(1, z=3)), attempt(lambda: p._replace(z=1)))
print(attempt(lambda: Point._make([1])))
print(attempt(lambda: setattr(p, 'x', 5)))
P3 = namedtuple('P3', 'a b c', defaults=[0, 1])
print(P3(5), P3(5, 6), P3._field_defaults, P3.__new__.__defaults__)
print(attempt(lambda: namedtuple('a b', 'x')), attempt(lambda: namedtuple('A', 'x _y')))
print(attempt(lambda: namedtuple('A', 'x x')), attempt(lambda: namedtuple('A', 'x def')))
print(attempt(lambda: namedtuple('A', 'x', defaults=[1, 2])))
print(namedtuple('A', 'x def _1 x', rename=True)._fields)
print(namedtuple('B', 'x, y,z')._fields, namedtuple('E', '')(), namedtuple('E', [])._fields)
One = namedtuple('One', 'a')
print(One(1), One.__doc__)
M = namedtuple('M', 'a', module='mymod')
print(M.__module__)
class Sub(namedtuple('Base', 'a b')):
    __slots__ = ()
    @property
    def total(self):
        return self.a + self.b
s = Sub(1, 2)
print(s, s.total, s._replace(a=10), Sub._make([3, 4]), type(s._replace(a=1)).__name__)
print(copy.copy(p), copy.deepcopy(P3([1], [2], [3])))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(Point.x.__doc__, Point._make.__doc__, Point._replace.__doc__)
print(p._asdict() == {'x': 11, 'y': 22}, type(p._asdict()).__name__)
match p:
    case Point(a, b):
        print('matched', a, b)
print(Point(x=1, y=2) < Point(1, 3), max(Point(1, 2), Point(0, 9)))
print(namedtuple('Big', ['f%d' % i for i in range(20)])(*range(20)))
