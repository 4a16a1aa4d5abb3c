# and/or return an operand, not a bool, and short-circuit.
print(0 or "default", "" or [] or None, "x" or 1/0)
print(1 and "last", 0 and 1/0, [] and "never", "a" and "b" and "c")
print(None or 0, not None, not "", not [0])
calls = []
def t(v):
    calls.append(v)
    return v
r = t(0) and t(1)
print(r, calls); calls.clear()
r = t(1) or t(2)
print(r, calls); calls.clear()
r = t(0) or t("") or t("found") or t("skipped")
print(r, calls); calls.clear()
class Loud:
    def __init__(self, v): self.v = v
    def __bool__(self):
        calls.append(f"bool({self.v})")
        return self.v
r = Loud(False) or Loud(True)
print(r.v, calls); calls.clear()
r = not Loud(True)
print(r, calls); calls.clear()
x = 5
print(x > 0 and "positive" or "non-positive")
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
