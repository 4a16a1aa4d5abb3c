# A suspended generator bound to a name is closed once the name no longer
# holds it; monty does so at the end of the cell, so the rebinding ends
# its cell here.
def g(name):
    try:
        yield 1
        yield 2
    finally:
        print("cleanup", name)
it = g("rebound")
print(next(it))
other = g("deleted")
next(other)
kept = g("kept")
next(kept)
# %% cell
it = None
# %% cell
print("after rebinding")
del other
# %% cell
print("after del")
def local():
    gen = g("local")
    return next(gen)
local()
# %% cell
print("kept still open:", next(kept))
kept.close()
print("end")
