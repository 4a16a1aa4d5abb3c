import os, tempfile
fd, path = tempfile.mkstemp(suffix='.txt')
print(isinstance(fd, int), path.endswith('.txt'), os.path.exists(path))
with os.fdopen(fd, 'w') as f:
    f.write('through fdopen')
print(open(path).read())
os.remove(path)
for bad in (-1, 10**6):
    try:
        os.close(bad)
    except OSError as e:
        print('OSError', e.errno)
