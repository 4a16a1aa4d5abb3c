# reversed() uses __reversed__ or the sequence protocol (__len__ + __getitem__).
class Seq:
    def __init__(self, *items): self.items = items
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i]
class OwnRev(Seq):
    def __reversed__(self):
        print("custom __reversed__")
        return iter(("custom",) + self.items[::-1])
print(list(reversed(Seq(1, 2, 3))), list(reversed(OwnRev(1, 2))), list(Seq("a", "b")))
class OnlyGetitem:
    def __getitem__(self, i):
        if i > 2: raise IndexError
        return i
try:
    reversed(OnlyGetitem())
except TypeError as e:
    print("TypeError:", e)
class RevNone(Seq):
    __reversed__ = None
try:
    reversed(RevNone(1))
except TypeError as e:
    print("TypeError:", e)
print(list(reversed([])), list(reversed(range(0))), list(reversed("")))
