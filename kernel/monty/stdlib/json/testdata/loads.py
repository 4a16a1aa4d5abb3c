import json

doc = '{"a": [1, 2.5, -3, 1e3, -0.0, 1E-2, 12345678901234567890123], "b": {"c": null, "d": true, "e": false}, "s": "x\\u00e9\\ud83d\\ude00\\n\\"\\\\\\/\\t", "u": "\u2603"}'
v = json.loads(doc)
print(v)
print(json.loads("[]"), json.loads("{}"), json.loads(" 42 "), json.loads("\n\t\"s\"\r\n"), json.loads("-0"), json.loads("1.5e400"), json.loads("-1e-400"))
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.loads('{"a": 1, "a": 2, "b": 3}'))
print(json.loads(b'{"bytes": [1, 2]}'), json.loads(bytearray(b'"ba"')), json.loads('"\\ud800"') == "\ud800", json.loads(b'\xef\xbb\xbf[1]'))
print(json.loads("\"\\u00E9\"" ), json.loads('"\\uDFFF\\uD800"') == "\udfff\ud800")
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"x": 1, "y": {"z": 2}}', object_pairs_hook=lambda p: p))
print(json.loads('[1.5, 2]', parse_float=lambda s: "F" + s, parse_int=lambda s: "I" + s))
print(json.loads('[NaN, -Infinity]', parse_constant=lambda s: "C" + s))
print(json.loads('"a\tb"', strict=False))
from collections import OrderedDict
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
dec = json.JSONDecoder()
print(dec.decode(' [1, 2] '), dec.raw_decode('{"a": 1} trailing'), dec.raw_decode('xx [3]', 3), dec.raw_decode('"é" 1'))
print(json.loads('"\\u0041\\u00e9\\u4e2d"'), len(json.loads('"' + "x" * 1000 + '"')))
big = json.dumps({"rows": [{"id": i, "name": "n%d" % i, "v": i / 3} for i in range(200)]})
print(json.loads(big) == {"rows": [{"id": i, "name": "n%d" % i, "v": i / 3} for i in range(200)]})
