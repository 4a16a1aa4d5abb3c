# A generator that only a for loop holds is closed when the loop is left
# early (break, return, an exception), before what follows runs, as
# CPython's reference counting does.
def g(name, n=3):
    try:
        for i in range(n):
            yield i
    finally:
        print("cleanup", name)

for x in g("break"):
    break
print("after break")

def first():
    for x in g("return"):
        return x
print(first(), "after return")

try:
    for x in g("raise"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)

def deep():
    for x in g("deep"):
        1 / 0
try:
    deep()
except ZeroDivisionError:
    print("caught ZeroDivisionError")

for x in (y * 2 for y in g("genexp")):
    break
print("after genexp")

for a in g("outer"):
    for b in g("inner"):
        break
    break
print("after nested")

for x in g("exhausted", 2):
    pass
print("after exhausted")

def with_cm():
    class CM:
        def __enter__(self):
            return self
        def __exit__(self, *a):
            print("exit cm", a[0])
    with CM():
        yield 1
        yield 2
for x in with_cm():
    break
print("after with")

def catches():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise
for x in catches():
    break
print("after catches")

def ignores():
    try:
        yield 1
    except GeneratorExit:
        pass
    yield 2
for x in ignores():
    break
print("after ignores")


for i, x in enumerate(range(3)):
    if i:
        break
print("plain iterators untouched", i)

# Last: the traceback keeps the comprehension's frame (and so the
# generator) until the handler ends; monty closes it at the end of the
# cell, which here is the same moment.
try:
    [x for x in g("listcomp") if 1 / (x - 1)]
except ZeroDivisionError:
    print("listcomp raised")
