# The bytes forms of every function, and mixing str with bytes.
from urllib.parse import *


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


print(urlsplit(b'http://u:p@h:9/p?q#f'), urlparse(b'http://h/p;a?q#f'), urldefrag(b'http://h/p#f'))
print(urlunsplit(urlsplit(b'http://h/p?q#f')), urlunparse(urlparse(b'http://h/p;a')), urljoin(b'http://h/a/b', b'../c'))
print(urlsplit(b'http://x/').decode(), urlparse(b'http://x/').decode('ascii'), urldefrag(b'a#b').decode())
print(parse_qs(b'a=1&a=2&b=%20'), parse_qsl(b'a=1&b', keep_blank_values=True), unquote_to_bytes(b'a%20b'), unquote(b'a%20b'))
print(quote(b'/a b'), quote_plus(b'a b&c'), quote_from_bytes(b'\xff'), urlencode({b'a b': b'c d'}))
print(urlsplit(b'http://h/', b'ftp'), urlsplit(b'//h', b'ftp'), urlsplit(b'', b''))
for f in (lambda: urlsplit(b'http://h/', 'ftp'), lambda: urlsplit('x', b'ftp'), lambda: urljoin(b'http://a', 'b'),
          lambda: urlunsplit(('http', b'h', '', '', '')), lambda: urlsplit(b'http://\xff/'), lambda: urlparse(b'x').encode(),
          lambda: urlsplit('x').decode(), lambda: parse_qsl(b'a=%E9'), lambda: urldefrag(1)):
    print(attempt(f))
