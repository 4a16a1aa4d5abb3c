# encodebytes/decodebytes line wrapping and the stream helpers.
import base64
import io


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for n in (0, 1, 56, 57, 58, 114, 200):
    data = bytes(i % 251 for i in range(n))
    e = base64.encodebytes(data)
    print(n, e.count(b'\n'), [len(line) for line in e.split(b'\n')], base64.decodebytes(e) == data)
print(base64.encodebytes(b'hi'), base64.decodebytes(b'aGk=\n'), base64.decodebytes(bytearray(b'aGk=')), base64.MAXLINESIZE, base64.MAXBINSIZE)
print(attempt(lambda: base64.encodebytes('x')), attempt(lambda: base64.decodebytes('aGk=')), attempt(lambda: base64.decodebytes(b'aGk')))
src = io.BytesIO(b'stream data ' * 20)
dst = io.BytesIO()
base64.encode(src, dst)
print(dst.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(dst.getvalue()), back)
print(back.getvalue() == b'stream data ' * 20, len(dst.getvalue().splitlines()))
empty = io.BytesIO()
base64.encode(io.BytesIO(b''), empty)
print(empty.getvalue())
