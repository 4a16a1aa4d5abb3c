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
b = setup('rmtree')
for p in ['x/1', 'x/y/2', 'x/y/z/3']:
    write(b + '/' + p, p)
shutil.rmtree(b + '/x/y')
print(tree(b), os.path.exists(b + '/x/y'))
errs = []
shutil.rmtree(b + '/missing', onerror=lambda fn, path, info: errs.append((fn.__name__, os.path.relpath(path, b), info[0].__name__)))
print(errs)
shutil.rmtree(b + '/missing', ignore_errors=True)
try:
    shutil.rmtree(b + '/missing')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
write(b + '/file', 'f')
try:
    shutil.rmtree(b + '/file')
except NotADirectoryError as e:
    print('NotADirectoryError', e.errno)
print(shutil.rmtree.avoids_symlink_attacks)
shutil.rmtree(b)
print(os.path.exists(b))
