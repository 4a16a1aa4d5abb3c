# dataclass construction: defaults, default_factory, frozen, order, and
# the generated __eq__, __repr__ and asdict.
from dataclasses import dataclass, field, asdict


@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)

    def total(self):
        return self.price * self.qty


@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int


def bench():
    items = [Item("item%d" % i, i * 0.5, i % 7) for i in range(20000)]
    pts = [Point(i % 100, i // 100) for i in range(20000)]
    s = sum(it.total() for it in items)
    eq = sum(1 for i in range(1000) if items[i] == Item("item%d" % i, i * 0.5, i % 7))
    h = len(set(pts))
    m = max(pts[:2000])
    d = [asdict(it) for it in items[:1000]]
    r = [repr(p) for p in pts[:2000]]
    return s, eq, h, m, len(d), len(r)
