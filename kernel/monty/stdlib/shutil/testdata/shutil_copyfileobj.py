import io, shutil
for length in [0, 1, 3, 64, 10**6]:
    src, dst = io.BytesIO(bytes(range(256)) * 4), io.BytesIO()
    shutil.copyfileobj(src, dst, length)
    print(length, len(dst.getvalue()), dst.getvalue()[:4])
s, d = io.StringIO('text stream'), io.StringIO()
s.read(5)
shutil.copyfileobj(s, d)
print(repr(d.getvalue()), shutil.COPY_BUFSIZE)
class Counting:
    def __init__(self): self.calls = 0
    def write(self, b): self.calls += 1
c = Counting()
shutil.copyfileobj(io.BytesIO(b'x' * 10), c, 3)
print(c.calls)
