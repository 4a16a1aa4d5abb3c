# Instances deepcopy copies by their __dict__, next to those whose class
# (or instance) has a protocol of its own, cycles and shared parts.
import copy


class Plain:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self):
        return 'Plain(%s)' % ', '.join('%s=%r' % kv for kv in sorted(self.__dict__.items()) if kv[0] != 'me')


class Empty:
    pass


class WithState(Plain):
    def __getstate__(self):
        return {'only': 'state'}


class WithSetState(Plain):
    def __setstate__(self, state):
        self.__dict__.update(state)
        self.restored = True


class Lazy(Plain):
    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return 'lazy ' + name


class Slotted:
    __slots__ = ('a', 'b')

    def __init__(self):
        self.a, self.b = [1], [2]


class Counting(Plain):
    copies = 0

    def __deepcopy__(self, memo):
        Counting.copies += 1
        return Counting(n=Counting.copies)


shared = [1, 2]
p = Plain(a=shared, b=shared, c=(shared, 'x'), d={'k': shared})
q = copy.deepcopy(p)
print(q, q is p, q.a is q.b, q.c[0] is q.a, q.d['k'] is q.a, q.a is shared)

loop = Plain(name='loop')
loop.me = loop
loop2 = copy.deepcopy(loop)
print(loop2.me is loop2, loop2 is not loop, loop2.name)

e = copy.deepcopy(Empty())
print(type(e).__name__, vars(e))

print(vars(copy.deepcopy(WithState(x=1))))
w = copy.deepcopy(WithSetState(x=[3]))
print(sorted(vars(w).items()))
lz = copy.deepcopy(Lazy(v=[1]))
print(lz.v, lz.other)
s = copy.deepcopy(Slotted())
print(s.a, s.b)
print(copy.deepcopy([Counting(), Counting()]), Counting.copies)

odd = Plain(v=1)
odd.__deepcopy__ = lambda memo: 'instance hook'
print(copy.deepcopy(odd))

memo = {}
first = copy.deepcopy(p, memo)
again = copy.deepcopy(p, memo)
print(first is again, id(p) in memo)
nested = [Plain(i=i, items=[i] * 2) for i in range(3)]
print(copy.deepcopy(nested), copy.deepcopy({'t': (Plain(z=0),)})['t'][0])
