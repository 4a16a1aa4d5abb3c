import bisect
a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
for lo, hi in [(0, None), (3, None), (0, 5), (2, 8), (5, 5), (8, 3), (0, 0), (10, None), (12, None), (0, 20)]:
    print(lo, hi, [bisect.bisect_left(a, x, lo, hi) for x in (-1, 4, 7, 12)], [bisect.bisect_right(a, x, lo=lo, hi=hi) for x in (4, 9)])
for f in (bisect.bisect_left, bisect.bisect_right, bisect.insort_left, bisect.insort_right):
    try:
        f(a, 3, -1)
    except ValueError as e:
        print(f.__name__, 'ValueError', e)
b = [1, 5, 9]
bisect.insort(b, 7, 0, 1)
print(b)
