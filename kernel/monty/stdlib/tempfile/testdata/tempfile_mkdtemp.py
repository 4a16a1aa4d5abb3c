import os, tempfile
d = tempfile.mkdtemp()
print(os.path.isdir(d), os.path.dirname(d), oct(os.stat(d).st_mode & 0o777), os.listdir(d))
os.rmdir(d)
d = tempfile.mkdtemp(prefix='work-', suffix='.d', dir='/tmp')
print(os.path.basename(d).startswith('work-'), d.endswith('.d'))
inner = tempfile.mkdtemp(dir=d)
print(os.path.dirname(inner) == d)
os.rmdir(inner); os.rmdir(d)
b = tempfile.mkdtemp(prefix=b'bytes_')
print(type(b).__name__, b.startswith(b'/tmp/bytes_'))
os.rmdir(b)
for kw in [dict(prefix=b'x', suffix='y'), dict(prefix='x', dir=b'/tmp')]:
    try:
        tempfile.mkdtemp(**kw)
    except TypeError as e:
        print('TypeError', e)
