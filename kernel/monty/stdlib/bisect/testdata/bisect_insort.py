import bisect
import random
rng = random.Random(7)
data = []
for _ in range(100):
    bisect.insort(data, rng.randrange(50))
print(data == sorted(data), len(data), data[:10])
left, right = [], []
for x in [3, 1, 3.0, 2, 3, 1.0]:
    bisect.insort_left(left, x)
    bisect.insort_right(right, x)
print(left, right)
print([type(v).__name__ for v in left], [type(v).__name__ for v in right])
s = []
for w in 'the quick brown fox jumps over the lazy dog'.split():
    bisect.insort(s, w)
print(s)
print(bisect.insort(s, 'zebra'), s[-1])
