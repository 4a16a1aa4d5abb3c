from pathlib import PurePosixPath as P, PurePath
print(P('a') == P('a'), P('a/') == P('a'), P('a') == P('A'), P('a') == 'a', P('/a') == P('a'), P('a//b') == P('a/b'))
items = [P('b'), P('a/z'), P('a'), P('/z'), P('/a'), P('a/b/c'), P('.')]
print(sorted(items))
print(P('a') < P('b'), P('a') <= P('a'), P('b') > P('a/z'), P('/') < P('a'))
print(len({P('x'), P('x/'), P('./x'), P('y')}), hash(P('a/b')) == hash(P('a//b')))
for op in ['<', '>', '<=', '>=']:
    try:
        eval(f"P('a') {op} 'a'")
    except TypeError as e:
        print('TypeError', e)
