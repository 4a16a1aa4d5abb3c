# Function decorators: order of application, arguments, and preserving metadata.
def trace(fn):
    def wrapper(*args, **kwargs):
        print(f"call {fn.__name__}{args}")
        result = fn(*args, **kwargs)
        print(f"  -> {result!r}")
        return result
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper
def bold(fn):
    print("decorating with bold:", fn.__name__)
    return lambda *a: "<b>" + fn(*a) + "</b>"
def italic(fn):
    print("decorating with italic:", fn.__name__)
    return lambda *a: "<i>" + fn(*a) + "</i>"
@bold
@italic
def text(s):
    return s
print(text("hi"))
@trace
def add(a, b):
    """Add two numbers."""
    return a + b
add(2, 3)
print(add.__name__, add.__doc__)
def repeat(times):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def ping():
    return "pong"
print(ping())
# decorator expressions may be any expression (PEP 614)
decorators = {"twice": repeat(2)}
@decorators["twice"]
def hello():
    return "hello"
print(hello())
@(lambda f: f)
def identity_decorated():
    return "unchanged"
print(identity_decorated())
