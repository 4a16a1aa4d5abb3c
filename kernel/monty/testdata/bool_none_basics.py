# bool is an int subclass; None is a singleton.
print(True + True, True * 10, False - 1, True / 2, True // 1, -True, True ** 5, 10 * False)
print(repr(True), str(False), int(True), float(False), True == 1, False == 0)
print(bool(0), bool(1), bool(-1), bool(""), bool(" "), bool(None), bool([]), bool([None]), bool(0.0), bool(0j))
print(isinstance(True, int), type(True).__mro__, True & False, True | False, True ^ True, ~True)
print(sum([True, True, False]), max(True, 2), sorted([True, False, 2, -1]))
print(f"{True}", f"{True:d}", f"{True:>5}", "%d %s" % (True, True), True.real, True.numerator)
try:
    bool.__new__(bool, 2) if False else type(True)("x")
    print("bool('x') ok:", bool("x"))
except TypeError as e:
    print("TypeError:", e)
try:
    class B(bool): pass
except TypeError as e:
    print("TypeError:", e)
print(None, repr(None), str(None), type(None), type(None)() is None, None == None, None != 0)
print(bool(None), None is None, [None] * 2, {None: 1}[None])
try:
    None < 1
except TypeError as e:
    print("TypeError:", e)
nothing = None
try:
    nothing()
except TypeError as e:
    print("TypeError:", e)
try:
    len(None)
except TypeError as e:
    print("TypeError:", e)
print(NotImplemented, Ellipsis, ..., type(...).__name__, type(NotImplemented).__name__, Ellipsis is ...)
