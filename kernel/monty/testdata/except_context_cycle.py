# A cycle in __context__ made by hand: raising inside a handler must not
# walk the cycle forever (CPython stops where the walk comes back).
a = ValueError("a")
b = TypeError("b")
a.__context__ = b
b.__context__ = a
try:
    raise a
except BaseException:
    try:
        int("x")
    except ValueError as e:
        print("inner", type(e).__name__, type(e.__context__).__name__)
print("ok")

# A cycle through the new exception is broken at the new exception.
x = KeyError("x")
y = IndexError("y")
y.__context__ = x
try:
    try:
        raise y
    except IndexError:
        raise x
except KeyError as e:
    print(type(e.__context__).__name__, e.__context__.__context__)

# A three-long cycle not through the raised exception.
p, q, r = OSError("p"), OSError("q"), OSError("r")
p.__context__, q.__context__, r.__context__ = q, r, p
for i in range(3):
    try:
        try:
            raise p
        except OSError:
            raise RuntimeError(i)
    except RuntimeError as e:
        print(e, e.__context__ is p, p.__context__ is q)

# A long chain is walked once per raise.
e0 = ValueError(0)
for i in range(1, 2000):
    n = ValueError(i)
    n.__context__ = e0
    e0 = n
try:
    try:
        raise e0
    except ValueError:
        raise TypeError("top")
except TypeError as t:
    k, c = 0, t
    while c is not None:
        k, c = k + 1, c.__context__
    print("chain", k)
