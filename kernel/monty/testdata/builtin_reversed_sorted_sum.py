# reversed, sorted, sum (start, floats, non-numbers).
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))), list(reversed({"a": 1, "b": 2})))
try:
    reversed({1, 2})
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(iter([1]))
except TypeError as e:
    print("TypeError:", e)
print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 10), sum([1, 2.5]), sum([], 5), sum(range(101)), sum([True, True]))
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum([1 + 2j, 3]), sum(x / 10 for x in range(5)), sum([1e100, 1, -1e100]))
for bad in [lambda: sum(["a", "b"]), lambda: sum(["a"], ""), lambda: sum([b"a"], b""), lambda: sum([1, "a"]), lambda: sum(5)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(sum(start=5, iterable=[1]) if False else sum([1], start=5))
print(sorted([3, 1, 2]), sorted("cba", reverse=True), sorted({1: "a", 0: "b"}.items()))
