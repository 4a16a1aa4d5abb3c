# Class patterns with keyword attributes on builtins and dataclass-like classes.
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
for v in [Pt(1, 2), Pt(0, 5), 3 + 4j, 2.5, "abc", [1, 2]]:
    match v:
        case Pt(x=0):
            print("Pt on y axis")
        case Pt(x, y=2):
            print("Pt with y=2, x =", x)
        case complex(real=r, imag=i):
            print("complex", r, i)
        case float(real=r) if r > 2:
            print("float with real", r)
        case str(upper=u):
            print("str has bound method upper:", u())
        case list(__len__=n):
            print("list __len__ bound:", n())
class NoMatchArgs:
    def __init__(self): self.a = 1
match NoMatchArgs():
    case NoMatchArgs(a=1):
        print("keyword patterns work without __match_args__")
class BadMatchArgs:
    __match_args__ = ["a"]
try:
    match BadMatchArgs():
        case BadMatchArgs(x):
            pass
except TypeError as e:
    print("TypeError:", e)
class MissingAttr:
    __match_args__ = ("nope",)
match MissingAttr():
    case MissingAttr(v):
        print("never")
    case _:
        print("missing attribute means no match")
