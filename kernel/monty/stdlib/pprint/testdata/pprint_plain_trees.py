# Plain data (built-in containers and scalars) laid out at several widths:
# sorted str keys, int and bool keys, mixed keys, one-element tuples,
# empty containers, subclasses and cycles among them.
import pprint


class D(dict):
    pass


shared = [1, 2]
data = {
    "b": [(1,), (), [], {}, (2, 3)],
    "a": {3: "x", 1: "y", True: 2.5, -7: None, 2**70: b"raw"},
    "mixed": {1: "i", "s": 2, (1, 2): 3, 2.5: 4},
    "sub": D(z=1, y=[1, 2, 3]),
    "shared": [shared, shared],
    "text": ["word " * 12, "caf\u00e9", 1e300, -0.0, float("inf"), 3 + 4j],
}
for width in (10, 30, 60, 200):
    print(pprint.pformat(data, width=width))
    print(pprint.pformat(data, width=width, sort_dicts=False))
print(pprint.saferepr(data))
loop = [1, {"k": []}]
loop[1]["k"].append(loop)
print((pprint.pformat(loop, width=12) + pprint.saferepr(loop)).replace(str(id(loop)), "ID"))
print(pprint.pformat([data["a"]] * 3, width=40, compact=True))
print(pprint.pformat(data, depth=2, width=50))
print(pprint.pformat({"n": [10**6, 2**40]}, underscore_numbers=True, width=12))
