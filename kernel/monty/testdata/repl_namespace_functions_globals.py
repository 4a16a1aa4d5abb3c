# Functions see globals defined in later cells, at call time.
def report():
    return f"threshold={threshold}, items={len(items)}"
# %% cell
report()
# %% cell
threshold = 10
items = [1, 2]
report()
# %% cell
threshold = 99
report()
