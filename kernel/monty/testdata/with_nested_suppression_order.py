# Nested managers: inner suppression hides the error from outer; exit order is inner first.
class M:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.suppress
with M("outer"):
    with M("inner", suppress=True):
        raise ValueError
    print("after inner")
with M("a"), M("b", suppress=True), M("c"):
    raise KeyError
print("after combined")
try:
    with M("x", suppress=True), M("y"):
        raise TypeError("caught by x")
    print("x suppressed it")
except TypeError:
    print("never")
