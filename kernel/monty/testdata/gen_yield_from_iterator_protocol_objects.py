# yield from works with any iterable, including custom iterators and other generators' iterators.
class Count:
    def __init__(self, n): self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i
def combined():
    yield from Count(2)
    yield from iter([10, 11])
    yield from {"k": 1}.items()
    yield from (c.upper() for c in "xy")
print(list(combined()))
