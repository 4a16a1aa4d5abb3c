# quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes.
from urllib.parse import *


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for s in ['abc def', 'a/b c', 'üñí', '~_.-', '', '100%', 'a+b=c&d', "'q'\"", '\x00\x7f', '日本', 'a b/c?d#e@f:g']:
    print(repr(s), quote(s), quote(s, safe=''), quote(s, '/?#'), quote_plus(s), quote_plus(s, safe='/+'))
    print('  ', unquote(quote(s)) == s, unquote_plus(quote_plus(s)) == s, quote(s, safe='ü'), quote(s.encode()))
print(quote(b'a b\xff'), quote_from_bytes(b'\x00abc/'), quote_from_bytes(bytearray(b'x y'), safe=b' '), quote_from_bytes(b'a~b', safe='ü~'))
print(quote('é', encoding='latin-1'), quote('é', encoding='ascii', errors='replace'), quote_plus(b'a b'), quote_plus(b'ab'), quote_plus('a b', safe=b'x'))
for s in ['%41%42%zz%4', '%C3%A9', '%E9', 'no percent', 'ü%20x', '%', '%%', '%4g', '%e2%82%ac', '%C3x%A9', '%2', 'a%2Bb+c', '%ff%fe']:
    print(repr(s), repr(unquote(s)), repr(unquote(s, 'latin-1')), repr(unquote(s, errors='ignore')), repr(unquote_plus(s)), unquote_to_bytes(s))
print(unquote(b'%41%e9', encoding='latin-1'), unquote_to_bytes(b'%41'), unquote_to_bytes(''), unquote_to_bytes(b''), unquote(''))
for f in (lambda: quote_from_bytes('str'), lambda: quote(b'x', encoding='utf-8'), lambda: quote(b'x', errors='strict'),
          lambda: quote('é', encoding='ascii'), lambda: quote(1), lambda: quote_plus(1), lambda: unquote(1), lambda: unquote(None),
          lambda: unquote_to_bytes(None), lambda: unquote_to_bytes(1), lambda: unquote_plus(b'a+b'), lambda: quote(None)):
    print(attempt(f))
