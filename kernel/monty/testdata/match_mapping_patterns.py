# Mapping patterns match keys, ignore extras, and capture the rest with **.
def handle(msg):
    match msg:
        case {"type": "click", "pos": (x, y)}:
            return f"click at {x},{y}"
        case {"type": "key", "key": str(k), **rest}:
            return f"key {k} extra={rest}"
        case {"type": t}:
            return f"unknown type {t}"
        case {}:
            return "empty or untyped mapping"
        case _:
            return "not a mapping"
print(handle({"type": "click", "pos": (1, 2), "ts": 0}))
print(handle({"type": "key", "key": "q", "mod": "ctrl", "ts": 5}))
print(handle({"type": "scroll"}))
print(handle({"other": 1}))
print(handle([("type", "click")]))
class Missing(dict):
    def __missing__(self, k):
        return "invented"
match Missing(a=1):
    case {"b": v}:
        print("matched via __missing__?", v)
    case _:
        print("__missing__ is not consulted")
match {1: "one", "k": None}:
    case {1: one, "k": None}:
        print("literal keys", one)
KEY = "k"
class C:
    KEY = "k"
match {"k": 9}:
    case {C.KEY: v}:
        print("dotted value key", v)
