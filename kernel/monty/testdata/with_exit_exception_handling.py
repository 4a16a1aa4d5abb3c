# __exit__ sees the exception; an exception in __exit__ replaces it.
class Inspect:
    def __enter__(self): return self
    def __exit__(self, typ, val, tb):
        self.seen = (typ, val)
        return isinstance(val, ArithmeticError)
with Inspect() as i:
    1 / 0
print(i.seen[0].__name__, i.seen[1])
class Raising:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise OSError("from exit")
try:
    with Raising():
        raise ValueError("body")
except OSError as e:
    print("OSError:", e, "| context:", repr(e.__context__))
# missing protocol methods
class NoEnter:
    def __exit__(self, *a): pass
class NoExit:
    def __enter__(self): return self
for cls in (NoEnter, NoExit, int):
    try:
        with cls():
            pass
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
# with statement inside a generator: __exit__ runs when the generator finishes
class Log:
    def __enter__(self): print("gen enter")
    def __exit__(self, *a): print("gen exit")
def g():
    with Log():
        yield 1
        yield 2
print(list(g()))
