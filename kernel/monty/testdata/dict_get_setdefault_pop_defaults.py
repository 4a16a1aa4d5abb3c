# get/setdefault/pop default behaviour and None values.
d = {"a": None, "b": 0}
print(d.get("a"), d.get("a", "dflt"), d.get("z"), d.get("z", "dflt"), "a" in d)
print(d.setdefault("a", 1), d.setdefault("c"), d)
print(d.pop("c"), d.pop("c", "gone"), d.pop("b", None), d)
try:
    d.pop()
except TypeError as e:
    print("TypeError:", e)
print({}.get(1, 2), {1: 2}.get(1.0), {(1, 2): "t"}.get((1, 2)))
