# Lists and tuples: breaking, compact packing, one-tuples and nesting.
import pprint

data = [list(range(i)) for i in range(1, 12)]
print(pprint.pformat(data))
print(pprint.pformat(data, width=30))
print(pprint.pformat(data, width=30, compact=True))
print(pprint.pformat(list(range(60)), compact=True))
print(pprint.pformat(list(range(60)), width=40, compact=True, indent=3))
print(pprint.pformat(tuple(range(40))), pprint.pformat((1,)), pprint.pformat(('x' * 90,)), pprint.pformat(()))
print(pprint.pformat([('a' * 20, 'b' * 20), ['c' * 30, ['d' * 30, 'e' * 30]]], width=40))
print(pprint.pformat([[[[[[1, 2, 3]]]]]], width=10))
print(pprint.pformat([1, [2, [3, [4, [5]]]]], width=8, indent=2))
print(pprint.pformat(['x' * 10] * 10, width=35, compact=True))
print(pprint.pformat([{'a': 1, 'b': [1] * 20}] * 2, width=40, compact=True))


class L(list):
    pass


class T(tuple):
    def __repr__(self):
        return 'T' + tuple.__repr__(self)


print(pprint.pformat(L(range(40))), pprint.pformat(T(range(40))))
