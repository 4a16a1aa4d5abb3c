import operator as op
from collections import namedtuple
P = namedtuple('P', 'x y')
pts = [P(3, 1), P(1, 2), P(2, 0)]
print(sorted(pts, key=op.attrgetter('x')), sorted(pts, key=op.itemgetter(1)))
print(op.itemgetter(0, 2)('abc'), op.attrgetter('x', 'y')(P(5, 6)), op.itemgetter('k')({'k': 1}))
class N:
    pass
n = N()
n.child = N()
n.child.name = 'deep'
print(op.attrgetter('child.name')(n), repr(op.attrgetter('child.name')), repr(op.itemgetter(1, 'a')))
for f, arg in [(op.itemgetter(5), [1]), (op.attrgetter('nope'), n), (op.itemgetter('z'), {})]:
    try:
        f(arg)
    except Exception as e:
        print(type(e).__name__, e)
try:
    op.attrgetter(1)
except TypeError as e:
    print(e)
print(op.itemgetter(slice(1, None))([1, 2, 3]))
