# JSONEncoder subclass with default(), and JSONDecoder.raw_decode.
import json
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, complex):
            return {"re": o.real, "im": o.imag}
        return super().default(o)
print(json.dumps({"s": {3, 1, 2}, "z": 1 + 2j}, cls=SetEncoder))
try:
    json.dumps(object(), cls=SetEncoder)
except TypeError as e:
    print("TypeError:", str(e).split(" is not")[0][:8], "is not JSON serializable" in str(e))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), dec.decode("[1]"))
enc = json.JSONEncoder(indent=2, sort_keys=True)
print(enc.encode({"b": [1], "a": None}))
print(list(json.JSONEncoder().iterencode({"k": [1, 2]})))
