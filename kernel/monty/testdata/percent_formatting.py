# printf-style % formatting.
print("%s %r %a" % ("s", "s", "é"))
print("%d %i %u" % (42, -7, 3))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %#x %#X %o %#o" % (255, 255, 255, 255, 8, 8))
print("%f %.2f %10.3f %-10.1f| %e %.3E %g %G" % (3.14159, 3.14159, 3.14159, 3.14159, 12345.678, 0.000123, 1e-5, 1e20))
print("%c%c %c" % (72, "i", 0x1F600))
print("%%d is literal, %s" % "ok")
print("%(name)s is %(age)d years, %(name)r" % {"name": "Ann", "age": 30})
print("%*d|%-*d|%.*f" % (6, 42, 6, 42, 2, 3.14159))
print("%s" % [1, 2], "%s" % (1,), "%s %s" % (1, 2), "%s" % ((1, 2),))
print("%.3s|%10.2s|" % ("abcdef", "xyz"))
print("%d" % 3.99, "%x" % 255, "%s" % None, "%r" % None, "%5s|%-5s|" % ("a", "b"))
print("%i%%" % 50, "%.0f" % 2.5, "%.0f" % 3.5, "%d" % True)
print(b"%s %d %x" % (b"bytes", 5, 255), b"%c" % 65, b"%r" % b"x" if False else b"%b" % b"raw")
for fmt, args in [("%d", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%(k)s", (1,)), ("%z", 1),
                  ("%(k)s", {}), ("%c", "ab"), ("%d", None), ("%", ()), ("%.f", "s")]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)
