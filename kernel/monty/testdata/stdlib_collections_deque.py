# deque: appends and pops at both ends, maxlen, rotate, extendleft, indexing.
from collections import deque
d = deque([1, 2, 3])
d.append(4); d.appendleft(0); d.extend([5, 6]); d.extendleft([-1, -2])
print(d, d.pop(), d.popleft(), d[0], d[-1], len(d))
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d.index(3), d.count(1), 3 in d)
d.remove(3)
d.reverse()
print(d, list(reversed(d)))
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window), end=" ")
print(window.maxlen)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
print(deque("abc") == deque("abc"), repr(deque([1], maxlen=2)), deque(range(3)) + deque([9]), deque([1]) * 3)
