# __getattr__ (fallback), __getattribute__ (always), __setattr__, __delattr__.
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "log", [])
    def __getattr__(self, name):
        self.log.append(f"getattr {name}")
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        self.log.append(f"setattr {name}")
        setattr(self._target, name, value)
    def __delattr__(self, name):
        self.log.append(f"delattr {name}")
        delattr(self._target, name)
class T: pass
t = T()
p = Proxy(t)
p.x = 5
print(p.x, t.x)
del p.x
print(hasattr(t, "x"), p.log)
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)
class Always:
    def __getattribute__(self, name):
        if name.startswith("secret"):
            raise AttributeError(f"no access to {name}")
        return f"attr:{name}"
    def __getattr__(self, name):
        return f"fallback:{name}"
a = Always()
print(a.foo, a.secret_key, getattr(a, "bar"))
class Frozen:
    def __init__(self, v):
        object.__setattr__(self, "v", v)
    def __setattr__(self, n, v):
        raise AttributeError(f"{type(self).__name__} is frozen")
    def __delattr__(self, n):
        raise AttributeError("cannot delete")
f = Frozen(1)
try:
    f.v = 2
except AttributeError as e:
    print("AttributeError:", e)
try:
    del f.v
except AttributeError as e:
    print("AttributeError:", e)
print(f.v)
class Dyn:
    def __getattr__(self, name):
        if name == "computed":
            return 42
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
d = Dyn()
print(d.computed, hasattr(d, "other"), getattr(d, "other", "dflt"))
class Dir:
    def __dir__(self): return ["b", "a", "c"]
print(dir(Dir()))
