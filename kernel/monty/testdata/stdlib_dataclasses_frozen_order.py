# frozen and order options; hashing; sorting; FrozenInstanceError.
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    def __str__(self): return f"{self.major}.{self.minor}.{self.patch}"
vs = [Version(1, 10), Version(1, 2, 3), Version(0, 9), Version(1, 2)]
print(sorted(vs), [str(v) for v in sorted(vs)], max(vs), Version(1) < Version(1, 0, 1), len({Version(1), Version(1)}))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
@dataclass(eq=False)
class Node:
    v: int
print(Node(1) == Node(1), Node.__hash__ is object.__hash__)
@dataclass(unsafe_hash=True)
class H:
    x: int
print(hash(H(1)) == hash(H(1)))
