# Truthiness: __bool__ first, then __len__, else always true.
class B:
    def __init__(self, v): self.v = v
    def __bool__(self):
        print("__bool__ called")
        return self.v
class L:
    def __init__(self, n): self.n = n
    def __len__(self):
        print("__len__ called")
        return self.n
class Both(B, L):
    def __init__(self): self.v, self.n = False, 5
class Neither: pass
print(bool(B(True)), bool(L(0)), bool(L(3)), bool(Both()), bool(Neither()))
if L(0):
    print("no")
else:
    print("empty by __len__")
print(len(L(4)), not L(2))
for bad in (-1, 2**70, "3", 1.5):
    try:
        len(L(bad))
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
class BoolReturnsInt:
    def __bool__(self): return 0
try:
    bool(BoolReturnsInt())
except TypeError as e:
    print("TypeError:", e)
class IndexLen:
    class N:
        def __index__(self): return 3
    def __len__(self): return self.N()
print(len(IndexLen()))
class BoolNone:
    __bool__ = None
try:
    bool(BoolNone())
except TypeError as e:
    print("TypeError:", e)
