# functools.partial (args, keywords, nesting, repr) and reduce (with/without initial).
from functools import partial, reduce
import operator
def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=10)
print(square(5), cube_mod(7), square.func is power, square.args, square.keywords, partial(square, mod=7)(5))
p = partial(print, "prefix:", sep="|")
p("a", "b")
print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 6), 1), reduce(lambda a, b: a + [b * 2], [1, 2], []), reduce(max, [3, 9, 2]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
print(reduce(operator.add, [], "empty"), partial(int, base=2)("1010"), repr(partial(int, base=2)))
