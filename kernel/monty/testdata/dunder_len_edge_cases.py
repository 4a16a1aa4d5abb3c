# __len__ results must be non-negative ints that fit in an index.
class L:
    def __init__(self, v): self.v = v
    def __len__(self): return self.v
for v in [0, 5, True, 2 ** 62]:
    print(len(L(v)))
for v in [-1, 2 ** 63, 1.0, "3", None]:
    try:
        len(L(v))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
class NoLen: pass
try:
    len(NoLen())
except TypeError as e:
    print("TypeError:", e)
print(bool(L(0)), bool(L(2)))
