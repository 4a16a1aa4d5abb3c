# __call__ makes instances callable; callable() reflects it.
class Multiplier:
    def __init__(self, k): self.k = k
    def __call__(self, x, *, times=1):
        return x * self.k * times
double = Multiplier(2)
print(double(5), double(5, times=3), callable(double), list(map(double, [1, 2])))
class Counter:
    def __init__(self): self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return args, kwargs
c = Counter()
c(); c(1, a=2)
print(c.calls, c(3))
class NotCallable: pass
try:
    NotCallable()()
except TypeError as e:
    print("TypeError:", e)
print(callable(NotCallable), callable(NotCallable()), callable(print), callable("s"))
class CallIsNone:
    __call__ = None
try:
    CallIsNone()()
except TypeError as e:
    print("TypeError:", e)
# instance __call__ attribute is ignored; only the type counts
n = NotCallable()
n.__call__ = lambda: "instance attr"
try:
    n()
except TypeError as e:
    print("TypeError:", e)
