# close() returns None normally; a generator catching GeneratorExit and returning is fine.
def g():
    try:
        yield 1
    except GeneratorExit:
        print("cleanup on close")
        return "ignored"
it = g()
next(it)
print(it.close())
def h():
    yield 1
h_it = h()
print(h_it.close(), list(h_it))
def never_started():
    print("never printed")
    yield
print(never_started().close())
