# The same values through %, str.format and f-strings.
vals = [(42, "x"), (3.14159, "pi"), (-7, "neg"), (1e6, "big")]
for v, name in vals:
    a = "%-5s|%8.3f|%+d" % (name, v, int(v))
    b = "{:<5}|{:8.3f}|{:+d}".format(name, v, int(v))
    c = f"{name:<5}|{v:8.3f}|{int(v):+d}"
    print(a, a == b == c)
print("%s %s" % ("a", "b"), "{} {}".format("a", "b"), "%r" % "q", "{!r}".format("q"))
print("%5.1f%%" % 99.5, "{:5.1f}%".format(99.5), "{:.1%}".format(0.995))
print("%x %o %e" % (255, 8, 12345.678), "{:x} {:o} {:e}".format(255, 8, 12345.678))
print("%(a)s-%(b)s" % {"a": 1, "b": 2}, "{a}-{b}".format(a=1, b=2))
print("%c" % 9731, "{:c}".format(9731), "%.2s" % "abc", "{:.2}".format("abc"))
print("%#x %#o %#X" % (255, 255, 255), "{:#x} {:#o} {:#X}".format(255, 255, 255))
print("% d % d" % (5, -5), "{: d} {: d}".format(5, -5))
print("%08.3f" % -3.14159, "{:08.3f}".format(-3.14159), "%-8d|" % 5, "{:<8d}|".format(5))
