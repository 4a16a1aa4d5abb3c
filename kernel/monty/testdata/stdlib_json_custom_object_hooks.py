# Encoding and decoding custom types through default= and object_hook with a type tag.
import json
from datetime import date
from decimal import Decimal
def encode(o):
    if isinstance(o, date):
        return {"__type__": "date", "value": o.isoformat()}
    if isinstance(o, Decimal):
        return {"__type__": "decimal", "value": str(o)}
    if isinstance(o, set):
        return {"__type__": "set", "value": sorted(o)}
    raise TypeError(f"cannot encode {type(o).__name__}")
def decode(d):
    t = d.get("__type__")
    if t == "date":
        return date.fromisoformat(d["value"])
    if t == "decimal":
        return Decimal(d["value"])
    if t == "set":
        return set(d["value"])
    return d
obj = {"when": date(2024, 5, 6), "price": Decimal("9.99"), "tags": {"b", "a"}, "plain": [1, 2]}
s = json.dumps(obj, default=encode, sort_keys=True)
print(s)
back = json.loads(s, object_hook=decode)
print(back == obj, sorted(back["tags"]), back["price"], back["when"])
try:
    json.dumps({"x": object()}, default=encode)
except TypeError as e:
    print("TypeError:", e)
