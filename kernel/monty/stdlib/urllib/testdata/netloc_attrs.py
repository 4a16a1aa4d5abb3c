# username, password, hostname and port of split and parse results.
from urllib.parse import urlsplit, urlparse


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for u in ['http://user:pw@Host.COM:8080/', 'http://user@host', 'http://:pw@host', 'http://@host', 'http://u:@h:',
          'http://a:b@c@d:1/', 'http://[::1]:80/', 'http://[FE80::1%ETH0]:8/', 'http://u@[::1]/', 'http://host:/',
          'http://h:0/', 'http://h:65535/', 'http://h:65536/', 'http://h:0x1/', 'http://h:-1/', 'http://h:+1/',
          'http://h:１/', 'http://h: 1/', 'http://h:port/', '//h:9', 'relative', 'http://', 'http://ÄÖ.de:9/',
          'http://user%40x:p%3Aw@h/']:
    s = urlsplit(u)
    p = urlparse(u)
    print(repr(u), s.username, s.password, s.hostname, attempt(lambda: s.port), p.hostname == s.hostname)
b = urlsplit(b'http://U:P@HoSt:99/x')
print(b.username, b.password, b.hostname, b.port, urlsplit(b'http://h:x/').netloc, attempt(lambda: urlsplit(b'http://h:x/').port))
print(attempt(lambda: urlsplit(b'http://h:99999/').port), urlsplit(b'http://[::1%EN]/').hostname)
