import os
for name in ['walk', 'getenv', 'putenv', 'unsetenv', 'removedirs', 'renames', 'makedirs', 'fspath', 'PathLike', 'stat_result',
             'environ', 'sep', 'curdir', 'pardir', 'linesep', 'name', 'path', 'listdir', 'scandir', 'stat', 'fdopen', 'close']:
    print(name, hasattr(os, name))
print(os.sep, os.curdir, os.pardir, repr(os.linesep), os.name, os.path.__name__)
