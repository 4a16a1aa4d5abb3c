# return/break/continue inside except and else clauses, with finally.
def f(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        return "div by zero"
    else:
        return f"ok {r}"
    finally:
        print("finally for", x)
print(f(2), f(0))
def g():
    results = []
    for v in [1, 0, 2, "x", 3]:
        try:
            results.append(10 // v)
        except ZeroDivisionError:
            continue
        except TypeError:
            break
        else:
            results.append("else")
        finally:
            results.append("f")
    return results
print(g())
def h():
    try:
        raise ValueError
    except ValueError:
        try:
            return "inner return"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(h())
