# Exceptions inside comprehensions, lambdas and generator expressions propagate normally.
def safe_int(s):
    try:
        return int(s)
    except ValueError:
        return None
print([safe_int(s) for s in ["1", "x", "3"]])
try:
    [int(s) for s in ["1", "x"]]
except ValueError as e:
    print("ValueError:", e)
f = lambda d: d["k"]
try:
    list(map(f, [{"k": 1}, {}]))
except KeyError as e:
    print("KeyError:", e)
g = (1 / x for x in [1, 0])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(next(g, "generator finished after the error"))
