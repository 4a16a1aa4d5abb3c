# bisect: bisect_left/right, insort, key= (3.10+), grade lookup.
import bisect
a = [1, 2, 2, 2, 5, 8]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 2), bisect.bisect_left(a, 0), bisect.bisect_right(a, 9), bisect.bisect_left(a, 2, 2, 4))
bisect.insort(a, 3)
bisect.insort_left(a, 2)
print(a)
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
recs = [("a", 1), ("b", 5), ("c", 9)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect_right([1, 3], 3, lo=0, hi=1))
bisect.insort(recs, ("x", 6), key=lambda r: r[1])
print(recs)
