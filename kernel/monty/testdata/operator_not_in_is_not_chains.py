# Negated membership and identity, and how "not" binds.
x = [1, 2, 3]
print(4 not in x, not 4 in x, (not 4) in x, 2 not in x)
print(None is not None, not None is None, x is not x[:])
print(1 not in [1] == False, (1 not in [1]) == False)
print(not 1 < 2, not (1 < 2), not 1 + 1, not [] or "default")
print("a" not in "abc" not in ["x"])
