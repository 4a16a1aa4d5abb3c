import operator as op
d = {'a': 1}
op.setitem(d, 'b', 2)
print(op.getitem(d, 'b'), d)
op.delitem(d, 'a')
print(d, op.contains(d, 'b'), op.contains([1, 2], 3))
l = list(range(10))
print(op.getitem(l, slice(2, 5)), op.getitem('abc', -1))
op.setitem(l, slice(0, 3), ['x'])
op.delitem(l, slice(-2, None))
print(l)
print(op.concat([1], [2]), op.concat('a', 'b'), op.concat((1,), (2,)))
for f, args in [(op.concat, (1, 2)), (op.concat, ([1], (2,))), (op.getitem, ([], 0)), (op.getitem, ({}, 'k')), (op.delitem, ((1,), 0))]:
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__, e)
print(op.countOf([1, 2, 1, 1.0], 1), op.indexOf('hello', 'l'), op.countOf('', 'a'))
nan = float('nan')
print(op.countOf([nan, nan], nan), op.indexOf([nan], nan))
