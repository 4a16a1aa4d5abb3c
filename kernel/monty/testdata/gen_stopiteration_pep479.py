# PEP 479: StopIteration raised inside a generator becomes RuntimeError.
def bad():
    yield 1
    raise StopIteration("oops")
g = bad()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
def next_on_empty():
    it = iter([])
    yield next(it)
try:
    list(next_on_empty())
except RuntimeError as e:
    print("RuntimeError:", e)
# return value becomes StopIteration.value
def r():
    yield 1
    return "rv"
g = r(); next(g)
try:
    next(g)
except StopIteration as e:
    print("value:", e.value, "args:", e.args)
# a running generator cannot be re-entered
def reenter():
    yield next(me)
me = reenter()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)
