# Keys of mixed types coexist; printing keeps insertion order; sorting mixed keys fails.
d = {1: "int", "1": "str", (1,): "tuple", None: "none", 2.5: "float", b"1": "bytes", frozenset(): "fs"}
print(d)
print(list(d), d[1.0], d[(1,)])
try:
    sorted(d)
except TypeError as e:
    print("TypeError:", e)
print(sorted(d, key=repr))
