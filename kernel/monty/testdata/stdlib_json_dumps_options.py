# json.dumps: indent, sort_keys, separators, ensure_ascii, default, and special floats.
import json
data = {"name": "Zoë", "tags": ["a", "b"], "n": 3, "pi": 3.14159, "ok": True, "none": None, "nested": {"z": 1, "a": [1, {"k": "v"}]}}
print(json.dumps(data))
print(json.dumps(data, sort_keys=True, indent=2))
print(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
print(json.dumps([1, [2, [3]]], indent=0), json.dumps({"a": 1}, indent="\t"))
print(json.dumps("quote\" backslash\\ newline\n tab\t unicode é 😀"), json.dumps("é", ensure_ascii=False))
print(json.dumps(float("inf")), json.dumps(float("nan")), json.dumps(-0.0), json.dumps(1e100), json.dumps(10 ** 30))
try:
    json.dumps(float("inf"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({1: "int key", 2.5: "float key", True: "bool key", None: "null key"}))
print(json.dumps((1, 2)), json.dumps({"k": (1,)}), json.dumps([]), json.dumps({}), json.dumps(""))
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
try:
    json.dumps(Point(1, 2))
except TypeError as e:
    print("TypeError:", e)
print(json.dumps(Point(1, 2), default=lambda o: vars(o)), json.dumps({1, 2} if False else sorted({2, 1})))
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1, separators=(",", ": ")))
