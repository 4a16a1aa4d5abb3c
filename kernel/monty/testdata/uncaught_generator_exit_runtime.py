# A generator that yields in response to close() triggers RuntimeError.
def stubborn():
    try:
        yield "value"
    except GeneratorExit:
        print("ignoring close")
        yield "refused"
g = stubborn()
print(next(g))
g.close()
