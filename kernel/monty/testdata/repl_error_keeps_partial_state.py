# A failing cell keeps what it did before the error; later cells see it.
a = 1
b = 2
c = 1 / 0
d = 4
# %% cell
print(a, b)
print("c" in globals(), "d" in globals())
# %% cell
items = []
for i in range(5):
    items.append(i)
    if i == 2:
        raise RuntimeError("stopped at 2")
# %% cell
items
# %% cell
def f():
    return "defined after errors"
f()
