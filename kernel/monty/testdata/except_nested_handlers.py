# Exceptions raised inside handlers, finally inside handlers, handler order.
def risky(kind):
    if kind == "value":
        raise ValueError("v")
    if kind == "type":
        raise TypeError("t")
    return "fine"
for kind in ["value", "type", "none"]:
    try:
        result = risky(kind)
    except ValueError as e:
        try:
            raise KeyError("during value handling")
        except KeyError as k:
            result = f"inner handled {k!r}, context {k.__context__!r}"
    except TypeError:
        try:
            result = "type"
        finally:
            result += " (finally)"
    else:
        result += " (else)"
    print(kind, "->", result)
def deep():
    try:
        try:
            try:
                raise IndexError("lvl3")
            except KeyError:
                print("not this one")
        finally:
            print("lvl2 finally")
    except LookupError as e:
        print("lvl1 caught", type(e).__name__, e)
        return "returned from handler"
    finally:
        print("lvl1 finally")
print(deep())
def handler_raises_new():
    try:
        [][1]
    except IndexError:
        {}["k"]
try:
    handler_raises_new()
except KeyError as e:
    print("KeyError with context", type(e.__context__).__name__)
