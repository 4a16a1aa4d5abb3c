import time

for secs in [0, 1234567890, 1234567890.99, -1.5, 951782400, 4102444800, -10**10]:
    g = time.gmtime(secs)
    print(g, g.tm_zone, g.tm_gmtoff)
    print(tuple(g), g[0], g[-1], g[2:5], len(g), g.tm_yday, g.tm_wday, time.mktime(g), time.asctime(g), time.ctime(secs))
l = time.localtime(86400 * 365)
print(l, l.tm_zone, isinstance(l, tuple), type(l).__name__, type(l).__module__, time.struct_time.n_fields, time.struct_time.n_sequence_fields)
s = time.struct_time((2020, 2, 29, 12, 30, 45, 5, 60, 0))
print(s, s.tm_zone, s.tm_gmtoff, s == (2020, 2, 29, 12, 30, 45, 5, 60, 0), hash(s) == hash(tuple(s)))
s2 = time.struct_time((2020, 2, 29, 12, 30, 45, 5, 60, 0, "XYZ", 3600))
print(s2.tm_zone, s2.tm_gmtoff, time.strftime("%Z %z", s2))
y, mo, d, *rest = time.gmtime(0)
print(y, mo, d, rest)
print(time.mktime((2024, 1, 31, 25, 61, 0, 0, 0, 0)), time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, -1)))
print(time.asctime((2020, 1, 1, 0, 0, 0, 0, 1, 0)), time.asctime((1999, 12, 9, 23, 5, 7, 3, 343, 0)))
for bad in ["time.struct_time((1, 2, 3))", "time.mktime((1, 2))", "time.mktime('x')", "time.gmtime(1e20)", "time.gmtime('x')", "time.asctime((2020, 13, 1, 0, 0, 0, 0, 1, 0))", "time.struct_time(range(12))", "time.gmtime(float('nan'))"]:
    try:
        print(eval(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(bad, type(e).__name__, e)
