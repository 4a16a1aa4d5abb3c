# %-formatting in the forms log records and messages use most: %s, %d and
# %i with a (key), '-' or '0' and a width, from a tuple or a dict, next to
# the neighbouring forms that take other routes (they must agree).
rec = {"asctime": "2026-12-02 04:53:49,123", "levelname": "INFO", "name": "bench.worker",
       "message": "processed item 7 of batch", "n": -42, "f": 3.99, "nf": -0.5, "u": "ünï€",
       "big": 10 ** 30, "b": True, "none": None, "lst": [1, "x"]}
fmts = [
    "%(asctime)s %(levelname)-8s %(name)s: %(message)s",
    "%(levelname)8s|%(levelname)-3s|%(n)05d|%(n)-5d|%(n)5i|%(f)d|%(nf)d|%(f)03d",
    "%(u)6s|%(u)-6s|%(u)2s|%%|%(n)s|%(n)05s|%(big)d|%(b)s|%(b)d|%(none)s|%(lst)s",
    "%(f)s %(f)r %(n)x %(name).3s %(n)+d %(n) d",
    "plain, no conversions",
    "%(missing)s",
    "%(name)s %s",
    "%(name)",
    "%(name)q",
]
for f in fmts:
    try:
        print(repr(f % rec))
    except Exception as e:
        print(f, type(e).__name__, e)
tuples = [
    ("processed item %d of %s", (7, "batch")),
    ("%s,%03d", ("2026-12-02 04:53:49", 123.0)),
    ("%s,%03d", ("x", 7.9)),
    ("%s,%03d", ("x", -7.9)),
    ("%5d|%-5d|%05d|%-05d|%0-5d", (1, 2, -3, 4, 5)),
    ("%s %s", ("a",)),
    ("%s", ("a", "b")),
    ("%d", ("a",)),
    ("%d %d", (float("nan"), 1)),
    ("%d", (float("inf"),)),
    ("%d", (1e20,)),
    ("%d %s", (2 ** 70, 2 ** 70)),
    ("%(k)s", ("a",)),
    ("%s%", ("a",)),
    ("%s %10000s|", ("a", "b")),
    ("%i%%%s", (1, "é")),
    ("", ()),
    ("%s", ()),
    ("%c %s", ("x", "y")),
]
for f, a in tuples:
    try:
        print(repr(f % a))
    except Exception as e:
        print(repr(f), type(e).__name__, e)


class D(dict):
    def __missing__(self, k):
        return "<" + k + ">"


print("%(a)s %(zz)s" % D(a=1))
print("%(a)s" % {"a": "x" * 70000} == "x" * 70000)
print(len("%s" * 3 % ("ab" * 30000, "c", "d")))
