# Sequence repetition and membership for str, list, tuple, bytes.
print("ab" * 3, [1, 2] * 2, (0,) * 4, b"x" * 5, "-" * 10, [[]] * 2, "a" * True, "b" * False)
for n in [0, -1, -100]:
    print(repr("xy" * n), [1] * n, (1,) * n)
print("" in "", "" in "abc", "bc" in "abc", "cb" in "abc", b"" in b"x", 1 in [True], True in [1])
print([1, 2] in [[1, 2], [3]], (1,) in [(1,)], "a" in ["a", "b"], "a" in ("ab",), "ab" in ("a", "b"))
try:
    "ab" * 2.0
except TypeError as e:
    print("TypeError:", e)
try:
    1 in "abc"
except TypeError as e:
    print("TypeError:", e)
