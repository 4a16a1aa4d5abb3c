from collections import deque
import copy

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], d[2], d.maxlen)
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([10, 11])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate(0)
d.rotate(100)
print(d)
print(d.count(7), d.index(7), d.index(2, 1), attempt(lambda: d.index(99)))
d.insert(2, 'x')
d.remove('x')
print(d, 7 in d, 99 in d)
d.reverse()
print(d, list(reversed(d)))
d[0] = 'first'
del d[1]
print(d)
m = deque(range(10), maxlen=3)
print(m, m.maxlen)
m.append(10)
print(m)
m.appendleft(-1)
print(m)
m.extend([20, 21])
print(m)
m.extendleft([30])
print(m)
print(attempt(lambda: m.insert(0, 1)))
z = deque(maxlen=0)
z.append(1)
print(z)
print(attempt(lambda: deque().pop()), attempt(lambda: deque().popleft()))
print(attempt(lambda: deque([1])[5]), attempt(lambda: deque([1]).remove(2)))
print(attempt(lambda: deque(maxlen=-1)), attempt(lambda: deque([1]) + [2]))
print(deque([1, 2]) + deque([3]), deque([1, 2]) * 2, 2 * deque([5]), deque([1]) * 0)
a = deque([1, 2], maxlen=3)
a += [3, 4]
print(a)
a *= 2
print(a)
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) < deque([1, 3]), deque([1]) == [1])
print(deque([1, 2]) >= deque([1, 2]), deque([2]) > deque([1, 5]), deque() != deque())
print(bool(deque()), bool(deque([0])))
c = d.copy()
c.append('new')
print(d, c, copy.copy(c), copy.deepcopy(deque([[1]], maxlen=4)))
q = deque()
for i in range(1000):
    q.append(i)
    if i % 3 == 0:
        q.popleft()
print(len(q), q[0], q[-1], sum(q))
q2 = deque()
for i in range(100):
    q2.appendleft(i)
    if i % 2:
        q2.pop()
print(len(q2), list(q2)[:5])
d.clear()
print(d, len(d))
r = deque([1, 2, 3])
try:
    for x in r:
        r.append(x)
except RuntimeError as e:
    print('RuntimeError', e)
print(deque('abc'), repr(deque([], maxlen=2)), str(deque([1])))
s = deque([1])
s.append(s)
print(s)
print(hash is not None, deque.__hash__)
print(deque[int])
