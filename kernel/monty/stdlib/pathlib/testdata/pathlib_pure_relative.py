from pathlib import PurePosixPath as P
p = P('/a/b/c/d')
for other in ['/a', '/a/b/c/d', '/', '/a/b', P('/a/b/c')]:
    print(other, p.relative_to(other), p.is_relative_to(other))
print(p.relative_to('/a', 'b'), P('x/y').relative_to('x'), P('x').relative_to('x'))
for other in ['/b', 'a', '/a/b/c/d/e', '/a/bb']:
    try:
        p.relative_to(other)
    except ValueError as e:
        print('ValueError', e)
    print(p.is_relative_to(other))
try:
    P('rel').relative_to('/rel')
except ValueError as e:
    print('ValueError', e)
