from collections import deque
d = deque([1, 2, 3], maxlen=4)
d.append(4)
d.append(5)
print(d, d.maxlen, d.popleft(), d.pop(), d)
d.extendleft([9, 8])
print(d, d.index(9), d.count(2), d.copy(), type(d.copy()).__name__)
d.rotate(1)
print(d)
d.rotate(-2)
print(d)
for call in (lambda: d.index(77), lambda: d.remove(77), lambda: deque().pop(), lambda: d + [1],
             lambda: deque([1], 1).insert(0, 2), lambda: d[10]):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
e = deque('abc')
e.insert(1, 'X')
e.remove('b')
print(e, e * 2, 2 * e, e + deque('z'), list(reversed(e)), e == deque('aXc'), e < deque('b'))
e *= 2
e += 'q'
print(e, len(e), e[-1], 'X' in e)
del e[0]
e[0] = 'first'
print(e)
e.clear()
print(e, bool(e), deque(maxlen=0), deque(range(3), 2))
r = deque()
r.append(r)
print(r)
class Sub(deque):
    pass
s = Sub([1, 2], 5)
print(s, s.copy(), s + Sub([3]), deque[int])
