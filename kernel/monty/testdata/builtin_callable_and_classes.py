# callable() on classes, instances with/without __call__, builtins, methods, and None.
class WithCall:
    def __call__(self): return "called"
class Without: pass
checks = [WithCall, WithCall(), Without, Without(), len, "".join, print, None, 1, lambda: 0, type, object(), staticmethod(len)]
print([callable(x) for x in checks])
