# Names bound by walrus at top level and in comprehensions persist across cells.
if (n := 10) > 5:
    print("n is", n)
# %% cell
[last := i * i for i in range(4)]
# %% cell
n, last
# %% cell
globals()["made_by_globals"] = "yes"
# %% cell
made_by_globals
