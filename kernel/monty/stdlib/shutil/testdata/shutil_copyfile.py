import os, shutil
def setup(name):
    base = "/tmp/monty_shutil_" + name
    shutil.rmtree(base, ignore_errors=True)
    os.makedirs(base)
    return base
def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
def tree(base):
    out = []
    for d, ds, fs in os.walk(base):
        for f in fs:
            out.append((os.path.relpath(os.path.join(d, f), base), open(os.path.join(d, f)).read()))
    return sorted(out)
b = setup('copyfile')
write(b + '/a.txt', 'alpha')
print(os.path.relpath(shutil.copyfile(b + '/a.txt', b + '/b.txt'), b), open(b + '/b.txt').read())
write(b + '/b.txt', 'overwritten?')
shutil.copyfile(b + '/a.txt', b + '/b.txt')
print(open(b + '/b.txt').read())
for src, dst in [(b + '/missing', b + '/x'), (b + '/a.txt', b + '/nodir/x'), (b + '/a.txt', b + '/a.txt'), (b, b + '/y')]:
    try:
        shutil.copyfile(src, dst)
    except shutil.SameFileError as e:
        print('SameFileError', isinstance(e, shutil.Error), isinstance(e, OSError))
    except OSError as e:
        print(type(e).__name__, e.errno)
shutil.rmtree(b)
