# __setattr__ for validation and change tracking, delegating with super().
class Tracked:
    def __init__(self, **fields):
        super().__setattr__("_changes", [])
        for k, v in fields.items():
            setattr(self, k, v)
    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError(f"cannot set private attribute {name!r}")
        if not isinstance(value, (int, str)):
            raise TypeError(f"{name} must be int or str, got {type(value).__name__}")
        self._changes.append((name, value))
        super().__setattr__(name, value)
t = Tracked(a=1, b="x")
t.a = 2
print(t.a, t.b, t._changes)
for name, value in [("_secret", 1), ("c", 1.5)]:
    try:
        setattr(t, name, value)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
class ReadOnlyAfterInit:
    def __init__(self, v):
        self.v = v
        self._frozen = True
    def __setattr__(self, name, value):
        if getattr(self, "_frozen", False):
            raise AttributeError(f"{type(self).__name__} is read-only")
        object.__setattr__(self, name, value)
r = ReadOnlyAfterInit(5)
try:
    r.v = 6
except AttributeError as e:
    print("AttributeError:", e)
print(r.v)
