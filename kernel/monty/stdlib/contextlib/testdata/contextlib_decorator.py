from contextlib import contextmanager, ContextDecorator
log = []
@contextmanager
def logged(name):
    log.append('enter ' + name)
    yield
    log.append('exit ' + name)
@logged('f')
def f(x):
    """doc of f"""
    log.append('body %s' % x)
    return x * 2
print(f(1), f(2), log, f.__name__, f.__doc__)
class Track(ContextDecorator):
    def __init__(self):
        self.depth = 0
    def __enter__(self):
        self.depth += 1
        return self
    def __exit__(self, *exc):
        self.depth -= 1
        return False
t = Track()
@t
def g():
    return t.depth
print(g(), t.depth, g.__wrapped__.__name__)
cm = logged('x')
try:
    with cm:
        pass
    with cm:
        pass
except (RuntimeError, AttributeError, TypeError) as e:
    print(type(e).__name__)
print(logged.__name__, type(logged('y')).__name__)
