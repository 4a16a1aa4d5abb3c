import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 59, 60]])
times = [0.5, 1.0, 2.5, 4.0]
print([bisect.bisect_left(times, t) for t in (0, 0.5, 0.75, 4.0, 5)])
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f'{x} not found')
a = [1, 4, 4, 9, 16]
print(index(a, 4), index(a, 16))
try:
    index(a, 5)
except ValueError as e:
    print('ValueError', e)
