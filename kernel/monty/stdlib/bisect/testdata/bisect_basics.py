import bisect

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect_left(a, 2, lo=4, hi=6))
b = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 4)
bisect.insort_right(b, 4)
print(b)
recs = [('a', 1), ('b', 3), ('c', 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ('x', 4), key=lambda r: r[1])
bisect.insort_left(recs, ('y', 3), key=lambda r: r[1])
print(recs)
print(attempt(lambda: bisect.bisect([], 1, -1)))
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
