# The "as" name is deleted at the end of the except clause.
e = "kept?"
try:
    1 / 0
except ZeroDivisionError as e:
    print("inside:", e)
try:
    print(e)
except NameError as err:
    print("NameError:", err)

def f():
    try:
        raise ValueError("x")
    except ValueError as exc:
        saved = exc
    return saved, "exc" in locals()
s, present = f()
print(repr(s), present)

# the exception is still accessible through sys.exc_info inside the handler
import sys
try:
    raise KeyError("info")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), tb is not None)
print(sys.exc_info())
