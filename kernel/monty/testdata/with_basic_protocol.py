# The with statement calls __enter__ and __exit__, binding __enter__'s result.
class Ctx:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, typ, val, tb):
        print("exit", self.name, typ.__name__ if typ else None, val, tb is not None)
        return self.suppress
with Ctx("a") as v:
    print("body sees", v)
with Ctx("b", suppress=True):
    raise ValueError("swallowed")
print("after suppressed")
try:
    with Ctx("c"):
        raise KeyError("escapes")
except KeyError as e:
    print("caught", e)
# __exit__ runs on return and break
def f():
    with Ctx("ret"):
        return "returned"
print(f())
for i in range(3):
    with Ctx(f"loop{i}"):
        if i == 1:
            break
# a truthy non-bool return value suppresses too
class Truthy(Ctx):
    def __exit__(self, *a):
        super().__exit__(*a)
        return "yes"
with Truthy("t"):
    1 / 0
print("suppressed by truthy")
