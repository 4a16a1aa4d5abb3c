# __dict__ is a real dict: update it, iterate it, compare objects by it.
class Record:
    def __init__(self, **fields):
        self.__dict__.update(fields)
    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"Record({inner})"
    def __eq__(self, o):
        return type(o) is Record and vars(self) == vars(o)
r = Record(name="x", size=3)
print(r, r.name, r.size, r == Record(size=3, name="x"), r == Record(name="x"))
r.__dict__["extra"] = True
print(r.extra, list(vars(r)))
del r.__dict__["size"]
print(hasattr(r, "size"), r)
class Defaults:
    a = 1
    b = 2
d = Defaults()
d.b = 20
print({k: getattr(d, k) for k in ("a", "b")}, vars(d))
d.__dict__.clear()
print(d.b)
try:
    d.__dict__ = {"a": 100}
    print(d.a)
    d.__dict__ = 5
except TypeError as e:
    print("TypeError:", e)
