# b64encode/b64decode, altchars, validate, and the standard/urlsafe forms.
import base64
import binascii


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in (b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256))[:40], b'\xfb\xff\xfe', bytearray(b'ba')):
    e = base64.b64encode(data)
    print(e, base64.b64decode(e) == data, base64.urlsafe_b64encode(data), base64.standard_b64encode(data), base64.b64encode(data, b'-_'))
print(base64.b64decode('Zm9v'), base64.b64decode(b'Zm 9v\n'), base64.b64decode('Zm9v', validate=True), base64.urlsafe_b64decode('-_-_'))
print(base64.urlsafe_b64decode(b'+/+/'), base64.b64decode(b'-_8=', altchars=b'-_'), base64.b64decode('-_8=', '-_'), base64.standard_b64decode('YQ=='))
print(base64.b64decode(memoryview(b'YWI=')), base64.b64decode(bytearray(b'YWI=')), base64.b64decode(b'YWI=garbage!!', validate=False))
for f in (lambda: base64.b64decode('Zm9v!', validate=True), lambda: base64.b64decode('Zm9'), lambda: base64.b64decode('a'),
          lambda: base64.b64decode('é'), lambda: base64.b64decode(5), lambda: base64.b64encode('str'), lambda: base64.b64encode(b'x', b'-'),
          lambda: base64.b64decode(b'x', altchars=b'abc'), lambda: base64.b64decode('Zm9v=', validate=True), lambda: base64.urlsafe_b64decode('é'),
          lambda: base64.b64decode(None), lambda: base64.b64decode(b'YQ==YQ==', validate=True)):
    print(attempt(f))
print(issubclass(binascii.Error, ValueError))
