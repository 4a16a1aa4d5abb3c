# json.loads converts integers through int(), so the 4300-digit limit holds.
import json
import sys

for n in (4300, 4301, 5000):
    try:
        v = json.loads('1' * n)
        print(n, "ok", len(str(v)))
    except ValueError as e:
        print(n, type(e).__name__, e)
try:
    json.loads('[' + '-' + '2' * 4301 + ']')
except ValueError as e:
    print(type(e).__name__, e)
print(json.loads('1' * 100 + '.5') > 0)
print(json.loads('{"a": %s}' % ('9' * 300))['a'] % 1000)
sys.set_int_max_str_digits(6000)
print(len(str(json.loads('7' * 5000))))
sys.set_int_max_str_digits(4300)
print(json.loads('1' * 20, parse_int=len))
