# Raising in finally replaces the in-flight exception (which becomes __context__).
def f():
    try:
        raise KeyError("original")
    finally:
        raise ValueError("from finally")
try:
    f()
except ValueError as e:
    print(e, "| context:", repr(e.__context__))
def g():
    try:
        return "value"
    finally:
        raise RuntimeError("finally beats return")
try:
    g()
except RuntimeError as e:
    print(e, "| context:", e.__context__)
def h():
    for i in range(3):
        try:
            raise IndexError(i)
        finally:
            continue
    return "continue in finally swallowed exceptions"
print(h())
