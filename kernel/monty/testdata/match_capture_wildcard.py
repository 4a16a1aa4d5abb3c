# Capture patterns bind; _ never binds; capture binds even on the failing path.
def f(x):
    match x:
        case [a, _, _]:
            return f"three, first {a}"
        case [_, *_]:
            return "some list"
        case other:
            return f"captured {other!r}"
print(f([1, 2, 3]), f([1]), f(5))
match 42:
    case n:
        print("n is", n)
print("n after match:", n)
try:
    _
except NameError as e:
    print("NameError:", e)
# names bound by a failed alternative may remain bound (CPython implementation detail
# avoided here); names bound in a successful case are visible afterwards
match (1, 2):
    case (first, second):
        pass
print(first, second)
# guards see the captured names
match 7:
    case x if x > 10:
        print("big")
    case x if x > 5:
        print("medium", x)
    case x:
        print("small")
