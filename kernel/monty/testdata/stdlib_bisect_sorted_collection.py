# A sorted list maintained with bisect: insert, range queries, nearest lookups.
import bisect
scores = []
for s in [70, 85, 60, 95, 85, 40, 100]:
    bisect.insort(scores, s)
print(scores)
def count_range(lo, hi):
    return bisect.bisect_right(scores, hi) - bisect.bisect_left(scores, lo)
print(count_range(60, 85), count_range(86, 99), count_range(0, 1000))
def nearest(x):
    i = bisect.bisect_left(scores, x)
    cands = scores[max(0, i - 1):i + 1]
    return min(cands, key=lambda v: (abs(v - x), v))
print([nearest(x) for x in [0, 62, 78, 90, 200]])
