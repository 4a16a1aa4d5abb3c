from pathlib import PurePosixPath as P
p = P('/a/b/c')
ps = p.parents
print(repr(ps), len(ps), list(ps), ps[0], ps[-1], ps[-2], ps[0:2], ps[::-1], ps[1:])
for i in [3, -4, 10]:
    try:
        ps[i]
    except IndexError as e:
        print('IndexError', e)
print(list(P('x/y').parents), list(P('.').parents), list(P('/').parents), P('/').parent, P('.').parent, P('a').parent)
