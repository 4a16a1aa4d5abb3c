import io
text = ''.join(f'line {i}\n' for i in range(5))
for src in [io.StringIO(text), io.TextIOWrapper(io.BytesIO(text.encode()))]:
    print(type(src).__name__, [l.rstrip() for l in src])
s = io.StringIO('no newline at end')
print(s.readline(), repr(s.readline()))
t = io.TextIOWrapper(io.BytesIO(b'abcdef\nxyz'))
print(repr(t.readline(3)), repr(t.readline(100)), repr(t.readline()), repr(t.readline()))
