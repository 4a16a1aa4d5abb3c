# Rounding in round() vs format(): both round half to even on the binary value.
for v in [0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.0005, 1.25, 1.35, 8.345, 0.045]:
    print(v, round(v, 2), f"{v:.2f}", "%.2f" % v, round(v, 1), f"{v:.1f}", round(v), f"{v:.0f}")
for n in [5, 15, 25, 125, 135, -5, -15]:
    print(n, round(n, -1), f"{n / 10:.0f}", round(n / 10))
