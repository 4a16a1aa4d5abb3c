# str() and repr() of floats agree in Python 3; formatting variants.
for v in [1.0, 0.1, 1 / 3, 1e16, 1.5e-7, 123456789.0, 1e-4, 12345678901234567890.0, 2.0 ** 0.5, -1.25]:
    print(repr(v), str(v), f"{v}", "%s" % v, "%r" % v, format(v), "%g" % v, "%.17g" % v)
print(str(1e15), str(1e16), str(0.0001), str(0.00001), repr(1e22), repr(1e21), repr(123e-20))
print([0.1, 0.25], (1.0,), {"k": 1e100}, {2.5}, [float("nan"), float("inf")])
