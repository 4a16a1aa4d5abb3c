from dataclasses import dataclass, FrozenInstanceError, field
@dataclass(frozen=True)
class F:
    a: int
    b: list = field(default_factory=list)
f = F(1)
for action in (lambda: setattr(f, 'a', 2), lambda: delattr(f, 'a'), lambda: setattr(f, 'new', 1)):
    try:
        action()
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
f.b.append(1)
print(f)
try:
    @dataclass
    class Thaw(F):
        c: int = 0
except TypeError as e:
    print('TypeError', e)
@dataclass
class Warm:
    a: int
try:
    @dataclass(frozen=True)
    class Freeze(Warm):
        b: int = 0
except TypeError as e:
    print('TypeError', e)
@dataclass(frozen=True)
class G(F):
    c: int = 3
g = G(1, [2], 4)
print(g, g.c)
class Plain:
    pass
@dataclass(frozen=True)
class Over(Plain):
    x: int
o = Over(1)
try:
    o.x = 5
except FrozenInstanceError as e:
    print(e)
