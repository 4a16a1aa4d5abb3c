import io
raw = io.BytesIO()
t = io.TextIOWrapper(raw, encoding='utf-8')
print(t.write('héllo\n'), t.write('wörld'))
t.writelines(['\n', 'a', 'b'])
t.flush()
print(raw.getvalue())
for nl in ['\r\n', '\r', '\n', '']:
    b = io.BytesIO()
    w = io.TextIOWrapper(b, newline=nl)
    w.write('x\ny\n')
    w.flush()
    print(repr(nl), b.getvalue())
try:
    t.write(b'bytes')
except TypeError as e:
    print('TypeError', e)
try:
    io.TextIOWrapper(io.BytesIO(), newline='x')
except ValueError as e:
    print('ValueError', e)
