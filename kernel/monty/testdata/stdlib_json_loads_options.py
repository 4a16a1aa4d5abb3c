# json.loads: types, object_hook, object_pairs_hook, parse_float/int/constant, duplicates.
import json
text = '{"a": 1, "b": [true, false, null], "c": 1.5, "d": "s\\u00e9", "e": {"x": -2e3}, "a": "dup"}'
obj = json.loads(text)
print(obj, type(obj["c"]).__name__, type(obj["e"]["x"]).__name__)
print(json.loads(text, object_pairs_hook=list))
print(json.loads('{"p": {"x": 1, "y": 2}}', object_hook=lambda d: tuple(sorted(d.items()))))
print(json.loads("[1.10, 2]", parse_float=str), json.loads("[1, 2]", parse_int=float), json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads("[NaN]", parse_constant=lambda c: f"<{c}>"), json.loads(' "\\ud83d\\ude00" '), json.loads("123"), json.loads("null"))
print(json.loads(b'{"bytes": "ok"}'), json.loads("  [ 1 , 2 ]  "), json.loads('"\\n\\t\\\\\\/"'))
round_trip = {"list": [1, 2.5, "x", None, True], "nested": {"k": [{}]}}
print(json.loads(json.dumps(round_trip)) == round_trip)
