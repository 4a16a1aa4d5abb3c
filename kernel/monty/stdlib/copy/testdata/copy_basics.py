import copy
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
b[1].append('shallow')
print(a, b, c, b[1] is a[1], c[1] is a[1])
t = (1, [2])
flat = (1, 2)
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy(t) == t, copy.deepcopy(flat) is flat)
for x in [1, 2.5, 'str', b'b', None, True, 3j, range(3), frozenset([1]), len, int, Ellipsis]:
    print(type(x).__name__, copy.copy(x) is x, copy.deepcopy(x) is x)
s = {1, 2}
print(copy.copy(s) == s, copy.copy(s) is s, copy.copy(bytearray(b'x')), copy.deepcopy({'a': {1}}))

class Plain:
    def __init__(self, v):
        self.v = v
        self.items = [v]
    def __repr__(self):
        return 'Plain(%r, %r)' % (self.v, self.items)
p = Plain(1)
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
p2.items.append('s')
print(p, p2, p3, p2.items is p.items, p3.items is p.items, type(p3).__name__)

class Slots:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = [1]
s1 = Slots()
s2 = copy.deepcopy(s1)
print(s2.a, s2.a is s1.a, hasattr(s2, 'b'))

class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        return Custom('copied ' + str(self.v))
    def __deepcopy__(self, memo):
        return Custom('deep ' + str(self.v))
print(copy.copy(Custom(1)).v, copy.deepcopy(Custom(2)).v, copy.deepcopy([Custom(3)])[0].v)

class State:
    def __init__(self):
        self.x = 1
        self.cache = 'big'
    def __getstate__(self):
        return {'x': self.x}
    def __setstate__(self, st):
        self.__dict__.update(st)
        self.restored = True
st = copy.copy(State())
print(sorted(vars(st).items()), sorted(vars(copy.deepcopy(State())).items()))

class Red:
    def __init__(self, a, b=0):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Red, (self.a, self.b + 1))
r = copy.deepcopy(Red([1], 5))
print(r.a, r.b, copy.copy(Red(1)).b)

rec = [1]
rec.append(rec)
rc = copy.deepcopy(rec)
print(rc[1] is rc, rc[0], rc is not rec)
d = {}
d['self'] = d
dc = copy.deepcopy(d)
print(dc['self'] is dc)
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is not shared)
memo = {}
x = [1, 2]
y1 = copy.deepcopy(x, memo)
y2 = copy.deepcopy(x, memo)
print(y1 is y2)

od = OrderedDict(a=[1], b=2)
print(copy.copy(od), copy.deepcopy(od), type(copy.deepcopy(od)).__name__)
dd = defaultdict(list, a=[1])
ddc = copy.deepcopy(dd)
ddc['b'].append(2)
print(ddc, dd, copy.copy(Counter('aab')), copy.deepcopy(deque([[1]], maxlen=3)))
NT = namedtuple('NT', 'x y')
print(copy.copy(NT(1, [2])), copy.deepcopy(NT(1, [2])))
class MyList(list):
    pass
ml = MyList([1, [2]])
ml.attr = 'a'
mlc = copy.deepcopy(ml)
print(mlc, type(mlc).__name__, mlc.attr, mlc[1] is ml[1])
class MyDict(dict):
    pass
md = copy.copy(MyDict(a=1))
print(md, type(md).__name__)
class MyInt(int):
    pass
mi = copy.deepcopy(MyInt(7))
print(mi, type(mi).__name__)
def f():
    pass
print(copy.deepcopy(f) is f, copy.copy(Plain) is Plain)
class M:
    def meth(self):
        return self
m = M()
bm = copy.deepcopy(m.meth)
print(bm() is not m, type(bm()).__name__)
print(copy.Error is copy.error, issubclass(copy.Error, Exception), sorted(copy.__all__))
