import operator as op
pairs = [(1, 2), (2, 2), ('a', 'b'), ([1], [1, 0]), ((2,), (1, 9))]
for a, b in pairs:
    print([f(a, b) for f in (op.lt, op.le, op.eq, op.ne, op.ge, op.gt)])
try:
    op.lt(1, 'a')
except TypeError as e:
    print(e)
print(op.is_(None, None), op.is_not(1, None), op.not_([]), op.truth([0]), op.truth(''))
print(op.__lt__ is op.lt, op.__not__ is op.not_, hasattr(op, '__truth__'), hasattr(op, '__is___'))
