# urlsplit/urlparse: schemes, netlocs, stripping, fragments and params.
from urllib.parse import urlsplit, urlparse


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for u in ['path:80', 'HTTP://h', 'h:80/x', '1a:b', 'a+b-c.d://x/y', 'a_b://x', ':x', 'x:', '//h', '///p', '////p',
          'http:', 'http:/', 'http://', 'http:///p', ' \x01http://a', 'ht\ttp://a\n/b\r', 'http://a#b?c',
          'http://a?b#c?d', 'http://a/b;c;d?e#f', 'mailto:x@y?subject=hi', 'news:comp.lang', 'x://\x00y',
          'http://h/a[b]', 'file:/etc', 'urn:isbn:123', 'http://a/b/../c', 'HTTPS://A.B/C?D#E']:
    print(repr(u), urlsplit(u), tuple(urlparse(u)))
print(urlsplit('http://a/b', 'ftp'), urlsplit('//a/b', 'ftp'), urlsplit('a/b', 'ftp', False), urlsplit('http://a/b#c', allow_fragments=False))
print(urlparse('http://a/b;c/d;e'), urlparse('http://a/b;c'), urlparse('x;y'), urlparse('ftp://a/b;type=a'), urlparse('mailto:a;b'))
print(urlparse('//h/p;q', 'https'), urlparse('http://x/#f', allow_fragments=False), urlparse('/p;x/y;z?q#f'))
print(urlsplit(' http://a ', scheme=' ftp '), urlsplit('x', scheme='\tHT\ntp '))
for f in (lambda: urlsplit(1), lambda: urlsplit(None), lambda: urlsplit('x', b'y'), lambda: urlparse(b'x', 'h'),
          lambda: urlsplit('http://a', 'ftp', 0), lambda: urlsplit('')):
    print(attempt(f))
