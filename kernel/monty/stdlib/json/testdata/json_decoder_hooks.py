import json
from decimal import Decimal
from collections import OrderedDict
doc = '{"a": 1.5, "b": [1, 2, {"c": NaN}], "d": -Infinity, "e": 10}'
print(json.loads(doc))
print(json.loads(doc, parse_float=Decimal), json.loads(doc, parse_int=str))
print(json.loads(doc, parse_constant=lambda name: 'const:' + name))
print(json.loads(doc, object_hook=lambda d: sorted(d)), json.loads('[{"z": 1, "a": 2}]', object_pairs_hook=OrderedDict))
print(json.loads('{"z": 1, "a": 2}', object_pairs_hook=list, object_hook=dict))
dec = json.JSONDecoder(parse_int=float)
print(dec.decode(' [1, 2] '), dec.raw_decode('[3] trailing'), dec.raw_decode('xx{"k": 1}', 2), dec.strict, dec.memo)
d2 = json.JSONDecoder()
print(d2.parse_float is float, d2.parse_int is int, d2.object_hook, d2.object_pairs_hook, d2.parse_constant('NaN'))
