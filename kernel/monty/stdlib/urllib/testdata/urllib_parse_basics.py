import urllib.parse
from urllib.parse import *

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

urls = ['https://user:pw@Example.COM:8080/a/b;p=1?q=1&r=2#frag', 'http://[::1]:80/x', 'ftp://host/file.txt',
        '//netloc/only', 'relative/path?x', '/abs/path#f', 'mailto:someone@example.com', 'file:///etc/hosts',
        'https://example.com', 'HTTP://EXAMPLE.com/Path', '  https://strip.me/ ', 'https://ex\tam\nple.com/p',
        'git+ssh://git@github.com/x.git', 'tel:+1-555;ext=1', 'a:b', '1http://x', 'http://host:/p', 'http://h:99999/',
        'http://[fe80::1%eth0]:8/', 'https://münchen.de/ü?ä=1', '?only=query', '#only', '', 'http://host?q#f',
        'http://a/b/c/d;p?q', 'sip:user@host;transport=tcp', 'http://host:port/']
for u in urls:
    p = urlparse(u)
    s = urlsplit(u)
    print(repr(u))
    print(' ', p)
    print(' ', s)
    print(' ', attempt(lambda: (p.username, p.password, p.hostname, p.port)), p.geturl(), s.geturl(), urlunparse(p), urlunsplit(s))
print(attempt(lambda: urlsplit('http://[::1/x')), attempt(lambda: urlsplit('http://::1]/x')), attempt(lambda: urlsplit('http://[1.2.3.4]/')))
print(urlparse('www.example.com/path', scheme='https'), urlparse(b'http://bytes.example/p?q=1'), urlsplit(b'http://u@h:9/'))
print(urlsplit(b'http://u@h:9/').port, urlsplit(b'http://u@h:9/').hostname, urlparse(b'http://x/').decode(), urlparse('http://x/').encode())
print(attempt(lambda: urljoin('http://a/', b'b')), urlparse('http://x/#f', allow_fragments=False))
base = 'http://a/b/c/d;p?q'
for rel in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './',
            '..', '../', '../g', '../..', '../../', '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g',
            'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g#s/../x', 'http:g', 'https:g']:
    print(repr(rel), urljoin(base, rel))
print(urljoin('', 'x'), urljoin('http://a/b', ''), urljoin('http://a/b/', 'c/d/../e'), urljoin(b'http://a/b/', b'c'), urljoin('mailto:a@b', 'c'))
print(urldefrag('http://a/b#frag'), urldefrag('http://a/b'), urldefrag(b'x#y'), urldefrag('http://a/b#frag').geturl())
for s in ['abc def', 'a/b c', 'üñí', '~_.-', '', '100%', 'a+b=c&d', "'quote'\"", '\x00\x7f']:
    print(repr(s), quote(s), quote(s, safe=''), quote_plus(s), quote_plus(s, safe='/+'), unquote(quote(s)), unquote_plus(quote_plus(s)))
print(quote(b'a b\xff'), quote_from_bytes(b'\x00abc/'), quote_from_bytes(bytearray(b'x y'), safe=b' '), attempt(lambda: quote_from_bytes('str')))
print(attempt(lambda: quote(b'x', encoding='utf-8')), quote('é', encoding='latin-1'), attempt(lambda: quote('é', encoding='ascii')), quote('é', encoding='ascii', errors='replace'))
print(unquote('%41%42%zz%4'), unquote('%C3%A9'), unquote('%E9', encoding='latin-1'), unquote('%E9'), unquote(b'%41%e9', encoding='latin-1'), unquote('no percent'))
print(unquote_to_bytes('a%20b%FF'), unquote_to_bytes(b'%41'), unquote_to_bytes(''), unquote_plus('a+b%2Bc'), unquote('ü%20x'))
print(urlencode({'a': 1, 'b': 'x y', 'c': 'ü'}), urlencode([('k', 'v1'), ('k', 'v2')]), urlencode({'l': [1, 2, 'three']}, doseq=True))
print(urlencode({'l': [1, 2]}), urlencode({'s': 'str', 'b': b'by tes', 'n': None}, doseq=True), urlencode({'p': '/a b'}, safe='/', quote_via=quote))
print(urlencode({b'k': b'v'}), urlencode({'x': 'é'}, encoding='latin-1'), attempt(lambda: urlencode('abc')), attempt(lambda: urlencode([1, 2])), urlencode([]))
q = 'a=1&b=2&a=3&c=&d&e=x+y&f=%20z&&g=%C3%A9'
print(parse_qs(q), parse_qsl(q), parse_qs(q, keep_blank_values=True), parse_qsl(q, keep_blank_values=True))
print(attempt(lambda: parse_qsl(q, strict_parsing=True)), attempt(lambda: parse_qs('a=1&b=2', max_num_fields=1)), parse_qsl('a=1;b=2', separator=';'))
print(attempt(lambda: parse_qsl(b'a=1&b=%FF')), parse_qsl(b'a=1&b=%41'), parse_qs(''), parse_qsl('a=%E9', encoding='latin-1'), attempt(lambda: parse_qsl('a=1', separator='')))
r = urlparse('https://h/p?q')
print(r._replace(scheme='http').geturl(), r.scheme, r[1], len(r), tuple(r), type(r).__name__, ParseResult._fields, SplitResult._fields)
print(sorted(urllib.parse.__all__))
