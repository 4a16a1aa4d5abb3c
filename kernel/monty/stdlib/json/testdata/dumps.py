import json

data = {"name": "Ada", "age": 36, "langs": ["en", "fr"], "ok": True, "none": None,
        "pi": 3.141592653589793, "big": 2**70, "neg": -5, "f": 1e22, "small": 1e-7, "nested": {"a": [1, [2, {}]], "b": {}}}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent="\t", sort_keys=True))
print(json.dumps(data, indent=0))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps(data, indent=2, separators=(", ", " = ")))
print(json.dumps([], indent=4), json.dumps({}, indent=4), json.dumps([[]], indent=1))
print(json.dumps("héllo \u2603 \U0001F600 \x00\x1f\x7f\"\\/\n\r\t\b\f"))
print(json.dumps("héllo \u2603 \U0001F600 \x00\x1f\x7f\"\\/\n\r\t\b\f", ensure_ascii=False))
print(json.dumps({"é": "ü"}, ensure_ascii=False), json.dumps({"é": "ü"}))
print(json.dumps([float("nan"), float("inf"), -float("inf"), 0.1, -0.0, 1.0, 123456789.0, 1e16, 1.5e-10]))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d", False: "e", 10**20: "f"}))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True))
print(json.dumps((1, 2, (3, 4))), json.dumps([1, (2,)], indent=1))
print(json.dumps({(1, 2): 3, "x": 4}, skipkeys=True))
print(json.dumps(1), json.dumps(1.5), json.dumps(None), json.dumps(True), json.dumps("s"), json.dumps(-2**80))

class MyInt(int): pass
class MyFloat(float): pass
class MyStr(str): pass
class MyDict(dict): pass
class MyList(list): pass
print(json.dumps([MyInt(5), MyFloat(2.5), MyStr("x"), MyDict(a=1), MyList([1, 2]), {MyStr("k"): MyInt(1)}]))

class Point:
    def __init__(self, x, y): self.x, self.y = x, y

print(json.dumps(Point(1, 2), default=lambda o: o.__dict__))
print(json.dumps({"p": [Point(1, 2), Point(3, 4)]}, default=lambda o: [o.x, o.y], indent=2))
print(json.dumps({"s": {1, 2, 3}}, default=sorted))

for bad in [object(), b"x", {1, 2}, 1j]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError", e)
try:
    json.dumps([float("inf")], allow_nan=False, indent=2)
except ValueError as e:
    print("ValueError", e)
try:
    json.dumps({1: 1, "a": 2}, sort_keys=True)
except TypeError as e:
    print("TypeError", e)
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError", e)
d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError", e)
try:
    json.dumps([1], foo=1)
except TypeError as e:
    print("TypeError", e)
shared = [1, 2]
print(json.dumps([shared, shared, {"a": shared}]))
