# A full custom container: len, iter, contains, getitem (int and slice), reversed, equality, bool, repr.
class Ring:
    def __init__(self, *items): self._items = list(items)
    def __len__(self): return len(self._items)
    def __iter__(self): return iter(self._items)
    def __contains__(self, x): return x in self._items
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Ring(*self._items[i])
        return self._items[i % len(self._items)]
    def __reversed__(self): return reversed(self._items)
    def __eq__(self, o): return isinstance(o, Ring) and self._items == o._items
    def __bool__(self): return bool(self._items)
    def __repr__(self): return f"Ring{tuple(self._items)}"
r = Ring("a", "b", "c")
print(len(r), list(r), "b" in r, r[4], r[-1], r[1:], list(reversed(r)), r == Ring("a", "b", "c"), bool(Ring()))
print(sorted(r, reverse=True), "".join(r), dict(enumerate(r)), max(r), [x * 2 for x in r])
a, b, c = r
print(a, b, c, *r)
