# Lists of ints sort by value (the unboxed path), forwards and reversed,
# with negatives, duplicates, both ends of the machine range and the
# mixtures that must take the general path (bools, big ints, floats).
seed = 99


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n


for size in (2, 3, 31, 32, 33, 1000, 70000, 200003):
    xs = [rnd(2000) - 1000 for _ in range(size)]
    a, b = sorted(xs), sorted(xs, reverse=True)
    ok = all(a[i] <= a[i + 1] for i in range(size - 1)) and b == a[::-1]
    print(size, ok, a[:3], b[:3], sum(a) == sum(xs))

edges = [2 ** 63 - 1, -2 ** 63, 0, -1, 1, 2 ** 62, -(2 ** 62), 262143, 262144, -262144, -262145]
print(sorted(edges))
print(sorted(edges, reverse=True))
mixed = [3, True, 1, 0, False, 2]
print(sorted(mixed), sorted(mixed, reverse=True))
print(sorted([5, 2 ** 70, -2 ** 70, 1]), sorted([3, 1.5, 2, -0.0, 0]))
ys = [rnd(10 ** 9) for _ in range(5000)]
ys.sort()
print(ys == sorted(ys, key=lambda v: v), ys[0] <= ys[-1])
zs = [4, 1, 3]
zs.sort(reverse=True)
print(zs, sorted([]), sorted([7]))
try:
    sorted([1, 'a', 2])
except TypeError as e:
    print(type(e).__name__, e)
