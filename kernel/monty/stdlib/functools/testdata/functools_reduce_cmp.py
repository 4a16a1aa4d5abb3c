import functools, operator
print(functools.reduce(operator.add, [1, 2, 3]), functools.reduce(operator.add, [], 10), functools.reduce(lambda a, b: a * b, range(1, 6), 1))
print(functools.reduce(lambda acc, x: acc + [x * 2], 'ab', []))
for args in ((operator.add, []), (operator.add, 5), (operator.add,)):
    try:
        functools.reduce(*args)
    except TypeError as e:
        print(type(e).__name__, e)
def cmp(a, b):
    return (a > b) - (a < b)
key = functools.cmp_to_key(cmp)
print(sorted([3, 1, 2], key=key), sorted('bca', key=functools.cmp_to_key(lambda a, b: cmp(b, a))))
k1, k2 = key(1), key(2)
print(k1 < k2, k1 > k2, k1 == key(1), k1 <= k2, k1 >= k2, k1.obj, type(k1).__name__)
try:
    hash(k1)
except TypeError:
    print('unhashable')
print(max([1, 5, 3], key=key), min('xyz', key=functools.cmp_to_key(lambda a, b: cmp(ord(a), ord(b)))))
