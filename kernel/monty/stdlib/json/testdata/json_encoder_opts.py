import json
data = {'b': [1, 2.5, None, True], 'a': {'x': 'é', 'y': []}, 'c': ''}
for kw in [{}, {'sort_keys': True}, {'indent': 2}, {'indent': '\t'}, {'indent': 0}, {'separators': (',', ':')}, {'ensure_ascii': False},
           {'indent': 1, 'separators': (';', '=')}, {'sort_keys': True, 'indent': 3, 'ensure_ascii': False}]:
    enc = json.JSONEncoder(**kw)
    print(kw, repr(enc.item_separator), repr(enc.key_separator), enc.encode(data))
print(json.JSONEncoder.item_separator, json.JSONEncoder.key_separator)
