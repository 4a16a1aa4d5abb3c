import os
base = '/tmp/monty_os_dirs_difftest'
os.makedirs(base + '/x/y/z', exist_ok=True)
os.removedirs(base + '/x/y/z')
print(os.path.exists(base + '/x'), os.path.exists(base))
os.makedirs(base + '/keep/inner')
with open(base + '/keep/file', 'w') as f:
    f.write('k')
os.removedirs(base + '/keep/inner')
print(os.path.exists(base + '/keep'), os.path.exists(base + '/keep/inner'))
os.renames(base + '/keep/file', base + '/new/deeper/file')
print(os.path.exists(base + '/keep'), open(base + '/new/deeper/file').read())
try:
    os.removedirs(base + '/nothing')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
os.remove(base + '/new/deeper/file')
os.removedirs(base + '/new/deeper')
print(os.path.exists(base))
