# parse_qs/parse_qsl options and urlencode with doseq, safe and quote_via.
from urllib.parse import *


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


q = 'a=1&b=2&a=3&c=&d&e=x+y&f=%20z&&g=%C3%A9&=v&h=a=b'
print(parse_qs(q))
print(parse_qsl(q))
print(parse_qs(q, keep_blank_values=True))
print(parse_qsl(q, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qsl('a=1;b=2'), parse_qsl(b'a=1&b=%41'), parse_qs(''), parse_qs(b''))
print(parse_qsl('a=%E9', encoding='latin-1'), parse_qsl('a=%FF'), parse_qsl('a=%FF', errors='ignore'), parse_qsl('a=1&&b=2', strict_parsing=False))
print(parse_qs('a=1&b=2', max_num_fields=2), parse_qsl(b'x=1;y=2', separator=b';'), parse_qsl('k=v', keep_blank_values=1))
for f in (lambda: parse_qsl(q, strict_parsing=True), lambda: parse_qs('a=1&b=2', max_num_fields=1), lambda: parse_qsl(b'a=1&b=%FF'),
          lambda: parse_qsl('a=1', separator=''), lambda: parse_qsl('a=1', separator=None), lambda: parse_qsl('a&b', strict_parsing=True),
          lambda: parse_qsl('a=1&', strict_parsing=True), lambda: parse_qs('a', max_num_fields=0)):
    print(attempt(f))
print(urlencode({'a': 1, 'b': 'x y', 'c': 'ü'}), urlencode([('k', 'v1'), ('k', 'v2')]), urlencode({'l': [1, 2, 'three']}, doseq=True))
print(urlencode({'l': [1, 2]}), urlencode({'s': 'str', 'b': b'by tes', 'n': None}, doseq=True), urlencode({'p': '/a b'}, safe='/', quote_via=quote))
print(urlencode({b'k': b'v'}), urlencode({'x': 'é'}, encoding='latin-1'), urlencode([]), urlencode({}), urlencode({'t': (1, b'2')}, True))
print(urlencode({'x': 'a&b=c'}), urlencode({1: 2.5, None: True}), urlencode([('a', 'b')], quote_via=lambda s, *a: s.upper()))
print(urlencode({'g': iter('ab')}.items()) if False else '', urlencode({'d': {'k': 1}}, doseq=True), urlencode({'é': 'ü'}, encoding='ascii', errors='xmlcharrefreplace'))
for f in (lambda: urlencode('abc'), lambda: urlencode([1, 2]), lambda: urlencode(5), lambda: urlencode([('a',)]), lambda: urlencode(None)):
    print(attempt(f))
