from dataclasses import dataclass, field, InitVar, KW_ONLY
@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    scale: InitVar[int] = 1
    _: KW_ONLY
    name: str = 'p'
    def __post_init__(self, scale):
        self.x *= scale
print(P(1), P(2, 3, [1], 10, name='q'), P.__init__.__annotations__, P.__match_args__)
print(P.__doc__)
for call in (lambda: P(), lambda: P(1, 2, [], 1, 'n'), lambda: P(1, bad=1)):
    try:
        call()
    except TypeError as e:
        print('TypeError', e)
a, b = P(1), P(1)
print(a.tags is not b.tags, a == b, 'scale' in vars(a))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
print(K(a=1), K.__match_args__)
try:
    K(1)
except TypeError as e:
    print('TypeError', e)
@dataclass
class NoInit:
    a: int = field(default=5, init=False)
    b: list = field(default_factory=list, init=False)
n = NoInit()
print(n, vars(n), NoInit.a)
