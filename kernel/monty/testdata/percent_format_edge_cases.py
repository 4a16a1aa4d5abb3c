# %-format with tuples vs single values, dict keys with formats, and repr.
t = (1, 2)
print("%s" % (t,), "%s and %s" % t, "%r" % (t,), "%s" % [t])
print("%(a)s %(a)r %(b)05.1f" % {"a": "x", "b": 2.25})
print("%-10s|%10s|" % ("left", "right"), "%.1s" % "truncate", "%5.1s|" % "xyz")
print("%s" % 1.0, "%s" % 1e20, "%r" % 0.1, "%.3g" % 1234.5, "%g" % 0.0001, "%G" % 1e-10)
print("%i %d" % (3.9, -3.9), "%x" % -255, "%o" % -8, "%e" % 0, "%+.2e" % 12345)
print("%%s" % (), "%s%%" % 5, "100%%" % ())
class P:
    def __str__(self): return "P-str"
    def __repr__(self): return "P-repr"
print("%s %r %a" % (P(), P(), P()))
print("%c" % "é", "%5c|" % "x", "%-3c|" % 65)
print("%(x)s" % {"x": [1, {"y": 2}]}, "%s" % {"k": "v"})
