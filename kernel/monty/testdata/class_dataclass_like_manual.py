# A hand-written record class with __init__, __repr__, __eq__, __hash__, ordering from a field list.
class Record:
    fields = ()
    def __init__(self, *args, **kwargs):
        if len(args) > len(self.fields):
            raise TypeError(f"expected at most {len(self.fields)} arguments")
        values = dict(zip(self.fields, args))
        for k, v in kwargs.items():
            if k not in self.fields:
                raise TypeError(f"unexpected field {k!r}")
            if k in values:
                raise TypeError(f"duplicate field {k!r}")
            values[k] = v
        missing = [f for f in self.fields if f not in values]
        if missing:
            raise TypeError(f"missing fields: {', '.join(missing)}")
        self.__dict__.update(values)
    def _tuple(self): return tuple(getattr(self, f) for f in self.fields)
    def __repr__(self):
        return f"{type(self).__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.fields) + ")"
    def __eq__(self, o): return type(o) is type(self) and self._tuple() == o._tuple()
    def __hash__(self): return hash(self._tuple())
    def __lt__(self, o): return self._tuple() < o._tuple()
class Point(Record):
    fields = ("x", "y")
print(Point(1, 2), Point(y=2, x=1) == Point(1, 2), len({Point(1, 2), Point(1, 2)}), sorted([Point(2, 0), Point(1, 5)]))
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=2)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
