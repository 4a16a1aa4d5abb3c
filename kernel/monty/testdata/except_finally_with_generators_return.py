# return inside try with finally in a generator; finally runs before StopIteration.
def g():
    try:
        yield 1
        return "ret"
    finally:
        print("finally in generator")
it = g()
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value", e.value)
