from pathlib import PurePosixPath as P
p = P('/srv/app/main.tar.gz')
print(p.with_name('x.py'), p.with_stem('other'), p.with_suffix('.bz2'), p.with_suffix(''), P('a').with_suffix('.txt'), P('a.b').with_stem('c'))
for call in [lambda: P('/').with_name('x'), lambda: P('a').with_name(''), lambda: P('a').with_name('x/y'), lambda: P('a').with_name('.'),
             lambda: P('a').with_suffix('txt'), lambda: P('a').with_suffix('.'), lambda: P('a').with_suffix('./x'), lambda: P('').with_suffix('.x'),
             lambda: P('a').with_stem(''), lambda: P('a').with_name('..')]:
    try:
        print(call())
    except ValueError as e:
        print('ValueError', e)
