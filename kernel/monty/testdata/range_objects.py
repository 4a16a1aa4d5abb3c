# range: lazy, indexable, sliceable, comparable by value.
r = range(10, 0, -3)
print(r, list(r), len(r), r[0], r[-1], r[1:3], r[::-1], 4 in r, 5 in r, r.index(7), r.count(4))
print(range(5), range(0), range(2, 5), range(0, 10, 2), list(range(-5, 5, 4)), list(range(5, 0)), len(range(0, 100, 7)))
print(range(0, 3) == range(3), range(0) == range(5, 5), range(0, 10, 2) == range(0, 9, 2), range(1, 2) == range(1, 2, 5))
print(r.start, r.stop, r.step, range(7).start, hash(range(3)) == hash(range(0, 3)))
big = range(10 ** 20)
print(len(range(10 ** 18)), big[-1], 10 ** 19 in big, big[10 ** 19:10 ** 19 + 2])
for bad in [lambda: range(0, 10, 0), lambda: range(1.5), lambda: range(5)[10], lambda: range(3).index(7), lambda: len(range(10 ** 20))]:
    try:
        bad()
    except (ValueError, TypeError, IndexError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(list(reversed(range(4))), sum(range(101)), max(range(3)), sorted(range(3), reverse=True), range(3)[True])
print(iter(range(3)).__class__.__name__, list(range(0, -6, -2)), range(-3, 3)[-1])
