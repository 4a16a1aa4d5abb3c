# str.format field names: indexes, attributes, nested, conversions, and auto-numbering mixes.
data = {"user": {"name": "ann", "tags": ["a", "b"]}}
print("{0[user][name]} {0[user][tags][1]}".format(data))
class C:
    x = 1
    class Inner:
        y = 2
print("{0.x} {0.Inner.y} {c.Inner.y}".format(C, c=C))
print("{!r:>8}|{!s:<8}|{!a}".format("q", "w", "ü"))
print("{0}{1}{0}".format("ab", "cd"), "{}{}".format(*"xy"), "{a}{b}{a}".format(a=1, b=2))
print("{0:{1}}|{0:{2}}".format(3.14159, ".2f", ">10"), "{:{}{}}".format(42, "+", 5))
print("{0[0]}{0[1]}".format("hi"), "{0[-1]}".format({"-1": "key"}), "{.real}".format(1 + 2j))
for fmt in ["{0[0]", "{0.}", "{0[]}", "{:}", "{:{:}}"]:
    try:
        print(repr(fmt.format([9], 3)))
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
