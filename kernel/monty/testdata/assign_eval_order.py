# Evaluation order: right-hand side first, then targets left to right;
# within expressions, left to right.
log = []
def t(name, value=None):
    log.append(name)
    return value
class Box:
    def __setitem__(self, k, v): log.append(f"set[{k}]={v}")
    def __getitem__(self, k): log.append(f"get[{k}]"); return 0
b = Box()
t("box", b)[t("k1", 1)], t("box2", b)[t("k2", 2)] = t("rhs", (10, 20))
print(log); log.clear()

# subscript target: container, key, then store
b[t("key", 5)] = t("value", 6)
print(log); log.clear()

# dict display: key then value, left to right
d = {t("k1", 1): t("v1", 1), t("k2", 2): t("v2", 2)}
print(log); log.clear()

# call: function, then positional args, then keyword args in order
def f(*a, **k): return a, k
t("func", f)(t("a1", 1), t("a2", 2), x=t("kw", 3), *t("star", [4]), **t("dstar", {}))
print(log); log.clear()

# binary operators
r = t("L", 1) + t("R", 2) * t("RR", 3)
print(r, log); log.clear()

# comparisons chain left to right and short-circuit
r = t("a", 1) < t("b", 0) < t("c", 5)
print(r, log); log.clear()

# conditional expression evaluates the condition first
r = t("yes", "Y") if t("cond", True) else t("no", "N")
print(r, log); log.clear()

# augmented assignment: target container and key evaluated once
class Cnt:
    def __init__(self): self.v = {"x": 1}
    def __getitem__(self, k): log.append("get"); return self.v[k]
    def __setitem__(self, k, v): log.append("set"); self.v[k] = v
c = Cnt()
t("obj", c)[t("key", "x")] += t("inc", 5)
print(c.v, log)
