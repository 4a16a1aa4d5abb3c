# Which subjects match sequence and mapping patterns: custom classes registered via collections.abc.
from collections.abc import Sequence, Mapping
class MySeq(Sequence):
    def __init__(self, *items): self.items = items
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i]
class MyMap(Mapping):
    def __init__(self, **kw): self.d = kw
    def __len__(self): return len(self.d)
    def __iter__(self): return iter(self.d)
    def __getitem__(self, k): return self.d[k]
class PlainGetitem:
    def __getitem__(self, i): return i
    def __len__(self): return 2
for subject in [MySeq(1, 2), MyMap(a=1), PlainGetitem(), (1, 2), {"a": 1}, range(2), memoryview(b"ab")]:
    match subject:
        case {"a": v}:
            print(type(subject).__name__, "mapping", v)
        case [x, y]:
            print(type(subject).__name__, "sequence", x, y)
        case _:
            print(type(subject).__name__, "no match")
