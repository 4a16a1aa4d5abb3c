import os, shutil
from pathlib import Path
base = Path('/tmp/monty_pathlib_dirs')
shutil.rmtree(base, ignore_errors=True)
(base / 'a' / 'b' / 'c').mkdir(parents=True)
(base / 'a' / 'b').mkdir(parents=True, exist_ok=True)
for call in [lambda: (base / 'a').mkdir(), lambda: (base / 'x' / 'y').mkdir(), lambda: (base / 'a').rmdir()]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno)
(base / 'f').touch()
try:
    (base / 'f').mkdir(exist_ok=True)
except FileExistsError as e:
    print('FileExistsError', e.errno)
try:
    (base / 'f').touch(exist_ok=False)
except FileExistsError as e:
    print('FileExistsError', e.errno)
print(sorted(p.name for p in base.iterdir()), type(next(base.iterdir())).__name__)
print((base / 'a').is_dir(), (base / 'f').is_file(), (base / 'nope').exists(), (base / 'f').is_symlink(), base.is_mount(), Path('/').is_mount())
(base / 'a' / 'b' / 'c').rmdir()
print((base / 'a' / 'b' / 'c').exists())
shutil.rmtree(base)
