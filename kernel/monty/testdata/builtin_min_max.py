# min and max: iterables, varargs, key, default, errors.
print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max("hello"), min("b", "a"), max([1, 2], [1, 3]))
print(min([], default="empty"), max((), default=None), min([5], default=0))
print(max(["apple", "fig", "banana"], key=len), min(["apple", "fig", "banana"], key=len), max([-3, 2], key=abs))
print(max([(1, "b"), (1, "a")]), max([1, 1.0]), max([1.0, 1]), min([0, False]), max(True, 1))
print(max([3, 1, 3], key=lambda x: 0), min({"a": 3, "b": 1}, key={"a": 3, "b": 1}.get))
for bad in [lambda: min([]), lambda: max(()), lambda: max(1), lambda: min(1, "a"), lambda: max(), lambda: min([1], [2], default=0)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(max(range(10 ** 6)), min(iter([9, 8])), max({1: 0, 5: 0}), max(x * x for x in range(-5, 3)))
