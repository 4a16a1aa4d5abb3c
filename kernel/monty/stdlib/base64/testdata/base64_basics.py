import base64
import binascii

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(sorted(base64.__all__))
samples = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256)), b'\xff\xfe\xfd' * 7, b'    ', b'\x00\x00\x00\x00hello']
for s in samples:
    e64 = base64.b64encode(s)
    print(e64[:40], base64.b64decode(e64) == s, base64.urlsafe_b64encode(s)[:20], base64.b32encode(s)[:24], base64.b32hexencode(s)[:24],
          base64.b16encode(s)[:20], base64.a85encode(s)[:24], base64.b85encode(s)[:24], base64.standard_b64encode(s)[:8])
    assert base64.b32decode(base64.b32encode(s)) == s and base64.b32hexdecode(base64.b32hexencode(s)) == s
    assert base64.b16decode(base64.b16encode(s)) == s and base64.a85decode(base64.a85encode(s)) == s and base64.b85decode(base64.b85encode(s)) == s
    assert base64.urlsafe_b64decode(base64.urlsafe_b64encode(s)) == s
print(base64.b64encode(b'\xfb\xff', altchars=b'-_'), base64.b64decode(b'-_8=', altchars='-_'), base64.b64decode('YWJj'), base64.b64decode(bytearray(b'YWJj')))
print(base64.b64decode(b'YW Jj\n'), attempt(lambda: base64.b64decode(b'YW Jj', validate=True)), attempt(lambda: base64.b64decode('abc')), attempt(lambda: base64.b64encode('x')))
print(attempt(lambda: base64.b64decode(1)), attempt(lambda: base64.b64decode('é')), base64.urlsafe_b64decode('-_8='))
print(base64.b32decode(b'mzxw6===', casefold=True), base64.b32decode(b'MZXW6===') , base64.b32decode('0O======', map01='L') if False else '', attempt(lambda: base64.b32decode('A')))
print(attempt(lambda: base64.b32decode('MZXW6==1')), attempt(lambda: base64.b32decode('MZXW6=====')), base64.b32decode(b'ME======'), base64.b32encode(bytearray(b'ab')))
print(base64.b16decode('666F6F'), base64.b16decode('666f6f', casefold=True), attempt(lambda: base64.b16decode('666f6f')), attempt(lambda: base64.b16decode('0g')))
print(base64.a85encode(b'hello world', adobe=True), base64.a85encode(b'    x', foldspaces=True), base64.a85encode(b'abcdefghij' * 3, wrapcol=10), base64.a85encode(b'ab', pad=True))
print(base64.a85decode(b'<~BOu!rD]j7BEbo80~>', adobe=True), base64.a85decode(b'y+<', foldspaces=True), base64.a85decode(b'z'), attempt(lambda: base64.a85decode(b'x~')))
print(attempt(lambda: base64.a85decode(b'abc', adobe=True)), attempt(lambda: base64.a85decode(b'az')), attempt(lambda: base64.a85decode(b'uuuuu')))
print(base64.b85encode(b'ab', pad=True), base64.b85decode(b'VPa'), attempt(lambda: base64.b85decode(b'|||||')), attempt(lambda: base64.b85decode(b'ab"cd')))
print(base64.encodebytes(b'x' * 100), base64.decodebytes(b'eHh4\n'), attempt(lambda: base64.encodebytes('x')))
import io
src, dst = io.BytesIO(b'data ' * 30), io.BytesIO()
base64.encode(src, dst)
print(dst.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(dst.getvalue()), back)
print(back.getvalue() == b'data ' * 30, base64.MAXLINESIZE, base64.MAXBINSIZE)
