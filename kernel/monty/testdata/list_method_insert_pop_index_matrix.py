# insert/pop/index with negative and out-of-range positions.
base = [10, 20, 30]
for pos in [-10, -3, -1, 0, 1, 3, 10]:
    l = base[:]
    l.insert(pos, "X")
    print(pos, l)
for pos in [-3, -1, 0, 2]:
    l = base[:]
    print(pos, l.pop(pos), l)
l = [1, 2, 3, 2, 1]
print(l.index(2), l.index(2, 2), l.index(1, -1), l.index(3, -5, 3), l.count(1))
for args in [(2, 4, 5), (9,), (1, 1, 4)]:
    try:
        l.index(*args)
    except ValueError as e:
        print("ValueError:", e)
