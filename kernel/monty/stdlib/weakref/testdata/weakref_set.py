import gc, weakref
class E:
    def __init__(self, n):
        self.n = n
items = [E(i) for i in range(5)]
s = weakref.WeakSet(items[:3])
s.add(items[3])
print(len(s), items[0] in s, items[4] in s, 5 in s, sorted(e.n for e in s))
s.discard(items[0])
s.remove(items[1])
try:
    s.remove(items[4])
except KeyError:
    print('KeyError')
other = weakref.WeakSet(items[2:])
print(sorted(e.n for e in s | other), sorted(e.n for e in s & other), sorted(e.n for e in other - s), sorted(e.n for e in s ^ other))
print(s <= other, s < other, other >= s, s == weakref.WeakSet(items[2:4]), s.isdisjoint(weakref.WeakSet([items[0]])))
c = s.copy()
c |= [items[0]]
c -= [items[2]]
print(sorted(e.n for e in c), type(c).__name__)
p = s.pop()
print(p.n in (2, 3), len(s))
s.clear()
try:
    s.pop()
except KeyError as e:
    print('KeyError', e)
print(weakref.WeakSet[int])
