import os, tempfile
with tempfile.NamedTemporaryFile() as f:
    print(type(f).__name__, f.delete, os.path.exists(f.name), f.name.startswith('/tmp/tmp'))
    f.write(b'bytes here')
    f.seek(0)
    print(f.read(), f.tell())
    n = f.name
print(os.path.exists(n))
f = tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False)
f.write('text')
f.close()
print(open(f.name).read(), f.name.endswith('.txt'))
os.remove(f.name)
g = tempfile.NamedTemporaryFile(mode='w+', encoding='utf-8')
g.write('é\nline2\n')
g.seek(0)
print(list(g), g.closed)
g.close()
print(g.closed, os.path.exists(g.name))
