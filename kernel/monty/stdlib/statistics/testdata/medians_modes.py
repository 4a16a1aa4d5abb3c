# median and its variants, mode and multimode.
from statistics import median, median_low, median_high, median_grouped, mode, multimode
from fractions import Fraction as F
from decimal import Decimal as D


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in ([1, 3, 5], [1, 3, 5, 7], [5, 1, 3, 7], [2.5], [F(1, 2), F(1, 3)], [D('1.5'), D('2.5')], ['b', 'a', 'c', 'd'],
             [1, 1, 2, 2], range(10), [True, False], [-1, -2], [1, 2.0], [3, 3, 3]):
    print(attempt(lambda: median(data)), attempt(lambda: median_low(data)), attempt(lambda: median_high(data)),
          attempt(lambda: median_grouped(data)), attempt(lambda: median_grouped(data, 2)))
print(median_grouped([52, 52, 53, 54]), median_grouped([1, 3, 3, 5, 7], interval=2), median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(median_grouped([F(1), F(2), F(2)], F(1, 2)), median_grouped([D(1), D(3), D(3)]), median_grouped([1, 2, 3], 0.5))
for f in (lambda: median([]), lambda: median_low([]), lambda: median_high(iter([])), lambda: median_grouped([]),
          lambda: median_grouped(['a', 'b']), lambda: median_grouped([1, 2], 'x'), lambda: median([1, 'a']),
          lambda: median_grouped([D(1), D(2)], 0.5)):
    print(attempt(f))
for data in ([1, 1, 2, 3], 'aabbbcc', ['x', 'y', 'x'], [1, 2, 3], [(1, 2), (1, 2), (3,)], [1.0, 1, True], iter('zzy'), [None, None, 0]):
    print(attempt(lambda: mode(data)), attempt(lambda: multimode(data)))
print(attempt(lambda: mode([])), multimode([]), multimode('aabbcc'), multimode(''), attempt(lambda: mode([[1], [1]])))
