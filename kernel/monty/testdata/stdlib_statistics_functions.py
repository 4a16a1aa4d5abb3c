# statistics: central tendency, spread, quantiles, and errors.
import statistics as st
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.median(data), st.median_low(data), st.median_high(data), st.mode(data), st.multimode([1, 1, 2, 2, 3]))
print(st.pstdev(data), st.stdev(data), st.pvariance(data), st.variance(data), st.fmean(data), st.geometric_mean([1, 4]), st.harmonic_mean([1, 2, 4]))
print(st.quantiles(data, n=4), st.quantiles(range(1, 11), n=10), st.median_grouped([1, 2, 2, 3, 4]))
print(st.mean([1.5, 2.5]), st.mean([1, 2]), type(st.mean([1, 2])).__name__, st.correlation([1, 2, 3], [2, 4, 7]), st.linear_regression([1, 2, 3], [2, 4, 6]))
from fractions import Fraction
print(st.mean([Fraction(1, 2), Fraction(1, 3)]), st.median([3, 1, 2]))
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.mode([])]:
    try:
        bad()
    except st.StatisticsError as e:
        print("StatisticsError:", e)
