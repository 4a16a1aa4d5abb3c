# functools.wraps copies metadata and sets __wrapped__.
import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@logged
def compute(x: int, y: int = 2) -> int:
    """Compute something."""
    return x * y
print(compute(4), compute.__name__, compute.__doc__, compute.__annotations__, compute.__wrapped__.__name__)
print(compute.__qualname__, compute.__module__)
def counted(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper
@counted
def f(x):
    return x + 1
f(1); f(2)
print(f.calls)
class Memo:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn, self.cache = fn, {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.__name__, len(fib.cache))
