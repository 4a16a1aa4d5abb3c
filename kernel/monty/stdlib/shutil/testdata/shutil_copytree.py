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
b = setup('copytree')
for p in ['src/a.py', 'src/b.txt', 'src/pkg/c.py', 'src/pkg/d.log', 'src/pkg/deep/e.py', 'src/empty/.keep']:
    write(b + '/' + p, p)
print(os.path.relpath(shutil.copytree(b + '/src', b + '/dst'), b), tree(b + '/dst'))
shutil.copytree(b + '/src', b + '/py', ignore=shutil.ignore_patterns('*.txt', '*.log', 'deep'))
print(tree(b + '/py'))
seen = []
def ign(path, names):
    seen.append((os.path.relpath(path, b), sorted(names)))
    return {'pkg'}
shutil.copytree(b + '/src', b + '/top', ignore=ign)
print(seen, tree(b + '/top'))
try:
    shutil.copytree(b + '/src', b + '/dst')
except FileExistsError as e:
    print('FileExistsError', e.errno)
write(b + '/dst/extra', 'x')
shutil.copytree(b + '/src', b + '/dst', dirs_exist_ok=True)
print(len(tree(b + '/dst')))
copied = []
shutil.copytree(b + '/src', b + '/fn', copy_function=lambda s, d: copied.append(os.path.basename(s)) or shutil.copy(s, d))
print(sorted(copied))
try:
    shutil.copytree(b + '/nope', b + '/x')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
shutil.rmtree(b)
