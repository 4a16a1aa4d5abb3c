# Comparisons across numeric types, sequences, and errors for unorderable types.
print(1 == 1.0 == True, 0 == False, 2 == 2 + 0j, 1 < 1.5 < 2)
print(2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53), 10**400 > 1e308)
print(float("inf") > 10**1000, float("nan") == float("nan"), float("nan") != float("nan"))
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], (1, "a") < (1, "b"), [] < [0])
print("abc" < "abd", "Z" < "a", "" < "a", "a" < "aa")
print(b"a" < b"b", {1} < {1, 2}, {1, 2} > {1}, {1} <= {1})
print([1, 2] == (1, 2), "1" == 1, None == 0, None is None)
print((1, [2]) == (1, [2]), {"a": 1} == {"a": 1.0})
for a, b in [(1, "1"), ([1], (1,)), (None, None), ({}, {}), (1j, 2j), ("a", b"a")]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
nan = float("nan")
print([nan] == [nan], nan in [nan], (nan,) == (nan,))
print(max(1, 2.5, True), min([3, 1.0, 2]))
