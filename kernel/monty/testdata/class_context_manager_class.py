# A context manager class that times nothing but records nesting and suppresses selectively.
class Indent:
    level = 0
    def __init__(self, label, suppress=()):
        self.label, self.suppress = label, suppress
    def __enter__(self):
        print("  " * Indent.level + f"<{self.label}>")
        Indent.level += 1
        return self
    def __exit__(self, typ, val, tb):
        Indent.level -= 1
        print("  " * Indent.level + f"</{self.label}>" + (f" ({typ.__name__})" if typ else ""))
        return typ is not None and issubclass(typ, self.suppress)
with Indent("html"):
    with Indent("body"):
        with Indent("p", suppress=(ValueError,)):
            raise ValueError("inside p")
        with Indent("div"):
            print("    text")
try:
    with Indent("outer", suppress=(KeyError,)):
        with Indent("inner"):
            raise TypeError("not suppressed")
except TypeError as e:
    print("escaped:", e)
print("level back to", Indent.level)
