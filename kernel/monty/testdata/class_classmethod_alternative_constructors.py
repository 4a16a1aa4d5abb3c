# Alternative constructors with classmethod respect subclasses.
class Date:
    def __init__(self, y, m, d): self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        return cls(*map(int, s.split("-")))
    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)
    def __repr__(self):
        return f"{type(self).__name__}({self.y:04d}-{self.m:02d}-{self.d:02d})"
class Birthday(Date):
    pass
print(Date.from_string("2024-02-29"), Birthday.from_string("1999-12-31"), Birthday.epoch())
class Registry:
    _items = None
    @classmethod
    def items(cls):
        if cls._items is None:
            cls._items = []
        return cls._items
class R1(Registry): pass
class R2(Registry): pass
R1.items().append("one")
print(R1.items(), R2.items(), Registry._items)
