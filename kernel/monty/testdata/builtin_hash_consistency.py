# Equal numbers hash equal; containers use it. (No string hashes printed: they vary per process.)
print(hash(1) == hash(1.0) == hash(1 + 0j) == hash(True))
print(hash(0) == hash(0.0) == hash(-0.0) == hash(False) == hash(0j))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)), hash(2 ** 64), hash(0.5), hash(-0.5), hash(1.5))
print(hash(float("inf")), hash(float("-inf")), hash(1e100) == hash(int(1e100)))
print(hash((1, 2)) == hash((1, 2)), hash((1, 2)) == hash((2, 1)), hash(()) == hash(()))
print(hash(frozenset()) == hash(frozenset()), hash(range(3)) == hash(range(0, 3, 1)))
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len({0, 0.0, False, -0.0, 0j}), {1.5: 1}[3 / 2])
print(hash(10 ** 20) == hash(10 ** 20 + 0.0), 10 ** 20 == 10 ** 20 + 0.0)
