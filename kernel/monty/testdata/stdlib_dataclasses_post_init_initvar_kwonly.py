# __post_init__, InitVar, field(init=False), kw_only, slots, and inheritance.
from dataclasses import dataclass, field, InitVar, KW_ONLY, fields
@dataclass
class Rect:
    w: float
    h: float
    scale: InitVar[float] = 1.0
    area: float = field(init=False)
    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h
r = Rect(2, 3, scale=2)
print(r, [f.name for f in fields(r)])
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1
print(Opts(level=3))
try:
    Opts(True)
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(Mixed(1, c=9))
@dataclass(slots=True)
class Slotted:
    x: int
s = Slotted(1)
print(s, hasattr(s, "__dict__"), Slotted.__slots__)
@dataclass
class Base:
    a: int
    b: str = "b"
@dataclass
class Child(Base):
    c: list = field(default_factory=lambda: [1])
print(Child(1), Child(1, "x", [2]))
