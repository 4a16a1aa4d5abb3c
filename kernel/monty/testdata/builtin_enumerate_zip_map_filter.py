# enumerate, zip (strict), map (several iterables), filter (None).
print(list(enumerate("abc")), list(enumerate("ab", start=10)), list(enumerate([], 5)), list(enumerate("x", -1)))
print(list(zip()), list(zip([1, 2, 3], "ab")), list(zip(range(3), range(3), range(3))), dict(zip("ab", [1, 2])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [1, 2], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [1], [1, 2], strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(zip([1], [2], strict=True)))
print(list(map(str, [1, 2])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(pow, [2, 3], [3, 2], [5, 5])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(lambda x: x % 2, range(7))), list(filter(str.isdigit, "a1b2")))
e = enumerate("xy")
print(next(e), next(e), next(e, "done"), type(e).__name__, type(zip()).__name__, type(map(str, [])).__name__)
pairs = [(1, "one"), (2, "two")]
nums, names = zip(*pairs)
print(nums, names)
try:
    map(5, [1]).__next__()
except TypeError as e:
    print("TypeError:", e)
try:
    zip(1)
except TypeError as e:
    print("TypeError:", e)
try:
    enumerate(5)
except TypeError as e:
    print("TypeError:", e)
