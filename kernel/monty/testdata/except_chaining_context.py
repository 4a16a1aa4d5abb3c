# Implicit chaining sets __context__; "raise ... from" sets __cause__ and
# __suppress_context__; "from None" suppresses the context.
def implicit():
    try:
        {}["missing"]
    except KeyError:
        raise ValueError("while handling")
try:
    implicit()
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)

def explicit():
    try:
        int("x")
    except ValueError as v:
        raise RuntimeError("converted") from v
try:
    explicit()
except RuntimeError as e:
    print(repr(e.__cause__), type(e.__context__).__name__, e.__suppress_context__)

def suppressed():
    try:
        [][0]
    except IndexError:
        raise LookupError("clean") from None
try:
    suppressed()
except LookupError as e:
    print(e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

# cause can be set to an unrelated exception, and outside any handler
try:
    raise TypeError("t") from OSError("os")
except TypeError as e:
    print(repr(e.__cause__), e.__context__)

# setting __cause__ directly sets __suppress_context__ too
err = ValueError("v")
err.__cause__ = KeyError("k")
print(err.__suppress_context__)

# context chains are long
def chain(n):
    try:
        if n == 0:
            raise Exception("0")
        chain(n - 1)
    except Exception as e:
        raise Exception(str(n)) 
try:
    chain(3)
except Exception as e:
    names = []
    while e is not None:
        names.append(str(e))
        e = e.__context__
    print(names)

# an exception does not become its own context
try:
    try:
        raise ValueError("same")
    except ValueError as e:
        raise e
except ValueError as e:
    print(e.__context__)
