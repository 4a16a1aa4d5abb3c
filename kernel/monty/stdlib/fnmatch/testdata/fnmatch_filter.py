import fnmatch
files = ['setup.py', 'README.md', 'src/main.py', 'src/util.py', 'tests/test_main.py', '.gitignore', 'Makefile', 'docs/index.rst', 'a.pyc']
for pat in ['*.py', '*.py?', 'src/*', '*/*.py', 'test*', '.*', '[A-Z]*', '*[!y]', '*.md', 'docs/*.rst', '*']:
    print(pat, fnmatch.filter(files, pat))
print(fnmatch.filter([], '*'), fnmatch.filter(iter(['x', 'y']), 'x'), fnmatch.filter(('a', 'b'), '?'))
