# CPython 3.11 checks a call's keywords before counting its positionals,
# and converts a method's arguments before looking at the receiver.
def k1(a): pass
def k2(a, *, b): pass
def k3(a, b=1): pass
def k4(a, /, b): pass
def k5(*args, a): pass
tests = [
    "k1(1, 2, bad=3)", "k1(1, bad=3)", "k1(bad=3)", "k1()", "k1(1, a=2)",
    "k1(1, 2, a=3)", "k2(1, 2, b=3)", "k2(1, 2)", "k2(1, 2, c=3)",
    "k3(1, 2, 3, b=4)", "k3(1, 2, 3, c=4)", "k3(1, 2, 3)", "k4(a=1, b=2)",
    "k4(1, 2, 3, a=1)", "k5(1, 2)", "k5(1, b=2)",
    "type(1, x=1)", "type(1, 2)", "type()", "type(x=1)", "type(1, 2, x=1)",
    "type(1, 2, 3, 4)", "type('A', 1, {})",
    "[].pop('x')", "[1].pop('x')", "[].pop(0)", "[].pop(1, 2)", "[].pop(None)",
    "[].insert('a', 1)", "[1].index(2, 'x')", "[1].index(1, None)",
    "(1,).index(1, 'x')", "[1, 2].index(2, 0, None)", "'abc'[None:'x']",
    "'abc'.find('a', 'x')", "[1][1:'a']",
    "round(5, 10**30)", "round(5.5, 10**30)", "round(-2.5, 10**40)",
    "round(5, 'x')", "round(5.5, 2.0)", "round(5, True)",
    "len(1, 2)", "divmod(1)", "max()", "sorted(1, 2)",
]
for src in tests:
    try:
        print(src, "->", eval(src))
    except Exception as e:
        print(src, "->", type(e).__name__, e)

class Obj:
    def __init__(self, a): pass
for src in ["Obj(1, 2, bad=3)", "Obj(1, a=2)", "Obj()"]:
    try:
        eval(src)
    except TypeError as e:
        print(src, "->", e)
