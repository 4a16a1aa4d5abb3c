import io
s = io.StringIO('hello\nworld\n')
print(s.read(3), s.tell(), s.readline(), s.readlines(), s.read(), repr(s.read()))
s.seek(0)
print(list(s))
w = io.StringIO()
print(w.write('abc'), w.write('def'), w.getvalue(), w.tell())
w.seek(1)
w.write('X')
print(w.getvalue())
w.truncate(2)
print(repr(w.getvalue()))
print(io.StringIO('a\r\nb').read(), repr(io.StringIO('a\r\nb', newline='').read()))
with io.StringIO('ctx') as c:
    print(c.read())
print(c.closed)
try:
    c.read()
except ValueError as e:
    print('ValueError', e)
