# Several context managers: entered left to right, exited right to left.
class Ctx:
    def __init__(self, name, fail_enter=False):
        self.name, self.fail_enter = name, fail_enter
    def __enter__(self):
        if self.fail_enter:
            raise RuntimeError(f"enter {self.name} failed")
        print("enter", self.name)
        return self
    def __exit__(self, *exc):
        print("exit", self.name, exc[0].__name__ if exc[0] else "-")
        return False
with Ctx("a") as a, Ctx("b") as b, Ctx("c"):
    print("body", a.name, b.name)
with (Ctx("p1") as p,
      Ctx("p2")):
    print("parenthesized", p.name)
with (Ctx("x"), Ctx("y")):
    pass
try:
    with Ctx("ok"), Ctx("bad", fail_enter=True), Ctx("never"):
        print("not reached")
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    with Ctx("outer"), Ctx("inner"):
        raise ValueError("v")
except ValueError:
    print("propagated")
