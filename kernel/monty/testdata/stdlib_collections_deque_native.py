# deque on its Go ring buffer: ends, maxlen eviction both ways, rotate,
# indexing, mutation during iteration, self-extension, subclasses, errors.
from collections import deque
import copy

d = deque(range(5), maxlen=7)
d.extend(d)
print(d, len(d), d.maxlen)
d.extendleft("ab")
print(d, d[0], d[-1], d[3])
d.rotate(3); print(d)
d.rotate(-10); print(d)
d[1] = "X"; del d[0]; print(d, "X" in d, "zz" in d, d.count(1))
d.appendleft("L"); d.append("R"); print(d, d.pop(), d.popleft(), list(reversed(d)))
q = deque()
for i in range(20):
    q.append(i)
    if i % 3 == 0:
        q.popleft()
print(q, bool(q), bool(deque()), q.index(10), q.index(12, 3))
q.insert(2, "ins"); q.remove(11); q.reverse(); print(q)
try:
    for x in q:
        q.append(x)
except RuntimeError as e:
    print("RuntimeError:", e)
for make in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5], lambda: deque([1])["a"],
             lambda: deque(maxlen=-1), lambda: deque(maxlen="3"), lambda: deque([1], 2, 3), lambda: q.index("nope"),
             lambda: deque([1], maxlen=1).insert(0, 2), lambda: hash(deque()), lambda: deque() + [1]):
    try:
        make()
    except Exception as e:
        print(type(e).__name__, e)
z = deque([1, 2], maxlen=0); z.append(3); z.extend([4]); print(z, z.maxlen)
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) < deque([1, 3]), deque([1]) == [1], deque([1, 2]) + deque([3]), deque([1, 2]) * 2)
r = deque([1]); r.append(r); print(r)
m = deque([1, 2, 3], maxlen=3); m *= 2; print(m)
e = deque([1, 2]); e.__init__([9]); print(e, e.maxlen)


class MyDeque(deque):
    def __init__(self, *a):
        super().__init__(*a)
        self.tag = "t"


md = MyDeque([3, 4], 5)
md.append(5)
print(md, md.tag, type(md.copy()).__name__, copy.copy(md), isinstance(md, deque), md.maxlen)
print(copy.deepcopy(deque([[1]], maxlen=4)), deque("abc").copy(), list(iter(deque("xyz"))), deque[int])
