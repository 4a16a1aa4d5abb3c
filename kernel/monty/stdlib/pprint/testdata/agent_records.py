# What agent code pretty-prints: API-like records, config trees, results tables.
import pprint

records = [{'id': i, 'name': 'item-%d' % i, 'tags': ['t%d' % j for j in range(i % 4)],
            'meta': {'score': i * 1.5, 'ok': i % 2 == 0, 'owner': None}} for i in range(5)]
pprint.pprint(records)
pprint.pprint(records, width=50, compact=True)
pprint.pp(records[:2], width=60)
config = {'server': {'host': 'localhost', 'ports': [8080, 8081, 8443], 'tls': {'cert': '/etc/cert.pem', 'key': '/etc/key.pem'}},
          'workers': 4, 'features': {'beta': False, 'flags': ('a', 'b', 'c') * 4}, 'paths': {'/': 'index', '/api': 'api'}}
print(pprint.pformat(config, indent=2, width=40))
print(pprint.pformat(config, depth=2))
table = [('name', 'count', 'share')] + [('row%02d' % i, i * 37, round(i / 7, 4)) for i in range(8)]
print(pprint.pformat(table, width=30))
print(pprint.pformat({'result': 'x' * 120, 'lines': 'first line\nsecond line\n' * 3}, width=50))
