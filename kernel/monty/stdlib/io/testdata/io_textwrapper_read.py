import io
raw = io.BytesIO('line one\nline two\r\nline three\rlast'.encode('utf-8'))
t = io.TextIOWrapper(raw)
print(t.encoding, t.errors, t.line_buffering, repr(t.readline()), repr(t.read(4)), repr(t.readline()), t.readlines())
t2 = io.TextIOWrapper(io.BytesIO(b'a\r\nb\rc\n'), newline='')
print([t2.readline() for _ in range(4)])
t3 = io.TextIOWrapper(io.BytesIO('é€'.encode('utf-16')), encoding='utf-16')
print(t3.read(), t3.encoding)
