from dataclasses import dataclass, field
@dataclass
class Plain:
    a: int
print(Plain.__hash__)
@dataclass(frozen=True)
class Frozen:
    a: int
    b: list = field(default_factory=list, hash=False, compare=False)
print(hash(Frozen(1)) == hash(Frozen(1, [2])), hash(Frozen(1)) == hash((1,)))
@dataclass(unsafe_hash=True)
class Unsafe:
    a: int
    b: int = field(hash=False)
print(hash(Unsafe(1, 2)) == hash(Unsafe(1, 3)))
@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq.__hash__ is object.__hash__)
@dataclass
class Explicit:
    a: int
    def __hash__(self):
        return 42
print(hash(Explicit(1)))
try:
    @dataclass(unsafe_hash=True)
    class Clash:
        a: int
        def __hash__(self):
            return 1
except TypeError as e:
    print('TypeError', e)
@dataclass(frozen=True, eq=False)
class FrozenNoEq:
    a: int
print(FrozenNoEq.__hash__ is object.__hash__)
