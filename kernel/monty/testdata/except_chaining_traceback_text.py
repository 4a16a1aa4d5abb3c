# The traceback text for chained exceptions, cell by cell (full text compared).
def load(d):
    return d["key"]
# %% cell
try:
    load({})
except KeyError:
    raise ValueError("no key")
# %% cell
try:
    load({})
except KeyError as e:
    raise ValueError("no key, caused") from e
# %% cell
try:
    load({})
except KeyError:
    raise ValueError("no key, suppressed") from None
# %% cell
print("the session goes on")
