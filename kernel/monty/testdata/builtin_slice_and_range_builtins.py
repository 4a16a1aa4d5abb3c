# slice() and range() as first-class objects.
sl = slice(2, 8, 3)
data = list(range(10))
print(data[sl], sl, slice(3), slice(None, None, None), data[slice(-3, None)], "hello"[slice(None, None, -1)])
r = range(3, 30, 4)
print(r, r[2], r[-1], r[1:4], list(r), len(r), 15 in r, 16 in r, r.index(23), r.count(7))
print(list(range(0)), list(range(-3)), list(range(3, -3, -2)), range(5)[::-1], range(5)[::2][::-1])
print(range(0, 5) == range(5), range(2, 2) == range(7, 7), bool(range(0)), bool(range(1)), repr(range(-1, 1)))
print(sum(range(1, 11)), list(map(lambda i: i * i, range(4))), dict.fromkeys(range(3)))
