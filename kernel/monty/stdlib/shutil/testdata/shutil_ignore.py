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
f = shutil.ignore_patterns('*.pyc', '__pycache__', 'tmp*')
print(sorted(f('/any', ['a.py', 'a.pyc', '__pycache__', 'tmpfile', 'keep', 'x.PYC'])), type(f('/d', [])).__name__)
print(sorted(shutil.ignore_patterns()('/d', ['a', 'b'])), sorted(shutil.ignore_patterns('?')('/d', ['a', 'bb', 'c'])))
b = setup('ignore')
for p in ['a.py', 'a.pyc', '__pycache__/a.cpython.pyc', 'sub/b.py', 'sub/tmp1']:
    write(b + '/src/' + p, p)
shutil.copytree(b + '/src', b + '/dst', ignore=f)
print(tree(b + '/dst'))
shutil.rmtree(b)
