from dataclasses import dataclass, field, replace, InitVar
@dataclass(frozen=True)
class R:
    a: int
    b: str = 'b'
    c: int = field(default=0, init=False)
r = R(1)
print(replace(r, a=5), replace(r, b='z'), r)
for kw in ({'c': 1}, {'zz': 1}):
    try:
        replace(r, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
@dataclass
class WithInit:
    x: int
    y: InitVar[int]
    def __post_init__(self, y):
        self.x += y
w = WithInit(1, 2)
print(w, replace(w, y=10))
try:
    replace(w)
except ValueError as e:
    print('ValueError', e)
try:
    replace(5)
except TypeError as e:
    print('TypeError', e)
