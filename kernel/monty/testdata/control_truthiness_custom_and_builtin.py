# Truthiness of every builtin type's empty and non-empty values, and in while loops.
vals = [0, 0.0, 0j, "", b"", bytearray(), [], (), {}, set(), frozenset(), range(0), None, False,
        1, -0.1, 1j, " ", b"\x00", [None], (0,), {0: 0}, {0}, range(1), True, object(), ...]
print("".join("T" if v else "F" for v in vals))
queue = [3, 2, 1]
while queue:
    print(queue.pop(), end=" ")
print()
s = "abc"
while s:
    s = s[1:]
    print(repr(s), end=" ")
print()
