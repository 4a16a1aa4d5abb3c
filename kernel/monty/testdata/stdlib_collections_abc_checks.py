# collections.abc: isinstance checks against the abstract base classes, and mixin methods.
from collections import abc
values = [[], (), {}, set(), "", b"", range(3), iter([]), (x for x in []), len, {}.keys(), frozenset()]
for cls in [abc.Iterable, abc.Iterator, abc.Sequence, abc.MutableSequence, abc.Mapping, abc.Set, abc.Hashable, abc.Sized, abc.Callable, abc.Generator]:
    print(cls.__name__, "".join("1" if isinstance(v, cls) else "0" for v in values))
class MySeq(abc.Sequence):
    def __init__(self, *d): self.d = d
    def __getitem__(self, i): return self.d[i]
    def __len__(self): return len(self.d)
s = MySeq(3, 1, 3)
print(list(s), s.index(1), s.count(3), 3 in s, list(reversed(s)))
class Incomplete(abc.Mapping):
    pass
try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)
