# str.format: auto and manual numbering, names, attributes, indexing, nesting.
print("{} {} {}".format(1, "two", 3.0))
print("{0} {1} {0}".format("a", "b"))
print("{name} is {age}".format(name="Bo", age=7))
print("{0[0]} {0[key]} {1.real} {1.imag}".format({0: "zero", "key": "v"}, 3 + 4j))
print("{0[1]} {0[-1]}".format({1: "one", "-1": "string key"}) if True else "")
print("{:>{w}}|{:.{p}f}|{:{f}^{w}}".format("r", 3.14159, "c", w=6, p=2, f="*"))
print("{!r} {!s} {!a} {0!r:>10}".format("x", "y", "é") if False else "{!r} {!s} {!a}".format("x", "y", "é"))
print("{{}} {{{0}}} {{0}}".format(5))
print("{:,} {:_} {:08.3f} {:+} {:x} {:o} {:b} {:e} {:%}".format(10**6, 10**6, 3.14159, 5, 255, 8, 5, 1234.5, 0.25))
class Obj:
    attr = "attribute"
    lst = [10, 20]
print("{0.attr} {0.lst[1]}".format(Obj()))
print("{a}-{b}".format_map({"a": 1, "b": 2}))
class Default(dict):
    def __missing__(self, k): return f"<{k}>"
print("{known} {unknown}".format_map(Default(known="K")))
for fmt, args, kwargs in [("{} {0}", (1, 2), {}), ("{0} {}", (1, 2), {}), ("{}", (), {}),
                          ("{1}", (1,), {}), ("{x}", (), {}), ("{0.nope}", (1,), {}),
                          ("{", (), {}), ("}", (), {}), ("{0:{1}}", ("a", "zz"), {}),
                          ("{!x}", (1,), {}), ("{0[}", (1,), {}), ("{:d}", ("s",), {})]:
    try:
        print(repr(fmt.format(*args, **kwargs)))
    except (IndexError, KeyError, ValueError, AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(format(3.5), format(42, "x"), format("s", ">3"), format(1234.5, ",.1f"))
