import io
t = io.TextIOWrapper(io.BytesIO('αβγ\nabc\n'.encode('utf-8')))
print(repr(t.readline()), t.tell())
t.seek(0)
print(repr(t.read(2)), repr(t.read()))
b = io.BytesIO(b'0123456789')
print(b.seek(3), b.read(2), b.seek(2, io.SEEK_CUR), b.read(1), b.seek(-1, io.SEEK_END), b.read(), b.tell())
s = io.StringIO('abcdef')
print(s.seek(4), s.read(), s.seek(0), s.read(2), s.tell())
