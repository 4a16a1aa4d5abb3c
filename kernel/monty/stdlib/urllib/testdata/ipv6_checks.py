# Bracketed hosts: IPv6 literals, IPvFuture, and the messages for bad ones.
from urllib.parse import urlsplit, urlparse

for u in ['http://[::1]/', 'http://[v1.x]/', 'http://[vz.x]/', 'http://[v1.]/', 'http://[v.x]/', 'http://[xyz]/',
          'http://[::1%25eth0]/', 'http://[1:2:3:4:5:6:7:8]/', 'http://[1:2:3:4:5:6:7:8:9]/', 'http://[::ffff:1.2.3.4]/',
          'http://[]/', 'http://a]b[/', 'http://[1.2.3.4]/', 'http://[::1/x', 'http://::1]/x', 'http://[::]/',
          'http://[1::2::3]/', 'http://[12345::]/', 'http://[::g]/', 'http://[1:2:3:4:5:6:7::]/', 'http://[::1.2.3]/',
          'http://[fe80::1%]/', 'http://[2001:db8::1]:443/p', 'http://[::1]x/', 'http://[1:2:3:4:5:6:1.2.3.4]/']:
    for f in (urlsplit, urlparse):
        try:
            r = f(u)
            print(f.__name__, repr(u), r.netloc, r.hostname)
        except ValueError as e:
            print(f.__name__, repr(u), 'ValueError', e)
for u in [b'http://[::1]/', b'http://[1.2.3.4]/', b'http://[::1/']:
    try:
        print(urlsplit(u))
    except ValueError as e:
        print('ValueError', e)
