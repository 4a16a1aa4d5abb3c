# Each cell may fail with a different exception type; messages as CPython's.
int("abc")
# %% cell
{}["missing"]
# %% cell
None.attr
# %% cell
len(5)
# %% cell
[].pop()
# %% cell
raise SystemExit(3) if False else StopIteration("plain StopIteration at top level")
# %% cell
assert 1 == 2, "assertion text"
# %% cell
import math
math.sqrt(-1)
# %% cell
class Custom(Exception):
    pass
raise Custom("user defined", 42)
# %% cell
"done"
