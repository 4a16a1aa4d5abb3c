# dataclasses: generated __init__/__repr__/__eq__, defaults, default_factory, field options.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
    secret: str = field(default="x", repr=False, compare=False)
a = Item("pen", 1.5)
b = Item("pen", 1.5, secret="y")
a.tags.append("office")
print(a, a == b, a == Item("pen", 1.5, ["office"]), Item("x").tags is not Item("y").tags)
print([f.name for f in fields(Item)], asdict(a), astuple(a), replace(a, price=2.0), is_dataclass(a), is_dataclass(Item), is_dataclass(1))
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
print(Item.__init__.__doc__ is None, Item.__eq__ is not object.__eq__, Item.__hash__)
