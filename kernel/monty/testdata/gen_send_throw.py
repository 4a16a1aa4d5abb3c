# send() resumes with a value; throw() raises inside the generator.
def averager():
    total, count = 0, 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print("generator caught", e)
            continue
        total += value
        count += 1
        avg = total / count
a = averager()
print(a.send(None))
print(a.send(10))
print(a.send(20))
print(a.throw(ValueError("bad input")))
print(a.send(30))
g = averager()
try:
    g.send(5)
except TypeError as e:
    print("TypeError:", e)
def no_catch():
    yield 1
    yield 2
n = no_catch()
next(n)
try:
    n.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
print(next(n, "exhausted after throw"))
# throw into a not-yet-started generator raises at once
fresh = no_catch()
try:
    fresh.throw(RuntimeError("early"))
except RuntimeError as e:
    print("early:", e)
# throw with a type
def catcher():
    try:
        yield
    except Exception as e:
        yield repr(e)
c = catcher(); next(c)
print(c.throw(IndexError))
