# Augmented assignment on attributes and items calls __getattr__/__setattr__ or __getitem__/__setitem__ once each.
class Rec:
    def __init__(self): object.__setattr__(self, "log", []); object.__setattr__(self, "v", 1)
    def __getattribute__(self, n):
        if n != "log":
            object.__getattribute__(self, "log").append(f"get {n}")
        return object.__getattribute__(self, n)
    def __setattr__(self, n, val):
        self.log.append(f"set {n}")
        object.__setattr__(self, n, val)
r = Rec()
r.v += 5
print(r.v, r.log)
class Box(dict):
    def __getitem__(self, k):
        print("getitem", k)
        return super().__getitem__(k)
    def __setitem__(self, k, v):
        print("setitem", k, v)
        super().__setitem__(k, v)
b = Box(n=1)
b["n"] *= 10
print(b)
