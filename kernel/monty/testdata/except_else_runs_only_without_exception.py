# else runs only when try completes normally; exceptions in else are not caught by the same try.
def f(v):
    out = []
    try:
        out.append("try")
        if v == "raise":
            raise ValueError
        if v == "return":
            return out + ["returned"]
    except ValueError:
        out.append("except")
    else:
        out.append("else")
    finally:
        out.append("finally")
    return out
print(f("ok"), f("raise"), f("return"))
def g():
    try:
        pass
    except ZeroDivisionError:
        return "caught in same try"
    else:
        return 1 / 0
try:
    g()
except ZeroDivisionError:
    print("else-clause error escaped")
