# operator functions with sorted/max/reduce/map, and in-place operator functions.
import operator
from functools import reduce
inventory = [("apple", 3, 0.5), ("banana", 2, 0.25), ("pear", 5, 0.75), ("fig", 2, 1.0)]
print(sorted(inventory, key=operator.itemgetter(1, 0)), max(inventory, key=operator.itemgetter(2)))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), reduce(operator.or_, [{1}, {2}, {1, 3}]), reduce(operator.concat, [[1], [2], [3]]))
print(sum(map(operator.mul, (q for _, q, _ in inventory), (p for _, _, p in inventory))))
l = [1]
print(operator.iadd(l, [2]) is l, operator.imul([1], 3), operator.ipow(2, 10), operator.itruediv(7, 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"))
print(operator.attrgetter("real", "imag")(3 + 4j), operator.itemgetter(slice(1, 3))("abcd"), operator.methodcaller("split", ",")("a,b"))
