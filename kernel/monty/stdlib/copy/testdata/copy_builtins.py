import copy
values = [[], [1, [2]], {}, {'a': [1]}, (), (1, 2), ([1],), 'x', b'y', bytearray(b'z'),
          1, 2.5, None, True, range(5), slice(1, 2), frozenset(), 10**30]
for v in values:
    c = copy.copy(v)
    d = copy.deepcopy(v)
    print(repr(v), c == v, d == v, c is v, type(d).__name__)
b = bytearray(b'ab')
print(copy.deepcopy(b) is b, copy.copy(b) is b)
