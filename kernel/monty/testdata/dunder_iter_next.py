# The iterator protocol: __iter__ and __next__, and the old __getitem__ protocol.
class Countdown:
    def __init__(self, start): self.current = start
    def __iter__(self): return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(Countdown(3)), sum(Countdown(4)), 2 in Countdown(3))
c = Countdown(2)
for x in c: pass
print(list(c))
class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), list(iter(Squares()))[:2])
a, b, *rest = Squares()
print(a, b, rest)
class NotIterable: pass
try:
    iter(NotIterable())
except TypeError as e:
    print("TypeError:", e)
try:
    for x in 5: pass
except TypeError as e:
    print("TypeError:", e)
class BadIter:
    def __iter__(self): return 5
try:
    iter(BadIter())
except TypeError as e:
    print("TypeError:", e)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
class IterNone:
    __iter__ = None
    def __getitem__(self, i): return i
try:
    iter(IterNone())
except TypeError as e:
    print("TypeError:", e)
class Reversible:
    def __init__(self, d): self.d = d
    def __len__(self): return len(self.d)
    def __getitem__(self, i): return self.d[i]
print(list(reversed(Reversible("abc"))))
class OwnReversed:
    def __reversed__(self): return iter("zyx")
print(list(reversed(OwnReversed())))
