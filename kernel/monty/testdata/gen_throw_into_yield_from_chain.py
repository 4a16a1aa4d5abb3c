# throw() and close() travel down a yield-from chain to the innermost generator.
def leaf():
    try:
        yield "leaf-1"
        yield "leaf-2"
    except KeyError:
        print("leaf handled KeyError")
        yield "leaf-recovered"
    finally:
        print("leaf finally")
def middle():
    try:
        result = yield from leaf()
        yield f"middle after leaf: {result}"
    finally:
        print("middle finally")
def top():
    yield from middle()
g = top()
print(next(g))
print(g.throw(KeyError))
print(next(g))
g.close()
g2 = top()
next(g2)
try:
    g2.throw(ValueError("unhandled"))
except ValueError as e:
    print("propagated out:", e)
print(next(g2, "exhausted"))
