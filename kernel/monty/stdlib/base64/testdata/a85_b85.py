# Ascii85 and Base85: folding, padding, wrapping, the Adobe frame, errors.
import base64


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in (b'', b'a', b'ab', b'abc', b'abcd', b'abcde', b'\0\0\0\0', b'\0\0\0\0x', b'    ', b'\0', b'\xff' * 9, bytes(range(30))):
    a = base64.a85encode(data)
    b = base64.b85encode(data)
    print(a, b, base64.a85decode(a) == data, base64.b85decode(b) == data, base64.a85encode(data, pad=True), base64.b85encode(data, pad=True))
text = b'Man is distinguished, not only by his reason, but by this singular passion from other animals.'
print(base64.a85encode(text, wrapcol=30))
print(base64.a85encode(text, adobe=True, wrapcol=20))
print(base64.a85encode(b'    x    ', foldspaces=True), base64.a85encode(b'ab', adobe=True), base64.a85encode(b'abcd', adobe=True, wrapcol=1))
print(base64.a85decode(b'<~@:E_~>', adobe=True), base64.a85decode(b'@:E_~>', adobe=True), base64.a85decode(b'y', foldspaces=True))
print(base64.a85decode('9jqo^ BlbD-', ignorechars=b' '), base64.a85decode(b'z'), base64.b85decode('VPa!s'), base64.b85decode(b''))
for f in (lambda: base64.a85decode(b'abc~', adobe=True), lambda: base64.a85decode(b'a z'), lambda: base64.a85decode(b'ay', foldspaces=True),
          lambda: base64.a85decode(b'uuuuu'), lambda: base64.a85decode(b'{'), lambda: base64.a85decode(b'a\tb', ignorechars=b''),
          lambda: base64.b85decode(b'|NsC0'), lambda: base64.b85decode(b'ab"c'), lambda: base64.b85decode('~~~~~'),
          lambda: base64.a85encode('x'), lambda: base64.b85encode(None)):
    print(attempt(f))
