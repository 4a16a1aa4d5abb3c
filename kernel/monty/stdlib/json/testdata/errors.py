import json

docs = ['', ' ', '[1,]', '{"a":1,}', '{"a" 1}', '{1:2}', '[1 2]', '"abc', '"a\x01"', '"\\x"', '"\\u12"',
        'nul', 'tru', '[', '{', '{"a"', '{"a":', '[1', '1 2', '01', '-', '1.', '1e', '\ufeff1', '[-]', '"\\',
        '{"a":1 "b":2}', '[1,,2]', 'Infinityx', '\n\n  [1,\n 2 3]', '["\t"]', '"é\x02"', 'é', '[1, "é", x]', '"\\uzzzz"',
        '"\\ud800\\uzzzz"', '{"a": [1, {"b": }]}', '[1,', '[ ', '{"é": 1, "b"}', 'true false', '   ', '[true, fals]']
for d in docs:
    try:
        print(repr(d), "->", repr(json.loads(d)))
    except json.JSONDecodeError as e:
        print(repr(d), "!!", e, "|", e.msg, e.pos, e.lineno, e.colno, e.doc == d, isinstance(e, ValueError), e.args)
for bad in [1, None, [1]]:
    try:
        json.loads(bad)
    except TypeError as e:
        print("TypeError", e)
e = json.JSONDecodeError("Expecting value", "ab\ncd", 4)
print(e, repr(e), e.lineno, e.colno, e.pos, e.msg, type(e).__module__, type(e).__name__, json.decoder.JSONDecodeError is json.JSONDecodeError)
from json import JSONDecodeError
from json.decoder import JSONDecoder
print(JSONDecodeError.__mro__)
try:
    json.loads('{"a": }')
except ValueError as e:
    print("caught as ValueError:", e)
try:
    json.JSONDecoder().raw_decode("[1]", -1)
except ValueError as e:
    print("ValueError", e)
json.loads('[1, 2, oops]')
