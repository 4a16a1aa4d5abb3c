# Sets of small non-negative ints iterate in ascending order (their hashes are themselves).
print({3, 1, 2}, {10, 5, 0, 7}, set(range(10, 0, -1)), {100, 1, 50})
s = set()
for v in [9, 3, 7, 1]:
    s.add(v)
print(s, list(s), sorted(s) == list(s))
print(sorted({"banana", "apple", "cherry"}), sorted({(2, 1), (1, 2)}), sorted({-1, -5, 3}))
