import operator as op
names = sorted(n for n in dir(op) if n.startswith('__') and n.endswith('__') and n not in (
    '__all__', '__builtins__', '__cached__', '__doc__', '__file__', '__loader__', '__name__',
    '__package__', '__spec__', '__path__'))
print(names)
print(all(getattr(op, '__%s__' % n.strip('_')) is getattr(op, n) for n in ('add', 'and_', 'not_', 'iconcat', 'call')))
print(sorted(op.__all__) == sorted(set(op.__all__)), len(op.__all__))
print(op.add(1, 2) == op.__add__(1, 2), op.__matmul__ is op.matmul)
