# Functions with the same name at different levels; recursion through a closure name.
def outer():
    def helper():
        return "outer.helper"
    def inner():
        def helper():
            return "inner.helper"
        return helper()
    return helper(), inner()
def helper():
    return "module.helper"
print(outer(), helper())
def make_fact():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact
f = make_fact()
print(f(10), f.__code__.co_freevars)
def counter_factory():
    def counter():
        counter.calls += 1
        return counter.calls
    counter.calls = 0
    return counter
c1, c2 = counter_factory(), counter_factory()
c1(); c1()
print(c1.calls, c2(), c1 is c2)
