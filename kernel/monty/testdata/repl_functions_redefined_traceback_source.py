# A traceback shows the source of the cell where each function was defined.
def f():
    return g()
def g():
    raise ValueError("from original g")
# %% cell
f()
# %% cell
def g():
    raise KeyError("from redefined g")
f()
