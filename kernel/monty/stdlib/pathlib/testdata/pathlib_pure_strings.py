import os
from pathlib import PurePosixPath as P, Path
p = P('/tmp/some dir/é.txt')
print(str(p), repr(p), p.as_posix(), bytes(p), os.fspath(p), p.as_uri(), P('/').as_uri(), f'{p}')
print(P('a') / 'b' / P('c'), 'x' / P('y'), P('a').joinpath('b', '/c', 'd'), P('a') / '/abs')
for bad in [lambda: P('a') / 1, lambda: 1 / P('a'), lambda: P(1), lambda: P(b'bytes'), lambda: P('a').as_uri(), lambda: P('a', None)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(P('a').__reduce__(), isinstance(p, os.PathLike), P('q').is_reserved(), P('/x').drive == '')
