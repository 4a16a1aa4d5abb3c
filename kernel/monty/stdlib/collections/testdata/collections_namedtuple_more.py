from collections import namedtuple
import copy
P = namedtuple('P', ['x', 'y'], defaults=[10])
print(P(1), P(1, 2), P(x=3), P._field_defaults, P.__new__.__defaults__)
print(P.__doc__, P.x.__doc__, P._fields, P.__match_args__, P.__slots__)
p = P(1, 2)
print(p._asdict(), p._replace(y=5), P._make(range(2)), copy.copy(p), copy.deepcopy(p))
for call in (lambda: p._replace(z=1), lambda: P._make([1, 2, 3]), lambda: P(), lambda: P(1, 2, 3),
             lambda: P(1, x=2), lambda: setattr(p, 'x', 5), lambda: delattr(p, 'x')):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
R = namedtuple('R', 'a, b c', rename=True)
print(R._fields, R(1, 2, 3))
S = namedtuple('S', ['ok', 'class', '_private', 'ok', '2x'], rename=True)
print(S._fields)
for bad in (['a', 'a'], ['def'], ['1x'], ['_x'], 'a b-c'):
    try:
        namedtuple('Q', bad)
    except ValueError as e:
        print(e)
for tn in ('1Q', 'class', 'with space'):
    try:
        namedtuple(tn, 'a')
    except ValueError as e:
        print(e)
try:
    namedtuple('T', 'a b', defaults=(1, 2, 3))
except TypeError as e:
    print(e)
E = namedtuple('E', '')
print(E(), E._fields, len(E()), repr(E()))
M = namedtuple('M', 'a', module='mymod')
print(M.__module__, namedtuple('N', 'a').__module__)
class Sub(P):
    def total(self):
        return self.x + self.y
print(Sub(1, 2), Sub(1, 2).total(), isinstance(Sub(1, 2), tuple), Sub._make([3, 4]))
match P(1, 2):
    case P(a, b):
        print('matched', a, b)
