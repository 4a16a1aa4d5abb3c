# An iterable returning a new iterator each time can be looped twice; an iterator only once.
class Iterable:
    def __init__(self, n): self.n = n
    def __iter__(self): return iter(range(self.n))
class Iterator:
    def __init__(self, n): self.i, self.n = 0, n
    def __iter__(self): return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
a, b = Iterable(3), Iterator(3)
print(list(a), list(a), list(b), list(b))
print([(x, y) for x in Iterable(2) for y in Iterable(2)], [(x, y) for x in Iterator(2) for y in Iterator(2)])
