# statistics on floats, Fractions and Decimals; NormalDist basics.
import statistics as st
from decimal import Decimal
from fractions import Fraction
print(st.mean([Decimal("1.1"), Decimal("2.2")]), st.median([Fraction(1, 3), Fraction(1, 2), Fraction(2, 3)]), st.mode(["a", "b", "a"]))
print(round(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), 10), st.pvariance([0, 0, 0]), st.median([5]), st.mean(range(101)))
nd = st.NormalDist(mu=100, sigma=15)
print(nd, round(nd.cdf(115), 6), round(nd.inv_cdf(0.975), 4), round(nd.pdf(100), 6), nd.mean, nd.stdev, round(nd.overlap(st.NormalDist(110, 15)), 6))
print(st.NormalDist.from_samples([1, 2, 3, 4, 5]).mean, st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=4, method="inclusive"))
