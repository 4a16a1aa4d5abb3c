# Generator state survives between cells.
def counter():
    n = 0
    while True:
        n += 1
        yield n
g = counter()
next(g)
# %% cell
next(g), next(g)
# %% cell
[next(g) for _ in range(3)]
# %% cell
squares = (i * i for i in range(4))
next(squares)
# %% cell
list(squares)
# %% cell
list(squares)
