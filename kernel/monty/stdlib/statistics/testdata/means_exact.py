# mean over every numeric type, exact results and the type they come back in.
from statistics import mean, fmean, StatisticsError
from fractions import Fraction as F
from decimal import Decimal as D


def attempt(f):
    try:
        r = f()
        return '%s %r' % (type(r).__name__, r)
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in ([1, 2, 3], [1, 2], [1, 3], [True, False, True], [F(1, 3), F(2, 3), 1], [D('0.1'), D('0.2'), D('0.3')],
             [0.1, 0.2, 0.3], [1, 2.5], [F(1, 2), 0.25], [D(1), 2], [1e308, 1e308], [float('inf'), 1],
             [float('inf'), -float('inf')], [float('nan'), 1], [10**30, 1], [-5, 5], [F(1, 7)] * 7, range(1, 11), iter([4, 8])):
    print(attempt(lambda: mean(data)), attempt(lambda: fmean(list(data) if not isinstance(data, range) else data)))


class MyFloat(float):
    pass


class MyInt(int):
    pass


print(attempt(lambda: mean([MyFloat(1.5), 2])), attempt(lambda: mean([MyInt(1), MyInt(2)])), attempt(lambda: mean([MyInt(1), 1.5])))
for bad in ([], iter([]), ['a', 'b'], [1, None], [1j, 2j]):
    print(attempt(lambda: mean(bad)))
print(attempt(lambda: fmean([])), attempt(lambda: fmean(iter([]))), attempt(lambda: fmean(x for x in [1, 2, 4])))
print(fmean([1, 2, 3], weights=[3, 2, 1]), fmean([10, 20], [0.5, 1.5]), attempt(lambda: fmean([1, 2], [1])), attempt(lambda: fmean([1, 2], [1, -1])))
print(attempt(lambda: fmean([1, 2], weights=iter([1, 1]))), attempt(lambda: fmean(['a'])), isinstance(StatisticsError(), ValueError))
