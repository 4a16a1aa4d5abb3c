# An IndentationError stops the whole program before it runs.
def f():
    x = 1
      y = 2
    return x + y
print(f())
