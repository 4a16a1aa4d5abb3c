# __exit__ return values: only truthiness matters; returning a truthy value on success is harmless.
class R:
    def __init__(self, ret): self.ret = ret
    def __enter__(self): return self
    def __exit__(self, *a): return self.ret
for ret in [None, False, 0, "", [], True, 1, "yes", [0]]:
    try:
        with R(ret):
            raise ValueError
        print(repr(ret), "suppressed")
    except ValueError:
        print(repr(ret), "propagated")
with R(True):
    pass
print("no exception: fine")
