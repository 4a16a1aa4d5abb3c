import operator as op
from functools import reduce
from itertools import accumulate, starmap
print(reduce(op.mul, range(1, 8)), reduce(op.add, ['a', 'b', 'c']), reduce(op.or_, [{1}, {2}, {1, 3}]))
print(list(accumulate([1, 2, 3, 4], op.mul)), list(starmap(op.pow, [(2, 3), (3, 2)])))
print(list(map(op.neg, [1, -2])), list(map(op.itemgetter(0), ['ab', 'cd'])))
print(sorted({'b': 2, 'a': 3}.items(), key=op.itemgetter(1)))
print(max([(1, 'z'), (2, 'a')], key=op.itemgetter(1)))
print(list(filter(op.truth, [0, 1, '', 'x', None])))
