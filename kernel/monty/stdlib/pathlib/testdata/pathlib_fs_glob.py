import shutil
from pathlib import Path
base = Path('/tmp/monty_pathlib_glob')
shutil.rmtree(base, ignore_errors=True)
for p in ['a.py', 'b.txt', '.hidden.py', 'pkg/c.py', 'pkg/d.txt', 'pkg/sub/e.py', 'pkg/sub/f.md', 'docs/g.md']:
    (base / p).parent.mkdir(parents=True, exist_ok=True)
    (base / p).write_text(p)
rel = lambda it: sorted(str(p.relative_to(base)) for p in it)
for pat in ['*', '*.py', '**/*.py', '*/*.py', 'pkg/**', '**', 'pkg/*/*.md', '?.txt', '[ab].*', 'nothing*', 'pkg/sub/e.py']:
    print(pat, rel(base.glob(pat)))
for pat in ['*.py', '*.md', 'sub', '*']:
    print('r', pat, rel(base.rglob(pat)))
try:
    list(base.glob(''))
except ValueError as e:
    print('ValueError', e)
shutil.rmtree(base)
