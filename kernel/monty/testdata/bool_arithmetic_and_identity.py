# bool results of comparisons are singletons; bool arithmetic yields int.
t, f = (1 < 2), (1 > 2)
print(t is True, f is False, bool(1) is True, (not 0) is True)
print(type(True + 1).__name__, type(True & True).__name__, type(True * 1.5).__name__, True // 2, True % 2)
print(True == 1.0, hash(True) == hash(1), {True: "t", 1: "one"}, [True, 1, 1.0].count(1))
print(sum(x > 2 for x in range(6)), [i for i, b in enumerate([True, False, True]) if b])
print(str(True), repr(False), f"{True!r}", format(False), int("1") == True, True is bool(True))
print(max(False, True), min(True, 2), sorted([True, False, 0, 1]), bool(-0.0), bool("False"))
