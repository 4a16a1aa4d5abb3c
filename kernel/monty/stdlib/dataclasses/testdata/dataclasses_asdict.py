from dataclasses import dataclass, field, asdict, astuple
from collections import namedtuple, OrderedDict
Pt = namedtuple('Pt', 'x y')
@dataclass
class Inner:
    v: int
    s: set = field(default_factory=lambda: {1, 2})
@dataclass
class Outer:
    name: str
    inner: Inner
    items: list
    mapping: dict
    pt: Pt
o = Outer('o', Inner(1), [Inner(2), (Inner(3),)], {'k': Inner(4)}, Pt(1, [2]))
d = asdict(o)
print(d)
print(astuple(o))
print(asdict(o, dict_factory=OrderedDict)['inner'])
print(d['inner']['s'] is not o.inner.s, d['inner']['s'] == {1, 2}, d['pt'] is not o.pt, type(d['pt']).__name__)
for fn in (asdict, astuple):
    for bad in (5, Inner):
        try:
            fn(bad)
        except TypeError as e:
            print('TypeError', e)
