# How each decoder treats missing, extra and misplaced padding.
import base64


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for s in ['', 'QQ', 'QQ=', 'QQ==', 'QQ===', 'QUI', 'QUI=', 'QUJD', 'Q', '=', '==', 'QQ==QQ==', 'Q=Q=', 'QU I=', '====']:
    print(repr(s), attempt(lambda: base64.b64decode(s)), attempt(lambda: base64.b64decode(s, validate=True)))
for s in ['', 'IE======', 'IE=====', 'IFBA====', 'IFBEG===', 'IFBEGRA=', 'IFBEGRCF', 'I=======', 'IFB=====', 'IE==IE==']:
    print(repr(s), attempt(lambda: base64.b32decode(s)), attempt(lambda: base64.b32hexdecode(s)))
for s in ['', 'A', 'AB', 'ABC', 'ABCD', 'ABCDE', 'z', 'zz', '!!!!!', 's8W-!']:
    print(repr(s), attempt(lambda: base64.a85decode(s)), attempt(lambda: base64.b85decode(s)))
