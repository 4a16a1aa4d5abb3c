# A partially consumed iterator survives a failing cell.
it = iter(range(10))
next(it), next(it)
# %% cell
for v in it:
    if v == 5:
        raise RuntimeError(f"stopped at {v}")
# %% cell
list(it)
