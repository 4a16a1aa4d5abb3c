# Class-based decorators with and without arguments, on functions and methods.
class CountCalls:
    def __init__(self, fn):
        self.fn, self.calls = fn, 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.fn(*a, **k)
@CountCalls
def hello(name):
    return f"hello {name}"
hello("a"); hello("b")
print(hello.calls, hello("c"), hello.calls)
class Prefix:
    def __init__(self, prefix): self.prefix = prefix
    def __call__(self, fn):
        def wrapped(*a):
            return self.prefix + fn(*a)
        return wrapped
@Prefix(">> ")
def line(s):
    return s
print(line("text"))
class MethodDecorator:
    def __init__(self, fn): self.fn = fn
    def __get__(self, obj, owner):
        if obj is None:
            return self
        return lambda *a: f"bound via __get__: {self.fn(obj, *a)}"
class User:
    name = "ann"
    @MethodDecorator
    def greet(self, punct):
        return self.name + punct
print(User().greet("!"), type(User.greet).__name__)
