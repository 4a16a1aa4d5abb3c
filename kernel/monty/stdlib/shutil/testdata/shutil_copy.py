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
b = setup('copy')
write(b + '/src/f.txt', 'data')
os.makedirs(b + '/dir')
print(os.path.relpath(shutil.copy(b + '/src/f.txt', b + '/dir'), b), os.path.relpath(shutil.copy(b + '/src/f.txt', b + '/g.txt'), b))
print(os.path.relpath(shutil.copy2(b + '/src/f.txt', b + '/dir/h.txt'), b), os.path.relpath(shutil.copy2(b + '/src/f.txt', b + '/dir'), b))
print(tree(b))
os.chmod(b + '/src/f.txt', 0o640)
shutil.copy(b + '/src/f.txt', b + '/m.txt')
print(oct(os.stat(b + '/m.txt').st_mode & 0o777))
shutil.copymode(b + '/g.txt', b + '/m.txt')
shutil.copystat(b + '/src/f.txt', b + '/g.txt')
print(oct(os.stat(b + '/g.txt').st_mode & 0o777), int(os.stat(b + '/g.txt').st_mtime) == int(os.stat(b + '/src/f.txt').st_mtime))
shutil.rmtree(b)
