# A generator failing mid-iteration inside a cell.
def numbers(raw):
    for r in raw:
        yield int(r)
# %% cell
list(numbers("123"))
# %% cell
list(numbers(["1", "x"]))
# %% cell
sum(numbers(["4", "5"]))
