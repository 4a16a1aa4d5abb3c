import collections.abc as cabc
from collections.abc import (Iterable, Iterator, Sized, Container, Hashable, Callable,
                             Sequence, MutableSequence, Mapping, MutableMapping, Set,
                             MutableSet, KeysView, ItemsView, ValuesView, Generator,
                             Reversible, Collection, Awaitable, Coroutine, AsyncIterable,
                             AsyncIterator, AsyncGenerator, ByteString, MappingView)

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(cabc.__all__)
abcs = [Iterable, Iterator, Sized, Container, Hashable, Callable, Sequence, MutableSequence,
        Mapping, MutableMapping, Set, MutableSet, Generator, Reversible, Collection,
        ByteString, Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator]

def gen():
    yield 1

async def coro():
    pass

async def agen():
    yield 1

c = coro()
values = [[1], (1,), 'ab', b'ab', bytearray(b'x'), {1: 2}, {1}, frozenset(), range(3),
          iter([1]), gen(), len, 5, None, {}.keys(), {}.items(), {}.values(), c, agen(),
          memoryview(b'a'), zip(), reversed([1])]
for v in values:
    print(type(v).__name__, [a.__name__ for a in abcs if isinstance(v, a)])
c.close()

class OnlyIter:
    def __iter__(self):
        return iter([])

class NoHash:
    __hash__ = None

class Full:
    def __len__(self): return 0
    def __iter__(self): return iter(())
    def __contains__(self, x): return False
    def __call__(self): pass
    def __reversed__(self): return iter(())

for cls in (OnlyIter, NoHash, Full, list, dict, int):
    print(cls.__name__, [a.__name__ for a in abcs if issubclass(cls, a)])

print(repr(Iterable), Iterable.__module__, Sequence.__abstractmethods__ == frozenset({'__getitem__', '__len__'}))
print(sorted(MutableMapping.__abstractmethods__), sorted(MutableSequence.__abstractmethods__))
print(sorted(Set.__abstractmethods__), sorted(MutableSet.__abstractmethods__))

class MySeq(Sequence):
    def __init__(self, data):
        self.data = data
    def __getitem__(self, i):
        return self.data[i]
    def __len__(self):
        return len(self.data)

s = MySeq([1, 2, 3, 2])
print(list(s), 2 in s, 9 in s, s.index(2), s.count(2), list(reversed(s)), s.index(2, 2))
print(attempt(lambda: s.index(9)), attempt(lambda: MySeq.__abstractmethods__))
print(attempt(lambda: Sequence()))

class MyMap(MutableMapping):
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        return self.d[k]
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]
    def __iter__(self):
        return iter(self.d)
    def __len__(self):
        return len(self.d)

m = MyMap()
m['a'] = 1
m.update({'b': 2}, c=3)
m.update([('d', 4)])
print(m.get('a'), m.get('z', 0), 'b' in m, list(m.keys()), list(m.items()), list(m.values()))
print(m.pop('a'), m.pop('zz', None), attempt(lambda: m.pop('zz')), m.setdefault('e', 5))
print(m.popitem(), len(m), m == {'c': 3, 'd': 4, 'e': 5}, m.keys() & {'c', 'x'})
print(('c', 3) in m.items(), ('c', 4) in m.items(), 4 in m.values())
m.clear()
print(len(m), attempt(lambda: m.popitem()))

class MySet(MutableSet):
    def __init__(self, it=()):
        self.items = []
        for x in it:
            self.add(x)
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
    def add(self, x):
        if x not in self.items:
            self.items.append(x)
    def discard(self, x):
        if x in self.items:
            self.items.remove(x)
    def __repr__(self):
        return 'MySet(%r)' % self.items

a, b = MySet([1, 2, 3]), MySet([3, 4])
print(a | b, a & b, a - b, a ^ b, a <= b, MySet([1]) < a, a == MySet([3, 2, 1]), a.isdisjoint(b))
print(a._hash() == frozenset([1, 2, 3])._Set__hash if False else a._hash() == MySet([3, 1, 2])._hash())
a |= [9]
a -= [1]
print(a, a.pop(), a)
a.remove(3)
print(a, attempt(lambda: a.remove(42)))
a ^= [9, 10]
a &= [10]
print(a)

class MyList(MutableSequence):
    def __init__(self):
        self.d = []
    def __getitem__(self, i): return self.d[i]
    def __setitem__(self, i, v): self.d[i] = v
    def __delitem__(self, i): del self.d[i]
    def __len__(self): return len(self.d)
    def insert(self, i, v): self.d.insert(i, v)

ml = MyList()
ml.append(1)
ml.extend([2, 3, 4])
ml += [5]
ml.reverse()
print(ml.d, ml.pop(), ml.pop(0), ml.d)
ml.remove(3)
print(ml.d)
ml.clear()
print(ml.d)
print(Callable[[int, str], float], Callable[..., int], Callable[[], None])
print(Iterable[int], Mapping[str, int], Callable[[int], str].__args__)
print(attempt(lambda: Callable[int, str]))
print(KeysView({'a': 1}), ItemsView({'a': 1}), ValuesView({'a': 1}), len(MappingView([1, 2])))
print(sorted(KeysView({'a': 1, 'b': 2}) | {'c'}), list(ItemsView({'a': 1})))
class Reg:
    pass
Sequence.register(Reg)
print(issubclass(Reg, Sequence), isinstance(Reg(), Sequence), issubclass(Reg, Collection), issubclass(Reg, MutableSequence))
