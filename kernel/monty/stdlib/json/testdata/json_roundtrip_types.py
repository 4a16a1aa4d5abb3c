import json
values = [0, -1, 10**20, 1.5, -0.0, 1e300, 'text', '', 'ü\u2603\U0001F600', '"\\\n\t', [], {}, [[[]]], {'k': {'k': {}}}, True, False, None,
          (1, 2), {'1': 1, '2': [None]}]
for v in values:
    s = json.dumps(v)
    print(s, json.dumps(v, ensure_ascii=False), json.loads(s) == (list(v) if isinstance(v, tuple) else v))
print(json.dumps({1: 'int key', 2.5: 'float key', True: 'bool', None: 'none'}))
try:
    json.dumps({(1, 2): 'x'})
except TypeError as e:
    print('TypeError', e)
print(json.dumps({(1, 2): 'x', 'a': 1}, skipkeys=True))
