# bytes %-formatting and concatenation rules.
print(b"%d-%s-%x" % (5, b"mid", 255), b"%5s|" % b"ab", b"%-5s|" % b"ab", b"%c%c" % (104, b"i"))
print(b"%r" % "str" if False else b"%a" % "é", b"%%", b"%(k)s" % {b"k": b"v"})
for fmt, arg in [(b"%s", "str"), (b"%d", b"1"), (b"%c", 256), (b"%s", 5)]:
    try:
        print(fmt % arg)
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(b"ab" + bytearray(b"cd"), bytearray(b"ab") + b"cd", b"ab" * 2, 2 * b"ab")
for bad in [lambda: b"a" + 1, lambda: b"a" + [1], lambda: "a" + b"a", lambda: b"a" * 1.5]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
