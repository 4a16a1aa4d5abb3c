import json
vals = [float('nan'), float('inf'), float('-inf')]
print(json.dumps(vals))
try:
    json.dumps(vals, allow_nan=False)
except ValueError as e:
    print('ValueError', e)
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print('ValueError', e)
d = {}
d['self'] = d
try:
    json.dumps(d)
except ValueError as e:
    print('ValueError', e)
print(json.loads('[NaN, Infinity, -Infinity]'), json.decoder.NaN != json.decoder.NaN, json.decoder.PosInf, json.decoder.NegInf)
