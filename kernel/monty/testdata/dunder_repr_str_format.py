# __repr__, __str__ and __format__ and where each is used.
class Money:
    def __init__(self, cents): self.cents = cents
    def __repr__(self): return f"Money({self.cents})"
    def __str__(self): return f"${self.cents / 100:.2f}"
    def __format__(self, spec):
        if spec == "cents":
            return f"{self.cents}c"
        return format(str(self), spec)
m = Money(1234)
print(m, repr(m), str(m), [m], (m,), {"k": m})
print(f"{m}", f"{m!r}", f"{m!s}", f"{m:cents}", f"{m:>10}|", format(m, "<9") + "|", "{}".format(m), "%s %r" % (m, m))
class OnlyRepr:
    def __repr__(self): return "<OnlyRepr>"
print(OnlyRepr(), str(OnlyRepr()), f"{OnlyRepr()}")
class OnlyStr:
    def __str__(self): return "only str"
print(OnlyStr(), repr(OnlyStr()).startswith("<__main__.OnlyStr object at 0x"))
class BadRepr:
    def __repr__(self): return 42
try:
    repr(BadRepr())
except TypeError as e:
    print("TypeError:", e)
class BadStr:
    def __str__(self): return None
try:
    str(BadStr())
except TypeError as e:
    print("TypeError:", e)
try:
    format(OnlyRepr(), "x")
except TypeError as e:
    print("TypeError:", e)
print(format(OnlyRepr(), ""))
class FormatBad:
    def __format__(self, spec): return 5
try:
    f"{FormatBad()}"
except TypeError as e:
    print("TypeError:", e)
