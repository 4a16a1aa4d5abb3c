# Base32 (both alphabets), casefold, map01, padding errors; Base16.
import base64


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in (b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', b'\x00\xff' * 7, bytearray(b'xyz')):
    e, h = base64.b32encode(data), base64.b32hexencode(data)
    print(e, h, base64.b32decode(e) == data, base64.b32hexdecode(h) == data, base64.b16encode(data), base64.b16decode(base64.b16encode(data)) == data)
print(base64.b32decode('mzxw6===', casefold=True), base64.b32decode('MZXW6YQ='), base64.b32decode('ME======'), base64.b32hexdecode('cpnmu===', True))
print(base64.b32decode('0I======', map01='I'), base64.b32decode(b'01======', map01=b'L'), base64.b32decode('01======', map01='I', casefold=True))
print(base64.b16decode('0aff'.upper()), base64.b16decode('0aff', casefold=True), base64.b16decode(b''), base64.b16encode(memoryview(b'\x01')))
for f in (lambda: base64.b32decode('MZXW6==='[:-1]), lambda: base64.b32decode('mzxw6==='), lambda: base64.b32decode('MZXW6YQ1'),
          lambda: base64.b32decode('M======='), lambda: base64.b32decode('MZ=XW6=='), lambda: base64.b32decode('MZXW====', map01='XY'),
          lambda: base64.b32hexdecode('WXYZ===='), lambda: base64.b16decode('0aff'), lambda: base64.b16decode('0g'), lambda: base64.b16decode('abc'.upper()),
          lambda: base64.b32encode('str'), lambda: base64.b16decode(3), lambda: base64.b32decode('é'), lambda: base64.b32decode('========')):
    print(attempt(f))
