# Iterating bytes yields ints; membership accepts ints and bytes-like subsequences.
b = b"hello"
print([x for x in b], 104 in b, b"ll" in b, bytearray(b"el") in b)
try:
    "h" in b
except TypeError as e:
    print("TypeError:", e)
try:
    256 in b
except ValueError as e:
    print("ValueError:", e)
print(list(reversed(b)), sorted(b), max(b), sum(b), bytes(sorted(b)), b.count(108), b.index(111))
