# A custom mutable sequence receiving slice objects in __setitem__ and __delitem__.
class Seq:
    def __init__(self, *items): self.items = list(items)
    def __getitem__(self, k): return self.items[k]
    def __setitem__(self, k, v):
        print("setitem", k if not isinstance(k, slice) else (k.start, k.stop, k.step), v)
        self.items[k] = v
    def __delitem__(self, k):
        print("delitem", k if not isinstance(k, slice) else (k.start, k.stop, k.step))
        del self.items[k]
    def __len__(self): return len(self.items)
s = Seq(*range(6))
s[1:3] = ["a", "b", "c"]
s[::2] = [0, 0, 0, 0]
del s[-2:]
s[-1] = "end"
print(s.items, s[1:3], s[::-1])
