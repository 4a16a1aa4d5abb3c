import io
b = io.BytesIO(b'abc\ndef\n')
t = io.TextIOWrapper(b)
print(t.readable(), t.writable(), t.seekable(), t.isatty(), t.closed)
print(list(t))
t.seek(0)
print(next(t), t.read())
with io.TextIOWrapper(io.BytesIO(b'ctx')) as c:
    print(c.read(), c.closed)
print(c.closed)
d = io.TextIOWrapper(io.BytesIO(b'q'))
raw = d.detach()
print(type(raw).__name__, raw.read())
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError), io.UnsupportedOperation.__module__)
