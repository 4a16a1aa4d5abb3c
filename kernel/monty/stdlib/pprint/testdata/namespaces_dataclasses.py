# SimpleNamespace, mappingproxy and dataclasses laid out over lines.
import pprint
import types
from dataclasses import dataclass, field


ns = types.SimpleNamespace(alpha=list(range(20)), beta='b' * 40, gamma={'x': 1})
print(pprint.pformat(ns), pprint.pformat(types.SimpleNamespace()), pprint.pformat(ns, width=30))


class MyNS(types.SimpleNamespace):
    pass


print(pprint.pformat(MyNS(x=list(range(30)))))
me = types.SimpleNamespace(a=1)
me.me = me
print(pprint.pformat(me, width=5).replace(str(id(me)), 'ID'))
mp = types.MappingProxyType({'z': list(range(25)), 'a': 1})
print(pprint.pformat(mp), pprint.pformat(types.MappingProxyType({})))


@dataclass
class Point:
    x: int
    y: int
    tags: list = field(default_factory=list)
    secret: str = field(default='s', repr=False)


@dataclass
class Line:
    start: Point
    end: Point
    label: str = ''


@dataclass(repr=False)
class NoRepr:
    v: list


@dataclass
class Custom:
    v: list

    def __repr__(self):
        return 'Custom(...)'


p = Point(1, 2, list(range(30)))
print(pprint.pformat(p))
print(pprint.pformat(Line(p, Point(3, 4), 'a line with a long label ' * 2), width=50))
print(pprint.pformat([Point(1, 2)]), pprint.pformat(Point(1, 2), width=5))
print(pprint.pformat(NoRepr(list(range(40)))).startswith('<'), pprint.pformat(Custom(list(range(40)))))
print(pprint.pformat(Point, width=5), pprint.pformat(Point(1, [2] * 40), indent=3))
