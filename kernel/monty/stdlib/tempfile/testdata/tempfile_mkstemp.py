import os, tempfile
fd, p = tempfile.mkstemp()
print(isinstance(fd, int), os.path.isabs(p), os.path.dirname(p), os.path.basename(p).startswith('tmp'), len(os.path.basename(p)), oct(os.stat(p).st_mode & 0o777))
os.close(fd); os.remove(p)
fd, p = tempfile.mkstemp(suffix='.dat', prefix='pre_')
name = os.path.basename(p)
print(name.startswith('pre_'), name.endswith('.dat'), len(name), set(name[4:-4]) <= set('abcdefghijklmnopqrstuvwxyz0123456789_'))
os.remove(p)
names = set()
for _ in range(50):
    fd, p = tempfile.mkstemp()
    names.add(p)
    os.remove(p)
print(len(names))
try:
    tempfile.mkstemp(dir='/tmp/definitely/not/here')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
