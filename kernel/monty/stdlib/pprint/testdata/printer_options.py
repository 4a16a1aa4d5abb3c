# PrettyPrinter's options and their checks; pprint() to a stream.
import io
import pprint

for kw in ({'indent': -1}, {'depth': 0}, {'depth': -3}, {'width': 0}, {'indent': '2'}, {'width': 'x'}, {'indent': 1.9}):
    try:
        p = pprint.PrettyPrinter(**kw)
        print(kw, 'ok', p.pformat(list(range(30))))
    except (ValueError, TypeError) as e:
        print(kw, type(e).__name__, e)
buf = io.StringIO()
pprint.pprint({'a': 1}, stream=buf)
pprint.pprint(list(range(40)), buf, 2, 30)
pprint.PrettyPrinter(stream=buf, width=20).pprint(('x',) * 5)
print(repr(buf.getvalue()))
print(pprint.pformat(12345678, underscore_numbers=True), pprint.pformat([10**10, 2.5, -1000], underscore_numbers=True))
print(pprint.pformat({'n': 1000000}, underscore_numbers=True), pprint.pformat(True, underscore_numbers=True))


class Big(int):
    pass


print(pprint.pformat(Big(10000), underscore_numbers=True), pprint.pformat(list(range(3)), width=-5))
print(pprint.pformat(list(range(20)), width=-1), pprint.pformat(list(range(20)), indent=0, width=10))
pprint.pp([1, 2])
pprint.pprint('x' * 100)
pprint.pprint(b'y' * 40, width=20)
print(sorted(pprint.__all__))
