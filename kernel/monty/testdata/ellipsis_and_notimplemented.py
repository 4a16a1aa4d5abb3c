# Ellipsis and NotImplemented singletons.
print(..., repr(...), str(Ellipsis), type(...)(), ... is Ellipsis, bool(...))
print(NotImplemented, repr(NotImplemented), type(NotImplemented)() is NotImplemented)
def stub(): ...
print(stub())
a = [1, 2, 3]
class Idx:
    def __getitem__(self, k): return k
print(Idx()[...], Idx()[..., 0], Idx()[1:2, ...])
