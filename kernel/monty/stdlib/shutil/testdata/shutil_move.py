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
b = setup('move')
write(b + '/a.txt', 'A')
write(b + '/d/inner.txt', 'I')
os.makedirs(b + '/target')
print(os.path.relpath(shutil.move(b + '/a.txt', b + '/renamed.txt'), b))
print(os.path.relpath(shutil.move(b + '/renamed.txt', b + '/target'), b))
print(os.path.relpath(shutil.move(b + '/d', b + '/target'), b), tree(b))
write(b + '/dup.txt', 'dup')
write(b + '/target/dup.txt', 'existing')
try:
    shutil.move(b + '/dup.txt', b + '/target')
except shutil.Error as e:
    print('Error', str(e).replace(b, 'B'))
try:
    shutil.move(b + '/target', b + '/target/d')
except shutil.Error as e:
    print('Error', str(e).replace(b, 'B'))
try:
    shutil.move(b + '/nothing', b + '/x')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
shutil.rmtree(b)
