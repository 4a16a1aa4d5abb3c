import json
for doc in ['', '[', '{"a" 1}', '[1,]', '{"a": 1,}', 'nul', '"unterminated', '[1] x', '{1: 2}', "{'a': 1}", '"\\x"', '01', '[1 2]', '\n\n  ]']:
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        print(repr(doc), e.msg, e.pos, e.lineno, e.colno, '|', e)
dec = json.JSONDecoder()
try:
    dec.raw_decode('  [1]')
except json.JSONDecodeError as e:
    print('raw', e.msg, e.pos)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__module__)
print(json.loads('"a\tb"', strict=False))
try:
    json.loads('"a\tb"')
except json.JSONDecodeError as e:
    print(e.msg, e.pos)
