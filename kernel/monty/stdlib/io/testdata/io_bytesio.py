import io
b = io.BytesIO(b'0123456789')
print(b.read(3), b.tell(), b.seek(-2, 2), b.read(), b.seek(0), b.read1(2) if hasattr(b, 'read1') else b.read(2))
w = io.BytesIO()
print(w.write(b'abc'), w.write(bytearray(b'de')), w.getvalue(), w.tell())
w.seek(10)
w.write(b'!')
print(w.getvalue())
print(io.BytesIO(b'a\nb\nc').readlines(), list(io.BytesIO(b'x\ny')))
try:
    w.write('str')
except TypeError as e:
    print('TypeError', e)
w.close()
try:
    w.getvalue()
except ValueError as e:
    print('ValueError', e)
