# Dict equality ignores order; keys must be hashable; key identity kept from first insertion.
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {1: 2} == {1.0: 2}, {} == dict(), {"a": [1]} == {"a": [1]})
print(list({"a": 1, "b": 2}.items()) == list({"b": 2, "a": 1}.items()))
d = {1: "one"}
d[1.0] = "float"
print(d, type(list(d)[0]).__name__)
d = {}
d[(1, 2)] = "tuple"
d[frozenset([1])] = "frozenset"
d[None] = "none"
d[True] = "true"
d[3.5] = "float"
d["s"] = "str"
d[b"b"] = "bytes"
d[range(2)] = "range"
print(len(d), d[(1, 2)], d[frozenset({1})], d[None], d[1], d[range(0, 2)])
for bad in ([1], {1: 2}, {1}, bytearray(b"x")):
    try:
        d[bad] = 1
    except TypeError as e:
        print("TypeError:", e)
print({1: "a", True: "b", 1.0: "c"})
