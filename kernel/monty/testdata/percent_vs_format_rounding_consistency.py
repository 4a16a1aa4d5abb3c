# The same float formatted by %, format(), f-string and str.format rounds identically.
for v in [0.125, 0.375, 2.675, 1.005, 1e-5, 123456.789, -0.0005]:
    a = "%.2f" % v
    b = format(v, ".2f")
    c = f"{v:.2f}"
    d = "{:.2f}".format(v)
    e = "%.3e" % v
    f = f"{v:.3e}"
    print(v, a, a == b == c == d, e, e == f, "%g" % v == f"{v:g}")
