# yield inside try/except/else/finally, with throw reaching each region.
def g():
    try:
        yield "try"
    except ValueError:
        yield "except"
    else:
        yield "else"
    finally:
        yield "finally"
print(list(g()))
x = g()
print(next(x), x.throw(ValueError), next(x), next(x, "end"))
y = g()
next(y)
# the unhandled KeyError runs the finally block, which yields: throw() returns that value
print(y.throw(KeyError("k")))
try:
    next(y)
except KeyError as e:
    print("KeyError resumes after the finally yield:", e)
z = g()
print(next(z), next(z), next(z), next(z, "end"))
