# JSON round trips: unicode escapes, big ints, float repr, nested empties, key coercion.
import json
values = [0, -1, 10 ** 40, 1.0, 0.1, 1e-7, 1e21, -0.0, "", "é\u2028\x00", [], {}, [[]], {"": {"": []}}, True, None]
for v in values:
    s = json.dumps(v)
    print(s, json.loads(s) == v or v != v, type(json.loads(s)).__name__)
print(json.loads(json.dumps({1: "a", "1": "b"})), json.dumps("\ud83d\ude00"), json.dumps("😀"), json.loads('"\\u00e9"'))
print(json.dumps([1.5, 2.25e-8, 123456789012345678901234567890.0, float(2 ** 53)]))
