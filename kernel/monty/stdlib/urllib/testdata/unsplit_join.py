# urlunsplit/urlunparse round trips and geturl of every result class.
from urllib.parse import *

for parts in [('http', '', '//x', '', ''), ('', '', '//x', '', ''), ('file', '', '/x', '', ''), ('file', '', 'x', '', ''),
              ('mailto', '', 'x', '', ''), ('', 'h', 'x', 'q', 'f'), ('http', 'h', '', '', ''), ('', '', '', '', ''),
              ('git+ssh', '', 'x', '', ''), ('x', 'h', 'p', '', 'f'), ('HTTP', 'H', '/P', 'Q', 'F')]:
    print(parts, repr(urlunsplit(parts)), repr(urlunparse(parts[:3] + (';p',) + parts[3:])), repr(urlunparse(parts[:3] + ('',) + parts[3:])))
print(urlunsplit([b'http', b'h', b'/p', b'q', b'f']), urlunparse((b'http', b'h', b'/p', b'a', b'', b'')))
for u in ['http://a/b;c?d#e', 'mailto:x', '//h/p', 'http://h', 'file:///p', 'x', '?q', '#f', 'http://h/?', 'http://h/#']:
    s, p, d = urlsplit(u), urlparse(u), urldefrag(u)
    print(repr(u), s.geturl(), p.geturl(), d.geturl(), d, urlunsplit(s) == s.geturl())
print(urldefrag(b'x#y'), urldefrag(b'x#y').geturl(), urldefrag(b'x').geturl(), urldefrag('a#'), urldefrag('http://a/b;p?q#f'))
r = urlsplit('http://h/p?q')
print(r._replace(path='/z').geturl(), r.encode(), r.encode().decode() == r, urlparse('http://h/').encode('utf-8'))
print(type(r.encode()).__name__, type(urlparse(b'x').decode()).__name__, type(urldefrag('x#y').encode()).__name__)
try:
    urlunsplit(('http', b'h', '', '', ''))
except TypeError as e:
    print('TypeError', e)
try:
    urlsplit('http://é/').encode()
except UnicodeEncodeError as e:
    print('UnicodeEncodeError', e.reason)
