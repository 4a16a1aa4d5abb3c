# Chained exceptions across cells show both tracebacks with their cells.
def fetch(key):
    data = {"a": 1}
    return data[key]
# %% cell
def lookup(key):
    try:
        return fetch(key)
    except KeyError as e:
        raise LookupError(f"lookup of {key!r} failed") from e
lookup("a")
# %% cell
lookup("b")
# %% cell
try:
    lookup("c")
except LookupError as err:
    print(type(err.__cause__).__name__, err.__cause__)
