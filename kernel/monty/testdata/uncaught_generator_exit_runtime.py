# A generator that yields in response to close() triggers RuntimeError.
def stubborn():
    while True:
        try:
            yield "value"
        except GeneratorExit:
            print("ignoring close")
g = stubborn()
print(next(g))
g.close()
