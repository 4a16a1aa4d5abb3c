import reprlib
from collections import deque
r = reprlib.Repr()
print(r.repr(deque()), r.repr(deque(range(3))), r.repr(deque(range(10))))
r.maxdeque = 1
print(r.repr(deque('abc')))
r.maxset = 2
print(r.repr({5, 4, 3}), r.repr({'b', 'a'}))
r.maxdict = 1
print(r.repr({'z': 1, 'a': 2}))
r.maxtuple = 0
print(r.repr((1, 2)), r.repr((1,)))
